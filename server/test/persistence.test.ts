/**
 * A restart keeps the data: no reseed, same keys, sessions still live. On PGlite the database is
 * the file-backed one in the data directory; on PostgreSQL one database both servers open.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it, onTestFinished } from 'vitest';
import { POSTGRES_URL } from './postgres';
import { call, freshDatabase, publicKey, signIn, startTestServer } from './support';

const dataDir = mkdtempSync(join(tmpdir(), 'workbench-persist-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

it('seeds once and reuses the data directory on restart', { timeout: 120_000 }, async () => {
  const shared = POSTGRES_URL ? await freshDatabase() : undefined;
  onTestFinished(() => shared?.dispose());
  const database = () => shared?.option ?? { pgliteDir: join(dataDir, 'pglite') };
  const first = await startTestServer({ dataDir, database: database() });
  const key = await publicKey(first);
  const { token } = await signIn(first, 'buyer');
  const companyIds = async (server: typeof first) =>
    (await call(server, '/share-system/userinfo/detail', { body: {}, token }))
      .json()
      .data.companyList.map((c: { companyId: number }) => c.companyId);
  const before = await companyIds(first);
  await first.close();

  const second = await startTestServer({ dataDir, database: database() });
  try {
    expect(await publicKey(second)).toBe(key);
    // Same rows, not a second copy (a reseed would also break on the unique account names).
    expect(await companyIds(second)).toEqual(before);
    const list = (await call(second, '/share-system/userinfo/company/list', { body: {}, token })).json().data;
    expect(list).toHaveLength(2);
  } finally {
    await second.close();
  }
});
