/**
 * A person's saved views of a list (docs/behaviour.md, "Lists"; `savedViewPaths` of the
 * contracts): kept per account and list under a name, shared with the owner's company by a company
 * administrator, and the one each account's list opens in. A caller sees its own views and those
 * shared in its company, and changes only its own; anything else answers as a missing view. What
 * a view keeps is checked against the list's definition when saved; what the definition no longer
 * has is left out when read.
 */
import {
  ADMIN_ROLE_TYPES,
  type ResourceDefinition,
  SAVED_VIEWS_MAX,
  type SavedView,
  type SavedViewQuery,
  type TableSettings,
} from '@workbench/contracts';
import { and, asc, count, eq, inArray, ne, or, type SQL } from 'drizzle-orm';
import { Value } from 'typebox/value';
import type { Database, Transaction } from '../../db/client';
import { accountRoles, accounts, persons, roles, roleTypes, savedViewDefaults, savedViews } from '../../db/schema';
import type { Actor } from '../../lib/context';
import { assertUnique, otherThan } from '../../lib/crud';
import { ApiError, CODES, FieldError } from '../../lib/envelope';
import { assertColumns } from '../table-settings/service';

/** The operate-log resource of saved view writes (one the logs name besides the definitions: `logResources` of the contracts). */
export const SAVED_VIEW_RESOURCE = 'savedView';

/** A saved view as stored, with its owner's name and whether it is the caller's default. */
export interface StoredView {
  id: number;
  accountId: number;
  view: string;
  name: string;
  query: SavedViewQuery;
  settings: TableSettings | null;
  shared: 'Y' | 'N';
  ownerName: string;
  updatedAt: Date;
  isDefault: boolean;
}

/** A saved view as none may see it: HTTP 200, code 404 (`savedViewNotFound`). */
export const viewNotFound = () => new ApiError(200, CODES.NOT_FOUND, 'savedViewNotFound');

/**
 * Refuses a query its list would not take: a filter `definition` does not have, a sort key outside
 * its `sortKeys`, or a value its list query's schema refuses (a unit id as text), checked as the
 * list call checks a query of the first page.
 * @throws FieldError HTTP 400, code 400 (`savedViewQuery`, naming the field) on
 *   `query.filters.<key>` or `query.sortKey`, the first one refused.
 */
export function assertQuery(definition: ResourceDefinition, query: SavedViewQuery): void {
  const refused = (field: string, key: string) => new FieldError(`query.${field}`, 'savedViewQuery', { field: key });
  for (const key of Object.keys(query.filters)) {
    // Checked by name first: a filter named like a paging field (`pageSize`) would pass the schema.
    if (!Object.hasOwn(definition.filters, key)) throw refused(`filters.${key}`, key);
  }
  const { filters, pageSize, ...sort } = query;
  const candidate = { pageNum: 1, pageSize: pageSize ?? 10, ...sort, ...filters };
  const [issue] = Value.Errors(definition.listQuery, candidate);
  if (!issue) return;
  const key = issue.instancePath.split('/').filter(Boolean)[0] ?? '';
  throw ['sortKey', 'order', 'pageSize'].includes(key) ? refused(key, key) : refused(`filters.${key}`, key);
}

/**
 * Refuses settings naming a column `definition` does not have, or one column twice.
 * @throws FieldError HTTP 400, code 400 (`tableColumnUnknown`, naming the key) on
 *   `settings.columns.<index>.key`.
 */
export function assertSettings(definition: ResourceDefinition, settings: TableSettings | null | undefined): void {
  if (!settings) return;
  try {
    assertColumns(definition, settings.columns);
  } catch (error) {
    if (error instanceof FieldError) throw new FieldError(`settings.${error.field}`, error.messageKey, error.values);
    throw error;
  }
}

/**
 * Whether `actor` administers its company, and so may share a view with it: a super account, or
 * an account holding a role of an administrator's type (`ADMIN_ROLE_TYPES`: the platform's or an
 * enterprise's administrator).
 */
export async function administersCompany(db: Database | Transaction, actor: Actor): Promise<boolean> {
  if (actor.superAccount) return true;
  const [row] = await db
    .select({ n: count() })
    .from(accountRoles)
    .innerJoin(roles, eq(roles.id, accountRoles.roleId))
    .innerJoin(roleTypes, eq(roleTypes.id, roles.typeId))
    .where(and(eq(accountRoles.accountId, actor.accountId), inArray(roleTypes.code, [...ADMIN_ROLE_TYPES])));
  return (row?.n ?? 0) > 0;
}

/** The saved views `actor` may see: its own, and those shared in its company. */
function visibleTo(actor: Actor): SQL | undefined {
  return or(
    eq(savedViews.accountId, actor.accountId),
    and(eq(savedViews.shared, 'Y'), eq(savedViews.companyId, actor.companyId)),
  );
}

/** The saved views `actor` may see that match `where`, by name, with its default of their list. */
async function viewsWhere(db: Database | Transaction, actor: Actor, where: SQL | undefined): Promise<StoredView[]> {
  const rows = await db
    .select({
      id: savedViews.id,
      accountId: savedViews.accountId,
      view: savedViews.view,
      name: savedViews.name,
      query: savedViews.query,
      settings: savedViews.settings,
      shared: savedViews.shared,
      ownerName: persons.name,
      updatedAt: savedViews.updatedAt,
      defaultId: savedViewDefaults.savedViewId,
    })
    .from(savedViews)
    .innerJoin(accounts, eq(accounts.id, savedViews.accountId))
    .innerJoin(persons, eq(persons.id, accounts.personId))
    .leftJoin(
      savedViewDefaults,
      and(eq(savedViewDefaults.accountId, actor.accountId), eq(savedViewDefaults.view, savedViews.view)),
    )
    .where(and(where, visibleTo(actor)))
    .orderBy(asc(savedViews.name), asc(savedViews.id));
  return rows.map(({ defaultId, ...row }) => ({ ...row, isDefault: defaultId === row.id }));
}

/** The saved views of list `view` that `actor` may see, its own and its company's shared ones, by name. */
export function visibleViews(db: Database | Transaction, actor: Actor, view: string): Promise<StoredView[]> {
  return viewsWhere(db, actor, eq(savedViews.view, view));
}

/** Saved view `id` when `actor` may see it (its own, or shared in its company); else `undefined`. */
export async function visibleView(
  db: Database | Transaction,
  actor: Actor,
  id: number,
): Promise<StoredView | undefined> {
  return (await viewsWhere(db, actor, eq(savedViews.id, id)))[0];
}

/**
 * `stored` as the list call answers it for `actor`: the filters, sort key and columns the
 * definition no longer has left out, without error.
 */
export function answerOf(definition: ResourceDefinition, actor: Actor, stored: StoredView): SavedView {
  const { filters, sortKey, ...rest } = stored.query;
  const known = new Set<string>(definition.columns.map((column) => column.key));
  return {
    id: stored.id,
    view: stored.view,
    name: stored.name,
    query: {
      filters: Object.fromEntries(Object.entries(filters).filter(([key]) => Object.hasOwn(definition.filters, key))),
      ...(sortKey !== undefined && (definition.sortKeys as readonly string[]).includes(sortKey) ? { sortKey } : {}),
      ...rest,
    },
    settings: stored.settings && {
      columns: stored.settings.columns.filter((column) => known.has(column.key)),
      density: stored.settings.density,
    },
    shared: stored.shared,
    mine: stored.accountId === actor.accountId,
    isDefault: stored.isDefault,
    ownerName: stored.ownerName,
    updateTime: stored.updatedAt.getTime(),
  };
}

/**
 * Refuses a name `actor` already gave another of its views of list `view` (`exceptId`, the view
 * being renamed, aside).
 * @throws FieldError HTTP 400, code 400 (`savedViewNameTaken`) on `name`.
 */
export async function assertNameFree(
  db: Database | Transaction,
  actor: Actor,
  view: string,
  name: string,
  exceptId?: number,
): Promise<void> {
  await assertUnique(
    db,
    savedViews,
    and(
      eq(savedViews.accountId, actor.accountId),
      eq(savedViews.view, view),
      eq(savedViews.name, name),
      otherThan(savedViews.id, exceptId),
    ),
    'saved_views_account_view_name_uq',
    name,
  );
}

/**
 * Refuses one more view of list `view` when `actor` already keeps {@link SAVED_VIEWS_MAX}. Inside
 * the transaction that adds the view: it first locks the account's row (`FOR UPDATE`), so two adds
 * of one account, on two server instances, count one after the other and cannot both take the
 * last place.
 * @throws ApiError HTTP 400, code 400 (`savedViewLimit`).
 */
export async function assertRoomForOneMore(tx: Transaction, actor: Actor, view: string): Promise<void> {
  await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, actor.accountId)).for('update');
  const [row] = await tx
    .select({ n: count() })
    .from(savedViews)
    .where(and(eq(savedViews.accountId, actor.accountId), eq(savedViews.view, view)));
  if ((row?.n ?? 0) >= SAVED_VIEWS_MAX) {
    throw new ApiError(400, CODES.BAD_REQUEST, 'savedViewLimit', { max: SAVED_VIEWS_MAX });
  }
}

/**
 * Refuses to share a view unless `actor` administers its company ({@link administersCompany}).
 * @throws ApiError HTTP 403, code 403 (`savedViewShare`).
 */
export async function assertMayShare(tx: Transaction, actor: Actor, shared: 'Y' | 'N' | undefined): Promise<void> {
  if (shared === 'Y' && !(await administersCompany(tx, actor))) {
    throw new ApiError(403, CODES.FORBIDDEN, 'savedViewShare');
  }
}

/** What a new saved view keeps. */
export interface NewView {
  view: string;
  name: string;
  query: SavedViewQuery;
  settings: TableSettings | null;
  shared: 'Y' | 'N';
}

/**
 * Stores `values` as a view of `actor`'s, in its company, at `now`. Check them first.
 * @returns the new view's id.
 */
export async function insertView(tx: Transaction, actor: Actor, values: NewView, now: Date): Promise<number> {
  const [row] = await tx
    .insert(savedViews)
    .values({ ...values, accountId: actor.accountId, companyId: actor.companyId, createdAt: now, updatedAt: now })
    .returning({ id: savedViews.id });
  if (!row) throw new Error('the saved view was not stored');
  return row.id;
}

/**
 * Replaces the fields `changes` gives of view `id` at `now`. A view no longer shared is no longer
 * anyone else's default. Check them first.
 */
export async function updateView(
  tx: Transaction,
  id: number,
  ownerId: number,
  changes: Partial<Omit<NewView, 'view'>>,
  now: Date,
): Promise<void> {
  await tx
    .update(savedViews)
    .set({ ...changes, updatedAt: now })
    .where(eq(savedViews.id, id));
  if (changes.shared === 'N') {
    await tx
      .delete(savedViewDefaults)
      .where(and(eq(savedViewDefaults.savedViewId, id), ne(savedViewDefaults.accountId, ownerId)));
  }
}

/** Deletes view `id`; every default it was goes with it (the foreign key cascades). */
export async function deleteView(tx: Transaction, id: number): Promise<void> {
  await tx.delete(savedViews).where(eq(savedViews.id, id));
}

/** Account `accountId`'s default view of list `view`, `undefined` for none: its id and name. */
export async function defaultOf(
  db: Database | Transaction,
  accountId: number,
  view: string,
): Promise<{ id: number; name: string } | undefined> {
  const [row] = await db
    .select({ id: savedViews.id, name: savedViews.name })
    .from(savedViewDefaults)
    .innerJoin(savedViews, eq(savedViews.id, savedViewDefaults.savedViewId))
    .where(and(eq(savedViewDefaults.accountId, accountId), eq(savedViewDefaults.view, view)));
  return row;
}

/** Makes view `savedViewId` account `accountId`'s default of list `view`, `null` for none. */
export async function setDefault(
  tx: Transaction,
  accountId: number,
  view: string,
  savedViewId: number | null,
): Promise<void> {
  if (savedViewId === null) {
    await tx
      .delete(savedViewDefaults)
      .where(and(eq(savedViewDefaults.accountId, accountId), eq(savedViewDefaults.view, view)));
    return;
  }
  await tx
    .insert(savedViewDefaults)
    .values({ accountId, view, savedViewId })
    .onConflictDoUpdate({ target: [savedViewDefaults.accountId, savedViewDefaults.view], set: { savedViewId } });
}
