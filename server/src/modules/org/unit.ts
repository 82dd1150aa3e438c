/**
 * The unit resource's store and its tree calls (docs/screens.md, "Org structure"): units of the
 * caller's company only, each with its head (an account of the company, or none); a unit moved under itself or its own descendant is refused; a unit that
 * still holds people or units is not deleted.
 */
import type { unitResource } from '@workbench/contracts';
import { and, asc, count, eq, isNull, max, sql } from 'drizzle-orm';
import { type Database, qualified, type Transaction } from '../../db/client';
import { accounts, companies, persons, units } from '../../db/schema';
import type { Actor, ResourceStore, SelectedRecord } from '../../lib/context';
import { ApiError, CODES, FieldError } from '../../lib/envelope';
import { requiredText } from './company';

const peopleCount = sql<number>`(select count(*)::int from ${accounts} where ${accounts.unitId} = ${qualified(units.id)})`;

// Every column named with its table: the subquery joins two tables (see `qualified`).
const headName = sql<
  string | null
>`(select ${qualified(persons.name)} from ${accounts} join ${persons} on ${qualified(persons.id)} = ${qualified(accounts.personId)} where ${qualified(accounts.id)} = ${qualified(units.headAccountId)})`;

// The parent under an alias of its own: the subquery reads the same table as the row.
const PARENT = sql.identifier('parent_unit');
const parentName = sql<
  string | null
>`(select ${PARENT}.${sql.identifier(units.name.name)} from ${units} ${PARENT} where ${PARENT}.${sql.identifier(units.id.name)} = ${qualified(units.parentId)})`;

const fields = {
  id: units.id,
  parentId: units.parentId,
  parentName,
  name: units.name,
  sort: units.sort,
  peopleCount,
  headAccountId: units.headAccountId,
  headName,
};

/** The row query of {@link unitStore} and {@link unitTree}: one row per unit. */
const unitQuery = (db: Database | Transaction) => db.select(fields).from(units).$dynamic();

/** A record of {@link unitQuery}. */
type UnitRecord = SelectedRecord<typeof unitQuery>;

const toUnit = (record: UnitRecord) => ({ ...record, peopleCount: Number(record.peopleCount) });

/** How many names a refusal lists before "…". */
const NAMES_SHOWN = 5;

const listNames = (names: string[]) => names.slice(0, NAMES_SHOWN).join('、') + (names.length > NAMES_SHOWN ? '…' : '');

/** A unit of `companyId`, or a 400 on `field` (another company's unit is as good as none). */
async function unitOf(tx: Database | Transaction, companyId: number, id: number, field: string) {
  const [unit] = await tx
    .select({ id: units.id, parentId: units.parentId })
    .from(units)
    .where(and(eq(units.id, id), eq(units.companyId, companyId)));
  if (!unit) throw new FieldError(field, 'unitNotFound');
  return unit;
}

/** The next `sort` among the children of `parentId` in `companyId`. */
async function nextSort(tx: Transaction, companyId: number, parentId: number | null) {
  const [last] = await tx
    .select({ sort: max(units.sort) })
    .from(units)
    .where(
      and(eq(units.companyId, companyId), parentId === null ? isNull(units.parentId) : eq(units.parentId, parentId)),
    );
  return last?.sort === null || last?.sort === undefined ? 0 : last.sort + 1;
}

/** Units of the caller's company: every caller works on their own company's tree. */
export const unitStore: ResourceStore<typeof unitResource, UnitRecord> = {
  query: unitQuery,
  count: (db) => db.select({ total: count() }).from(units).$dynamic(),
  id: units.id,
  sort: { sort: units.sort, name: units.name },
  scope: (actor) => eq(units.companyId, actor.companyId),
  filter: ({ parentId }) => [typeof parentId === 'number' ? eq(units.parentId, parentId) : undefined],
  toRow: toUnit,
  insert: async (tx, body, actor) => {
    const name = requiredText('name', body.name);
    if (body.parentId !== null) await unitOf(tx, actor.companyId, body.parentId, 'parentId');
    const sort = await nextSort(tx, actor.companyId, body.parentId);
    const [row] = await tx
      .insert(units)
      .values({ companyId: actor.companyId, parentId: body.parentId, name, sort })
      .returning({ id: units.id });
    if (!row) throw new Error('unit was not created');
    return row.id;
  },
  update: async (tx, body, _before, actor) => {
    const head = body.headAccountId;
    if (typeof head === 'number') {
      const [account] = await tx
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(eq(accounts.id, head), eq(accounts.companyId, actor.companyId)));
      if (!account) throw new FieldError('headAccountId', 'accountNotFound');
    }
    await tx
      .update(units)
      .set({ name: requiredText('name', body.name), ...(head === undefined ? {} : { headAccountId: head }) })
      .where(eq(units.id, body.id));
  },
  remove: async (tx, before) => {
    const children = await tx.select({ name: units.name }).from(units).where(eq(units.parentId, before.id));
    if (children.length > 0)
      throw new ApiError(200, CODES.BAD_REQUEST, 'unitHasChildren', { names: listNames(children.map((c) => c.name)) });
    const people = await tx
      .select({ name: persons.name })
      .from(accounts)
      .innerJoin(persons, eq(persons.id, accounts.personId))
      .where(eq(accounts.unitId, before.id))
      .orderBy(asc(accounts.id));
    if (people.length > 0)
      throw new ApiError(200, CODES.BAD_REQUEST, 'unitHasPeople', {
        count: people.length,
        names: listNames(people.map((p) => p.name)),
      });
    await tx.delete(units).where(eq(units.id, before.id));
  },
  notFound: 'unitNotFound',
};

/**
 * Every unit of `actor`'s company, or of `companyId` for a platform account, parents before
 * children, siblings in `sort` order.
 * @throws ApiError 404 `companyNotFound` for another company named by a non-platform account, or
 *   a company that does not exist.
 */
export async function unitTree(db: Database, actor: Actor, companyId = actor.companyId) {
  // Only a platform account sees another company's units (docs/screens.md, "Org structure").
  if (companyId !== actor.companyId) {
    const [company] = actor.platform
      ? await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId))
      : [];
    if (!company) throw new ApiError(200, CODES.NOT_FOUND, 'companyNotFound');
  }
  const rows = await unitQuery(db).where(eq(units.companyId, companyId)).orderBy(asc(units.sort), asc(units.id));
  const all = rows.map(toUnit);
  const ordered: UnitRecord[] = [];
  const visit = (parentId: number | null) => {
    for (const unit of all.filter((u) => u.parentId === parentId)) {
      ordered.push(unit);
      visit(unit.id);
    }
  };
  visit(null);
  return ordered;
}

/**
 * Moves unit `id` of `actor`'s company under `parentId` at `index` among its new siblings (last
 * when absent), renumbering the siblings' `sort` from 0.
 * @throws FieldError on `parentId` when the new parent is the unit itself or one of its
 *   descendants, or is not a unit of the company.
 */
export async function moveUnit(
  tx: Transaction,
  actor: Actor,
  body: { id: number; parentId: number | null; index?: number | undefined },
): Promise<void> {
  if (body.parentId !== null) {
    // Walk up from the new parent: meeting the unit itself means a move into its own subtree.
    let cursor: number | null = body.parentId;
    while (cursor !== null) {
      if (cursor === body.id) throw new FieldError('parentId', 'unitMoveIntoOwn');
      cursor = (await unitOf(tx, actor.companyId, cursor, 'parentId')).parentId;
    }
  }
  const siblings = await tx
    .select({ id: units.id })
    .from(units)
    .where(
      and(
        eq(units.companyId, actor.companyId),
        body.parentId === null ? isNull(units.parentId) : eq(units.parentId, body.parentId),
      ),
    )
    .orderBy(asc(units.sort), asc(units.id));
  const order = siblings.map((s) => s.id).filter((id) => id !== body.id);
  order.splice(Math.min(body.index ?? order.length, order.length), 0, body.id);
  await tx.update(units).set({ parentId: body.parentId }).where(eq(units.id, body.id));
  for (const [sort, id] of order.entries()) await tx.update(units).set({ sort }).where(eq(units.id, id));
}
