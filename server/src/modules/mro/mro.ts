/**
 * The stores of MRO items and their replenishment requests (docs/screens.md, "MRO"). Both belong
 * to a company (a request through its item): an enterprise administrator sees and changes only
 * their company's; another company's answers as a missing one. The MRO work bench `/MRO_index`
 * reads these lists with their `belowReorder`, `mine` and `state` filters.
 */
import { MRO_QUANTITY_MAX, mroItemResource, mroRequestResource } from '@workbench/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, count, eq, lte, sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { accounts, companies, mroItems, mroRequests, persons } from '../../db/schema';
import type { Actor, AppContext, ResourceStore, SelectedRecord } from '../../lib/context';
import { assertUnique, keywordFilter, resourceRoutes } from '../../lib/crud';
import { ApiError, CODES, FieldError } from '../../lib/envelope';
import { requiredText } from '../org/company';

/** The items `actor` may see: their company's (a platform account's: all). */
const itemScope = (actor: Actor): SQL | undefined =>
  actor.platform ? undefined : eq(mroItems.companyId, actor.companyId);

/** Reorder point minus stock, at least 0, in SQL. */
const shortfall = sql<number>`greatest(${mroItems.reorderPoint} - ${mroItems.stock}, 0)`;

function itemValues(body: {
  nameZh: string;
  nameEn: string;
  uom: string;
  stock: number;
  reorderPoint: number;
  location: string;
}) {
  return {
    nameZh: requiredText('nameZh', body.nameZh),
    nameEn: requiredText('nameEn', body.nameEn),
    uom: requiredText('uom', body.uom),
    stock: body.stock,
    reorderPoint: body.reorderPoint,
    location: body.location.trim(),
  };
}

/** The row query of {@link mroItemStore}: one row per item, with its company and shortfall. */
const mroItemQuery = (db: Database | Transaction) =>
  db
    .select({
      id: mroItems.id,
      companyId: mroItems.companyId,
      companyName: companies.name,
      code: mroItems.code,
      nameZh: mroItems.nameZh,
      nameEn: mroItems.nameEn,
      uom: mroItems.uom,
      stock: mroItems.stock,
      reorderPoint: mroItems.reorderPoint,
      shortfall,
      location: mroItems.location,
      createdAt: mroItems.createdAt,
    })
    .from(mroItems)
    .innerJoin(companies, eq(companies.id, mroItems.companyId))
    .$dynamic();

/** A record of {@link mroItemQuery}. */
type MroItemRecord = SelectedRecord<typeof mroItemQuery>;

/** MRO items with their company and shortfall. */
export const mroItemStore: ResourceStore<typeof mroItemResource, MroItemRecord> = {
  query: mroItemQuery,
  count: (db) =>
    db.select({ total: count() }).from(mroItems).innerJoin(companies, eq(companies.id, mroItems.companyId)).$dynamic(),
  id: mroItems.id,
  sort: { code: mroItems.code, stock: mroItems.stock, shortfall, createTime: mroItems.createdAt },
  scope: itemScope,
  filter: ({ keyword, belowReorder }) => [
    keywordFilter(keyword, mroItems.code, mroItems.nameZh, mroItems.nameEn),
    belowReorder === 'Y'
      ? lte(mroItems.stock, mroItems.reorderPoint)
      : belowReorder === 'N'
        ? sql`${mroItems.stock} > ${mroItems.reorderPoint}`
        : undefined,
  ],
  toRow: (record) => ({
    id: record.id,
    companyId: record.companyId,
    companyName: record.companyName,
    code: record.code,
    nameZh: record.nameZh,
    nameEn: record.nameEn,
    uom: record.uom,
    stock: record.stock,
    reorderPoint: record.reorderPoint,
    shortfall: Number(record.shortfall),
    location: record.location,
    createTime: record.createdAt.getTime(),
  }),
  insert: async (tx, body, actor) => {
    await assertUnique(
      tx,
      mroItems,
      and(eq(mroItems.companyId, actor.companyId), eq(mroItems.code, body.code)),
      'mro_items_company_code_uq',
      body.code,
    );
    const [row] = await tx
      .insert(mroItems)
      .values({ ...itemValues(body), companyId: actor.companyId, code: body.code })
      .returning({ id: mroItems.id });
    if (!row) throw new Error('MRO item was not created');
    return row.id;
  },
  update: async (tx, body) => {
    await tx.update(mroItems).set(itemValues(body)).where(eq(mroItems.id, body.id));
  },
  remove: async (tx, before) => {
    const [requests] = await tx.select({ n: count() }).from(mroRequests).where(eq(mroRequests.itemId, before.id));
    if (requests && requests.n > 0) {
      throw new ApiError(200, CODES.BAD_REQUEST, 'mroItemInUse', { count: requests.n });
    }
    await tx.delete(mroItems).where(eq(mroItems.id, before.id));
  },
  notFound: 'mroItemNotFound',
};

/** The request's joins on a select of `fields` (the row's, or the count). */
function requestJoins<F extends Record<string, unknown>>(db: Database | Transaction, fields: F) {
  return db
    .select(fields as Parameters<Database['select']>[0] & F)
    .from(mroRequests)
    .innerJoin(mroItems, eq(mroItems.id, mroRequests.itemId))
    .innerJoin(accounts, eq(accounts.id, mroRequests.requesterId))
    .innerJoin(persons, eq(persons.id, accounts.personId))
    .$dynamic();
}

type RequestState = 'waiting' | 'ordered' | 'received' | 'rejected';
const REQUEST_STATES: readonly string[] = ['waiting', 'ordered', 'received', 'rejected'];

/** The row query of {@link mroRequestStore}: one row per request, with its item and requester. */
const mroRequestQuery = (db: Database | Transaction) =>
  requestJoins(db, {
    id: mroRequests.id,
    companyId: mroItems.companyId,
    itemId: mroRequests.itemId,
    itemCode: mroItems.code,
    itemZh: mroItems.nameZh,
    itemEn: mroItems.nameEn,
    uom: mroItems.uom,
    quantity: mroRequests.quantity,
    reason: mroRequests.reason,
    requesterId: mroRequests.requesterId,
    requesterName: persons.name,
    state: mroRequests.state,
    createdAt: mroRequests.createdAt,
    updatedAt: mroRequests.updatedAt,
  });

/** A record of {@link mroRequestQuery}. */
type MroRequestRecord = SelectedRecord<typeof mroRequestQuery>;

/** Replenishment requests with their item and requester. */
export const mroRequestStore: ResourceStore<typeof mroRequestResource, MroRequestRecord> = {
  query: mroRequestQuery,
  count: (db) => requestJoins(db, { total: count() }),
  id: mroRequests.id,
  sort: { createTime: mroRequests.createdAt, quantity: mroRequests.quantity },
  scope: itemScope,
  filter: ({ keyword, itemId, state, mine }, actor) => [
    keywordFilter(keyword, mroItems.code, mroItems.nameZh, mroItems.nameEn, mroRequests.reason),
    typeof itemId === 'number' ? eq(mroRequests.itemId, itemId) : undefined,
    typeof state === 'string' && REQUEST_STATES.includes(state)
      ? eq(mroRequests.state, state as RequestState)
      : undefined,
    mine === 'Y' ? eq(mroRequests.requesterId, actor.accountId) : undefined,
  ],
  toRow: (record, lang) => ({
    id: record.id,
    companyId: record.companyId,
    itemId: record.itemId,
    itemCode: record.itemCode,
    itemName: lang === 'zh' ? record.itemZh : record.itemEn,
    uom: record.uom,
    quantity: record.quantity,
    reason: record.reason,
    requesterId: record.requesterId,
    requesterName: record.requesterName,
    state: record.state,
    createTime: record.createdAt.getTime(),
    updateTime: record.updatedAt.getTime(),
  }),
  insert: async (tx, body, actor) => {
    const [item] = await tx
      .select({ id: mroItems.id })
      .from(mroItems)
      .where(and(eq(mroItems.id, body.itemId), itemScope(actor)));
    // Another company's item answers as a missing one (docs/behaviour.md, "Roles and permissions").
    if (!item) throw new ApiError(200, CODES.NOT_FOUND, 'mroItemNotFound');
    const [row] = await tx
      .insert(mroRequests)
      .values({
        itemId: item.id,
        quantity: body.quantity,
        reason: requiredText('reason', body.reason),
        requesterId: actor.accountId,
        state: 'waiting',
      })
      .returning({ id: mroRequests.id });
    if (!row) throw new Error('MRO request was not created');
    return row.id;
  },
  update: async (tx, body, before) => {
    if (before.state === 'received' || before.state === 'rejected') {
      throw new FieldError('state', 'mroRequestClosed');
    }
    await tx
      .update(mroRequests)
      .set({
        quantity: body.quantity,
        reason: requiredText('reason', body.reason),
        state: body.state,
        updatedAt: new Date(),
      })
      .where(eq(mroRequests.id, body.id));
    if (body.state === 'received') {
      // Received goods go on the shelf: the item's stock grows by the quantity, capped at the most a count holds.
      await tx
        .update(mroItems)
        .set({ stock: sql`least(${mroItems.stock} + ${body.quantity}, ${MRO_QUANTITY_MAX})` })
        .where(eq(mroItems.id, before.itemId));
    }
  },
  remove: async (tx, before) => {
    await tx.delete(mroRequests).where(eq(mroRequests.id, before.id));
  },
  notFound: 'mroRequestNotFound',
};

/** The MRO routes: each resource's list, detail, add, update and delete, checked against its resource code. */
export const mroRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, context) => {
  resourceRoutes(app, context, mroItemResource, mroItemStore);
  resourceRoutes(app, context, mroRequestResource, mroRequestStore);
};
