import { useApi } from '../../../lib/api-client';

/** Whether the signed-in account may use the travel service. */
export interface TravelAuth {
  authorized: boolean;
}

/** `POST /share-ztrip/ZtripSsoLogin/checkAuth {}` (docs/wire-protocol.md), as SWR. */
export function useCheckAuth() {
  return useApi<TravelAuth>('/share-ztrip/ZtripSsoLogin/checkAuth');
}
