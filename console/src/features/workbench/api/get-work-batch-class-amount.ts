import { useApi } from '../../../lib/api-client';

/** The travel ticket classes, in the order the work bench shows them. */
export const TICKET_CLASSES = ['flight', 'train', 'hotel', 'car'] as const;

/** One class of {@link TICKET_CLASSES}. */
export type TicketClass = (typeof TICKET_CLASSES)[number];

/** The tickets of one class this calendar month: `amount` in yuan. */
export interface ClassAmount {
  ticketClass: TicketClass;
  count: number;
  amount: number;
}

/** `/share-trip/index/workBatchClassAmount`: all 4 classes, 0 where none (docs/wire-protocol.md). */
export function useWorkBatchClassAmount() {
  return useApi<ClassAmount[]>('/share-trip/index/workBatchClassAmount');
}
