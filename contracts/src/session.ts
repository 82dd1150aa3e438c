/**
 * The console session's lifetime and the session calls' shapes (docs/behaviour.md, "Session";
 * docs/wire-protocol.md, "Platform calls of the walking skeleton").
 */
import { type Static, Type } from 'typebox';

/** How long a console session token lives: 1 day in ms (docs/behaviour.md, "Formats and limits"). */
export const SESSION_TTL_MS = 86_400_000;

/**
 * Age of its token, in ms, from which the console replaces it with `/ibs/replaceToken`: half the
 * lifetime, 12 hours (docs/behaviour.md, "Session").
 */
export const TOKEN_RENEW_AGE_MS = SESSION_TTL_MS / 2;

/**
 * How long a console tab must have been hidden, in ms, for it to validate its token when it is
 * shown again: 5 minutes (docs/behaviour.md, "Session").
 */
export const VALIDATE_AFTER_HIDDEN_MS = 300_000;

/** The session calls the console makes besides sign-on. */
export const sessionPaths = {
  /** `POST {token}`: `data` {@link ShareValidateData}; 603 / 700 for a token no longer valid. */
  validate: '/authAction/shareValidate',
  /**
   * `POST {}` with the session: `data` a fresh token ({@link ReplaceTokenData}) of the same
   * account and sign-on session with a full lifetime; the old token stays valid until its own expiry.
   */
  replaceToken: '/ibs/replaceToken',
} as const;

/** `data` of `/authAction/shareValidate`. */
export const ShareValidateData = Type.Object({ valid: Type.Literal(true) });
/** {@link ShareValidateData} as a type. */
export type ShareValidateData = Static<typeof ShareValidateData>;

/** `data` of `/ibs/replaceToken`: the new token, `<43 base64url chars>.<22 base64url chars>`. */
export const ReplaceTokenData = Type.String({ pattern: '^[\\w-]{43}\\.[\\w-]{22}$' });
/** {@link ReplaceTokenData} as a type. */
export type ReplaceTokenData = Static<typeof ReplaceTokenData>;
