/**
 * The sign-on service and console sessions (docs/behaviour.md, "Session"; wire protocol, "Sign-on service"):
 * sign-in, one-time item keys, sign-on sessions behind the `sso_session` cookie, and ending
 * console sessions on logout or company switch.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, itemKeys, sessions, ssoSessions } from '../../db/schema';
import { verifyPassword } from '../../lib/password';
import { decryptPasswordField, type RsaKeys } from '../../lib/rsa';
import { type ConsoleSession, lookupSession, SESSION_TTL_MS, sessionRefusal } from '../../lib/session';
import { hashSecret, newSessionToken, randomSecret } from '../../lib/tokens';

/** How long an item key can be exchanged: 120 s in ms. */
export const ITEM_KEY_TTL_MS = 120_000;

/** How long a sign-on session (the `sso_session` cookie) lives: 1 day in ms, like console sessions. */
export const SSO_SESSION_TTL_MS = SESSION_TTL_MS;

/**
 * The outcome of a sign-in: the login result of the specification (a console session `token` and
 * the user `type`), the sign-on loop's one-time `itemKey` and the sign-on cookie, or why not.
 */
export type SignInResult =
  | { ok: true; token: string; itemKey: string; type: 'platform' | 'enterprise'; ssoCookie: string }
  | { ok: false; reason: 'blank' | 'invalid' | 'disabled' };

/** Opens a console session of `accountId` under sign-on session `ssoSessionId` at `now` (ms), for {@link SESSION_TTL_MS}: its token. */
async function openSession(db: Database, accountId: number, ssoSessionId: number, now: number): Promise<string> {
  const token = newSessionToken();
  await db.insert(sessions).values({
    tokenHash: hashSecret(token),
    accountId,
    ssoSessionId,
    createdAt: new Date(now),
    expiresAt: new Date(now + SESSION_TTL_MS),
  });
  return token;
}

async function issueItemKey(db: Database, accountId: number, ssoSessionId: number, now: number): Promise<string> {
  const itemKey = randomSecret(24);
  await db
    .insert(itemKeys)
    .values({ keyHash: hashSecret(itemKey), accountId, ssoSessionId, expiresAt: new Date(now + ITEM_KEY_TTL_MS) });
  return itemKey;
}

/**
 * Signs in with an account name (trimmed) and an encrypted password field.
 *
 * @returns `reason: 'blank'` for an empty account; `reason: 'invalid'` alike for an unknown
 * account, a wrong password and a password that does not decrypt (same answer, same work);
 * `reason: 'disabled'` for the right password of a disabled account (said only to whoever knows
 * the password, so it reveals nothing to a guesser).
 * On success a new sign-on session, a console session of the account (its token: the login
 * result of docs/wire-protocol.md, "Sign-on service") and an item key for an application that
 * takes the sign-on loop instead.
 */
export async function signIn(
  db: Database,
  keys: RsaKeys,
  input: { account: string; password: string },
  now: number,
): Promise<SignInResult> {
  const name = input.account.trim();
  if (!name) return { ok: false, reason: 'blank' };
  const [account] = await db
    .select({
      id: accounts.id,
      personId: accounts.personId,
      passwordHash: accounts.passwordHash,
      userType: accounts.userType,
      enabled: accounts.enabled,
    })
    .from(accounts)
    .where(eq(accounts.account, name))
    .limit(1);
  const password = decryptPasswordField(keys, input.password);
  // Hash even when the account or the password is unusable, so failures all take the same time.
  const matches = await verifyPassword(password ?? '', account && password !== null ? account.passwordHash : null);
  if (!account || !matches) return { ok: false, reason: 'invalid' };
  if (!account.enabled) return { ok: false, reason: 'disabled' };

  return db.transaction(async (tx) => {
    const ssoCookie = randomSecret(32);
    const [sso] = await tx
      .insert(ssoSessions)
      .values({
        cookieHash: hashSecret(ssoCookie),
        personId: account.personId,
        accountId: account.id,
        createdAt: new Date(now),
        expiresAt: new Date(now + SSO_SESSION_TTL_MS),
      })
      .returning({ id: ssoSessions.id });
    if (!sso) throw new Error('sign-on session was not created');
    const token = await openSession(tx, account.id, sso.id, now);
    const itemKey = await issueItemKey(tx, account.id, sso.id, now);
    return { ok: true, token, itemKey, type: account.userType, ssoCookie };
  });
}

/**
 * Exchanges an item key for a new console session token (1 day). The key works once, within
 * 120 s, and only while its sign-on session is live and its account enabled.
 *
 * @returns the token, or null when the key is unknown, used, expired or its sign-on session ended.
 */
export async function exchangeItemKey(db: Database, itemKey: string, now: number): Promise<string | null> {
  const at = new Date(now);
  return db.transaction(async (tx) => {
    // One UPDATE both checks and consumes the key, so two concurrent exchanges cannot both win.
    const [key] = await tx
      .update(itemKeys)
      .set({ usedAt: at })
      .where(and(eq(itemKeys.keyHash, hashSecret(itemKey)), isNull(itemKeys.usedAt), gt(itemKeys.expiresAt, at)))
      .returning({ accountId: itemKeys.accountId, ssoSessionId: itemKeys.ssoSessionId });
    if (!key) return null;
    const [sso] = await tx
      .select({ id: ssoSessions.id })
      .from(ssoSessions)
      .innerJoin(accounts, eq(accounts.id, key.accountId))
      .where(
        and(
          eq(ssoSessions.id, key.ssoSessionId),
          isNull(ssoSessions.endedAt),
          gt(ssoSessions.expiresAt, at),
          eq(accounts.enabled, true),
        ),
      );
    if (!sso) return null;
    return openSession(tx, key.accountId, key.ssoSessionId, now);
  });
}

/**
 * Issues a fresh token for the account and sign-on session of `session` (`/ibs/replaceToken`,
 * docs/behaviour.md, "Session"), with a full lifetime of {@link SESSION_TTL_MS} from `now` (ms).
 * The old token is left as it is: it stays valid until its own expiry, so other tabs holding it
 * keep working; a logout or company switch of the sign-on session ends both (700).
 * @returns the new token (same form as {@link exchangeItemKey}'s).
 */
export function replaceToken(db: Database, session: ConsoleSession, now: number): Promise<string> {
  return openSession(db, session.accountId, session.ssoSessionId, now);
}

/** Whether `token` is a live console session (`/sso/checkSession`). */
export async function isSessionLive(db: Database, token: string, now: number): Promise<boolean> {
  return (await lookupSession(db, token, now)).status === 'valid';
}

/**
 * Checks `token` for `/authAction/shareValidate`.
 * @throws ApiError code 603 (unknown or expired) or 700 (ended).
 */
export async function validateToken(db: Database, token: string, now: number): Promise<void> {
  const result = await lookupSession(db, token, now);
  if (result.status !== 'valid') throw sessionRefusal(result.status);
}

/**
 * Ends the console session of `token` (`/authAction/shareLogout`); the token is answered 700 from then on.
 * @returns the id of the ended session (its live sockets are to be closed).
 * @throws ApiError code 603 (unknown or expired) or 700 (already ended).
 */
export async function endSession(db: Database, token: string, now: number): Promise<number> {
  const result = await lookupSession(db, token, now);
  if (result.status !== 'valid') throw sessionRefusal(result.status);
  await db
    .update(sessions)
    .set({ endedAt: new Date(now), endReason: 'logout' })
    .where(eq(sessions.id, result.session.sessionId));
  return result.session.sessionId;
}

async function liveSsoSession(db: Database, cookie: string | undefined, now: number) {
  if (!cookie) return undefined;
  const [sso] = await db
    .select({ id: ssoSessions.id, personId: ssoSessions.personId })
    .from(ssoSessions)
    .where(
      and(
        eq(ssoSessions.cookieHash, hashSecret(cookie)),
        isNull(ssoSessions.endedAt),
        gt(ssoSessions.expiresAt, new Date(now)),
      ),
    )
    .limit(1);
  return sso;
}

async function endConsoleSessions(
  db: Database,
  ssoSessionId: number,
  reason: 'logout' | 'switch',
  now: number,
): Promise<number[]> {
  const ended = await db
    .update(sessions)
    .set({ endedAt: new Date(now), endReason: reason })
    .where(and(eq(sessions.ssoSessionId, ssoSessionId), isNull(sessions.endedAt)))
    .returning({ id: sessions.id });
  return ended.map((row) => row.id);
}

/**
 * Ends the sign-on session behind `cookie` (`/sso/logout`) and every console session it opened,
 * so a token the console forgot to drop stops working too (700). No-op without a live session.
 * @returns the ids of the console sessions it ended (their live sockets are to be closed).
 */
export async function endSsoSession(db: Database, cookie: string | undefined, now: number): Promise<number[]> {
  const sso = await liveSsoSession(db, cookie, now);
  if (!sso) return [];
  return db.transaction(async (tx) => {
    await tx
      .update(ssoSessions)
      .set({ endedAt: new Date(now) })
      .where(eq(ssoSessions.id, sso.id));
    return endConsoleSessions(tx, sso.id, 'logout', now);
  });
}

/**
 * Switches the sign-on session behind `cookie` to the person's account named `account`
 * (`/sso/switchAccount`): ends the console sessions of this sign-on session (700 from then on)
 * and issues an item key for the chosen account.
 *
 * @returns the item key and the ids of the console sessions it ended (their live sockets are to
 * be closed), or null when there is no live sign-on session or the account is not one of the
 * signed-in person's.
 */
export async function switchAccount(
  db: Database,
  cookie: string | undefined,
  account: string,
  now: number,
): Promise<{ itemKey: string; endedSessionIds: number[] } | null> {
  const sso = await liveSsoSession(db, cookie, now);
  if (!sso) return null;
  const [target] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.account, account.trim()), eq(accounts.personId, sso.personId), eq(accounts.enabled, true)))
    .limit(1);
  if (!target) return null;
  return db.transaction(async (tx) => {
    const endedSessionIds = await endConsoleSessions(tx, sso.id, 'switch', now);
    await tx.update(ssoSessions).set({ accountId: target.id }).where(eq(ssoSessions.id, sso.id));
    return { itemKey: await issueItemKey(tx, target.id, sso.id, now), endedSessionIds };
  });
}
