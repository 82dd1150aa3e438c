/** The live socket at /ws (docs/behaviour.md, "Live socket"; wire protocol, "Live socket"), over a real listener. */
import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH_KEY_TTL_MS } from '../src/modules/live/push-keys';
import {
  call,
  connectSocket,
  openSocket,
  pushKeyQuery,
  signIn,
  type SocketOptions,
  startTestServer,
  type TestServer,
} from './support';

const DEV_ORIGIN = 'http://localhost:5173';

let server: TestServer;
let base: string;

beforeAll(async () => {
  server = await startTestServer({ allowedOrigins: [DEV_ORIGIN] });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

const connect = (query: string, options: SocketOptions = {}) => connectSocket(base, query, options);
const open = (query: string, options: SocketOptions = {}) => openSocket(base, query, options);

const keyQuery = (token: string) => pushKeyQuery(server, token);

/** The handshake's status and envelope code, or 101 for an open socket (closed at once). */
async function outcome(query: string, options: SocketOptions = {}): Promise<number> {
  const handshake = await connect(query, options);
  if ('client' in handshake) {
    handshake.client.socket.close();
    return 101;
  }
  expect(JSON.parse(handshake.body)).toMatchObject({ code: handshake.status, data: null });
  return handshake.status;
}

describe('handshake', () => {
  it('refuses a foreign or missing Origin with 403 and no socket, before looking at the key', async () => {
    const { token } = await signIn(server, 'buyer');
    const query = await keyQuery(token);
    for (const origin of ['https://evil.example', 'null', null, `${base}.evil.example`]) {
      const handshake = await connect(query, { origin });
      expect(handshake).toMatchObject({ status: 403 });
      if ('body' in handshake) {
        expect(JSON.parse(handshake.body)).toEqual({
          code: 403,
          msg: 'Connections from this origin are not allowed.',
          data: null,
        });
      }
    }
    expect(await connect('', { origin: 'https://evil.example' })).toMatchObject({ status: 403 });
    // The refusals did not use the key up.
    expect(await outcome(query)).toBe(101);
  });

  it('accepts an origin from ALLOWED_ORIGINS', async () => {
    const { token } = await signIn(server, 'buyer');
    const client = await open(await keyQuery(token), { origin: DEV_ORIGIN });
    client.socket.close();
  });

  it('refuses no key, an unknown key, and the key of a session ended since, with 401 and no socket', async () => {
    const ended = await signIn(server, 'buyer');
    const endedQuery = await keyQuery(ended.token);
    await call(server, '/authAction/shareLogout', { body: { token: ended.token } });
    for (const query of ['', '?pushKey=', `?pushKey=${'A'.repeat(43)}`, endedQuery]) {
      expect(await outcome(query)).toBe(401);
    }
    const tooLong = await connect(`?pushKey=${'A'.repeat(65)}`);
    expect(tooLong).toMatchObject({ status: 400 });
    if ('body' in tooLong) expect(JSON.parse(tooLong.body)).toMatchObject({ code: 400 });
  });

  it('refuses a live session token, in the query or the cookie, with 401', async () => {
    const { token } = await signIn(server, 'buyer');
    expect(await outcome(`?token=${encodeURIComponent(token)}`)).toBe(401);
    expect(await outcome('', { cookie: `token=${encodeURIComponent(token)}` })).toBe(401);
  });
});

describe('push keys', () => {
  it('createPushKey answers a fresh 256-bit base64url key valid for 30 s, stored only as its SHA-256', async () => {
    const { token } = await signIn(server, 'buyer');
    const first = await call(server, '/share-system/remindMsg/createPushKey', { body: {}, token });
    const second = await call(server, '/share-system/remindMsg/createPushKey', { body: {}, token });
    const { pushKey, expiresIn } = first.json<{ data: { pushKey: string; expiresIn: number } }>().data;
    expect(first.json()).toMatchObject({ code: 200, data: { expiresIn: 30 } });
    expect(expiresIn * 1000).toBe(PUSH_KEY_TTL_MS);
    expect(pushKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(second.json<{ data: { pushKey: string } }>().data.pushKey).not.toBe(pushKey);
    const hash = createHash('sha256').update(pushKey).digest('hex');
    expect(await server.sql('SELECT 1 FROM workbench.push_keys WHERE key_hash = $1', [hash])).toHaveLength(1);
    expect(await server.sql('SELECT 1 FROM workbench.push_keys WHERE key_hash = $1', [pushKey])).toHaveLength(0);
  });

  it('needs a session and a signature, like the other reminder calls', async () => {
    const path = '/share-system/remindMsg/createPushKey';
    expect((await call(server, path, { body: {} })).json()).toMatchObject({ code: 603, data: null });
    const { token } = await signIn(server, 'buyer');
    expect((await call(server, path, { body: {}, token, signature: null })).statusCode).toBe(401);
    expect((await call(server, path, { body: { extra: 1 }, token })).json()).toMatchObject({ code: 400 });
  });

  it('opens one socket: the second handshake with the same key is refused, and the used key is deleted', async () => {
    const { token } = await signIn(server, 'buyer');
    const query = await keyQuery(token);
    const client = await open(query);
    expect(await outcome(query)).toBe(401);
    client.socket.send('3');
    expect(await client.next()).toMatchObject({ type: 'heartbeat' });
    client.socket.close();
    const hash = createHash('sha256')
      .update(decodeURIComponent(query.slice('?pushKey='.length)))
      .digest('hex');
    expect(await server.sql('SELECT 1 FROM workbench.push_keys WHERE key_hash = $1', [hash])).toHaveLength(0);
  });

  it('gives one of two handshakes racing with one key the socket', async () => {
    const { token } = await signIn(server, 'buyer');
    const query = await keyQuery(token);
    const results = await Promise.all([outcome(query), outcome(query), outcome(query)]);
    expect(results.sort()).toEqual([101, 401, 401]);
  });

  it(`refuses a key ${PUSH_KEY_TTL_MS} ms after it was made, and takes one made 1 ms less ago`, async () => {
    const { token } = await signIn(server, 'buyer');
    const made = server.clock.now;
    const [late, inTime] = [await keyQuery(token), await keyQuery(token)];
    try {
      server.clock.now = made + PUSH_KEY_TTL_MS - 1;
      expect(await outcome(inTime)).toBe(101);
      server.clock.now = made + PUSH_KEY_TTL_MS;
      expect(await outcome(late)).toBe(401);
      expect(
        await server.sql('SELECT 1 FROM workbench.push_keys WHERE expires_at <= $1', [
          new Date(made + PUSH_KEY_TTL_MS),
        ]),
      ).toHaveLength(0);
    } finally {
      server.clock.now = made;
    }
  });
});

describe('messages', () => {
  it('answers the heartbeat 3 with the server time, and anything else with an error', async () => {
    const { token } = await signIn(server, 'buyer');
    const client = await open(await keyQuery(token));
    client.socket.send('3');
    expect(await client.next()).toEqual({ type: 'heartbeat', time: server.clock.now });
    client.socket.send('hello');
    expect(await client.next()).toEqual({
      type: 'error',
      msg: 'Unknown message; only the heartbeat 3 is accepted.',
    });
    client.socket.send(Buffer.from('3'), { binary: true });
    expect(await client.next()).toMatchObject({ type: 'error' });
    client.socket.send('3');
    expect(await client.next()).toMatchObject({ type: 'heartbeat' });
    client.socket.close();
  });

  it('closes the socket with 1009 for a 1 MB frame, and a new socket still works', async () => {
    const { token } = await signIn(server, 'buyer');
    const client = await open(await keyQuery(token));
    client.socket.send('x'.repeat(1_048_576));
    expect((await client.closed).code).toBe(1009);
    const again = await open(await keyQuery(token));
    again.socket.send('3');
    expect(await again.next()).toMatchObject({ type: 'heartbeat' });
    again.socket.close();
  });
});

describe('sessions ending', () => {
  it('closes every socket of the session with 4401 at shareLogout, and only those', async () => {
    const { token } = await signIn(server, 'buyer');
    const other = await signIn(server, 'buyer');
    const [first, second, bystander] = await Promise.all([
      open(await keyQuery(token)),
      open(await keyQuery(token)),
      open(await keyQuery(other.token)),
    ]);
    expect((await call(server, '/authAction/shareLogout', { body: { token } })).json().code).toBe(200);
    expect(await first.closed).toEqual({ code: 4401, reason: 'session ended' });
    expect(await second.closed).toEqual({ code: 4401, reason: 'session ended' });
    bystander.socket.send('3');
    expect(await bystander.next()).toMatchObject({ type: 'heartbeat' });
    bystander.socket.close();
  });

  it('closes the sockets of the sign-on session at /sso/logout', async () => {
    const { token, ssoCookie } = await signIn(server, 'buyer');
    const client = await open(await keyQuery(token));
    const response = await server.app.inject({
      method: 'GET',
      url: '/sso/logout?appId=6',
      cookies: { sso_session: ssoCookie },
    });
    expect(response.statusCode).toBe(302);
    expect(await client.closed).toEqual({ code: 4401, reason: 'session ended' });
  });

  it('closes the sockets of the sign-on session at /sso/switchAccount', async () => {
    const { token, ssoCookie } = await signIn(server, 'admin');
    const client = await open(await keyQuery(token));
    const response = await server.app.inject({
      method: 'GET',
      url: '/sso/switchAccount?account=admin.yh&redirectUrl=%2Fadmin%2Findex',
      cookies: { sso_session: ssoCookie },
    });
    expect(response.headers.location).toMatch(/^\/admin\/index\?itemKey=/);
    expect(await client.closed).toEqual({ code: 4401, reason: 'session ended' });
  });
});

describe('pushes', () => {
  it("pushes a new reminder message to every socket of its account, and to no one else's", async () => {
    const admin = await signIn(server, 'admin');
    const buyerPage = await signIn(server, 'buyer');
    const buyerOtherPage = await signIn(server, 'buyer');
    const [adminSocket, buyerSocket, buyerOtherSocket] = await Promise.all([
      open(await keyQuery(admin.token)),
      open(await keyQuery(buyerPage.token)),
      open(await keyQuery(buyerOtherPage.token)),
    ]);
    const body = { account: 'buyer', title: '到货提醒', content: '<b>请查收</b>' };
    const response = await call(server, '/share-system/remindMsg/add', { body, token: admin.token });
    const { id } = response.json().data as { id: number };
    const expected = {
      type: 'remindMsg',
      data: { id, title: body.title, content: body.content, createTime: new Date(server.clock.now).toISOString() },
    };
    expect(await buyerSocket.next()).toEqual(expected);
    expect(await buyerOtherSocket.next()).toEqual(expected);
    // Frames arrive in order: had the admin been pushed the message, it would come before this answer.
    adminSocket.socket.send('3');
    expect(await adminSocket.next()).toMatchObject({ type: 'heartbeat' });
    for (const client of [adminSocket, buyerSocket, buyerOtherSocket]) client.socket.close();
  });
});
