/**
 * Process types and templates (docs/screens.md, "Approval processes"): a company's own rows, codes
 * unique in the company, a type kept while templates use it, and every step of a template naming
 * someone who can approve it, refused in both languages otherwise (docs/behaviour.md, "Approval
 * processes").
 */
import {
  cbdPaths,
  processListResource,
  processPaths,
  processTemplateResource,
  processTypeResource,
} from '@workbench/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, type Envelope, postWith, signIn, useDemoServer } from './support';

const demo = useDemoServer('manager', 'admin.yh');

type Refusal = { fieldErrors?: Record<string, string> } | null;
type TypeRow = { id: number; code: string; nameZh: string; templateCount: number };
type TemplateRow = { id: number; typeName: string; stepCount: number; steps: { rule: string }[] };

const post = postWith(demo);

const sql = <T>(text: string, params: unknown[] = []) => demo.server.sql<T>(text, params);
const idOf = async (table: string, column: string, value: string) =>
  (await sql<{ id: number }>(`select id from workbench.${table} where ${column} = $1`, [value]))[0]?.id ?? 0;

const types = processTypeResource.paths;
const templates = processTemplateResource.paths;

describe('process types and templates', () => {
  let typeId = 0;

  it('needs process:read, process:write or application:write on every route', () => {
    const routes = demo.server.app.routeAccess.filter((route) => route.url.startsWith('/share-workflow/process'));
    expect(routes.map((route) => `${route.url} ${route.resource}`).sort()).toEqual(
      [
        `${types.add} process:write`,
        `${types.delete} process:write`,
        `${types.deleteMany} process:write`,
        `${types.detail} process:read`,
        `${types.ids} process:read`,
        `${types.list} process:read`,
        `${types.update} process:write`,
        `${templates.add} process:write`,
        `${templates.delete} process:write`,
        `${templates.deleteMany} process:write`,
        `${templates.detail} process:read`,
        `${templates.ids} process:read`,
        `${templates.list} process:read`,
        `${templates.update} process:write`,
        `${processListResource.paths.add} application:write`,
        `${processListResource.paths.detail} process:read`,
        `${processListResource.paths.ids} process:read`,
        `${processListResource.paths.list} process:read`,
        `${processPaths.flow} process:read`,
        `${processPaths.approve} application:write`,
        `${processPaths.reject} application:write`,
      ].sort(),
    );
  });

  it('adds a type of the caller company, logged; the same code again is refused', async () => {
    const added = await post<TypeRow>(demo.manager, types.add, {
      code: 'purchase',
      nameZh: '采购',
      nameEn: 'Purchase',
    });
    expect(added.code).toBe(200);
    expect(added.data).toMatchObject({ code: 'purchase', companyName: '汇采集团', templateCount: 0 });
    typeId = added.data.id;
    const [logged] = await sql<{ action: string }>(
      "select action from workbench.operate_logs where resource = 'processType' and row_id = $1",
      [String(typeId)],
    );
    expect(logged?.action).toBe('add');
    const again = await post<Refusal>(
      demo.manager,
      types.add,
      { code: 'purchase', nameZh: '再', nameEn: 'Again' },
      'en',
    );
    expect(again.status).toBe(400);
    expect(again.data?.fieldErrors?.['code']).toBe('The code purchase is already in use.');
    // Another company may use the same code.
    const other = await post<TypeRow>(demo.adminYh, types.add, {
      code: 'purchase',
      nameZh: '采购',
      nameEn: 'Purchase',
    });
    expect(other.code).toBe(200);
  });

  it("hides another company's types", async () => {
    const list = await post<{ list: TypeRow[] }>(demo.adminYh, types.list, { pageNum: 1, pageSize: 50 });
    expect(list.data.list.map((row) => row.id)).not.toContain(typeId);
    expect((await post(demo.adminYh, types.detail, { id: typeId })).code).toBe(404);
    expect((await post(demo.adminYh, types.delete, { id: typeId })).code).toBe(404);
  });

  it('refuses a template with no step, in both languages', async () => {
    const body = { typeId, nameZh: '空', nameEn: 'Empty', steps: [] };
    const zh = await post<Refusal>(demo.manager, templates.add, body);
    expect(zh.status).toBe(400);
    expect(zh.data?.fieldErrors?.['steps']).toBe('流程模板至少需要一个审批步骤');
    const en = await post<Refusal>(demo.manager, templates.add, body, 'en');
    expect(en.data?.fieldErrors?.['steps']).toBe('A process template needs at least one approval step.');
  });

  it('refuses a step whose rule names nobody', async () => {
    const step = { nameZh: '审批', nameEn: 'Approve' };
    const noPeople = await post<Refusal>(
      demo.manager,
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
    const noHolder = await post<Refusal>(demo.manager, templates.add, {
      typeId,
      nameZh: '甲',
      nameEn: 'A',
      steps: [{ ...step, rule: 'role', roleId: staff }],
    });
    expect(noHolder.data?.fieldErrors?.['steps']).toBe('第 1 步的审批角色不存在或没有人担任，请选择有人担任的角色');
    // An account of another company.
    const buyer = await idOf('accounts', 'account', 'buyer');
    const stranger = await post<Refusal>(
      demo.manager,
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
    const added = await post<TemplateRow>(demo.manager, templates.add, {
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
    const inUse = await post(demo.manager, types.delete, { id: typeId }, 'en');
    expect(inUse.code).toBe(400);
    expect(inUse.msg).toBe('1 process templates are of this type; delete them or change their type first: 办公采购');
    // An update replaces the steps in their new order, checked the same way.
    const reordered = await post<TemplateRow>(demo.manager, templates.update, {
      id: added.data.id,
      typeId,
      nameZh: '办公采购',
      nameEn: 'Office purchase',
      steps: [added.data.steps[1], added.data.steps[0]],
    });
    expect(reordered.data.steps.map((step) => step.rule)).toEqual(['role', 'people']);
    const emptied = await post<Refusal>(demo.manager, templates.update, {
      id: added.data.id,
      typeId,
      nameZh: '办公采购',
      nameEn: 'Office purchase',
      steps: [],
    });
    expect(emptied.data?.fieldErrors?.['steps']).toBe('流程模板至少需要一个审批步骤');
    // Another company's administrator cannot put a template on this type.
    const foreign = await post<Refusal>(demo.adminYh, templates.add, {
      typeId,
      nameZh: '乙',
      nameEn: 'B',
      steps: [{ nameZh: '审批', nameEn: 'Approve', rule: 'unitHead' }],
    });
    expect(foreign.status).toBe(400);
    expect(foreign.data?.fieldErrors?.['typeId']).toBe('没有这个流程类型');
  });
});

type Flow = {
  application: { id: number; status: string; currentStep: number; stepName: string; applicant: string };
  steps: { name: string; state: string; actor: string; time: number | null }[];
  log: { operator: string; action: string; comment: string; nodeName: string }[];
  myTaskId: number | null;
};
type Bench = { total: number; list: { taskId: number; processName: string; nodeName: string }[] };

describe('applications', () => {
  let admin: string;
  let templateId = 0;
  const benchOf = async (token: string) =>
    (await post<Bench>(token, '/share-purchase-workflow/workflow/bench/page', { pageNum: 1, pageSize: 100 })).data;

  beforeAll(async () => {
    admin = (await signIn(demo.server, 'admin')).token;
    const type = await post<TypeRow>(demo.manager, types.add, { code: 'leave', nameZh: '请假', nameEn: 'Leave' });
    const template = await post<TemplateRow>(demo.manager, templates.add, {
      typeId: type.data.id,
      nameZh: '请假审批',
      nameEn: 'Leave approval',
      steps: [
        {
          nameZh: '一审',
          nameEn: 'First review',
          rule: 'people',
          accountIds: [await idOf('accounts', 'account', 'admin')],
        },
        {
          nameZh: '二审',
          nameEn: 'Second review',
          rule: 'people',
          accountIds: [await idOf('accounts', 'account', 'manager')],
        },
      ],
    });
    templateId = template.data.id;
  });

  it('submits, approves step by step as the right people only, once, and logs every action', async () => {
    const before = (await benchOf(admin)).total;
    const submitted = await post<{ id: number; status: string; currentStep: number }>(
      demo.manager,
      processListResource.paths.add,
      { templateId, title: '年假三天' },
    );
    expect(submitted.code).toBe(200);
    expect(submitted.data).toMatchObject({ status: 'running', currentStep: 1 });
    const bench = await benchOf(admin);
    expect(bench.total).toBe(before + 1);
    const task = bench.list.find((row) => row.processName === '请假审批');
    expect(task?.nodeName).toBe('一审');
    const taskId = task?.taskId ?? 0;

    const notYours = await post(demo.manager, processPaths.approve, { taskId, comment: '' }, 'en');
    expect(notYours.code).toBe(403);
    expect(notYours.msg).toBe('This approval task is not yours.');

    const first = await post<Flow>(admin, processPaths.approve, { taskId, comment: '同意' });
    expect(first.code).toBe(200);
    expect(first.data.application).toMatchObject({ status: 'running', currentStep: 2, stepName: '二审' });
    const twice = await post(admin, processPaths.approve, { taskId, comment: '' });
    expect(twice.code).toBe(403);
    expect(twice.msg).toBe('此任务已经处理过，不能再次审批');
    expect((await benchOf(admin)).total).toBe(before);

    const second = (await benchOf(demo.manager)).list.find((row) => row.nodeName === '二审');
    const done = await post<Flow>(
      demo.manager,
      processPaths.approve,
      { taskId: second?.taskId ?? 0, comment: 'OK' },
      'en',
    );
    expect(done.data.application.status).toBe('approved');
    expect(done.data.steps).toMatchObject([
      { name: 'First review', state: 'done', actor: '王明远' },
      { name: 'Second review', state: 'done' },
    ]);
    expect(done.data.steps.every((step) => typeof step.time === 'number')).toBe(true);
    expect(done.data.log.map((entry) => entry.action)).toEqual(['submit', 'approve', 'approve']);
    expect(done.data.log[1]).toMatchObject({ operator: '王明远', comment: '同意', nodeName: 'First review' });

    // The same flow by a task, as the work bench opens it; the task log of its whole application.
    const byTask = await post<Flow>(admin, processPaths.flow, { taskId });
    expect(byTask.data.application.id).toBe(submitted.data.id);
    expect(byTask.data.myTaskId).toBeNull();
    const log = await post<{ action: string }[]>(
      admin,
      '/share-purchase-workflow/workflow/process/task/log/query/single',
      {
        taskId,
      },
    );
    expect(log.data.map((entry) => entry.action)).toEqual(['submit', 'approve', 'approve']);
    const written = await sql<{ action: string }>(
      "select action from workbench.operate_logs where resource = 'processList' order by id",
    );
    expect(written.map((row) => row.action)).toEqual(['add', 'refuse', 'approve', 'refuse', 'approve']);
  });

  it('ends an application on a rejection', async () => {
    const submitted = await post<{ id: number }>(demo.manager, processListResource.paths.add, {
      templateId,
      title: '事假',
    });
    const flow = await post<Flow>(admin, processPaths.flow, { id: submitted.data.id });
    expect(flow.data.myTaskId).not.toBeNull();
    const rejected = await post<Flow>(admin, processPaths.reject, {
      taskId: flow.data.myTaskId ?? 0,
      comment: '人手不足',
    });
    expect(rejected.data.application.status).toBe('rejected');
    expect(rejected.data.steps.map((step) => step.state)).toEqual(['rejected', 'waiting']);
    const list = await post<{ list: { id: number; status: string }[] }>(demo.manager, processListResource.paths.list, {
      pageNum: 1,
      pageSize: 10,
      status: 'rejected',
    });
    expect(list.data.list.map((row) => row.id)).toEqual([submitted.data.id]);
    expect((await post(demo.manager, templates.delete, { id: templateId }, 'en')).msg).toBe(
      'Applications use this process template, so it cannot be deleted.',
    );
  });

  it("sends a unitHead step to the head of the applicant's unit, and refuses when there is none", async () => {
    const [expense] = await sql<{ id: number }>(
      "select id from workbench.process_templates where name_zh = '费用报销'",
    );
    const submitted = await post<{ id: number }>(demo.manager, processListResource.paths.add, {
      templateId: expense?.id,
      title: '差旅报销',
    });
    const flow = await post<Flow>(admin, processPaths.flow, { id: submitted.data.id });
    expect(flow.data.myTaskId).not.toBeNull();
    expect(flow.data.steps[0]).toMatchObject({ name: '部门负责人审批', state: 'current' });

    const [yhType] = await sql<{ id: number }>(
      "select t.id from workbench.process_types t join workbench.companies c on c.id = t.company_id where t.code = 'purchase' and c.name <> '汇采集团'",
    );
    const headless = await post<TemplateRow>(demo.adminYh, templates.add, {
      typeId: yhType?.id,
      nameZh: '无负责人',
      nameEn: 'Headless',
      steps: [{ nameZh: '负责人', nameEn: 'Head', rule: 'unitHead' }],
    });
    const refused = await post<Refusal>(demo.adminYh, processListResource.paths.add, {
      templateId: headless.data.id,
      title: 'x',
    });
    expect(refused.status).toBe(400);
    expect(refused.data?.fieldErrors?.['templateId']).toBe(
      '“负责人”步骤当前没有可审批的人（例如申请人的部门没有负责人），无法提交或流转',
    );
    // Another company's template is not offered.
    const foreign = await post<Refusal>(demo.manager, processListResource.paths.add, {
      templateId: headless.data.id,
      title: 'x',
    });
    expect(foreign.data?.fieldErrors?.['templateId']).toBe('没有这个流程模板');
  });

  it('links a document the company sees, and opens it by the share id for that company only', async () => {
    const documentId = await idOf('documents', 'title_en', 'Supplier admission rules');
    const foreignDocument = await idOf('documents', 'title_en', 'Warehouse safety procedures');
    const refused = await post<Refusal>(
      demo.manager,
      processListResource.paths.add,
      { templateId, title: 'Foreign document', documentId: foreignDocument },
      'en',
    );
    expect(refused.status).toBe(400);
    expect(refused.data?.fieldErrors?.['documentId']).toBe('No such document.');

    const submitted = await post<{ documentId: number; documentTitle: string; shareUuid: string }>(
      demo.manager,
      processListResource.paths.add,
      { templateId, title: 'Supplier admission', documentId },
      'en',
    );
    expect(submitted.data).toMatchObject({ documentId, documentTitle: 'Supplier admission rules' });
    const open = async (token: string, shareUuid: string, lang: 'zh' | 'en' = 'zh') => {
      const response = await call(demo.server, cbdPaths.byShareUuid, {
        method: 'GET',
        query: { shareUuid },
        token,
        lang,
      });
      return { status: response.statusCode, ...response.json<Envelope<{ id: number; title: string } | null>>() };
    };
    expect((await open(demo.manager, submitted.data.shareUuid)).data).toEqual({
      id: documentId,
      title: '供应商准入管理规定',
    });
    // Another company's account learns nothing of it; neither does an unknown or a malformed id.
    const foreign = await open(demo.adminYh, submitted.data.shareUuid, 'en');
    expect([foreign.code, foreign.msg, foreign.data]).toEqual([404, 'No such document.', null]);
    expect((await open(demo.manager, '00000000-0000-4000-8000-000000000000')).code).toBe(404);
    const malformed = await open(demo.manager, "1' or '1'='1");
    expect([malformed.status, malformed.code]).toEqual([400, 400]);
    // An application without a document answers 404 too.
    const plain = await post<{ shareUuid: string; documentTitle: string | null }>(
      demo.manager,
      processListResource.paths.add,
      {
        templateId,
        title: 'No document',
      },
    );
    expect(plain.data.documentTitle).toBeNull();
    expect((await open(demo.manager, plain.data.shareUuid)).code).toBe(404);
  });
});
