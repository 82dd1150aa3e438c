/**
 * Work-bench figures, computed by SQL from order, application, inquiry and quote rows (never
 * stored totals), adding an application, and the goods catalogue of the supply-chain page.
 */
import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { applications, goods, inquiries, inquiryQuotes, orders } from '../../db/schema';
import { ApiError, CODES } from '../../lib/envelope';
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

/** The pending applications of company `companyId`, newest first, at most {@link TODO_LIMIT}. */
export async function toDoList(db: Database, companyId: number, lang: Lang): Promise<ToDoItem[]> {
  const rows = await db
    .select({
      id: applications.id,
      titleZh: applications.titleZh,
      titleEn: applications.titleEn,
      createdAt: applications.createdAt,
    })
    .from(applications)
    .where(and(eq(applications.companyId, companyId), eq(applications.status, 'pending')))
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(TODO_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    title: lang === 'en' ? row.titleEn : row.titleZh,
    createTime: row.createdAt.getTime(),
  }));
}

/** How many open inquiries the work bench lists at most. */
export const INQUIRY_LIMIT = 10;

/** The longest application title, in characters (code points) after trimming. */
export const MAX_APPLY_TITLE_LENGTH = 100;

/**
 * Adds a pending application of company `companyId` created at `now` (ms), its title trimmed and
 * stored the same in both languages.
 * @throws ApiError (HTTP 400, code 400, `applyTitleLength`) when the trimmed title is empty or
 * longer than {@link MAX_APPLY_TITLE_LENGTH} characters.
 */
export async function addApplication(
  db: Database,
  companyId: number,
  title: string,
  now: number,
): Promise<{ id: number }> {
  const trimmed = title.trim();
  const length = [...trimmed].length;
  if (length === 0 || length > MAX_APPLY_TITLE_LENGTH) throw new ApiError(400, CODES.BAD_REQUEST, 'applyTitleLength');
  const [row] = await db
    .insert(applications)
    .values({ companyId, titleZh: trimmed, titleEn: trimmed, status: 'pending', createdAt: new Date(now) })
    .returning({ id: applications.id });
  if (!row) throw new Error('application was not created');
  return row;
}

/** Company `companyId`'s applications by status. */
export async function workTodo(db: Database, companyId: number): Promise<WorkTodoData> {
  const status = (value: keyof WorkTodoData) =>
    sql<number>`count(*) filter (where ${applications.status} = ${value})`.mapWith(Number);
  const [row] = await db
    .select({ pending: status('pending'), approved: status('approved'), rejected: status('rejected') })
    .from(applications)
    .where(eq(applications.companyId, companyId));
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
