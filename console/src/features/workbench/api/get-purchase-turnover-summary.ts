import { useApi } from '../../../lib/api-client';

/** The contract kinds whose turnover the work bench shows. */
export const TURNOVER_KINDS = ['goods', 'engineering', 'service'] as const;

/** One contract kind of {@link TURNOVER_KINDS}. */
export type TurnoverKind = (typeof TURNOVER_KINDS)[number];

/** One calendar month (`YYYY-MM`) and its contract amount in yuan. */
export interface TurnoverMonth {
  month: string;
  amount: number;
}

/**
 * The company's contracts of one kind signed in the last 6 calendar months: `total` in yuan,
 * `count` contracts, `months` always the 6 months oldest first (docs/wire-protocol.md).
 */
export interface PurchaseTurnover {
  total: number;
  count: number;
  months: TurnoverMonth[];
}

/** The path of one kind's turnover call. */
export function purchaseTurnoverPath(kind: TurnoverKind): string {
  return `/purchase/${kind}/contract/getPurchaseTurnoverSummry`;
}

/** `/purchase/{kind}/contract/getPurchaseTurnoverSummry` (the platform's spelling; docs/wire-protocol.md). */
export function usePurchaseTurnover(kind: TurnoverKind) {
  return useApi<PurchaseTurnover>(purchaseTurnoverPath(kind));
}
