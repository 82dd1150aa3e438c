/**
 * Announcements (docs/screens.md, "Announcements"): drafts, publishing now or at a time, the push
 * to the audience's live sockets and no one else's, read counts once per account, withdrawal, the
 * timer on the app clock, and the permission codes.
 */
import type { AddressInfo } from 'node:net';
import { announcementPaths, announcementResource, operateLogResource } from '@workbench/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, openSocket, pushKeyQuery, signIn, type SocketClient, startTestServer, type TestServer } from './support';

let server: TestServer;
let base: string;
let admin: string;
let manager: string;
let buyer: string;
const sockets: SocketClient[] = [];

beforeAll(async () => {
  server = await startTestServer();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  admin = (await signIn(server, 'admin')).token;
  manager = (await signIn(server, 'manager')).token;
  buyer = (await signIn(server, 'buyer')).token;
});
afterAll(async () => {
  for (const { socket } of sockets) socket.close();
  await server.close();
});

type Envelope<T = unknown> = { code: number; msg: string; data: T };
type Row = {
  id: number;
  title: string;
  body: string;
  state: 'draft' | 'scheduled' | 'published' | 'withdrawn';
  publishTime: number | null;
  recipients: number;
  readCount: number;
  reads: string;
  audienceName: string;
};
type Refusal = { fieldErrors?: Record<string, string> } | null;
type Unread = { total: number; list: { id: number; title: string; announcementId: number | null }[] };

async function post<T = unknown>(token: string, url: string, body: object, lang: 'zh' | 'en' = 'zh') {
  const response = await call(server, url, { body, token, lang });
  return { status: response.statusCode, ...response.json<Envelope<T>>() };
}

async function socketOf(token: string) {
  const client = await openSocket(base, await pushKeyQuery(server, token));
  sockets.push(client);
  return client;
}

async function draft(title: string, audience: object = { audience: 'all' }) {
  const added = await post<Row>(admin, announcementResource.paths.add, { title, body: `${title}\n正文`, ...audience });
  expect(added.code).toBe(200);
  return added.data;
}

const unread = async (token: string) =>
  (await post<Unread>(token, '/share-system/remindMsg/getNotReadMsgList', {})).data;

const companyAccounts = async (account: string) =>
  Number(
    (
      await server.sql<{ n: number }>(
        'select count(*)::int as n from workbench.accounts where enabled and company_id = (select company_id from workbench.accounts where account = $1)',
        [account],
      )
    )[0]?.n,
  );

describe('writing and publishing', () => {
  it('adds a draft for the caller company that nobody receives', async () => {
    const row = await draft('草稿公告');
    expect(row).toMatchObject({ state: 'draft', publishTime: null, recipients: 0, readCount: 0, reads: '已读 0 / 0' });
    expect((await unread(manager)).list.some((message) => message.title === '草稿公告')).toBe(false);
  });

  it('publishes now to a socket of the audience and not to another company’s socket, logged', async () => {
    const row = await draft('今晚系统升级');
    const managerSocket = await socketOf(manager);
    const buyerSocket = await socketOf(buyer);
    const published = await post<Row>(admin, announcementPaths.publish, { id: row.id });
    expect(published.data).toMatchObject({ state: 'published', publishTime: server.clock.now });
    expect(published.data.recipients).toBe(await companyAccounts('manager'));

    expect(await managerSocket.next()).toEqual({
      type: 'announcement',
      data: { id: row.id, title: '今晚系统升级', content: '今晚系统升级\n正文', createTime: expect.any(String) },
    });
    // A heartbeat answered proves nothing came before it on the other company's socket.
    buyerSocket.socket.send('3');
    expect(await buyerSocket.next()).toMatchObject({ type: 'heartbeat' });
    expect((await unread(buyer)).list.some((message) => message.announcementId === row.id)).toBe(false);

    const logged = await server.sql<{ action: string }>(
      `select action from workbench.operate_logs where resource = 'announcement' and row_id = $1 order by id`,
      [String(row.id)],
    );
    expect(logged.map((entry) => entry.action)).toEqual(['add', 'publish']);
  });

  it('refuses to publish, edit or delete a published one (400, both languages)', async () => {
    const row = await draft('已发布的');
    await post(admin, announcementPaths.publish, { id: row.id });
    const again = await post(admin, announcementPaths.publish, { id: row.id }, 'en');
    expect(again).toMatchObject({
      status: 400,
      code: 400,
      msg: 'This announcement is published and cannot be changed or deleted; withdraw it first.',
    });
    const edit = await post(admin, announcementResource.paths.update, {
      id: row.id,
      title: '改',
      body: '改',
      audience: 'all',
    });
    expect(edit).toMatchObject({ status: 400, msg: '公告已发布，不能修改或删除；请先撤回' });
    expect((await post(admin, announcementResource.paths.delete, { id: row.id })).code).toBe(400);
  });

  it('reaches only the holders of a role, or the accounts of a unit and the units under it', async () => {
    const [role] = await server.sql<{ id: number }>(`select id from workbench.roles where code = 'enterprise_admin'`);
    const byRole = await draft('给管理员', { audience: 'role', roleId: role?.id });
    const published = await post<Row>(admin, announcementPaths.publish, { id: byRole.id });
    // Of 汇采集团, only manager holds the enterprise administrator's role.
    expect(published.data).toMatchObject({ recipients: 1, audienceName: '企业管理员' });

    const [unit] = await server.sql<{ id: number }>(
      `select u.id from workbench.units u join workbench.companies c on c.id = u.company_id where u.name = '采购部' and u.parent_id is null order by u.id limit 1`,
    );
    const [expected] = await server.sql<{ n: number }>(
      `select count(*)::int as n from workbench.accounts where enabled and unit_id in (select id from workbench.units where id = $1 or parent_id = $1)`,
      [unit?.id],
    );
    const byUnit = await draft('给采购部', { audience: 'unit', unitId: unit?.id });
    expect((await post<Row>(admin, announcementPaths.publish, { id: byUnit.id })).data.recipients).toBe(expected?.n);
  });

  it('refuses an audience without its role or unit, or with another company’s unit, on the field', async () => {
    const noRole = await post<Refusal>(admin, announcementResource.paths.add, {
      title: 't',
      body: 'b',
      audience: 'role',
    });
    expect(noRole).toMatchObject({ status: 400 });
    expect(noRole.data?.fieldErrors?.['roleId']).toBe('请选择本企业可用的角色');
    const [foreign] = await server.sql<{ id: number }>(
      `select u.id from workbench.units u join workbench.companies c on c.id = u.company_id where c.id <> (select company_id from workbench.accounts where account = 'admin') limit 1`,
    );
    const noUnit = await post<Refusal>(
      admin,
      announcementResource.paths.add,
      { title: 't', body: 'b', audience: 'unit', unitId: foreign?.id },
      'en',
    );
    expect(noUnit.data?.fieldErrors?.['unitId']).toBe("Choose a unit of the announcement's company.");
  });
});

describe('reads', () => {
  it('counts each account once, whether it reads the reminder once, twice or all at once', async () => {
    const row = await draft('阅读计数');
    await post(admin, announcementPaths.publish, { id: row.id });
    const message = (await unread(manager)).list.find((item) => item.announcementId === row.id);
    expect(message).toBeDefined();
    await post(manager, '/share-system/remindMsg/updateReadStatusById', { id: message?.id });
    await post(manager, '/share-system/remindMsg/updateReadStatusById', { id: message?.id });
    await call(server, '/share-system/remindMsg/updateReadStatus', { method: 'GET', token: manager });
    await call(server, '/share-system/remindMsg/updateReadStatus', { method: 'GET', token: admin });
    const after = await post<Row>(admin, announcementResource.paths.detail, { id: row.id }, 'en');
    expect(after.data.readCount).toBe(2);
    expect(after.data.reads).toBe(`read by 2 of ${after.data.recipients}`);
    const listed = await post<{ list: Row[] }>(admin, announcementResource.paths.list, {
      pageNum: 1,
      pageSize: 10,
      keyword: '阅读计数',
      state: 'published',
    });
    expect(listed.data.list.map((item) => item.readCount)).toEqual([2]);
  });

  it('takes a withdrawn one from its readers, keeping its reads counted', async () => {
    const row = await draft('将被撤回');
    await post(admin, announcementPaths.publish, { id: row.id });
    expect((await unread(manager)).list.some((item) => item.announcementId === row.id)).toBe(true);
    const withdrawn = await post<Row>(admin, announcementPaths.withdraw, { id: row.id });
    expect(withdrawn.data.state).toBe('withdrawn');
    expect((await unread(manager)).list.some((item) => item.announcementId === row.id)).toBe(false);
    const twice = await post(admin, announcementPaths.withdraw, { id: row.id }, 'en');
    expect(twice).toMatchObject({ status: 400, msg: 'Only a published or scheduled announcement can be withdrawn.' });
  });

  it('tells the open consoles it reached that it was withdrawn', async () => {
    const row = await draft('撤回推送');
    const managerSocket = await socketOf(manager);
    await post(admin, announcementPaths.publish, { id: row.id });
    expect(await managerSocket.next()).toMatchObject({ type: 'announcement', data: { id: row.id } });
    await post(admin, announcementPaths.withdraw, { id: row.id });
    expect(await managerSocket.next()).toEqual({ type: 'announcementWithdrawn', data: { id: row.id } });
  });
});

describe('scheduling', () => {
  it('refuses a publish time not after now, on the field, in both languages', async () => {
    const row = await draft('过去的时间');
    for (const [lang, text] of [
      ['zh', '发布时间须晚于现在'],
      ['en', 'The publish time must be later than now.'],
    ] as const) {
      const refused = await post<Refusal>(
        admin,
        announcementPaths.schedule,
        { id: row.id, publishTime: server.clock.now - 60_000 },
        lang,
      );
      expect(refused).toMatchObject({ status: 400, code: 400 });
      expect(refused.data?.fieldErrors?.['publishTime']).toBe(text);
    }
    const detail = await post<Row>(admin, announcementResource.paths.detail, { id: row.id });
    expect(detail.data.state).toBe('draft');
  });

  it('publishes a scheduled one once the clock passes its time, pushing it to the audience', async () => {
    const row = await draft('定时公告');
    const at = server.clock.now + 3_600_000;
    const scheduled = await post<Row>(admin, announcementPaths.schedule, { id: row.id, publishTime: at });
    expect(scheduled.data).toMatchObject({ state: 'scheduled', publishTime: at, recipients: 0 });
    const managerSocket = await socketOf(manager);

    server.clock.now = at + 1;
    // The timer ticks every second on real time and reads the app clock: the push is the event.
    expect(await managerSocket.next()).toMatchObject({ type: 'announcement', data: { id: row.id, title: '定时公告' } });
    const detail = await post<Row>(admin, announcementResource.paths.detail, { id: row.id });
    expect(detail.data).toMatchObject({ state: 'published', publishTime: at });
    expect(detail.data.recipients).toBeGreaterThan(0);

    // The timer's publication is in the operate log, in the name of who scheduled it.
    const logged = await post<{
      list: { account: string; rowId: string; requestId: string; before: Row; after: Row }[];
    }>(admin, operateLogResource.paths.list, { pageNum: 1, pageSize: 10, resource: 'announcement', action: 'publish' });
    const entry = logged.data.list.find((item) => item.rowId === String(row.id));
    expect(entry).toMatchObject({ account: 'admin', requestId: 'timer', before: { state: 'scheduled' } });
    expect(entry?.after).toMatchObject({ state: 'published' });
  });
});

describe('permissions', () => {
  it('refuses an account without the codes (403) and hides other companies’ rows from an enterprise administrator', async () => {
    const row = await draft('权限');
    expect((await post(buyer, announcementResource.paths.list, { pageNum: 1, pageSize: 10 })).code).toBe(403);
    expect((await post(buyer, announcementPaths.publish, { id: row.id })).code).toBe(403);
    expect((await post(buyer, announcementResource.paths.add, { title: 't', body: 'b', audience: 'all' })).code).toBe(
      403,
    );

    const adminYh = (await signIn(server, 'admin.yh')).token;
    const foreign = await post<Row>(adminYh, announcementResource.paths.add, {
      title: '远航公告',
      body: 'b',
      audience: 'all',
    });
    expect(foreign.code).toBe(200);
    expect((await post(manager, announcementResource.paths.detail, { id: foreign.data.id })).code).toBe(404);
    expect((await post(manager, announcementPaths.publish, { id: foreign.data.id })).code).toBe(404);
    const listed = await post<{ list: Row[] }>(manager, announcementResource.paths.list, { pageNum: 1, pageSize: 100 });
    expect(listed.data.list.some((item) => item.id === foreign.data.id)).toBe(false);
  });
});
