import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/console';
import { encryptedPassword, signedPost } from '../support/wire';

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

test.describe('the calls as the platform specification has them (docs/wire-protocol.md, "Differences from the specification")', () => {
  test("the login result is {token, type}, with the sign-on loop's itemKey beside them, and the token signs calls at once", async ({
    request,
  }) => {
    const password = await encryptedPassword(request, DEMO_PASSWORD);
    const login = await (await signedPost(request, '/ibs/loginNew', { account: 'admin.yh', password })).json();
    expect(login.code).toBe(1);
    expect(Object.keys(login.data).sort()).toEqual(['itemKey', 'token', 'type']);
    expect(login.data.type).toBe('enterprise');
    const token = login.data.token as string;
    const detail = await signedPost(request, '/share-system/userinfo/detail', {}, { token });
    expect((await detail.json()).data.account.account).toBe('admin.yh');
  });

  test('validateSupplierAccount takes {token}: the account name it once took is refused', async ({ request }) => {
    const path = '/share-system/userinfo/validateSupplierAccount';
    const old = await signedPost(request, path, { account: 'buyer' });
    expect(old.status()).toBe(400);
    const refused = await signedPost(request, path, { token: 'no-such-registration' }, { language: 'en' });
    expect(refused.status()).toBe(400);
    expect((await refused.json()).data.fieldErrors).toEqual({ code: 'Verify the phone number first.' });
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
