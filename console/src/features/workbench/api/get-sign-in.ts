import { useApi } from '../../../lib/api-client';

/** A project opening in the future; `openTime` in ms since the epoch. */
export interface EbiddingSignIn {
  projectId: number;
  projectName: string;
  openTime: number;
  signedIn: number;
  invited: number;
}

/**
 * The company's e-bidding projects about to open, soonest first, at most 5, with how many invited
 * suppliers have signed in: `/purchase/ebidding/signIn`.
 */
export function useEbiddingSignIn() {
  return useApi<EbiddingSignIn[]>('/purchase/ebidding/signIn');
}
