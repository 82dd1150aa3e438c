import { expect, test, type Page } from '@playwright/test';
import { applyFilters, chooseOption, openFromMenu, signIn } from '../support/console';

/**
 * The account of this journey: a company administrator whose people list no other journey filters
 * by view. The journey deletes its view at the end, so the list opens as before for every later
 * visit.
 */
const ACCOUNT = 'manager';

const VIEW = '启用的采购部';

/**
 * Runs a choice of the views menu, `menu` (视图操作 / Views), by keyboard (APG menu button): Enter
 * opens it, Down Arrow moves, Enter runs.
 */
async function viewMenu(page: Page, menu: '视图操作' | 'Views', item: string): Promise<void> {
  const trigger = page.getByRole('button', { name: menu });
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
  test('save two filters as a view in Chinese; after a reload, in English, pick it and make it the default: the list opens in it from the menu', async ({
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
    await viewMenu(page, '视图操作', '保存为新视图…');
    const dialog = page.getByRole('dialog', { name: '保存视图' });
    const name = dialog.getByRole('textbox', { name: '视图名称' });
    await name.focus();
    await page.keyboard.type(VIEW);
    const saved = page.waitForResponse((response) => response.url().endsWith('/share-system/savedViews/add'));
    await page.keyboard.press('Enter');
    expect((await saved).ok()).toBe(true);
    await expect(dialog).toBeHidden();
    await expect(views).toContainText(VIEW);

    // After a reload on the standard view, the interface switched to English by keyboard (its
    // top bar button, named by the other language's own name), the saved one is picked from the
    // select: the rest of the journey reads the English names.
    await page.goto(page.url().split('?')[0] ?? '');
    await expect(views).toContainText('标准视图');
    await page.getByRole('button', { name: 'English' }).press('Enter');
    const filters = page.getByRole('search', { name: 'Filters' });
    const view = filters.getByRole('button', { name: /View$/ });
    await expect(view).toContainText('Standard view');
    await chooseOption(page, filters, /View$/, VIEW);
    await expect(page).toHaveURL(filtered);
    await expect(filters.getByRole('button', { name: /Status$/ })).toContainText('Enabled');
    await expect(filters.getByRole('button', { name: /Unit$/ })).toContainText('采购部');

    // The default: a fresh start of the list, from the sidebar, opens in it.
    const defaulted = page.waitForResponse((response) =>
      response.url().endsWith('/share-system/savedViews/setDefault'),
    );
    await viewMenu(page, 'Views', 'Make default view');
    expect((await defaulted).ok()).toBe(true);
    await expect(view).toContainText(`${VIEW} · default`);
    await page.goto('/admin/index');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    const tag = page.getByRole('tab', { name: 'People' });
    if (await tag.count()) {
      await tag.focus();
      await page.keyboard.press('Delete');
      await expect(tag).toHaveCount(0);
    }
    await openFromMenu(page, 'Organisation', 'People', 'en');
    await expect(page).toHaveURL(/enabled=Y/);
    await expect(page).toHaveURL(/unitId=\d+/);
    await expect(view).toContainText(VIEW);

    // Deleted (asked first): the list is back to the standard view on its next opening.
    await viewMenu(page, 'Views', 'Delete view');
    const confirm = page.getByRole('alertdialog', { name: 'Delete view' });
    await expect(confirm).toContainText(VIEW);
    const deleted = page.waitForResponse((response) => response.url().endsWith('/share-system/savedViews/delete'));
    await confirm.getByRole('button', { name: 'Delete view' }).press('Enter');
    expect((await deleted).ok()).toBe(true);
    await expect(view).toContainText('Unsaved filters');

    // A chip removed by keyboard (APG grid: Delete) widens the list at once; focus is on the next chip.
    const englishChips = filters.getByRole('grid', { name: 'Active filters' });
    // The pagination's count: "Rows 1–10 of 24", or "No rows" when nothing matches.
    const status = page.getByRole('navigation', { name: 'Pagination' }).getByRole('status');
    await expect(status).toHaveText(/^(Rows \d+–\d+ of \d+|No rows)$/);
    const total = async () => Number((await status.textContent())?.match(/of (\d+)$/)?.[1] ?? 0);
    const narrowed = await total();
    await englishChips.getByRole('row', { name: 'Unit: 采购部' }).focus();
    await page.keyboard.press('Delete');
    await expect(page).not.toHaveURL(/unitId=/);
    await expect(englishChips.getByRole('row', { name: 'Status: Enabled' })).toBeFocused();
    await expect(filters.getByRole('button', { name: /Unit$/ })).toContainText('All');
    await expect(async () => expect(await total()).toBeGreaterThan(narrowed)).toPass();
    // The last one removed, focus is on Search and the list is the standard view again.
    await page.keyboard.press('Delete');
    await expect(filters.getByRole('button', { name: 'Search', exact: true })).toBeFocused();
    await expect(view).toContainText('Standard view');
  });
});
