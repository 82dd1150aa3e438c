import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { AccessCache, invalidateAccessCaches } from './access-cache';

// The cache only keys entries by the handle's identity.
const databaseA = {} as Database;
const databaseB = {} as Database;

/** A load that counts its calls and answers `value`. */
function counted<V>(value: V) {
  const load = async () => {
    load.calls++;
    return value;
  };
  load.calls = 0;
  return load;
}

describe('AccessCache', () => {
  it('loads a key once for concurrent readers, and per database', async () => {
    const cache = new AccessCache<string>();
    const load = counted('codes');
    expect(await Promise.all([cache.get(databaseA, '1', load), cache.get(databaseA, '1', load)])).toEqual([
      'codes',
      'codes',
    ]);
    expect(load.calls).toBe(1);
    await cache.get(databaseB, '1', load);
    expect(load.calls).toBe(2);
  });

  it('forgets a failed load, so the next reader tries again', async () => {
    const cache = new AccessCache<string>();
    await expect(cache.get(databaseA, '1', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get(databaseA, '1', counted('again'))).toBe('again');
  });

  it('loads again after invalidateAccessCaches, also a key that was still loading', async () => {
    const cache = new AccessCache<string>();
    let finish: (value: string) => void = () => undefined;
    const before = cache.get(databaseA, '1', () => new Promise((resolve) => (finish = resolve)));
    invalidateAccessCaches();
    finish('old');
    expect(await before).toBe('old');
    expect(await cache.get(databaseA, '1', counted('new'))).toBe('new');
  });
});
