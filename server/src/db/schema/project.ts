/**
 * Projects: the shared lists (majors, project roles, duties, the project dictionary) and a
 * company's projects with their contracts, organisations, people and stages (docs/screens.md,
 * "Projects").
 */
import { boolean, date, index, integer, numeric, serial, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, workbench } from './workbench';
import { accounts, companies, units } from './org';

/**
 * Majors (docs/screens.md, "Projects"): the disciplines projects belong to, shared by every
 * company. A major a project is on is not deleted (the foreign key restricts it as well).
 */
export const majors = workbench.table('majors', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
  enabled: boolean('enabled').notNull().default(true),
});

/** Project roles (docs/screens.md, "Projects"), shared by every company. */
export const projectRoles = workbench.table('project_roles', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
});

/** Duties people carry on projects (docs/screens.md, "Projects"), shared by every company. */
export const duties = workbench.table('duties', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
  description: text('description').notNull().default(''),
});

/**
 * The project dictionary (docs/screens.md, "Projects"): the states (`kind` `state`) and kinds
 * (`kind` `kind`) a project may have, each code unique within its kind, in `sort` order.
 */
export const projectCodes = workbench.table(
  'project_codes',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['state', 'kind'] }).notNull(),
    code: text('code').notNull(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [unique('project_codes_kind_code_uq').on(t.kind, t.code)],
);

/**
 * A company's projects (docs/screens.md, "Projects"): `budget` in yuan, days as `date`
 * (`endDate` null while open). Majors, states and kinds in use cannot be deleted; contracts and
 * people keep a project from deletion, its stages and organisations go with it.
 */
export const projects = workbench.table(
  'projects',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    unitId: integer('unit_id').references(() => units.id, { onDelete: 'set null' }),
    majorId: integer('major_id')
      .notNull()
      .references(() => majors.id, { onDelete: 'restrict' }),
    stateId: integer('state_id')
      .notNull()
      .references(() => projectCodes.id, { onDelete: 'restrict' }),
    kindId: integer('kind_id')
      .notNull()
      .references(() => projectCodes.id, { onDelete: 'restrict' }),
    budget: numeric('budget', { precision: 14, scale: 2 }).notNull().default('0'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    manager: text('manager').notNull().default(''),
    createdAt: createdAt().defaultNow(),
  },
  (t) => [unique('projects_company_code_uq').on(t.companyId, t.code), index('projects_major_idx').on(t.majorId)],
);

/** The contracts of a project: `amount` in yuan, `signedDate` null while unsigned. */
export const projectContracts = workbench.table(
  'project_contracts',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'restrict' }),
    code: text('code').notNull(),
    supplierName: text('supplier_name').notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    signedDate: date('signed_date', { mode: 'string' }),
    state: text('state', { enum: ['draft', 'signed', 'closed'] }).notNull(),
  },
  (t) => [unique('project_contracts_project_code_uq').on(t.projectId, t.code)],
);

/** The organisations taking part in a project, each with its part. */
export const projectOrgans = workbench.table(
  'project_organs',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['owner', 'contractor', 'supervisor', 'designer'] }).notNull(),
  },
  (t) => [unique('project_organs_project_kind_name_uq').on(t.projectId, t.kind, t.name)],
);

/** People on projects: an account of the project's company with a role, a duty and its days. */
export const projectMembers = workbench.table(
  'project_members',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'restrict' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => projectRoles.id, { onDelete: 'restrict' }),
    dutyId: integer('duty_id').references(() => duties.id, { onDelete: 'restrict' }),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }),
  },
  (t) => [unique('project_members_project_account_role_uq').on(t.projectId, t.accountId, t.roleId)],
);

/** A project's stages, its process, in `sort` order. */
export const projectStages = workbench.table(
  'project_stages',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    state: text('state', { enum: ['planned', 'active', 'done'] }).notNull(),
  },
  (t) => [index('project_stages_project_idx').on(t.projectId, t.sort)],
);
