/**
 * Super accounts (docs/screens.md, "Access"): an added account holds every resource whatever its
 * roles, the status is taken away again, never from the last one, and every write is logged.
 */
import { personPaths, personResource, roleTypeResource, superAccountResource } from '@workbench/contracts';
import { describe, expect, it } from 'vitest';
import { postWith, useDemoServer } from './support';

const demo = useDemoServer('admin', 'manager');

type Row = { id: number; account: string; personName: string; companyName: string; createTime: number };
type Refusal = { fieldErrors?: Record<string, string> } | null;

const post = postWith(demo);

const sql = <T>(text: string, params: unknown[] = []) => demo.server.sql<T>(text, params);

const { paths } = superAccountResource;
const supers = async () =>
  (
    await sql<{ account: string }>(
      'select a.account from workbench.super_accounts s join workbench.accounts a on a.id = s.account_id order by a.account',
    )
  ).map((row) => row.account);
const logged = async () =>
  sql<{ account: string; action: string; row_id: string; before: Row | null; after: Row | null }>(
    "select account, action, row_id, before, after from workbench.operate_logs where resource = 'superAccount' order by id",
  );
const accountId = async (account: string) =>
  (await sql<{ id: number }>('select id from workbench.accounts where account = $1', [account]))[0]?.id ?? 0;

describe('super accounts', () => {
  it('needs superAccount:read or superAccount:write on every route', () => {
    const routes = demo.server.app.routeAccess.filter((route) =>
      route.url.startsWith(`${superAccountResource.basePath}/`),
    );
    expect(routes.map((route) => `${route.url} ${route.resource}`).sort()).toEqual([
      `${paths.add} superAccount:write`,
      `${paths.delete} superAccount:write`,
      `${paths.deleteMany} superAccount:write`,
      `${paths.detail} superAccount:read`,
      `${paths.ids} superAccount:read`,
      `${paths.list} superAccount:read`,
    ]);
  });

  it('lists the seeded super account', async () => {
    const list = await post<{ total: number; list: Row[] }>(demo.admin, paths.list, { pageNum: 1, pageSize: 10 });
    expect(list.code).toBe(200);
    expect(list.data.total).toBe(1);
    expect(list.data.list[0]).toMatchObject({
      id: await accountId('admin'),
      account: 'admin',
      personName: '王明远',
      companyName: '汇采集团',
    });
  });

  it('refuses an enterprise administrator, and logs the refusal', async () => {
    const answer = await post(demo.manager, paths.add, { account: 'manager' });
    expect(answer.code).toBe(403);
    const [refusal] = await sql<{ after: { permission: string } }>(
      "select after from workbench.operate_logs where account = 'manager' and action = 'refuse' order by id desc limit 1",
    );
    expect(refusal?.after.permission).toBe('superAccount:write');
    expect(await supers()).toEqual(['admin']);
  });

  it('adds an account, which then holds every resource whatever its roles; taking it away ends that', async () => {
    // manager's roles do not grant the platform-only role types.
    expect((await post(demo.manager, roleTypeResource.paths.list, { pageNum: 1, pageSize: 10 })).code).toBe(403);

    const added = await post<Row>(demo.admin, paths.add, { account: 'manager' });
    expect(added.code).toBe(200);
    expect(added.data).toMatchObject({ id: await accountId('manager'), account: 'manager', personName: '陈思远' });
    expect(added.data.createTime).toBe(demo.server.clock.now);
    expect(await supers()).toEqual(['admin', 'manager']);
    expect((await post(demo.manager, roleTypeResource.paths.list, { pageNum: 1, pageSize: 10 })).code).toBe(200);
    expect((await post(demo.manager, paths.list, { pageNum: 1, pageSize: 10, keyword: 'mana' })).data).toMatchObject({
      total: 1,
    });

    const removed = await post(demo.admin, paths.delete, { id: added.data.id });
    expect(removed.code).toBe(200);
    expect(await supers()).toEqual(['admin']);
    expect((await post(demo.manager, roleTypeResource.paths.list, { pageNum: 1, pageSize: 10 })).code).toBe(403);

    const log = (await logged()).filter((row) => row.action !== 'refuse');
    expect(log.map((row) => [row.account, row.action, row.row_id])).toEqual([
      ['admin', 'add', String(added.data.id)],
      ['admin', 'delete', String(added.data.id)],
    ]);
    expect(log[0]?.before).toBeNull();
    expect(log[0]?.after).toMatchObject({ account: 'manager' });
    expect(log[1]?.before).toMatchObject({ account: 'manager' });
    expect(log[1]?.after).toBeNull();
  });

  it('refuses an unknown, a disabled or an already super account on the field, writing nothing', async () => {
    const before = (await logged()).length;
    const unknown = await post<Refusal>(demo.admin, paths.add, { account: 'no.such.one' });
    expect(unknown).toMatchObject({ status: 400, code: 400 });
    expect(unknown.data?.fieldErrors?.['account']).toBe('没有这个账号');

    const already = await post<Refusal>(demo.admin, paths.add, { account: 'admin' }, 'en');
    expect(already.code).toBe(400);
    expect(already.data?.fieldErrors?.['account']).toBe('admin is already a super account.');

    const person = await post<{ id: number }>(demo.admin, personResource.paths.add, {
      account: 'super.off',
      name: '停用者',
      phone: '',
      unitId: null,
    });
    expect((await post(demo.admin, personPaths.enable, { id: person.data.id, enabled: 'N' })).code).toBe(200);
    const disabled = await post<Refusal>(demo.admin, paths.add, { account: 'super.off' });
    expect(disabled.code).toBe(400);
    expect(disabled.data?.fieldErrors?.['account']).toBe('账号 super.off 已停用，不能设为超级账号');

    const malformed = await post<Refusal>(demo.admin, paths.add, { account: '不是账号' });
    expect(malformed.code).toBe(400);
    expect(malformed.data?.fieldErrors?.['account']).toBeTruthy();

    expect(await supers()).toEqual(['admin']);
    expect((await logged()).length).toBe(before);
  });

  it('never takes the status from the last super account, in either language, and writes nothing', async () => {
    const before = (await logged()).length;
    const id = await accountId('admin');
    const zh = await post(demo.admin, paths.delete, { id });
    expect(zh).toMatchObject({ code: 400, msg: '至少要保留一个超级账号，这是最后一个，不能删除' });
    const en = await post(demo.admin, paths.delete, { id }, 'en');
    expect(en).toMatchObject({
      code: 400,
      msg: 'At least one super account must remain; this is the last one and cannot be deleted.',
    });
    expect(await supers()).toEqual(['admin']);
    expect((await logged()).length).toBe(before);
    // A missing one answers as missing.
    expect((await post(demo.admin, paths.delete, { id: await accountId('buyer') })).code).toBe(404);
  });

  it('lets a super account give up its own status while another remains, and the other then is the last', async () => {
    expect((await post(demo.admin, paths.add, { account: 'manager' })).code).toBe(200);
    // admin removes itself: manager remains.
    expect((await post(demo.admin, paths.delete, { id: await accountId('admin') })).code).toBe(200);
    expect(await supers()).toEqual(['manager']);
    // admin still holds every resource through the platform administrator role.
    expect((await post(demo.admin, paths.list, { pageNum: 1, pageSize: 10 })).code).toBe(200);
    // manager cannot leave the platform without one.
    const own = await post(demo.manager, paths.delete, { id: await accountId('manager') });
    expect(own.code).toBe(400);
    expect(await supers()).toEqual(['manager']);
    // Put admin back, then manager may go.
    expect((await post(demo.manager, paths.add, { account: 'admin' })).code).toBe(200);
    expect((await post(demo.manager, paths.delete, { id: await accountId('manager') })).code).toBe(200);
    expect(await supers()).toEqual(['admin']);
    const actions = (await logged()).filter((row) => row.action !== 'refuse').map((row) => row.action);
    expect(actions.slice(-4)).toEqual(['add', 'delete', 'add', 'delete']);
  });
});
