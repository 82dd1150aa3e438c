import { expect, test } from '@playwright/test';

test('the server answers the console HTML under /admin/ for any console address', async ({ request }) => {
  for (const address of ['/admin/index', '/admin/people_basic_info', '/admin/menu_manage?x=1']) {
    const response = await request.get(address, { headers: { accept: 'text/html' } });
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('<div id="root"></div>');
  }
});

test('the portal explains an errCode and escapes what it does not know', async ({ page }) => {
  await page.goto('/store/index?errCode=-2');
  await expect(page.getByRole('main')).toContainText(/认证|authentication/i);
  await page.goto(`/store/index?errCode=${encodeURIComponent('<img src=x onerror=alert(1)>')}`);
  await expect(page.getByRole('main')).toContainText('<img src=x onerror=alert(1)>');
  await expect(page.locator('main img')).toHaveCount(0);
});
