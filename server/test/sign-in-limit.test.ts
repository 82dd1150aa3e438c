/** The sign-in rate limit of `/ibs/loginNew` (wire protocol, "Sign-in rate limit"). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_FAILURES_PER_WINDOW } from '../src/lib/sign-in-limiter';
import { call, encryptPassword, PASSWORD, publicKey, startTestServer, type TestServer } from './support';

let server: TestServer;
let key: string;

beforeAll(async () => {
  server = await startTestServer();
  key = await publicKey(server);
});
afterAll(() => server.close());

const login = (account: string, password: string, options: { remoteAddress?: string; lang?: 'zh' | 'en' } = {}) =>
  call(server, '/ibs/loginNew', { body: { account, password: encryptPassword(key, password) }, ...options });

describe('/ibs/loginNew rate limit', () => {
  it('answers the 6th failure of an account with 429, Retry-After and the minutes left, even with the right password', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await login('admin.yh', 'wrong', { remoteAddress: '10.1.0.1' })).json().code).toBe(1001);
    }
    const locked = await login('admin.yh', 'wrong', { remoteAddress: '10.1.0.2', lang: 'en' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      code: 429,
      msg: 'Too many failed sign-in attempts. Try again in 15 minutes.',
      data: null,
    });
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(840);
    expect(retryAfter).toBeLessThanOrEqual(900);
    expect(locked.headers['x-content-type-options']).toBe('nosniff');

    const right = await login('admin.yh', PASSWORD, { remoteAddress: '10.1.0.3' });
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({ code: 429, msg: '登录失败次数过多，请 15 分钟后再试' });
    expect(right.headers['set-cookie']).toBeUndefined();
  });

  it('lets another account sign in from the same address', async () => {
    const response = await login('buyer', PASSWORD, { remoteAddress: '10.1.0.1' });
    expect(response.json()).toMatchObject({ code: 1, data: { type: 'enterprise' } });
  });

  it('forgets the failures of an account once it signs in', async () => {
    for (let i = 0; i < 4; i++) expect((await login('buyer.bc', 'wrong')).json().code).toBe(1001);
    expect((await login('buyer.bc', PASSWORD)).json().code).toBe(1);
    for (let i = 0; i < 5; i++) expect((await login('buyer.bc', 'wrong')).json().code).toBe(1001);
    expect((await login('buyer.bc', 'wrong')).statusCode).toBe(429);
  });

  it('does not count blank accounts', async () => {
    for (let i = 0; i < 7; i++) {
      expect((await login('   ', PASSWORD, { remoteAddress: '10.3.0.1' })).json().code).toBe(1002);
    }
  });

  it(`refuses an address after ${ADDRESS_FAILURES_PER_WINDOW} failures, whatever the account, and no other address`, async () => {
    const address = '10.2.0.1';
    // 4 failures per name, so no account name reaches its own limit.
    const names = Array.from({ length: ADDRESS_FAILURES_PER_WINDOW / 4 }, (_, i) => `nobody-${i}`);
    for (const name of names) {
      const answers = await Promise.all([1, 2, 3, 4].map(() => login(name, 'wrong', { remoteAddress: address })));
      expect(answers.map((answer) => answer.json().code)).toEqual([1001, 1001, 1001, 1001]);
    }
    const locked = await login('admin', PASSWORD, { remoteAddress: address });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe(429);
    expect((await login('admin', PASSWORD, { remoteAddress: '10.2.0.2' })).json().code).toBe(1);
  }, 120_000);
});
