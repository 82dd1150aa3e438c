/**
 * The sign-in rate limit of `/ibs/loginNew` (wire protocol, "Sign-in rate limit"): failed
 * sign-ins are counted per account name and per client address in fixed windows of 15 minutes.
 *
 * Built on rate-limiter-flexible rather than @fastify/rate-limit: the latter counts every request
 * of a route under one key, while this limit counts failures only (a success resets the
 * account's counter) under two keys at once, which needs the consume / reward / delete calls
 * rate-limiter-flexible has. On PGlite the counters are in memory (`RateLimiterMemory`); on
 * PostgreSQL every instance shares them in `workbench.sign_in_limits` (`RateLimiterPostgres`;
 * docs/architecture.md, "Several instances").
 */
import type pg from 'pg';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
} from 'rate-limiter-flexible';

/** The window in which failures are counted: 15 minutes in ms, from the first failure. */
export const SIGN_IN_WINDOW_MS = 900_000;

/** Failures an account name may have in one window; the next attempt is refused. */
export const ACCOUNT_FAILURES_PER_WINDOW = 5;

/**
 * Failures one client address may have in one window. Generous: the end-to-end suite signs in
 * hundreds of times from 127.0.0.1, some of those failing on purpose.
 */
export const ADDRESS_FAILURES_PER_WINDOW = 100;

/** Whether a sign-in may be checked, or how long until it may (ms). */
export type SignInAttempt = { allowed: true } | { allowed: false; retryAfterMs: number };

/**
 * Counts failed sign-ins. An attempt is counted as a failure before the password is checked
 * ({@link SignInLimiter.begin}), so concurrent attempts cannot slip past the limit, and given back
 * when it turns out not to be one ({@link SignInLimiter.succeeded}, {@link SignInLimiter.refund}).
 * In memory without a pool; in `workbench.sign_in_limits` through `pool`, where each instance
 * also deletes rows expired for an hour every 5 minutes. Entries expire with their window.
 */
export class SignInLimiter {
  readonly #byAccount: RateLimiterAbstract;
  readonly #byAddress: RateLimiterAbstract;

  /** @param pool the app's node-postgres pool on PostgreSQL; none on PGlite. */
  constructor(pool?: pg.Pool) {
    const limiter = (keyPrefix: string, points: number) => {
      const options = { keyPrefix, points, duration: SIGN_IN_WINDOW_MS / 1000 };
      return pool
        ? new RateLimiterPostgres({
            ...options,
            storeClient: pool,
            storeType: 'pool',
            schemaName: 'workbench',
            tableName: 'sign_in_limits',
            // Created by the migrations (src/db/migrations), not by each instance at start.
            tableCreated: true,
          })
        : new RateLimiterMemory(options);
    };
    this.#byAccount = limiter('sign-in-account', ACCOUNT_FAILURES_PER_WINDOW);
    this.#byAddress = limiter('sign-in-address', ADDRESS_FAILURES_PER_WINDOW);
  }

  /**
   * Starts an attempt of the account name `account` from `address`, counting it as a failure.
   * @returns `allowed: false` with the ms until the later of the spent windows ends when either
   * key has no failure left; the attempt is then not counted.
   * @throws the database's error when the PostgreSQL counters cannot be read or written.
   */
  async begin(account: string, address: string): Promise<SignInAttempt> {
    const results = await Promise.allSettled([this.#byAccount.consume(account), this.#byAddress.consume(address)]);
    const refusals = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));
    if (refusals.length === 0) return { allowed: true };
    await this.refund(account, address);
    const spent = refusals.map((refusal) => {
      // A limiter rejects with its result when the key is spent; anything else (a database
      // error) is worth a 500.
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      return refusal.msBeforeNext;
    });
    return { allowed: false, retryAfterMs: Math.max(...spent) };
  }

  /** The attempt signed in: the account's failures are forgotten, and it does not count for the address. */
  async succeeded(account: string, address: string): Promise<void> {
    await Promise.all([this.#byAccount.delete(account), this.#byAddress.reward(address)]);
  }

  /** The attempt was no sign-in failure (a blank account, a refused attempt): it does not count. */
  async refund(account: string, address: string): Promise<void> {
    await Promise.all([this.#byAccount.reward(account), this.#byAddress.reward(address)]);
  }
}
