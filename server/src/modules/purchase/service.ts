/**
 * Purchase work-bench figures, computed by SQL from contract, supplier, e-bidding and
 * expert rows, never stored totals.
 */
import { and, asc, desc, eq, gt, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contracts, ebiddingInvitations, ebiddingProjects, experts, suppliers } from '../../db/schema';
import { CHINA_TIME_ZONE, monthLabel, monthStart } from '../../lib/china-month';
import type { Lang } from '../../lib/i18n';
import type {
  BiddingSupplier,
  CategoryCount,
  ContractKind,
  HandleData,
  MajorCount,
  QualificationData,
  SignInItem,
  TurnoverData,
} from './schemas';

/** How many months the turnover cards cover, the current one included. */
export const TURNOVER_MONTHS = 6;

/** How many suppliers `getEbiddingSupplier` lists at most. */
export const BIDDING_SUPPLIER_LIMIT = 5;

/** How many projects `signIn` lists at most. */
export const SIGN_IN_LIMIT = 5;

const countAll = () => sql<number>`count(*)`.mapWith(Number);

/**
 * The turnover of company `companyId`'s contracts of `kind` signed in the {@link TURNOVER_MONTHS}
 * China calendar months up to the one holding `now` (ms): total and count, and the amount per
 * month, oldest first, 0 where none.
 */
export async function turnover(
  db: Database,
  companyId: number,
  kind: ContractKind,
  now: number,
): Promise<TurnoverData> {
  // The zone is inlined: a bound parameter would make the grouped expression differ from the selected one.
  const month = sql<string>`to_char(${contracts.signedAt} at time zone ${sql.raw(`'${CHINA_TIME_ZONE}'`)}, 'YYYY-MM')`;
  const rows = await db
    .select({
      month,
      count: countAll(),
      amount: sql<string>`sum(${contracts.amount})`,
    })
    .from(contracts)
    .where(
      and(
        eq(contracts.companyId, companyId),
        eq(contracts.kind, kind),
        gte(contracts.signedAt, new Date(monthStart(now, TURNOVER_MONTHS - 1))),
        lt(contracts.signedAt, new Date(monthStart(now, -1))),
      ),
    )
    .groupBy(month);
  const byMonth = new Map(rows.map((row) => [row.month, row]));
  const months = Array.from({ length: TURNOVER_MONTHS }, (_, i) => {
    const label = monthLabel(monthStart(now, TURNOVER_MONTHS - 1 - i));
    return { month: label, amount: Number(byMonth.get(label)?.amount ?? 0) };
  });
  // Summed in cents so the total stays exact to 2 decimals.
  const cents = rows.reduce((sum, row) => sum + Math.round(Number(row.amount) * 100), 0);
  return { total: cents / 100, count: rows.reduce((sum, row) => sum + row.count, 0), months };
}

/** The suppliers with the most bids on company `companyId`'s e-bidding projects, at most {@link BIDDING_SUPPLIER_LIMIT}. */
export async function biddingSuppliers(db: Database, companyId: number, lang: Lang): Promise<BiddingSupplier[]> {
  const supplierName = lang === 'en' ? suppliers.nameEn : suppliers.nameZh;
  const bidCount = countAll();
  return db
    .select({ supplierName, bidCount })
    .from(ebiddingInvitations)
    .innerJoin(ebiddingProjects, eq(ebiddingProjects.id, ebiddingInvitations.projectId))
    .innerJoin(suppliers, eq(suppliers.id, ebiddingInvitations.supplierId))
    .where(and(eq(ebiddingProjects.companyId, companyId), sql`${ebiddingInvitations.bidAmount} is not null`))
    .groupBy(suppliers.id, supplierName)
    .orderBy(desc(bidCount), asc(supplierName))
    .limit(BIDDING_SUPPLIER_LIMIT);
}

/** Qualified suppliers of every company by business category in `lang`, most first. */
export async function qualifiedByCategory(db: Database, lang: Lang): Promise<CategoryCount[]> {
  const category = lang === 'en' ? suppliers.categoryEn : suppliers.categoryZh;
  const count = countAll();
  return db
    .select({ category, count })
    .from(suppliers)
    .where(eq(suppliers.status, 'qualified'))
    .groupBy(category)
    .orderBy(desc(count), asc(category));
}

/** Company `companyId`'s suppliers by qualification status. */
export async function qualification(db: Database, companyId: number): Promise<QualificationData> {
  const status = (value: keyof QualificationData) =>
    sql<number>`count(*) filter (where ${suppliers.status} = ${value})`.mapWith(Number);
  const [row] = await db
    .select({ qualified: status('qualified'), pending: status('pending'), disqualified: status('disqualified') })
    .from(suppliers)
    .where(eq(suppliers.companyId, companyId));
  return row ?? { qualified: 0, pending: 0, disqualified: 0 };
}

/** The expert pool by speciality in `lang`, most first. */
export async function expertsByMajor(db: Database, lang: Lang): Promise<MajorCount[]> {
  const major = lang === 'en' ? experts.majorEn : experts.majorZh;
  const count = countAll();
  return db.select({ major, count }).from(experts).groupBy(major).orderBy(desc(count), asc(major));
}

/** Company `companyId`'s e-bidding projects by stage. */
export async function purchaseHandle(db: Database, companyId: number): Promise<HandleData> {
  const stage = (value: keyof HandleData) =>
    sql<number>`count(*) filter (where ${ebiddingProjects.stage} = ${value})`.mapWith(Number);
  const [row] = await db
    .select({
      toPublish: stage('toPublish'),
      bidding: stage('bidding'),
      toEvaluate: stage('toEvaluate'),
      done: stage('done'),
    })
    .from(ebiddingProjects)
    .where(eq(ebiddingProjects.companyId, companyId));
  return row ?? { toPublish: 0, bidding: 0, toEvaluate: 0, done: 0 };
}

/**
 * Company `companyId`'s projects in stage `bidding` that open after `now` (ms), soonest first, at
 * most {@link SIGN_IN_LIMIT}, with their invited and signed-in supplier counts.
 */
export async function signInList(db: Database, companyId: number, now: number, lang: Lang): Promise<SignInItem[]> {
  const rows = await db
    .select({
      projectId: ebiddingProjects.id,
      projectName: lang === 'en' ? ebiddingProjects.nameEn : ebiddingProjects.nameZh,
      openTime: ebiddingProjects.openTime,
      signedIn:
        sql<number>`count(${ebiddingInvitations.supplierId}) filter (where ${ebiddingInvitations.signedIn})`.mapWith(
          Number,
        ),
      invited: sql<number>`count(${ebiddingInvitations.supplierId})`.mapWith(Number),
    })
    .from(ebiddingProjects)
    .leftJoin(ebiddingInvitations, eq(ebiddingInvitations.projectId, ebiddingProjects.id))
    .where(
      and(
        eq(ebiddingProjects.companyId, companyId),
        eq(ebiddingProjects.stage, 'bidding'),
        gt(ebiddingProjects.openTime, new Date(now)),
      ),
    )
    .groupBy(ebiddingProjects.id)
    .orderBy(asc(ebiddingProjects.openTime), asc(ebiddingProjects.id))
    .limit(SIGN_IN_LIMIT);
  return rows.map((row) => ({ ...row, openTime: row.openTime.getTime() }));
}
