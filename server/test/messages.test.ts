/** Reminder messages (docs/wire-protocol.md, "Reminder messages"). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, startTestServer, type TestServer } from './support';

let server: TestServer;
let admin: string;
let buyer: string;

beforeAll(async () => {
  server = await startTestServer();
  ({ token: admin } = await signIn(server, 'admin'));
  ({ token: buyer } = await signIn(server, 'buyer'));
});
afterAll(() => server.close());

const UNREAD = '/share-system/remindMsg/getNotReadMsgList';
const READ_ONE = '/share-system/remindMsg/updateReadStatusById';
const READ_ALL = '/share-system/remindMsg/updateReadStatus';
const ADD = '/share-system/remindMsg/add';

interface Item {
  id: number;
  title: string;
  content: string;
  createTime: string;
  taskId: number | null;
}

async function unread(token: string, lang: 'zh' | 'en' = 'zh') {
  const response = await call(server, UNREAD, { body: {}, token, lang });
  expect(response.json().code).toBe(200);
  return response.json<{ data: { total: number; list: Item[] } }>().data;
}

describe('getNotReadMsgList', () => {
  it("lists the caller's unread messages, newest first, in the request language", async () => {
    const zh = await unread(admin);
    expect(zh.total).toBe(3);
    expect(zh.list.map((item) => item.title)).toEqual(['采购申请待审批', '新供应商入驻', '系统维护通知']);
    expect(zh.list[0]?.content).toBe('办公用品采购申请等待您审批。');
    const times = zh.list.map((item) => item.createTime);
    for (const time of times) expect(time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect([...times].sort().reverse()).toEqual(times);
    // 1 hour before the seed ran, which was at the app clock's start.
    expect(Date.parse(times[0] ?? '')).toBeLessThanOrEqual(server.clock.now - 3_600_000);

    const en = await unread(admin, 'en');
    expect(en.list.map((item) => item.title)).toEqual([
      'Purchase request awaiting approval',
      'New supplier registered',
      'Scheduled maintenance',
    ]);
    expect(en.list.map((item) => item.id)).toEqual(zh.list.map((item) => item.id));
  });

  it('needs a session and an empty body', async () => {
    expect((await call(server, UNREAD, { body: {} })).json()).toMatchObject({ code: 603, data: null });
    expect((await call(server, UNREAD, { body: { page: 1 }, token: admin })).statusCode).toBe(400);
  });
});

describe('updateReadStatusById', () => {
  it('marks one of the caller’s messages read, twice without error', async () => {
    const before = await unread(buyer);
    const first = before.list[0];
    if (!first) throw new Error('the buyer has unread messages in the seed');
    for (let i = 0; i < 2; i++) {
      const response = await call(server, READ_ONE, { body: { id: first.id }, token: buyer });
      expect(response.json()).toEqual({ code: 200, msg: '操作成功', data: null });
    }
    const after = await unread(buyer);
    expect(after.total).toBe(before.total - 1);
    expect(after.list.map((item) => item.id)).not.toContain(first.id);
  });

  it("answers 404 in the envelope for another account's message and an unknown id, changing nothing", async () => {
    const adminsBefore = await unread(admin);
    const theirs = adminsBefore.list[0]?.id;
    for (const id of [theirs, 999_999]) {
      const response = await call(server, READ_ONE, { body: { id }, token: buyer, lang: 'en' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ code: 404, msg: 'No such message.', data: null });
    }
    expect((await unread(admin)).total).toBe(adminsBefore.total);
  });

  it('refuses an id that is not a positive integer', async () => {
    for (const id of ['1', 1.5, 0, null]) {
      expect((await call(server, READ_ONE, { body: { id }, token: buyer })).statusCode).toBe(400);
    }
  });
});

describe('updateReadStatus', () => {
  it("marks every message of the caller read, and no one else's", async () => {
    const adminTotal = (await unread(admin)).total;
    const response = await call(server, READ_ALL, { method: 'GET', token: buyer });
    expect(response.json()).toEqual({ code: 200, msg: '操作成功', data: null });
    expect((await unread(buyer)).total).toBe(0);
    expect((await unread(admin)).total).toBe(adminTotal);
  });

  it('takes no query parameters and needs a session', async () => {
    const extra = await call(server, READ_ALL, { method: 'GET', token: buyer, query: { all: '1' } });
    expect(extra.statusCode).toBe(400);
    expect((await call(server, READ_ALL, { method: 'GET' })).json().code).toBe(603);
  });
});

describe('add', () => {
  it('stores an unread message for the account, as given, in both languages', async () => {
    const title = '<b>到货提醒</b> & "quotes"';
    const content = '<img src=x onerror=alert(1)> 请查收';
    const response = await call(server, ADD, { body: { account: 'buyer', title, content }, token: admin });
    expect(response.json()).toMatchObject({ code: 200, data: { id: expect.any(Number) } });
    const id = response.json().data.id as number;
    for (const lang of ['zh', 'en'] as const) {
      const list = await unread(buyer, lang);
      expect(list.list[0]).toEqual({
        id,
        title,
        content,
        createTime: new Date(server.clock.now).toISOString(),
        taskId: null,
        announcementId: null,
      });
    }
  });

  it('lets only a platform administrator send (403 in the envelope)', async () => {
    const before = (await unread(admin)).total;
    const response = await call(server, ADD, {
      body: { account: 'admin', title: 'x', content: 'y' },
      token: buyer,
      lang: 'en',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 403, msg: 'You do not have permission to do this.', data: null });
    expect((await unread(admin)).total).toBe(before);
  });

  it('answers 404 in the envelope for an unknown account', async () => {
    const response = await call(server, ADD, { body: { account: 'Buyer', title: 'x', content: 'y' }, token: admin });
    expect(response.json()).toEqual({ code: 404, msg: '没有这个账号', data: null });
  });

  it('checks the lengths: account 1-64, title 1-100, content 1-1000', async () => {
    const ok = { account: 'buyer', title: 't'.repeat(100), content: 'c'.repeat(1000) };
    expect((await call(server, ADD, { body: ok, token: admin })).json().code).toBe(200);
    for (const body of [
      { ...ok, account: '' },
      { ...ok, account: 'a'.repeat(65) },
      { ...ok, title: '' },
      { ...ok, title: 't'.repeat(101) },
      { ...ok, content: '' },
      { ...ok, content: 'c'.repeat(1001) },
      { ...ok, extra: 1 },
    ]) {
      const response = await call(server, ADD, { body, token: admin });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe(400);
    }
  });
});
