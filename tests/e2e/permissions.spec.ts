import { expect, test } from '@playwright/test';
import { signIn } from '../support/console';

test.describe('routes the server did not grant (docs/behaviour.md, "Routes", route guard)', () => {
  test('buyer opening a route it was not granted is warned and lands on the work bench, in Chinese', async ({
    page,
  }) => {
    await signIn(page, 'buyer');
    await page.goto('/admin/menu_manage');
    await expect(page.getByRole('status').getByText('您没有该应用权限')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/index$/);
    await expect(page.getByRole('heading', { name: '工作台', level: 1 })).toBeVisible();
  });

  test('and in English', async ({ page }) => {
    await signIn(page, 'buyer');
    await page.getByRole('button', { name: 'English' }).press('Enter');
    await expect(page.getByRole('heading', { name: 'Work bench', level: 1 })).toBeVisible();
    await page.goto('/admin/menu_manage');
    await expect(page.getByRole('status').getByText('You have no permission for this application')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/index$/);
  });

  test('buyer sees fewer menus than admin', async ({ page }) => {
    await signIn(page, 'buyer');
    const menu = page.getByRole('navigation', { name: '主菜单' });
    await expect(menu.getByRole('link').first()).toBeVisible();
    await expect(menu.getByRole('link', { name: '菜单管理' })).toHaveCount(0);
    await expect(menu.getByRole('button', { name: '系统管理' })).toHaveCount(0);
  });
});
