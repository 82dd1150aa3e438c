/**
 * The store of resources, the permission points roles grant (docs/screens.md, "Access"): unique
 * codes, `menu` points that follow their entry and are never made, moved or deleted by hand, and
 * no point deleted while a route names it. Each row lists the routes that check its code, read
 * from the route table the access plugin keeps (`app.routeAccess`, docs/architecture.md, "Access").
 */
import type { resourceResource } from '@workbench/contracts';
import { describeRoute, isMenuGroup } from '@workbench/contracts';
import { and, count, eq, max, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import { type Database, qualified, type Transaction } from '../../db/client';
import { menus, resources, roleResources } from '../../db/schema';
import { type RouteAccess } from '../../lib/access';
import { writeOperateLog } from '../../lib/audit-log';
import { assertUnique, findRow, keywordFilter, otherThan } from '../../lib/crud';
import type { Actor, ResourceStore, SelectedRecord } from '../../lib/context';
import { ApiError, CODES, FieldError } from '../../lib/envelope';
import { type Lang, requestLanguage } from '../../lib/i18n';
import { requiredText } from '../org/company';

/** A row of the resource definition. */
export type ResourceRow = Static<(typeof resourceResource)['row']>;

/** How many names a refusal lists before "…". */
const NAMES_SHOWN = 5;

/** `names` joined for a refusal, the first {@link NAMES_SHOWN} of them. */
export function listed(names: string[]): string {
  return names.slice(0, NAMES_SHOWN).join('、') + (names.length > NAMES_SHOWN ? '…' : '');
}

/** Codes of this form belong to the `menu` points of the entries (`app1:people_manage`). */
const MENU_CODE = /^app\d+:/;

/**
 * The routes of `routes` that name `code` in their config, in words in `lang` ("新增人员",
 * `describeRoute` of the contracts), once each, in the route table's order.
 */
export function routesNaming(routes: readonly RouteAccess[], code: string, lang: Lang): string[] {
  const words = routes
    .filter((route) => route.resource === code)
    .map((route) => describeRoute(route.url, lang) ?? `${route.method} ${route.url}`);
  return [...new Set(words)];
}

const roleCount = sql<number>`(select count(*)::int from ${roleResources} where ${roleResources.resourceId} = ${qualified(resources.id)})`;

/** Fails on `code` when `code` is a resource's code already (another than `exceptId`). */
export async function assertResourceCodeFree(tx: Transaction, code: string, exceptId?: number) {
  await assertUnique(
    tx,
    resources,
    and(eq(resources.code, code), otherThan(resources.id, exceptId)),
    'resources_code_unique',
    code,
  );
}

/**
 * The entry `menuId` a resource may belong to.
 * @throws FieldError on `menuId`: `menuNotFound`, or `resourceMenuGroup` for a group.
 */
async function entryFor(tx: Transaction, menuId: number) {
  const [entry] = await tx
    .select({ id: menus.id, type: menus.type, url: menus.url })
    .from(menus)
    .where(eq(menus.id, menuId));
  if (!entry) throw new FieldError('menuId', 'menuNotFound');
  if (isMenuGroup(entry)) throw new FieldError('menuId', 'resourceMenuGroup');
  return entry;
}

/** The row query of {@link resourceStore}: one row per resource, with its entry's application and names. */
const resourceQuery = (db: Database | Transaction) =>
  db
    .select({
      id: resources.id,
      appId: menus.appId,
      menuId: resources.menuId,
      menuNameZh: menus.nameZh,
      menuNameEn: menus.nameEn,
      code: resources.code,
      nameZh: resources.nameZh,
      nameEn: resources.nameEn,
      kind: resources.kind,
      platformOnly: resources.platformOnly,
      roleCount,
    })
    .from(resources)
    .innerJoin(menus, eq(menus.id, resources.menuId))
    .$dynamic();

/** A record of {@link resourceQuery}. */
export type ResourceRecord = SelectedRecord<typeof resourceQuery>;

/**
 * The resource store over the route table `routes` (filled when the app is ready; read at each
 * call). Platform administrators only: the route's permission says who.
 */
export function resourceStore(routes: readonly RouteAccess[]): ResourceStore<typeof resourceResource, ResourceRecord> {
  return {
    query: resourceQuery,
    count: (db) =>
      db.select({ total: count() }).from(resources).innerJoin(menus, eq(menus.id, resources.menuId)).$dynamic(),
    id: resources.id,
    sort: { code: resources.code, roleCount },
    scope: () => undefined,
    filter: ({ appId, menuId, kind, keyword }) => [
      typeof appId === 'number' ? eq(menus.appId, appId) : undefined,
      typeof menuId === 'number' ? eq(resources.menuId, menuId) : undefined,
      kind === 'menu' || kind === 'action' || kind === 'api' ? eq(resources.kind, kind) : undefined,
      keywordFilter(keyword, resources.code, resources.nameZh, resources.nameEn),
    ],
    toRow: (record, lang) => ({
      id: record.id,
      appId: record.appId,
      menuId: record.menuId,
      menuName: lang === 'en' ? record.menuNameEn : record.menuNameZh,
      code: record.code,
      nameZh: record.nameZh,
      nameEn: record.nameEn,
      kind: record.kind,
      platformOnly: record.platformOnly ? 'Y' : 'N',
      routes: routesNaming(routes, record.code, lang),
      roleCount: Number(record.roleCount),
    }),
    insert: async (tx, body) => {
      if (body.kind === 'menu') throw new FieldError('kind', 'resourceMenuKind');
      if (MENU_CODE.test(body.code)) throw new FieldError('code', 'resourceCodeReserved');
      await entryFor(tx, body.menuId);
      await assertResourceCodeFree(tx, body.code);
      const [last] = await tx
        .select({ sort: max(resources.sort) })
        .from(resources)
        .where(eq(resources.menuId, body.menuId));
      const [row] = await tx
        .insert(resources)
        .values({
          menuId: body.menuId,
          code: body.code,
          nameZh: requiredText('nameZh', body.nameZh),
          nameEn: requiredText('nameEn', body.nameEn),
          kind: body.kind,
          platformOnly: body.platformOnly === 'Y',
          sort: (last?.sort ?? 0) + 1,
        })
        .returning({ id: resources.id });
      if (!row) throw new Error('resource was not created');
      return row.id;
    },
    update: async (tx, body, before) => {
      if (before.kind === 'menu') {
        if (body.kind !== 'menu') throw new FieldError('kind', 'resourceMenuFixed');
        if (body.menuId !== before.menuId) throw new FieldError('menuId', 'resourceMenuFixed');
      } else {
        if (body.kind === 'menu') throw new FieldError('kind', 'resourceMenuKind');
        await entryFor(tx, body.menuId);
      }
      await tx
        .update(resources)
        .set({
          menuId: body.menuId,
          nameZh: requiredText('nameZh', body.nameZh),
          nameEn: requiredText('nameEn', body.nameEn),
          kind: body.kind,
          platformOnly: body.platformOnly === 'Y',
        })
        .where(eq(resources.id, body.id));
    },
    remove: async (tx, before) => {
      if (before.kind === 'menu') throw new ApiError(200, CODES.BAD_REQUEST, 'resourceMenuDelete');
      if (before.routes.length > 0) {
        throw new ApiError(200, CODES.BAD_REQUEST, 'resourceRouted', { routes: listed(before.routes) });
      }
      // Its grants go with it (role_resources cascades).
      await tx.delete(resources).where(eq(resources.id, before.id));
    },
    notFound: 'resourceNotFound',
    changesAccess: () => 'all',
  };
}

/**
 * Writes the operate-log row of a change to resource `id` made alongside another write (a menu
 * entry's `menu` point), in the same transaction: the row before (none for an add) and after
 * (none for a delete).
 * @returns the row after the change.
 */
export async function logResourceChange(
  tx: Transaction,
  store: ResourceStore<typeof resourceResource, ResourceRecord>,
  request: FastifyRequest,
  actor: Actor,
  action: 'add' | 'update' | 'delete',
  id: number,
  before?: ResourceRow,
): Promise<ResourceRow | undefined> {
  const after = action === 'delete' ? undefined : await findRow(tx, store, id, actor, requestLanguage(request));
  await writeOperateLog(tx, request, actor, { action, resource: 'resource', rowId: id, before, after });
  return after;
}

/** The resources of entry `menuId` as rows, for the log of a change that takes them along. */
export async function resourcesOf(
  db: Database | Transaction,
  store: ResourceStore<typeof resourceResource, ResourceRecord>,
  menuId: number,
  actor: Actor,
  request: FastifyRequest,
): Promise<ResourceRow[]> {
  const rows = await resourceQuery(db).where(eq(resources.menuId, menuId)).orderBy(resources.sort, resources.id);
  return rows.map((row) => store.toRow(row, requestLanguage(request)));
}
