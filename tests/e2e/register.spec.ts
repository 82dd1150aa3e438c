import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolationInBothSchemes } from '../support/axe';
import { submitSignIn } from '../support/console';
import { type OwnServer, startOwnServer } from '../support/own-server';
import { pageCheckProblems } from '../support/page-checks';

// Its own server, logging at `info`: the reference SMS sender logs each message it writes to the
// outbox (docs/architecture.md, "Text messages"), which is where this journey reads its codes.
let server: OwnServer;
test.beforeAll(async () => {
  server = await startOwnServer('', { LOG_LEVEL: 'info' });
});
test.afterAll(() => server.dispose());

/** The latest code the reference sender sent to `phone`, from the server's log. */
async function outboxCode(phone: string): Promise<string> {
  let code = '';
  await expect
    .poll(() => {
      const lines = server
        .output()
        .split('\n')
        .filter((line) => line.includes('"text message written to the outbox"') && line.includes(`"${phone}"`));
      code = /\b\d{6}\b/.exec((JSON.parse(lines.at(-1) ?? '{}') as { text?: string }).text ?? '')?.[0] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/** Fills the form step and moves on by keyboard. */
async function fillForm(page: Page, details: { account: string; phone: string; binCode: string }) {
  await page.getByRole('textbox', { name: '企业名称' }).fill('杭州新源供应链有限公司');
  await page.getByRole('textbox', { name: '统一社会信用代码' }).fill(details.binCode);
  await page.getByRole('textbox', { name: '联系人姓名' }).fill('赵六');
  await page.getByRole('textbox', { name: '手机号码' }).fill(details.phone);
  await page.getByRole('textbox', { name: '账号' }).fill(details.account);
  await page.getByRole('textbox', { name: '密码', exact: true }).fill('Supplier2026');
  await page.getByRole('textbox', { name: '确认密码' }).fill('Supplier2026');
  await page.getByRole('button', { name: '下一步' }).press('Enter');
}

/**
 * The audits of a step that tests/a11y/console.a11y.spec.ts cannot reach without registering: axe
 * in both schemes, then the page checks (docs/accessibility.md).
 */
async function audit(page: Page) {
  await expectNoAxeViolationInBothSchemes(page);
  expect(await pageCheckProblems(page)).toEqual([]);
}

async function agree(page: Page) {
  await expect(page.getByRole('heading', { name: '注册说明', level: 2 })).toBeFocused();
  await page.getByRole('checkbox', { name: '我已阅读并同意以上说明' }).press('Space');
  await page.getByRole('button', { name: '下一步' }).press('Enter');
}

test.describe('supplier registration (docs/behaviour.md, "Supplier registration")', () => {
  test('a visitor registers a supplier through the four steps, then signs in as its account', async ({ page }) => {
    // A step named by address before the earlier ones are done goes to the first one not done.
    await page.goto(`${server.baseURL}/admin/register?step=confirm`);
    await expect(page).toHaveURL(/\/admin\/register\?step=explanation$/);
    // The design system's stepper: an ordered list, the current step marked, its state in words.
    const steps = page.getByRole('list', { name: '注册步骤' });
    await expect(steps.getByRole('listitem')).toHaveCount(4);
    await expect(steps.locator('[aria-current="step"]')).toContainText('注册说明, 当前步骤');
    await agree(page);

    await expect(page.getByRole('heading', { name: '填写信息', level: 2 })).toBeFocused();
    await expect(steps.locator('[aria-current="step"]')).toContainText('填写信息, 当前步骤');
    await expect(steps.getByRole('listitem').first()).toContainText('注册说明, 已完成');
    // A taken account name is refused on its field.
    await fillForm(page, { account: 'buyer', phone: '13911110001', binCode: '91330100MA2CCCCC1X' });
    await expect(page.getByText('账号 buyer 已被使用').first()).toBeVisible();
    await page.getByRole('textbox', { name: '账号' }).fill('xinyuan.sup');
    await page.getByRole('button', { name: '下一步' }).press('Enter');

    await expect(page.getByRole('heading', { name: '验证手机', level: 2 })).toBeFocused();
    // Back keeps what was typed.
    await page.getByRole('button', { name: '上一步' }).press('Enter');
    await expect(page.getByRole('textbox', { name: '账号' })).toHaveValue('xinyuan.sup');
    await expect(page.getByRole('textbox', { name: '手机号码' })).toHaveValue('13911110001');
    await page.getByRole('button', { name: '下一步' }).press('Enter');

    await page.getByRole('button', { name: '发送验证码' }).press('Enter');
    await expect(page.getByRole('status').filter({ hasText: '验证码已发送至 13911110001' })).toBeVisible();
    const code = await outboxCode('13911110001');
    const field = page.getByRole('textbox', { name: '验证码' });
    await field.fill(code === '000000' ? '000001' : '000000');
    await field.press('Enter');
    await expect(page.getByText('验证码错误，还可尝试 4 次').first()).toBeVisible();
    await audit(page);
    await field.fill(code);
    await field.press('Enter');

    await expect(page.getByRole('heading', { name: '确认注册', level: 2 })).toBeFocused();
    await expect(page.getByText('xinyuan.sup')).toBeVisible();
    await audit(page);
    await page.getByRole('button', { name: '注册', exact: true }).press('Enter');
    await expect(page.getByRole('heading', { name: '注册成功：请用账号 xinyuan.sup 登录' })).toBeFocused();

    await page.getByRole('link', { name: '去登录' }).press('Enter');
    await submitSignIn(page, 'xinyuan.sup', 'Supplier2026');
    await expect(page).toHaveURL(/\/admin\/index$/);
    await expect(page.getByRole('heading', { name: '工作台', level: 1 })).toBeVisible();
  });

  test('the sign-in page leads a visitor without an account to the registration', async ({ page }) => {
    await page.goto(`${server.baseURL}/admin/login`);
    await page.getByRole('link', { name: '没有账号？注册为供应商' }).press('Enter');
    await expect(page).toHaveURL(/\/admin\/register\?step=explanation$/);
    await expect(page.getByRole('heading', { name: '供应商注册', level: 1 })).toBeVisible();
  });

  test('five wrong codes lock the code: even the right one is refused then', async ({ page }) => {
    await page.goto(`${server.baseURL}/admin/register`);
    await agree(page);
    await fillForm(page, { account: 'locked.sup', phone: '13911110002', binCode: '91330100MA2DDDDD1X' });
    await page.getByRole('button', { name: '发送验证码' }).press('Enter');
    const code = await outboxCode('13911110002');
    // Five different wrong codes, as a person retyping would enter them.
    const wrong = ['111111', '222222', '333333', '444444', '555555', '666666'].filter((guess) => guess !== code);
    const field = page.getByRole('textbox', { name: '验证码' });
    for (let left = 4; left >= 1; left--) {
      await field.fill(wrong[4 - left] ?? '');
      await field.press('Enter');
      await expect(page.getByText(`验证码错误，还可尝试 ${left} 次`).first()).toBeVisible();
    }
    await field.fill(wrong[4] ?? '');
    await field.press('Enter');
    await expect(page.getByText('验证码错误次数过多，已失效，请重新获取').first()).toBeVisible();
    await field.fill(code);
    await field.press('Enter');
    await expect(page.getByText('验证码错误次数过多，已失效，请重新获取').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: '验证手机', level: 2 })).toBeVisible();
  });
});
