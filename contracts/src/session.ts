/**
 * The console session's lifetime and the session calls' paths (docs/behaviour.md, "Session";
 * docs/wire-protocol.md, "Platform calls of the walking skeleton"); their answers' schemas are in
 * `session-schemas.ts`, so that the console's first load, which needs these constants, carries no
 * TypeBox (docs/architecture.md, "Work bench").
 */
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
