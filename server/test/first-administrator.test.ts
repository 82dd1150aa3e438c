/**
 * Demo data only on request (docs/architecture.md, "Seeding"): an empty database without the demo
 * set gets the base data and the first platform administrator, or the server refuses to start;
 * the sign-in page's options say whether the demo accounts exist.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { superAccountResource } from '@workbench/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { DatabaseOption } from '../src/db/client';
import { type InitialData, SetupError } from '../src/db/seed';
import { call, encryptPassword, publicKey, signIn, startTestServer, type TestServer } from './support';

const ADMINISTRATOR = { account: 'ops.root', password: 'Gr4nite-Harbour' };

async function signInOptions(server: TestServer) {
  const response = await call(server, '/sso/signInOptions', { method: 'GET' });
  expect(response.statusCode).toBe(200);
  return response.json<{ code: number; data: { demoAccounts: boolean } }>();
}

describe('a database without the demo set', () => {
  let server: TestServer;
  let pglite: PGlite;
  beforeAll(async () => {
    pglite = new PGlite();
    server = await startTestServer({
      database: { pglite },
      build: { initialData: { demo: false, administrator: ADMINISTRATOR } },
    });
  });
  afterAll(() => server.close());

  const rows = async (text: string) => (await pglite.query<Record<string, unknown>>(text)).rows;

  it('holds the base data and the first administrator only: no demo company, person or account', async () => {
    expect(await rows('select account, user_type from workbench.accounts')).toEqual([
      { account: ADMINISTRATOR.account, user_type: 'platform' },
    ]);
    expect(await rows('select count(*)::int as n from workbench.companies')).toEqual([{ n: 1 }]);
    expect(await rows('select count(*)::int as n from workbench.persons')).toEqual([{ n: 1 }]);
    expect(await rows('select count(*)::int as n from workbench.super_accounts')).toEqual([{ n: 1 }]);
    expect(await rows('select count(*)::int as n from workbench.trip_authorizations')).toEqual([{ n: 1 }]);
    for (const table of ['orders', 'reminder_messages', 'goods', 'documents', 'workflow_tasks', 'suppliers']) {
      expect(await rows(`select count(*)::int as n from workbench.${table}`), table).toEqual([{ n: 0 }]);
    }
    expect((await rows('select count(*)::int as n from workbench.menus'))[0]?.['n']).toBeGreaterThan(20);
    expect(await rows('select code from workbench.roles order by code')).toEqual([
      { code: 'enterprise_admin' },
      { code: 'enterprise_staff' },
      { code: 'platform_admin' },
    ]);
  });

  it('refuses the demo accounts and their password', async () => {
    const response = await call(server, '/ibs/loginNew', {
      body: { account: 'admin', password: encryptPassword(await publicKey(server), 'Workbench@123') },
    });
    expect(response.json()).toMatchObject({ code: 1001, data: null });
  });

  it('signs the first administrator in, who reaches every route of application 1, platform-only ones included', async () => {
    const { token, type } = await signIn(server, ADMINISTRATOR.account, ADMINISTRATOR.password);
    expect(type).toBe('platform');
    const routes = await call(server, '/share-system/menu/getRouters', { body: { appId: 1 }, token });
    const codes = routes.json<{ data: { code: string }[] }>().data.map((route) => route.code);
    expect(codes).toEqual(expect.arrayContaining(['menu_manage', 'super_account', 'people_manage', 'company_manage']));
    const supers = await call(server, superAccountResource.paths.list, { body: { pageNum: 1, pageSize: 10 }, token });
    expect(supers.json()).toMatchObject({ code: 200, data: { total: 1 } });
  });

  it('tells the sign-in page not to name the demo accounts', async () => {
    expect(await signInOptions(server)).toEqual({ code: 1, msg: expect.any(String), data: { demoAccounts: false } });
  });
});

describe('the demo set', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('tells the sign-in page to name the demo accounts', async () => {
    expect((await signInOptions(server)).data).toEqual({ demoAccounts: true });
  });
});

describe('starting on an empty database', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'workbench-first-admin-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const build = (initialData: InitialData, database: DatabaseOption = { pglite: new PGlite() }) =>
    buildApp({ database, dataDir, consoleDir: dataDir, initialData });

  it('refuses without the demo set or an administrator, naming the variables to set', async () => {
    const refusal = build({ demo: false });
    await expect(refusal).rejects.toBeInstanceOf(SetupError);
    await expect(refusal).rejects.toThrow(/set ADMIN_ACCOUNT and ADMIN_PASSWORD .* or SEED_DEMO=1/);
  });

  it('refuses a weak password without repeating it', async () => {
    const refusal = build({ demo: false, administrator: { account: 'ops.root', password: 'letmein' } });
    await expect(refusal).rejects.toThrow(/ADMIN_PASSWORD is too weak: it needs 8 to 64 characters/);
    await expect(refusal).rejects.not.toThrow(/letmein/);
  });

  it('starts again without the administrator variables once the database has its administrator', async () => {
    const database = { pgliteDir: join(dataDir, 'pglite') };
    await (await build({ demo: false, administrator: ADMINISTRATOR }, database)).close();
    const again = await build({ demo: false }, database);
    await again.close();
  }, 120_000);
});

describe('SEED_DEMO, ADMIN_ACCOUNT and ADMIN_PASSWORD', () => {
  const cwd = mkdtempSync(join(tmpdir(), 'workbench-config-'));
  afterAll(() => rmSync(cwd, { recursive: true, force: true }));
  const initialData = (env: NodeJS.ProcessEnv) => loadConfig(env, cwd).initialData;
  const DATABASE_URL = 'postgres://workbench@localhost/workbench';

  it('seeds the demo set on PGlite unless SEED_DEMO=0, and on DATABASE_URL only with SEED_DEMO=1', () => {
    expect(initialData({})).toEqual({ demo: true });
    expect(initialData({ SEED_DEMO: '0' })).toEqual({ demo: false });
    expect(initialData({ DATABASE_URL })).toEqual({ demo: false });
    expect(initialData({ DATABASE_URL, SEED_DEMO: '1' })).toEqual({ demo: true });
    expect(() => initialData({ SEED_DEMO: 'yes' })).toThrow(/SEED_DEMO must be 1 or 0/);
  });

  it('reads the first administrator when the demo set is off', () => {
    expect(initialData({ DATABASE_URL, ADMIN_ACCOUNT: ' ops.root ', ADMIN_PASSWORD: ADMINISTRATOR.password })).toEqual({
      demo: false,
      administrator: ADMINISTRATOR,
    });
  });

  it('refuses one variable without the other, a bad account name and a weak password, never repeating it', () => {
    expect(() => initialData({ DATABASE_URL, ADMIN_ACCOUNT: 'ops.root' })).toThrow(/must be set together/);
    expect(() => initialData({ DATABASE_URL, ADMIN_PASSWORD: ADMINISTRATOR.password })).toThrow(/must be set together/);
    expect(() => initialData({ DATABASE_URL, ADMIN_ACCOUNT: 'a b', ADMIN_PASSWORD: ADMINISTRATOR.password })).toThrow(
      /ADMIN_ACCOUNT must be/,
    );
    for (const weak of ['short1', 'onlyletters', '1234567890']) {
      const refusal = () => initialData({ DATABASE_URL, ADMIN_ACCOUNT: 'ops.root', ADMIN_PASSWORD: weak });
      expect(refusal).toThrow(SetupError);
      expect(refusal).toThrow(/ADMIN_PASSWORD is too weak/);
      expect(refusal).not.toThrow(new RegExp(weak));
    }
  });
});
