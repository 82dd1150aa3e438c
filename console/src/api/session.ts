import { type ReplaceTokenData, sessionPaths, type ShareValidateData } from '@workbench/contracts';
import { api } from '../lib/api-client';
import { sessionStore, signOut } from '../stores/session';
import { logoutAddress } from './sign-on';
import { leavePage } from '../lib/leave-page';

/** Ends the session on the server: its token is refused from then on (docs/behaviour.md, "Session"). */
export function shareLogout(token: string): Promise<null> {
  return api<null>('/authAction/shareLogout', { token });
}

/**
 * Checks that `token` is still a live session (docs/behaviour.md, "Session"). A dead one (603 /
 * 700) takes the API client's session-invalid path: the token is removed and sign-on runs again.
 * @throws ApiError when the token is not valid or the call fails.
 */
export function shareValidate(token: string): Promise<ShareValidateData> {
  return api<ShareValidateData>(sessionPaths.validate, { token });
}

/**
 * Asks for a fresh token of the session with a full lifetime (docs/behaviour.md, "Session"); the
 * old one stays valid until its own expiry.
 * @throws ApiError as any call (603 / 700 for a session no longer valid).
 */
export function replaceToken(): Promise<ReplaceTokenData> {
  return api<ReplaceTokenData>(sessionPaths.replaceToken, {});
}

/**
 * Logs out (docs/behaviour.md, "Session"): ends the session on the server (a failure there is
 * ignored), clears token and app id, and goes to the sign-on logout address of application 6.
 * Used by the user menu and the command palette.
 */
export async function logout(): Promise<void> {
  const token = sessionStore.token;
  if (token) await shareLogout(token).catch(() => undefined);
  signOut();
  leavePage(logoutAddress());
}
