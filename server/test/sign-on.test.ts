/** The sign-on service and console sessions (docs/behaviour.md, "Session"; wire protocol, "Sign-on service"). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, encryptPassword, PASSWORD, publicKey, signIn, startTestServer, type TestServer } from './support';

let server: TestServer;
let key: string;

beforeAll(async () => {
  server = await startTestServer();
  key = await publicKey(server);
});
afterAll(() => server.close());

const login = (account: string, password: string, lang: 'zh' | 'en' = 'zh') =>
  call(server, '/ibs/loginNew', { body: { account, password }, lang });

describe('/share-system/system/publicKey', () => {
  it('serves a 2048-bit RSA public key as PEM', async () => {
    expect(key).toMatch(/^-----BEGIN PUBLIC KEY-----\n[\s\S]+\n-----END PUBLIC KEY-----\n$/);
    // 2048-bit SPKI PEM is 451 characters with its armour lines.
    expect(key.length).toBe(451);
  });
});

describe('/ibs/loginNew', () => {
  it("answers the specification's login result, a live token and the user type, with the loop's item key", async () => {
    const response = await login('  admin  ', encryptPassword(key, PASSWORD));
    const body = response.json();
    expect(Object.keys(body.data).sort()).toEqual(['itemKey', 'token', 'type']);
    expect(body).toMatchObject({ code: 1, data: { type: 'platform' } });
    expect(body.data.token).toMatch(/^[\w-]{43}\.[\w-]{22}$/);
    expect(body.data.itemKey).toMatch(/^[\w-]{32}$/);
    const { token } = body.data;
    expect((await call(server, '/sso/checkSession', { body: { token }, token })).json()).toMatchObject({ code: 1 });
    expect((await call(server, '/share-system/userinfo/detail', { body: {}, token })).json().code).toBe(200);
  });

  it('signs in with a trimmed account and sets the HttpOnly sso_session cookie', async () => {
    const response = await login('  admin  ', encryptPassword(key, PASSWORD));
    const body = response.json();
    expect(body).toMatchObject({ code: 1, data: { type: 'platform' } });
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^sso_session=[\w-]+;/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/sso');
    expect(cookie).toContain('Max-Age=86400');
  });

  it('answers a wrong password, an unknown account and an undecryptable password alike', async () => {
    const failures = [
      await login('admin', encryptPassword(key, 'wrong-password'), 'en'),
      await login('nobody', encryptPassword(key, PASSWORD), 'en'),
      await login('admin', 'bm90IGVuY3J5cHRlZA==', 'en'),
      await login('admin', '***not base64***', 'en'),
      await login('admin', Buffer.from(PASSWORD).toString('base64'), 'en'),
    ];
    for (const response of failures) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ code: 1001, msg: 'The account or password is incorrect.', data: null });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    expect((await login('buyer', encryptPassword(key, 'nope'))).json().msg).toBe('账号或密码错误');
  });

  it('answers a blank account with a clear message', async () => {
    for (const account of ['', '   ']) {
      const response = await login(account, encryptPassword(key, PASSWORD), 'en');
      expect(response.json()).toEqual({ code: 1002, msg: 'Enter your account.', data: null });
    }
  });

  it('refuses a body of the wrong shape with 400', async () => {
    const response = await call(server, '/ibs/loginNew', { body: { account: 'admin' } });
    expect(response.statusCode).toBe(400);
  });
});

describe('/sso/exchangeItemKey', () => {
  it('exchanges an item key once for a token whose last segment is the sign key', async () => {
    const { itemKey } = (await login('buyer', encryptPassword(key, PASSWORD))).json().data;
    const first = await call(server, '/sso/exchangeItemKey', { body: { itemKey } });
    expect(first.json().code).toBe(1);
    expect(first.json().data).toMatch(/^[\w-]{43}\.[\w-]{22}$/);
    const second = await call(server, '/sso/exchangeItemKey', { body: { itemKey } });
    expect(second.json()).toMatchObject({ code: -1, data: null });
  });

  it('refuses an item key older than 120 s', async () => {
    const { itemKey } = (await login('buyer', encryptPassword(key, PASSWORD))).json().data;
    server.clock.now += 121_000;
    const response = await call(server, '/sso/exchangeItemKey', { body: { itemKey } });
    expect(response.json()).toMatchObject({ code: -1, data: null });
  });

  it('refuses an unknown item key', async () => {
    expect((await call(server, '/sso/exchangeItemKey', { body: { itemKey: 'made-up' } })).json().code).toBe(-1);
  });
});

describe('sessions', () => {
  it('checks a session with code 1 or -1', async () => {
    const { token } = await signIn(server, 'admin');
    expect((await call(server, '/sso/checkSession', { body: { token }, token })).json()).toMatchObject({ code: 1 });
    expect((await call(server, '/sso/checkSession', { body: { token: 'nope' } })).json()).toMatchObject({ code: -1 });
  });

  it('validates a token, then after shareLogout answers 700 everywhere', async () => {
    const { token } = await signIn(server, 'admin');
    expect((await call(server, '/authAction/shareValidate', { body: { token }, token })).json()).toMatchObject({
      code: 200,
      data: { valid: true },
    });
    const logout = await call(server, '/authAction/shareLogout', { body: { token }, token });
    expect(logout.json()).toMatchObject({ code: 200, data: null });
    const menu = await call(server, '/share-system/menu/getLeftMenuList', { body: { appId: 1 }, token, lang: 'en' });
    expect(menu.statusCode).toBe(200);
    expect(menu.json()).toEqual({ code: 700, msg: 'Your session has ended. Please sign in again.', data: null });
    expect((await call(server, '/authAction/shareValidate', { body: { token }, token })).json().code).toBe(700);
    expect((await call(server, '/sso/checkSession', { body: { token }, token })).json().code).toBe(-1);
    expect((await call(server, '/authAction/shareValidate', { body: { token: 'unknown' } })).json().code).toBe(603);
  });

  it('expires a session after one day (603)', async () => {
    const { token } = await signIn(server, 'buyer');
    server.clock.now += 86_400_000;
    const response = await call(server, '/share-system/userinfo/detail', { body: {}, token });
    expect(response.json().code).toBe(603);
  });
});

describe('/sso/getSsoUrl', () => {
  it('answers the console sign-in address, keeping only a same-origin /admin/ redirect', async () => {
    const good = await call(server, '/sso/getSsoUrl', {
      body: { appId: 4, redirectUrl: '/admin/people_basic_info?x=1' },
    });
    expect(good.json()).toMatchObject({
      code: 1,
      data: '/admin/login?appId=4&redirectUrl=%2Fadmin%2Fpeople_basic_info%3Fx%3D1',
    });
    const hostile = await call(server, '/sso/getSsoUrl', {
      body: { appId: '4', redirectUrl: 'https://evil.example/' },
    });
    expect(hostile.json().data).toBe('/admin/login?appId=4&redirectUrl=%2Fadmin%2Findex');
  });
});

describe('browser navigations', () => {
  const navigate = (url: string, ssoCookie?: string) =>
    server.app.inject({
      method: 'GET',
      url,
      headers: { host: 'localhost:8080', ...(ssoCookie ? { cookie: `sso_session=${ssoCookie}` } : {}) },
    });

  it('switches to an attached account: ends the old console session and hands a fresh item key', async () => {
    const { token, ssoCookie } = await signIn(server, 'admin');
    const response = await navigate('/sso/switchAccount?account=admin.yh&redirectUrl=%2Fadmin%2Findex', ssoCookie);
    expect(response.statusCode).toBe(302);
    const location = new URL(String(response.headers.location), 'http://localhost:8080');
    expect(location.pathname).toBe('/admin/index');
    const itemKey = location.searchParams.get('itemKey');
    expect(itemKey).toBeTruthy();
    expect((await call(server, '/authAction/shareValidate', { body: { token }, token })).json().code).toBe(700);
    const exchanged = await call(server, '/sso/exchangeItemKey', { body: { itemKey } });
    const detail = await call(server, '/share-system/userinfo/detail', { body: {}, token: exchanged.json().data });
    expect(detail.json().data.account.account).toBe('admin.yh');
  });

  it('falls back to /admin/index for hostile redirectUrls', async () => {
    const { ssoCookie } = await signIn(server, 'buyer');
    for (const hostile of [
      '//evil.example',
      'https://evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '/admin/../evil',
    ]) {
      const response = await navigate(
        `/sso/switchAccount?account=buyer.bc&redirectUrl=${encodeURIComponent(hostile)}`,
        ssoCookie,
      );
      expect(response.statusCode).toBe(302);
      expect(String(response.headers.location)).toMatch(/^\/admin\/index\?itemKey=[\w-]+$/);
    }
  });

  it("goes to the sign-in page without a sign-on session or for another person's account", async () => {
    const anonymous = await navigate('/sso/switchAccount?account=admin&redirectUrl=%2Fadmin%2Findex');
    expect(anonymous.statusCode).toBe(302);
    expect(anonymous.headers.location).toBe('/admin/login?redirectUrl=%2Fadmin%2Findex');
    const { ssoCookie } = await signIn(server, 'buyer');
    const foreign = await navigate(
      '/sso/switchAccount?account=admin&redirectUrl=https%3A%2F%2Fevil.example',
      ssoCookie,
    );
    expect(foreign.headers.location).toBe('/admin/login?redirectUrl=%2Fadmin%2Findex');
  });

  it('logs out: ends the sign-on session and its console sessions, drops the cookie', async () => {
    const { token, ssoCookie } = await signIn(server, 'admin');
    const response = await navigate('/sso/logout?appId=6', ssoCookie);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/admin/login?appId=6');
    expect(String(response.headers['set-cookie'])).toMatch(/^sso_session=;.*Path=\/sso/);
    expect((await call(server, '/authAction/shareValidate', { body: { token }, token })).json().code).toBe(700);
    const afterwards = await navigate('/sso/switchAccount?account=admin.yh', ssoCookie);
    expect(afterwards.headers.location).toBe('/admin/login?redirectUrl=%2Fadmin%2Findex');
  });

  it('is not signed (no signature headers needed)', async () => {
    const response = await navigate('/sso/logout');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/admin/login');
  });
});
