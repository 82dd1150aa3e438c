/**
 * Applications on process templates (docs/behaviour.md, "Approval processes"): submitting one
 * gives step one's approvers each a task; one approver of the current step approves (the next
 * step's approvers get tasks, or the application ends approved) or rejects (it ends rejected),
 * once. Every action is written to the task log, and through the factory's `runWrite` to the
 * operate log in the same transaction.
 */
import type { Flow, FlowBody, LinkedDocument, ProcessStep, processListResource } from '@workbench/contracts';
import { and, count, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type Database, lockRow, type Transaction } from '../../db/client';
import {
  accountRoles,
  accounts,
  documents,
  processTemplates,
  units,
  workflowProcesses,
  workflowTaskLogs,
  workflowTasks,
} from '../../db/schema';
import { findRow, keywordFilter, runWrite } from '../../lib/crud';
import type { Actor, ResourceStore, SelectedRecord } from '../../lib/context';
import { ApiError, CODES, FieldError } from '../../lib/envelope';
import type { Lang } from '../../lib/i18n';
import { requiredText } from '../org/company';
import { processLog } from './service';

/** The task log's step name of a submission. */
const SUBMIT_NODE = { nodeNameZh: '提交申请', nodeNameEn: 'Submitted' };

/**
 * The enabled accounts of company `companyId` who approve `step` for the applicant
 * `applicantAccountId`: the holders of the step's role, its named people, or the head of the
 * applicant's unit.
 */
async function approversOf(
  tx: Database,
  companyId: number,
  step: ProcessStep,
  applicantAccountId: number,
): Promise<number[]> {
  const active = and(eq(accounts.companyId, companyId), eq(accounts.enabled, true));
  let rows: { id: number }[];
  if (step.rule === 'role') {
    rows = await tx
      .select({ id: accounts.id })
      .from(accountRoles)
      .innerJoin(accounts, eq(accounts.id, accountRoles.accountId))
      .where(and(eq(accountRoles.roleId, step.roleId ?? 0), active));
  } else if (step.rule === 'people') {
    rows = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(inArray(accounts.id, step.accountIds ?? []), active));
  } else {
    rows = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .innerJoin(units, eq(units.headAccountId, accounts.id))
      .where(
        and(
          active,
          eq(units.id, sql`(select ${accounts.unitId} from ${accounts} where ${accounts.id} = ${applicantAccountId})`),
        ),
      );
  }
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

/**
 * Gives each approver of step `index` of `steps` a task of process `processId`, arrived at `at`.
 * @returns the first task's id.
 * @throws FieldError on `templateId` (`processStepNobody`) when the step finds nobody.
 */
async function openStep(
  tx: Database,
  process: { id: number; companyId: number; applicantAccountId: number },
  steps: ProcessStep[],
  index: number,
  at: Date,
): Promise<number> {
  const step = steps[index];
  if (!step) throw new Error(`step ${index} is not in the template`);
  const approvers = await approversOf(tx, process.companyId, step, process.applicantAccountId);
  if (approvers.length === 0) throw new FieldError('templateId', 'processStepNobody', { step: step.nameZh });
  const tasks = await tx
    .insert(workflowTasks)
    .values(
      approvers.map((assigneeAccountId) => ({
        processId: process.id,
        assigneeAccountId,
        nodeNameZh: step.nameZh,
        nodeNameEn: step.nameEn,
        status: 'pending' as const,
        step: index,
        createdAt: at,
      })),
    )
    .returning({ id: workflowTasks.id });
  const [first] = tasks;
  if (!first) throw new Error('no task was created');
  return first.id;
}

/** Whether company `companyId` sees document `id`: its own, or one shared with the whole group (no company). */
async function visibleDocument(db: Database | Transaction, id: number, companyId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.id, id), or(isNull(documents.companyId), eq(documents.companyId, companyId))));
  return row !== undefined;
}

/**
 * The document linked to the application whose share id is `shareUuid`, as `actor` may see it
 * (`cbd/getCBDIdByShareUuid`, docs/screens.md, "Approval processes"): only an application of the
 * actor's company (any, for a platform account) answers, and only with a document its company
 * sees; otherwise `undefined`.
 */
export async function documentByShareUuid(
  db: Database,
  shareUuid: string,
  actor: Actor,
  lang: Lang,
): Promise<LinkedDocument | undefined> {
  const [row] = await db
    .select({ id: documents.id, companyId: workflowProcesses.companyId, zh: documents.titleZh, en: documents.titleEn })
    .from(workflowProcesses)
    .innerJoin(documents, eq(documents.id, workflowProcesses.documentId))
    .where(
      and(
        eq(workflowProcesses.shareUuid, shareUuid.toLowerCase()),
        actor.platform ? undefined : eq(workflowProcesses.companyId, actor.companyId),
      ),
    );
  if (!row || !(await visibleDocument(db, row.id, row.companyId))) return undefined;
  return { id: row.id, title: lang === 'en' ? row.en : row.zh };
}

/** The applications a caller sees: its company's (a platform account: every company's). */
const applicationScope = (actor: Actor) =>
  actor.platform ? undefined : eq(workflowProcesses.companyId, actor.companyId);

/** The row query of {@link applicationStore}: one row per application, with its template and document. */
const applicationQuery = (db: Database | Transaction) =>
  db
    .select({
      id: workflowProcesses.id,
      templateId: processTemplates.id,
      templateNameZh: processTemplates.nameZh,
      templateNameEn: processTemplates.nameEn,
      steps: processTemplates.steps,
      applicant: workflowProcesses.initiator,
      title: workflowProcesses.title,
      currentStep: workflowProcesses.currentStep,
      status: workflowProcesses.status,
      createdAt: workflowProcesses.createdAt,
      documentId: workflowProcesses.documentId,
      documentTitleZh: documents.titleZh,
      documentTitleEn: documents.titleEn,
      shareUuid: workflowProcesses.shareUuid,
    })
    .from(workflowProcesses)
    .innerJoin(processTemplates, eq(processTemplates.id, workflowProcesses.templateId))
    .leftJoin(documents, eq(documents.id, workflowProcesses.documentId))
    .$dynamic();

/** A record of {@link applicationQuery}. */
type ApplicationRecord = SelectedRecord<typeof applicationQuery>;

/** Applications of the caller's company (a platform account: every company's). */
export const applicationStore: ResourceStore<typeof processListResource, ApplicationRecord> = {
  query: applicationQuery,
  count: (db) =>
    db
      .select({ total: count() })
      .from(workflowProcesses)
      .innerJoin(processTemplates, eq(processTemplates.id, workflowProcesses.templateId))
      .$dynamic(),
  id: workflowProcesses.id,
  sort: { startTime: workflowProcesses.createdAt },
  scope: applicationScope,
  filter: ({ keyword, status }) => [
    keywordFilter(keyword, workflowProcesses.title, workflowProcesses.initiator),
    typeof status === 'string' ? eq(workflowProcesses.status, status as 'running') : undefined,
  ],
  toRow: (record, lang) => {
    const { steps, currentStep: current } = record;
    const step = steps[current];
    return {
      id: record.id,
      templateId: record.templateId,
      templateName: lang === 'en' ? record.templateNameEn : record.templateNameZh,
      applicant: record.applicant,
      title: record.title,
      currentStep: current + 1,
      stepName: (lang === 'en' ? step?.nameEn : step?.nameZh) ?? '',
      stepCount: steps.length,
      status: record.status,
      startTime: record.createdAt.getTime(),
      documentId: record.documentId,
      documentTitle: lang === 'en' ? record.documentTitleEn : record.documentTitleZh,
      shareUuid: record.shareUuid,
    };
  },
  insert: (tx, body, actor) => submitApplication(tx, actor, body, new Date()),
  notFound: 'applicationNotFound',
};

/** Who an application's rows name: its applicant or an approver, as an {@link Actor} or a demo account. */
export type Participant = Pick<Actor, 'accountId' | 'companyId' | 'personName'>;

/**
 * Submits `applicant`'s application `body` at `at`, on a template of the applicant's company:
 * step one's approvers each get a task, and the task log says who submitted what. The route's
 * `add` and the demo data set (`db/seed.ts`) both submit through it, so a seeded application is
 * one a person could have made.
 * @returns the application's id.
 * @throws FieldError on `templateId` (`processTemplateNotFound`, `processStepNobody`), `title`
 *   (`required`) or `documentId` (`documentNotFound`).
 */
export async function submitApplication(
  tx: Database,
  applicant: Participant,
  body: { templateId: number; title: string; documentId?: number | null },
  at: Date,
): Promise<number> {
  const [template] = await tx
    .select()
    .from(processTemplates)
    .where(and(eq(processTemplates.id, body.templateId), eq(processTemplates.companyId, applicant.companyId)));
  if (!template) throw new FieldError('templateId', 'processTemplateNotFound');
  const title = requiredText('title', body.title);
  const documentId = body.documentId ?? null;
  if (documentId !== null && !(await visibleDocument(tx, documentId, applicant.companyId))) {
    throw new FieldError('documentId', 'documentNotFound');
  }
  const [process] = await tx
    .insert(workflowProcesses)
    .values({
      companyId: applicant.companyId,
      nameZh: template.nameZh,
      nameEn: template.nameEn,
      initiator: applicant.personName,
      createdAt: at,
      templateId: template.id,
      applicantAccountId: applicant.accountId,
      title,
      documentId,
    })
    .returning({ id: workflowProcesses.id });
  if (!process) throw new Error('application was not created');
  const firstTask = await openStep(
    tx,
    { id: process.id, companyId: applicant.companyId, applicantAccountId: applicant.accountId },
    template.steps,
    0,
    at,
  );
  await tx.insert(workflowTaskLogs).values({
    taskId: firstTask,
    ...SUBMIT_NODE,
    operator: applicant.personName,
    action: 'submit',
    commentZh: title,
    commentEn: title,
    createdAt: at,
  });
  return process.id;
}

/**
 * Application `id` as `actor` sees it.
 * @throws ApiError HTTP 200, code 404: `applicationNotFound` when there is none or it is another
 *   company's; `applicationTemplateGone` when its process template no longer exists, so its steps
 *   cannot be shown or decided (docs/behaviour.md, "Approval processes").
 */
async function visibleApplication(db: Database, actor: Actor, id: number, lang: Lang) {
  const row = await findRow(db, applicationStore, id, actor, lang);
  if (row) return row;
  const [bare] = await db
    .select({ id: workflowProcesses.id })
    .from(workflowProcesses)
    .where(and(eq(workflowProcesses.id, id), applicationScope(actor)));
  throw new ApiError(200, CODES.NOT_FOUND, bare ? 'applicationTemplateGone' : 'applicationNotFound');
}

/**
 * The application of task `taskId`, when the task is of `actor`'s company (any, for a platform account).
 * @throws ApiError HTTP 200, code 404 `taskNotFound` otherwise.
 */
async function applicationOfTask(db: Database, actor: Actor, taskId: number): Promise<number> {
  const [task] = await db
    .select({ processId: workflowTasks.processId })
    .from(workflowTasks)
    .innerJoin(workflowProcesses, eq(workflowProcesses.id, workflowTasks.processId))
    .where(and(eq(workflowTasks.id, taskId), applicationScope(actor)));
  if (!task) throw new ApiError(200, CODES.NOT_FOUND, 'taskNotFound');
  return task.processId;
}

/**
 * Approves or rejects (`decision`) task `body.taskId` as `approver` at `at`, in the caller's
 * transaction: the application row is locked, so two approvers of one step deciding at once are
 * served one after the other and the second is refused. The step's tasks close, the task log
 * records the decision, and the application moves to the next step (its approvers get tasks),
 * ends approved after the last, or ends rejected. The route (`decide`) and the demo data set
 * (`db/seed.ts`) both decide through it.
 * @returns the application's id.
 * @throws ApiError code 404 `taskNotFound`, 403 `taskNotYours` (another account's task), 403
 *   `taskDecided` (decided already, or its step or application is over); FieldError
 *   `processStepNobody` when the next step finds nobody.
 */
export async function decideTask(
  tx: Database,
  approver: Participant,
  body: { taskId: number; comment: string },
  decision: 'approve' | 'reject',
  at: Date,
): Promise<number> {
  const [found] = await tx
    .select({ processId: workflowTasks.processId })
    .from(workflowTasks)
    .where(eq(workflowTasks.id, body.taskId));
  if (!found) throw new ApiError(200, CODES.NOT_FOUND, 'taskNotFound');
  await lockRow(tx, workflowProcesses.id, found.processId);
  const [process] = await tx.select().from(workflowProcesses).where(eq(workflowProcesses.id, found.processId));
  const [task] = await tx.select().from(workflowTasks).where(eq(workflowTasks.id, body.taskId));
  if (!process || !task || process.companyId !== approver.companyId) {
    throw new ApiError(200, CODES.NOT_FOUND, 'taskNotFound');
  }
  if (task.assigneeAccountId !== approver.accountId) throw new ApiError(200, CODES.FORBIDDEN, 'taskNotYours');
  if (task.status !== 'pending' || process.status !== 'running' || task.step !== process.currentStep) {
    throw new ApiError(200, CODES.FORBIDDEN, 'taskDecided');
  }
  // The step is decided: every approver's task of it closes.
  await tx
    .update(workflowTasks)
    .set({ status: 'done' })
    .where(and(eq(workflowTasks.processId, process.id), eq(workflowTasks.step, task.step)));
  await tx.insert(workflowTaskLogs).values({
    taskId: task.id,
    nodeNameZh: task.nodeNameZh,
    nodeNameEn: task.nodeNameEn,
    operator: approver.personName,
    action: decision,
    commentZh: body.comment.trim(),
    commentEn: body.comment.trim(),
    createdAt: at,
  });
  const [template] = await tx
    .select({ steps: processTemplates.steps })
    .from(processTemplates)
    .where(eq(processTemplates.id, process.templateId ?? 0));
  const steps = template?.steps ?? [];
  const next = task.step + 1;
  if (decision === 'reject') {
    await tx.update(workflowProcesses).set({ status: 'rejected' }).where(eq(workflowProcesses.id, process.id));
  } else if (next < steps.length) {
    await openStep(
      tx,
      { id: process.id, companyId: process.companyId, applicantAccountId: process.applicantAccountId ?? 0 },
      steps,
      next,
      at,
    );
    await tx.update(workflowProcesses).set({ currentStep: next }).where(eq(workflowProcesses.id, process.id));
  } else {
    await tx.update(workflowProcesses).set({ status: 'approved' }).where(eq(workflowProcesses.id, process.id));
  }
  return process.id;
}

/**
 * Approves or rejects (`decision`) task `body.taskId` as `actor` ({@link decideTask}), in one
 * transaction with the operate log (resource `processList`).
 * @returns the application's id.
 * @throws ApiError code 404 `taskNotFound` (missing or another company's task) or
 *   `applicationTemplateGone`, and whatever {@link decideTask} throws.
 */
export async function decide(
  db: Database,
  request: FastifyRequest,
  actor: Actor,
  body: { taskId: number; comment: string },
  decision: 'approve' | 'reject',
  lang: Lang,
): Promise<number> {
  const before = await visibleApplication(db, actor, await applicationOfTask(db, actor, body.taskId), lang);
  await runWrite(db, request, actor, 'processList', {
    action: decision,
    before,
    run: (tx) => decideTask(tx, actor, body, decision, new Date()),
    after: (tx, id) => findRow(tx, applicationStore, id, actor, lang),
  });
  return before.id;
}

/**
 * The flow of an application `actor` may see, by its id or one of its tasks: its row, each
 * step's state with who decided it and when, the task log oldest first, and the caller's open
 * task of the current step.
 * @throws ApiError HTTP 200, code 404: `taskNotFound` for a task `actor` may not see,
 *   `applicationNotFound` or `applicationTemplateGone` (see {@link visibleApplication}).
 */
export async function flowOf(db: Database, actor: Actor, body: FlowBody, lang: Lang): Promise<Flow> {
  const id = 'id' in body ? body.id : await applicationOfTask(db, actor, body.taskId);
  const application = await visibleApplication(db, actor, id, lang);
  const [template] = await db
    .select({ steps: processTemplates.steps })
    .from(processTemplates)
    .where(eq(processTemplates.id, application.templateId));
  const en = lang === 'en';
  const log = await processLog(db, application.id, lang);
  const current = application.currentStep - 1;
  const steps = (template?.steps ?? []).map((step, index) => {
    const decided = log.find((entry) => entry.step === index && entry.action !== 'submit');
    const state =
      index < current || (index === current && application.status === 'approved')
        ? ('done' as const)
        : index > current
          ? ('waiting' as const)
          : application.status === 'rejected'
            ? ('rejected' as const)
            : ('current' as const);
    return {
      name: en ? step.nameEn : step.nameZh,
      state,
      actor: decided?.operator ?? '',
      time: decided ? decided.createdAt.getTime() : null,
    };
  });
  const [mine] =
    application.status === 'running'
      ? await db
          .select({ id: workflowTasks.id })
          .from(workflowTasks)
          .where(
            and(
              eq(workflowTasks.processId, application.id),
              eq(workflowTasks.step, current),
              eq(workflowTasks.status, 'pending'),
              eq(workflowTasks.assigneeAccountId, actor.accountId),
            ),
          )
      : [];
  return {
    application,
    steps,
    log: log.flatMap(({ step: _step, createdAt, action, ...entry }) =>
      action === 'pending' ? [] : [{ ...entry, action, time: createdAt.getTime() }],
    ),
    myTaskId: mine?.id ?? null,
  };
}
