import { useApi } from '../lib/api-client';

/** The state of a stranded ticket. */
export type DelayOrderStatus = 'unused' | 'refunding' | 'changed';

/** The state of an application about a stranded ticket. */
export type DelayApplyStatus = 'pending' | 'approved' | 'rejected';

/**
 * A stranded ticket: a ticket of the company whose departure passed unused. `amount` in yuan,
 * `departTime` in ms; texts in the request language.
 */
export interface DelayOrder {
  orderNo: string;
  passenger: string;
  route: string;
  ticketClass: 'flight' | 'train';
  amount: number;
  departTime: number;
  status: DelayOrderStatus;
}

/** An application to refund or change a stranded ticket; `applyTime` in ms. */
export interface DelayApply {
  applyNo: string;
  orderNo: string;
  applicant: string;
  reason: string;
  applyTime: number;
  status: DelayApplyStatus;
}

/**
 * The company's stranded tickets: `count` and `amount` (yuan) of the stranded orders, the orders
 * (departure newest first) and the applications (newest first).
 */
export interface UnTicketSummary {
  count: number;
  amount: number;
  applies: DelayApply[];
  orders: DelayOrder[];
}

/**
 * `POST /share-trip/index/workBatchUnTicket {}` (docs/wire-protocol.md), as SWR in the
 * interface language: the one definition of the call, read by the work bench's card (the
 * figures) and the stranded-ticket screen (the lists), which share its cache. Waits while
 * `enabled` is false (the screen waits until the travel service authorizes).
 */
export function useWorkBatchUnTicket(enabled = true) {
  return useApi<UnTicketSummary>(enabled ? '/share-trip/index/workBatchUnTicket' : null);
}
