import { useApi } from '../../../lib/api-client';

/** A supplier and its number of bids on the company's e-bidding projects. */
export interface EbiddingSupplier {
  supplierName: string;
  bidCount: number;
}

/** The most active e-bidding suppliers, most bids first, at most 5: `/purchase/supplier/supplier/getEbiddingSupplier`. */
export function useEbiddingSupplier() {
  return useApi<EbiddingSupplier[]>('/purchase/supplier/supplier/getEbiddingSupplier');
}
