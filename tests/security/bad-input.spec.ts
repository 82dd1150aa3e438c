import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import WebSocket from 'ws';
import { DEMO_PASSWORD, signIn, submitSignIn, tokenOf } from '../support/console';
import { encryptedPassword, signature, signedGet, signedPost } from '../support/wire';

/**
 * The bad inputs of the wire protocol, one test each, against the server we ship and the console it
 * serves (docs/wire-protocol.md; docs/behaviour.md).
 */

const DETAIL = '/share-system/userinfo/detail';
const HOSTILE_MARKUP = ['<img src=x onerror=alert(1)>', '<svg onload=alert(1)>', '"><script>alert(1)</script>'];

/** The token of a fresh session of `account`, signed in through the sign-on page in its own context. */
async function sessionToken(browser: Browser, baseURL: string, account: string): Promise<string> {
  const context = await browser.newContext({ baseURL, locale: 'zh-CN' });
  const page = await context.newPage();
  await signIn(page, account);
  const token = await tokenOf(page);
  await context.close();
  return token;
}

/** Fails the test when any dialog opens or any element carries an `on*` attribute. */
async function expectInert(page: Page, dialogs: string[]): Promise<void> {
  expect(dialogs).toEqual([]);
  const handlers = await page.evaluate(() =>
    [...document.querySelectorAll('*')].flatMap((element) =>
      [...element.attributes].filter((attribute) => attribute.name.startsWith('on')).map((a) => a.name),
    ),
  );
  expect(handlers).toEqual([]);
  expect(await page.locator('img[src="x"], svg[onload]').count()).toBe(0);
}

test.describe('signatures and sessions', () => {
  test('a timestamp 301 s in the future is refused', async ({ request }) => {
    const response = await signedPost(
      request,
      '/sso/checkSession',
      { token: 'x.y' },
      { timestamp: Date.now() + 301_000 },
    );
    expect((await response.json()).code).toBe(401);
  });

  test('a timestamp 301 s in the past is refused', async ({ request }) => {
    const response = await signedPost(
      request,
      '/sso/checkSession',
      { token: 'x.y' },
      { timestamp: Date.now() - 301_000 },
    );
    expect((await response.json()).code).toBe(401);
  });

  test('a field appended after signing is refused', async ({ request }) => {
    const timestamp = String(Date.now());
    const signed = signature({ token: 'x.y' }, timestamp);
    const response = await request.post('/sso/checkSession', {
      headers: { 'content-type': 'application/json', timestamp, signature: signed },
      data: { token: 'x.y', appId: 4 },
    });
    expect((await response.json()).code).toBe(401);
  });

  test('a repeated query parameter (a=1&a=2) is refused', async ({ request }) => {
    const response = await signedGet(request, '/share-system/system/publicKey', { a: '1' }, { rawQuery: 'a=1&a=2' });
    expect(response.status()).toBe(400);
    expect(await response.json()).toMatchObject({ code: 400, data: null });
  });

  test('the token cookie without the Authorization header is no session (603)', async ({ page }) => {
    await signIn(page, 'admin');
    expect(await tokenOf(page)).toBeTruthy();
    // page.request sends the context's cookies, token included, but no Authorization header.
    const response = await signedPost(page.request, DETAIL, {});
    expect((await response.json()).code).toBe(603);
  });

  test('a token reused after logout is refused (700)', async ({ browser, baseURL, request }) => {
    const token = await sessionToken(browser, baseURL ?? '', 'admin');
    const logout = await signedPost(request, '/authAction/shareLogout', { token }, { token });
    expect((await logout.json()).code).toBe(200);
    const reused = await signedPost(request, DETAIL, {}, { token });
    expect((await reused.json()).code).toBe(700);
  });

  test("user A's signature with user B's token is refused", async ({ browser, baseURL, request }) => {
    const tokenA = await sessionToken(browser, baseURL ?? '', 'admin');
    const tokenB = await sessionToken(browser, baseURL ?? '', 'buyer');
    const timestamp = String(Date.now());
    const response = await request.post(DETAIL, {
      headers: {
        'content-type': 'application/json',
        timestamp,
        signature: signature({}, timestamp, tokenA),
        authorization: tokenB,
      },
      data: {},
    });
    expect((await response.json()).code).toBe(401);
  });

  test('sign-in is rate limited per account: the sixth failure in 15 min is refused with Retry-After', async ({
    request,
  }) => {
    const account = `rate-limit-probe-${Date.now()}`;
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const failed = await signedPost(request, '/ibs/loginNew', { account, password: 'AAAA' });
      expect(failed.status()).not.toBe(429);
    }
    const refused = await signedPost(request, '/ibs/loginNew', { account, password: 'AAAA' });
    expect(refused.status()).toBe(429);
    expect(await refused.json()).toMatchObject({ code: 429, data: null });
    expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0);
  });

  test('every response carries the security headers: CSP without inline script, frame-ancestors, nosniff, referrer policy', async ({
    request,
  }) => {
    for (const response of [await request.get('/admin/index'), await signedPost(request, DETAIL, {})]) {
      const headers = response.headers();
      const csp = headers['content-security-policy'] ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBeTruthy();
      expect(headers['x-request-id']).toBeTruthy();
    }
  });
});

test.describe('password ciphertexts (docs/behaviour.md, "Password fields"): a broken one gets the answer of a wrong password', () => {
  const ACCOUNT = 'buyer.bc';

  async function answerTo(request: Page['request'], password: string) {
    const body = await (await signedPost(request, '/ibs/loginNew', { account: ACCOUNT, password })).json();
    return { code: body.code as number, msg: body.msg as string };
  }

  const brokenCiphertexts: [string, (valid: string) => string][] = [
    ['malformed (not base64)', () => '%%% not base64 %%%'],
    ['short', () => 'AAAA'],
    [
      'bit-flipped',
      (valid) => {
        const bytes = Buffer.from(valid, 'base64');
        bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 0x01;
        return bytes.toString('base64');
      },
    ],
  ];
  for (const [what, broken] of brokenCiphertexts) {
    test(`a ${what} ciphertext`, async ({ request }) => {
      const wrong = await answerTo(request, await encryptedPassword(request, 'not-the-password'));
      expect(wrong.code).not.toBe(1);
      const valid = await encryptedPassword(request, DEMO_PASSWORD);
      expect(await answerTo(request, broken(valid))).toEqual(wrong);
      // The right password still signs in, which also clears the account's failure count (the
      // sign-in rate limit allows 5 failures per account in 15 min).
      expect((await answerTo(request, valid)).code).toBe(1);
    });
  }
});

test.describe('markup in server messages and request numbers is rendered inert (docs/architecture.md, "Wire compatibility")', () => {
  for (const markup of HOSTILE_MARKUP) {
    test(`a pushed reminder titled ${markup} shows as text`, async ({ page, browser, baseURL }) => {
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      const adminToken = await sessionToken(browser, baseURL ?? '', 'admin');
      await signIn(page, 'buyer');
      await expect(page.getByText('实时连接：已连接')).toBeAttached();
      const sent = await signedPost(
        page.request,
        '/share-system/remindMsg/add',
        { account: 'buyer', title: markup, content: markup },
        { token: adminToken },
      );
      expect((await sent.json()).code).toBe(200);
      await expect(page.getByRole('status').filter({ hasText: markup })).toBeVisible();
      await page.getByRole('button', { name: /^提醒消息/ }).press('Enter');
      await expect(page.getByRole('dialog').getByText(markup).first()).toBeVisible();
      await expectInert(page, dialogs);
    });

    test(`a failed request whose message and request number hold ${markup} shows them as text`, async ({ page }) => {
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      // The server we ship never echoes a client's text into x-request-id, so this one answer
      // comes from a stand-in: the one place these tests replace the server.
      await page.route('**/share-system/userinfo/detail', (route) =>
        route.fulfill({
          status: 500,
          headers: { 'content-type': 'application/json', 'x-request-id': markup },
          body: JSON.stringify({ code: 500, msg: markup, data: null }),
        }),
      );
      await signIn(page, 'admin');
      await expect(page.getByRole('status').filter({ hasText: `${markup} [` })).toBeVisible();
      await expectInert(page, dialogs);
    });
  }
});

test.describe('redirectUrl', () => {
  test('a redirectUrl of /admin//evil.example keeps the person on this origin', async ({ page, baseURL }) => {
    await page.goto(`/admin/login?appId=4&redirectUrl=${encodeURIComponent('/admin//evil.example')}`);
    await submitSignIn(page, 'admin');
    await expect(page).toHaveURL(`${baseURL}/admin/index`);
  });

  test('the sign-on service refuses /admin//evil.example as a return address', async ({ request }) => {
    const response = await request.get(
      `/sso/switchAccount?account=admin&redirectUrl=${encodeURIComponent('/admin//evil.example')}`,
      { maxRedirects: 0 },
    );
    expect(response.headers().location ?? '').not.toContain('evil.example');
  });
});

test.describe('the live socket at /ws', () => {
  /** The address of one handshake for `token`'s session: a one-time push key (docs/wire-protocol.md, "Live socket"). */
  async function socketURL(request: APIRequestContext, baseURL: string, token: string): Promise<string> {
    const answer = await signedPost(request, '/share-system/remindMsg/createPushKey', {}, { token });
    const { pushKey } = (await answer.json()).data as { pushKey: string };
    return `${baseURL.replace(/^http/, 'ws')}/ws?pushKey=${encodeURIComponent(pushKey)}`;
  }

  test('a handshake from Origin https://evil.example is refused with 403', async ({ browser, baseURL, request }) => {
    const token = await sessionToken(browser, baseURL ?? '', 'buyer');
    const url = await socketURL(request, baseURL ?? '', token);
    const status = await new Promise<number>((resolve, reject) => {
      const socket = new WebSocket(url, { origin: 'https://evil.example' });
      socket.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
      socket.once('open', () => reject(new Error('the socket opened')));
      socket.once('error', () => undefined);
    });
    expect(status).toBe(403);
  });

  test('a 1 MB frame closes the socket (1009) and the server keeps serving', async ({ browser, baseURL, request }) => {
    const token = await sessionToken(browser, baseURL ?? '', 'buyer');
    const origin = baseURL ?? '';
    const first = await socketURL(request, origin, token);
    const code = await new Promise<number>((resolve) => {
      const socket = new WebSocket(first, { origin });
      socket.once('open', () => socket.send('x'.repeat(1_048_576)));
      socket.once('close', (closeCode) => resolve(closeCode));
      socket.once('error', () => undefined);
    });
    expect(code).toBe(1009);
    // A key opens one socket: the next handshake asks for another.
    const second = await socketURL(request, origin, token);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = new WebSocket(second, { origin });
      socket.once('open', () => socket.send('3'));
      socket.once('message', (data) => {
        resolve(String(data));
        socket.close();
      });
      socket.once('error', reject);
    });
    expect(JSON.parse(answer)).toMatchObject({ type: 'heartbeat' });
  });
});
