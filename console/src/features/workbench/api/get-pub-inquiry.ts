import { useApi } from '../../../lib/api-client';

/** One open public inquiry; `deadline` in ms since the epoch. */
export interface PubInquiry {
  id: number;
  title: string;
  quoteCount: number;
  deadline: number;
}

/** The most inquiries `getPubInquiry` lists (docs/wire-protocol.md, "Work bench cards"). */
export const PUB_INQUIRY_LIMIT = 10;

/** The call's path. */
export const PUB_INQUIRY_PATH = '/share-ecommerce/inquiry/getPubInquiry';

/**
 * The public inquiries still open, soonest deadline first, at most {@link PUB_INQUIRY_LIMIT}:
 * `/share-ecommerce/inquiry/getPubInquiry` (docs/wire-protocol.md contract).
 */
export function usePubInquiry() {
  return useApi<PubInquiry[]>(PUB_INQUIRY_PATH);
}
