import { expect, test } from '@playwright/test';

test('the server answers the console HTML under /admin/ for any console address', async ({ request }) => {
  for (const address of ['/admin/index', '/admin/people_basic_info', '/admin/menu_manage?x=1']) {
    const response = await request.get(address, { headers: { accept: 'text/html' } });
    expect(response.status()).toBe(200);
    expect(await response.text()).toMatch(/<div id="root">\s*<!--[^>]*-->\s*<p role="status" id="boot-status"/);
  }
});

test("until its script runs, the console shows the session check in the language cookie's language", async ({
  page,
  context,
  baseURL,
}) => {
  // The console's scripts are never answered: what shows is index.html and theme-boot.js alone.
  await page.route('**/admin/assets/*.js', () => undefined);
  const english = 'Checking your session…';
  const chinese = '正在验证登录状态…';
  for (const [value, lang, shown, hidden] of [
    ['en', 'en', english, chinese],
    ['fr', 'zh-CN', chinese, english],
  ] as const) {
    await context.addCookies([{ name: 'language', value, url: baseURL ?? '' }]);
    await page.goto('/admin/index', { waitUntil: 'commit' });
    await expect(page.getByRole('status')).toMatchAriaSnapshot(`- status: ${shown}`);
    await expect(page.getByText(hidden)).toBeHidden();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
  }
});

test('the portal (docs/behaviour.md, "Portal") explains an errCode in words and shows one it does not know as text', async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto('/store/index');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await context.addCookies([{ name: 'language', value: 'en', url: baseURL ?? '' }]);
  await page.goto('/store/index?errCode=-2');
  await expect(page.getByRole('alert')).toContainText('The sign-in check did not finish (error code -2)');
  await page.goto(`/store/index?errCode=${encodeURIComponent('<img src=x onerror=alert(1)>')}`);
  await expect(page.getByRole('alert')).toContainText('(error code <img src=x onerror=alert(1)>)');
  await expect(page.locator('main img')).toHaveCount(0);
  // Switched to Chinese by its own button, the explanation follows.
  await page.getByRole('button', { name: '中文' }).press('Enter');
  await expect(page.getByRole('alert')).toContainText('（错误代码 <img src=x onerror=alert(1)>）');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
});
