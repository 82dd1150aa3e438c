/**
 * The operate log and search log stores (docs/screens.md, "Log manage"): read only. A platform
 * account reads every company's rows; others their own company's.
 */
import type { operateLogResource, searchLogResource } from '@workbench/contracts';
import { definitionOf, type OperateAction, searchConditions, titleOf } from '@workbench/contracts';
import { count, eq, gte, lte } from 'drizzle-orm';
import { operateLogs, searchLogs } from '../../db/schema';
import { keywordFilter } from '../../lib/crud';
import type { ResourceStore } from '../../lib/context';
import type { Lang } from '../../lib/i18n';

type LogTable = typeof operateLogs | typeof searchLogs;

/** The filters both logs share: who (keyword), which resource, and the time range (ms). */
function sharedFilters(table: LogTable, { keyword, resource, from, to }: Record<string, unknown>) {
  return [
    keywordFilter(keyword, table.personName, table.account),
    typeof resource === 'string' ? eq(table.resource, resource) : undefined,
    typeof from === 'number' ? gte(table.createdAt, new Date(from)) : undefined,
    typeof to === 'number' ? lte(table.createdAt, new Date(to)) : undefined,
  ];
}

/** What a row of either log says of who acted on what, when. */
const who = (record: LogTable['$inferSelect']) => ({
  id: record.id,
  time: record.createdAt.getTime(),
  account: record.account,
  personName: record.personName,
  companyName: record.companyName,
  resource: record.resource,
});

/** The name of logged row `row` of `resource` in `lang` (its definition's `titleKey`), `''` when it has none. */
function nameOf(resource: string, row: unknown, lang: Lang): string {
  const definition = definitionOf(resource);
  return definition && typeof row === 'object' && row !== null
    ? titleOf(definition, row as Record<string, unknown>, lang)
    : '';
}

/** The operate log, newest first unless asked otherwise; each row named in the request's language. */
export const operateLogStore: ResourceStore<typeof operateLogResource, typeof operateLogs.$inferSelect> = {
  query: (db) => db.select().from(operateLogs).$dynamic(),
  count: (db) => db.select({ total: count() }).from(operateLogs).$dynamic(),
  id: operateLogs.id,
  sort: { time: operateLogs.createdAt },
  scope: (actor) => (actor.platform ? undefined : eq(operateLogs.companyId, actor.companyId)),
  filter: (filters) => [
    ...sharedFilters(operateLogs, filters),
    typeof filters['action'] === 'string' ? eq(operateLogs.action, filters['action']) : undefined,
  ],
  toRow: (record, lang) => ({
    ...who(record),
    action: record.action as OperateAction,
    rowId: record.rowId,
    rowName: nameOf(record.resource, record.after ?? record.before, lang),
    before: record.before ?? null,
    after: record.after ?? null,
    requestId: record.requestId,
    clientIp: record.clientIp,
  }),
};

/** The search log, newest first unless asked otherwise; its conditions in the request's language. */
export const searchLogStore: ResourceStore<typeof searchLogResource, typeof searchLogs.$inferSelect> = {
  query: (db) => db.select().from(searchLogs).$dynamic(),
  count: (db) => db.select({ total: count() }).from(searchLogs).$dynamic(),
  id: searchLogs.id,
  sort: { time: searchLogs.createdAt, total: searchLogs.total },
  scope: (actor) => (actor.platform ? undefined : eq(searchLogs.companyId, actor.companyId)),
  filter: (filters) => [
    ...sharedFilters(searchLogs, filters),
    filters['kind'] === 'list' || filters['kind'] === 'export' ? eq(searchLogs.kind, filters['kind']) : undefined,
  ],
  toRow: (record, lang) => ({
    ...who(record),
    kind: record.kind,
    conditions: searchConditions(
      record.resource,
      (record.filters ?? {}) as Record<string, unknown>,
      record.names ?? {},
      lang,
    ),
    filters: JSON.stringify(record.filters),
    total: record.total,
  }),
};
