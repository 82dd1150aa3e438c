import { expect, test } from '@playwright/test';
import { signedPost } from '../support/wire';

const MENU = '/share-system/menu/getLeftMenuList';

test.describe('the server refuses requests that break the wire protocol (docs/wire-protocol.md)', () => {
  test('a request without a signature gets an envelope error, not data', async ({ request }) => {
    const response = await request.post(MENU, { data: { appId: 1 } });
    const body = await response.json();
    expect(body).toMatchObject({ code: 401, data: null });
    expect(body.msg).toEqual(expect.any(String));
    expect(response.headers()['x-request-id']).toBeTruthy();
  });

  test('a forged signature is refused, in the user language', async ({ request }) => {
    const zh = await signedPost(request, MENU, { appId: 1 }, { signature: 'f'.repeat(40) });
    expect(await zh.json()).toMatchObject({ code: 401, msg: expect.stringMatching(/\p{Script=Han}/u) });
    const en = await signedPost(request, MENU, { appId: 1 }, { signature: 'f'.repeat(40), language: 'en' });
    expect(await en.json()).toMatchObject({ code: 401, msg: expect.stringMatching(/signature/i) });
  });

  test('a timestamp older than 300 s is refused', async ({ request }) => {
    const response = await signedPost(request, MENU, { appId: 1 }, { timestamp: Date.now() - 301_000 });
    expect((await response.json()).code).toBe(401);
  });

  test('a replayed request is refused, and the server keeps serving', async ({ request }) => {
    const timestamp = Date.now();
    const first = await signedPost(request, '/sso/checkSession', { token: 'x.y' }, { timestamp });
    expect((await first.json()).code).toBe(-1);
    const replay = await signedPost(request, '/sso/checkSession', { token: 'x.y' }, { timestamp });
    expect((await replay.json()).code).toBe(409);
    const fresh = await signedPost(request, '/sso/checkSession', { token: 'x.y' });
    expect((await fresh.json()).code).toBe(-1);
  });

  test('a body of the wrong shape gets a clear 400 envelope in zh and en', async ({ request }) => {
    const zh = await signedPost(request, '/sso/getSsoUrl', { appId: 'four', redirectUrl: 7 });
    expect(zh.status()).toBe(400);
    expect(await zh.json()).toMatchObject({ code: 400, msg: expect.stringMatching(/\p{Script=Han}/u) });
    const en = await signedPost(request, '/sso/getSsoUrl', { appId: 'four', redirectUrl: 7 }, { language: 'en' });
    expect(await en.json()).toMatchObject({ code: 400, msg: expect.stringMatching(/[a-z]/i) });
  });

  test('an unsigned request without a session gets 603 from a route that needs one', async ({ request }) => {
    const response = await signedPost(request, '/share-system/userinfo/detail', {});
    expect((await response.json()).code).toBe(603);
  });
});

test.describe('hostile redirect targets of the sign-on service', () => {
  for (const hostile of ['//evil.example', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)']) {
    test(`switchAccount never sends the browser to ${hostile}`, async ({ request }) => {
      const response = await request.get(
        `/sso/switchAccount?account=admin&redirectUrl=${encodeURIComponent(hostile)}`,
        {
          maxRedirects: 0,
        },
      );
      expect(response.status()).toBe(302);
      const location = response.headers().location ?? '';
      expect(location.startsWith('/') && !location.startsWith('//') && !location.includes('\\')).toBe(true);
      expect(location).not.toContain('evil.example');
    });
  }
});
