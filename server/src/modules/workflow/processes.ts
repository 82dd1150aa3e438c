/**
 * The stores of process types and process templates (docs/screens.md, "Approval processes"):
 * a company's own rows, codes unique within the company, a type kept while templates use it, and
 * each template step naming someone who can approve it (docs/behaviour.md, "Approval processes").
 */
import type { ProcessStep, processTemplateResource, processTypeResource } from '@workbench/contracts';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import {
  accountRoles,
  accounts,
  companies,
  processTemplates,
  processTypes,
  roles,
  workflowProcesses,
} from '../../db/schema';
import { assertUnique, keywordFilter } from '../../lib/crud';
import type { Actor, ResourceStore, SelectedRecord } from '../../lib/context';
import type { Database, Transaction } from '../../db/client';
import { ApiError, CODES, FieldError } from '../../lib/envelope';
import { requiredText } from '../org/company';

/** How many names a refusal lists before "…". */
const NAMES_SHOWN = 5;

const templateCount = sql<number>`(select count(*)::int from ${processTemplates} where ${processTemplates.typeId} = ${processTypes.id})`;

/** The rows of `companyId` that `actor` may see: all for a platform account, else its own company's. */
const companyScope = (actor: Actor, companyId: typeof processTypes.companyId | typeof processTemplates.companyId) =>
  actor.platform ? undefined : eq(companyId, actor.companyId);

/** The row query of {@link processTypeStore}: one row per type, with its company and template count. */
const processTypeQuery = (db: Database | Transaction) =>
  db
    .select({
      id: processTypes.id,
      code: processTypes.code,
      nameZh: processTypes.nameZh,
      nameEn: processTypes.nameEn,
      companyName: companies.name,
      templateCount,
    })
    .from(processTypes)
    .innerJoin(companies, eq(companies.id, processTypes.companyId))
    .$dynamic();

/** A record of {@link processTypeQuery}. */
type ProcessTypeRecord = SelectedRecord<typeof processTypeQuery>;

/** Process types: a company's own; a platform account sees every company's and adds to its own. */
export const processTypeStore: ResourceStore<typeof processTypeResource, ProcessTypeRecord> = {
  query: processTypeQuery,
  count: (db) => db.select({ total: count() }).from(processTypes).$dynamic(),
  id: processTypes.id,
  sort: { code: processTypes.code, templateCount },
  scope: (actor) => companyScope(actor, processTypes.companyId),
  filter: ({ keyword }) => [keywordFilter(keyword, processTypes.code, processTypes.nameZh, processTypes.nameEn)],
  toRow: (record) => ({
    id: record.id,
    code: record.code,
    nameZh: record.nameZh,
    nameEn: record.nameEn,
    companyName: record.companyName,
    templateCount: Number(record.templateCount),
  }),
  insert: async (tx, body, actor) => {
    await assertUnique(
      tx,
      processTypes,
      and(eq(processTypes.companyId, actor.companyId), eq(processTypes.code, body.code)),
      'process_types_company_code_uq',
      body.code,
    );
    const [row] = await tx
      .insert(processTypes)
      .values({
        companyId: actor.companyId,
        code: body.code,
        nameZh: requiredText('nameZh', body.nameZh),
        nameEn: requiredText('nameEn', body.nameEn),
      })
      .returning({ id: processTypes.id });
    if (!row) throw new Error('process type was not created');
    return row.id;
  },
  update: async (tx, body) => {
    await tx
      .update(processTypes)
      .set({ nameZh: requiredText('nameZh', body.nameZh), nameEn: requiredText('nameEn', body.nameEn) })
      .where(eq(processTypes.id, body.id));
  },
  remove: async (tx, before) => {
    const used = await tx
      .select({ name: processTemplates.nameZh })
      .from(processTemplates)
      .where(eq(processTemplates.typeId, before.id));
    if (used.length > 0) {
      const names = used.map((row) => row.name);
      throw new ApiError(200, CODES.BAD_REQUEST, 'processTypeInUse', {
        count: used.length,
        names: names.slice(0, NAMES_SHOWN).join('、') + (names.length > NAMES_SHOWN ? '…' : ''),
      });
    }
    await tx.delete(processTypes).where(eq(processTypes.id, before.id));
  },
  notFound: 'processTypeNotFound',
};

/**
 * The company of process type `typeId` when `actor` may use it.
 * @throws FieldError on `typeId` (`processTypeNotFound`) for a missing type or another company's.
 */
async function companyOfType(tx: Transaction, typeId: number, actor: Actor): Promise<number> {
  const [type] = await tx
    .select({ companyId: processTypes.companyId })
    .from(processTypes)
    .where(and(eq(processTypes.id, typeId), companyScope(actor, processTypes.companyId)));
  if (!type) throw new FieldError('typeId', 'processTypeNotFound');
  return type.companyId;
}

/**
 * `steps` checked and trimmed: at least one, and each naming someone of company `companyId`
 * who can approve it: a role held by an enabled account of the company, or enabled accounts of
 * the company (docs/behaviour.md, "Approval processes"). The head of the applicant's unit is
 * found when an application reaches the step. Fields not of the step's rule are dropped.
 * @throws FieldError on `steps` (`processNoStep`, `processStepNoRole`, `processStepNoPeople`,
 *   `processStepBadPeople`, the step numbered from 1) or on `steps` (`required`) for a blank name.
 */
export async function checkedSteps(tx: Transaction, companyId: number, steps: ProcessStep[]): Promise<ProcessStep[]> {
  if (steps.length === 0) throw new FieldError('steps', 'processNoStep');
  const checked: ProcessStep[] = [];
  for (const [index, step] of steps.entries()) {
    const values = { step: index + 1 };
    const names = { nameZh: requiredText('steps', step.nameZh), nameEn: requiredText('steps', step.nameEn) };
    if (step.rule === 'role') {
      if (step.roleId === undefined) throw new FieldError('steps', 'processStepNoRole', values);
      const [held] = await tx
        .select({ n: count() })
        .from(accountRoles)
        .innerJoin(accounts, eq(accounts.id, accountRoles.accountId))
        .where(
          and(
            eq(accountRoles.roleId, step.roleId),
            eq(accounts.companyId, companyId),
            eq(accounts.enabled, true),
            sql`exists (select 1 from ${roles} where ${roles.id} = ${step.roleId} and (${roles.companyId} is null or ${roles.companyId} = ${companyId}))`,
          ),
        );
      if (!held || held.n === 0) throw new FieldError('steps', 'processStepNoRole', values);
      checked.push({ ...names, rule: 'role', roleId: step.roleId });
    } else if (step.rule === 'people') {
      const ids = [...new Set(step.accountIds ?? [])];
      if (ids.length === 0) throw new FieldError('steps', 'processStepNoPeople', values);
      const [found] = await tx
        .select({ n: count() })
        .from(accounts)
        .where(and(inArray(accounts.id, ids), eq(accounts.companyId, companyId), eq(accounts.enabled, true)));
      if (!found || found.n !== ids.length) throw new FieldError('steps', 'processStepBadPeople', values);
      checked.push({ ...names, rule: 'people', accountIds: ids });
    } else {
      checked.push({ ...names, rule: 'unitHead' });
    }
  }
  return checked;
}

/** The row query of {@link processTemplateStore}: one row per template, with its type and company. */
const processTemplateQuery = (db: Database | Transaction) =>
  db
    .select({
      id: processTemplates.id,
      typeId: processTemplates.typeId,
      typeNameZh: processTypes.nameZh,
      typeNameEn: processTypes.nameEn,
      nameZh: processTemplates.nameZh,
      nameEn: processTemplates.nameEn,
      companyName: companies.name,
      steps: processTemplates.steps,
    })
    .from(processTemplates)
    .innerJoin(processTypes, eq(processTypes.id, processTemplates.typeId))
    .innerJoin(companies, eq(companies.id, processTemplates.companyId))
    .$dynamic();

/** A record of {@link processTemplateQuery}. */
type ProcessTemplateRecord = SelectedRecord<typeof processTemplateQuery>;

/** Process templates: a company's own, their type of the same company, their steps checked on every write. */
export const processTemplateStore: ResourceStore<typeof processTemplateResource, ProcessTemplateRecord> = {
  query: processTemplateQuery,
  count: (db) => db.select({ total: count() }).from(processTemplates).$dynamic(),
  id: processTemplates.id,
  sort: { nameZh: processTemplates.nameZh, stepCount: sql`jsonb_array_length(${processTemplates.steps})` },
  scope: (actor) => companyScope(actor, processTemplates.companyId),
  filter: ({ keyword, typeId }) => [
    keywordFilter(keyword, processTemplates.nameZh, processTemplates.nameEn),
    typeof typeId === 'number' ? eq(processTemplates.typeId, typeId) : undefined,
  ],
  toRow: (record, lang) => {
    const { steps } = record;
    return {
      id: record.id,
      typeId: record.typeId,
      typeName: lang === 'en' ? record.typeNameEn : record.typeNameZh,
      nameZh: record.nameZh,
      nameEn: record.nameEn,
      companyName: record.companyName,
      steps,
      stepCount: steps.length,
    };
  },
  insert: async (tx, body, actor) => {
    const companyId = await companyOfType(tx, body.typeId, actor);
    const [row] = await tx
      .insert(processTemplates)
      .values({
        companyId,
        typeId: body.typeId,
        nameZh: requiredText('nameZh', body.nameZh),
        nameEn: requiredText('nameEn', body.nameEn),
        steps: await checkedSteps(tx, companyId, body.steps),
      })
      .returning({ id: processTemplates.id });
    if (!row) throw new Error('process template was not created');
    return row.id;
  },
  update: async (tx, body, before, actor) => {
    const companyId = await companyOfType(tx, body.typeId, actor);
    const [current] = await tx
      .select({ companyId: processTemplates.companyId })
      .from(processTemplates)
      .where(eq(processTemplates.id, before.id));
    if (current?.companyId !== companyId) throw new FieldError('typeId', 'processTypeNotFound');
    await tx
      .update(processTemplates)
      .set({
        typeId: body.typeId,
        nameZh: requiredText('nameZh', body.nameZh),
        nameEn: requiredText('nameEn', body.nameEn),
        steps: await checkedSteps(tx, companyId, body.steps),
      })
      .where(eq(processTemplates.id, body.id));
  },
  remove: async (tx, before) => {
    const [used] = await tx
      .select({ n: count() })
      .from(workflowProcesses)
      .where(eq(workflowProcesses.templateId, before.id));
    if (used && used.n > 0) throw new ApiError(200, CODES.BAD_REQUEST, 'processTemplateInUse');
    await tx.delete(processTemplates).where(eq(processTemplates.id, before.id));
  },
  notFound: 'processTemplateNotFound',
};
