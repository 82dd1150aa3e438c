/**
 * The report kinds (docs/screens.md, "Reports"): one read-only query per kind of `REPORT_KINDS`,
 * written here with typed parameters bound as values; nothing of a query comes from a request.
 */
import type { ReportContractKind, ReportKind, ReportResultRow } from '@workbench/contracts';
import { and, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contracts, processTemplates, suppliers, workflowProcesses } from '../../db/schema';
import { CHINA_TIME_ZONE } from '../../lib/china-month';
import { type Lang, t } from '../../lib/i18n';

/** What a run of a kind is given: the company, the period (ms, both ends included) and the options. */
export interface KindParams {
  companyId: number;
  from: number;
  to: number;
  topN: number;
  contractKind: ReportContractKind;
}

/** A kind: what its `value` measures and its query. */
interface KindQuery {
  measure: 'amount' | 'count';
  run: (db: Database, params: KindParams, lang: Lang) => Promise<ReportResultRow[]>;
}

/** The contracts of the company signed in the period, of the kind asked for. */
function contractsOf({ companyId, from, to, contractKind }: KindParams): SQL | undefined {
  return and(
    eq(contracts.companyId, companyId),
    gte(contracts.signedAt, new Date(from)),
    lte(contracts.signedAt, new Date(to)),
    contractKind === 'all' ? undefined : eq(contracts.kind, contractKind),
  );
}

const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
const STATUS_MESSAGES = {
  pending: 'applicationPending',
  approved: 'applicationApproved',
  rejected: 'applicationRejected',
} as const;

/** The query of each report kind. */
export const KINDS: Record<ReportKind, KindQuery> = {
  spendByMonth: {
    measure: 'amount',
    run: async (db, params) => {
      const month = sql<string>`to_char(${contracts.signedAt} at time zone ${sql.raw(`'${CHINA_TIME_ZONE}'`)}, 'YYYY-MM')`;
      const rows = await db
        .select({ month, amount: sql<string>`sum(${contracts.amount})` })
        .from(contracts)
        .where(contractsOf(params))
        .groupBy(month)
        .orderBy(month);
      return rows.map((row) => ({ key: row.month, label: row.month, value: Number(row.amount) }));
    },
  },
  spendBySupplier: {
    measure: 'amount',
    run: async (db, params, lang) => {
      const amount = sql<string>`sum(${contracts.amount})`;
      const rows = await db
        .select({ id: suppliers.id, nameZh: suppliers.nameZh, nameEn: suppliers.nameEn, amount })
        .from(contracts)
        .innerJoin(suppliers, eq(suppliers.id, contracts.supplierId))
        .where(contractsOf(params))
        .groupBy(suppliers.id)
        .orderBy(desc(amount), suppliers.id)
        .limit(params.topN);
      return rows.map((row) => ({
        key: String(row.id),
        label: lang === 'zh' ? row.nameZh : row.nameEn,
        value: Number(row.amount),
      }));
    },
  },
  applicationsByStatus: {
    measure: 'count',
    run: async (db, { companyId, from, to }, lang) => {
      // The approval applications of 流程申请 (docs/screens.md, "Approval processes"); one in review is `pending`.
      const rows = await db
        .select({ status: workflowProcesses.status, n: count() })
        .from(workflowProcesses)
        .innerJoin(processTemplates, eq(processTemplates.id, workflowProcesses.templateId))
        .where(
          and(
            eq(workflowProcesses.companyId, companyId),
            gte(workflowProcesses.createdAt, new Date(from)),
            lte(workflowProcesses.createdAt, new Date(to)),
          ),
        )
        .groupBy(workflowProcesses.status);
      const counts = new Map(rows.map((row) => [row.status === 'running' ? 'pending' : row.status, Number(row.n)]));
      return APPLICATION_STATUSES.map((status) => ({
        key: status,
        label: t(lang, STATUS_MESSAGES[status]),
        value: counts.get(status) ?? 0,
      }));
    },
  },
};
