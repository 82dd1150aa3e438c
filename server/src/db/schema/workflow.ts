/**
 * Approval processes: process types and templates, the processes (applications) started on
 * them, their tasks and the tasks' logs (docs/screens.md and docs/behaviour.md, "Approval
 * processes"; docs/wire-protocol.md, "Workflow").
 */
import { type AnyPgColumn, index, integer, jsonb, serial, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, workbench } from './workbench';
import { accounts, companies } from './org';
import { documents } from './document';

/**
 * Workflow process instances a company's staff started; `initiator` is a person's name. An
 * application submitted on a template (docs/behaviour.md, "Approval processes") also has its
 * `templateId`, `applicantAccountId`, `title`, the 0-based `currentStep` of the template's steps
 * and its `status`. A row without a template (its template deleted from the database, or a demo
 * task of a database seeded before the demo applications were) cannot be opened: the flow
 * answers `applicationTemplateGone`.
 */
export const workflowProcesses = workbench.table(
  'workflow_processes',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    initiator: text('initiator').notNull(),
    createdAt: createdAt(),
    templateId: integer('template_id').references((): AnyPgColumn => processTemplates.id),
    applicantAccountId: integer('applicant_account_id').references(() => accounts.id),
    title: text('title').notNull().default(''),
    currentStep: integer('current_step').notNull().default(0),
    status: text('status', { enum: ['running', 'approved', 'rejected'] })
      .notNull()
      .default('running'),
    /** The document the application is about (docs/screens.md, "Approval processes"), if any. */
    documentId: integer('document_id').references((): AnyPgColumn => documents.id),
    /** The application's share id: `cbd/getCBDIdByShareUuid` answers its document by it. */
    shareUuid: uuid('share_uuid').notNull().unique().defaultRandom(),
  },
  (t) => [index('workflow_processes_company_idx').on(t.companyId)],
);

/** A step of a process waiting for (`pending`) or done by the account `assigneeAccountId`. */
export const workflowTasks = workbench.table(
  'workflow_tasks',
  {
    id: serial('id').primaryKey(),
    processId: integer('process_id')
      .notNull()
      .references(() => workflowProcesses.id),
    assigneeAccountId: integer('assignee_account_id')
      .notNull()
      .references(() => accounts.id),
    nodeNameZh: text('node_name_zh').notNull(),
    nodeNameEn: text('node_name_en').notNull(),
    status: text('status', { enum: ['pending', 'done'] }).notNull(),
    createdAt: createdAt(),
    /** The 0-based step of the process's template the task decides (0 for the demo tasks). */
    step: integer('step').notNull().default(0),
  },
  (t) => [index('workflow_tasks_assignee_idx').on(t.assigneeAccountId, t.status)],
);

/**
 * The log of a task: one row per step, `action` what `operator` (a person's
 * name) did; the open step is `pending`.
 */
export const workflowTaskLogs = workbench.table(
  'workflow_task_logs',
  {
    id: serial('id').primaryKey(),
    taskId: integer('task_id')
      .notNull()
      .references(() => workflowTasks.id),
    nodeNameZh: text('node_name_zh').notNull(),
    nodeNameEn: text('node_name_en').notNull(),
    operator: text('operator').notNull(),
    action: text('action', { enum: ['submit', 'approve', 'reject', 'pending'] }).notNull(),
    commentZh: text('comment_zh').notNull().default(''),
    commentEn: text('comment_en').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('workflow_task_logs_task_idx').on(t.taskId)],
);

/**
 * Process types of a company (docs/screens.md, "Approval processes"): `code` unique within the
 * company.
 */
export const processTypes = workbench.table(
  'process_types',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    code: text('code').notNull(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
  },
  (t) => [unique('process_types_company_code_uq').on(t.companyId, t.code)],
);

/** One ordered step of a process template and who approves it (`ProcessStep` of the contracts). */
export interface ProcessStepRecord {
  nameZh: string;
  nameEn: string;
  rule: 'role' | 'unitHead' | 'people';
  roleId?: number;
  accountIds?: number[];
}

/**
 * Process templates (docs/screens.md, "Approval processes"): a type, names and the ordered
 * `steps`, kept whole as one JSON array since they are always read and written together.
 */
export const processTemplates = workbench.table(
  'process_templates',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    typeId: integer('type_id')
      .notNull()
      .references(() => processTypes.id),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    steps: jsonb('steps').$type<ProcessStepRecord[]>().notNull(),
  },
  (t) => [index('process_templates_company_idx').on(t.companyId), index('process_templates_type_idx').on(t.typeId)],
);
