/**
 * Process types and templates (docs/screens.md, "Approval processes"): a company's own rows, codes
 * unique in the company, a type kept while templates use it, and every step of a template naming
 * someone who can approve it, refused in both languages otherwise (docs/behaviour.md, "Approval
 * processes").
 */
import { processTemplateResource, processTypeResource } from '@workbench/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, startTestServer, type TestServer } from './support';

let server: TestServer;
let manager: string;
let adminYh: string;

beforeAll(async () => {
  server = await startTestServer();
  manager = (await signIn(server, 'manager')).token;
  adminYh = (await signIn(server, 'admin.yh')).token;
});
afterAll(() => server.close());

type Envelope<T = unknown> = { code: number; msg: string; data: T };
type Refusal = { fieldErrors?: Record<string, string> } | null;
type TypeRow = { id: number; code: string; nameZh: string; templateCount: number };
type TemplateRow = { id: number; typeName: string; stepCount: number; steps: { rule: string }[] };

async function post<T = unknown>(token: string, url: string, body: object, lang: 'zh' | 'en' = 'zh') {
  const response = await call(server, url, { body, token, lang });
  return { status: response.statusCode, ...response.json<Envelope<T>>() };
}

const sql = <T>(text: string, params: unknown[] = []) => server.sql<T>(text, params);
const idOf = async (table: string, column: string, value: string) =>
  (await sql<{ id: number }>(`select id from workbench.${table} where ${column} = $1`, [value]))[0]?.id ?? 0;

const types = processTypeResource.paths;
const templates = processTemplateResource.paths;

describe('process types and templates', () => {
  let typeId = 0;

  it('needs process:read or process:write on every route', () => {
    const routes = server.app.routeAccess.filter((route) => route.url.startsWith('/share-workflow/process'));
    expect(routes.map((route) => `${route.url} ${route.resource}`).sort()).toEqual(
      [
        `${types.add} process:write`,
        `${types.delete} process:write`,
        `${types.detail} process:read`,
        `${types.list} process:read`,
        `${types.update} process:write`,
        `${templates.add} process:write`,
        `${templates.delete} process:write`,
        `${templates.detail} process:read`,
        `${templates.list} process:read`,
        `${templates.update} process:write`,
      ].sort(),
    );
  });

  it('adds a type of the caller company, logged; the same code again is refused', async () => {
    const added = await post<TypeRow>(manager, types.add, { code: 'purchase', nameZh: '采购', nameEn: 'Purchase' });
    expect(added.code).toBe(200);
    expect(added.data).toMatchObject({ code: 'purchase', companyName: '汇采集团', templateCount: 0 });
    typeId = added.data.id;
    const [logged] = await sql<{ action: string }>(
      "select action from workbench.operate_logs where resource = 'processType' and row_id = $1",
      [String(typeId)],
    );
    expect(logged?.action).toBe('add');
    const again = await post<Refusal>(manager, types.add, { code: 'purchase', nameZh: '再', nameEn: 'Again' }, 'en');
    expect(again.status).toBe(400);
    expect(again.data?.fieldErrors?.['code']).toBe('The code purchase is already in use.');
    // Another company may use the same code.
    const other = await post<TypeRow>(adminYh, types.add, { code: 'purchase', nameZh: '采购', nameEn: 'Purchase' });
    expect(other.code).toBe(200);
  });

  it("hides another company's types", async () => {
    const list = await post<{ list: TypeRow[] }>(adminYh, types.list, { pageNum: 1, pageSize: 50 });
    expect(list.data.list.map((row) => row.id)).not.toContain(typeId);
    expect((await post(adminYh, types.detail, { id: typeId })).code).toBe(404);
    expect((await post(adminYh, types.delete, { id: typeId })).code).toBe(404);
  });

  it('refuses a template with no step, in both languages', async () => {
    const body = { typeId, nameZh: '空', nameEn: 'Empty', steps: [] };
    const zh = await post<Refusal>(manager, templates.add, body);
    expect(zh.status).toBe(400);
    expect(zh.data?.fieldErrors?.['steps']).toBe('流程模板至少需要一个审批步骤');
    const en = await post<Refusal>(manager, templates.add, body, 'en');
    expect(en.data?.fieldErrors?.['steps']).toBe('A process template needs at least one approval step.');
  });

  it('refuses a step whose rule names nobody', async () => {
    const step = { nameZh: '审批', nameEn: 'Approve' };
    const noPeople = await post<Refusal>(
      manager,
      templates.add,
      {
        typeId,
        nameZh: '甲',
        nameEn: 'A',
        steps: [
          { ...step, rule: 'unitHead' },
          { ...step, rule: 'people', accountIds: [] },
        ],
      },
      'en',
    );
    expect(noPeople.data?.fieldErrors?.['steps']).toBe(
      'Step 2 names no approver; choose at least one person of the company.',
    );
    // A role nobody of the company holds (enterprise_staff: no staff account in 汇采集团).
    const staff = await idOf('roles', 'code', 'enterprise_staff');
    const noHolder = await post<Refusal>(manager, templates.add, {
      typeId,
      nameZh: '甲',
      nameEn: 'A',
      steps: [{ ...step, rule: 'role', roleId: staff }],
    });
    expect(noHolder.data?.fieldErrors?.['steps']).toBe('第 1 步的审批角色不存在或没有人担任，请选择有人担任的角色');
    // An account of another company.
    const buyer = await idOf('accounts', 'account', 'buyer');
    const stranger = await post<Refusal>(
      manager,
      templates.add,
      { typeId, nameZh: '甲', nameEn: 'A', steps: [{ ...step, rule: 'people', accountIds: [buyer] }] },
      'en',
    );
    expect(stranger.data?.fieldErrors?.['steps']).toBe('Step 1: an approver is not an active account of the company.');
    expect(await sql("select id from workbench.process_templates where name_zh = '甲'")).toEqual([]);
  });

  it('adds a template with ordered steps, and keeps its type while it is used', async () => {
    const admin = await idOf('accounts', 'account', 'admin');
    const role = await idOf('roles', 'code', 'enterprise_admin');
    const added = await post<TemplateRow>(manager, templates.add, {
      typeId,
      nameZh: '办公采购',
      nameEn: 'Office purchase',
      steps: [
        { nameZh: '部门审批', nameEn: 'Unit review', rule: 'people', accountIds: [admin, admin], roleId: role },
        { nameZh: '管理员审批', nameEn: 'Administrator review', rule: 'role', roleId: role },
      ],
    });
    expect(added.code).toBe(200);
    expect(added.data).toMatchObject({
      typeName: '采购',
      stepCount: 2,
      steps: [
        { nameZh: '部门审批', rule: 'people', accountIds: [admin] },
        { nameZh: '管理员审批', rule: 'role', roleId: role },
      ],
    });
    const inUse = await post(manager, types.delete, { id: typeId }, 'en');
    expect(inUse.code).toBe(400);
    expect(inUse.msg).toBe('1 process templates are of this type; delete them or change their type first: 办公采购');
    // Another company's administrator cannot put a template on this type.
    const foreign = await post<Refusal>(adminYh, templates.add, {
      typeId,
      nameZh: '乙',
      nameEn: 'B',
      steps: [{ nameZh: '审批', nameEn: 'Approve', rule: 'unitHead' }],
    });
    expect(foreign.status).toBe(400);
    expect(foreign.data?.fieldErrors?.['typeId']).toBe('没有这个流程类型');
  });
});
