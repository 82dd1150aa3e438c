/**
 * E-commerce: orders, the procurement catalogue (goods) and the delivery addresses of both
 * address lists (docs/wire-protocol.md, "Addresses").
 */
import { boolean, index, integer, jsonb, numeric, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, workbench } from './workbench';
import { accounts, companies } from './org';

/** E-commerce orders; the dashboard's order figures are computed from these rows. Amount in yuan. */
export const orders = workbench.table(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('orders_company_idx').on(t.companyId)],
);

/** One line of a product's specification sheet, in both languages. */
export interface GoodsSpec {
  labelZh: string;
  labelEn: string;
  valueZh: string;
  valueEn: string;
}

/**
 * The procurement catalogue (the supply-chain page). `sku` is the public key (`SKU-100231`);
 * `price` in yuan per `unit`; `stock` in units, 0 when sold out; `specs` the specification sheet
 * in display order. `brand` is written the same in both languages.
 */
export const goods = workbench.table('goods', {
  id: serial('id').primaryKey(),
  sku: text('sku').notNull().unique(),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
  brand: text('brand').notNull(),
  categoryZh: text('category_zh').notNull(),
  categoryEn: text('category_en').notNull(),
  unitZh: text('unit_zh').notNull(),
  unitEn: text('unit_en').notNull(),
  price: numeric('price', { precision: 14, scale: 2 }).notNull(),
  stock: integer('stock').notNull(),
  specs: jsonb('specs').$type<GoodsSpec[]>().notNull(),
});

/**
 * Delivery addresses of an account (docs/wire-protocol.md, "Addresses"): one
 * table for both lists, told apart by `kind` (`user`: `/share-system/userinfo/address/*`;
 * `ecommerce`: `/share-ecommerce/address/*`). Province, city and district are the GB/T 2260
 * codes of `/share-system/area/tree` (2, 4 and 6 digits); `street` is at most 200 characters.
 * At most one row per account and kind has `isDefault` (the service keeps it so).
 */
export const userAddresses = workbench.table(
  'user_addresses',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    kind: text('kind', { enum: ['user', 'ecommerce'] }).notNull(),
    receiverName: text('receiver_name').notNull(),
    phone: text('phone').notNull(),
    provinceCode: text('province_code').notNull(),
    cityCode: text('city_code').notNull(),
    districtCode: text('district_code').notNull(),
    street: text('street').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('user_addresses_account_kind_idx').on(t.accountId, t.kind)],
);
