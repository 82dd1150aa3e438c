/**
 * Two server processes on one PostgreSQL (docs/architecture.md, "Several instances"): pushes,
 * the replay cache, the sign-in limit and session ends reach across instances; a scheduled
 * announcement is published by one of the two timers only. Runs only when
 * `DATABASE_URL` is set; each run creates its own database there and drops it afterwards.
 */
import { announcementPaths, announcementResource } from '@workbench/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  post,
  publicKeyOverHttp,
  pushKeyQueryOverHttp,
  send,
  ServerProcess,
  signedRequest,
  signInOverHttp,
} from './server-process';
import { createScratchDatabase, encryptPassword, openSocket, PASSWORD, type ScratchDatabase } from './support';

const DATABASE_URL = process.env['DATABASE_URL'];

describe.runIf(DATABASE_URL)('two server processes on one PostgreSQL (runs only when DATABASE_URL is set)', () => {
  let database: ScratchDatabase;
  let a: ServerProcess;
  let b: ServerProcess;
  let key: string;

  beforeAll(async () => {
    database = await createScratchDatabase('workbench_multi');
    // One after the other: the first migrates and seeds the empty database.
    a = await new ServerProcess({ engine: { url: database.url } }).start();
    b = await new ServerProcess({ engine: { url: database.url } }).start();
    key = await publicKeyOverHttp(a.baseURL);
    expect(await publicKeyOverHttp(b.baseURL)).toBe(key);
  }, 180_000);

  afterAll(async () => {
    await Promise.all([a, b].filter(Boolean).map((instance) => instance.stop()));
    await database?.drop();
  }, 60_000);

  it('pushes a reminder created through A to a live socket connected to B', async () => {
    const adminToken = await signInOverHttp(a.baseURL, 'admin');
    const buyerToken = await signInOverHttp(b.baseURL, 'buyer');
    // The key is made through A and opens the socket on B: both read one table.
    const socket = await openSocket(b.baseURL, await pushKeyQueryOverHttp(a.baseURL, buyerToken));
    const added = await post<{ id: number }>(
      a.baseURL,
      '/share-system/remindMsg/add',
      { account: 'buyer', title: 'Across instances', content: 'Sent through A' },
      { token: adminToken, lang: 'en' },
    );
    expect(added.body.code).toBe(200);
    expect(await socket.next()).toMatchObject({
      type: 'remindMsg',
      data: { id: added.body.data.id, title: 'Across instances', content: 'Sent through A' },
    });
    socket.socket.close();
  });

  it('refuses with 409 on B a signed request A accepted', async () => {
    const token = await signInOverHttp(a.baseURL, 'buyer');
    const request = signedRequest('/share-system/remindMsg/getNotReadMsgList', {}, { token, lang: 'en' });
    expect(await send(a.baseURL, request)).toMatchObject({ status: 200, body: { code: 200 } });
    expect(await send(b.baseURL, request)).toMatchObject({ status: 409, body: { code: 409 } });
    expect(await send(a.baseURL, request)).toMatchObject({ status: 409, body: { code: 409 } });
  });

  it('locks an account after 5 wrong passwords spread over A and B: the 6th is refused', async () => {
    const wrong = () => ({ account: 'clerk', password: encryptPassword(key, 'Wrong@12345') });
    for (const instance of [a, b, a, b, a]) {
      expect(await post(instance.baseURL, '/ibs/loginNew', wrong())).toMatchObject({
        status: 200,
        body: { code: 1001 },
      });
    }
    const locked = await post(b.baseURL, '/ibs/loginNew', wrong());
    expect(locked).toMatchObject({ status: 429, body: { code: 429 } });
    const right = await post(a.baseURL, '/ibs/loginNew', {
      account: 'clerk',
      password: encryptPassword(key, PASSWORD),
    });
    expect(right).toMatchObject({ status: 429, body: { code: 429 } });
  });

  it('closes on B with 4401 the socket of a token logged out through A, and refuses the token there from then on', async () => {
    const token = await signInOverHttp(a.baseURL, 'buyer');
    // B has the live session in its cache once it has answered a call with it.
    const path = '/share-system/remindMsg/getNotReadMsgList';
    expect(await post(b.baseURL, path, {}, { token })).toMatchObject({ body: { code: 200 } });
    const socket = await openSocket(b.baseURL, await pushKeyQueryOverHttp(b.baseURL, token));
    expect(await post(a.baseURL, '/authAction/shareLogout', { token })).toMatchObject({ body: { code: 200 } });
    // B hears of the end after A's commit (docs/architecture.md, "Several instances"); the same
    // notification closes the socket and drops the cached session, so the close comes first.
    expect(await socket.closed).toEqual({ code: 4401, reason: 'session ended' });
    expect(await post(b.baseURL, path, {}, { token })).toMatchObject({ status: 200, body: { code: 700 } });
  });

  it('publishes a scheduled announcement once, though both instances run the timer', async () => {
    const adminToken = await signInOverHttp(a.baseURL, 'admin');
    const managerToken = await signInOverHttp(b.baseURL, 'manager');
    const sockets = await Promise.all(
      [a, b].map(async (instance) =>
        openSocket(instance.baseURL, await pushKeyQueryOverHttp(instance.baseURL, managerToken)),
      ),
    );
    const added = await post<{ id: number }>(
      a.baseURL,
      announcementResource.paths.add,
      { title: 'Once only', body: 'Published by one timer', audience: 'all' },
      { token: adminToken },
    );
    const id = added.body.data.id;
    // Both timers look every second; the time is the servers' own clock, a little ahead.
    const scheduled = await post(
      b.baseURL,
      announcementPaths.schedule,
      { id, publishTime: Date.now() + 1500 },
      { token: adminToken },
    );
    expect(scheduled.body.code).toBe(200);
    for (const socket of sockets) {
      expect(await socket.next()).toMatchObject({ type: 'announcement', data: { id, title: 'Once only' } });
    }
    const unread = await post<{ list: { announcementId: number | null }[] }>(
      a.baseURL,
      '/share-system/remindMsg/getNotReadMsgList',
      {},
      { token: managerToken },
    );
    expect(unread.body.data.list.filter((message) => message.announcementId === id)).toHaveLength(1);
    // A second publication would have pushed again: a heartbeat answered next shows there was none.
    for (const socket of sockets) {
      socket.socket.send('3');
      expect(await socket.next()).toMatchObject({ type: 'heartbeat' });
      socket.socket.close();
    }
  });
});
