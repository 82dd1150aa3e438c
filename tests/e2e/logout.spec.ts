import { expect, test } from '@playwright/test';
import { signIn, tokenOf } from '../support/console';
import { signedPost } from '../support/wire';

test('after logout the old token is refused by the server (docs/behaviour.md, "Session")', async ({ page }) => {
  await signIn(page, 'admin');
  const token = await tokenOf(page);
  // The probe below shares the page's session: let the page's own calls finish first, so no call
  // of the page carries the probe's signature (the wire protocol does not sign the path).
  await page.waitForLoadState('networkidle');

  const before = await signedPost(page.request, '/share-system/userinfo/detail', {}, { token });
  expect((await before.json()).code).toBe(200);

  const userMenu = page.getByRole('button', { name: /^用户菜单/ });
  await userMenu.focus();
  await userMenu.press('Enter');
  await page.getByRole('menuitem', { name: '退出登录' }).press('Enter');
  await expect(page).toHaveURL(/\/admin\/login/);
  expect((await page.context().cookies()).some((cookie) => cookie.name === 'token')).toBe(false);

  const after = await signedPost(page.request, '/share-system/userinfo/detail', {}, { token });
  expect((await after.json()).code).toBe(700);
});
