/** The live socket at /ws (docs/behaviour.md, "Live socket"; wire protocol, "Live socket"), over a real listener. */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  connectSocket,
  openSocket,
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

const tokenQuery = (token: string) => `?token=${encodeURIComponent(token)}`;

describe('handshake', () => {
  it('refuses a foreign or missing Origin with 403 and no socket, before looking at the token', async () => {
    const { token } = await signIn(server, 'buyer');
    for (const origin of ['https://evil.example', 'null', null, `${base}.evil.example`]) {
      const handshake = await connect(tokenQuery(token), { origin });
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
  });

  it('accepts an origin from ALLOWED_ORIGINS', async () => {
    const { token } = await signIn(server, 'buyer');
    const client = await open(tokenQuery(token), { origin: DEV_ORIGIN });
    client.socket.close();
  });

  it('refuses no, an unknown or an ended token with 401 and no socket', async () => {
    const ended = await signIn(server, 'buyer');
    await call(server, '/authAction/shareLogout', { body: { token: ended.token } });
    for (const query of ['', tokenQuery('unknown.token'), tokenQuery(ended.token)]) {
      const handshake = await connect(query);
      expect(handshake).toMatchObject({ status: 401 });
      if ('body' in handshake) expect(JSON.parse(handshake.body)).toMatchObject({ code: 401, data: null });
    }
  });

  it('takes the token from the token cookie when the query has none', async () => {
    const { token } = await signIn(server, 'buyer');
    const client = await open('', { cookie: `token=${encodeURIComponent(token)}` });
    client.socket.send('3');
    expect(await client.next()).toEqual({ type: 'heartbeat', time: server.clock.now });
    client.socket.close();
  });
});

describe('messages', () => {
  it('answers the heartbeat 3 with the server time, and anything else with an error', async () => {
    const { token } = await signIn(server, 'buyer');
    const client = await open(tokenQuery(token));
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
    const client = await open(tokenQuery(token));
    client.socket.send('x'.repeat(1_048_576));
    expect((await client.closed).code).toBe(1009);
    const again = await open(tokenQuery(token));
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
      open(tokenQuery(token)),
      open(tokenQuery(token)),
      open(tokenQuery(other.token)),
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
    const client = await open(tokenQuery(token));
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
    const client = await open(tokenQuery(token));
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
      open(tokenQuery(admin.token)),
      open(tokenQuery(buyerPage.token)),
      open(tokenQuery(buyerOtherPage.token)),
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
