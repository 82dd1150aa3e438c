/**
 * Workflow tasks: the tasks waiting for an account, a page at a time, and the log of a
 * task of the caller's company.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  accounts,
  persons,
  processTemplates,
  workflowProcesses,
  workflowTaskLogs,
  workflowTasks,
} from '../../db/schema';
import type { Lang } from '../../lib/i18n';
import type { BenchPageData, TaskLogItem } from './schemas';

/**
 * Page `pageNum` (rows of `pageSize`) of the tasks of company `companyId` waiting for account
 * `accountId`, newest first, and how many wait in all.
 */
export async function benchPage(
  db: Database,
  companyId: number,
  accountId: number,
  page: { pageNum: number; pageSize: number },
  lang: Lang,
): Promise<BenchPageData> {
  const en = lang === 'en';
  const waiting = and(
    eq(workflowTasks.assigneeAccountId, accountId),
    eq(workflowTasks.status, 'pending'),
    eq(workflowProcesses.companyId, companyId),
  );
  const rows = await db
    .select({
      taskId: workflowTasks.id,
      processName: en ? workflowProcesses.nameEn : workflowProcesses.nameZh,
      nodeName: en ? workflowTasks.nodeNameEn : workflowTasks.nodeNameZh,
      initiator: workflowProcesses.initiator,
      createdAt: workflowTasks.createdAt,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(workflowTasks)
    .innerJoin(workflowProcesses, eq(workflowProcesses.id, workflowTasks.processId))
    .where(waiting)
    .orderBy(desc(workflowTasks.createdAt), desc(workflowTasks.id))
    .limit(page.pageSize)
    .offset((page.pageNum - 1) * page.pageSize);
  let total = rows[0]?.total;
  if (total === undefined) {
    // A page past the end has no row to carry the window count.
    const [row] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(workflowTasks)
      .innerJoin(workflowProcesses, eq(workflowProcesses.id, workflowTasks.processId))
      .where(waiting);
    total = row?.n ?? 0;
  }
  return {
    total,
    list: rows.map((row) => ({
      taskId: row.taskId,
      processName: row.processName,
      nodeName: row.nodeName,
      initiator: row.initiator,
      createTime: row.createdAt.getTime(),
    })),
  };
}

/**
 * Every entry of one process's log, oldest first, with the step of its task and its node name and
 * comment in `lang`.
 */
export async function processLog(db: Database, processId: number, lang: Lang) {
  const en = lang === 'en';
  return db
    .select({
      id: workflowTaskLogs.id,
      step: workflowTasks.step,
      nodeName: en ? workflowTaskLogs.nodeNameEn : workflowTaskLogs.nodeNameZh,
      operator: workflowTaskLogs.operator,
      action: workflowTaskLogs.action,
      comment: en ? workflowTaskLogs.commentEn : workflowTaskLogs.commentZh,
      createdAt: workflowTaskLogs.createdAt,
    })
    .from(workflowTaskLogs)
    .innerJoin(workflowTasks, eq(workflowTasks.id, workflowTaskLogs.taskId))
    .where(eq(workflowTasks.processId, processId))
    .orderBy(asc(workflowTaskLogs.createdAt), asc(workflowTaskLogs.id));
}

/**
 * The log of the application task `taskId` belongs to, oldest first, in `lang`: who submitted it
 * and each decision, then, while it runs, its open step as a `pending` entry (id 0, no log row
 * yet) naming the approvers it waits for, so a reminder about any of its tasks shows where the
 * application stands (docs/behaviour.md, "Approval processes").
 * @returns null when there is no such task or its process belongs to another company than `companyId`.
 */
export async function taskLog(
  db: Database,
  companyId: number,
  taskId: number,
  lang: Lang,
): Promise<TaskLogItem[] | null> {
  const [process] = await db
    .select({
      id: workflowProcesses.id,
      status: workflowProcesses.status,
      currentStep: workflowProcesses.currentStep,
      steps: processTemplates.steps,
    })
    .from(workflowTasks)
    .innerJoin(workflowProcesses, eq(workflowProcesses.id, workflowTasks.processId))
    .leftJoin(processTemplates, eq(processTemplates.id, workflowProcesses.templateId))
    .where(and(eq(workflowTasks.id, taskId), eq(workflowProcesses.companyId, companyId)));
  if (!process) return null;
  const en = lang === 'en';
  const rows = await processLog(db, process.id, lang);
  const log: TaskLogItem[] = rows.map(({ createdAt, step: _step, ...row }) => ({ ...row, time: createdAt.getTime() }));
  const step = process.status === 'running' ? process.steps?.[process.currentStep] : undefined;
  if (!step) return log;
  const waiting = await db
    .select({ name: persons.name, createdAt: workflowTasks.createdAt })
    .from(workflowTasks)
    .innerJoin(accounts, eq(accounts.id, workflowTasks.assigneeAccountId))
    .innerJoin(persons, eq(persons.id, accounts.personId))
    .where(
      and(
        eq(workflowTasks.processId, process.id),
        eq(workflowTasks.step, process.currentStep),
        eq(workflowTasks.status, 'pending'),
      ),
    )
    .orderBy(asc(workflowTasks.id));
  const [first] = waiting;
  if (!first) return log;
  return [
    ...log,
    {
      id: 0,
      nodeName: en ? step.nameEn : step.nameZh,
      operator: new Intl.ListFormat(en ? 'en' : 'zh', { type: 'conjunction' }).format(waiting.map((w) => w.name)),
      action: 'pending',
      comment: '',
      time: first.createdAt.getTime(),
    },
  ];
}
