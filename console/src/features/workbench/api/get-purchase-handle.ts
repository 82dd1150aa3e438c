import { useApi } from '../../../lib/api-client';

/** The company's e-bidding projects by stage. */
export interface PurchaseHandle {
  toPublish: number;
  bidding: number;
  toEvaluate: number;
  done: number;
}

/** `/purchase/ebidding/getPurchaseHandle` (docs/wire-protocol.md contract). */
export function usePurchaseHandle() {
  return useApi<PurchaseHandle>('/purchase/ebidding/getPurchaseHandle');
}
