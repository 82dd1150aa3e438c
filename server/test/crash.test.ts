/**
 * A server killed with SIGKILL in the middle of a burst of writes loses no acknowledged write and
 * opens its data again as it was (docs/architecture.md, "Faults"). Runs on the engine of the
 * suite's run: PGlite in a temporary DATA_DIR, or the PostgreSQL of DATABASE_URL.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { AddressData } from '../src/modules/address/schemas';
import { ServerProcess, freePort, post, signInOverHttp, temporaryConsoleDir } from './server-process';

const DATABASE_URL = process.env['DATABASE_URL'];
const ENGINE = DATABASE_URL ? 'PostgreSQL, as DATABASE_URL is set' : 'PGlite in DATA_DIR';

/** Writes in flight at any time during the burst. */
const CONCURRENCY = 16;
/** Acknowledged writes after which the server is killed, with up to CONCURRENCY more in flight. */
const KILL_AFTER = 60;

const ADD = '/share-system/userinfo/address/add';
const LIST = '/share-system/userinfo/address/list';
/** 北京市 / 市辖区 / 海淀区. */
const AREA = { provinceCode: '11', cityCode: '1101', districtCode: '110108' };

const dataDir = mkdtempSync(join(tmpdir(), 'workbench-crash-'));
const consoleDir = temporaryConsoleDir();
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(consoleDir, { recursive: true, force: true });
});

/** Rows of Drizzle's migration journal, as the database holds them (`drizzle.__drizzle_migrations`). */
async function appliedMigrations(): Promise<string[]> {
  const sql = 'select hash from drizzle.__drizzle_migrations order by id';
  if (DATABASE_URL) {
    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    try {
      return (await client.query<{ hash: string }>(sql)).rows.map((row) => row.hash);
    } finally {
      await client.end();
    }
  }
  const client = await PGlite.create(join(dataDir, 'pglite'));
  try {
    return (await client.query<{ hash: string }>(sql)).rows.map((row) => row.hash);
  } finally {
    await client.close();
  }
}

const committedMigrations = (
  JSON.parse(readFileSync(new URL('../src/db/migrations/meta/_journal.json', import.meta.url), 'utf8')) as {
    entries: unknown[];
  }
).entries.length;

describe(`SIGKILL during a burst of writes (${ENGINE})`, () => {
  it('keeps every acknowledged write, and the data opens and answers as before', { timeout: 180_000 }, async () => {
    const port = await freePort();
    const first = new ServerProcess({ port, dataDir, consoleDir });
    await first.start();
    const token = await signInOverHttp(first.baseURL, 'buyer');
    // Unique per run: on PostgreSQL the database outlives the test.
    const tag = `crash-${Date.now().toString(36)}`;
    const address = (name: string, extra: Record<string, unknown> = {}) => ({
      receiverName: name,
      phone: '13800138000',
      ...AREA,
      street: '中关村大街 1 号',
      ...extra,
    });
    const seed = await post<AddressData>(first.baseURL, ADD, address(`${tag}-default`, { isDefault: true }), {
      token,
    });
    expect(seed.body.code).toBe(200);

    const acknowledged = new Map<number, string>([[seed.body.data.id, `${tag}-default`]]);
    let sent = 0;
    let refused = 0;
    let killed: Promise<void> | undefined;
    const writer = async () => {
      for (;;) {
        const name = `${tag}-${++sent}`;
        let answer;
        try {
          answer = await post<AddressData>(first.baseURL, ADD, address(name), { token });
        } catch {
          return; // the connection died with the server: this write was never acknowledged
        }
        if (answer.body.code !== 200) {
          refused++;
          continue;
        }
        expect(answer.body.data.receiverName).toBe(name);
        acknowledged.set(answer.body.data.id, name);
        if (acknowledged.size >= KILL_AFTER) killed ??= first.crash();
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, writer));
    await killed;
    expect(refused).toBe(0);
    expect(acknowledged.size).toBeGreaterThanOrEqual(KILL_AFTER);
    // Writes were still in flight when the process died.
    expect(sent).toBeGreaterThan(acknowledged.size);

    const second = new ServerProcess({ port, dataDir, consoleDir });
    await second.start();
    try {
      // The session was committed too: the same token still works.
      const list = await post<AddressData[]>(second.baseURL, LIST, {}, { token });
      expect(list.body.code).toBe(200);
      const stored = new Map(list.body.data.map((row) => [row.id, row.receiverName]));
      const lost = [...acknowledged].filter(([id, name]) => stored.get(id) !== name);
      expect(lost).toEqual([]);
      // Unacknowledged writes may or may not have committed; nothing else appeared.
      const ours = list.body.data.filter((row) => row.receiverName.startsWith(`${tag}-`));
      expect(ours.length).toBeLessThanOrEqual(sent + 1);
      expect(list.body.data.filter((row) => row.isDefault)).toHaveLength(1);

      const after = await post<AddressData>(second.baseURL, ADD, address(`${tag}-after`), { token });
      expect(after.body.code).toBe(200);
      const fresh = await signInOverHttp(second.baseURL, 'buyer');
      expect((await post(second.baseURL, LIST, {}, { token: fresh })).body.code).toBe(200);
    } finally {
      await second.stop();
    }
    // Each committed migration ran once: none again at the restart, none lost.
    const migrations = await appliedMigrations();
    expect(migrations).toHaveLength(committedMigrations);
    expect(new Set(migrations).size).toBe(committedMigrations);
  });
});
