import { describe, expect, it } from 'vitest';
import { canonicalString, computeSignature, ReplayCache, signKeyOf } from './signature';

describe('canonicalString', () => {
  it('matches the example of the wire protocol', () => {
    expect(canonicalString({ appId: 1, name: 'x', tags: [1] }, '1763700000000', signKeyOf('abc.def.K3y'))).toBe(
      'appId=1&name=x&timestamp=1763700000000&key=K3y',
    );
  });

  it('keeps scalars only, sorts by UTF-16 code unit and does not URL-encode', () => {
    const params = { b: true, a: null, Z: 'a b&c', obj: { x: 1 }, n: 0, u: undefined };
    expect(canonicalString(params, '1', '')).toBe('Z=a b&c&b=true&n=0&timestamp=1&key=');
  });

  it('lets the header timestamp win over a body field of that name', () => {
    expect(canonicalString({ timestamp: 5 }, '7', 'k')).toBe('timestamp=7&key=k');
  });

  it('signs with an empty key without a token', () => {
    expect(signKeyOf(undefined)).toBe('');
    expect(signKeyOf('single')).toBe('single');
    expect(computeSignature({}, '1', undefined)).toMatch(/^[0-9a-f]{40}$/);
  });
});

describe('ReplayCache', () => {
  it('refuses a key seen within its lifetime and accepts it after', () => {
    const cache = new ReplayCache();
    expect(cache.remember('a', 1_000, 0)).toBe(true);
    expect(cache.remember('a', 1_000, 999)).toBe(false);
    expect(cache.remember('a', 2_000, 1_001)).toBe(true);
  });

  it('stays within its bound, dropping expired then oldest entries', () => {
    const cache = new ReplayCache(3);
    for (const key of ['a', 'b', 'c', 'd']) cache.remember(key, 10_000, 0);
    expect(cache.size).toBe(3);
    expect(cache.remember('d', 10_000, 1)).toBe(false);
    cache.remember('e', 10_000, 20_000);
    expect(cache.size).toBe(1);
  });
});
