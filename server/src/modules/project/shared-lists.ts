/**
 * The stores of the project set's shared lists (docs/screens.md, "Projects"): majors, project
 * roles, duties and the project dictionary, the same for every company. None is deleted while a
 * project or a project member uses it: the refusal (code 400) says how many.
 */
import type { dutyResource, majorResource, projectCodeResource, projectRoleResource } from '@workbench/contracts';
import { and, count, eq, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type Database, qualified, type Transaction } from '../../db/client';
import { duties, majors, projectCodes, projectMembers, projectRoles, projects } from '../../db/schema';
import { assertUnique, keywordFilter } from '../../lib/crud';
import type { ResourceStore, SelectedRecord } from '../../lib/context';
import { ApiError, CODES } from '../../lib/envelope';
import type { MessageKey } from '../../lib/i18n';
import { requiredText } from '../org/company';

const flag = (value: boolean): 'Y' | 'N' => (value ? 'Y' : 'N');

/** How many rows of `column`'s table point at the row of `id`, as a correlated subquery. */
function usage(column: PgColumn, id: PgColumn): SQL<number> {
  return sql<number>`(select count(*)::int from ${column.table} where ${column} = ${qualified(id)})`;
}

/**
 * Refuses a delete while `uses` rows still point at the row: HTTP 200, code 400, `messageKey`
 * with `{count}` (docs/screens.md, "Projects").
 */
function assertUnused(uses: number, messageKey: MessageKey) {
  if (uses > 0) throw new ApiError(200, CODES.BAD_REQUEST, messageKey, { count: uses });
}

const majorProjects = usage(projects.majorId, majors.id);

/** The row query of {@link majorStore}: one row per major. */
const majorQuery = (db: Database | Transaction) =>
  db
    .select({
      id: majors.id,
      code: majors.code,
      nameZh: majors.nameZh,
      nameEn: majors.nameEn,
      enabled: majors.enabled,
      projectCount: majorProjects,
    })
    .from(majors)
    .$dynamic();

/** A record of {@link majorQuery}. */
type MajorRecord = SelectedRecord<typeof majorQuery>;

/** Majors, each with the number of projects on it. */
export const majorStore: ResourceStore<typeof majorResource, MajorRecord> = {
  query: majorQuery,
  count: (db) => db.select({ total: count() }).from(majors).$dynamic(),
  id: majors.id,
  sort: { code: majors.code, projectCount: majorProjects },
  scope: () => undefined,
  filter: ({ keyword, enabled }) => [
    keywordFilter(keyword, majors.code, majors.nameZh, majors.nameEn),
    enabled === undefined ? undefined : eq(majors.enabled, enabled === 'Y'),
  ],
  toRow: (record) => ({
    id: record.id,
    code: record.code,
    nameZh: record.nameZh,
    nameEn: record.nameEn,
    enabled: flag(record.enabled),
    projectCount: Number(record.projectCount),
  }),
  insert: async (tx, body) => {
    await assertUnique(tx, majors, eq(majors.code, body.code), 'majors_code_unique', body.code);
    const [row] = await tx
      .insert(majors)
      .values({
        code: body.code,
        nameZh: requiredText('nameZh', body.nameZh),
        nameEn: requiredText('nameEn', body.nameEn),
        enabled: body.enabled === 'Y',
      })
      .returning({ id: majors.id });
    if (!row) throw new Error('major was not created');
    return row.id;
  },
  update: async (tx, body) => {
    await tx
      .update(majors)
      .set({
        nameZh: requiredText('nameZh', body.nameZh),
        nameEn: requiredText('nameEn', body.nameEn),
        enabled: body.enabled === 'Y',
      })
      .where(eq(majors.id, body.id));
  },
  remove: async (tx, before) => {
    const [used] = await tx.select({ n: count() }).from(projects).where(eq(projects.majorId, before.id));
    assertUnused(used?.n ?? 0, 'majorInUse');
    await tx.delete(majors).where(eq(majors.id, before.id));
  },
};

const roleHolders = usage(projectMembers.roleId, projectRoles.id);

/** The row query of {@link projectRoleStore}: one row per project role. */
const projectRoleQuery = (db: Database | Transaction) =>
  db
    .select({
      id: projectRoles.id,
      code: projectRoles.code,
      nameZh: projectRoles.nameZh,
      nameEn: projectRoles.nameEn,
      holderCount: roleHolders,
    })
    .from(projectRoles)
    .$dynamic();

/** A record of {@link projectRoleQuery}. */
type ProjectRoleRecord = SelectedRecord<typeof projectRoleQuery>;

/** Project roles, each with the number of people holding it. */
export const projectRoleStore: ResourceStore<typeof projectRoleResource, ProjectRoleRecord> = {
  query: projectRoleQuery,
  count: (db) => db.select({ total: count() }).from(projectRoles).$dynamic(),
  id: projectRoles.id,
  sort: { code: projectRoles.code, holderCount: roleHolders },
  scope: () => undefined,
  filter: ({ keyword }) => [keywordFilter(keyword, projectRoles.code, projectRoles.nameZh, projectRoles.nameEn)],
  toRow: (record) => ({
    id: record.id,
    code: record.code,
    nameZh: record.nameZh,
    nameEn: record.nameEn,
    holderCount: Number(record.holderCount),
  }),
  insert: async (tx, body) => {
    await assertUnique(tx, projectRoles, eq(projectRoles.code, body.code), 'project_roles_code_unique', body.code);
    const [row] = await tx
      .insert(projectRoles)
      .values({
        code: body.code,
        nameZh: requiredText('nameZh', body.nameZh),
        nameEn: requiredText('nameEn', body.nameEn),
      })
      .returning({ id: projectRoles.id });
    if (!row) throw new Error('project role was not created');
    return row.id;
  },
  update: async (tx, body) => {
    await tx
      .update(projectRoles)
      .set({ nameZh: requiredText('nameZh', body.nameZh), nameEn: requiredText('nameEn', body.nameEn) })
      .where(eq(projectRoles.id, body.id));
  },
  remove: async (tx, before) => {
    const [used] = await tx.select({ n: count() }).from(projectMembers).where(eq(projectMembers.roleId, before.id));
    assertUnused(used?.n ?? 0, 'projectRoleInUse');
    await tx.delete(projectRoles).where(eq(projectRoles.id, before.id));
  },
};

const dutyHolders = usage(projectMembers.dutyId, duties.id);

/** The row query of {@link dutyStore}: one row per duty. */
const dutyQuery = (db: Database | Transaction) =>
  db
    .select({
      id: duties.id,
      code: duties.code,
      nameZh: duties.nameZh,
      nameEn: duties.nameEn,
      description: duties.description,
      holderCount: dutyHolders,
    })
    .from(duties)
    .$dynamic();

/** A record of {@link dutyQuery}. */
type DutyRecord = SelectedRecord<typeof dutyQuery>;

/** Duties, each with the number of people carrying it. */
export const dutyStore: ResourceStore<typeof dutyResource, DutyRecord> = {
  query: dutyQuery,
  count: (db) => db.select({ total: count() }).from(duties).$dynamic(),
  id: duties.id,
  sort: { code: duties.code, holderCount: dutyHolders },
  scope: () => undefined,
  filter: ({ keyword }) => [keywordFilter(keyword, duties.code, duties.nameZh, duties.nameEn)],
  toRow: (record) => ({
    id: record.id,
    code: record.code,
    nameZh: record.nameZh,
    nameEn: record.nameEn,
    description: record.description,
    holderCount: Number(record.holderCount),
  }),
  insert: async (tx, body) => {
    await assertUnique(tx, duties, eq(duties.code, body.code), 'duties_code_unique', body.code);
    const [row] = await tx
      .insert(duties)
      .values({
        code: body.code,
        nameZh: requiredText('nameZh', body.nameZh),
        nameEn: requiredText('nameEn', body.nameEn),
        description: body.description.trim(),
      })
      .returning({ id: duties.id });
    if (!row) throw new Error('duty was not created');
    return row.id;
  },
  update: async (tx, body) => {
    await tx
      .update(duties)
      .set({
        nameZh: requiredText('nameZh', body.nameZh),
        nameEn: requiredText('nameEn', body.nameEn),
        description: body.description.trim(),
      })
      .where(eq(duties.id, body.id));
  },
  remove: async (tx, before) => {
    const [used] = await tx.select({ n: count() }).from(projectMembers).where(eq(projectMembers.dutyId, before.id));
    assertUnused(used?.n ?? 0, 'dutyInUse');
    await tx.delete(duties).where(eq(duties.id, before.id));
  },
};

const codeProjects = sql<number>`(select count(*)::int from ${projects} where ${projects.stateId} = ${qualified(projectCodes.id)} or ${projects.kindId} = ${qualified(projectCodes.id)})`;

/** The row query of {@link projectCodeStore}: one row per entry of the project dictionary. */
const projectCodeQuery = (db: Database | Transaction) =>
  db
    .select({
      id: projectCodes.id,
      kind: projectCodes.kind,
      code: projectCodes.code,
      nameZh: projectCodes.nameZh,
      nameEn: projectCodes.nameEn,
      order: projectCodes.sort,
      projectCount: codeProjects,
    })
    .from(projectCodes)
    .$dynamic();

/** A record of {@link projectCodeQuery}. */
type ProjectCodeRecord = SelectedRecord<typeof projectCodeQuery>;

/** The project dictionary: states and kinds, each with the number of projects using it. */
export const projectCodeStore: ResourceStore<typeof projectCodeResource, ProjectCodeRecord> = {
  query: projectCodeQuery,
  count: (db) => db.select({ total: count() }).from(projectCodes).$dynamic(),
  id: projectCodes.id,
  sort: { order: projectCodes.sort, code: projectCodes.code },
  scope: () => undefined,
  filter: ({ keyword, kind }) => [
    keywordFilter(keyword, projectCodes.code, projectCodes.nameZh, projectCodes.nameEn),
    kind === 'state' || kind === 'kind' ? eq(projectCodes.kind, kind) : undefined,
  ],
  toRow: (record) => ({
    id: record.id,
    kind: record.kind,
    code: record.code,
    nameZh: record.nameZh,
    nameEn: record.nameEn,
    order: record.order,
    projectCount: Number(record.projectCount),
  }),
  insert: async (tx, body) => {
    await assertUnique(
      tx,
      projectCodes,
      and(eq(projectCodes.code, body.code), eq(projectCodes.kind, body.kind)),
      'project_codes_kind_code_uq',
      body.code,
    );
    const [row] = await tx
      .insert(projectCodes)
      .values({
        kind: body.kind,
        code: body.code,
        nameZh: requiredText('nameZh', body.nameZh),
        nameEn: requiredText('nameEn', body.nameEn),
        sort: body.order,
      })
      .returning({ id: projectCodes.id });
    if (!row) throw new Error('project dictionary entry was not created');
    return row.id;
  },
  update: async (tx, body) => {
    await tx
      .update(projectCodes)
      .set({
        nameZh: requiredText('nameZh', body.nameZh),
        nameEn: requiredText('nameEn', body.nameEn),
        sort: body.order,
      })
      .where(eq(projectCodes.id, body.id));
  },
  remove: async (tx, before) => {
    const [used] = await tx
      .select({ n: count() })
      .from(projects)
      .where(or(eq(projects.stateId, before.id), eq(projects.kindId, before.id)));
    assertUnused(used?.n ?? 0, 'projectCodeInUse');
    await tx.delete(projectCodes).where(eq(projectCodes.id, before.id));
  },
};
