import Cookies from 'js-cookie';

/** Cookie names of docs/behaviour.md, "Session" and "Layout". */
export const COOKIE = {
  token: 'token',
  tokenAt: 'token_at',
  appId: 'app_id',
  userType: 'user_type',
  sidebarStatus: 'sidebarStatus',
  language: 'language',
  characterKeys: 'characterKeys',
} as const;

/** Token, app id and user type live one day (docs/behaviour.md, "Formats and limits"). */
const ONE_DAY = 1;

const base = { path: '/', sameSite: 'lax' } as const;

/** The session token, or `undefined` when signed out (docs/behaviour.md, "Session"). */
export function getToken(): string | undefined {
  return Cookies.get(COOKIE.token) || undefined;
}

/**
 * Stores the token for one day (docs/behaviour.md, "Formats and limits") and, in `token_at`, when
 * this browser received it (epoch ms, this browser's clock): its age decides its renewal
 * (docs/behaviour.md, "Session"). A stored user type is kept as long as the token.
 */
export function setToken(token: string, receivedAt: number): void {
  Cookies.set(COOKIE.token, token, { ...base, expires: ONE_DAY });
  Cookies.set(COOKIE.tokenAt, String(receivedAt), { ...base, expires: ONE_DAY });
  const userType = getUserType();
  if (userType) setUserType(userType);
}

/** When the stored token was received (epoch ms), or `undefined` when unknown. */
export function getTokenReceivedAt(): number | undefined {
  const value = Number(Cookies.get(COOKIE.tokenAt));
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

/** Removes the token and its time (logout, codes 603 and 700 of docs/behaviour.md, "Error messages"). */
export function removeToken(): void {
  Cookies.remove(COOKIE.token, base);
  Cookies.remove(COOKIE.tokenAt, base);
}

/** The stored application id, or `undefined` when none is stored. */
export function getAppId(): string | undefined {
  return Cookies.get(COOKIE.appId) || undefined;
}

/** Stores the application id for one day (docs/behaviour.md, "Formats and limits"). */
export function setAppId(appId: string): void {
  Cookies.set(COOKIE.appId, appId, { ...base, expires: ONE_DAY });
}

/** Removes the application id (logout, docs/behaviour.md, "Session"). */
export function removeAppId(): void {
  Cookies.remove(COOKIE.appId, base);
}

/** The user type of the login result (`platform` or `enterprise`), if stored. */
export function getUserType(): string | undefined {
  return Cookies.get(COOKIE.userType);
}

/**
 * Stores the user type of the login result for one day, the token's lifetime, so it outlives a
 * browser restart as the token does; each new token renews it (docs/behaviour.md, "Session").
 */
export function setUserType(type: string): void {
  Cookies.set(COOKIE.userType, type, { ...base, expires: ONE_DAY });
}

/** A plain preference cookie: not a credential, kept a year. */
type PreferenceCookie = typeof COOKIE.language | typeof COOKIE.sidebarStatus | typeof COOKIE.characterKeys;

/** Reads a plain preference cookie (`language`, `sidebarStatus`, `characterKeys`). */
export function getPreference(name: PreferenceCookie): string | undefined {
  return Cookies.get(name) || undefined;
}

/** Writes a plain preference cookie for a year. */
export function setPreference(name: PreferenceCookie, value: string): void {
  Cookies.set(name, value, { ...base, expires: 365 });
}
