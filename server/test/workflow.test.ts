/**
 * Workflow tasks, the task log, reminders that link a task, and the caller's roles (wire
 * protocol, "Work bench, travel, workflow and documents").
 */
import { Type } from 'typebox';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { BenchPageData, TaskLogItem } from '../src/modules/workflow/schemas';
import { call, useDemoServer } from './support';

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
    expect(all.total).toBe(4);
    expect(all.list.map((task) => task.processName)).toEqual([
      'Office supplies purchase approval',
      'Supplier admission approval',
      'Contract change approval',
      'Monthly purchasing report sign-off',
    ]);
    const times = all.list.map((task) => task.createTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(all.list[0]).toMatchObject({ nodeName: 'General manager approval', initiator: '陈立' });

    const second = await page(demo.admin, { pageNum: 2, pageSize: 3 }, 'zh');
    expect(second).toEqual({ total: 4, list: [expect.objectContaining({ processName: '月度采购报表确认' })] });
    expect(second.list[0]?.taskId).toBe(all.list[3]?.taskId);
    expect(await page(demo.admin, { pageNum: 9, pageSize: 100 })).toEqual({ total: 4, list: [] });

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
  it('answers the steps of a task of the company, oldest first, in the request language', async () => {
    const [task] = (await page(demo.admin, { pageNum: 1, pageSize: 1 })).list;
    if (!task) throw new Error('admin has waiting tasks in the seed');
    const en = (await call(demo.server, LOG, { body: { taskId: task.taskId }, token: demo.admin, lang: 'en' })).json();
    expect(en.code).toBe(200);
    expect(Value.Check(Type.Array(TaskLogItem), en.data)).toBe(true);
    expect(en.data.map((step: TaskLogItem) => [step.nodeName, step.operator, step.action])).toEqual([
      ['Request submitted', '陈立', 'submit'],
      ['Department manager approval', '周敏', 'approve'],
      ['General manager approval', '王明远', 'pending'],
    ]);
    const times = en.data.map((step: TaskLogItem) => step.time);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const zh = (await call(demo.server, LOG, { body: { taskId: task.taskId }, token: demo.admin })).json().data;
    expect(zh[0]).toMatchObject({ nodeName: '发起申请', comment: '季度办公用品补货' });
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
