/** The wire protocol's checks on every API request, the envelope, errors and response headers. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, signParams, startTestServer, type TestServer } from './support';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer({
    beforeReady: (app) => {
      app.get('/test/boom', async () => {
        throw new Error('secret detail at db.query (/work/main/server/src/x.ts:1:1)');
      });
    },
  });
  ({ token } = await signIn(server, 'admin'));
});
afterAll(() => server.close());

const MENU = '/share-system/menu/getLeftMenuList';

describe('request signature', () => {
  it('accepts a good signature, with and without a token', async () => {
    expect((await call(server, MENU, { body: { appId: 1 }, token })).json().code).toBe(200);
    expect((await call(server, '/share-system/system/publicKey', { method: 'GET' })).json().code).toBe(200);
  });

  it('refuses a missing signature with 401', async () => {
    const response = await call(server, MENU, { body: { appId: 1 }, token, signature: null });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 401, data: null });
  });

  it('refuses a forged signature with 401', async () => {
    const timestamp = String(server.clock.now);
    const forged = [
      signParams({ appId: 2 }, timestamp, token), // signed over other parameters
      signParams({ appId: 1 }, timestamp, 'someone.else.key'), // signed with another key
      signParams({ appId: 1 }, timestamp, token).toUpperCase(),
      'not-hex',
    ];
    for (const signature of forged) {
      const response = await call(server, MENU, { body: { appId: 1 }, token, timestamp, signature });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe(401);
    }
  });

  it('refuses a timestamp 301 s old or ahead, and accepts 299 s', async () => {
    for (const offset of [-301_000, 301_000]) {
      const response = await call(server, MENU, {
        body: { appId: 1 },
        token,
        timestamp: String(server.clock.now + offset),
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe(401);
    }
    const fine = await call(server, MENU, { body: { appId: 1 }, token, timestamp: String(server.clock.now - 299_000) });
    expect(fine.json().code).toBe(200);
  });

  it('refuses a missing or non-numeric timestamp', async () => {
    for (const timestamp of ['', 'abc', '1.5e12']) {
      expect((await call(server, MENU, { body: { appId: 1 }, token, timestamp })).statusCode).toBe(401);
    }
  });

  it('refuses a replayed request with 409', async () => {
    const timestamp = String(server.clock.now - 1234);
    const first = await call(server, MENU, { body: { appId: 1 }, token, timestamp });
    expect(first.json().code).toBe(200);
    const replay = await call(server, MENU, { body: { appId: 1 }, token, timestamp });
    expect(replay.statusCode).toBe(409);
    expect(replay.json().code).toBe(409);
  });

  it('answers the refusal in the request language', async () => {
    const zh = await call(server, MENU, { body: { appId: 1 }, token, signature: 'x', lang: 'zh' });
    const en = await call(server, MENU, { body: { appId: 1 }, token, signature: 'x', lang: 'en' });
    expect(zh.json().msg).toBe('请求签名校验失败');
    expect(en.json().msg).toBe('The request signature is invalid.');
  });
});

describe('what the signature does not cover', () => {
  const PUBLIC_KEY = '/share-system/system/publicKey';

  it('refuses a repeated query name with 400 before the signature, naming it in the user language', async () => {
    // Signed over {}: the canonical string skips the array `a` would parse to, so the signature matches.
    const zh = await call(server, `${PUBLIC_KEY}?a=1&a=2`, { method: 'GET' });
    expect(zh.statusCode).toBe(400);
    expect(zh.json()).toEqual({ code: 400, msg: '重复的参数 a', data: null });
    const en = await call(server, `${MENU}?appId=2&appId=3`, { body: { appId: 1 }, token, lang: 'en' });
    expect(en.statusCode).toBe(400);
    expect(en.json()).toEqual({ code: 400, msg: 'Duplicate parameter appId.', data: null });
    expect(en.headers['cache-control']).toBe('no-store');
    // The same call without the repeat goes through.
    expect((await call(server, `${PUBLIC_KEY}?a=1`, { method: 'GET', query: { a: '1' } })).json().code).toBe(200);
  });

  it('refuses a body that gained a field after it was signed (401, not a schema 400)', async () => {
    const timestamp = String(server.clock.now - 4321);
    const signature = signParams({ appId: 1 }, timestamp, token);
    const response = await call(server, MENU, { body: { appId: 1, admin: true }, token, timestamp, signature });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 401, data: null });
  });

  it("refuses user A's signature sent with user B's token", async () => {
    const other = await signIn(server, 'buyer');
    const timestamp = String(server.clock.now - 5432);
    const signature = signParams({ appId: 1 }, timestamp, token);
    const response = await call(server, MENU, { body: { appId: 1 }, token: other.token, timestamp, signature });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 401, data: null });
  });

  it('does not take the token from a cookie on API calls (603 without Authorization)', async () => {
    const response = await call(server, MENU, { body: { appId: 1 }, headers: { cookie: `token=${token}` } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: 603, data: null });
  });
});

describe('schema validation', () => {
  it('answers a body of the wrong type with a 400 envelope in zh and en', async () => {
    const zh = await call(server, MENU, { body: { appId: 'one' }, token, lang: 'zh' });
    expect(zh.statusCode).toBe(400);
    expect(zh.json()).toEqual({
      code: 400,
      msg: '请求参数不正确：appId 应为整数',
      data: { fieldErrors: { appId: '请求参数不正确：appId 应为整数' } },
    });
    const en = await call(server, MENU, { body: { appId: 'one' }, token, lang: 'en' });
    expect(en.json()).toMatchObject({ code: 400, msg: 'Invalid request: appId must be an integer' });
  });

  it('names a missing field and an unexpected one', async () => {
    const missing = await call(server, MENU, { body: {}, token, lang: 'en' });
    expect(missing.json().msg).toBe('Invalid request: the field appId is missing');
    const extra = await call(server, MENU, { body: { appId: 1, admin: true }, token, lang: 'zh' });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().msg).toBe('请求参数不正确：不支持字段 admin');
  });

  it('validates before the session check, as the wire protocol orders', async () => {
    const response = await call(server, MENU, { body: { appId: [1] } });
    expect(response.statusCode).toBe(400);
  });

  it('answers malformed JSON, a non-JSON body and a body over 1 MiB with envelopes', async () => {
    const timestamp = String(server.clock.now);
    const malformed = await server.app.inject({
      method: 'POST',
      url: MENU,
      headers: { 'content-type': 'application/json', timestamp },
      payload: '{"appId":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 400, data: null });
    const text = await server.app.inject({
      method: 'POST',
      url: MENU,
      headers: { 'content-type': 'text/plain', timestamp },
      payload: 'appId=1',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ code: 415, data: null });
    const huge = await call(server, MENU, { body: { appId: 1, pad: 'x'.repeat(1_100_000) }, token, lang: 'en' });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ code: 413, msg: 'The request body is too large.', data: null });
  });
});

describe('sessions on API routes', () => {
  it('answers 603 without or with an unknown token', async () => {
    for (const withToken of [undefined, 'unknown.token.value']) {
      const response = await call(server, MENU, { body: { appId: 1 }, ...(withToken ? { token: withToken } : {}) });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ code: 603, data: null });
    }
  });
});

describe('errors and headers', () => {
  it('answers an unknown path with a 404 envelope', async () => {
    const response = await call(server, '/share-system/nothing/here', { body: {}, lang: 'en' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 404, msg: 'The requested resource does not exist.', data: null });
  });

  it('answers a thrown error with a generic 500 envelope and no stack', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/test/boom',
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      code: 500,
      msg: 'Something went wrong on the server. Please try again later.',
      data: null,
    });
    expect(response.body).not.toMatch(/secret|stack|\.ts|at /);
    expect(response.headers['x-request-id']).toMatch(/^\d+$/);
  });

  it('puts x-request-id and the security headers on every kind of response', async () => {
    const responses = await Promise.all([
      server.app.inject({ method: 'GET', url: '/' }),
      server.app.inject({ method: 'GET', url: '/admin/index', headers: { accept: 'text/html' } }),
      server.app.inject({ method: 'GET', url: '/static/logos/huicai.svg' }),
      server.app.inject({ method: 'GET', url: '/store/index' }),
      server.app.inject({ method: 'GET', url: '/%E0%A4%A' }),
      server.app.inject({ method: 'POST', url: MENU, payload: {} }),
      call(server, MENU, { body: { appId: 1 }, token }),
    ]);
    const ids = new Set<string>();
    for (const response of responses) {
      const id = response.headers['x-request-id'];
      expect(id).toMatch(/^\d+$/);
      ids.add(String(id));
      expect(response.headers['content-security-policy']).toBe(
        "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; connect-src 'self' ws://localhost:80 wss://localhost:80; frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'",
      );
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
    expect(ids.size).toBe(responses.length);
    expect(responses[4]?.json()).toMatchObject({ code: 400, data: null });
  });

  it("names the server's own socket address in connect-src, never any ws: or wss: host", async () => {
    const connectSrc = async (host: string) => {
      const response = await server.app.inject({ method: 'GET', url: '/admin/index', headers: { host } });
      return /(?:^|; )connect-src ([^;]*)/.exec(String(response.headers['content-security-policy']))?.[1];
    };
    expect(await connectSrc('console.example.com:8443')).toBe(
      "'self' ws://console.example.com:8443 wss://console.example.com:8443",
    );
    expect(await connectSrc('[::1]:8080')).toBe("'self' ws://[::1]:8080 wss://[::1]:8080");
    // A Host that is not a plain host and port adds nothing (CSP Level 3: 'self' still covers the page's own socket).
    expect(await connectSrc('evil.example; script-src *')).toBe("'self'");
  });

  it('does not let API answers be cached', async () => {
    const response = await call(server, MENU, { body: { appId: 1 }, token });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
