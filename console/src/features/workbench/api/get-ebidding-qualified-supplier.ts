import { useApi } from '../../../lib/api-client';

/** Suppliers by qualification status. */
export interface QualifiedSupplierFigures {
  qualified: number;
  pending: number;
  disqualified: number;
}

/** `/purchase/supplier/supplier/getEbiddingQualifiedSupplier` (spec section 7; issue 6 contract). */
export function useEbiddingQualifiedSupplier() {
  return useApi<QualifiedSupplierFigures>('/purchase/supplier/supplier/getEbiddingQualifiedSupplier');
}
