/**
 * The replay cache instances share on PostgreSQL (docs/architecture.md, "Several instances"): a
 * key seen by one is refused by the other, and concurrent keys reach the database in one batch, one batch at a time.
 * Runs only when `DATABASE_URL` is set, on a database of its own.
 */
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../src/db/client';
import { REPLAY_BATCH_MAX_KEYS, SharedReplayCache } from '../src/lib/signature';
import { createScratchDatabase, type ScratchDatabase } from './support';

const DATABASE_URL = process.env['DATABASE_URL'];

describe.runIf(DATABASE_URL)('SharedReplayCache (runs only when DATABASE_URL is set)', () => {
  let scratch: ScratchDatabase;
  let database: DatabaseHandle;
  let pool: pg.Pool;
  let a: SharedReplayCache;
  let b: SharedReplayCache;
  const now = Date.now();
  const expiresAt = now + 300_000;

  beforeAll(async () => {
    scratch = await createScratchDatabase('workbench_replay');
    database = await connectDatabase({ url: scratch.url });
    if (!database.postgres) throw new Error('connectDatabase gave no pool for a URL');
    pool = database.postgres.pool;
    const options = { pool, clock: () => now, onPurgeError: (error: Error) => expect.fail(error.message) };
    a = new SharedReplayCache(options);
    b = new SharedReplayCache(options);
  }, 60_000);

  afterAll(async () => {
    a?.close();
    b?.close();
    await database?.close();
    await scratch?.drop();
  });

  it('refuses on one instance a key the other has seen, and on the same instance without a query', async () => {
    expect(await a.remember('sig:1', expiresAt, now)).toBe(true);
    expect(await b.remember('sig:1', expiresAt, now)).toBe(false);
    const query = vi.spyOn(pool, 'query');
    expect(await a.remember('sig:1', expiresAt, now)).toBe(false);
    expect(query).not.toHaveBeenCalled();
    query.mockRestore();
  });

  it(`writes up to ${REPLAY_BATCH_MAX_KEYS} concurrent keys in one insert, each learning whether it was new`, async () => {
    expect(await a.remember('sig:seen-by-a', expiresAt, now)).toBe(true);
    const query = vi.spyOn(pool, 'query');
    const keys = ['sig:seen-by-a', ...Array.from({ length: 199 }, (_, i) => `sig:batch-${i}`)];
    const answers = await Promise.all(keys.map((key) => b.remember(key, expiresAt, now)));
    expect(answers).toEqual([false, ...keys.slice(1).map(() => true)]);
    expect(query).toHaveBeenCalledTimes(1);
    query.mockRestore();
  });
  it('holds the next batch while an insert is in the database, then writes its keys in one insert', async () => {
    const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const send = pool.query.bind(pool);
    const query = vi.spyOn(pool, 'query');
    query.mockImplementationOnce(((...args: Parameters<typeof pool.query>) =>
      gate.then(() => (send as (...rest: unknown[]) => unknown)(...args))) as typeof pool.query);
    const first = a.remember('sig:in-flight', expiresAt, now);
    await nextTurn();
    await nextTurn();
    expect(query).toHaveBeenCalledTimes(1);
    // Three keys in three turns while the first insert waits: none goes to the database yet.
    const later: Promise<boolean>[] = [];
    for (const key of ['sig:held-1', 'sig:held-2', 'sig:held-3']) {
      later.push(a.remember(key, expiresAt, now));
      await nextTurn();
    }
    expect(query).toHaveBeenCalledTimes(1);
    release();
    expect(await Promise.all([first, ...later])).toEqual([true, true, true, true]);
    expect(query).toHaveBeenCalledTimes(2);
    query.mockRestore();
  });
});
