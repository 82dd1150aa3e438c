/**
 * MRO: a company's spare parts and consumables and the requests to replenish them
 * (docs/screens.md, "MRO").
 */
import { index, integer, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { createdAt, workbench } from './workbench';
import { accounts, companies } from './org';

/**
 * A company's MRO items (docs/screens.md, "MRO"): spare parts and consumables, `stock` and
 * `reorderPoint` counted in the item's unit of measure `uom`; `location` `''` for none.
 */
export const mroItems = workbench.table(
  'mro_items',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    uom: text('uom').notNull(),
    stock: integer('stock').notNull().default(0),
    reorderPoint: integer('reorder_point').notNull().default(0),
    location: text('location').notNull().default(''),
    createdAt: createdAt().defaultNow(),
  },
  (t) => [unique('mro_items_company_code_uq').on(t.companyId, t.code)],
);

/**
 * Requests to replenish an MRO item: `quantity` in the item's unit, made by `requesterId`, in
 * `state` waiting, ordered, received or rejected. An item with requests is not deleted.
 */
export const mroRequests = workbench.table(
  'mro_requests',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => mroItems.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    reason: text('reason').notNull(),
    requesterId: integer('requester_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    state: text('state', { enum: ['waiting', 'ordered', 'received', 'rejected'] }).notNull(),
    createdAt: createdAt().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mro_requests_item_idx').on(t.itemId),
    index('mro_requests_requester_idx').on(t.requesterId, t.createdAt),
  ],
);
