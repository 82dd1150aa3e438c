/**
 * Logs never hold a credential (docs/architecture.md, "Logs"): the log stream of real requests at
 * `LOG_LEVEL=info` carries no token, item key, cookie or signature, in URLs or headers.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions, REDACTED, redactUrl } from '../src/lib/logging';
import { call, pushKeyQuery, signIn, startTestServer, type TestServer } from './support';

/** Every line the server logged, parsed. */
const lines: Record<string, unknown>[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ build: { logger: { ...loggerOptions('info'), stream } } });
});
afterAll(() => server.close());

type Logged = { req?: { url: string; headers: Record<string, string> }; res?: { headers?: Record<string, unknown> } };

describe('redactUrl', () => {
  it('replaces the values of token, itemKey and pushKey, any case, and keeps the rest as sent', () => {
    expect(redactUrl('/ws?token=abc.def')).toBe(`/ws?token=${REDACTED}`);
    expect(redactUrl('/ws?pushKey=k-1_x&PUSHKEY=k2')).toBe(`/ws?pushKey=${REDACTED}&PUSHKEY=${REDACTED}`);
    expect(redactUrl('/admin/index?x=1&itemKey=k1&ItemKey=k2#top')).toBe(
      `/admin/index?x=1&itemKey=${REDACTED}&ItemKey=${REDACTED}#top`,
    );
    expect(redactUrl('/e?lang=en&%74oken=abc&tokenish=kept')).toBe(`/e?lang=en&%74oken=${REDACTED}&tokenish=kept`);
    expect(redactUrl('/admin/index')).toBe('/admin/index');
    expect(redactUrl('/e?%E0%A4%A=1&token')).toBe(`/e?%E0%A4%A=1&token=${REDACTED}`);
  });
});

describe('the log stream at info', () => {
  it('shows which requests came, with no credential from their URLs or headers', async () => {
    const { token, ssoCookie } = await signIn(server, 'admin');
    const detail = await call(server, '/share-system/userinfo/detail', {
      body: {},
      token,
      headers: { cookie: `token=${token}; lang=zh` },
    });
    expect(detail.json().code).toBe(200);
    const download = await server.app.inject({ method: 'GET', url: `/share-system/remindMsg/export?token=${token}` });
    expect(download.statusCode).toBe(200);
    const socket = await server.app.inject({ method: 'GET', url: `/ws?token=${token}` });
    expect(socket.statusCode).toBe(403);
    const pushKey = (await pushKeyQuery(server, token)).slice('?pushKey='.length);
    const keyed = await server.app.inject({ method: 'GET', url: `/ws?pushKey=${pushKey}` });
    expect(keyed.statusCode).toBe(403);
    const switched = await server.app.inject({
      method: 'GET',
      url: '/sso/switchAccount?account=admin.yh&redirectUrl=%2Fadmin%2Findex',
      headers: { cookie: `sso_session=${ssoCookie}` },
    });
    const itemKey = new URL(String(switched.headers.location), 'http://localhost').searchParams.get('itemKey');
    expect(itemKey).toBeTruthy();
    await server.app.inject({ method: 'GET', url: `/admin/index?itemKey=${itemKey}` });

    const text = JSON.stringify(lines);
    const signKey = token.split('.').at(-1) ?? '';
    for (const secret of [token, signKey, ssoCookie, String(itemKey), pushKey]) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/"signature":"[0-9a-f]{40}"/);

    const logged = lines as Logged[];
    const urls = logged.flatMap((line) => (line.req ? [line.req.url] : []));
    expect(urls).toEqual(
      expect.arrayContaining([
        '/share-system/userinfo/detail',
        `/share-system/remindMsg/export?token=${REDACTED}`,
        `/ws?token=${REDACTED}`,
        `/ws?pushKey=${REDACTED}`,
        `/admin/index?itemKey=${REDACTED}`,
      ]),
    );
    const signed = logged.find((line) => line.req?.url === '/share-system/userinfo/detail')?.req?.headers;
    expect(signed).toMatchObject({ authorization: REDACTED, cookie: REDACTED, signature: REDACTED });
    expect(signed?.['timestamp']).toMatch(/^\d+$/);
    const cookies = logged.flatMap((line) =>
      line.res?.headers?.['set-cookie'] ? [line.res.headers['set-cookie']] : [],
    );
    expect(cookies.length).toBeGreaterThan(0);
    expect(new Set(cookies)).toEqual(new Set([REDACTED]));
    const locations = logged.flatMap((line) => (line.res?.headers?.['location'] ? [line.res.headers['location']] : []));
    expect(locations).toContain(`/admin/index?itemKey=${REDACTED}`);
  });
});
