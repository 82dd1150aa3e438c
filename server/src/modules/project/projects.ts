/**
 * The stores of a company's projects and what hangs on them (docs/screens.md, "Projects"): the
 * ledger, contracts, participating organisations, people and stages, and the analysis call. A
 * project belongs to a company: an enterprise administrator sees and changes only their company's
 * projects and their parts; another company's answers as a missing one.
 */
import {
  dutyResource,
  type Lang,
  majorResource,
  projectCodeResource,
  projectRoleResource,
  PROJECT_ANALYSIS_READ,
  ProjectAnalysis,
  projectContractResource,
  projectMemberResource,
  projectOrganResource,
  projectPaths,
  projectResource,
  projectStageResource,
} from '@workbench/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Database, qualified, type Transaction } from '../../db/client';
import {
  accounts,
  companies,
  duties,
  majors,
  persons,
  projectCodes,
  projectContracts,
  projectMembers,
  projectOrgans,
  projectRoles,
  projects,
  projectStages,
  units,
} from '../../db/schema';
import { actorOf } from '../../lib/access';
import type { Actor, AppContext, ResourceStore, SelectedRecord } from '../../lib/context';
import { assertUnique, keywordFilter, otherThan, resourceExportRoute, resourceRoutes } from '../../lib/crud';
import { ApiError, CODES, FieldError, ok } from '../../lib/envelope';
import { requestLanguage } from '../../lib/i18n';
import { answers, EmptyBody } from '../../lib/schemas';
import { requiredText } from '../org/company';
import { dutyStore, majorStore, projectCodeStore, projectRoleStore } from './shared-lists';

const stateCodes = alias(projectCodes, 'state_codes');
const kindCodes = alias(projectCodes, 'kind_codes');

/** The rows of a project-owned table `actor` may see: those of their company's projects. */
const projectScope = (actor: Actor): SQL | undefined =>
  actor.platform ? undefined : eq(projects.companyId, actor.companyId);

/** `value`, a `yyyy-MM-dd` the schema let through, when it is a real day; else refuses it on `field`. */
function day(field: string, value: string): string {
  const parsed = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== value) {
    throw new FieldError(field, 'dayInvalid');
  }
  return value;
}

/** An optional end day (`''` none), not before `from`; refused on `field` otherwise. */
function endDay(field: string, value: string, from: string): string | null {
  if (value === '') return null;
  if (day(field, value) < from) throw new FieldError(field, 'endBeforeStart');
  return value;
}

/** The project `id` when `actor` may see it; else refuses `field`. Locks nothing. */
async function visibleProject(tx: Transaction, id: number, actor: Actor, field = 'projectId') {
  const [project] = await tx
    .select({ id: projects.id, companyId: projects.companyId })
    .from(projects)
    .where(and(eq(projects.id, id), projectScope(actor)));
  if (!project) throw new FieldError(field, 'projectNotFound');
  return project;
}

/** Refuses `field` unless row `id` exists in `table` and matches `where`. */
async function assertExists(
  tx: Transaction,
  table: typeof majors | typeof projectCodes | typeof projectRoles | typeof duties,
  id: number,
  field: string,
  where?: SQL,
) {
  const [found] = await tx
    .select({ n: count() })
    .from(table)
    .where(and(eq(table.id, id), where));
  if (!found || found.n === 0) throw new FieldError(field, 'optionNotFound');
}

const contractAmount = sql<number>`(select coalesce(sum(${projectContracts.amount}), 0)::float8 from ${projectContracts} where ${projectContracts.projectId} = ${qualified(projects.id)})`;
const contractCount = sql<number>`(select count(*)::int from ${projectContracts} where ${projectContracts.projectId} = ${qualified(projects.id)})`;

/** Checks the references and days of a project's add or update; the values to store. */
async function projectValues(
  tx: Transaction,
  body: {
    name: string;
    unitId: number | null;
    majorId: number;
    stateId: number;
    kindId: number;
    budget: number;
    startDate: string;
    endDate: string;
    manager: string;
  },
  companyId: number,
  majorBefore?: number,
) {
  if (body.unitId !== null) {
    const [unit] = await tx
      .select({ n: count() })
      .from(units)
      .where(and(eq(units.id, body.unitId), eq(units.companyId, companyId)));
    if (!unit || unit.n === 0) throw new FieldError('unitId', 'optionNotFound');
  }
  // A disabled major is offered to no new project; a project already on it keeps it.
  await assertExists(
    tx,
    majors,
    body.majorId,
    'majorId',
    body.majorId === majorBefore ? undefined : eq(majors.enabled, true),
  );
  await assertExists(tx, projectCodes, body.stateId, 'stateId', eq(projectCodes.kind, 'state'));
  await assertExists(tx, projectCodes, body.kindId, 'kindId', eq(projectCodes.kind, 'kind'));
  const startDate = day('startDate', body.startDate);
  return {
    name: requiredText('name', body.name),
    unitId: body.unitId,
    majorId: body.majorId,
    stateId: body.stateId,
    kindId: body.kindId,
    budget: body.budget.toFixed(2),
    startDate,
    endDate: endDay('endDate', body.endDate, startDate),
    manager: body.manager.trim(),
  };
}

/**
 * The row query of {@link projectStore}: one row per project, with the names of its company, unit,
 * major, state and kind.
 */
const projectQuery = (db: Database | Transaction) =>
  db
    .select({
      id: projects.id,
      code: projects.code,
      name: projects.name,
      companyId: projects.companyId,
      companyName: companies.name,
      unitId: projects.unitId,
      unitName: units.name,
      majorId: projects.majorId,
      majorZh: majors.nameZh,
      majorEn: majors.nameEn,
      stateId: projects.stateId,
      stateZh: stateCodes.nameZh,
      stateEn: stateCodes.nameEn,
      kindId: projects.kindId,
      kindZh: kindCodes.nameZh,
      kindEn: kindCodes.nameEn,
      budget: projects.budget,
      startDate: projects.startDate,
      endDate: projects.endDate,
      manager: projects.manager,
      contractCount,
      contractAmount,
      createdAt: projects.createdAt,
    })
    .from(projects)
    .innerJoin(companies, eq(companies.id, projects.companyId))
    .leftJoin(units, eq(units.id, projects.unitId))
    .innerJoin(majors, eq(majors.id, projects.majorId))
    .innerJoin(stateCodes, eq(stateCodes.id, projects.stateId))
    .innerJoin(kindCodes, eq(kindCodes.id, projects.kindId))
    .$dynamic();

/** A record of {@link projectQuery}. */
type ProjectRecord = SelectedRecord<typeof projectQuery>;

/** The project ledger: a company's projects with their contract count and amount. */
export const projectStore: ResourceStore<typeof projectResource, ProjectRecord> = {
  query: projectQuery,
  // The row query's inner joins follow not-null foreign keys and its left join adds no row, and
  // the scope and filters read only the project's own columns: the count needs none of them.
  count: (db) => db.select({ total: count() }).from(projects).$dynamic(),
  id: projects.id,
  sort: {
    code: projects.code,
    name: projects.name,
    budget: projects.budget,
    contractAmount,
    startDate: projects.startDate,
    createTime: projects.createdAt,
  },
  scope: projectScope,
  filter: ({ keyword, stateId, majorId }) => [
    keywordFilter(keyword, projects.code, projects.name),
    typeof stateId === 'number' ? eq(projects.stateId, stateId) : undefined,
    typeof majorId === 'number' ? eq(projects.majorId, majorId) : undefined,
  ],
  toRow: (record, lang) => ({
    id: record.id,
    code: record.code,
    name: record.name,
    companyId: record.companyId,
    companyName: record.companyName,
    unitId: record.unitId,
    unitName: record.unitName,
    majorId: record.majorId,
    majorName: lang === 'en' ? record.majorEn : record.majorZh,
    stateId: record.stateId,
    stateName: lang === 'en' ? record.stateEn : record.stateZh,
    kindId: record.kindId,
    kindName: lang === 'en' ? record.kindEn : record.kindZh,
    budget: Number(record.budget),
    startDate: record.startDate,
    endDate: record.endDate ?? '',
    manager: record.manager,
    contractCount: Number(record.contractCount),
    contractAmount: Number(record.contractAmount),
    createTime: record.createdAt.getTime(),
  }),
  insert: async (tx, body, actor) => {
    await assertUnique(
      tx,
      projects,
      and(eq(projects.companyId, actor.companyId), eq(projects.code, body.code)),
      'projects_company_code_uq',
      body.code,
    );
    const values = await projectValues(tx, body, actor.companyId);
    const [row] = await tx
      .insert(projects)
      .values({ ...values, companyId: actor.companyId, code: body.code })
      .returning({ id: projects.id });
    if (!row) throw new Error('project was not created');
    return row.id;
  },
  update: async (tx, body, before) => {
    const values = await projectValues(tx, body, before.companyId, before.majorId);
    await tx.update(projects).set(values).where(eq(projects.id, body.id));
  },
  remove: async (tx, before) => {
    const [members] = await tx
      .select({ n: count() })
      .from(projectMembers)
      .where(eq(projectMembers.projectId, before.id));
    const uses = before.contractCount + (members?.n ?? 0);
    if (uses > 0) {
      throw new ApiError(200, CODES.BAD_REQUEST, 'projectInUse', {
        contracts: before.contractCount,
        people: members?.n ?? 0,
      });
    }
    await tx.delete(projects).where(eq(projects.id, before.id));
  },
  notFound: 'projectNotFound',
};

/** A signed or closed contract needs its day; the day to store (`null` for none). */
function signedDay(state: string, signedDate: string): string | null {
  if (signedDate === '') {
    if (state !== 'draft') throw new FieldError('signedDate', 'signedDateRequired');
    return null;
  }
  return day('signedDate', signedDate);
}

/** The row query of {@link projectContractStore}: one row per contract. */
const projectContractQuery = (db: Database | Transaction) =>
  db
    .select({
      id: projectContracts.id,
      projectId: projectContracts.projectId,
      projectName: projects.name,
      code: projectContracts.code,
      supplierName: projectContracts.supplierName,
      amount: projectContracts.amount,
      signedDate: projectContracts.signedDate,
      state: projectContracts.state,
    })
    .from(projectContracts)
    .innerJoin(projects, eq(projects.id, projectContracts.projectId))
    .$dynamic();

/** A record of {@link projectContractQuery}. */
type ProjectContractRecord = SelectedRecord<typeof projectContractQuery>;

/** Contracts, each with its project's name. */
export const projectContractStore: ResourceStore<typeof projectContractResource, ProjectContractRecord> = {
  query: projectContractQuery,
  count: (db) =>
    db
      .select({ total: count() })
      .from(projectContracts)
      .innerJoin(projects, eq(projects.id, projectContracts.projectId))
      .$dynamic(),
  id: projectContracts.id,
  sort: { code: projectContracts.code, amount: projectContracts.amount, signedDate: projectContracts.signedDate },
  scope: projectScope,
  filter: ({ keyword, projectId, state }) => [
    keywordFilter(keyword, projectContracts.code, projectContracts.supplierName),
    typeof projectId === 'number' ? eq(projectContracts.projectId, projectId) : undefined,
    state === 'draft' || state === 'signed' || state === 'closed' ? eq(projectContracts.state, state) : undefined,
  ],
  toRow: (record) => ({
    id: record.id,
    projectId: record.projectId,
    projectName: record.projectName,
    code: record.code,
    supplierName: record.supplierName,
    amount: Number(record.amount),
    signedDate: record.signedDate ?? '',
    state: record.state,
  }),
  insert: async (tx, body, actor) => {
    await visibleProject(tx, body.projectId, actor);
    await assertUnique(
      tx,
      projectContracts,
      and(eq(projectContracts.projectId, body.projectId), eq(projectContracts.code, body.code)),
      'project_contracts_project_code_uq',
      body.code,
    );
    const [row] = await tx
      .insert(projectContracts)
      .values({
        projectId: body.projectId,
        code: body.code,
        supplierName: requiredText('supplierName', body.supplierName),
        amount: body.amount.toFixed(2),
        signedDate: signedDay(body.state, body.signedDate),
        state: body.state,
      })
      .returning({ id: projectContracts.id });
    if (!row) throw new Error('contract was not created');
    return row.id;
  },
  update: async (tx, body) => {
    await tx
      .update(projectContracts)
      .set({
        supplierName: requiredText('supplierName', body.supplierName),
        amount: body.amount.toFixed(2),
        signedDate: signedDay(body.state, body.signedDate),
        state: body.state,
      })
      .where(eq(projectContracts.id, body.id));
  },
  remove: async (tx, before) => {
    await tx.delete(projectContracts).where(eq(projectContracts.id, before.id));
  },
};

type OrganKind = 'owner' | 'contractor' | 'supervisor' | 'designer';

async function assertOrganFree(tx: Transaction, projectId: number, kind: OrganKind, name: string, exceptId?: number) {
  await assertUnique(
    tx,
    projectOrgans,
    and(
      eq(projectOrgans.projectId, projectId),
      eq(projectOrgans.kind, kind),
      eq(projectOrgans.name, name),
      otherThan(projectOrgans.id, exceptId),
    ),
    'project_organs_project_kind_name_uq',
    name,
  );
}

/** The row query of {@link projectOrganStore}: one row per organisation of a project. */
const projectOrganQuery = (db: Database | Transaction) =>
  db
    .select({
      id: projectOrgans.id,
      projectId: projectOrgans.projectId,
      projectName: projects.name,
      name: projectOrgans.name,
      kind: projectOrgans.kind,
    })
    .from(projectOrgans)
    .innerJoin(projects, eq(projects.id, projectOrgans.projectId))
    .$dynamic();

/** A record of {@link projectOrganQuery}. */
type ProjectOrganRecord = SelectedRecord<typeof projectOrganQuery>;

/** The organisations taking part in projects. */
export const projectOrganStore: ResourceStore<typeof projectOrganResource, ProjectOrganRecord> = {
  query: projectOrganQuery,
  count: (db) =>
    db
      .select({ total: count() })
      .from(projectOrgans)
      .innerJoin(projects, eq(projects.id, projectOrgans.projectId))
      .$dynamic(),
  id: projectOrgans.id,
  sort: { name: projectOrgans.name, kind: projectOrgans.kind },
  scope: projectScope,
  filter: ({ keyword, projectId, kind }) => [
    keywordFilter(keyword, projectOrgans.name),
    typeof projectId === 'number' ? eq(projectOrgans.projectId, projectId) : undefined,
    typeof kind === 'string' ? eq(projectOrgans.kind, kind as OrganKind) : undefined,
  ],
  toRow: (record) => ({
    id: record.id,
    projectId: record.projectId,
    projectName: record.projectName,
    name: record.name,
    kind: record.kind,
  }),
  insert: async (tx, body, actor) => {
    await visibleProject(tx, body.projectId, actor);
    const name = requiredText('name', body.name);
    await assertOrganFree(tx, body.projectId, body.kind, name);
    const [row] = await tx
      .insert(projectOrgans)
      .values({ projectId: body.projectId, name, kind: body.kind })
      .returning({ id: projectOrgans.id });
    if (!row) throw new Error('organisation was not created');
    return row.id;
  },
  update: async (tx, body, before) => {
    const name = requiredText('name', body.name);
    await assertOrganFree(tx, before.projectId, body.kind, name, body.id);
    await tx.update(projectOrgans).set({ name, kind: body.kind }).where(eq(projectOrgans.id, body.id));
  },
  remove: async (tx, before) => {
    await tx.delete(projectOrgans).where(eq(projectOrgans.id, before.id));
  },
};

async function memberValues(
  tx: Transaction,
  body: { roleId: number; dutyId: number | null; fromDate: string; toDate: string },
) {
  await assertExists(tx, projectRoles, body.roleId, 'roleId');
  if (body.dutyId !== null) await assertExists(tx, duties, body.dutyId, 'dutyId');
  const fromDate = day('fromDate', body.fromDate);
  return { roleId: body.roleId, dutyId: body.dutyId, fromDate, toDate: endDay('toDate', body.toDate, fromDate) };
}

async function assertMemberFree(
  tx: Transaction,
  projectId: number,
  accountId: number,
  roleId: number,
  exceptId?: number,
) {
  await assertUnique(
    tx,
    projectMembers,
    and(
      eq(projectMembers.projectId, projectId),
      eq(projectMembers.accountId, accountId),
      eq(projectMembers.roleId, roleId),
      otherThan(projectMembers.id, exceptId),
    ),
    'project_members_project_account_role_uq',
  );
}

/** The row query of {@link projectMemberStore}: one row per person on a project and role. */
const projectMemberQuery = (db: Database | Transaction) =>
  db
    .select({
      id: projectMembers.id,
      projectId: projectMembers.projectId,
      projectName: projects.name,
      accountId: projectMembers.accountId,
      account: accounts.account,
      personName: persons.name,
      roleId: projectMembers.roleId,
      roleZh: projectRoles.nameZh,
      roleEn: projectRoles.nameEn,
      dutyId: projectMembers.dutyId,
      dutyZh: duties.nameZh,
      dutyEn: duties.nameEn,
      fromDate: projectMembers.fromDate,
      toDate: projectMembers.toDate,
    })
    .from(projectMembers)
    .innerJoin(projects, eq(projects.id, projectMembers.projectId))
    .innerJoin(accounts, eq(accounts.id, projectMembers.accountId))
    .innerJoin(persons, eq(persons.id, accounts.personId))
    .innerJoin(projectRoles, eq(projectRoles.id, projectMembers.roleId))
    .leftJoin(duties, eq(duties.id, projectMembers.dutyId))
    .$dynamic();

/** A record of {@link projectMemberQuery}. */
type ProjectMemberRecord = SelectedRecord<typeof projectMemberQuery>;

/** People on projects, with their names and their role's and duty's names. */
export const projectMemberStore: ResourceStore<typeof projectMemberResource, ProjectMemberRecord> = {
  query: projectMemberQuery,
  count: (db) =>
    db
      .select({ total: count() })
      .from(projectMembers)
      .innerJoin(projects, eq(projects.id, projectMembers.projectId))
      .innerJoin(accounts, eq(accounts.id, projectMembers.accountId))
      .innerJoin(persons, eq(persons.id, accounts.personId))
      .$dynamic(),
  id: projectMembers.id,
  sort: { personName: persons.name, fromDate: projectMembers.fromDate },
  scope: projectScope,
  filter: ({ keyword, projectId, roleId }) => [
    keywordFilter(keyword, persons.name, accounts.account),
    typeof projectId === 'number' ? eq(projectMembers.projectId, projectId) : undefined,
    typeof roleId === 'number' ? eq(projectMembers.roleId, roleId) : undefined,
  ],
  toRow: (record, lang) => ({
    id: record.id,
    projectId: record.projectId,
    projectName: record.projectName,
    accountId: record.accountId,
    account: record.account,
    personName: record.personName,
    roleId: record.roleId,
    roleName: lang === 'en' ? record.roleEn : record.roleZh,
    dutyId: record.dutyId,
    dutyName: record.dutyId === null ? null : lang === 'en' ? record.dutyEn : record.dutyZh,
    fromDate: record.fromDate,
    toDate: record.toDate ?? '',
  }),
  insert: async (tx, body, actor) => {
    const project = await visibleProject(tx, body.projectId, actor);
    const [account] = await tx
      .select({ n: count() })
      .from(accounts)
      .where(and(eq(accounts.id, body.accountId), eq(accounts.companyId, project.companyId)));
    if (!account || account.n === 0) throw new FieldError('accountId', 'memberOutsideCompany');
    const values = await memberValues(tx, body);
    await assertMemberFree(tx, body.projectId, body.accountId, body.roleId);
    const [row] = await tx
      .insert(projectMembers)
      .values({ ...values, projectId: body.projectId, accountId: body.accountId })
      .returning({ id: projectMembers.id });
    if (!row) throw new Error('project member was not created');
    return row.id;
  },
  update: async (tx, body, before) => {
    const values = await memberValues(tx, body);
    await assertMemberFree(tx, before.projectId, before.accountId, body.roleId, body.id);
    await tx.update(projectMembers).set(values).where(eq(projectMembers.id, body.id));
  },
  remove: async (tx, before) => {
    await tx.delete(projectMembers).where(eq(projectMembers.id, before.id));
  },
};

type StageState = 'planned' | 'active' | 'done';

/** Refuses a second active stage in a project. */
async function assertOneActive(tx: Transaction, projectId: number, state: StageState, exceptId?: number) {
  if (state !== 'active') return;
  const [active] = await tx
    .select({ n: count() })
    .from(projectStages)
    .where(
      and(
        eq(projectStages.projectId, projectId),
        eq(projectStages.state, 'active'),
        otherThan(projectStages.id, exceptId),
      ),
    );
  if (active && active.n > 0) throw new FieldError('state', 'stageActiveTaken');
}

/** The row query of {@link projectStageStore}: one row per stage. */
const projectStageQuery = (db: Database | Transaction) =>
  db
    .select({
      id: projectStages.id,
      projectId: projectStages.projectId,
      projectName: projects.name,
      name: projectStages.name,
      order: projectStages.sort,
      state: projectStages.state,
    })
    .from(projectStages)
    .innerJoin(projects, eq(projects.id, projectStages.projectId))
    .$dynamic();

/** A record of {@link projectStageQuery}. */
type ProjectStageRecord = SelectedRecord<typeof projectStageQuery>;

/** Project stages, in order. */
export const projectStageStore: ResourceStore<typeof projectStageResource, ProjectStageRecord> = {
  query: projectStageQuery,
  count: (db) =>
    db
      .select({ total: count() })
      .from(projectStages)
      .innerJoin(projects, eq(projects.id, projectStages.projectId))
      .$dynamic(),
  id: projectStages.id,
  sort: { order: projectStages.sort },
  scope: projectScope,
  filter: ({ projectId, state }) => [
    typeof projectId === 'number' ? eq(projectStages.projectId, projectId) : undefined,
    typeof state === 'string' ? eq(projectStages.state, state as StageState) : undefined,
  ],
  toRow: (record) => ({
    id: record.id,
    projectId: record.projectId,
    projectName: record.projectName,
    name: record.name,
    order: record.order,
    state: record.state,
  }),
  insert: async (tx, body, actor) => {
    await visibleProject(tx, body.projectId, actor);
    await assertOneActive(tx, body.projectId, body.state);
    const [row] = await tx
      .insert(projectStages)
      .values({ projectId: body.projectId, name: requiredText('name', body.name), sort: body.order, state: body.state })
      .returning({ id: projectStages.id });
    if (!row) throw new Error('stage was not created');
    return row.id;
  },
  update: async (tx, body, before) => {
    await assertOneActive(tx, before.projectId, body.state, body.id);
    await tx
      .update(projectStages)
      .set({ name: requiredText('name', body.name), sort: body.order, state: body.state })
      .where(eq(projectStages.id, body.id));
  },
  remove: async (tx, before) => {
    await tx.delete(projectStages).where(eq(projectStages.id, before.id));
  },
};

/**
 * The analysis' figures for `actor`: the projects they may see counted by state and their
 * contracts summed by major, every state and major listed (zero included), in SQL.
 */
export async function projectAnalysis(db: Database, actor: Actor, lang: Lang) {
  const visible = actor.platform ? sql`true` : sql`${projects.companyId} = ${actor.companyId}`;
  const byState = await db
    .select({
      code: projectCodes.code,
      nameZh: projectCodes.nameZh,
      nameEn: projectCodes.nameEn,
      projectCount: sql<number>`(select count(*)::int from ${projects} where ${projects.stateId} = ${qualified(projectCodes.id)} and ${visible})`,
      contractAmount: sql<number>`(select coalesce(sum(${projectContracts.amount}), 0)::float8 from ${projectContracts} join ${projects} on ${qualified(projects.id)} = ${qualified(projectContracts.projectId)} where ${projects.stateId} = ${qualified(projectCodes.id)} and ${visible})`,
    })
    .from(projectCodes)
    .where(eq(projectCodes.kind, 'state'))
    .orderBy(asc(projectCodes.sort), asc(projectCodes.code));
  const byMajor = await db
    .select({
      code: majors.code,
      nameZh: majors.nameZh,
      nameEn: majors.nameEn,
      projectCount: sql<number>`(select count(*)::int from ${projects} where ${projects.majorId} = ${qualified(majors.id)} and ${visible})`,
      contractAmount: sql<number>`(select coalesce(sum(${projectContracts.amount}), 0)::float8 from ${projectContracts} join ${projects} on ${qualified(projects.id)} = ${qualified(projectContracts.projectId)} where ${projects.majorId} = ${qualified(majors.id)} and ${visible})`,
    })
    .from(majors)
    .orderBy(asc(majors.code));
  const figure = (row: (typeof byState)[number]) => ({
    code: row.code,
    name: lang === 'zh' ? row.nameZh : row.nameEn,
    projectCount: Number(row.projectCount),
    contractAmount: Number(row.contractAmount),
  });
  return { byState: byState.map(figure), byMajor: byMajor.map(figure) };
}

/**
 * The project set's routes: the resources' list, detail, add, update and delete (each checked
 * against its resource code), and `POST /share-project/analysis {}` (`projectAnalysis:read`).
 */
export const projectRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, context) => {
  resourceRoutes(app, context, projectResource, projectStore);
  resourceRoutes(app, context, projectContractResource, projectContractStore);
  resourceRoutes(app, context, projectOrganResource, projectOrganStore);
  resourceRoutes(app, context, projectMemberResource, projectMemberStore);
  resourceRoutes(app, context, projectStageResource, projectStageStore);
  resourceRoutes(app, context, majorResource, majorStore);
  resourceRoutes(app, context, projectRoleResource, projectRoleStore);
  resourceRoutes(app, context, dutyResource, dutyStore);
  resourceRoutes(app, context, projectCodeResource, projectCodeStore);
  app.post(
    projectPaths.analysis,
    { schema: { body: EmptyBody, response: answers(ProjectAnalysis) }, config: { resource: PROJECT_ANALYSIS_READ } },
    async (request) => {
      const actor = await actorOf(context.db, request);
      return ok(request, await projectAnalysis(context.db, actor, requestLanguage(request)));
    },
  );
};

/** The `.xlsx` exports of the ledger and the contracts (download context). */
export const projectDownloadRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, context) => {
  resourceExportRoute(app, context, projectResource, projectStore);
  resourceExportRoute(app, context, projectContractResource, projectContractStore);
};
