/**
 * Travel figures, computed by SQL from ticket and application rows: this month's
 * tickets by class, the stranded tickets and the applications about them, and who may travel.
 */
import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { isConnectionUrl } from '@workbench/contracts';
import { connectionAddresses, delayApplies, travelTickets, tripAuthorizations } from '../../db/schema';
import { monthStart } from '../../lib/china-month';
import type { Lang } from '../../lib/i18n';
import { type ClassAmount, type DelayApply, type DelayOrder, TICKET_CLASSES, type UnTicketData } from './schemas';

/** The statuses of a ticket that was not taken. */
const NOT_TAKEN = ['unused', 'refunding', 'changed'] as const;

/**
 * Company `companyId`'s tickets booked in the China calendar month holding `now` (ms), per class
 * in {@link TICKET_CLASSES} order, 0 where none; `amount` in yuan.
 */
export async function classAmounts(db: Database, companyId: number, now: number): Promise<ClassAmount[]> {
  const rows = await db
    .select({
      ticketClass: travelTickets.ticketClass,
      count: sql<number>`count(*)`.mapWith(Number),
      amount: sql<string>`sum(${travelTickets.amount})`.mapWith(Number),
    })
    .from(travelTickets)
    .where(
      and(
        eq(travelTickets.companyId, companyId),
        gte(travelTickets.bookedAt, new Date(monthStart(now, 0))),
        lt(travelTickets.bookedAt, new Date(monthStart(now, -1))),
      ),
    )
    .groupBy(travelTickets.ticketClass);
  return TICKET_CLASSES.map((ticketClass) => {
    const row = rows.find((r) => r.ticketClass === ticketClass);
    return { ticketClass, count: row?.count ?? 0, amount: row?.amount ?? 0 };
  });
}

/**
 * Company `companyId`'s stranded tickets at `now` (ms), departure newest first, their count and
 * amount (yuan, summed in SQL), and the applications about the company's tickets, newest first.
 */
export async function strandedTickets(db: Database, companyId: number, now: number, lang: Lang): Promise<UnTicketData> {
  const stranded = and(
    eq(travelTickets.companyId, companyId),
    inArray(travelTickets.ticketClass, ['flight', 'train']),
    inArray(travelTickets.status, [...NOT_TAKEN]),
    lt(travelTickets.departTime, new Date(now)),
  );
  const [figures] = await db
    .select({
      count: sql<number>`count(*)`.mapWith(Number),
      amount: sql<string>`coalesce(sum(${travelTickets.amount}), 0)`.mapWith(Number),
    })
    .from(travelTickets)
    .where(stranded);
  const orderRows = await db
    .select({
      orderNo: travelTickets.orderNo,
      passenger: travelTickets.passenger,
      route: lang === 'en' ? travelTickets.routeEn : travelTickets.routeZh,
      ticketClass: travelTickets.ticketClass,
      amount: travelTickets.amount,
      departTime: travelTickets.departTime,
      status: travelTickets.status,
    })
    .from(travelTickets)
    .where(stranded)
    .orderBy(desc(travelTickets.departTime), desc(travelTickets.id));
  const applyRows = await db
    .select({
      applyNo: delayApplies.applyNo,
      orderNo: travelTickets.orderNo,
      applicant: delayApplies.applicant,
      reason: lang === 'en' ? delayApplies.reasonEn : delayApplies.reasonZh,
      applyTime: delayApplies.createdAt,
      status: delayApplies.status,
    })
    .from(delayApplies)
    .innerJoin(travelTickets, eq(travelTickets.id, delayApplies.ticketId))
    .where(eq(travelTickets.companyId, companyId))
    .orderBy(desc(delayApplies.createdAt), desc(delayApplies.id));
  const orders = orderRows.map((row): DelayOrder => ({
    ...row,
    // The stranded filter admits flights and trains only, and no `used` ticket.
    ticketClass: row.ticketClass as DelayOrder['ticketClass'],
    status: row.status as DelayOrder['status'],
    amount: Number(row.amount),
    departTime: row.departTime.getTime(),
  }));
  const applies = applyRows.map((row): DelayApply => ({ ...row, applyTime: row.applyTime.getTime() }));
  return { count: figures?.count ?? 0, amount: figures?.amount ?? 0, applies, orders };
}

/** Whether account `accountId` may use the travel service. */
export async function tripAuthorized(db: Database, accountId: number): Promise<boolean> {
  const [row] = await db
    .select({ accountId: tripAuthorizations.accountId })
    .from(tripAuthorizations)
    .where(eq(tripAuthorizations.accountId, accountId));
  return row !== undefined;
}

/**
 * The code of the server address (docs/screens.md, "System": server addresses) that holds the
 * travel service's single sign-on URL.
 */
export const TRAVEL_SERVER_CODE = 'ztrip';

/**
 * The travel service's URL: that of the enabled server address {@link TRAVEL_SERVER_CODE}, or
 * `null` when there is none or it is not an http(s) URL (`isConnectionUrl`; the store checks it
 * on every write, this guards rows written around the store).
 */
export async function travelServiceUrl(db: Database): Promise<string | null> {
  const [row] = await db
    .select({ url: connectionAddresses.url })
    .from(connectionAddresses)
    .where(
      and(
        eq(connectionAddresses.target, 'server'),
        eq(connectionAddresses.code, TRAVEL_SERVER_CODE),
        eq(connectionAddresses.enabled, true),
      ),
    )
    .limit(1);
  return row && isConnectionUrl('server', row.url) ? row.url : null;
}
