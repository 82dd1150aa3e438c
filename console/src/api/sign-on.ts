import { apiRequest, type Envelope } from '../lib/api-client';

/**
 * Calls of the central sign-on service (docs/behaviour.md, "Sign-on"; docs/wire-protocol.md). They answer
 * `code` 1 on success and -1 for an invalid key or session, so they return the envelope as it is.
 */

/** Sign-on application id used when asking for the sign-in address (docs/behaviour.md, "Formats and limits"). */
export const SSO_APP_ID = 4;

/** Sign-on application id of the logout address (docs/behaviour.md, "Formats and limits"). */
export const LOGOUT_APP_ID = 6;

/** Sign-on success code. */
export const SSO_OK = 1;

/** Sign-on code for an invalid session (docs/behaviour.md, "Sign-on"). */
export const SSO_INVALID = -1;

/** The sign-in page's options call (docs/wire-protocol.md, "Sign-on service"), also its SWR key. */
export const SIGN_IN_OPTIONS_PATH = '/sso/signInOptions';

/** What the sign-in page shows besides its form: `demoAccounts`, whether the demo accounts exist to be advertised. */
export interface SignInOptions {
  demoAccounts: boolean;
}

/** Asks the sign-on service what the sign-in page shows besides its form (`code` 1). */
export function signInOptions(): Promise<Envelope<SignInOptions | null>> {
  return apiRequest(SIGN_IN_OPTIONS_PATH, {}, { method: 'GET', envelope: 'sso' });
}

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

/** The login result of `/ibs/loginNew` (docs/behaviour.md, "Sign-on"): the hand-back key and the user type. */
export interface LoginResult {
  itemKey: string;
  type: string;
}

/**
 * Signs in with the trimmed account and the password as typed: the API client base64-encodes and
 * RSA-encrypts `password` before sending (docs/behaviour.md, "Password fields", lib/password-fields.ts). A code other
 * than 1 is a refusal whose `msg` the caller shows as it is (docs/behaviour.md, "Error messages").
 */
export function loginNew(account: string, password: string): Promise<Envelope<LoginResult | null>> {
  return apiRequest('/ibs/loginNew', { account, password }, { envelope: 'sso' });
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
