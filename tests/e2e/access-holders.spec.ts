import { expect, test } from '@playwright/test';
import { applyFilters, openFromMenu, openLatestChange, pressRowButton, signIn } from '../support/console';

test.describe('role holders, role removals and authorisations, keyboard only (docs/screens.md, "Access")', () => {
  test('admin gives a role to an account, removes it for a reason, and the role removals keep the reason', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    await openFromMenu(page, '系统管理', '角色授权');
    const main = page.getByRole('main');
    await main.getByRole('button', { name: '授予角色' }).press('Enter');
    const give = page.getByRole('dialog', { name: '授予角色' });
    // Inside a form, Enter on a select submits the form: the arrow opens it.
    const role = give.getByRole('button', { name: /(^|\s)角色$/ });
    await expect(role).toBeEnabled();
    await role.press('ArrowDown');
    await page.getByRole('option', { name: '企业员工' }).press('Enter');
    await give.getByRole('textbox', { name: '账号' }).fill('admin.yh');
    await give.getByRole('button', { name: '授予角色' }).press('Enter');
    await expect(give).toBeHidden();

    const search = page.getByRole('searchbox', { name: '搜索姓名或账号' });
    await search.fill('admin.yh');
    await search.press('Enter');
    const grid = page.getByRole('grid', { name: '角色授权' });
    const row = grid.getByRole('row').filter({ hasText: '企业员工' });
    await expect(row).toHaveCount(1);
    await pressRowButton(page, row, '移除 王明远 的角色 企业员工');
    const confirm = page.getByRole('alertdialog', { name: '移除角色' });
    await expect(confirm.getByText('从 王明远（admin.yh）移除角色“企业员工”')).toBeVisible();
    // The reason is required: submitting without one says so on the field and removes nothing.
    await confirm.getByRole('button', { name: '移除' }).press('Enter');
    await expect(confirm.getByText('此项为必填项')).toBeVisible();
    await confirm.getByRole('textbox', { name: '移除原因' }).fill('演示结束，收回员工角色');
    await confirm.getByRole('button', { name: '移除' }).press('Enter');
    await expect(confirm).toBeHidden();
    await expect(row).toHaveCount(0);

    await openFromMenu(page, '系统管理', '角色移除记录');
    const removals = page.getByRole('grid', { name: '角色移除记录' });
    const record = removals.getByRole('row').filter({ hasText: '演示结束，收回员工角色' });
    await expect(record).toHaveCount(1);
    await expect(record.getByRole('gridcell', { name: 'admin.yh' }).first()).toBeVisible();
    await expect(record.getByRole('gridcell', { name: '企业员工' })).toBeVisible();

    // Both changes are in the operate log.
    await openFromMenu(page, '日志管理', '操作日志');
    await page.getByRole('button', { name: /对象$/ }).press('ArrowDown');
    await page.getByRole('option', { name: '角色授权', exact: true }).press('Enter');
    await applyFilters(page);
    const log = page.getByRole('grid', { name: '操作日志' });
    for (const action of ['授予角色', '移除角色']) {
      await expect(log.getByRole('gridcell', { name: action, exact: true }).first()).toBeVisible();
    }
  });

  test('admin takes the console from an account: the choice stays, and its sidebar is empty', async ({
    page,
    browser,
  }) => {
    // A generated person of 远航供应链 that no other journey signs in with or changes.
    const account = 'yh.0012';
    await signIn(page, 'admin');
    await openFromMenu(page, '系统管理', '授权管理');
    // The list starts on the company admin works under: its chip removed, it holds every company's.
    const chip = page.getByRole('grid', { name: '已选筛选' }).getByRole('row', { name: /^所属企业：/ });
    await chip.focus();
    await chip.press('Delete');
    await expect(chip).toHaveCount(0);
    const search = page.getByRole('searchbox', { name: '搜索姓名或账号' });
    await search.fill(account);
    await search.press('Enter');
    const row = page.getByRole('grid', { name: '授权管理' }).getByRole('row').filter({ hasText: account });
    await expect(row).toHaveCount(1);
    const open = /（yh\.0012）的授权应用$/;
    await pressRowButton(page, row, open);
    const dialog = page.getByRole('dialog', { name: open });
    const workbench = dialog.getByRole('checkbox', { name: '工作台' });
    await expect(workbench).toBeChecked();
    await workbench.press('Space');
    await expect(workbench).not.toBeChecked();
    await dialog.getByRole('button', { name: '保存' }).press('Enter');
    await expect(dialog).toBeHidden();

    await pressRowButton(page, row, open);
    await expect(dialog.getByRole('checkbox', { name: '工作台' })).not.toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: '电商平台' })).toBeChecked();
    await page.keyboard.press('Escape');

    const theirs = await (await browser.newContext({ locale: 'zh-CN' })).newPage();
    await signIn(theirs, account);
    const menu = theirs.getByRole('navigation', { name: '主菜单' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link')).toHaveCount(0);
    // A route generation that yields nothing warns, and the work bench stays.
    await theirs.goto('/admin/people_manage');
    await expect(theirs.getByRole('status').getByText('您没有该应用权限')).toBeVisible();
    await expect(theirs).toHaveURL(/\/admin\/index$/);
    await theirs.context().close();

    // The change is in the operate log with the account's applications before and after, by their
    // names (docs/screens.md, "Log manage"): 工作台 taken, 电商平台 kept.
    const { dialog: change, field } = await openLatestChange(page, '应用授权', '修改');
    await expect(field('账号').before).toHaveText(account);
    await expect(field('账号').after).toHaveText(account);
    await expect(field('已授权的应用').row.getByText('已修改')).toBeVisible();
    await expect(field('已授权的应用').before).toContainText('工作台');
    await expect(field('已授权的应用').after).not.toContainText('工作台');
    await expect(field('已授权的应用').before).toContainText('电商平台');
    await expect(field('已授权的应用').after).toContainText('电商平台');
    await expect(change).not.toContainText(/workbench|ecommerce|accountId/);
  });
});
