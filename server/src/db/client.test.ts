import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { connectDatabase, isDatabaseUnavailable, PGLITE_SHARED_BUFFERS } from './client';

/** An error as node-postgres raises it: a system error or a server error, with its `code`. */
const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable (docs/architecture.md, "Faults")', () => {
  it('says yes for a connection refused, reset or timed out, and a server shutting down or starting', () => {
    for (const code of ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', '57P01', '57P03', '08006', '08001']) {
      expect(isDatabaseUnavailable(withCode(code)), code).toBe(true);
    }
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
  });

  it('looks through the causes Drizzle wraps driver errors in', () => {
    expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: withCode('ECONNREFUSED') }))).toBe(true);
  });

  it('says no for a query that is wrong, whatever the connection', () => {
    for (const code of ['23505', '42P01', '22P02', '40001']) {
      expect(isDatabaseUnavailable(withCode(code)), code).toBe(false);
    }
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: withCode('23505') }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('something else'))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});

describe('connectDatabase on a PGlite directory (docs/architecture.md, "Memory")', () => {
  it('creates the cluster, migrates it, opens it with the small buffer pool, and opens it again', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'workbench-client-')), 'data');
    try {
      for (let run = 0; run < 2; run++) {
        const { db, close } = await connectDatabase({ pgliteDir: dir });
        try {
          expect(existsSync(join(dir, 'PG_VERSION'))).toBe(true);
          // Both drivers answer `{ rows }`; the Database type leaves the result to the driver.
          const rows = async <T>(query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
          const [buffers] = await rows<{ shared_buffers: string }>(sql`SHOW shared_buffers`);
          expect(buffers?.shared_buffers).toBe(PGLITE_SHARED_BUFFERS);
          const [tables] = await rows<{ n: number }>(
            sql`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'workbench'`,
          );
          expect(tables?.n).toBeGreaterThan(10);
        } finally {
          await close();
        }
      }
    } finally {
      rmSync(dirname(dir), { recursive: true, force: true });
    }
  });
});
