import { expect, test, type Locator, type Page } from '@playwright/test';
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

/** Opens the menu of tag `name` by keyboard (Shift+F10 on the focused tag) and chooses `item` with the arrows and Enter. */
async function chooseFromTagMenu(page: Page, tablist: Locator, name: string, item: string): Promise<void> {
  const tab = tablist.getByRole('tab', { name, exact: true });
  await tab.focus();
  await tab.press('Shift+F10');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  const target = menu.getByRole('menuitem', { name: item, exact: true });
  await expect(target).toBeEnabled();
  for (let step = 0; step < 8 && !(await target.evaluate((element) => element === document.activeElement)); step++) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(target).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(menu).toBeHidden();
}

test.describe('the tag bar of visited views (docs/behaviour.md, "Tag bar", keyboard only)', () => {
  test('nine views leave eight tags with the work bench first; they survive a reload; the menu closes right, left, others and all, in zh and en, and never the work bench', async ({
    page,
  }) => {
    // Nine views, a reload and a language switch on a 2-core machine.
    test.setTimeout(90_000);
    await signIn(page, 'admin');
    for (const [group, name] of NINE_VIEWS) await openFromMenu(page, group, name);
    const tablist = page.getByRole('tablist', { name: '已打开的页面' });
    // The bar is renamed with the language.
    const tabs = page.getByRole('tablist', { name: /^(已打开的页面|Open views)$/ }).getByRole('tab');
    const afterNine = ['工作台', '人员管理', '菜单管理', '角色授权', '代码列表', '操作日志', '查询日志', '滞留票申请'];
    // The work bench is fixed: the two oldest views went instead.
    await expect(tabs).toHaveText(afterNine);
    await expect(tabs.last()).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('button', { name: '关闭 工作台' })).toHaveCount(0);

    await page.reload();
    await expect(tabs).toHaveText(afterNine);

    // On the work bench, nothing closes itself or lies to its left.
    const workbench = tablist.getByRole('tab', { name: '工作台' });
    await workbench.focus();
    await workbench.press('Shift+F10');
    await expect(page.getByRole('menuitem', { name: '关闭当前' })).toBeDisabled();
    await expect(page.getByRole('menuitem', { name: '关闭左侧' })).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(workbench).toBeFocused();

    // Close right from a middle tag: the active tag went with them, so the middle one shows.
    await chooseFromTagMenu(page, tablist, '代码列表', '关闭右侧');
    await expect(tabs).toHaveText(['工作台', '人员管理', '菜单管理', '角色授权', '代码列表']);
    await expect(page).toHaveURL(/\/admin\/code_list$/);
    // The view on screen changed: as after any navigation, focus is on its heading (WCAG 2.4.3).
    await expect(page.getByRole('heading', { name: '代码列表', level: 1 })).toBeFocused();

    await chooseFromTagMenu(page, tablist, '菜单管理', '关闭左侧');
    await expect(tabs).toHaveText(['工作台', '菜单管理', '角色授权', '代码列表']);
    await expect(page).toHaveURL(/\/admin\/code_list$/);
    // The view on screen stayed: focus stays on the tag whose menu was used.
    await expect(tablist.getByRole('tab', { name: '菜单管理' })).toBeFocused();

    await chooseFromTagMenu(page, tablist, '角色授权', '关闭其他');
    await expect(tabs).toHaveText(['工作台', '角色授权']);
    await expect(page).toHaveURL(/\/admin\/role_auth$/);
    await expect(page.getByRole('heading', { name: '角色授权', level: 1 })).toBeVisible();

    // Delete on the active tag opens the last remaining one; on the work bench it does nothing.
    await tablist.getByRole('tab', { name: '角色授权' }).press('Delete');
    await expect(page).toHaveURL(/\/admin\/index$/);
    await expect(tabs).toHaveText(['工作台']);
    await workbench.press('Delete');
    await expect(tabs).toHaveText(['工作台']);

    // The same menu in English: close all keeps the work bench.
    await openFromMenu(page, '系统管理', '菜单管理');
    await openFromMenu(page, '日志管理', '操作日志');
    await page.getByRole('button', { name: 'English' }).press('Enter');
    await expect(tabs).toHaveText(['Work bench', 'Menus', 'Operation log']);
    const english = page.getByRole('tablist', { name: 'Open views' });
    await chooseFromTagMenu(page, english, 'Menus', 'Close all');
    await expect(tabs).toHaveText(['Work bench']);
    await expect(page).toHaveURL(/\/admin\/index$/);
    await expect(page.getByRole('heading', { name: 'Work bench', level: 1 })).toBeFocused();
    await english.getByRole('tab', { name: 'Work bench' }).focus();
    await english.getByRole('tab', { name: 'Work bench' }).press('Shift+F10');
    await expect(page.getByRole('menuitem', { name: 'Close all' })).toBeDisabled();
    await expect(page.getByRole('menuitem', { name: 'Close others' })).toBeDisabled();
    await page.keyboard.press('Escape');
  });

  test('refresh in the menu opens the view, mounts it afresh and fetches its list again', async ({ page }) => {
    await signIn(page, 'admin');
    await openFromMenu(page, '组织管理', '人员管理');
    await openFromMenu(page, '系统管理', '代码列表');
    const tablist = page.getByRole('tablist', { name: '已打开的页面' });
    await tablist.getByRole('tab', { name: '人员管理' }).focus();
    await tablist.getByRole('tab', { name: '人员管理' }).press('Enter');
    // The keyword is part of the view's address; the selection mode is state of the view alone.
    const keyword = page.getByRole('searchbox', { name: '搜索姓名或账号' });
    await keyword.pressSequentially('zhou');
    await expect(page).toHaveURL(/\/admin\/people_manage\?keyword=zhou&companyId=\d+$/);
    await page.getByRole('button', { name: '批量选择' }).press('Enter');
    await expect(page.getByRole('button', { name: '退出批量选择' })).toBeVisible();

    // From another tag's menu it opens the view too.
    await tablist.getByRole('tab', { name: '代码列表' }).press('Enter');
    await expect(page).toHaveURL(/\/admin\/code_list$/);
    const fetched = page.waitForRequest((request) => request.url().includes('/person/list'));
    await chooseFromTagMenu(page, tablist, '人员管理', '重新加载');
    await fetched;
    await expect(page).toHaveURL(/\/admin\/people_manage\?keyword=zhou&companyId=\d+$/);
    await expect(keyword).toHaveValue('zhou');
    await expect(page.getByRole('button', { name: '批量选择' })).toBeVisible();
    await expect(page.getByRole('grid', { name: '人员管理' }).getByRole('row').nth(1)).toBeVisible();
    // As after any navigation, focus is on the view's heading (WCAG 2.4.3).
    await expect(page.getByRole('heading', { name: '人员管理', level: 1 })).toBeFocused();
  });
});
