import { proxy } from 'valtio';
import type { Language } from '../i18n';
import { getAppId, getToken, getTokenReceivedAt, removeAppId, removeToken, setAppId, setToken } from '../lib/cookies';
import { storage } from '../lib/storage';

/** The application id stored when none is (docs/behaviour.md, "Route guard"). */
export const DEFAULT_APP_ID = '1';

/**
 * A route the server permits (docs/behaviour.md, "Routes"): `code` is both path and name,
 * `url` names the screen, the rest is kept as meta.
 */
export interface PermittedRoute {
  code: string;
  url: string;
  name: string;
  icon?: string | null;
  hiddenFlag?: 'Y' | 'N' | null;
  menuTips?: string | null;
}

/** Session state (docs/behaviour.md, "Session"). Server data such as menus and user info lives in SWR. */
export interface SessionState {
  token: string | undefined;
  /**
   * When this browser received `token` (epoch ms), `undefined` when unknown (a token stored
   * before the time was kept): its age decides its renewal (docs/behaviour.md, "Session").
   */
  tokenReceivedAt: number | undefined;
  appId: string | undefined;
  /** The generated runtime routes, `null` until fetched once. */
  routes: PermittedRoute[] | null;
  /**
   * The language `routes` were fetched in (their names are the server's, in that language), `null`
   * with them: routes in another language than the interface's are fetched again.
   */
  routesLanguage: Language | null;
  /**
   * Bumped to have the route guard fetch the routes again and check the views against them (an
   * "access changed" push, a language switch).
   */
  routesVersion: number;
  /** Set when the server declared the session invalid: the sign-on check runs again. */
  expired: boolean;
  /**
   * The waiting-request list (docs/behaviour.md, "Waiting requests"): the URL of each call in
   * flight, once per call.
   */
  waiting: string[];
}

/** The session store, mirrored to the cookies `token` and `app_id`. */
export const sessionStore = proxy<SessionState>({
  token: getToken(),
  tokenReceivedAt: getTokenReceivedAt(),
  appId: getAppId(),
  routes: null,
  routesLanguage: null,
  routesVersion: 0,
  expired: false,
  waiting: [],
});

/**
 * Stores a fresh credential (docs/behaviour.md, "Session"), received at `receivedAt` (epoch ms,
 * default now): after sign-on, or replacing the session's token with a renewed one.
 */
export function signIn(token: string, receivedAt: number = Date.now()): void {
  setToken(token, receivedAt);
  sessionStore.token = token;
  sessionStore.tokenReceivedAt = receivedAt;
  sessionStore.expired = false;
}

function clearToken(): void {
  removeToken();
  sessionStore.token = undefined;
  sessionStore.tokenReceivedAt = undefined;
  sessionStore.routes = null;
  sessionStore.routesLanguage = null;
}

/**
 * The sign-on service's session check found the token invalid: it is removed before the console
 * asks for the sign-on page, so the sign-in page itself does not check the dead token again (and
 * again) on its way in.
 */
export function forgetToken(): void {
  clearToken();
}

/**
 * The server said the session is invalid (codes 603 and 700 of docs/behaviour.md, "Error messages"): the token is
 * removed and the sign-on check of docs/behaviour.md, "Session" runs again.
 */
export function expireSession(): void {
  clearToken();
  sessionStore.expired = true;
}

/**
 * Removes token and app id (logout, docs/behaviour.md, "Session") and clears both storage areas of
 * lib/storage.ts, so nothing of this person stays for the next one on the machine.
 */
export function signOut(): void {
  clearToken();
  removeAppId();
  sessionStore.appId = undefined;
  storage.local.clear();
  storage.session.clear();
}

/** The stored application id, storing `1` first when none is (docs/behaviour.md, "Route guard"). */
export function ensureAppId(): string {
  if (!sessionStore.appId) {
    setAppId(DEFAULT_APP_ID);
    sessionStore.appId = DEFAULT_APP_ID;
  }
  return sessionStore.appId;
}

/** Keeps the generated runtime routes, fetched in `language`. */
export function setRoutes(routes: PermittedRoute[], language: Language): void {
  sessionStore.routes = routes;
  sessionStore.routesLanguage = language;
}

/**
 * Has the route guard fetch the routes again and check the views against them: after an "access
 * changed" push (docs/behaviour.md, "Roles and permissions") or a language switch. The old routes
 * stay until then, so the views on screen are not torn down meanwhile.
 */
export function refreshRoutes(): void {
  sessionStore.routesVersion += 1;
}

/** Marks `url` as waiting while its call is in flight (docs/behaviour.md, "Waiting requests"). */
export function markWaiting(url: string): void {
  sessionStore.waiting.push(url);
}

/** Releases one call to `url` once it finished or failed. */
export function releaseWaiting(url: string): void {
  const index = sessionStore.waiting.indexOf(url);
  if (index >= 0) sessionStore.waiting.splice(index, 1);
}
