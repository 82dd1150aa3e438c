/**
 * The menu store and its tree calls (docs/screens.md, "Access"): the entries of each application,
 * checked by the contract's rules (`menuEntryProblems`), codes unique in their application,
 * entries only under groups, no move into an entry's own subtree, and no delete of an entry that
 * still holds entries. An entry that is not a group comes with its `menu` resource: made with it,
 * renamed with it, deleted with it, each change logged in the same transaction.
 */
import type { MenuEntryProblem, menuResource, resourceResource } from '@workbench/contracts';
import { isMenuGroup, menuEntryProblems } from '@workbench/contracts';
import { and, asc, count, eq, isNull, max, ne, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import { type Database, qualified, type Transaction } from '../../db/client';
import { apps, menus, resources } from '../../db/schema';
import type { RouteAccess } from '../../lib/access';
import { assertUnique, keywordFilter, otherThan } from '../../lib/crud';
import type { Actor, ResourceStore, SelectedRecord } from '../../lib/context';
import { ApiError, CODES, FieldError } from '../../lib/envelope';
import { type Lang, type MessageKey, requestLanguage } from '../../lib/i18n';
import { menuResourceCode, menuResourceNames } from './menu-resource';
import {
  assertResourceCodeFree,
  listed,
  logResourceChange,
  type ResourceRecord,
  resourceStore,
  resourcesOf,
} from './resources';

/** A row of the menu definition. */
export type MenuRow = Static<(typeof menuResource)['row']>;

/** The server's message for each broken rule of an entry. */
const PROBLEM_MESSAGES: Record<MenuEntryProblem['problem'], MessageKey> = {
  required: 'required',
  tooLong: 'textTooLong',
  codePattern: 'menuCodePattern',
  screenUrl: 'menuScreenUrl',
  outUrl: 'menuOutUrl',
  inHref: 'menuInHref',
  href: 'menuHref',
  icon: 'menuIcon',
};

/** The entry fields of an add or update body. */
type EntryBody = Static<(typeof menuResource)['update']>;

/**
 * The entry's fields as stored (texts trimmed).
 * @throws FieldError on the first field that breaks a rule of `menuEntryProblems`.
 */
function checkedFields(body: Omit<EntryBody, 'id'>) {
  const [problem] = menuEntryProblems(body);
  if (problem) {
    throw new FieldError(
      problem.field,
      PROBLEM_MESSAGES[problem.problem],
      problem.max === undefined ? undefined : { max: problem.max },
    );
  }
  return {
    code: body.code.trim(),
    type: body.type,
    url: body.url.trim(),
    href: body.href.trim(),
    nameZh: body.nameZh.trim(),
    nameEn: body.nameEn.trim(),
    icon: body.icon.trim(),
    hiddenFlag: body.hiddenFlag,
    menuTipsZh: body.menuTipsZh.trim(),
    menuTipsEn: body.menuTipsEn.trim(),
  };
}

// The parent under an alias of its own: the subquery reads the same table as the row.
const PARENT = sql.identifier('parent_menu');
/** The parent's name in `column`'s language (`name_zh` or `name_en`), null at the top. */
const parentName = (column: PgColumn) =>
  sql<
    string | null
  >`(select ${PARENT}.${sql.identifier(column.name)} from ${menus} ${PARENT} where ${PARENT}.${sql.identifier(menus.id.name)} = ${qualified(menus.parentId)})`;

const fields = {
  id: menus.id,
  appId: menus.appId,
  parentId: menus.parentId,
  parentNameZh: parentName(menus.nameZh),
  parentNameEn: parentName(menus.nameEn),
  code: menus.code,
  url: menus.url,
  nameZh: menus.nameZh,
  nameEn: menus.nameEn,
  icon: menus.icon,
  hiddenFlag: menus.hiddenFlag,
  type: menus.type,
  href: menus.href,
  menuTipsZh: menus.menuTipsZh,
  menuTipsEn: menus.menuTipsEn,
  sort: menus.sort,
};

/** The row query of {@link menuStore} and {@link menuTree}: one row per entry. */
const menuQuery = (db: Database | Transaction) => db.select(fields).from(menus).$dynamic();

/** A record of {@link menuQuery}. */
type MenuRecord = SelectedRecord<typeof menuQuery>;

/** A selected entry as the definition's row, its parent named in `lang`. */
const toMenuRow = (record: MenuRecord, lang: Lang): MenuRow => {
  const { parentNameZh, parentNameEn, ...entry } = record;
  return { ...entry, parentName: lang === 'en' ? parentNameEn : parentNameZh };
};

/** Siblings under `parentId` (null: the top) of application `appId`. */
const siblingsOf = (appId: number, parentId: number | null): SQL | undefined =>
  and(eq(menus.appId, appId), parentId === null ? isNull(menus.parentId) : eq(menus.parentId, parentId));

/** The next `sort` under `parentId` in `appId`. */
async function nextSort(tx: Transaction, appId: number, parentId: number | null): Promise<number> {
  const [last] = await tx
    .select({ sort: max(menus.sort) })
    .from(menus)
    .where(siblingsOf(appId, parentId));
  return last?.sort === null || last?.sort === undefined ? 0 : last.sort + 1;
}

/** Fails on `code` when application `appId` has an entry `code` already (another than `exceptId`). */
async function assertMenuCodeFree(tx: Transaction, appId: number, code: string, exceptId?: number) {
  await assertUnique(
    tx,
    menus,
    and(eq(menus.appId, appId), eq(menus.code, code), otherThan(menus.id, exceptId)),
    'menus_app_code_uq',
    code,
  );
}

/**
 * The group `parentId` of application `appId` an entry may go under.
 * @throws FieldError on `parentId`: `menuNotFound`, or `menuParentNotGroup` for an entry that is
 *   not a group or belongs to another application.
 */
async function groupOf(tx: Transaction, appId: number, parentId: number) {
  const [parent] = await tx
    .select({ id: menus.id, appId: menus.appId, type: menus.type, url: menus.url })
    .from(menus)
    .where(eq(menus.id, parentId));
  if (!parent) throw new FieldError('parentId', 'menuNotFound');
  if (parent.appId !== appId || !isMenuGroup(parent)) throw new FieldError('parentId', 'menuParentNotGroup');
  return parent;
}

/** The names of the entries right under `id`, in the request's language, in order. */
async function childNames(tx: Database | Transaction, id: number, request: FastifyRequest): Promise<string[]> {
  const children = await tx
    .select({ nameZh: menus.nameZh, nameEn: menus.nameEn })
    .from(menus)
    .where(eq(menus.parentId, id))
    .orderBy(asc(menus.sort), asc(menus.id));
  const lang = requestLanguage(request);
  return children.map((child) => (lang === 'en' ? child.nameEn : child.nameZh));
}

/** Adds the `menu` resource of entry `menuId` (code `code` of `appId`) and logs it. */
async function addOpener(
  tx: Transaction,
  store: ResourceStore<typeof resourceResource, ResourceRecord>,
  request: FastifyRequest,
  actor: Actor,
  entry: { id: number; appId: number; code: string; nameZh: string; nameEn: string },
) {
  const code = menuResourceCode(entry.appId, entry.code);
  await assertResourceCodeFree(tx, code);
  const [row] = await tx
    .insert(resources)
    .values({ menuId: entry.id, code, ...menuResourceNames(entry.nameZh, entry.nameEn), kind: 'menu', sort: 0 })
    .returning({ id: resources.id });
  if (!row) throw new Error('menu resource was not created');
  await logResourceChange(tx, store, request, actor, 'add', row.id);
}

/**
 * The menu store over the route table `routes` (an entry whose resources a route names is not
 * deleted). Entries are the platform's: every caller holding the permission sees them all.
 */
export function menuStore(routes: readonly RouteAccess[]): ResourceStore<typeof menuResource, MenuRecord> {
  const resourceRows = resourceStore(routes);
  return {
    query: menuQuery,
    count: (db) => db.select({ total: count() }).from(menus).$dynamic(),
    id: menus.id,
    sort: { sort: menus.sort, code: menus.code },
    scope: () => undefined,
    filter: ({ appId, keyword, group }) => [
      typeof appId === 'number' ? eq(menus.appId, appId) : undefined,
      keywordFilter(keyword, menus.code, menus.nameZh, menus.nameEn),
      group === 'Y'
        ? and(eq(menus.type, 'in'), eq(menus.url, ''))
        : group === 'N'
          ? or(eq(menus.type, 'out'), ne(menus.url, ''))
          : undefined,
    ],
    toRow: toMenuRow,
    insert: async (tx, body, actor, { request }) => {
      const entry = checkedFields(body);
      const [app] = await tx.select({ id: apps.id }).from(apps).where(eq(apps.id, body.appId));
      if (!app) throw new FieldError('appId', 'noSuchApp');
      if (body.parentId !== null) await groupOf(tx, body.appId, body.parentId);
      await assertMenuCodeFree(tx, body.appId, entry.code);
      const sort = await nextSort(tx, body.appId, body.parentId);
      const [row] = await tx
        .insert(menus)
        .values({ ...entry, appId: body.appId, parentId: body.parentId, sort })
        .returning({ id: menus.id });
      if (!row) throw new Error('menu entry was not created');
      if (!isMenuGroup(entry))
        await addOpener(tx, resourceRows, request, actor, { ...entry, id: row.id, appId: body.appId });
      return row.id;
    },
    update: async (tx, body, before, actor, { request }) => {
      const entry = checkedFields(body);
      if (entry.code !== before.code) await assertMenuCodeFree(tx, before.appId, entry.code, before.id);
      const wasGroup = isMenuGroup(before);
      const nowGroup = isMenuGroup(entry);
      const own = await resourcesOf(tx, resourceRows, before.id, actor, request);
      const opener = own.find((resource) => resource.kind === 'menu');
      if (wasGroup && !nowGroup) {
        const children = await childNames(tx, before.id, request);
        if (children.length > 0) {
          throw new FieldError(entry.type === 'out' ? 'href' : 'url', 'menuGroupHasChildren', {
            names: listed(children),
          });
        }
      }
      if (!wasGroup && nowGroup) {
        const others = own.filter((resource) => resource.kind !== 'menu');
        if (others.length > 0) {
          const lang = requestLanguage(request);
          throw new FieldError('url', 'menuHasResources', {
            names: listed(others.map((resource) => (lang === 'en' ? resource.nameEn : resource.nameZh))),
          });
        }
      }
      await tx.update(menus).set(entry).where(eq(menus.id, before.id));
      if (nowGroup) {
        if (opener) {
          await logResourceChange(tx, resourceRows, request, actor, 'delete', opener.id, opener);
          await tx.delete(resources).where(eq(resources.id, opener.id));
        }
      } else if (!opener) {
        await addOpener(tx, resourceRows, request, actor, { ...entry, id: before.id, appId: before.appId });
      } else {
        const code = menuResourceCode(before.appId, entry.code);
        const names = menuResourceNames(entry.nameZh, entry.nameEn);
        if (opener.code !== code || opener.nameZh !== names.nameZh || opener.nameEn !== names.nameEn) {
          if (opener.code !== code) await assertResourceCodeFree(tx, code, opener.id);
          await tx
            .update(resources)
            .set({ code, ...names })
            .where(eq(resources.id, opener.id));
          await logResourceChange(tx, resourceRows, request, actor, 'update', opener.id, opener);
        }
      }
    },
    remove: async (tx, before, actor, { request }) => {
      const children = await childNames(tx, before.id, request);
      if (children.length > 0) {
        throw new ApiError(200, CODES.BAD_REQUEST, 'menuHasChildren', { names: listed(children) });
      }
      const own = await resourcesOf(tx, resourceRows, before.id, actor, request);
      const routed = own.filter((resource) => resource.routes.length > 0);
      if (routed.length > 0) {
        const lang = requestLanguage(request);
        throw new ApiError(200, CODES.BAD_REQUEST, 'menuResourcesRouted', {
          names: listed(routed.map((resource) => (lang === 'en' ? resource.nameEn : resource.nameZh))),
        });
      }
      // Its resources and their grants go with it (both cascade); each is logged first.
      for (const resource of own) {
        await logResourceChange(tx, resourceRows, request, actor, 'delete', resource.id, resource);
      }
      await tx.delete(menus).where(eq(menus.id, before.id));
    },
    notFound: 'menuNotFound',
    // Menus are everyone's: every open console fetches its menu again.
    changesAccess: () => 'all',
  };
}

/** Every entry of application `appId`, parents before children, siblings in `sort` order; names in `lang`. */
export async function menuTree(db: Database, appId: number, lang: Lang): Promise<MenuRow[]> {
  const rows = await menuQuery(db).where(eq(menus.appId, appId)).orderBy(asc(menus.sort), asc(menus.id));
  const all = rows.map((row) => toMenuRow(row, lang));
  const ordered: MenuRow[] = [];
  const visit = (parentId: number | null) => {
    for (const entry of all.filter((candidate) => candidate.parentId === parentId)) {
      ordered.push(entry);
      visit(entry.id);
    }
  };
  visit(null);
  return ordered;
}

/**
 * Moves entry `entry` under `parentId` at `index` among its new siblings (last when absent),
 * renumbering the siblings' `sort` from 0.
 * @throws FieldError on `parentId`: `menuMoveIntoOwn` when the new parent is the entry itself or
 *   one of its descendants, `menuNotFound` when there is no such entry, `menuParentNotGroup` when
 *   it is not a group of the entry's application.
 */
export async function moveMenu(
  tx: Transaction,
  entry: MenuRow,
  body: { parentId: number | null; index?: number | undefined },
): Promise<void> {
  if (body.parentId !== null) {
    // Walk up from the new parent: meeting the entry itself means a move into its own subtree.
    let cursor: number | null = body.parentId;
    while (cursor !== null) {
      if (cursor === entry.id) throw new FieldError('parentId', 'menuMoveIntoOwn');
      const [row]: { parentId: number | null }[] = await tx
        .select({ parentId: menus.parentId })
        .from(menus)
        .where(eq(menus.id, cursor));
      if (!row) throw new FieldError('parentId', 'menuNotFound');
      cursor = row.parentId;
    }
    await groupOf(tx, entry.appId, body.parentId);
  }
  const siblings = await tx
    .select({ id: menus.id })
    .from(menus)
    .where(siblingsOf(entry.appId, body.parentId))
    .orderBy(asc(menus.sort), asc(menus.id));
  const order = siblings.map((sibling) => sibling.id).filter((id) => id !== entry.id);
  order.splice(Math.min(body.index ?? order.length, order.length), 0, entry.id);
  await tx.update(menus).set({ parentId: body.parentId }).where(eq(menus.id, entry.id));
  for (const [sort, id] of order.entries()) await tx.update(menus).set({ sort }).where(eq(menus.id, id));
}
