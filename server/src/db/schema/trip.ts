/**
 * Travel: tickets booked, applications for stranded ones and who may use the service
 * (docs/wire-protocol.md, "Stranded tickets").
 */
import { index, integer, numeric, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, workbench } from './workbench';
import { accounts, companies } from './org';

/**
 * Travel tickets a company's staff booked.
 * `bookedAt` places a ticket in a month; `departTime` is the departure (check-in for hotels, pick-up
 * for cars); `amount` in yuan. A flight or train ticket whose departure has passed while its
 * `status` is `unused`, `refunding` or `changed` is stranded; a ticket that was taken is `used`.
 */
export const travelTickets = workbench.table(
  'travel_tickets',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    passenger: text('passenger').notNull(),
    routeZh: text('route_zh').notNull(),
    routeEn: text('route_en').notNull(),
    ticketClass: text('ticket_class', { enum: ['flight', 'train', 'hotel', 'car'] }).notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    status: text('status', { enum: ['used', 'unused', 'refunding', 'changed'] }).notNull(),
    departTime: timestamp('depart_time', { withTimezone: true }).notNull(),
    bookedAt: timestamp('booked_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('travel_tickets_company_idx').on(t.companyId)],
);

/** An application to refund or change a stranded ticket. */
export const delayApplies = workbench.table(
  'delay_applies',
  {
    id: serial('id').primaryKey(),
    applyNo: text('apply_no').notNull().unique(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => travelTickets.id),
    applicant: text('applicant').notNull(),
    reasonZh: text('reason_zh').notNull(),
    reasonEn: text('reason_en').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('delay_applies_ticket_idx').on(t.ticketId)],
);

/** Accounts that may use the travel service. */
export const tripAuthorizations = workbench.table('trip_authorizations', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id),
});
