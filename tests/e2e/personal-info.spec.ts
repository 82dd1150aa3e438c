import { constants, publicEncrypt } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, SIGN_IN, signIn, submitSignIn, tokenOf } from '../support/console';
import { signedGet, signedPost } from '../support/wire';

/**
 * The account whose password and name the journey changes: `clerk`, seeded for it alone, so no
 * other journey meets a changed password. Every change is still put back at once.
 */
const ACCOUNT = 'clerk';
const PERSON_NAME = '赵子涵';
const NEW_PASSWORD = 'Journey2026pw';
const PATH = '/admin/people_basic_info';

/** The password form's fields and button, by role and name. */
function passwordForm(page: Page) {
  const main = page.getByRole('main');
  return {
    old: main.getByRole('textbox', { name: '原密码', exact: true }),
    next: main.getByRole('textbox', { name: '新密码', exact: true }),
    confirm: main.getByRole('textbox', { name: '确认新密码', exact: true }),
    submit: main.getByRole('button', { name: '修改密码' }),
  };
}

/** The sign-in steps of `signIn`, with another password. */
async function signInWith(page: Page, account: string, password: string) {
  const labels = SIGN_IN.zh;
  await page.goto(PATH);
  await expect(page.getByRole('heading', { name: labels.heading, level: 1 })).toBeVisible();
  await submitSignIn(page, account, password);
  await expect(page).not.toHaveURL(/\/admin\/login|itemKey=/);
  await expect(page.getByRole('heading', { name: '个人信息', level: 1 })).toBeVisible();
}

/** Encrypts a password field as the console does: base64, then RSA PKCS#1 v1.5, base64. */
async function encrypt(page: Page, password: string): Promise<string> {
  const pem = (await (await signedGet(page.request, '/share-system/system/publicKey', {})).json()).data as string;
  const plain = Buffer.from(Buffer.from(password, 'utf8').toString('base64'), 'utf8');
  return publicEncrypt({ key: pem, padding: constants.RSA_PKCS1_PADDING }, plain).toString('base64');
}

/** Changes the password of the page's session through the API (to put the demo password back). */
async function setPassword(page: Page, from: string, to: string) {
  const body = {
    oldPassword: await encrypt(page, from),
    newPassword: await encrypt(page, to),
    confirmPassword: await encrypt(page, to),
  };
  const response = await signedPost(page.request, '/share-system/userinfo/password/update', body, {
    token: await tokenOf(page),
  });
  expect((await response.json()).code).toBe(200);
}

test.describe('personal information (docs/behaviour.md, "Routes", /people_basic_info, keyboard only)', () => {
  test.describe.configure({ mode: 'serial' });

  test('a new password and a confirmation that differ show a field error and send nothing', async ({ page }) => {
    await signIn(page, ACCOUNT, 'zh', PATH);
    let sent = false;
    page.on('request', (request) => {
      if (request.url().includes('/password/update')) sent = true;
    });
    const { old, next, confirm } = passwordForm(page);
    await old.fill(DEMO_PASSWORD);
    await next.fill(NEW_PASSWORD);
    await confirm.fill(`${NEW_PASSWORD}x`);
    await confirm.press('Enter');
    await expect(confirm).toBeFocused();
    await expect(confirm).toHaveAttribute('aria-invalid', 'true');
    await expect(confirm).toHaveAccessibleDescription(/两次输入的新密码不一致/);
    expect(sent).toBe(false);
  });

  test('a wrong current password shows the server message', async ({ page }) => {
    await signIn(page, ACCOUNT, 'zh', PATH);
    const { old, next, confirm, submit } = passwordForm(page);
    await old.fill('Wrong2026pw');
    await next.fill(NEW_PASSWORD);
    await confirm.fill(NEW_PASSWORD);
    await submit.press('Enter');
    await expect(page.getByRole('status').getByText('原密码不正确')).toBeVisible();
    await expect(old).toHaveAccessibleDescription(/原密码不正确/);
  });

  test('changing the password signs out, and the new password signs in', async ({ page }) => {
    await signIn(page, ACCOUNT, 'zh', PATH);
    const { old, next, confirm, submit } = passwordForm(page);
    await old.fill(DEMO_PASSWORD);
    await next.fill(NEW_PASSWORD);
    await confirm.fill(NEW_PASSWORD);
    await submit.press('Enter');
    await expect(page.getByRole('alert').getByText('密码已修改，请使用新密码重新登录。')).toBeVisible();
    let restored = false;
    try {
      await page.getByRole('button', { name: '重新登录' }).press('Enter');
      await expect(page).toHaveURL(/\/admin\/login/);
      await signInWith(page, ACCOUNT, NEW_PASSWORD);
      await setPassword(page, NEW_PASSWORD, DEMO_PASSWORD);
      restored = true;
    } finally {
      if (!restored) {
        // Put the demo password back for the other journeys even when a step above failed.
        await signInWith(page, ACCOUNT, NEW_PASSWORD).catch(() => undefined);
        await setPassword(page, NEW_PASSWORD, DEMO_PASSWORD).catch(() => undefined);
      }
    }
  });

  test('an edited name shows on the page and in the user menu', async ({ page }) => {
    await signIn(page, ACCOUNT, 'zh', PATH);
    const name = page.getByRole('main').getByRole('textbox', { name: '姓名' });
    await expect(name).toHaveValue(PERSON_NAME);
    await name.fill('  王远航 ');
    await name.press('Enter');
    await expect(page.getByRole('status').getByText('姓名已更新')).toBeVisible();
    await expect(page.getByRole('button', { name: '用户菜单：王远航' })).toBeVisible();
    await expect(name).toHaveValue('王远航');

    await name.fill(PERSON_NAME);
    await name.press('Enter');
    await expect(page.getByRole('button', { name: `用户菜单：${PERSON_NAME}` })).toBeVisible();
  });
});
