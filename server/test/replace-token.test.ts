/**
 * `/ibs/replaceToken` (docs/behaviour.md, "Session"; wire protocol, "Platform calls of the walking
 * skeleton") and `/share-ztrip/ZtripSsoLogin/login` (wire protocol, "Work bench cards").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_TTL_MS } from '../src/lib/session';
import { call, signIn, startTestServer, type TestServer } from './support';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const post = async (url: string, token: string | undefined, lang: 'zh' | 'en' = 'zh', body: object = {}) =>
  (await call(server, url, { body, lang, ...(token ? { token } : {}) })).json<{
    code: number;
    msg: string;
    data: unknown;
  }>();

const REPLACE = '/ibs/replaceToken';
const DETAIL = '/share-system/userinfo/detail';

describe('/ibs/replaceToken', () => {
  it('issues a new token of the same account with a full lifetime; the old one lives to its own expiry', async () => {
    const started = server.clock.now;
    const { token: old } = await signIn(server, 'buyer');
    const before = (await post(DETAIL, old)).data as { account: { accountId: number } };

    server.clock.now += SESSION_TTL_MS / 2 + 1000;
    const answer = await post(REPLACE, old);
    expect(answer.code).toBe(200);
    const fresh = answer.data as string;
    expect(fresh).toMatch(/^[\w-]{43}\.[\w-]{22}$/);
    expect(fresh).not.toBe(old);

    // Both work: another tab still holding the old token keeps working.
    const after = (await post(DETAIL, fresh)).data as { account: { accountId: number } };
    expect(after.account.accountId).toBe(before.account.accountId);
    expect((await post(DETAIL, old)).code).toBe(200);

    // The old token dies at its own expiry, the new one lives a full day from its issue.
    server.clock.now = started + SESSION_TTL_MS + 1000;
    expect((await post(DETAIL, old)).code).toBe(603);
    expect((await post(DETAIL, fresh)).code).toBe(200);
    expect((await post('/authAction/shareValidate', undefined, 'zh', { token: fresh })).code).toBe(200);
    server.clock.now = started + SESSION_TTL_MS / 2 + 1000 + SESSION_TTL_MS + 1;
    expect((await post(DETAIL, fresh)).code).toBe(603);
  });

  it('is refused like any call for an expired, ended or missing session, in both languages', async () => {
    // The clock only moves forward: the signature check refuses a timestamp from its future.
    const { token: expired } = await signIn(server, 'buyer');
    server.clock.now += SESSION_TTL_MS + 1;
    expect(await post(REPLACE, expired, 'en')).toEqual({
      code: 603,
      msg: 'You are not signed in or your session has expired. Please sign in again.',
      data: null,
    });

    const { token: ended } = await signIn(server, 'buyer');
    expect((await post('/authAction/shareLogout', undefined, 'zh', { token: ended })).code).toBe(200);
    expect(await post(REPLACE, ended, 'zh')).toEqual({ code: 700, msg: '登录已结束，请重新登录', data: null });
    expect(await post(REPLACE, ended, 'en')).toEqual({
      code: 700,
      msg: 'Your session has ended. Please sign in again.',
      data: null,
    });
    expect((await post(REPLACE, undefined, 'zh')).code).toBe(603);
  });

  it('hands out tokens that end with their sign-on session', async () => {
    const { token: old, ssoCookie } = await signIn(server, 'admin');
    const fresh = (await post(REPLACE, old)).data as string;
    const logout = await server.app.inject({
      method: 'GET',
      url: '/sso/logout?appId=6',
      cookies: { sso_session: ssoCookie },
    });
    expect(logout.statusCode).toBe(302);
    expect((await post(DETAIL, fresh)).code).toBe(700);
    expect((await post(DETAIL, old)).code).toBe(700);
  });

  it('takes the empty body only', async () => {
    const { token } = await signIn(server, 'buyer');
    expect((await post(REPLACE, token, 'en', { token })).code).toBe(400);
  });
});

describe('/share-ztrip/ZtripSsoLogin/login', () => {
  const LOGIN = '/share-ztrip/ZtripSsoLogin/login';

  it('answers the travel service URL to an authorised account', async () => {
    const { token } = await signIn(server, 'buyer');
    expect(await post(LOGIN, token)).toEqual({
      code: 200,
      msg: expect.any(String),
      data: { url: 'https://trip.example.com/sso' },
    });
  });

  it('refuses an account the travel service does not authorise, in its language', async () => {
    const { token } = await signIn(server, 'clerk');
    expect(await post(LOGIN, token, 'zh')).toEqual({ code: 403, msg: '您没有使用差旅服务的权限', data: null });
    expect(await post(LOGIN, token, 'en')).toEqual({
      code: 403,
      msg: 'Your account may not use the travel service.',
      data: null,
    });
  });

  it('answers 404 while no enabled http(s) travel address is stored, and needs a session', async () => {
    const { token } = await signIn(server, 'buyer');
    await server.sql("update workbench.connection_addresses set url = 'javascript:alert(1)' where code = 'ztrip'");
    expect(await post(LOGIN, token, 'en')).toEqual({
      code: 404,
      msg: 'The travel service address is not configured.',
      data: null,
    });
    await server.sql(
      "update workbench.connection_addresses set url = 'https://trip.example.com/sso', enabled = false where code = 'ztrip'",
    );
    expect((await post(LOGIN, token, 'zh')).msg).toBe('差旅服务地址未配置');
    await server.sql("update workbench.connection_addresses set enabled = true where code = 'ztrip'");
    expect((await post(LOGIN, undefined)).code).toBe(603);
  });
});
