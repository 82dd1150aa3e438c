import { expect, test, type Locator, type Page } from '@playwright/test';
import { applyFilters, chooseOption, openFromMenu, signIn } from '../support/console';

/**
 * The account of this journey: the administrator of 远航供应链, whose unit 总经理办公室 holds them
 * and about seventy generated people (the seed's fixed faker seed: the same people every run).
 * The journey enables again the people it disables.
 */
const ACCOUNT = 'admin.yh';

/** Selects the grid's rows by keyboard (APG grid): focus on the first, Space, then Down Arrow and Space. */
async function selectRows(page: Page, grid: Locator, count: number): Promise<void> {
  const first = grid.getByRole('row').nth(1);
  await first.focus();
  await page.keyboard.press('Space');
  for (let row = 1; row < count; row++) {
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
  }
}

/** Selects the ten rows of the first page and two of the second: the selection spans pages. */
async function selectTwelve(page: Page, grid: Locator, toolbar: Locator): Promise<void> {
  await selectRows(page, grid, 10);
  await expect(toolbar).toContainText('10 selected');
  await page.getByRole('button', { name: 'Next page' }).press('Enter');
  await expect(page.getByText(/^Rows 11–20 of \d+$/)).toBeVisible();
  // The first page's rows stay while the second loads (docs/behaviour.md, "Lists"): its rows, none
  // selected yet, have replaced them once the first is not selected.
  await expect(grid.getByRole('row').nth(1)).not.toHaveAttribute('aria-selected', 'true');
  await selectRows(page, grid, 2);
  await expect(toolbar).toContainText('12 selected');
}

/** Presses the toolbar's button `name` (APG toolbar: one Tab stop, then the arrow keys). */
async function pressTool(page: Page, toolbar: Locator, name: string): Promise<void> {
  const target = toolbar.getByRole('button', { name, exact: true });
  await toolbar.getByRole('button').first().focus();
  for (let step = 0; step < 6 && !(await target.evaluate((element) => element === document.activeElement)); step++)
    await page.keyboard.press('ArrowRight');
  await expect(target).toBeFocused();
  await page.keyboard.press('Enter');
}

test.describe('bulk work on a list (docs/behaviour.md, "Lists", bulk work), keyboard only', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: 'language', value: 'en', url: baseURL ?? '' }]);
  });

  test('select 12 people over two pages, disable them in one request: 11 done, the own account refused and said why; 12 rows in the operate log, read in Chinese', async ({
    page,
  }) => {
    // Two bulk writes and the operation log: more than a minute on a loaded machine.
    test.slow();
    await signIn(page, ACCOUNT, 'en');
    await openFromMenu(page, 'Organisation', 'People', 'en');
    const search = page.getByRole('search', { name: 'Filters' });
    await chooseOption(page, search, /Unit$/, '总经理办公室');
    await applyFilters(page, search);
    await expect(page).toHaveURL(/unitId=\d+/);
    const grid = page.getByRole('grid', { name: 'People' });
    // By account: the administrator's own (admin.yh) leads the unit's generated yh.NNNN.
    await grid.getByRole('columnheader', { name: /^Account/ }).press('Enter');
    await expect(page).toHaveURL(/sort=account/);
    await expect(grid.getByRole('row').nth(1)).toContainText(ACCOUNT);
    const toolbar = page.getByRole('toolbar', { name: 'Bulk actions' });
    // The selection column shows once asked for.
    await page.getByRole('button', { name: 'Select rows' }).press('Enter');
    await expect(grid.getByRole('checkbox', { name: 'Select all' })).toBeVisible();
    await selectTwelve(page, grid, toolbar);

    await pressTool(page, toolbar, 'Disable');
    const confirm = page.getByRole('alertdialog', { name: 'Disable accounts' });
    await expect(confirm).toContainText('Disable the selected accounts (12)?');
    const sent = page.waitForResponse((response) => response.url().endsWith('/share-system/person/enableMany'));
    await confirm.getByRole('button', { name: 'Disable' }).press('Enter');
    expect((await sent).ok()).toBe(true);
    const result = page.getByRole('dialog', { name: 'Disable: result' });
    await expect(result).toContainText('11 done, 1 not done.');
    const refused = result.getByRole('list', { name: 'Not done, and why' });
    await expect(refused.getByRole('listitem')).toHaveCount(1);
    await expect(refused.getByRole('listitem')).toHaveText(
      '王明远You cannot disable or detach the account you are using.',
    );
    // The list can be read by keyboard: it takes focus in the dialog.
    await refused.focus();
    await expect(refused).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(result).toBeHidden();
    await expect(toolbar).toBeHidden();
    await expect(grid.getByRole('row').nth(2)).toContainText('Disabled');

    // Every person the filter finds, on every page, by one press; cleared again.
    const total = Number((await page.getByText(/^Rows \d+–\d+ of \d+$/).textContent())?.match(/of (\d+)/)?.[1]);
    await selectRows(page, grid, 1);
    const matching = toolbar.getByRole('button', { name: `Select all ${total}` });
    await matching.focus();
    await page.keyboard.press('Enter');
    await expect(toolbar).toContainText(`${total} selected`);
    await expect(matching).toBeHidden();
    await pressTool(page, toolbar, 'Clear selection');
    await expect(toolbar).toBeHidden();

    // Enabled again, the same way.
    await page.getByRole('button', { name: 'First page' }).press('Enter');
    await expect(page.getByText(/^Rows 1–10 of \d+$/)).toBeVisible();
    await selectTwelve(page, grid, toolbar);
    const again = page.waitForResponse((response) => response.url().endsWith('/share-system/person/enableMany'));
    await pressTool(page, toolbar, 'Enable');
    expect((await again).ok()).toBe(true);
    const enabled = page.getByRole('dialog', { name: 'Enable: result' });
    await expect(enabled).toContainText('12 done, 0 not done.');
    await page.keyboard.press('Escape');
    await expect(enabled).toBeHidden();

    // Twelve operate-log rows of this account: eleven disables and the refusal, read in Chinese
    // after a switch by keyboard (the top bar button names the other language in its own words).
    await page.getByRole('button', { name: '中文' }).press('Enter');
    await openFromMenu(page, '日志管理', '操作日志');
    const logSearch = page.getByRole('search', { name: '筛选' });
    await logSearch.getByRole('searchbox').fill(ACCOUNT);
    await chooseOption(page, logSearch, /对象$/, '人员');
    await chooseOption(page, logSearch, /操作类型$/, '停用');
    await applyFilters(page, logSearch);
    const log = page.getByRole('grid', { name: '操作日志' });
    await expect(page.getByText(/^第 1–10 条，共 11 条$/)).toBeVisible();
    await expect(log.getByRole('gridcell', { name: '停用', exact: true })).toHaveCount(10);
    await chooseOption(page, logSearch, /操作类型$/, '拒绝');
    await applyFilters(page, logSearch);
    await expect(page.getByText(/^第 1–1 条，共 1 条$/)).toBeVisible();
    await expect(log.getByRole('row')).toHaveCount(2);
    await expect(log.getByRole('gridcell', { name: '拒绝', exact: true })).toBeVisible();
  });
});
