/**
 * Who may call what (docs/architecture.md, "Access"; docs/screens.md, "Access"): every route of
 * the signed API and the downloads names a resource code held in the tables, an account without
 * it is refused on each, and grants follow the rules of who may give what.
 */
import * as contracts from '@workbench/contracts';
import {
  accessPaths,
  authorisationPaths,
  menuPaths,
  personResource,
  roleHolderPaths,
  roleResource,
  type ResourceDefinition,
} from '@workbench/contracts';
import type { AddressInfo } from 'node:net';
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, type Envelope, openSocket, pushKeyQuery, signIn, type SocketClient, useDemoServer } from './support';

const demo = useDemoServer('admin', 'manager');

async function post<T = unknown>(token: string, url: string, body: object, lang: 'zh' | 'en' = 'zh') {
  const response = await call(demo.server, url, { body, token, lang });
  return response.json<Envelope<T>>();
}

const sql = <T>(text: string, params: unknown[] = []) => demo.server.sql<T>(text, params);

/** Adds a person (blank password: the default) as `admin`, in admin's company; returns their token. */
async function newPerson(account: string): Promise<{ token: string; accountId: number }> {
  const added = await post<{ id: number }>(demo.admin, personResource.paths.add, {
    account,
    name: account,
    phone: '',
    unitId: null,
  });
  expect(added.code).toBe(200);
  return { token: (await signIn(demo.server, account)).token, accountId: added.data.id };
}

describe('the route table', () => {
  it('names a resource code held in the resources table on every management route', async () => {
    const routes = demo.server.app.routeAccess;
    expect(routes.length).toBeGreaterThan(60);
    const codes = new Set((await sql<{ code: string }>('select code from workbench.resources')).map((r) => r.code));
    const guarded = routes.filter((route) => typeof route.resource === 'string');
    expect(guarded.length).toBeGreaterThan(30);
    for (const route of guarded) expect(codes, `${route.method} ${route.url}`).toContain(route.resource);
  });

  it('fails on a management route without a resource code: only the listed self-service calls go without', () => {
    // A management route is any route under the base path of a resource definition of the
    // contracts (every management screen is one, docs/architecture.md, "Resources"), or of the
    // authorisation calls; none may fall back to "any signed-in account" or to no session.
    const bases = [
      ...Object.values(contracts)
        .filter(
          (value): value is ResourceDefinition =>
            typeof value === 'object' && value !== null && 'basePath' in value && 'permissions' in value,
        )
        .map((definition) => definition.basePath),
      '/share-system/authorize',
    ];
    expect(bases.length).toBeGreaterThan(30);
    const management = demo.server.app.routeAccess.filter((route) =>
      bases.some((base) => route.url.startsWith(`${base}/`)),
    );
    expect(management.length).toBeGreaterThan(150);
    const open = management.filter((route) => typeof route.resource !== 'string').map((route) => route.url);
    // The calls an account makes on its own behalf (docs/screens.md, "Access"): its roles, its own
    // grants and field access, its menus and routes, its applications.
    expect(open.sort()).toEqual(
      [
        '/share-system/role/selectRoleByAccountId',
        accessPaths.permissionTree,
        accessPaths.fieldAccess,
        '/share-system/menu/getLeftMenuList',
        '/share-system/menu/getRouters',
        '/share-system/app/accessV2',
        authorisationPaths.getLoginAuthorizeInfo,
      ].sort(),
    );
  });

  it('refuses an account holding no role on every route that needs a code, and logs each refusal', async () => {
    const { token, accountId } = await newPerson('no.roles');
    const signed = demo.server.app.routeAccess.filter(
      (route) => typeof route.resource === 'string' && route.method === 'POST' && !route.url.endsWith('/export'),
    );
    let called = 0;
    // A body each route accepts, so that the permission, not the schema, answers.
    const bodyFor = (schema: TSchema) => {
      const created = (() => {
        try {
          return Value.Create(schema) as object;
        } catch {
          return undefined; // a pattern without a default: try the usual shapes
        }
      })();
      return [created, {}, { id: 1 }, { pageNum: 1, pageSize: 10 }, { appId: 1, roleId: 1, resourceIds: [] }].find(
        (candidate) => candidate !== undefined && Value.Check(schema, candidate),
      );
    };
    for (const route of signed) {
      const body = bodyFor(route.parameters as TSchema);
      if (!body) continue;
      const answer = await post(token, route.url, body);
      expect(answer.code, route.url).toBe(403);
      called += 1;
    }
    expect(called).toBeGreaterThan(15);
    const [refusals] = await sql<{ n: number }>(
      "select count(*)::int as n from workbench.operate_logs where account_id = $1 and action = 'refuse'",
      [accountId],
    );
    expect(refusals?.n).toBe(called);
  });
});

describe('grants', () => {
  async function treeOf(token: string, roleId?: number) {
    const answer = await post<{ resources: { id: number; code: string; granted: boolean; grantable: boolean }[] }>(
      token,
      accessPaths.permissionTree,
      roleId === undefined ? { appId: 1 } : { appId: 1, roleId },
    );
    expect(answer.code).toBe(200);
    return answer.data.resources;
  }

  it('gives a new role one more route: its holder gets the menu entry and the calls', async () => {
    const role = await post<{ id: number }>(demo.manager, roleResource.paths.add, {
      code: 'log_reader',
      nameZh: '日志查看',
      nameEn: 'Log reader',
      typeId: (await sql<{ id: number }>("select id from workbench.role_types where code = 'staff'"))[0]?.id,
    });
    expect(role.code).toBe(200);
    const { token, accountId } = await newPerson('log.reader');
    await sql('insert into workbench.account_roles (account_id, role_id) values ($1, $2)', [accountId, role.data.id]);
    const routes = async () =>
      (await post<{ code: string }[]>(token, '/share-system/menu/getRouters', { appId: 1 })).data.map((r) => r.code);
    expect(await routes()).not.toContain('operate_log');

    const resources = await treeOf(demo.manager, role.data.id);
    const ids = resources.filter((r) => r.code === 'app1:operate_log' || r.code === 'log:read').map((r) => r.id);
    const granted = await post(demo.manager, accessPaths.grant, { roleId: role.data.id, appId: 1, resourceIds: ids });
    expect(granted.code).toBe(200);
    // The log keeps the codes and, for people, their names in both languages.
    const [grant] = await sql<{ after: { granted: string[]; grantedNames: { zh: string[]; en: string[] } } }>(
      "select after from workbench.operate_logs where action = 'grant' order by id desc limit 1",
    );
    expect([...(grant?.after.granted ?? [])].sort()).toEqual(['app1:operate_log', 'log:read']);
    expect(grant?.after.grantedNames.zh).toHaveLength(2);
    expect(grant?.after.grantedNames.en.join(' ')).not.toMatch(/:/);
    expect(await routes()).toContain('operate_log');
    expect((await post(token, '/share-system/operateLog/list', { pageNum: 1, pageSize: 10 })).code).toBe(200);

    const revoked = await post(demo.manager, accessPaths.grant, { roleId: role.data.id, appId: 1, resourceIds: [] });
    expect(revoked.code).toBe(200);
    expect(await routes()).not.toContain('operate_log');
    expect((await post(token, '/share-system/operateLog/list', { pageNum: 1, pageSize: 10 })).code).toBe(403);
  });

  it('refuses an enterprise administrator a platform-only permission, a platform role and an unknown resource, logging the refusals', async () => {
    const [own] = await sql<{ id: number }>("select id from workbench.roles where code = 'log_reader'");
    const roleId = own?.id ?? 0;
    const resources = await treeOf(demo.manager, roleId);
    const menuWrite = resources.find((r) => r.code === 'menu:write');
    expect(menuWrite?.grantable).toBe(false);
    const before = (await sql<{ n: number }>('select count(*)::int as n from workbench.role_resources'))[0]?.n;
    const logsBefore = (await sql<{ n: number }>('select count(*)::int as n from workbench.operate_logs'))[0]?.n;

    const platformOnly = await post(demo.manager, accessPaths.grant, {
      roleId,
      appId: 1,
      resourceIds: [menuWrite?.id ?? 0],
    });
    expect(platformOnly.code).toBe(403);
    expect(platformOnly.msg).toBe('不能授予以下权限：编辑菜单');
    const platformOnlyEn = await post(
      demo.manager,
      accessPaths.grant,
      { roleId, appId: 1, resourceIds: [menuWrite?.id ?? 0] },
      'en',
    );
    expect(platformOnlyEn).toMatchObject({ code: 403, msg: 'These permissions cannot be granted: Edit menus' });

    const [staff] = await sql<{ id: number }>("select id from workbench.roles where code = 'enterprise_staff'");
    const staffRow = () => sql('select * from workbench.roles where id = $1', [staff?.id]);
    const staffBefore = await staffRow();
    const staffGrants = () =>
      sql('select resource_id from workbench.role_resources where role_id = $1 order by resource_id', [staff?.id]);
    const staffGrantsBefore = await staffGrants();
    // A platform role is changed by platform administrators only (docs/screens.md, "Access",
    // "Roles"): neither its grants nor its fields, in either language.
    for (const [lang, msg] of [
      ['zh', '平台角色只能由平台管理员修改'],
      ['en', 'Only a platform administrator can change a platform role.'],
    ] as const) {
      const platformRole = await post(
        demo.manager,
        accessPaths.grant,
        { roleId: staff?.id, appId: 1, resourceIds: [] },
        lang,
      );
      expect(platformRole, lang).toMatchObject({ code: 403, msg });
      const renamed = await post(
        demo.manager,
        roleResource.paths.update,
        { id: staff?.id, nameZh: '员工', nameEn: 'Staff', typeId: 3 },
        lang,
      );
      expect(renamed, lang).toMatchObject({ code: 403, msg });
    }
    expect(await staffRow()).toEqual(staffBefore);
    expect(await staffGrants()).toEqual(staffGrantsBefore);

    const unknown = await post<{ fieldErrors?: Record<string, string> }>(demo.manager, accessPaths.grant, {
      roleId,
      appId: 1,
      resourceIds: [999_999],
    });
    expect(unknown.code).toBe(400);
    expect(unknown.data.fieldErrors?.['resourceIds']).toBe('不能授予以下权限：999999');
    const unknownEn = await post<{ fieldErrors?: Record<string, string> }>(
      demo.manager,
      accessPaths.grant,
      { roleId, appId: 1, resourceIds: [999_999] },
      'en',
    );
    expect(unknownEn.data.fieldErrors?.['resourceIds']).toBe('These permissions cannot be granted: 999999');

    expect((await sql<{ n: number }>('select count(*)::int as n from workbench.role_resources'))[0]?.n).toBe(before);
    const refused = await sql<{ resource: string }>(
      "select resource from workbench.operate_logs where account = 'manager' and action = 'refuse' order by id",
    );
    expect(refused.map((r) => r.resource)).toEqual(['role', 'role', 'role', 'role', 'role', 'role']);
    // Nothing but the refusals was logged.
    expect((await sql<{ n: number }>('select count(*)::int as n from workbench.operate_logs'))[0]?.n).toBe(
      (logsBefore ?? 0) + 6,
    );
  });

  it('refuses an enterprise administrator a permission they do not hold themselves, in zh and en, writing nothing', async () => {
    const [own] = await sql<{ id: number }>("select id from workbench.roles where code = 'log_reader'");
    const roleId = own?.id ?? 0;
    // A resource of application 1 that is not platform-only and that manager's roles do not grant.
    const [notHeld] = await sql<{ id: number; code: string; name_zh: string; name_en: string }>(
      `select r.id, r.code, r.name_zh, r.name_en from workbench.resources r join workbench.menus m on m.id = r.menu_id
       where m.app_id = 1 and not r.platform_only and r.id not in (
         select rr.resource_id from workbench.role_resources rr
         join workbench.account_roles ar on ar.role_id = rr.role_id
         join workbench.accounts a on a.id = ar.account_id where a.account = 'manager')
       order by r.code limit 1`,
    );
    expect(notHeld).toBeDefined();
    const resources = await treeOf(demo.manager, roleId);
    expect(resources.find((r) => r.id === notHeld?.id)?.grantable).toBe(false);
    const held = resources.filter((r) => r.granted).map((r) => r.id);
    const before = await sql<{ resource_id: number }>(
      'select resource_id from workbench.role_resources where role_id = $1 order by resource_id',
      [roleId],
    );
    const [last] = await sql<{ id: number }>('select coalesce(max(id), 0)::int as id from workbench.operate_logs');
    for (const [lang, msg] of [
      ['zh', `不能授予以下权限：${notHeld?.name_zh}`],
      ['en', `These permissions cannot be granted: ${notHeld?.name_en}`],
    ] as const) {
      const answer = await post(
        demo.manager,
        accessPaths.grant,
        { roleId, appId: 1, resourceIds: [...held, notHeld?.id ?? 0] },
        lang,
      );
      expect(answer).toMatchObject({ code: 403, msg });
    }
    expect(
      await sql('select resource_id from workbench.role_resources where role_id = $1 order by resource_id', [roleId]),
    ).toEqual(before);
    const logged = await sql<{ action: string; resource: string }>(
      'select action, resource from workbench.operate_logs where id > $1 order by id',
      [last?.id],
    );
    expect(logged).toEqual([
      { action: 'refuse', resource: 'role' },
      { action: 'refuse', resource: 'role' },
    ]);
  });

  it('refuses to delete a role still held, naming the holders', async () => {
    const [own] = await sql<{ id: number }>("select id from workbench.roles where code = 'log_reader'");
    const answer = await post(demo.manager, roleResource.paths.delete, { id: own?.id });
    expect(answer).toMatchObject({ code: 400, msg: '还有 1 个账号持有此角色，请先移除：log.reader（log.reader）' });
    const english = await post(demo.manager, roleResource.paths.delete, { id: own?.id }, 'en');
    expect(english).toMatchObject({
      code: 400,
      msg: 'Remove this role from the accounts holding it first (1): log.reader（log.reader）',
    });
    expect(await sql("select 1 from workbench.roles where code = 'log_reader'")).toHaveLength(1);
  });
});

describe('form permissions', () => {
  it('makes a field read-only for a role: its holder sees it so and the server refuses a change to it', async () => {
    const typeId = (await sql<{ id: number }>("select id from workbench.role_types where code = 'staff'"))[0]?.id;
    const role = await post<{ id: number }>(demo.manager, roleResource.paths.add, {
      code: 'people_clerk',
      nameZh: '人员录入',
      nameEn: 'People clerk',
      typeId,
    });
    const roleId = role.data.id;
    const resources = await post<{ resources: { id: number; code: string }[] }>(
      demo.manager,
      accessPaths.permissionTree,
      {
        appId: 1,
        roleId,
      },
    );
    const ids = resources.data.resources
      .filter((r) => ['app1:people_manage', 'person:read', 'person:write'].includes(r.code))
      .map((r) => r.id);
    expect((await post(demo.manager, accessPaths.grant, { roleId, appId: 1, resourceIds: ids })).code).toBe(200);
    const set = await post(demo.manager, accessPaths.updateFieldPermissions, {
      roleId,
      resource: 'person',
      fields: { phone: 'read', unitId: 'hidden', name: 'write' },
    });
    expect(set).toMatchObject({ code: 200, data: { phone: 'read', unitId: 'hidden' } });
    const unknownField = await post<{ fieldErrors?: Record<string, string> }>(
      demo.manager,
      accessPaths.updateFieldPermissions,
      { roleId, resource: 'person', fields: { salary: 'hidden' } },
      'en',
    );
    expect(unknownField.data.fieldErrors?.['fields']).toBe('The form has no such fields: salary');

    const { token, accountId } = await newPerson('people.clerk');
    await sql('insert into workbench.account_roles (account_id, role_id) values ($1, $2)', [accountId, roleId]);
    expect((await post(token, accessPaths.fieldAccess, { resource: 'person' })).data).toEqual({
      phone: 'read',
      unitId: 'hidden',
    });
    const [target] = await sql<{ id: number; phone: string; unit_id: number | null }>(
      "select a.id, p.phone, a.unit_id from workbench.accounts a join workbench.persons p on p.id = a.person_id where a.account = 'manager'",
    );
    const update = (changes: object) =>
      post<{ fieldErrors?: Record<string, string> }>(token, personResource.paths.update, {
        id: target?.id,
        name: '陈思远',
        phone: target?.phone,
        unitId: target?.unit_id,
        ...changes,
      });
    const refused = await update({ phone: '13700137000' });
    expect(refused.code).toBe(400);
    expect(refused.data.fieldErrors?.['phone']).toBe('你没有修改此项的权限');
    expect((await update({ name: '陈思远' })).code).toBe(200);
  });
});

describe('reading permissions (docs/screens.md, "Access", "Permissions")', () => {
  it("answers an account holding no role its own tree, and refuses it another role's without role:read, in zh and en, logging each refusal", async () => {
    const { token, accountId } = await newPerson('tree.reader');
    const own = await post<{ resources: { code: string; granted: boolean }[] }>(token, accessPaths.permissionTree, {
      appId: 1,
    });
    expect(own.code).toBe(200);
    expect(own.data.resources.length).toBeGreaterThan(0);
    expect(own.data.resources.filter((r) => r.granted)).toEqual([]);

    const [staff] = await sql<{ id: number }>("select id from workbench.roles where code = 'enterprise_staff'");
    const [last] = await sql<{ id: number }>('select coalesce(max(id), 0)::int as id from workbench.operate_logs');
    for (const [lang, msg] of [
      ['zh', '没有权限执行此操作'],
      ['en', 'You do not have permission to do this.'],
    ] as const) {
      const answer = await post(token, accessPaths.permissionTree, { appId: 1, roleId: staff?.id }, lang);
      expect(answer, lang).toEqual({ code: 403, msg, data: null });
    }
    const logged = await sql<{ account_id: number; action: string; resource: string; after: unknown }>(
      'select account_id, action, resource, after from workbench.operate_logs where id > $1 order by id',
      [last?.id],
    );
    const refusal = {
      account_id: accountId,
      action: 'refuse',
      resource: 'role',
      after: {
        permission: 'role:read',
        permissionName: { zh: expect.any(String), en: expect.any(String) },
        url: accessPaths.permissionTree,
      },
    };
    expect(logged).toEqual([refusal, refusal]);
  });
});

describe('"access changed" over the live socket (docs/behaviour.md, "Roles and permissions")', () => {
  let base: string;
  beforeAll(async () => {
    await demo.server.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(demo.server.app.server.address() as AddressInfo).port}`;
  });

  const socketOf = async (token: string) => openSocket(base, await pushKeyQuery(demo.server, token));

  /**
   * Asserts `client` was sent nothing since: frames arrive in order, so an `accessChanged` sent
   * to it would come before the answer to this heartbeat. Call it once the accounts that were told
   * received their frame, so the change has reached this process's sockets.
   */
  async function toldNothing(client: SocketClient) {
    client.socket.send('3');
    expect(await client.next()).toMatchObject({ type: 'heartbeat' });
  }

  it('tells the holders of a role whose grants change, an account given a role, and every console of a menu change; nobody else', async () => {
    const [staff] = await sql<{ id: number }>("select id from workbench.role_types where code = 'staff'");
    const role = await post<{ id: number }>(demo.manager, roleResource.paths.add, {
      code: 'push_probe',
      nameZh: '推送探针',
      nameEn: 'Push probe',
      typeId: staff?.id,
    });
    expect(role.code).toBe(200);
    const holder = await newPerson('push.holder');
    const outsider = await newPerson('push.outsider');
    await sql('insert into workbench.account_roles (account_id, role_id) values ($1, $2)', [
      holder.accountId,
      role.data.id,
    ]);
    const [holderSocket, outsiderSocket, managerSocket] = await Promise.all([
      socketOf(holder.token),
      socketOf(outsider.token),
      socketOf(demo.manager),
    ]);

    expect(
      (await post(demo.manager, accessPaths.grant, { roleId: role.data.id, appId: 1, resourceIds: [] })).code,
    ).toBe(200);
    expect(await holderSocket.next()).toEqual({ type: 'accessChanged' });
    await toldNothing(outsiderSocket);
    await toldNothing(managerSocket);

    const given = await post(demo.manager, roleHolderPaths.add, { roleId: role.data.id, account: 'push.outsider' });
    expect(given.code).toBe(200);
    expect(await outsiderSocket.next()).toEqual({ type: 'accessChanged' });
    await toldNothing(holderSocket);
    await toldNothing(managerSocket);

    const [first] = await sql<{ id: number }>(
      'select id from workbench.menus where app_id = 1 and parent_id is null order by sort, id limit 1',
    );
    expect((await post(demo.admin, menuPaths.move, { id: first?.id, parentId: null, index: 0 })).code).toBe(200);
    for (const client of [holderSocket, outsiderSocket, managerSocket])
      expect(await client.next()).toEqual({ type: 'accessChanged' });
    for (const client of [holderSocket, outsiderSocket, managerSocket]) client.socket.close();
  });
});
