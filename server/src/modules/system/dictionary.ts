/**
 * The data dictionary's stores and its public call (docs/screens.md, "System"): dictionary types
 * with unique codes, never deleted while they have items, and their items, unique by code within
 * their type.
 */
import {
  dictionaryItemResource,
  DictionaryItemsQuery,
  DictionaryOption,
  dictionaryPaths,
  dictionaryTypeResource,
} from '@workbench/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { type Database, qualified, type Transaction } from '../../db/client';
import { dictionaryItems, dictionaryTypes } from '../../db/schema';
import { assertUnique, keywordFilter, resourceRoutes } from '../../lib/crud';
import type { AppContext, ResourceStore, SelectedRecord } from '../../lib/context';
import { ApiError, CODES, FieldError, ok } from '../../lib/envelope';
import { requestLanguage } from '../../lib/i18n';
import { answers } from '../../lib/schemas';
import { requiredText } from '../org/company';

const flag = (value: boolean): 'Y' | 'N' => (value ? 'Y' : 'N');

// Qualified by hand: inside the subquery a bare "id" would be the item's own.
const itemCount = sql<number>`(select count(*)::int from ${dictionaryItems} where ${dictionaryItems.typeId} = ${qualified(dictionaryTypes.id)})`;

/** The row query of {@link dictionaryTypeStore}: one row per type, with its item count. */
const dictionaryTypeQuery = (db: Database | Transaction) =>
  db
    .select({
      id: dictionaryTypes.id,
      code: dictionaryTypes.code,
      nameZh: dictionaryTypes.nameZh,
      nameEn: dictionaryTypes.nameEn,
      enabled: dictionaryTypes.enabled,
      itemCount,
    })
    .from(dictionaryTypes)
    .$dynamic();

/** A record of {@link dictionaryTypeQuery}. */
type DictionaryTypeRecord = SelectedRecord<typeof dictionaryTypeQuery>;

/** Dictionary types: the platform's, the same for every caller holding the permission. */
export const dictionaryTypeStore: ResourceStore<typeof dictionaryTypeResource, DictionaryTypeRecord> = {
  query: dictionaryTypeQuery,
  count: (db) => db.select({ total: count() }).from(dictionaryTypes).$dynamic(),
  id: dictionaryTypes.id,
  sort: { code: dictionaryTypes.code, itemCount },
  scope: () => undefined,
  filter: ({ keyword, enabled }) => [
    keywordFilter(keyword, dictionaryTypes.code, dictionaryTypes.nameZh, dictionaryTypes.nameEn),
    enabled === undefined ? undefined : eq(dictionaryTypes.enabled, enabled === 'Y'),
  ],
  toRow: (record) => ({
    id: record.id,
    code: record.code,
    nameZh: record.nameZh,
    nameEn: record.nameEn,
    enabled: flag(record.enabled),
    itemCount: Number(record.itemCount),
  }),
  insert: async (tx, body) => {
    await assertUnique(
      tx,
      dictionaryTypes,
      eq(dictionaryTypes.code, body.code),
      'dictionary_types_code_unique',
      body.code,
    );
    const [row] = await tx
      .insert(dictionaryTypes)
      .values({
        code: body.code,
        nameZh: requiredText('nameZh', body.nameZh),
        nameEn: requiredText('nameEn', body.nameEn),
        enabled: body.enabled === 'Y',
      })
      .returning({ id: dictionaryTypes.id });
    if (!row) throw new Error('dictionary type was not created');
    return row.id;
  },
  update: async (tx, body) => {
    await tx
      .update(dictionaryTypes)
      .set({
        nameZh: requiredText('nameZh', body.nameZh),
        nameEn: requiredText('nameEn', body.nameEn),
        enabled: body.enabled === 'Y',
      })
      .where(eq(dictionaryTypes.id, body.id));
  },
  remove: async (tx, before) => {
    const [items] = await tx.select({ n: count() }).from(dictionaryItems).where(eq(dictionaryItems.typeId, before.id));
    if (items && items.n > 0) throw new ApiError(200, CODES.BAD_REQUEST, 'dictionaryTypeInUse', { count: items.n });
    await tx.delete(dictionaryTypes).where(eq(dictionaryTypes.id, before.id));
  },
  notFound: 'dictionaryTypeNotFound',
};

async function assertItemCodeFree(tx: Transaction, typeId: number, code: string) {
  await assertUnique(
    tx,
    dictionaryItems,
    and(eq(dictionaryItems.typeId, typeId), eq(dictionaryItems.code, code)),
    'dictionary_items_type_code_uq',
    code,
  );
}

/** The row query of {@link dictionaryItemStore}: one row per item, with its type. */
const dictionaryItemQuery = (db: Database | Transaction) =>
  db
    .select({
      id: dictionaryItems.id,
      typeId: dictionaryItems.typeId,
      typeCode: dictionaryTypes.code,
      typeNameZh: dictionaryTypes.nameZh,
      typeNameEn: dictionaryTypes.nameEn,
      code: dictionaryItems.code,
      labelZh: dictionaryItems.labelZh,
      labelEn: dictionaryItems.labelEn,
      order: dictionaryItems.sort,
      enabled: dictionaryItems.enabled,
    })
    .from(dictionaryItems)
    .innerJoin(dictionaryTypes, eq(dictionaryTypes.id, dictionaryItems.typeId))
    .$dynamic();

/** A record of {@link dictionaryItemQuery}. */
type DictionaryItemRecord = SelectedRecord<typeof dictionaryItemQuery>;

/** Dictionary items, each with its type's code and name. */
export const dictionaryItemStore: ResourceStore<typeof dictionaryItemResource, DictionaryItemRecord> = {
  query: dictionaryItemQuery,
  count: (db) =>
    db
      .select({ total: count() })
      .from(dictionaryItems)
      .innerJoin(dictionaryTypes, eq(dictionaryTypes.id, dictionaryItems.typeId))
      .$dynamic(),
  id: dictionaryItems.id,
  sort: { order: dictionaryItems.sort, code: dictionaryItems.code },
  scope: () => undefined,
  filter: ({ keyword, typeId, enabled }) => [
    keywordFilter(keyword, dictionaryItems.code, dictionaryItems.labelZh, dictionaryItems.labelEn),
    typeof typeId === 'number' ? eq(dictionaryItems.typeId, typeId) : undefined,
    enabled === undefined ? undefined : eq(dictionaryItems.enabled, enabled === 'Y'),
  ],
  toRow: (record, lang) => ({
    id: record.id,
    typeId: record.typeId,
    typeCode: record.typeCode,
    typeName: lang === 'zh' ? record.typeNameZh : record.typeNameEn,
    code: record.code,
    labelZh: record.labelZh,
    labelEn: record.labelEn,
    order: record.order,
    enabled: flag(record.enabled),
  }),
  insert: async (tx, body) => {
    const [type] = await tx
      .select({ id: dictionaryTypes.id })
      .from(dictionaryTypes)
      .where(eq(dictionaryTypes.id, body.typeId));
    if (!type) throw new FieldError('typeId', 'dictionaryTypeNotFound');
    await assertItemCodeFree(tx, body.typeId, body.code);
    const [row] = await tx
      .insert(dictionaryItems)
      .values({
        typeId: body.typeId,
        code: body.code,
        labelZh: requiredText('labelZh', body.labelZh),
        labelEn: requiredText('labelEn', body.labelEn),
        sort: body.order,
        enabled: body.enabled === 'Y',
      })
      .returning({ id: dictionaryItems.id });
    if (!row) throw new Error('dictionary item was not created');
    return row.id;
  },
  update: async (tx, body) => {
    await tx
      .update(dictionaryItems)
      .set({
        labelZh: requiredText('labelZh', body.labelZh),
        labelEn: requiredText('labelEn', body.labelEn),
        sort: body.order,
        enabled: body.enabled === 'Y',
      })
      .where(eq(dictionaryItems.id, body.id));
  },
  remove: async (tx, before) => {
    await tx.delete(dictionaryItems).where(eq(dictionaryItems.id, before.id));
  },
};

/**
 * `POST /share-system/dictionary/items {typeCode}` (any signed-in account, no resource needed:
 * the selects of every screen read it): the enabled items of an enabled type, in order, each
 * `{code, label}` with the label in the request's language; `[]` for an unknown or disabled type.
 */
export const dictionaryRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, { db }) => {
  app.post(
    dictionaryPaths.items,
    { schema: { body: DictionaryItemsQuery, response: answers(Type.Array(DictionaryOption)) } },
    async (request) => {
      const zh = requestLanguage(request) === 'zh';
      const items = await db
        .select({ code: dictionaryItems.code, label: zh ? dictionaryItems.labelZh : dictionaryItems.labelEn })
        .from(dictionaryItems)
        .innerJoin(dictionaryTypes, eq(dictionaryTypes.id, dictionaryItems.typeId))
        .where(
          and(
            eq(dictionaryTypes.code, request.body.typeCode),
            eq(dictionaryTypes.enabled, true),
            eq(dictionaryItems.enabled, true),
          ),
        )
        .orderBy(asc(dictionaryItems.sort), asc(dictionaryItems.code));
      return ok(request, items);
    },
  );
};

/** The list, detail, add, update and delete routes of dictionary types and items (`dictionary:*`). */
export const dictionaryResourceRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, context) => {
  resourceRoutes(app, context, dictionaryTypeResource, dictionaryTypeStore);
  resourceRoutes(app, context, dictionaryItemResource, dictionaryItemStore);
};
