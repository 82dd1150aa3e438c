import { api } from '../../../lib/api-client';

/** The travel service's single sign-on address. */
export interface TravelLogin {
  /** An absolute http(s) URL, to open in a new tab. */
  url: string;
}

/**
 * `POST /share-ztrip/ZtripSsoLogin/login {}` (docs/wire-protocol.md, "Work bench cards"): the travel
 * service's address for the signed-in account. Blocked while in flight (docs/behaviour.md,
 * "Waiting requests").
 * @throws ApiError code 403 for an account the travel service does not authorise, 404 when no
 * address is configured (the API client shows the server's message).
 */
export function travelLogin(): Promise<TravelLogin> {
  return api<TravelLogin>('/share-ztrip/ZtripSsoLogin/login', {}, { block: true });
}
