import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, pressRowButton, signIn, submitSignIn } from '../support/console';

test.describe('signing in through the sign-on page (docs/behaviour.md, "Sign-on")', () => {
  test('a signed-out visitor of /admin/index is sent to the sign-on page, signs in as admin and keeps the session over a reload and a browser restart', async ({
    page,
    browser,
  }) => {
    await page.goto('/admin/index');
    await expect(page).toHaveURL(/\/admin\/login\?appId=4&redirectUrl=/);
    await expect(page.getByRole('heading', { name: '登录', level: 1 })).toBeVisible();
    // The test server runs the demo seed, so the sign-on service lets the page name its accounts.
    await expect(page.getByText('演示账号：admin 或 buyer')).toBeVisible();

    await page.getByRole('textbox', { name: '账号' }).fill('  admin  ');
    await page.getByRole('textbox', { name: '密码', exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: '登录' }).press('Enter');

    await expect(page).toHaveURL(/\/admin\/index$/);
    await expect(page.getByRole('heading', { name: '工作台', level: 1 })).toBeVisible();
    const menu = page.getByRole('navigation', { name: '主菜单' });
    await expect(menu.getByRole('button', { name: '系统管理' })).toBeVisible();

    await page.reload();
    await expect(page).toHaveURL(/\/admin\/index$/);
    await expect(page.getByRole('heading', { name: '工作台', level: 1 })).toBeVisible();

    // The user type lives as long as the token (one day), so a browser restart, which drops the
    // session cookies, keeps both (docs/behaviour.md, "Session").
    const cookies = await page.context().cookies();
    const expiry = (name: string) => cookies.find((cookie) => cookie.name === name)?.expires ?? 0;
    const day = Date.now() / 1000 + 86_400;
    expect(expiry('token')).toBeGreaterThan(day - 300);
    expect(expiry('token')).toBeLessThanOrEqual(day + 60);
    expect(Math.abs(expiry('user_type') - expiry('token'))).toBeLessThan(300);
    const restarted = await browser.newContext({ locale: 'zh-CN' });
    await restarted.addCookies(cookies.filter((cookie) => cookie.expires > 0));
    const again = await restarted.newPage();
    await again.goto('/admin/people_manage');
    const people = again.getByRole('grid', { name: '人员管理' });
    // Still admin: the reminder action (a grant of admin's) is in a row's 更多 menu and opens its dialog.
    await pressRowButton(again, people.getByRole('row').nth(1), /^向 .+ 发送提醒$/);
    await expect(again.getByRole('dialog')).toBeVisible();
    await restarted.close();
  });

  test('the sidebar shows admin the granted menus, leaves the hidden entry out and leads to the help centre', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    const menu = page.getByRole('navigation', { name: '主菜单' });
    const group = menu.getByRole('button', { name: '系统管理' });
    await group.press('Enter');
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    const link = menu.getByRole('link', { name: '代码列表', exact: true });
    await link.press('Enter');
    await expect(page).toHaveURL(/\/admin\/code_list$/);
    await expect(link).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { name: '代码列表', level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByRole('grid', { name: '代码列表' })).toBeVisible();
    // The help entry is the console's own help centre (docs/behaviour.md, "Help centre").
    const help = menu.getByRole('link', { name: '帮助中心' });
    await expect(help).toHaveAttribute('href', '/admin/help');
    await expect(help).toHaveAccessibleDescription('常见任务的操作指南');
    await expect(help).not.toHaveAttribute('target');
    await menu.getByRole('button', { name: '滞留票管理' }).press('Enter');
    await expect(menu.getByRole('link', { name: '滞留票申请' })).toBeVisible();
    await expect(menu.getByRole('link', { name: '滞留票订单' })).toHaveCount(0);
  });

  test('a reload of a deep address is served by the history fallback and keeps the session', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/admin/people_basic_info');
    await expect(page.getByRole('heading', { name: '个人信息', level: 1 })).toBeVisible();
  });
});

test.describe('bad input on the sign-on page', () => {
  test('a blank account and a blank password get field errors and nothing is sent', async ({ page }) => {
    await page.goto('/admin/login');
    let posted = false;
    page.on('request', (request) => {
      if (request.url().includes('/ibs/loginNew')) posted = true;
    });
    await page.getByRole('textbox', { name: '账号' }).fill('   ');
    await page.getByRole('button', { name: '登录' }).press('Enter');
    await expect(page.getByText('请输入账号')).toBeVisible();
    await expect(page.getByText('请输入密码')).toBeVisible();
    await expect(page.getByRole('textbox', { name: '账号' })).toHaveAttribute('aria-invalid', 'true');
    expect(posted).toBe(false);
  });

  for (const [what, account, password] of [
    ['a wrong password', 'admin', 'not-the-password'],
    ['an unknown account', 'nobody-here', DEMO_PASSWORD],
  ] as const) {
    test(`${what} shows the server's message in the user's language and stays on the page`, async ({ page }) => {
      for (const language of ['zh', 'en'] as const) {
        await page.context().clearCookies();
        await page.goto('/admin/login');
        if (language === 'en') await page.getByRole('button', { name: 'English' }).press('Enter');
        await submitSignIn(page, account, password, language);
        const alert = page.getByRole('alert');
        await expect(alert).toHaveText(language === 'zh' ? /账号或密码错误/ : /account or password is incorrect/i);
        await expect(page).toHaveURL(/\/admin\/login/);
      }
    });
  }

  for (const hostile of ['//evil.example', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)']) {
    test(`a redirectUrl of ${hostile} is ignored: the person lands on the work bench`, async ({ page, baseURL }) => {
      await page.goto(`/admin/login?appId=4&redirectUrl=${encodeURIComponent(hostile)}`);
      await page.getByRole('textbox', { name: '账号' }).fill('admin');
      await page.getByRole('textbox', { name: '密码', exact: true }).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: '登录' }).press('Enter');
      await expect(page).toHaveURL(`${baseURL}/admin/index`);
      await expect(page.getByRole('heading', { name: '工作台', level: 1 })).toBeVisible();
    });
  }

  test('a same-origin redirectUrl under /admin/ is honoured after sign-in', async ({ page }) => {
    await page.goto(`/admin/login?appId=4&redirectUrl=${encodeURIComponent('/admin/people_basic_info')}`);
    await page.getByRole('textbox', { name: '账号' }).fill('admin');
    await page.getByRole('textbox', { name: '密码', exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: '登录' }).press('Enter');
    await expect(page).toHaveURL(/\/admin\/people_basic_info$/);
  });

  test('an errCode reaching a signed-out console is passed on to the portal, which explains it in words', async ({
    page,
  }) => {
    await page.goto('/admin/index?errCode=-2');
    await expect(page).toHaveURL(/\/store\/index\?errCode=-2$/);
    await expect(page.getByRole('heading', { name: '欢迎来到集采工作台', level: 1 })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('登录检查没有完成（错误代码 -2）');
    // The way into the console: signed out, it leads to the sign-on page.
    await page.getByRole('link', { name: '进入工作台' }).press('Enter');
    await expect(page.getByRole('heading', { name: '登录', level: 1 })).toBeVisible();
  });
});

test.describe('the sign-in page as a page of its own (docs/architecture.md, "Sign-in page")', () => {
  test('ties each error to its field, reveals the password on request and switches language in place', async ({
    page,
  }) => {
    await page.goto('/admin/login');
    // The product's name beside its logo, in the page's banner (docs/architecture.md, "Sign-in page").
    await expect(page.getByRole('banner')).toContainText('集采工作台');
    await expect(page).toHaveTitle('登录 · 集采工作台');
    const account = page.getByRole('textbox', { name: '账号' });
    await page.getByRole('button', { name: '登录' }).press('Enter');
    await expect(account).toBeFocused();
    await expect(account).toHaveAccessibleDescription('请输入账号');
    await expect(page.getByRole('textbox', { name: '密码', exact: true })).toHaveAccessibleDescription('请输入密码');

    const reveal = page.getByRole('button', { name: '显示密码' });
    await reveal.press('Enter');
    await expect(reveal).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('#password')).toHaveAttribute('type', 'text');

    await page.getByRole('button', { name: 'English' }).press('Enter');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
    await expect(page.getByRole('banner')).toContainText('Workbench');
    await expect(page).toHaveTitle('Sign in · Workbench');
    await expect(page.getByRole('textbox', { name: 'Account' })).toHaveAccessibleDescription('Enter your account');
    await expect(page.getByRole('button', { name: '中文' })).toBeVisible();
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'language')?.value).toBe('en');
  });

  test('before its script has run, the form cannot be sent: the password never reaches the address', async ({
    page,
  }) => {
    // Hold the page's module back, as a slow network does.
    await page.route(/\/assets\/sign-in-[\w-]+\.js$/, () => undefined);
    await page.goto('/admin/login', { waitUntil: 'commit' });
    const submit = page.getByRole('button', { name: '登录' });
    await expect(submit).toBeDisabled();
    await page.getByRole('textbox', { name: '账号' }).fill('admin');
    const secret = page.getByRole('textbox', { name: '密码', exact: true });
    await secret.fill(DEMO_PASSWORD);
    await secret.press('Enter');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(secret).toHaveValue(DEMO_PASSWORD);
  });

  test('loads no more than the form needs: no React, and the password key and encryption only on submit', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { name: '登录', level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // theme-boot.js, the page's module and the small chunks it shares with the portal and the app
    // (the cookies, the lean pages' language switch, the redirect rule, the bundler's runtime).
    expect(scripts.length).toBeLessThanOrEqual(6);
    expect(await page.evaluate(() => document.querySelector('#root'))).toBeNull();
    const encryption = /\/password-fields-[\w-]+\.js$/;
    expect(scripts.some((url) => encryption.test(url))).toBe(false);
    await submitSignIn(page, 'admin');
    await expect(page).toHaveURL(/\/admin\/index$/);
    expect(scripts.some((url) => encryption.test(url))).toBe(true);
  });
});
