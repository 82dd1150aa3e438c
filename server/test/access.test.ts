/**
 * Who may call what (docs/architecture.md, "Access"; docs/screens.md, "Access"): every route of
 * the signed API and the downloads names a resource code held in the tables, an account without
 * it is refused on each, and grants follow the rules of who may give what.
 */
import { accessPaths, personResource, roleResource } from '@workbench/contracts';
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, startTestServer, type TestServer } from './support';

let server: TestServer;
let admin: string;
let manager: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await signIn(server, 'admin')).token;
  manager = (await signIn(server, 'manager')).token;
});
afterAll(() => server.close());

type Envelope<T = unknown> = { code: number; msg: string; data: T };

async function post<T = unknown>(token: string, url: string, body: object, lang: 'zh' | 'en' = 'zh') {
  const response = await call(server, url, { body, token, lang });
  return response.json<Envelope<T>>();
}

const sql = <T>(text: string, params: unknown[] = []) => server.sql<T>(text, params);

/** Adds a person (blank password: the default) as `admin`, in admin's company; returns their token. */
async function newPerson(account: string): Promise<{ token: string; accountId: number }> {
  const added = await post<{ id: number }>(admin, personResource.paths.add, {
    account,
    name: account,
    phone: '',
    unitId: null,
  });
  expect(added.code).toBe(200);
  return { token: (await signIn(server, account)).token, accountId: added.data.id };
}

describe('the route table', () => {
  it('names a resource code held in the resources table on every management route', async () => {
    const routes = server.app.routeAccess;
    expect(routes.length).toBeGreaterThan(60);
    const codes = new Set((await sql<{ code: string }>('select code from workbench.resources')).map((r) => r.code));
    const guarded = routes.filter((route) => typeof route.resource === 'string');
    expect(guarded.length).toBeGreaterThan(30);
    for (const route of guarded) expect(codes, `${route.method} ${route.url}`).toContain(route.resource);
    // The management paths never fall back to "any signed-in account".
    const management = /^\/share-system\/(company|unit|person|operateLog|searchLog|roleType|role)\//;
    const open = routes.filter((route) => management.test(route.url) && typeof route.resource !== 'string');
    expect(open.map((route) => route.url)).toEqual([
      '/share-system/role/selectRoleByAccountId',
      accessPaths.permissionTree,
      accessPaths.fieldAccess,
    ]);
  });

  it('refuses an account holding no role on every route that needs a code, and logs each refusal', async () => {
    const { token, accountId } = await newPerson('no.roles');
    const signed = server.app.routeAccess.filter(
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
    const role = await post<{ id: number }>(manager, roleResource.paths.add, {
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

    const resources = await treeOf(manager, role.data.id);
    const ids = resources.filter((r) => r.code === 'app1:operate_log' || r.code === 'log:read').map((r) => r.id);
    const granted = await post(manager, accessPaths.grant, { roleId: role.data.id, appId: 1, resourceIds: ids });
    expect(granted.code).toBe(200);
    expect(await routes()).toContain('operate_log');
    expect((await post(token, '/share-system/operateLog/list', { pageNum: 1, pageSize: 10 })).code).toBe(200);

    const revoked = await post(manager, accessPaths.grant, { roleId: role.data.id, appId: 1, resourceIds: [] });
    expect(revoked.code).toBe(200);
    expect(await routes()).not.toContain('operate_log');
    expect((await post(token, '/share-system/operateLog/list', { pageNum: 1, pageSize: 10 })).code).toBe(403);
  });

  it('refuses an enterprise administrator a platform-only permission, a platform role and an unknown resource, logging the refusals', async () => {
    const [own] = await sql<{ id: number }>("select id from workbench.roles where code = 'log_reader'");
    const roleId = own?.id ?? 0;
    const resources = await treeOf(manager, roleId);
    const menuWrite = resources.find((r) => r.code === 'menu:write');
    expect(menuWrite?.grantable).toBe(false);
    const before = (await sql<{ n: number }>('select count(*)::int as n from workbench.role_resources'))[0]?.n;

    const platformOnly = await post(manager, accessPaths.grant, {
      roleId,
      appId: 1,
      resourceIds: [menuWrite?.id ?? 0],
    });
    expect(platformOnly.code).toBe(403);
    expect(platformOnly.msg).toBe('不能授予以下权限：menu:write');

    const [staff] = await sql<{ id: number }>("select id from workbench.roles where code = 'enterprise_staff'");
    const platformRole = await post(manager, accessPaths.grant, { roleId: staff?.id, appId: 1, resourceIds: [] }, 'en');
    expect(platformRole).toMatchObject({ code: 403, msg: 'Only a platform administrator can change a platform role.' });
    const renamed = await post(manager, roleResource.paths.update, {
      id: staff?.id,
      nameZh: '员工',
      nameEn: 'Staff',
      typeId: 3,
    });
    expect(renamed.code).toBe(403);

    const unknown = await post<{ fieldErrors?: Record<string, string> }>(manager, accessPaths.grant, {
      roleId,
      appId: 1,
      resourceIds: [999_999],
    });
    expect(unknown.code).toBe(400);
    expect(unknown.data.fieldErrors?.['resourceIds']).toBe('不能授予以下权限：999999');

    expect((await sql<{ n: number }>('select count(*)::int as n from workbench.role_resources'))[0]?.n).toBe(before);
    const refused = await sql<{ resource: string }>(
      "select resource from workbench.operate_logs where account = 'manager' and action = 'refuse' order by id",
    );
    expect(refused.map((r) => r.resource)).toEqual(['role', 'role', 'role']);
  });

  it('refuses to delete a role still held, naming the holders', async () => {
    const [own] = await sql<{ id: number }>("select id from workbench.roles where code = 'log_reader'");
    const answer = await post(manager, roleResource.paths.delete, { id: own?.id });
    expect(answer).toMatchObject({ code: 400, msg: '还有 1 个账号持有此角色，请先移除：log.reader（log.reader）' });
  });
});

describe('form permissions', () => {
  it('makes a field read-only for a role: its holder sees it so and the server refuses a change to it', async () => {
    const typeId = (await sql<{ id: number }>("select id from workbench.role_types where code = 'staff'"))[0]?.id;
    const role = await post<{ id: number }>(manager, roleResource.paths.add, {
      code: 'people_clerk',
      nameZh: '人员录入',
      nameEn: 'People clerk',
      typeId,
    });
    const roleId = role.data.id;
    const resources = await post<{ resources: { id: number; code: string }[] }>(manager, accessPaths.permissionTree, {
      appId: 1,
      roleId,
    });
    const ids = resources.data.resources
      .filter((r) => ['app1:people_manage', 'person:read', 'person:write'].includes(r.code))
      .map((r) => r.id);
    expect((await post(manager, accessPaths.grant, { roleId, appId: 1, resourceIds: ids })).code).toBe(200);
    const set = await post(manager, accessPaths.updateFieldPermissions, {
      roleId,
      resource: 'person',
      fields: { phone: 'read', unitId: 'hidden', name: 'write' },
    });
    expect(set).toMatchObject({ code: 200, data: { phone: 'read', unitId: 'hidden' } });
    const unknownField = await post<{ fieldErrors?: Record<string, string> }>(
      manager,
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
