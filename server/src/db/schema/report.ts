/**
 * Report definitions and whom each is shared with (docs/screens.md, "Reports").
 */
import { index, integer, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { workbench } from './workbench';
import { accounts, companies } from './org';
import { roles } from './access';

/**
 * Report definitions (docs/screens.md, "Reports"): `kind` names one of the queries written in the
 * server's code (`REPORT_KINDS` of the contracts), never query text; the default parameters
 * (`rangeDays`, `topN`, `contractKind`) and the chart it is drawn as. `code` is unique in its
 * company; `ownerId` is the account that made it, null once that account is detached (the report
 * stays with its company).
 */
export const reports = workbench.table(
  'reports',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    code: text('code').notNull(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    description: text('description').notNull().default(''),
    kind: text('kind').notNull(),
    chart: text('chart').notNull(),
    rangeDays: integer('range_days').notNull(),
    topN: integer('top_n').notNull(),
    contractKind: text('contract_kind').notNull(),
    ownerId: integer('owner_id').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('reports_company_code_uq').on(t.companyId, t.code)],
);

/**
 * Whom a report is shared with (docs/screens.md, "Reports"): one row per account (`accountId`) or
 * role (`roleId`), the other column null. They go with their report.
 */
export const reportShares = workbench.table(
  'report_shares',
  {
    id: serial('id').primaryKey(),
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    roleId: integer('role_id').references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [index('report_shares_report_idx').on(t.reportId)],
);
