import { apiRequest, type Envelope } from '../lib/api-client';
import { removeToken } from '../lib/cookies';
import { leavePage } from '../lib/leave-page';

/**
 * Calls of the central sign-on service (docs/behaviour.md, "Sign-on"; docs/wire-protocol.md). They answer
 * `code` 1 on success and -1 for an invalid key or session, so they return the envelope as it is.
 */

/** Sign-on application id used when asking for the sign-in address (docs/behaviour.md, "Formats and limits"). */
export const SSO_APP_ID = 4;

/** Sign-on application id of the logout address (docs/behaviour.md, "Formats and limits"). */
export const LOGOUT_APP_ID = 6;

export { SSO_OK } from './sign-in';

/** Sign-on code for an invalid session (docs/behaviour.md, "Sign-on"). */
export const SSO_INVALID = -1;

/** Exchanges a one-time `itemKey` for a token (`data`). */
export function exchangeItemKey(itemKey: string): Promise<Envelope<string | null>> {
  return apiRequest('/sso/exchangeItemKey', { itemKey }, { envelope: 'sso' });
}

/** Checks a session: `code` 1 valid, -1 invalid. */
export function checkSession(token: string): Promise<Envelope<null>> {
  return apiRequest('/sso/checkSession', { token }, { envelope: 'sso' });
}

/** Asks for the sign-in address (`data`) that returns to `redirectUrl` after sign-in. */
export function getSsoUrl(redirectUrl: string): Promise<Envelope<string | null>> {
  return apiRequest('/sso/getSsoUrl', { appId: SSO_APP_ID, redirectUrl }, { envelope: 'sso' });
}

/** Where the browser goes to end the sign-on session (docs/behaviour.md, "Session"). */
export function logoutAddress(): string {
  return `/sso/logout?appId=${LOGOUT_APP_ID}`;
}

/**
 * The sign-on service's switch-account address (docs/behaviour.md, "Session"): signs in as `account` and
 * returns to the work bench.
 */
export function switchAccountAddress(account: string): string {
  const query = new URLSearchParams({ account, redirectUrl: '/admin/index' });
  return `/sso/switchAccount?${query}`;
}

/**
 * Switches to another company account (docs/behaviour.md, "Session"): removes the token and goes
 * to the sign-on service's switch-account address. Used by the company menu and the palette.
 */
export function switchAccount(account: string): void {
  removeToken();
  leavePage(switchAccountAddress(account));
}
