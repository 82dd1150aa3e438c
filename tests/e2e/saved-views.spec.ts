import { expect, test, type Page } from '@playwright/test';
import { applyFilters, chooseOption, openFromMenu, signIn } from '../support/console';

/**
 * The account of this journey: a company administrator whose people list no other journey filters
 * by view. The journey deletes its view at the end, so the list opens as before for every later
 * visit.
 */
const ACCOUNT = 'manager';

const VIEW = '启用的采购部';

/** Runs a choice of the 视图操作 / Views menu by keyboard (APG menu button): Enter opens it, Down Arrow moves, Enter runs. */
async function viewMenu(page: Page, item: string): Promise<void> {
  const trigger = page.getByRole('button', { name: '视图操作' });
  await expect(trigger).toBeEnabled();
  await trigger.press('Enter');
  const target = page.getByRole('menuitem', { name: item });
  await expect(target).toBeVisible();
  for (let step = 0; step < 8 && !(await target.evaluate((element) => element === document.activeElement)); step++)
    await page.keyboard.press('ArrowDown');
  await expect(target).toBeFocused();
  await page.keyboard.press('Enter');
}

test.describe('saved views of a list (docs/behaviour.md, "Lists", saved views), keyboard only', () => {
  test('save two filters as a view, pick it after a reload, make it the default: the list opens in it from the menu', async ({
    page,
  }) => {
    await signIn(page, ACCOUNT);
    await openFromMenu(page, '组织管理', '人员管理');
    const search = page.getByRole('search', { name: '筛选' });
    const views = search.getByRole('button', { name: /视图$/ });
    await expect(views).toContainText('标准视图');

    // Two filters: the enabled people of 采购部, then saved under a name.
    await chooseOption(page, search, /状态$/, '启用');
    await chooseOption(page, search, /所属部门$/, '采购部');
    await applyFilters(page, search);
    await expect(page).toHaveURL(/enabled=Y/);
    await expect(page).toHaveURL(/unitId=\d+/);
    // Applied, each filter is a chip under the bar.
    const chips = search.getByRole('grid', { name: '已选筛选' });
    await expect(chips.getByRole('row', { name: '所属部门：采购部' })).toBeVisible();
    await expect(chips.getByRole('row', { name: '状态：启用' })).toBeVisible();
    const filtered = page.url();
    await expect(views).toContainText('未保存的筛选');
    await viewMenu(page, '保存为新视图…');
    const dialog = page.getByRole('dialog', { name: '保存视图' });
    const name = dialog.getByRole('textbox', { name: '视图名称' });
    await name.focus();
    await page.keyboard.type(VIEW);
    const saved = page.waitForResponse((response) => response.url().endsWith('/share-system/savedViews/add'));
    await page.keyboard.press('Enter');
    expect((await saved).ok()).toBe(true);
    await expect(dialog).toBeHidden();
    await expect(views).toContainText(VIEW);

    // After a reload on the standard view, the saved one is picked from the select.
    await page.goto(page.url().split('?')[0] ?? '');
    await expect(views).toContainText('标准视图');
    await chooseOption(page, search, /视图$/, VIEW);
    await expect(page).toHaveURL(filtered);
    await expect(search.getByRole('button', { name: /状态$/ })).toContainText('启用');
    await expect(search.getByRole('button', { name: /所属部门$/ })).toContainText('采购部');

    // The default: a fresh start of the list, from the sidebar, opens in it.
    const defaulted = page.waitForResponse((response) =>
      response.url().endsWith('/share-system/savedViews/setDefault'),
    );
    await viewMenu(page, '设为默认视图');
    expect((await defaulted).ok()).toBe(true);
    await expect(views).toContainText(`${VIEW} · 默认`);
    await page.goto('/admin/index');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    const tag = page.getByRole('tab', { name: '人员管理' });
    if (await tag.count()) {
      await tag.focus();
      await page.keyboard.press('Delete');
      await expect(tag).toHaveCount(0);
    }
    await openFromMenu(page, '组织管理', '人员管理');
    await expect(page).toHaveURL(/enabled=Y/);
    await expect(page).toHaveURL(/unitId=\d+/);
    await expect(views).toContainText(VIEW);

    // Deleted (asked first): the list is back to the standard view on its next opening.
    await viewMenu(page, '删除视图');
    const confirm = page.getByRole('alertdialog', { name: '删除视图' });
    await expect(confirm).toContainText(VIEW);
    const deleted = page.waitForResponse((response) => response.url().endsWith('/share-system/savedViews/delete'));
    await confirm.getByRole('button', { name: '删除视图' }).press('Enter');
    expect((await deleted).ok()).toBe(true);
    await expect(views).toContainText('未保存的筛选');

    // A chip removed by keyboard (APG grid: Delete) widens the list at once; focus is on the next chip.
    const status = page.getByText(/^第 \d+–\d+ 条，共 \d+ 条$/);
    const total = async () => Number((await status.textContent())?.match(/共 (\d+) 条/)?.[1]);
    const narrowed = await total();
    await chips.getByRole('row', { name: '所属部门：采购部' }).focus();
    await page.keyboard.press('Delete');
    await expect(page).not.toHaveURL(/unitId=/);
    await expect(chips.getByRole('row', { name: '状态：启用' })).toBeFocused();
    await expect(search.getByRole('button', { name: /所属部门$/ })).toContainText('全部');
    await expect(async () => expect(await total()).toBeGreaterThan(narrowed)).toPass();
    // The last one removed, focus is on 查询 and the list is the standard view again.
    await page.keyboard.press('Delete');
    await expect(search.getByRole('button', { name: '查询' })).toBeFocused();
    await expect(views).toContainText('标准视图');
  });
});
