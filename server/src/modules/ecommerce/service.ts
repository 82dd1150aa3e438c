/**
 * Work-bench figures, computed by SQL from order and application rows (never stored totals), and
 * the goods catalogue of the supply-chain page.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { applications, goods, orders } from '../../db/schema';
import type { Lang } from '../../lib/i18n';
import type { GoodsDetail, GoodsItem, SummaryData, ToDoItem } from './schemas';

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
