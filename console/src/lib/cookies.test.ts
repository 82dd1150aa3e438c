import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COOKIE, getUserType, setToken, setUserType } from './cookies';

afterEach(() => {
  vi.restoreAllMocks();
  for (const name of Object.values(COOKIE)) Cookies.remove(name, { path: '/' });
});

/** The options each cookie was last written with. */
function writes(set: { mock: { calls: unknown[][] } }): Record<string, unknown> {
  return Object.fromEntries(set.mock.calls.map(([name, , options]) => [String(name), options]));
}

describe('the user type cookie (docs/behaviour.md, "Session")', () => {
  it('lives one day, as the token does, not the browser session', () => {
    const set = vi.spyOn(Cookies, 'set');
    setUserType('platform');
    setToken('aaaa.bbbb', 1_772_000_000_000);
    const written = writes(set);
    expect(written[COOKIE.userType]).toEqual({ path: '/', sameSite: 'lax', expires: 1 });
    expect(written[COOKIE.userType]).toEqual(written[COOKIE.token]);
  });

  it('is renewed with each new token and kept as it was', () => {
    setUserType('enterprise');
    const set = vi.spyOn(Cookies, 'set');
    setToken('cccc.dddd', 1_772_043_200_000);
    expect(set).toHaveBeenCalledWith(COOKIE.userType, 'enterprise', { path: '/', sameSite: 'lax', expires: 1 });
    expect(getUserType()).toBe('enterprise');
  });

  it('is not written by a token when no user type was stored', () => {
    const set = vi.spyOn(Cookies, 'set');
    setToken('eeee.ffff', 1_772_000_000_000);
    expect(set.mock.calls.map(([name]) => name)).not.toContain(COOKIE.userType);
  });
});
