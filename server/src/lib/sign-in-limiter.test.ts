import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ACCOUNT_FAILURES_PER_WINDOW,
  ADDRESS_FAILURES_PER_WINDOW,
  SIGN_IN_WINDOW_MS,
  SignInLimiter,
} from './sign-in-limiter';

/** Records `count` failed attempts of `account` from `address` (each allowed). */
async function fail(limiter: SignInLimiter, account: string, address: string, count: number) {
  for (let i = 0; i < count; i++) expect(await limiter.begin(account, address)).toEqual({ allowed: true });
}

describe('SignInLimiter', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  it('refuses the attempt after 5 failures of an account, for the rest of the 15 min window', async () => {
    const limiter = new SignInLimiter();
    await fail(limiter, 'admin', '10.0.0.1', ACCOUNT_FAILURES_PER_WINDOW);
    vi.advanceTimersByTime(60_000);
    expect(await limiter.begin('admin', '10.0.0.2')).toEqual({
      allowed: false,
      retryAfterMs: SIGN_IN_WINDOW_MS - 60_000,
    });
    // Refused attempts do not count, so the window does not grow.
    expect(await limiter.begin('admin', '10.0.0.2')).toEqual({
      allowed: false,
      retryAfterMs: SIGN_IN_WINDOW_MS - 60_000,
    });
  });

  it('opens again once the window is over', async () => {
    const limiter = new SignInLimiter();
    await fail(limiter, 'admin', '10.0.0.1', ACCOUNT_FAILURES_PER_WINDOW);
    vi.advanceTimersByTime(SIGN_IN_WINDOW_MS - 1);
    expect((await limiter.begin('admin', '10.0.0.1')).allowed).toBe(false);
    vi.advanceTimersByTime(1);
    expect(await limiter.begin('admin', '10.0.0.1')).toEqual({ allowed: true });
  });

  it('forgets the failures of an account that signs in', async () => {
    const limiter = new SignInLimiter();
    await fail(limiter, 'admin', '10.0.0.1', ACCOUNT_FAILURES_PER_WINDOW - 1);
    expect(await limiter.begin('admin', '10.0.0.1')).toEqual({ allowed: true });
    await limiter.succeeded('admin', '10.0.0.1');
    await fail(limiter, 'admin', '10.0.0.1', ACCOUNT_FAILURES_PER_WINDOW);
    expect((await limiter.begin('admin', '10.0.0.1')).allowed).toBe(false);
  });

  it('counts an address over every account name, and successes not at all', async () => {
    const limiter = new SignInLimiter();
    for (let i = 0; i < ADDRESS_FAILURES_PER_WINDOW; i++) {
      expect(await limiter.begin(`user-${i}`, '10.0.0.9')).toEqual({ allowed: true });
      if (i % 2 === 0) {
        // A success in between gives its attempt back.
        expect(await limiter.begin('buyer', '10.0.0.9')).toEqual({ allowed: true });
        await limiter.succeeded('buyer', '10.0.0.9');
      }
    }
    expect((await limiter.begin('someone-new', '10.0.0.9')).allowed).toBe(false);
    expect(await limiter.begin('someone-new', '10.0.0.10')).toEqual({ allowed: true });
  });

  it('does not count a refunded attempt', async () => {
    const limiter = new SignInLimiter();
    for (let i = 0; i < ACCOUNT_FAILURES_PER_WINDOW + 3; i++) {
      expect(await limiter.begin('', '10.0.0.1')).toEqual({ allowed: true });
      await limiter.refund('', '10.0.0.1');
    }
  });
});
