import { expect, test } from '@playwright/test';
import { openFromMenu, signIn } from '../support/console';

const NINE_VIEWS: [string | null, string][] = [
  ['组织管理', '企业管理'],
  ['组织管理', '组织架构'],
  ['组织管理', '人员管理'],
  ['系统管理', '菜单管理'],
  ['系统管理', '角色授权'],
  ['系统管理', '代码列表'],
  ['日志管理', '操作日志'],
  ['日志管理', '查询日志'],
  ['滞留票管理', '滞留票申请'],
];

test.describe('the tag bar of visited views (docs/behaviour.md, "Routes", keyboard only)', () => {
  test('nine views leave eight tags, the oldest gone; the tags survive a reload', async ({ page }) => {
    await signIn(page, 'admin');
    for (const [group, name] of NINE_VIEWS) await openFromMenu(page, group, name);
    const tabs = page.getByRole('tablist', { name: '已打开的页面' }).getByRole('tab');
    await expect(tabs).toHaveCount(8);
    // The work bench and the first view were the oldest.
    await expect(tabs.filter({ hasText: '工作台' })).toHaveCount(0);
    await expect(tabs.filter({ hasText: '企业管理' })).toHaveCount(0);
    await expect(tabs.last()).toHaveText('滞留票申请');
    await expect(tabs.last()).toHaveAttribute('aria-selected', 'true');

    await page.reload();
    await expect(page.getByRole('tablist', { name: '已打开的页面' }).getByRole('tab')).toHaveCount(8);
  });

  test('Shift+F10 on a tag opens its menu, and "close others" leaves that tag alone', async ({ page }) => {
    await signIn(page, 'admin');
    await openFromMenu(page, '系统管理', '菜单管理');
    await openFromMenu(page, '日志管理', '操作日志');
    const tablist = page.getByRole('tablist', { name: '已打开的页面' });
    const tab = tablist.getByRole('tab', { name: '菜单管理' });
    await tab.focus();
    await tab.press('Enter');
    await expect(page).toHaveURL(/\/admin\/menu_manage$/);
    await tab.press('Shift+F10');
    await page.getByRole('menuitem', { name: '关闭其他' }).press('Enter');
    await expect(tablist.getByRole('tab')).toHaveCount(1);
    await expect(tablist.getByRole('tab')).toHaveText('菜单管理');
  });

  test('Delete on the active tag goes to the last remaining tag, and to the root when none remains', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    await openFromMenu(page, '系统管理', '菜单管理');
    const tablist = page.getByRole('tablist', { name: '已打开的页面' });
    await tablist.getByRole('tab', { name: '菜单管理' }).press('Delete');
    await expect(page).toHaveURL(/\/admin\/index$/);
    await expect(tablist.getByRole('tab')).toHaveCount(1);
    await tablist.getByRole('tab', { name: '工作台' }).press('Delete');
    // The root redirects to the work bench, which opens a new tag.
    await expect(page).toHaveURL(/\/admin\/index$/);
    await expect(page.getByRole('heading', { name: '工作台', level: 1 })).toBeVisible();
  });
});
