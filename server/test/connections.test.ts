/**
 * Database and server addresses (docs/screens.md, "System"): addresses checked by scheme, unique
 * codes, a secret stored but never in any answer or log, and `getUrl` answering from the server
 * addresses.
 */
import { connectionPaths, databaseAddressResource, isConnectionUrl, serverAddressResource } from '@workbench/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, encryptPassword, publicKey, signIn, startTestServer, type TestServer } from './support';

let server: TestServer;
let admin: string;
let manager: string;
let key: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await signIn(server, 'admin')).token;
  manager = (await signIn(server, 'manager')).token;
  key = await publicKey(server);
});
afterAll(() => server.close());

type Envelope<T = unknown> = { code: number; msg: string; data: T };
type Refusal = { fieldErrors?: Record<string, string> } | null;
type Row = { id: number; code: string; url: string; secretSet: string };

/** The call's raw answer text besides its parsed envelope, so a test can search the bytes sent. */
async function post<T = unknown>(token: string, url: string, body: object, lang: 'zh' | 'en' = 'zh') {
  const response = await call(server, url, { body, token, lang });
  return { status: response.statusCode, raw: response.body, ...response.json<Envelope<T>>() };
}

const db = databaseAddressResource.paths;
const srv = serverAddressResource.paths;
const SECRET = 'Sup3r-Secret-Value!';
const database = { name: '分析库', kind: 'postgresql', userName: 'analyst', enabled: 'Y' };
const serverAddress = { name: '影像服务', kind: 'file', userName: '', enabled: 'Y' };

describe('connection URLs', () => {
  it('accept the allowed schemes of each target and nothing else', () => {
    for (const url of [
      'postgres://db.example.com/app',
      'postgresql://u@db.example.com:5432/app',
      'mysql://db.example.com:3306/app',
      'jdbc:mysql://db.example.com:3306/app',
      'jdbc:postgresql://db.example.com/app',
    ]) {
      expect(isConnectionUrl('database', url), url).toBe(true);
    }
    for (const url of [
      'http://db.example.com',
      'db.example.com:5432',
      'postgresql://',
      'jdbc:nothing',
      ' postgres://db.example.com',
      'mongodb://db.example.com',
    ]) {
      expect(isConnectionUrl('database', url), url).toBe(false);
    }
    expect(isConnectionUrl('server', 'https://files.example.com/a')).toBe(true);
    expect(isConnectionUrl('server', 'http://10.0.0.8:8080')).toBe(true);
    for (const url of ['ftp://files.example.com', 'files.example.com', 'https://', 'javascript:alert(1)']) {
      expect(isConnectionUrl('server', url), url).toBe(false);
    }
  });
});

describe('database and server addresses', () => {
  it('refuses an enterprise administrator', async () => {
    expect((await post(manager, db.list, { pageNum: 1, pageSize: 10 })).code).toBe(403);
    expect((await post(manager, srv.list, { pageNum: 1, pageSize: 10 })).code).toBe(403);
  });

  it('refuses an address that is not a valid URL of the allowed schemes, in both languages', async () => {
    const zh = await post<Refusal>(admin, db.add, { ...database, code: 'bad', url: 'https://db.example.com' });
    expect(zh.status).toBe(400);
    expect(zh.data?.fieldErrors?.['url']).toContain('postgres://');
    const en = await post<Refusal>(admin, srv.add, { ...serverAddress, code: 'bad', url: 'not a url' }, 'en');
    expect(en.status).toBe(400);
    expect(en.data?.fieldErrors?.['url']).toBe('Enter a valid server address starting with http:// or https://.');
    const [{ n } = { n: -1 }] = await server.sql<{ n: number }>(
      "select count(*)::int as n from workbench.connection_addresses where code = 'bad'",
    );
    expect(n).toBe(0);
  });

  it('stores the secret but never answers or logs it, and keeps it when an edit leaves it empty', async () => {
    const added = await post<Row>(admin, db.add, {
      ...database,
      code: 'analytics',
      url: 'jdbc:postgresql://analytics.example.com:5432/bi',
      password: encryptPassword(key, SECRET),
    });
    expect(added.code).toBe(200);
    expect(added.data.secretSet).toBe('Y');
    expect(added.raw).not.toContain(SECRET);
    const id = added.data.id;
    const stored = async () =>
      (
        await server.sql<{ secret: string | null }>('select secret from workbench.connection_addresses where id = $1', [
          id,
        ])
      )[0]?.secret;
    expect(await stored()).toBe(SECRET);

    const listed = await post<{ list: Row[] }>(admin, db.list, { pageNum: 1, pageSize: 50 });
    expect(listed.data.list.map((row) => row.code)).toContain('analytics');
    const detail = await post<Row>(admin, db.detail, { id });
    const updated = await post<Row>(admin, db.update, {
      id,
      ...database,
      name: '分析库（新）',
      url: 'postgresql://analytics.example.com:5432/bi',
    });
    expect(updated.data.secretSet).toBe('Y');
    expect(await stored()).toBe(SECRET);
    for (const answer of [listed, detail, updated]) {
      expect(answer.raw).not.toContain(SECRET);
      expect(answer.raw).not.toMatch(/"secret"|"password"/);
    }
    // Nor do the seeded secrets leave the server.
    expect(listed.raw).not.toContain('demo-report-secret');

    const replaced = await post<Row>(admin, db.update, {
      id,
      ...database,
      url: 'postgresql://analytics.example.com:5432/bi',
      password: encryptPassword(key, 'another-one'),
    });
    expect(replaced.raw).not.toContain('another-one');
    expect(await stored()).toBe('another-one');

    const logs = await server.sql<{ row: string }>(
      "select coalesce(before::text, '') || coalesce(after::text, '') as row from workbench.operate_logs where resource = 'databaseAddress'",
    );
    expect(logs.length).toBe(4);
    for (const { row } of logs) {
      expect(row).not.toContain(SECRET);
      expect(row).not.toContain('another-one');
    }
  });

  it('refuses a secret that does not decrypt', async () => {
    const answer = await post<Refusal>(admin, srv.add, {
      ...serverAddress,
      code: 'garbled',
      url: 'https://garbled.example.com',
      password: 'bm90IGVuY3J5cHRlZA==',
    });
    expect(answer.status).toBe(400);
    expect(answer.data?.fieldErrors?.['password']).toBeTruthy();
  });

  it('refuses a duplicate code within a target, but not across targets', async () => {
    const again = await post<Refusal>(
      admin,
      srv.add,
      { ...serverAddress, code: 'file_server', url: 'https://x.example.com' },
      'en',
    );
    expect(again.status).toBe(400);
    expect(again.data?.fieldErrors?.['code']).toBe('The code file_server is already in use.');
    const otherTarget = await post(admin, db.add, {
      ...database,
      code: 'file_server',
      url: 'mysql://x.example.com/db',
    });
    expect(otherTarget.code).toBe(200);
    // Each list shows its own target only.
    const servers = await post<{ list: Row[] }>(admin, srv.list, { pageNum: 1, pageSize: 50 });
    expect(servers.data.list.map((row) => row.code).sort()).toEqual([
      'ebidding',
      'file_server',
      'purchase',
      'purchase_api',
      'sign_on',
      'supply_chain',
      'ztrip',
    ]);
  });

  it('answers getUrl from the enabled server addresses, to any signed-in account', async () => {
    const url = await post<string>(manager, connectionPaths.serverUrl, { code: 'file_server' });
    expect(url.data).toBe('https://files.example.com');
    expect(url.raw).not.toContain('demo-');
    const missing = await post(manager, connectionPaths.serverUrl, { code: 'report_db' }, 'en');
    expect(missing.code).toBe(404);
    expect(missing.msg).toBe('No such server address.');

    const [row] = await server.sql<{ id: number }>(
      "select id from workbench.connection_addresses where target = 'server' and code = 'file_server'",
    );
    await post(admin, srv.update, { id: row?.id, ...serverAddress, url: 'https://files.example.com', enabled: 'N' });
    expect((await post(manager, connectionPaths.serverUrl, { code: 'file_server' })).code).toBe(404);
  });
});
