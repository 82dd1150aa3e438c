/**
 * Work-bench figures, computed by SQL from order, application, inquiry and quote rows (never
 * stored totals), and the goods catalogue of the supply-chain page.
 */
import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { goods, inquiries, inquiryQuotes, orders, processTemplates, workflowProcesses } from '../../db/schema';
import type { Lang } from '../../lib/i18n';
import type { GoodsDetail, GoodsItem, PubInquiryItem, SummaryData, ToDoItem, WorkTodoData } from './schemas';

/** How many to-do items the work bench lists at most. */
export const TODO_LIMIT = 20;

/** Order count and amount (yuan) platform-wide and for company `companyId`, in one query. */
export async function orderSummary(db: Database, companyId: number): Promise<SummaryData> {
  const ofCompany = sql`${orders.companyId} = ${companyId}`;
  const [row] = await db
    .select({
      platformCount: sql<number>`count(*)`.mapWith(Number),
      platformAmount: sql<string>`coalesce(sum(${orders.amount}), 0)`.mapWith(Number),
      companyCount: sql<number>`count(*) filter (where ${ofCompany})`.mapWith(Number),
      companyAmount: sql<string>`coalesce(sum(${orders.amount}) filter (where ${ofCompany}), 0)`.mapWith(Number),
    })
    .from(orders);
  return {
    platform: { orderCount: row?.platformCount ?? 0, orderAmount: row?.platformAmount ?? 0 },
    company: { orderCount: row?.companyCount ?? 0, orderAmount: row?.companyAmount ?? 0 },
  };
}

/**
 * The applications of company `companyId` (on a process template, docs/screens.md, "Approval
 * processes") whose approval runs, newest first, at most {@link TODO_LIMIT}: the same rows as
 * 流程申请 filtered by 审批中.
 */
export async function toDoList(db: Database, companyId: number): Promise<ToDoItem[]> {
  const rows = await db
    .select({ id: workflowProcesses.id, title: workflowProcesses.title, createdAt: workflowProcesses.createdAt })
    .from(workflowProcesses)
    .innerJoin(processTemplates, eq(processTemplates.id, workflowProcesses.templateId))
    .where(and(eq(workflowProcesses.companyId, companyId), eq(workflowProcesses.status, 'running')))
    .orderBy(desc(workflowProcesses.createdAt), desc(workflowProcesses.id))
    .limit(TODO_LIMIT);
  return rows.map((row) => ({ id: row.id, title: row.title, createTime: row.createdAt.getTime() }));
}

/** How many open inquiries the work bench lists at most. */
export const INQUIRY_LIMIT = 10;

/**
 * Company `companyId`'s applications by status, counted like 流程申请 lists them: `pending` are
 * those whose approval runs.
 */
export async function workTodo(db: Database, companyId: number): Promise<WorkTodoData> {
  const status = (value: 'running' | 'approved' | 'rejected') =>
    sql<number>`count(*) filter (where ${workflowProcesses.status} = ${value})`.mapWith(Number);
  const [row] = await db
    .select({ pending: status('running'), approved: status('approved'), rejected: status('rejected') })
    .from(workflowProcesses)
    .innerJoin(processTemplates, eq(processTemplates.id, workflowProcesses.templateId))
    .where(eq(workflowProcesses.companyId, companyId));
  return row ?? { pending: 0, approved: 0, rejected: 0 };
}

/**
 * Company `companyId`'s inquiries still open at `now` (ms), soonest deadline first, at most
 * {@link INQUIRY_LIMIT}, with their quote counts; titles in `lang`.
 */
export async function publicInquiries(
  db: Database,
  companyId: number,
  now: number,
  lang: Lang,
): Promise<PubInquiryItem[]> {
  const rows = await db
    .select({
      id: inquiries.id,
      title: lang === 'en' ? inquiries.titleEn : inquiries.titleZh,
      quoteCount: sql<number>`count(${inquiryQuotes.id})`.mapWith(Number),
      deadline: inquiries.deadline,
    })
    .from(inquiries)
    .leftJoin(inquiryQuotes, eq(inquiryQuotes.inquiryId, inquiries.id))
    .where(and(eq(inquiries.companyId, companyId), gt(inquiries.deadline, new Date(now))))
    .groupBy(inquiries.id)
    .orderBy(asc(inquiries.deadline), asc(inquiries.id))
    .limit(INQUIRY_LIMIT);
  return rows.map((row) => ({ ...row, deadline: row.deadline.getTime() }));
}

type GoodsRow = typeof goods.$inferSelect;

function goodsItem(row: GoodsRow, lang: Lang): GoodsItem {
  const en = lang === 'en';
  return {
    sku: row.sku,
    name: en ? row.nameEn : row.nameZh,
    brand: row.brand,
    category: en ? row.categoryEn : row.categoryZh,
    unit: en ? row.unitEn : row.unitZh,
    // numeric(14,2) arrives as its exact text, always with 2 decimals.
    price: row.price,
    stock: row.stock,
  };
}

/** Every item of the catalogue, by SKU, texts in `lang`. */
export async function goodsList(db: Database, lang: Lang): Promise<GoodsItem[]> {
  const rows = await db.select().from(goods).orderBy(asc(goods.sku));
  return rows.map((row) => goodsItem(row, lang));
}

/** The item with SKU `sku` (exact, case-sensitive) and its specification sheet in `lang`; `null` when there is none. */
export async function goodsDetail(db: Database, sku: string, lang: Lang): Promise<GoodsDetail | null> {
  const [row] = await db.select().from(goods).where(eq(goods.sku, sku));
  if (!row) return null;
  const en = lang === 'en';
  return {
    ...goodsItem(row, lang),
    specs: row.specs.map((line) => ({
      label: en ? line.labelEn : line.labelZh,
      value: en ? line.valueEn : line.valueZh,
    })),
  };
}
