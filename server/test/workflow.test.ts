/**
 * Workflow tasks, the task log, reminders that link a task, and the caller's roles (wire
 * protocol, "Work bench, travel, workflow and documents").
 */
import { Type } from 'typebox';
import { Value } from 'typebox/value';
import { beforeAll, describe, expect, it } from 'vitest';
import { BenchPageData, TaskLogItem } from '../src/modules/workflow/schemas';
import { type Flow, processListResource, processPaths } from '@workbench/contracts';
import { call, signIn, useDemoServer } from './support';

const demo = useDemoServer();

const PAGE = '/share-purchase-workflow/workflow/bench/page';
const LOG = '/share-purchase-workflow/workflow/process/task/log/query/single';
const UNREAD = '/share-system/remindMsg/getNotReadMsgList';
const ROLES = '/share-system/role/selectRoleByAccountId';

async function page(token: string, body: unknown, lang: 'zh' | 'en' = 'en'): Promise<BenchPageData> {
  const response = await call(demo.server, PAGE, { body, token, lang });
  expect(response.json().code).toBe(200);
  return response.json().data;
}

describe('bench/page', () => {
  it("lists the tasks waiting for the session's account, newest first, a page at a time", async () => {
    const all = await page(demo.admin, { pageNum: 1, pageSize: 10 });
    expect(Value.Check(BenchPageData, all)).toBe(true);
    expect(all.total).toBe(3);
    expect(all.list.map((task) => [task.processName, task.nodeName])).toEqual([
      ['Purchase request', 'General manager approval'],
      ['Supplier admission', 'Qualification review'],
      ['Contract change', 'Legal review'],
    ]);
    const times = all.list.map((task) => task.createTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(all.list[0]).toMatchObject({ initiator: '陈思远' });

    const second = await page(demo.admin, { pageNum: 2, pageSize: 2 }, 'zh');
    expect(second).toEqual({
      total: 3,
      list: [expect.objectContaining({ processName: '合同变更', nodeName: '法务复核' })],
    });
    expect(second.list[0]?.taskId).toBe(all.list[2]?.taskId);
    expect(await page(demo.admin, { pageNum: 9, pageSize: 100 })).toEqual({ total: 3, list: [] });

    const buyer = await page(demo.buyer, { pageNum: 1, pageSize: 10 });
    expect(buyer.total).toBe(3);
    const adminIds = new Set(all.list.map((task) => task.taskId));
    expect(buyer.list.some((task) => adminIds.has(task.taskId))).toBe(false);
  });

  it('refuses pageSize 0 or 101, pageNum 0, a missing or extra field with 400, and no session with 603', async () => {
    for (const body of [
      { pageNum: 1, pageSize: 0 },
      { pageNum: 1, pageSize: 101 },
      { pageNum: 0, pageSize: 10 },
      { pageNum: 1.5, pageSize: 10 },
      { pageNum: 1 },
      { pageNum: 1, pageSize: 10, status: 'done' },
    ]) {
      const response = await call(demo.server, PAGE, { body, token: demo.admin, lang: 'en' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 400,
        msg: expect.stringMatching(/^Invalid request: /),
        data: { fieldErrors: expect.any(Object) },
      });
    }
    expect((await call(demo.server, PAGE, { body: { pageNum: 1, pageSize: 10 } })).json()).toMatchObject({
      code: 603,
    });
  });
});

describe('task log', () => {
  it("answers the log of the task's application, oldest first, its open step last, in the request language", async () => {
    const { list } = await page(demo.admin, { pageNum: 1, pageSize: 10 });
    const task = list.find((row) => row.processName === 'Purchase request');
    if (!task) throw new Error('admin has a purchase request waiting in the seed');
    const en = (await call(demo.server, LOG, { body: { taskId: task.taskId }, token: demo.admin, lang: 'en' })).json();
    expect(en.code).toBe(200);
    expect(Value.Check(Type.Array(TaskLogItem), en.data)).toBe(true);
    expect(en.data.map((step: TaskLogItem) => [step.nodeName, step.operator, step.action])).toEqual([
      ['Submitted', '陈思远', 'submit'],
      ['Unit head review', '王明远', 'approve'],
      ['General manager approval', '王明远', 'pending'],
    ]);
    const times = en.data.map((step: TaskLogItem) => step.time);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const zh = (await call(demo.server, LOG, { body: { taskId: task.taskId }, token: demo.admin })).json().data;
    expect(zh[0]).toMatchObject({ nodeName: '提交申请', comment: '季度办公用品补货' });
    expect(zh[2]).toMatchObject({ nodeName: '总经理审批', action: 'pending', id: 0 });
  });

  it("refuses another company's task and an unknown one with code 404 and nothing else", async () => {
    const [adminTask] = (await page(demo.admin, { pageNum: 1, pageSize: 1 })).list;
    if (!adminTask) throw new Error('admin has waiting tasks in the seed');
    for (const [taskId, lang, msg] of [
      [adminTask.taskId, 'zh', '没有这个任务'],
      [adminTask.taskId, 'en', 'No such task.'],
      [999_999, 'en', 'No such task.'],
    ] as const) {
      const response = await call(demo.server, LOG, { body: { taskId }, token: demo.buyer, lang });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ code: 404, msg, data: null });
    }
  });

  it('refuses a task id below 1, a string or an extra field with 400', async () => {
    for (const body of [{ taskId: 0 }, { taskId: '1' }, {}, { taskId: 1, companyId: 1 }]) {
      const response = await call(demo.server, LOG, { body, token: demo.admin });
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('reminders linking a task', () => {
  it('gives each unread reminder its task id or null, and every linked task has a log', async () => {
    for (const token of [demo.admin, demo.buyer]) {
      const { list } = (await call(demo.server, UNREAD, { body: {}, token })).json().data;
      const linked = list.filter((item: { taskId: number | null }) => item.taskId !== null);
      expect(linked.length).toBeGreaterThanOrEqual(2);
      for (const { taskId } of linked) {
        const log = (await call(demo.server, LOG, { body: { taskId }, token })).json();
        expect(log.code).toBe(200);
        expect(log.data.length).toBeGreaterThanOrEqual(2);
      }
    }
    const admin = (await call(demo.server, UNREAD, { body: {}, token: demo.admin })).json().data;
    expect(admin.list.map((item: { taskId: number | null }) => item.taskId === null)).toEqual([false, false, true]);
  });
});

describe('the seeded applications (docs/screens.md, "Approval processes")', () => {
  type Row = { id: number; title: string; status: string; stepCount: number; currentStep: number };
  const post = async <T>(token: string, url: string, body: object, lang: 'zh' | 'en' = 'zh') =>
    (await call(demo.server, url, { body, token, lang })).json<{ code: number; msg: string; data: T }>();
  const listOf = async (token: string) =>
    (await post<{ total: number; list: Row[] }>(token, processListResource.paths.list, { pageNum: 1, pageSize: 100 }))
      .data.list;
  let manager = '';
  beforeAll(async () => {
    manager = (await signIn(demo.server, 'manager')).token;
  });

  it('are listed for their company, and each opens its flow with every step and the log from its submission', async () => {
    const companies = { manager: 5, buyer: 5 };
    for (const [token, count] of [
      [manager, companies.manager],
      [demo.buyer, companies.buyer],
      // A platform account sees every company's, as on every company-owned screen.
      [demo.admin, companies.manager + 2 + companies.buyer],
    ] as const) {
      const list = await listOf(token);
      expect(list).toHaveLength(count);
      for (const lang of ['zh', 'en'] as const) {
        for (const row of list) {
          const flow = await post<Flow>(token, processPaths.flow, { id: row.id }, lang);
          expect(flow.code, row.title).toBe(200);
          expect(flow.data.application).toMatchObject({ id: row.id, title: row.title });
          expect(flow.data.steps).toHaveLength(row.stepCount);
          expect(flow.data.steps.every((step) => step.name !== '')).toBe(true);
          expect(flow.data.log[0]).toMatchObject({ action: 'submit', comment: row.title });
          const decided = flow.data.steps.filter((step) => step.state === 'done' || step.state === 'rejected');
          expect(flow.data.log.length, row.title).toBe(1 + decided.length);
        }
      }
    }
  });

  it("open from each waiting task with the caller's task to decide, and agree with the work bench's figures", async () => {
    for (const [token, waiting] of [
      [demo.admin, 3],
      [manager, 1],
      [demo.buyer, 3],
    ] as const) {
      const bench = await page(token, { pageNum: 1, pageSize: 100 }, 'zh');
      expect(bench.total).toBe(waiting);
      for (const task of bench.list) {
        const flow = await post<Flow>(token, processPaths.flow, { taskId: task.taskId });
        expect(flow.data.myTaskId).toBe(task.taskId);
        expect(flow.data.steps.find((step) => step.state === 'current')?.name).toBe(task.nodeName);
      }
    }
    for (const token of [manager, demo.buyer]) {
      const list = await listOf(token);
      const count = (status: string) => list.filter((row) => row.status === status).length;
      expect((await post(token, '/share-ecommerce/apply/getWorkTodo', {})).data).toEqual({
        pending: count('running'),
        approved: count('approved'),
        rejected: count('rejected'),
      });
      const todo = (await post<{ id: number }[]>(token, '/share-ecommerce/apply/getListOfToDo', {})).data;
      expect(todo.map((item) => item.id)).toEqual(list.filter((row) => row.status === 'running').map((row) => row.id));
    }
  });

  it("refuse another company's application and one whose template is gone, in the caller's language", async () => {
    const [foreign] = await listOf(manager);
    if (!foreign) throw new Error('company 0 has applications in the seed');
    for (const [lang, msg] of [
      ['zh', '没有这条申请，或您无权查看'],
      ['en', 'No such application, or you may not see it.'],
    ] as const) {
      expect(await post(demo.buyer, processPaths.flow, { id: foreign.id }, lang)).toEqual({
        code: 404,
        msg,
        data: null,
      });
    }
    const [task] = (await page(demo.buyer, { pageNum: 1, pageSize: 1 })).list;
    if (!task) throw new Error('buyer has waiting tasks in the seed');
    const { data } = await post<Flow>(demo.buyer, processPaths.flow, { taskId: task.taskId });
    await demo.server.sql('update workbench.workflow_processes set template_id = null where id = $1', [
      data.application.id,
    ]);
    const gone = await post(demo.buyer, processPaths.flow, { taskId: task.taskId }, 'en');
    expect(gone).toEqual({
      code: 404,
      msg: "This application's process template has been deleted, so it cannot be viewed or decided.",
      data: null,
    });
    const approve = await post(demo.buyer, processPaths.approve, { taskId: task.taskId, comment: '' });
    expect([approve.code, approve.msg]).toEqual([404, '这条申请的流程模板已被删除，无法查看或审批']);
  });

  it('are decided like an application made in the console', async () => {
    const [task] = (await page(manager, { pageNum: 1, pageSize: 1 })).list;
    const before = (
      await post<{ pending: number; approved: number }>(manager, '/share-ecommerce/apply/getWorkTodo', {})
    ).data;
    const approved = await post<Flow>(
      manager,
      processPaths.approve,
      { taskId: task?.taskId ?? 0, comment: '同意' },
      'en',
    );
    expect(approved.data.application.status).toBe('approved');
    expect(approved.data.steps).toEqual([
      { name: 'IT review', state: 'done', actor: '陈思远', time: expect.any(Number) },
    ]);
    expect(approved.data.log.map((entry) => entry.action)).toEqual(['submit', 'approve']);
    expect((await page(manager, { pageNum: 1, pageSize: 10 })).total).toBe(0);
    expect((await post(manager, '/share-ecommerce/apply/getWorkTodo', {})).data).toMatchObject({
      pending: before.pending - 1,
      approved: before.approved + 1,
    });
  });
});

describe('selectRoleByAccountId', () => {
  it("answers the session account's roles in the request language", async () => {
    expect((await call(demo.server, ROLES, { body: {}, token: demo.admin, lang: 'en' })).json().data).toEqual([
      { roleId: expect.any(Number), roleCode: 'platform_admin', roleName: 'Platform administrator' },
    ]);
    expect((await call(demo.server, ROLES, { body: {}, token: demo.buyer })).json().data).toEqual([
      { roleId: expect.any(Number), roleCode: 'enterprise_staff', roleName: '企业员工' },
    ]);
    expect((await call(demo.server, ROLES, { body: { accountId: 1 }, token: demo.buyer })).statusCode).toBe(400);
    expect((await call(demo.server, ROLES, { body: {} })).json()).toMatchObject({ code: 603 });
  });
});
