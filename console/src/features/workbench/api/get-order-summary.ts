import { useApi } from '../../../lib/api-client';

/** Order figures of one scope; `orderAmount` in yuan. */
export interface OrderFigures {
  orderCount: number;
  orderAmount: number;
}

/** `/share-ecommerce/orderRelatedSummary/platformAndCompanySummary` (docs/wire-protocol.md). */
export interface OrderSummary {
  platform: OrderFigures;
  company: OrderFigures;
}

/** The call's path. */
export const ORDER_SUMMARY_PATH = '/share-ecommerce/orderRelatedSummary/platformAndCompanySummary';

/** The e-commerce platform and company order summary of the work bench. */
export function useOrderSummary() {
  return useApi<OrderSummary>(ORDER_SUMMARY_PATH);
}
