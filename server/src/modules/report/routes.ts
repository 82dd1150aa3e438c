/**
 * Reports (docs/screens.md, "Reports"): the definitions (`report:read` / `report:write`), the
 * reports a caller may run (`report:run`), a run and its `.xlsx` export. A run executes the query
 * of the report's kind (./kinds.ts) over the report's company, with parameters checked by the
 * contract's schema and here (the period).
 */
import {
  DAY_MS,
  myReportResource,
  REPORT_RANGE_DAYS_MAX,
  type ReportContractKind,
  type ReportKind,
  type ReportResult,
  ReportResult as ReportResultSchema,
  reportPaths,
  reportResource,
  ReportRunQuery,
} from '@workbench/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, count, eq, exists, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { Type } from 'typebox';
import { Value } from 'typebox/value';
import type { Database, Transaction } from '../../db/client';
import { accountRoles, accounts, companies, persons, reports, reportShares, roles } from '../../db/schema';
import { actorOf } from '../../lib/access';
import type { Actor, AppContext, ResourceStore, SelectedRecord } from '../../lib/context';
import { assertUnique, keywordFilter, resourceRoutes } from '../../lib/crud';
import { downloadParams, downloadRoute, type SheetSpec } from '../../lib/download';
import { ApiError, CODES, FieldError, ok } from '../../lib/envelope';
import { type Lang, requestLanguage, t } from '../../lib/i18n';
import { answers } from '../../lib/schemas';
import { requiredText } from '../org/company';
import { KINDS } from './kinds';

const owner = alias(accounts, 'owner');

/** The accounts a report is shared with, by account name, as one text. */
const sharedAccounts = sql<string>`coalesce((select string_agg(${accounts.account}, ', ' order by ${accounts.account})
  from ${reportShares} join ${accounts} on ${accounts.id} = ${reportShares.accountId}
  where ${reportShares.reportId} = ${reports.id}), '')`;

/** The roles a report is shared with, by role code, as one text. */
const sharedRoles = sql<string>`coalesce((select string_agg(${roles.code}, ', ' order by ${roles.code})
  from ${reportShares} join ${roles} on ${roles.id} = ${reportShares.roleId}
  where ${reportShares.reportId} = ${reports.id}), '')`;

/**
 * The reports `actor` may run: of its current company, made by it, shared with its account or
 * with a role it holds.
 */
function runnableBy(db: Database | Transaction, actor: Actor): SQL | undefined {
  const shared = db
    .select({ one: sql`1` })
    .from(reportShares)
    .where(
      and(
        eq(reportShares.reportId, reports.id),
        or(
          eq(reportShares.accountId, actor.accountId),
          inArray(
            reportShares.roleId,
            db
              .select({ id: accountRoles.roleId })
              .from(accountRoles)
              .where(eq(accountRoles.accountId, actor.accountId)),
          ),
        ),
      ),
    );
  return and(eq(reports.companyId, actor.companyId), or(eq(reports.ownerId, actor.accountId), exists(shared)));
}

/** The names of a shares field: split on commas, spaces and `、`, without repeats. */
function namesOf(text: string): string[] {
  return [...new Set(text.split(/[\s,，、]+/).filter((name) => name !== ''))];
}

/** What add and update write besides the code. */
interface ReportBody {
  nameZh: string;
  nameEn: string;
  description: string;
  kind: ReportKind;
  chart: string;
  rangeDays: number;
  topN: number;
  contractKind: ReportContractKind;
  shareAccounts: string;
  shareRoles: string;
}

function columnsOf(body: ReportBody) {
  return {
    nameZh: requiredText('nameZh', body.nameZh),
    nameEn: requiredText('nameEn', body.nameEn),
    description: body.description.trim(),
    kind: body.kind,
    chart: body.chart,
    rangeDays: body.rangeDays,
    topN: body.topN,
    contractKind: body.contractKind,
  };
}

/**
 * Replaces the shares of report `reportId` of company `companyId` by `body`'s: accounts of that
 * company by name, roles it may hold (the platform's or its own) by code.
 * @throws FieldError on `shareAccounts` or `shareRoles` naming what is not there.
 */
async function writeShares(tx: Transaction, reportId: number, companyId: number, body: ReportBody): Promise<void> {
  const accountNames = namesOf(body.shareAccounts);
  const roleCodes = namesOf(body.shareRoles);
  const found = accountNames.length
    ? await tx
        .select({ id: accounts.id, name: accounts.account })
        .from(accounts)
        .where(and(eq(accounts.companyId, companyId), inArray(accounts.account, accountNames)))
    : [];
  const missingAccounts = accountNames.filter((name) => !found.some((row) => row.name === name));
  if (missingAccounts.length)
    throw new FieldError('shareAccounts', 'reportUnknownAccounts', { names: missingAccounts.join(', ') });
  const foundRoles = roleCodes.length
    ? await tx
        .select({ id: roles.id, code: roles.code })
        .from(roles)
        .where(and(inArray(roles.code, roleCodes), or(isNull(roles.companyId), eq(roles.companyId, companyId))))
    : [];
  const missingRoles = roleCodes.filter((code) => !foundRoles.some((row) => row.code === code));
  if (missingRoles.length) throw new FieldError('shareRoles', 'reportUnknownRoles', { names: missingRoles.join(', ') });
  await tx.delete(reportShares).where(eq(reportShares.reportId, reportId));
  const shares = [
    ...found.map((row) => ({ reportId, accountId: row.id })),
    ...foundRoles.map((row) => ({ reportId, roleId: row.id })),
  ];
  if (shares.length) await tx.insert(reportShares).values(shares);
}

/** The report rows with their shares, owner and company: one per report. */
const reportQuery = (db: Database | Transaction) =>
  db
    .select({
      id: reports.id,
      code: reports.code,
      nameZh: reports.nameZh,
      nameEn: reports.nameEn,
      description: reports.description,
      kind: reports.kind,
      chart: reports.chart,
      rangeDays: reports.rangeDays,
      topN: reports.topN,
      contractKind: reports.contractKind,
      shareAccounts: sharedAccounts,
      shareRoles: sharedRoles,
      ownerName: persons.name,
      companyName: companies.name,
    })
    .from(reports)
    .leftJoin(owner, eq(owner.id, reports.ownerId))
    .leftJoin(persons, eq(persons.id, owner.personId))
    .innerJoin(companies, eq(companies.id, reports.companyId))
    .$dynamic();

/** A record of {@link reportQuery}. */
type ReportRecord = SelectedRecord<typeof reportQuery>;

/** The store of report rows, `scope` deciding whose. */
function reportStore(scope: (actor: Actor) => SQL | undefined): ResourceStore<typeof reportResource, ReportRecord> {
  return {
    query: reportQuery,
    count: (db) => db.select({ total: count() }).from(reports).$dynamic(),
    id: reports.id,
    sort: { code: reports.code, nameZh: reports.nameZh },
    scope,
    filter: ({ keyword, kind }) => [
      keywordFilter(keyword, reports.code, reports.nameZh, reports.nameEn),
      typeof kind === 'string' ? eq(reports.kind, kind) : undefined,
    ],
    toRow: (record) => ({
      id: record.id,
      code: record.code,
      nameZh: record.nameZh,
      nameEn: record.nameEn,
      description: record.description,
      kind: record.kind,
      chart: record.chart,
      rangeDays: record.rangeDays,
      topN: record.topN,
      contractKind: record.contractKind,
      shareAccounts: record.shareAccounts,
      shareRoles: record.shareRoles,
      ownerName: record.ownerName ?? '',
      companyName: record.companyName,
    }),
    insert: async (tx, body, actor) => {
      await assertUnique(
        tx,
        reports,
        and(eq(reports.companyId, actor.companyId), eq(reports.code, body.code)),
        'reports_company_code_uq',
        body.code,
      );
      const [row] = await tx
        .insert(reports)
        .values({ companyId: actor.companyId, code: body.code, ownerId: actor.accountId, ...columnsOf(body) })
        .returning({ id: reports.id });
      if (!row) throw new Error('report was not created');
      await writeShares(tx, row.id, actor.companyId, body);
      return row.id;
    },
    update: async (tx, body) => {
      const [report] = await tx
        .update(reports)
        .set(columnsOf(body))
        .where(eq(reports.id, body.id))
        .returning({ companyId: reports.companyId });
      if (!report) throw new Error('report to update is gone');
      await writeShares(tx, body.id, report.companyId, body);
    },
    remove: async (tx, before) => {
      await tx.delete(reports).where(eq(reports.id, before.id));
    },
  };
}

/** The management rows: the caller's company's, every company's for a platform account. */
const managed = reportStore((actor) => (actor.platform ? undefined : eq(reports.companyId, actor.companyId)));

/**
 * The result of report `query.id` for `actor`: the report's defaults overridden by the query.
 * @throws ApiError 404 (HTTP 200) when the caller may not run it (another company's, not shared);
 *   FieldError on `to` when the period is reversed or longer than {@link REPORT_RANGE_DAYS_MAX} days.
 */
async function runReport(db: Database, actor: Actor, query: ReportRunQuery, lang: Lang, now: number) {
  const [report] = await db
    .select()
    .from(reports)
    .where(and(eq(reports.id, query.id), runnableBy(db, actor)))
    .limit(1);
  if (!report) throw new ApiError(200, CODES.NOT_FOUND, 'recordNotFound');
  const to = query.to ?? now;
  const from = query.from ?? to - report.rangeDays * DAY_MS;
  if (from > to) throw new FieldError('to', 'reportRangeReversed');
  if (to - from > REPORT_RANGE_DAYS_MAX * DAY_MS)
    throw new FieldError('to', 'reportRangeTooLong', { max: REPORT_RANGE_DAYS_MAX });
  const kind = report.kind as ReportKind;
  const contractKind = query.contractKind ?? (report.contractKind as ReportContractKind);
  const topN = query.topN ?? report.topN;
  const { measure, run } = KINDS[kind];
  const rows = await run(db, { companyId: report.companyId, from, to, topN, contractKind }, lang);
  const result: ReportResult = {
    kind,
    chart: report.chart as ReportResult['chart'],
    measure,
    from,
    to,
    topN,
    contractKind,
    rows,
  };
  return { report, result };
}

/** The report routes of the signed API. */
export const reportRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, context) => {
  const { db, clock } = context;
  resourceRoutes(app, context, reportResource, managed);
  // The same rows as the management's, scoped to those the caller may run; it offers no write.
  const runnable = reportStore((actor) => runnableBy(db, actor)) as unknown as ResourceStore<
    typeof myReportResource,
    ReportRecord
  >;
  resourceRoutes(app, context, myReportResource, runnable);
  app.post(
    reportPaths.run,
    {
      schema: { body: ReportRunQuery, response: answers(ReportResultSchema) },
      config: { resource: myReportResource.permissions.read },
    },
    async (request) => {
      const actor = await actorOf(db, request);
      const { result } = await runReport(db, actor, request.body, requestLanguage(request), clock());
      return ok(request, result);
    },
  );
};

/** The run's parameters as a download sends them: strings. */
const EXPORT_FIELDS = Object.fromEntries(
  ['id', 'from', 'to', 'topN', 'contractKind'].map((key) => [key, Type.Optional(Type.String({ maxLength: 20 }))]),
);

/** The report's result as `.xlsx` (the download context). Parameters that do not fit answer 400. */
export const reportDownloadRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, context) => {
  const { db, clock } = context;
  downloadRoute(
    app,
    reportPaths.export,
    async (request, lang): Promise<SheetSpec> => {
      const actor = await actorOf(db, request);
      const { token: _token, lang: _lang, ...raw } = downloadParams<Record<string, string>>(request);
      const query = Value.Convert(ReportRunQuery, raw);
      if (!Value.Check(ReportRunQuery, query)) throw new ApiError(400, CODES.BAD_REQUEST, 'badRequest');
      const { report, result } = await runReport(db, actor, query, lang, clock());
      const name = lang === 'zh' ? report.nameZh : report.nameEn;
      return {
        fileName: `${name}.xlsx`,
        asciiFileName: `${report.code}.xlsx`,
        sheetName: name,
        columns: [
          { header: t(lang, 'reportCategory'), key: 'label', width: 24 },
          { header: t(lang, result.measure === 'amount' ? 'reportAmount' : 'reportCount'), key: 'value', width: 16 },
        ],
        rows: result.rows.map((row) => ({ label: row.label, value: row.value })),
      };
    },
    EXPORT_FIELDS,
    myReportResource.permissions.read,
  );
};
