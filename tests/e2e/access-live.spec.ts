import { expect, test, type Page } from '@playwright/test';
import { applyFilters, chooseOption, openFromMenu, pressRowButton, signIn } from '../support/console';

/** Toggles the permission tree's row `name` with Space (APG treeview: Space checks a row). */
async function toggle(page: Page, name: string) {
  const row = page.getByRole('tree', { name: '菜单和权限' }).getByRole('treeitem', { name, exact: true });
  await row.focus();
  await row.press('Space');
}

/** Opens the assign-permissions screen on role `role`, on its menu tab (a cached view keeps its tab). */
async function assignPermissions(page: Page, role: string) {
  await openFromMenu(page, '系统管理', '分配权限');
  await chooseOption(page, page.getByRole('main'), /(^|\s)角色$/, role);
  await page.getByRole('main').getByRole('tab', { name: '分配权限' }).press('Enter');
  await expect(page.getByRole('tree', { name: '菜单和权限' })).toBeVisible();
}

test.describe('access administered from the console, keyboard only (docs/screens.md, "Access")', () => {
  test('a role granting one more route reaches its holder at once, a read-only field stays read only, and the revoke closes the view live', async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    await signIn(page, 'admin');

    // A role of the staff type, and a new person to hold it.
    await openFromMenu(page, '系统管理', '角色管理');
    await page.getByRole('button', { name: '新增角色' }).press('Enter');
    const roleForm = page.getByRole('dialog', { name: '新增角色' });
    await roleForm.getByRole('textbox', { name: '编码' }).fill('log_viewer');
    await roleForm.getByRole('textbox', { name: '中文名称' }).fill('日志查看员');
    await roleForm.getByRole('textbox', { name: '英文名称' }).fill('Log viewer');
    await chooseOption(page, roleForm, /角色类型$/, '员工');
    await roleForm.getByRole('button', { name: '保存' }).press('Enter');
    await expect(roleForm).toBeHidden();

    await openFromMenu(page, '组织管理', '人员管理');
    await page.getByRole('button', { name: '新增人员' }).press('Enter');
    const personForm = page.getByRole('dialog', { name: '新增人员' });
    await personForm.getByRole('textbox', { name: '账号' }).fill('log.viewer');
    await personForm.getByRole('textbox', { name: '姓名' }).fill('许知远');
    await personForm.getByRole('button', { name: '保存' }).press('Enter');
    await expect(personForm).toBeHidden();

    // The role opens the operation log and people manage; the phone is read only in its form.
    await assignPermissions(page, '日志查看员');
    await page.getByRole('treeitem', { name: '日志管理', exact: true }).focus();
    await page.keyboard.press('ArrowRight');
    await toggle(page, '操作日志');
    await page.getByRole('treeitem', { name: '组织管理', exact: true }).focus();
    await page.keyboard.press('ArrowRight');
    await toggle(page, '人员管理');
    await expect(page.getByRole('treeitem', { name: '人员管理', exact: true })).toHaveAttribute('aria-checked', 'true');
    await page.getByRole('button', { name: '保存' }).press('Enter');
    await expect(page.getByText('权限已保存')).toBeVisible();
    await page.getByRole('main').getByRole('tab', { name: '表单权限' }).press('Enter');
    await chooseOption(page, page.getByRole('main'), /表单$/, '人员');
    const phone = page.getByRole('radiogroup', { name: '手机号码' });
    await phone.getByRole('radio', { name: '只读' }).focus();
    await page.keyboard.press('Space');
    await page.getByRole('tabpanel', { name: '表单权限' }).getByRole('button', { name: '保存' }).press('Enter');
    await expect(page.getByText('权限已保存').last()).toBeVisible();

    await openFromMenu(page, '系统管理', '角色授权');
    await page.getByRole('button', { name: '授予角色' }).press('Enter');
    const give = page.getByRole('dialog', { name: '授予角色' });
    await chooseOption(page, give, /(^|\s)角色$/, '日志查看员');
    await give.getByRole('textbox', { name: '账号' }).fill('log.viewer');
    await give.getByRole('button', { name: '授予角色' }).press('Enter');
    await expect(give).toBeHidden();

    // The holder signs in and reaches both routes; the phone cannot be changed.
    const theirs = await (await browser.newContext({ locale: 'zh-CN' })).newPage();
    await signIn(theirs, 'log.viewer');
    await openFromMenu(theirs, '组织管理', '人员管理');
    await pressRowButton(theirs, theirs.getByRole('row').filter({ hasText: 'log.viewer' }), '编辑 许知远');
    const edit = theirs.getByRole('dialog', { name: '编辑 许知远' });
    await expect(edit.getByRole('textbox', { name: '手机号码' })).not.toBeEditable();
    await expect(edit.getByRole('textbox', { name: '姓名' })).toBeEditable();
    await theirs.keyboard.press('Escape');
    await openFromMenu(theirs, '日志管理', '操作日志');
    await expect(theirs.getByRole('heading', { name: '操作日志', level: 1 })).toBeVisible();
    const sidebar = theirs.getByRole('navigation', { name: '主菜单' });
    await expect(sidebar.getByRole('link', { name: '操作日志' })).toBeVisible();
    // A mark on the page's window: a reload would lose it.
    await theirs.evaluate(() => Object.assign(window, { notReloaded: true }));

    // Revoked: their open console loses the entry, the tag and the view, with no reload.
    await assignPermissions(page, '日志查看员');
    await page.getByRole('treeitem', { name: '日志管理', exact: true }).focus();
    await page.keyboard.press('ArrowRight');
    await toggle(page, '操作日志');
    await expect(page.getByRole('treeitem', { name: '操作日志', exact: true })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await page.getByRole('button', { name: '保存' }).press('Enter');
    await expect(page.getByText('权限已保存')).toBeVisible();

    await expect(theirs.getByRole('status').getByText('您没有该应用权限')).toBeVisible();
    await expect(theirs).toHaveURL(/\/admin\/index$/);
    await expect(sidebar.getByRole('link', { name: '操作日志' })).toHaveCount(0);
    await expect(
      theirs.getByRole('tablist', { name: '已打开的页面' }).getByRole('tab', { name: /操作日志/ }),
    ).toHaveCount(0);
    await expect(sidebar.getByRole('link', { name: '人员管理' })).toBeVisible();
    expect(await theirs.evaluate(() => 'notReloaded' in window)).toBe(true);

    // A role still held is not deleted: the confirmation names its holder before anything is sent.
    await openFromMenu(page, '系统管理', '角色管理');
    const search = page.getByRole('searchbox', { name: '搜索名称或编码' });
    await search.fill('log_viewer');
    await search.press('Enter');
    const roleRow = page.getByRole('grid', { name: '角色管理' }).getByRole('row').filter({ hasText: 'log_viewer' });
    await expect(roleRow).toHaveCount(1);
    await pressRowButton(page, roleRow, '删除 日志查看员');
    const confirmDelete = page.getByRole('alertdialog', { name: '删除角色' });
    await expect(confirmDelete).toContainText(
      '此角色仍由 1 个账号持有，须先在角色授权中移除，否则不能删除：许知远（log.viewer）',
    );
    await confirmDelete.getByRole('button', { name: '删除', exact: true }).press('Enter');
    await expect(page.getByText('还有 1 个账号持有此角色，请先移除：许知远（log.viewer）')).toBeVisible();
    await expect(roleRow).toHaveCount(1);

    // Each change is in the operate log.
    await openFromMenu(page, '日志管理', '操作日志');
    await page.getByRole('button', { name: /对象$/ }).press('ArrowDown');
    await page.getByRole('option', { name: '角色', exact: true }).press('Enter');
    await applyFilters(page);
    const log = page.getByRole('grid', { name: '操作日志' });
    for (const action of ['新增', '分配权限', '表单权限']) {
      await expect(log.getByRole('gridcell', { name: action, exact: true }).first()).toBeVisible();
    }
    await page.getByRole('button', { name: /对象$/ }).press('ArrowDown');
    await page.getByRole('option', { name: '角色授权', exact: true }).press('Enter');
    await applyFilters(page);
    await expect(log.getByRole('gridcell', { name: '授予角色', exact: true }).first()).toBeVisible();
    await theirs.context().close();
  });
});
