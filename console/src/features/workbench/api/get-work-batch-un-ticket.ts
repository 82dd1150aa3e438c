import { useApi } from '../../../lib/api-client';

/**
 * The company's stranded tickets: `count` orders worth `amount` yuan. The applies and orders the
 * call also answers belong to the stranded-ticket screen; the work bench reads the figures only.
 */
export interface UnTicketSummary {
  count: number;
  amount: number;
}

/** `/share-trip/index/workBatchUnTicket` (docs/wire-protocol.md contract). */
export function useWorkBatchUnTicket() {
  return useApi<UnTicketSummary>('/share-trip/index/workBatchUnTicket');
}
