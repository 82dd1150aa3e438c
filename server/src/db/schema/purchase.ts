/**
 * Procurement: inquiries and their quotes, suppliers, purchase contracts, e-bidding projects and
 * their invitations, and the expert pool; the work bench's cards count them
 * (docs/wire-protocol.md, "Work bench cards").
 */
import { boolean, index, integer, numeric, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, workbench } from './workbench';
import { companies } from './org';

/**
 * Public inquiries a company published: open while `deadline`
 * is in the future. Quotes are counted from {@link inquiryQuotes}.
 */
export const inquiries = workbench.table(
  'inquiries',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('inquiries_company_idx').on(t.companyId)],
);

/**
 * Suppliers admitted by a company: `category` is the business category, `status` the
 * qualification status. The group-wide figures count every company's suppliers.
 */
export const suppliers = workbench.table(
  'suppliers',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    categoryZh: text('category_zh').notNull(),
    categoryEn: text('category_en').notNull(),
    status: text('status', { enum: ['qualified', 'pending', 'disqualified'] }).notNull(),
  },
  (t) => [index('suppliers_company_idx').on(t.companyId)],
);

/** A supplier's quote on an inquiry; `amount` in yuan. */
export const inquiryQuotes = workbench.table(
  'inquiry_quotes',
  {
    id: serial('id').primaryKey(),
    inquiryId: integer('inquiry_id')
      .notNull()
      .references(() => inquiries.id),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('inquiry_quotes_inquiry_idx').on(t.inquiryId)],
);

/**
 * Purchase contracts a company signed: `kind` is the purchase kind of
 * the `/purchase/<kind>/contract/...` path; `amount` in yuan.
 */
export const contracts = workbench.table(
  'contracts',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    kind: text('kind', { enum: ['goods', 'engineering', 'service'] }).notNull(),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('contracts_company_kind_idx').on(t.companyId, t.kind)],
);

/**
 * A company's e-bidding projects: `stage` runs `toPublish` → `bidding` →
 * `toEvaluate` → `done`; `openTime` is when the bids are opened.
 */
export const ebiddingProjects = workbench.table(
  'ebidding_projects',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    stage: text('stage', { enum: ['toPublish', 'bidding', 'toEvaluate', 'done'] }).notNull(),
    openTime: timestamp('open_time', { withTimezone: true }).notNull(),
  },
  (t) => [index('ebidding_projects_company_idx').on(t.companyId)],
);

/**
 * A supplier invited to an e-bidding project: `signedIn` once it signed in for the opening;
 * `bidAmount` (yuan) once it placed a bid, null before.
 */
export const ebiddingInvitations = workbench.table(
  'ebidding_invitations',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => ebiddingProjects.id),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    signedIn: boolean('signed_in').notNull().default(false),
    bidAmount: numeric('bid_amount', { precision: 14, scale: 2 }),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.supplierId] })],
);

/** The group's expert pool: one row per expert and speciality (`major`). */
export const experts = workbench.table('experts', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  majorZh: text('major_zh').notNull(),
  majorEn: text('major_en').notNull(),
});
