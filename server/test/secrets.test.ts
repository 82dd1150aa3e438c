/**
 * Application secrets (docs/screens.md, "Access"): the server makes a secret, answers it once and
 * stores only its SHA-256; no table, log or later answer holds it; revocation is once and logged;
 * only a platform administrator makes or revokes one.
 */
import { createHash } from 'node:crypto';
import { appResource, SECRET_LENGTH, secretPaths, secretResource } from '@workbench/contracts';
import { describe, expect, it } from 'vitest';
import { call, type Envelope, useDemoServer } from './support';

const demo = useDemoServer('admin', 'manager');

type Row = {
  id: number;
  appId: number;
  appName: string;
  name: string;
  prefix: string;
  createdBy: string;
  createTime: number;
  revokeTime: number | null;
  status: 'active' | 'revoked';
};
type Refusal = { fieldErrors?: Record<string, string> } | null;

async function post<T = unknown>(token: string, url: string, body: object, lang: 'zh' | 'en' = 'zh') {
  const response = await call(demo.server, url, { body, token, lang });
  return { status: response.statusCode, text: response.body, ...response.json<Envelope<T>>() };
}

const sql = <T>(text: string, params: unknown[] = []) => demo.server.sql<T>(text, params);

/** Every row of a table, every column, as JSON text. */
const tableText = async (table: string) => JSON.stringify(await sql(`select * from workbench.${table}`));

const list = (token: string, filters: object = {}) =>
  post<{ total: number; list: Row[] }>(token, secretResource.paths.list, { pageNum: 1, pageSize: 100, ...filters });

const secrets: { secret: string; row: Row }[] = [];

describe('making a secret', () => {
  it('answers the secret once, with the row; the table holds only its SHA-256 and its prefix', async () => {
    const made = await post<Row & { secret: string }>(demo.admin, secretPaths.add, { appId: 1, name: ' 对账服务 ' });
    expect(made.code).toBe(200);
    const { secret, ...row } = made.data;
    expect(secret).toMatch(new RegExp(`^[A-Za-z0-9_-]{${SECRET_LENGTH}}$`));
    expect(Buffer.from(secret, 'base64url')).toHaveLength(32);
    expect(row).toEqual({
      id: row.id,
      appId: 1,
      appName: '工作台',
      name: '对账服务',
      prefix: secret.slice(0, 8),
      createdBy: 'admin',
      createTime: demo.server.clock.now,
      revokeTime: null,
      status: 'active',
    });
    secrets.push({ secret, row });

    const stored = await sql<Record<string, unknown>>('select * from workbench.app_secrets where id = $1', [row.id]);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.['secret_hash']).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(stored[0]?.['prefix']).toBe(secret.slice(0, 8));
  });

  it('makes a different secret each time, for any application', async () => {
    const made = await post<Row & { secret: string }>(demo.admin, secretPaths.add, { appId: 3, name: 'ERP' }, 'en');
    expect(made.code).toBe(200);
    expect(made.data.appName).toBe('Purchasing');
    expect(made.data.secret).not.toBe(secrets[0]?.secret);
    const { secret, ...row } = made.data;
    secrets.push({ secret, row });
  });

  it('keeps every secret out of every column of app_secrets, the operate log and the search log', async () => {
    await list(demo.admin);
    const texts = [await tableText('app_secrets'), await tableText('operate_logs'), await tableText('search_logs')];
    for (const { secret } of secrets) {
      for (const text of texts) expect(text).not.toContain(secret);
    }
    const log = await sql<{ action: string; after: Record<string, unknown> }>(
      "select action, after from workbench.operate_logs where resource = 'secret' order by id",
    );
    expect(log.map((entry) => entry.action)).toEqual(['add', 'add']);
    expect(log[0]?.after).toEqual(secrets[0]?.row);
    expect(Object.keys(log[0]?.after ?? {})).not.toContain('secret');
  });

  it('never answers the secret again: not in the list, not in the detail', async () => {
    const answer = await list(demo.admin);
    expect(answer.code).toBe(200);
    // The two made here beside the demo's three.
    expect(answer.data.total).toBe(5);
    const detail = await post<Row>(demo.admin, secretResource.paths.detail, { id: secrets[0]?.row.id ?? 0 });
    expect(detail.data).toEqual(secrets[0]?.row);
    for (const { secret } of secrets) {
      expect(answer.text).not.toContain(secret);
      expect(detail.text).not.toContain(secret);
    }
    for (const row of answer.data.list)
      expect(Object.keys(row).sort()).toEqual(Object.keys(secrets[0]?.row ?? {}).sort());
  });

  it('refuses an unknown application and a blank name on their fields, writing nothing', async () => {
    const before = await tableText('app_secrets');
    const unknownApp = await post<Refusal>(demo.admin, secretPaths.add, { appId: 999, name: 'x' });
    expect(unknownApp).toMatchObject({ status: 400, code: 400, msg: '没有这个应用' });
    expect(unknownApp.data?.fieldErrors?.['appId']).toBe('没有这个应用');
    const blank = await post<Refusal>(demo.admin, secretPaths.add, { appId: 1, name: '   ' }, 'en');
    expect(blank.data?.fieldErrors?.['name']).toBe('This field is required.');
    const tooLong = await post<Refusal>(demo.admin, secretPaths.add, { appId: 1, name: 'x'.repeat(31) });
    expect(tooLong.code).toBe(400);
    expect(tooLong.data?.fieldErrors?.['name']).toBeTruthy();
    const extra = await post(demo.admin, secretPaths.add, { appId: 1, name: 'x', secret: 'mine' });
    expect(extra.code).toBe(400);
    expect(await tableText('app_secrets')).toBe(before);
  });
});

describe('the list', () => {
  it('filters by application, status and keyword (name or prefix), newest first', async () => {
    // The demo's own secrets among them (server/src/db/seed/demo.ts): two active, one revoked.
    expect((await list(demo.admin, { appId: 3 })).data.list.map((row) => row.name)).toEqual(['ERP', '结算单推送']);
    expect((await list(demo.admin, { keyword: secrets[0]?.row.prefix })).data.total).toBe(1);
    expect((await list(demo.admin, { keyword: '对账' })).data.list[0]?.id).toBe(secrets[0]?.row.id);
    expect((await list(demo.admin, { status: 'revoked' })).data.list.map((row) => row.name)).toEqual(['差旅预订回调']);
    expect((await list(demo.admin, { status: 'active' })).data.total).toBe(4);
  });

  it('offers the applications in their order', async () => {
    const apps = await post<{ list: { id: number; nameZh: string }[] }>(demo.admin, appResource.paths.list, {
      pageNum: 1,
      pageSize: 100,
    });
    expect(apps.code).toBe(200);
    expect(apps.data.list[0]).toMatchObject({ id: 1, nameZh: '工作台' });
  });
});

describe('revoking', () => {
  it('revokes once, logged with the row before and after; a second revocation is refused in either language', async () => {
    const id = secrets[0]?.row.id ?? 0;
    demo.server.clock.now += 60_000;
    const revoked = await post<Row>(demo.admin, secretPaths.revoke, { id });
    expect(revoked.code).toBe(200);
    expect(revoked.data).toMatchObject({ id, status: 'revoked', revokeTime: demo.server.clock.now });

    const again = await post(demo.admin, secretPaths.revoke, { id });
    expect(again).toMatchObject({ code: 400, msg: '此密钥已吊销' });
    const againEn = await post(demo.admin, secretPaths.revoke, { id }, 'en');
    expect(againEn).toMatchObject({ code: 400, msg: 'This secret is already revoked.' });
    const [stored] = await sql<{ revoked_at: Date }>('select revoked_at from workbench.app_secrets where id = $1', [
      id,
    ]);
    expect(stored?.revoked_at.getTime()).toBe(revoked.data.revokeTime);

    const log = await sql<{ before: Row; after: Row }>(
      "select before, after from workbench.operate_logs where resource = 'secret' and action = 'revoke'",
    );
    expect(log).toHaveLength(1);
    expect(log[0]?.before.status).toBe('active');
    expect(log[0]?.after.status).toBe('revoked');
    expect((await list(demo.admin, { status: 'revoked' })).data.list.map((row) => row.name)).toEqual([
      secrets[0]?.row.name,
      '差旅预订回调',
    ]);
    expect((await post(demo.admin, secretPaths.revoke, { id: 999_999 })).code).toBe(404);
  });
});

describe('who may', () => {
  it('needs secret:read or secret:write on every route of secrets', () => {
    const routes = demo.server.app.routeAccess.filter((route) => route.url.startsWith(`${secretResource.basePath}/`));
    expect(routes.map((route) => `${route.url} ${route.resource}`).sort()).toEqual([
      `${secretPaths.add} secret:write`,
      `${secretResource.paths.detail} secret:read`,
      `${secretResource.paths.ids} secret:read`,
      `${secretResource.paths.list} secret:read`,
      `${secretPaths.revoke} secret:write`,
    ]);
  });

  it('refuses an enterprise administrator (403) on every call, logging each refusal', async () => {
    const before = await tableText('app_secrets');
    const refusals = async () =>
      (
        await sql<{ n: number }>(
          "select count(*)::int as n from workbench.operate_logs where account = 'manager' and action = 'refuse' and resource = 'secret'",
        )
      )[0]?.n ?? 0;
    const add = await post(demo.manager, secretPaths.add, { appId: 1, name: 'mine' });
    expect(add).toMatchObject({ code: 403, msg: '没有权限执行此操作' });
    expect((await post(demo.manager, secretPaths.revoke, { id: secrets[1]?.row.id ?? 0 })).code).toBe(403);
    expect((await list(demo.manager)).code).toBe(403);
    expect(await refusals()).toBe(3);
    expect(await tableText('app_secrets')).toBe(before);
  });
});
