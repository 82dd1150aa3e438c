/**
 * Announcements a company makes to its accounts and who read them (docs/screens.md,
 * "Announcements").
 */
import { index, integer, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, workbench } from './workbench';
import { accounts, companies, units } from './org';
import { roles } from './access';

/**
 * A company's announcements to its own accounts (docs/screens.md, "Announcements"). `body` is
 * plain text. The audience is `all` (the company), `role` (holders of `roleId`) or `unit` (the
 * accounts of `unitId` and the units under it). `publishAt` is when it was or will be published
 * (null for a draft); the server's timer publishes a `scheduled` one once it is due, claiming it
 * with one `UPDATE ... WHERE state = 'scheduled'` so that one instance alone does.
 * `recipients` is how many accounts the last publication reached.
 */
export const announcements = workbench.table(
  'announcements',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    title: text('title').notNull(),
    body: text('body').notNull(),
    audience: text('audience', { enum: ['all', 'role', 'unit'] }).notNull(),
    roleId: integer('role_id').references(() => roles.id),
    unitId: integer('unit_id').references(() => units.id),
    state: text('state', { enum: ['draft', 'scheduled', 'published', 'withdrawn'] })
      .notNull()
      .default('draft'),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    authorAccountId: integer('author_account_id')
      .notNull()
      .references(() => accounts.id),
    /** Who scheduled it last: the timer's publication is logged in their name. */
    scheduledByAccountId: integer('scheduled_by_account_id').references(() => accounts.id),
    recipients: integer('recipients').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('announcements_company_idx').on(t.companyId),
    index('announcements_due_idx')
      .on(t.publishAt)
      .where(sql`${t.state} = 'scheduled'`),
  ],
);

/** Who read which announcement, once per account: dismissing its banner or reading its reminder. */
export const announcementReads = workbench.table(
  'announcement_reads',
  {
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.announcementId, t.accountId] })],
);
