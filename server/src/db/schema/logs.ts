/**
 * The operate log and the search log (docs/screens.md, "Log manage"; docs/architecture.md,
 * "Resources"). They copy who acted rather than reference it, so a row outlives its account.
 */
import { index, integer, jsonb, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, workbench } from './workbench';

/**
 * The operate log: one row per write, and per call refused for want of a permission, written in
 * the same transaction as the write it records (docs/architecture.md, "Resources"). Who acted
 * (account, person, company at the time), what (`action` on `resource` row `rowId`), the row
 * `before` and `after` as JSON (null where there is none), the request number and the client
 * address.
 */
export const operateLogs = workbench.table(
  'operate_logs',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull(),
    account: text('account').notNull(),
    personId: integer('person_id').notNull(),
    personName: text('person_name').notNull(),
    companyId: integer('company_id').notNull(),
    companyName: text('company_name').notNull(),
    createdAt: createdAt(),
    action: text('action').notNull(),
    resource: text('resource').notNull(),
    rowId: text('row_id').notNull().default(''),
    before: jsonb('before'),
    after: jsonb('after'),
    requestId: text('request_id').notNull(),
    clientIp: text('client_ip').notNull(),
  },
  (t) => [index('operate_logs_company_time_idx').on(t.companyId, t.createdAt)],
);

/**
 * The search log: one row per search a person ran through a resource's list (docs/behaviour.md,
 * "Lists") or export, with its query as JSON and how many rows matched.
 */
export const searchLogs = workbench.table(
  'search_logs',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull(),
    account: text('account').notNull(),
    personId: integer('person_id').notNull(),
    personName: text('person_name').notNull(),
    companyId: integer('company_id').notNull(),
    companyName: text('company_name').notNull(),
    createdAt: createdAt(),
    resource: text('resource').notNull(),
    kind: text('kind', { enum: ['list', 'export'] }).notNull(),
    filters: jsonb('filters').notNull(),
    /**
     * The names of the filters' units, references and dictionary items in both languages, found
     * when the search was logged (`{unitId: {zh, en}}`): the conditions say them, not ids.
     */
    names: jsonb('names').$type<Record<string, { zh: string; en: string }>>(),
    total: integer('total').notNull(),
  },
  (t) => [index('search_logs_company_time_idx').on(t.companyId, t.createdAt)],
);
