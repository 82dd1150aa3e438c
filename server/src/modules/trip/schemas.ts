/**
 * Shapes of the travel calls (wire protocol, "Work bench, travel, workflow and documents
 *"): the work-bench travel cards and the stranded tickets (`delay_ticket`). Every call
 * takes `{}` (`EmptyBody`); money in yuan (at most 2 decimals), times in epoch ms.
 */
import { type Static, Type } from 'typebox';

/** The ticket classes of the travel cards, in the order `workBatchClassAmount` answers them. */
export const TICKET_CLASSES = ['flight', 'train', 'hotel', 'car'] as const;

/** One item of `workBatchClassAmount`: the company's tickets of a class booked this China calendar month. */
export const ClassAmount = Type.Object({
  ticketClass: Type.Union([Type.Literal('flight'), Type.Literal('train'), Type.Literal('hotel'), Type.Literal('car')]),
  count: Type.Integer(),
  amount: Type.Number(),
});
/** {@link ClassAmount} as a type. */
export type ClassAmount = Static<typeof ClassAmount>;

/**
 * A stranded ticket: a flight or train ticket whose departure (`departTime`) has passed while it
 * is `unused`, `refunding` or `changed`; `route` in the request's language.
 */
export const DelayOrder = Type.Object({
  orderNo: Type.String(),
  passenger: Type.String(),
  route: Type.String(),
  ticketClass: Type.Union([Type.Literal('flight'), Type.Literal('train')]),
  amount: Type.Number(),
  departTime: Type.Integer(),
  status: Type.Union([Type.Literal('unused'), Type.Literal('refunding'), Type.Literal('changed')]),
});
/** {@link DelayOrder} as a type. */
export type DelayOrder = Static<typeof DelayOrder>;

/** An application to refund or change a stranded ticket (`orderNo`); `reason` in the request's language. */
export const DelayApply = Type.Object({
  applyNo: Type.String(),
  orderNo: Type.String(),
  applicant: Type.String(),
  reason: Type.String(),
  applyTime: Type.Integer(),
  status: Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('rejected')]),
});
/** {@link DelayApply} as a type. */
export type DelayApply = Static<typeof DelayApply>;

/** `data` of `workBatchUnTicket`: the stranded orders (`count`, `amount` in yuan, newest departure first) and the applications. */
export const UnTicketData = Type.Object({
  count: Type.Integer(),
  amount: Type.Number(),
  applies: Type.Array(DelayApply),
  orders: Type.Array(DelayOrder),
});
/** {@link UnTicketData} as a type. */
export type UnTicketData = Static<typeof UnTicketData>;

/** `data` of `/share-ztrip/ZtripSsoLogin/checkAuth`: whether the account may use the travel service. */
export const CheckAuthData = Type.Object({ authorized: Type.Boolean() });

/** `data` of `/share-ztrip/ZtripSsoLogin/login`: the travel service's http(s) URL to open. */
export const TravelLoginData = Type.Object({ url: Type.String() });
