/**
 * The application store and `accessV2` (docs/screens.md, "System"): the platform's applications
 * with unique codes and their platform codes; none is deleted (disable it instead).
 */
import { AppAccess, AppAccessQuery, appPaths, type appResource } from '@workbench/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Database, Transaction } from '../../db/client';
import { accountApps, apps } from '../../db/schema';
import type { AppContext, ResourceStore, SelectedRecord } from '../../lib/context';
import { assertUnique, keywordFilter } from '../../lib/crud';
import { ok } from '../../lib/envelope';
import { requestLanguage } from '../../lib/i18n';
import { answers } from '../../lib/schemas';
import { sessionOf } from '../../lib/session';
import { requiredText } from '../org/company';

/** The row query of {@link appStore}: one row per application. */
const appQuery = (db: Database | Transaction) =>
  db
    .select({
      id: apps.id,
      code: apps.code,
      nameZh: apps.nameZh,
      nameEn: apps.nameEn,
      platformCode: apps.platformCode,
      sort: apps.sort,
      enabled: apps.enabled,
    })
    .from(apps)
    .$dynamic();

/** A record of {@link appQuery}. */
type AppRecord = SelectedRecord<typeof appQuery>;

/** Applications: the platform's, the same for every caller holding the permission. */
export const appStore: ResourceStore<typeof appResource, AppRecord> = {
  query: appQuery,
  count: (db) => db.select({ total: count() }).from(apps).$dynamic(),
  id: apps.id,
  sort: { sort: apps.sort, code: apps.code, platformCode: apps.platformCode },
  scope: () => undefined,
  filter: ({ keyword, platformCode }) => [
    keywordFilter(keyword, apps.code, apps.nameZh, apps.nameEn),
    typeof platformCode === 'string' ? eq(apps.platformCode, platformCode) : undefined,
  ],
  toRow: (record) => ({
    id: record.id,
    code: record.code,
    nameZh: record.nameZh,
    nameEn: record.nameEn,
    platformCode: record.platformCode,
    sort: record.sort,
    enabled: record.enabled ? 'Y' : 'N',
  }),
  insert: async (tx, body) => {
    await assertUnique(tx, apps, eq(apps.code, body.code), 'apps_code_unique', body.code);
    // Ids are the wire's `appId`, given in order; the lock keeps two adds from taking the same one.
    await tx.execute(sql`lock table ${apps} in exclusive mode`);
    const [next] = await tx.select({ id: sql<number>`coalesce(max(${apps.id}), 0)::int + 1` }).from(apps);
    const [row] = await tx
      .insert(apps)
      .values({
        id: next?.id ?? 1,
        code: body.code,
        nameZh: requiredText('nameZh', body.nameZh),
        nameEn: requiredText('nameEn', body.nameEn),
        platformCode: body.platformCode,
        sort: body.sort,
        enabled: body.enabled === 'Y',
      })
      .returning({ id: apps.id });
    if (!row) throw new Error('application was not created');
    return row.id;
  },
  update: async (tx, body) => {
    await tx
      .update(apps)
      .set({
        nameZh: requiredText('nameZh', body.nameZh),
        nameEn: requiredText('nameEn', body.nameEn),
        platformCode: body.platformCode,
        sort: body.sort,
        enabled: body.enabled === 'Y',
      })
      .where(eq(apps.id, body.id));
  },
  notFound: 'noSuchApp',
};

/**
 * `POST /share-system/app/accessV2 {platformCodes}` (any signed-in account): the enabled
 * applications of those platforms that the caller's account is authorised for, in `sort` order,
 * each `{id, code, name, platformCode}` named in the request's language.
 */
export const appAccessRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, { db }) => {
  app.post(
    appPaths.accessV2,
    { schema: { body: AppAccessQuery, response: answers(Type.Array(AppAccess)) } },
    async (request) => {
      const { accountId } = sessionOf(request);
      const zh = requestLanguage(request) === 'zh';
      const rows = await db
        .select({
          id: apps.id,
          code: apps.code,
          name: zh ? apps.nameZh : apps.nameEn,
          platformCode: apps.platformCode,
        })
        .from(apps)
        .innerJoin(accountApps, and(eq(accountApps.appId, apps.id), eq(accountApps.accountId, accountId)))
        .where(and(eq(apps.enabled, true), inArray(apps.platformCode, request.body.platformCodes)))
        .orderBy(asc(apps.sort), asc(apps.id));
      return ok(request, rows);
    },
  );
};
