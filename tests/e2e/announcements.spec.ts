import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolation } from '../support/axe';
import { openFromMenu, pressRowButton, runStamp, signIn } from '../support/console';

/** Adds a draft announcement `title` for the role 企业管理员 (manager holds it), by keyboard. */
async function addDraft(page: Page, title: string) {
  await page.getByRole('button', { name: '新增公告' }).press('Enter');
  const add = page.getByRole('dialog', { name: '新增公告' });
  await add.getByRole('textbox', { name: '标题' }).fill(title);
  await add.getByRole('textbox', { name: '正文' }).fill('周五下午盘点仓库，请提前安排。');
  // Inside a form, Enter on a select submits the form (as on a text field): the arrow opens it.
  await add.getByRole('button', { name: /发布范围$/ }).press('ArrowDown');
  await page.getByRole('option', { name: '某个角色' }).press('Enter');
  const role = add.getByRole('button', { name: /角色$/ }).last();
  await expect(role).toBeEnabled();
  await role.press('ArrowDown');
  await page.getByRole('option', { name: '企业管理员' }).press('Enter');
  await add.getByRole('button', { name: '保存' }).press('Enter');
  await expect(add).toBeHidden();
}

test.describe('announcements, keyboard only (docs/screens.md, "Announcements")', () => {
  test('admin publishes to a role; its holder sees the banner arrive live, dismisses it, and the list counts the read', async ({
    page,
    browser,
    baseURL,
  }) => {
    const title = `盘点通知 ${runStamp()}`;
    await signIn(page, 'admin');
    await openFromMenu(page, '系统管理', '公告管理');

    await addDraft(page, title);

    const grid = page.getByRole('grid', { name: '公告管理' });
    const row = grid.getByRole('row').filter({ has: page.getByRole('rowheader', { name: title }) });
    await expect(row.getByRole('gridcell', { name: '草稿', exact: true })).toBeVisible();

    // manager, the one enterprise administrator of 汇采集团, in a browser of their own.
    const other = await browser.newContext({ baseURL, locale: 'zh-CN' });
    const reader = await other.newPage();
    await signIn(reader, 'manager');
    await expect(reader.getByText('实时连接：已连接')).toBeAttached();
    const bell = reader.getByRole('button', { name: /^提醒消息/ });
    await bell.focus();

    await pressRowButton(page, row, `立即发布 ${title}`);
    await expect(row.getByRole('gridcell', { name: '已发布', exact: true })).toBeVisible();

    const banner = reader.getByRole('region', { name: '公告' });
    await expect(banner.getByText(title)).toBeVisible();
    await expect(banner.getByText('周五下午盘点仓库，请提前安排。')).toBeVisible();
    // Said politely, without taking focus.
    await expect(reader.getByRole('status').filter({ hasText: `新公告：${title}` })).toBeAttached();
    await expect(bell).toBeFocused();
    await expectNoAxeViolation(reader);

    await banner.getByRole('button', { name: `关闭公告：${title}` }).press('Escape');
    await expect(banner).toHaveCount(0);
    await expect(reader.locator('#main')).toBeFocused();
    await other.close();

    await page.reload();
    await expect(row.getByRole('gridcell', { name: '已读 1 / 1', exact: true })).toBeVisible();

    await pressRowButton(page, row, `撤回 ${title}`);
    const confirm = page.getByRole('alertdialog', { name: '撤回公告' });
    await expect(confirm).toContainText(title);
    await confirm.getByRole('button', { name: '撤回', exact: true }).press('Enter');
    await expect(row.getByRole('gridcell', { name: '已撤回', exact: true })).toBeVisible();
  });

  test('a withdrawal takes the banner from an open console at once', async ({ page, browser, baseURL }) => {
    const title = `停电通知 ${runStamp()}`;
    await signIn(page, 'admin');
    await openFromMenu(page, '系统管理', '公告管理');
    await addDraft(page, title);
    const row = page
      .getByRole('grid', { name: '公告管理' })
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: title }) });

    const other = await browser.newContext({ baseURL, locale: 'zh-CN' });
    const reader = await other.newPage();
    await signIn(reader, 'manager');
    await expect(reader.getByText('实时连接：已连接')).toBeAttached();
    await pressRowButton(page, row, `立即发布 ${title}`);
    const banner = reader.getByRole('region', { name: '公告' });
    await expect(banner.getByText(title)).toBeVisible();

    await pressRowButton(page, row, `撤回 ${title}`);
    await page
      .getByRole('alertdialog', { name: '撤回公告' })
      .getByRole('button', { name: '撤回', exact: true })
      .press('Enter');
    await expect(row.getByRole('gridcell', { name: '已撤回', exact: true })).toBeVisible();
    // No reload: the push tells the reader's console.
    await expect(banner.getByText(title)).toHaveCount(0);
    await other.close();
  });
});
