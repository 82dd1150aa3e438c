/**
 * Role holders, the role loss record and authorisations (docs/screens.md, "Access"): giving a role
 * by account name, removing one for a reason kept with the names of the time, the rules that keep
 * an administrator from locking themselves or the platform out, the company scope, and the
 * applications an account is authorised for.
 */
import {
  authorisationPaths,
  personPaths,
  roleHolderPaths,
  roleHolderResource,
  roleLossResource,
  roleResource,
} from '@workbench/contracts';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { postWith, signIn, useDemoServer } from './support';

const demo = useDemoServer('admin', 'manager', 'admin.yh');

type FieldErrors = { fieldErrors?: Record<string, string> } | null;
type Holder = { id: number; account: string; personName: string; companyName: string; roleNameZh: string };
type Loss = { account: string; personName: string; roleName: string; reason: string; removedBy: string };

const post = postWith(demo);

const sql = <T>(text: string, params: unknown[] = []) => demo.server.sql<T>(text, params);
const one = async <T>(text: string, params: unknown[] = []) => {
  const [row] = await sql<T>(text, params);
  if (!row) throw new Error(`no row: ${text}`);
  return row;
};
const roleId = async (code: string) =>
  (await one<{ id: number }>('select id from workbench.roles where code = $1', [code])).id;
const accountId = async (account: string) =>
  (await one<{ id: number }>('select id from workbench.accounts where account = $1', [account])).id;
const holdingId = async (account: string, role: string) =>
  (
    await one<{ id: number }>(
      `select ar.id from workbench.account_roles ar join workbench.accounts a on a.id = ar.account_id
       join workbench.roles r on r.id = ar.role_id where a.account = $1 and r.code = $2`,
      [account, role],
    )
  ).id;
const count = async (table: string) =>
  (await one<{ n: number }>(`select count(*)::int as n from workbench.${table}`)).n;

describe('giving a role', () => {
  it('gives a role by account name and lists the holder, logging the change', async () => {
    const staff = await roleId('enterprise_staff');
    const given = await post<Holder>(demo.admin, roleHolderPaths.add, { roleId: staff, account: 'manager' });
    expect(given.code).toBe(200);
    expect(given.data).toMatchObject({ account: 'manager', personName: '陈思远', roleNameZh: '企业员工' });

    const list = await post<{ total: number; list: Holder[] }>(demo.admin, roleHolderResource.paths.list, {
      pageNum: 1,
      pageSize: 10,
      roleId: staff,
      keyword: 'manager',
    });
    expect(list.data.total).toBe(1);
    expect(list.data.list[0]?.id).toBe(given.data.id);
    const [logged] = await sql<{ action: string; resource: string }>(
      "select action, resource from workbench.operate_logs where account = 'admin' order by id desc limit 1",
    );
    expect(logged).toEqual({ action: 'assignRole', resource: 'roleHolder' });
    // The account's own roles follow at once.
    const roles = await post<{ roleCode: string }[]>(demo.manager, '/share-system/role/selectRoleByAccountId', {});
    expect(roles.data.map((role) => role.roleCode).sort()).toEqual(['enterprise_admin', 'enterprise_staff']);
  });

  it('refuses an unknown account, a role already held, another company and a platform role, writing nothing', async () => {
    const before = await count('account_roles');
    const staff = await roleId('enterprise_staff');
    const unknown = await post<FieldErrors>(demo.admin, roleHolderPaths.add, { roleId: staff, account: 'nobody.here' });
    expect(unknown).toMatchObject({ status: 400, code: 400 });
    expect(unknown.data?.fieldErrors?.['account']).toBe('没有这个账号');

    const held = await post<FieldErrors>(demo.admin, roleHolderPaths.add, { roleId: staff, account: 'buyer' }, 'en');
    expect(held.data?.fieldErrors?.['account']).toBe('buyer already holds the role “Enterprise staff”.');

    const badName = await post<FieldErrors>(demo.admin, roleHolderPaths.add, { roleId: staff, account: 'a b' });
    expect(Object.keys(badName.data?.fieldErrors ?? {})).toEqual(['account']);

    // A role of 汇采集团 is not given to an account of 远航供应链.
    const own = await post<{ id: number }>(demo.manager, roleResource.paths.add, {
      code: 'hc_auditor',
      nameZh: '审计员',
      nameEn: 'Auditor',
      typeId: (await one<{ id: number }>("select id from workbench.role_types where code = 'staff'")).id,
    });
    expect(own.code).toBe(200);
    const otherCompany = await post<FieldErrors>(demo.admin, roleHolderPaths.add, {
      roleId: own.data.id,
      account: 'admin.yh',
    });
    expect(otherCompany.data?.fieldErrors?.['roleId']).toBe('此角色属于其他企业，不能授予 admin.yh');
    // An enterprise administrator sees neither another company's account nor its roles.
    const foreignAccount = await post<FieldErrors>(demo.manager, roleHolderPaths.add, {
      roleId: staff,
      account: 'admin.yh',
    });
    expect(foreignAccount.data?.fieldErrors?.['account']).toBe('没有这个账号');
    const foreignRole = await post<FieldErrors>(demo.adminYh, roleHolderPaths.add, {
      roleId: own.data.id,
      account: 'admin.yh',
    });
    expect(foreignRole.data?.fieldErrors?.['roleId']).toBe('没有这个角色');

    // A platform-scope role: only platform accounts hold it, only a platform administrator gives it.
    const platformAdmin = await roleId('platform_admin');
    const toEnterprise = await post<FieldErrors>(demo.admin, roleHolderPaths.add, {
      roleId: platformAdmin,
      account: 'buyer',
    });
    expect(toEnterprise.data?.fieldErrors?.['account']).toBe('平台范围的角色只能授予平台账号');
    const byEnterprise = await post(
      demo.manager,
      roleHolderPaths.add,
      { roleId: platformAdmin, account: 'manager' },
      'en',
    );
    expect(byEnterprise).toMatchObject({
      code: 403,
      msg: 'Only a platform administrator can use a role type of platform scope.',
    });
    const [refusal] = await sql<{ action: string; resource: string }>(
      "select action, resource from workbench.operate_logs where account = 'manager' order by id desc limit 1",
    );
    expect(refusal).toEqual({ action: 'refuse', resource: 'roleHolder' });
    expect(await count('account_roles')).toBe(before);
  });
});

describe('removing a role', () => {
  it('refuses a missing, blank or too long reason on `reason`, writing nothing', async () => {
    const id = await holdingId('manager', 'enterprise_staff');
    const missing = await post<FieldErrors>(demo.admin, roleHolderPaths.remove, { id });
    expect(missing).toMatchObject({ status: 400, code: 400 });
    expect(Object.keys(missing.data?.fieldErrors ?? {})).toEqual(['reason']);
    const blank = await post<FieldErrors>(demo.admin, roleHolderPaths.remove, { id, reason: '   ' }, 'en');
    expect(blank.data?.fieldErrors?.['reason']).toBe('This field is required.');
    const long = await post<FieldErrors>(demo.admin, roleHolderPaths.remove, { id, reason: '长'.repeat(201) });
    expect(Object.keys(long.data?.fieldErrors ?? {})).toEqual(['reason']);
    expect(await holdingId('manager', 'enterprise_staff')).toBe(id);
    expect(await count('role_loss_records')).toBe(0);
  });

  it('removes a role for a reason and keeps it in the loss record with the names of the time', async () => {
    const id = await holdingId('manager', 'enterprise_staff');
    const removed = await post(demo.admin, roleHolderPaths.remove, { id, reason: '  调岗，不再需要  ' });
    expect(removed.code).toBe(200);
    const roles = await post<{ roleCode: string }[]>(demo.manager, '/share-system/role/selectRoleByAccountId', {});
    expect(roles.data.map((role) => role.roleCode)).toEqual(['enterprise_admin']);
    expect(await sql('select id from workbench.account_roles where id = $1', [id])).toEqual([]);
    const [logged] = await sql<{ action: string; row_id: string; before: { account: string } }>(
      "select action, row_id, before from workbench.operate_logs where account = 'admin' order by id desc limit 1",
    );
    expect(logged).toMatchObject({ action: 'removeRole', row_id: String(id), before: { account: 'manager' } });

    // The person is renamed afterwards: the record keeps the name they had.
    await sql("update workbench.persons set name = '陈思远（已改名）' where name = '陈思远'");
    const list = await post<{ total: number; list: Loss[] }>(demo.admin, roleLossResource.paths.list, {
      pageNum: 1,
      pageSize: 10,
    });
    expect(list.data.total).toBe(1);
    expect(list.data.list[0]).toMatchObject({
      account: 'manager',
      personName: '陈思远',
      companyName: '汇采集团',
      roleName: '企业员工',
      reason: '调岗，不再需要',
      removedBy: 'admin',
      removedByName: '王明远',
    });
    const english = await post<{ list: Loss[] }>(
      demo.admin,
      roleLossResource.paths.list,
      { pageNum: 1, pageSize: 10 },
      'en',
    );
    expect(english.data.list[0]?.roleName).toBe('Enterprise staff');
    const searched = await post<{ total: number }>(demo.admin, roleLossResource.paths.list, {
      pageNum: 1,
      pageSize: 10,
      keyword: '企业员工',
      from: demo.server.clock.now - 60_000,
    });
    expect(searched.data.total).toBe(1);
    // The record is 汇采集团's: 远航供应链's administrator sees none of it.
    const theirs = await post<{ total: number }>(demo.adminYh, roleLossResource.paths.list, {
      pageNum: 1,
      pageSize: 10,
    });
    expect(theirs.data.total).toBe(0);
    const exported = await demo.server.app.inject({
      method: 'GET',
      url: roleLossResource.paths.export,
      query: { token: demo.admin, lang: 'en' },
    });
    expect(exported.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Uint8Array.from(exported.rawPayload).buffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).values).toContain('Reason');
    expect(sheet?.getRow(2).values).toContain('调岗，不再需要');
    await sql("update workbench.persons set name = '陈思远' where name = '陈思远（已改名）'");
  });

  it("refuses removing one's own last administrator role", async () => {
    const own = await holdingId('manager', 'enterprise_admin');
    const losses = await count('role_loss_records');
    const answer = await post(demo.manager, roleHolderPaths.remove, { id: own, reason: '试试' }, 'en');
    expect(answer).toMatchObject({ code: 400, msg: 'You cannot remove your own last administrator role.' });
    const chinese = await post(demo.manager, roleHolderPaths.remove, { id: own, reason: '试试' });
    expect(chinese).toMatchObject({ code: 400, msg: '不能移除自己最后一个管理员角色' });
    expect(await holdingId('manager', 'enterprise_admin')).toBe(own);
    expect(await count('role_loss_records')).toBe(losses);
  });

  it("keeps a platform account's platform role from an enterprise administrator of its company", async () => {
    const platform = await holdingId('admin', 'platform_admin');
    const answer = await post(demo.manager, roleHolderPaths.remove, { id: platform, reason: '越权' });
    expect(answer).toMatchObject({ code: 403, msg: '只有平台管理员可以使用平台范围的角色类型' });
    expect(await holdingId('admin', 'platform_admin')).toBe(platform);
  });

  it('keeps the last platform administrator while there is no super account', async () => {
    // admin also holds the enterprise administrator role, so the platform one is not their last.
    const given = await post<Holder>(demo.admin, roleHolderPaths.add, {
      roleId: await roleId('enterprise_admin'),
      account: 'admin',
    });
    expect(given.code).toBe(200);
    const platform = await holdingId('admin', 'platform_admin');
    await sql('delete from workbench.super_accounts');
    const refused = await post(demo.admin, roleHolderPaths.remove, { id: platform, reason: '交接' });
    expect(refused).toMatchObject({ code: 400, msg: '这是平台管理员的最后一位持有人，且没有超级账号，不能移除' });
    await sql(
      "insert into workbench.super_accounts (account_id, created_at) select id, now() from workbench.accounts where account = 'admin'",
    );
    expect((await post(demo.admin, roleHolderPaths.remove, { id: given.data.id, reason: '只是测试' })).code).toBe(200);
  });

  it("answers another company's holder as a missing one", async () => {
    const theirs = await holdingId('manager', 'enterprise_admin');
    const list = await post<{ total: number; list: Holder[] }>(demo.adminYh, roleHolderResource.paths.list, {
      pageNum: 1,
      pageSize: 100,
    });
    expect(list.data.total).toBeGreaterThan(1000);
    expect(new Set(list.data.list.map((row) => row.companyName))).toEqual(new Set(['远航供应链']));
    expect((await post(demo.adminYh, roleHolderResource.paths.detail, { id: theirs })).code).toBe(404);
    const removed = await post(demo.adminYh, roleHolderPaths.remove, { id: theirs, reason: '越权' }, 'en');
    expect(removed).toMatchObject({ code: 404, msg: 'No such role holding.' });
    expect(await holdingId('manager', 'enterprise_admin')).toBe(theirs);
  });

  it('keeps the loss record of an account detached afterwards', async () => {
    // An account attached for 李晓娜 in 汇采集团 comes with the enterprise staff role.
    const attached = await post<{ id: number }>(demo.admin, personPaths.attach, {
      id: await accountId('buyer'),
      companyId: (await one<{ id: number }>("select id from workbench.companies where name = '汇采集团'")).id,
      account: 'buyer.hc',
    });
    expect(attached.code).toBe(200);
    const id = await holdingId('buyer.hc', 'enterprise_staff');
    expect((await post(demo.admin, roleHolderPaths.remove, { id, reason: '临时账号' })).code).toBe(200);
    expect((await post(demo.admin, personPaths.detach, { id: attached.data.id })).code).toBe(200);
    const [record] = await sql<{ account_id: number | null; account: string }>(
      "select account_id, account from workbench.role_loss_records where reason = '临时账号'",
    );
    expect(record).toEqual({ account_id: null, account: 'buyer.hc' });
  });
});

describe('authorisations', () => {
  type App = { appId: number; code: string; name: string; authorized?: boolean };

  it('reads, sets and logs the applications of an account; its routes follow', async () => {
    const buyer = await accountId('buyer');
    const buyerToken = (await signIn(demo.server, 'buyer')).token;
    const apps = await post<App[]>(demo.admin, authorisationPaths.selectByAccountId, { accountId: buyer });
    expect(apps.data.map((app) => app.appId)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(apps.data[0]).toEqual({ appId: 1, code: 'workbench', name: '工作台' });

    const updated = await post<App[]>(
      demo.admin,
      authorisationPaths.update,
      { accountId: buyer, appIds: [2, 3] },
      'en',
    );
    expect(updated.code).toBe(200);
    expect(updated.data.filter((app) => app.authorized).map((app) => app.name)).toEqual(['E-commerce', 'Purchasing']);
    const all = await post<App[]>(demo.admin, authorisationPaths.selectAllByAccountId, { accountId: buyer });
    expect(all.data.map((app) => app.authorized)).toEqual([false, true, true, false, false, false]);
    const [logged] = await sql<{
      resource: string;
      action: string;
      before: { apps: string[] };
      after: { apps: string[] };
    }>(
      "select resource, action, before, after from workbench.operate_logs where account = 'admin' order by id desc limit 1",
    );
    expect(logged).toMatchObject({
      resource: 'authorize',
      action: 'update',
      after: { apps: ['ecommerce', 'purchase'] },
    });
    expect(logged?.before.apps).toHaveLength(6);

    // The account's own view, and its routes in an application it is no longer authorised for.
    const own = await post<App[]>(buyerToken, authorisationPaths.getLoginAuthorizeInfo, {}, 'en');
    expect(own.data).toEqual([
      { appId: 2, code: 'ecommerce', name: 'E-commerce' },
      { appId: 3, code: 'purchase', name: 'Purchasing' },
    ]);
    const routes = await post<unknown[]>(buyerToken, '/share-system/menu/getRouters', { appId: 1 });
    expect(routes).toMatchObject({ code: 200, data: [] });

    expect(
      (await post(demo.admin, authorisationPaths.update, { accountId: buyer, appIds: [1, 2, 3, 4, 5, 6] })).code,
    ).toBe(200);
    expect(
      (await post<unknown[]>(buyerToken, '/share-system/menu/getRouters', { appId: 1 })).data.length,
    ).toBeGreaterThan(0);
  });

  it('refuses an unknown application and taking the console from oneself, writing nothing', async () => {
    const buyer = await accountId('buyer');
    const before = await count('account_apps');
    const unknown = await post<FieldErrors>(demo.admin, authorisationPaths.update, {
      accountId: buyer,
      appIds: [1, 99],
    });
    expect(unknown).toMatchObject({ status: 400, code: 400 });
    expect(unknown.data?.fieldErrors?.['appIds']).toBe('没有这些应用：99');
    const own = await post<FieldErrors>(demo.admin, authorisationPaths.update, {
      accountId: await accountId('admin'),
      appIds: [2],
    });
    expect(own.data?.fieldErrors?.['appIds']).toBe('不能取消自己账号对工作台的授权');
    expect(await count('account_apps')).toBe(before);
  });

  it("answers another company's account as a missing one to an enterprise administrator", async () => {
    const buyer = await accountId('buyer');
    expect((await post(demo.adminYh, authorisationPaths.selectAllByAccountId, { accountId: buyer })).code).toBe(404);
    expect((await post(demo.adminYh, authorisationPaths.update, { accountId: buyer, appIds: [] })).code).toBe(404);
    // admin is a platform account of manager's company: manager reads its applications, never changes them.
    const adminId = await accountId('admin');
    expect((await post(demo.manager, authorisationPaths.selectByAccountId, { accountId: adminId })).code).toBe(200);
    const refused = await post(demo.manager, authorisationPaths.update, { accountId: adminId, appIds: [] }, 'en');
    expect(refused).toMatchObject({
      code: 403,
      msg: "Only a platform administrator can change a platform account's applications.",
    });
    expect(
      (await post<App[]>(demo.admin, authorisationPaths.selectByAccountId, { accountId: adminId })).data,
    ).toHaveLength(6);
    const mine = await post<App[]>(demo.adminYh, authorisationPaths.selectByAccountId, {
      accountId: await accountId('yh.0001'),
    });
    expect(mine.code).toBe(200);
  });
});
