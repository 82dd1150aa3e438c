/** A file-backed data directory survives a restart: no reseed, same keys, sessions still live. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { call, publicKey, signIn, startTestServer } from './support';

const dataDir = mkdtempSync(join(tmpdir(), 'workbench-persist-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

it('seeds once and reuses the data directory on restart', { timeout: 120_000 }, async () => {
  const database = () => ({ pgliteDir: join(dataDir, 'pglite') });
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
