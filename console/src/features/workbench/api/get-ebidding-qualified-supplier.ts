import { useApi } from '../../../lib/api-client';

/** Suppliers by qualification status. */
export interface QualifiedSupplierFigures {
  qualified: number;
  pending: number;
  disqualified: number;
}

/** `/purchase/supplier/supplier/getEbiddingQualifiedSupplier` (docs/wire-protocol.md contract). */
export function useEbiddingQualifiedSupplier() {
  return useApi<QualifiedSupplierFigures>('/purchase/supplier/supplier/getEbiddingQualifiedSupplier');
}
