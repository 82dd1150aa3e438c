import { expect, test } from '@playwright/test';

test('the server answers the console HTML under /admin/ for any console address', async ({ request }) => {
  for (const address of ['/admin/index', '/admin/people_basic_info', '/admin/menu_manage?x=1']) {
    const response = await request.get(address, { headers: { accept: 'text/html' } });
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('<div id="root"></div>');
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
