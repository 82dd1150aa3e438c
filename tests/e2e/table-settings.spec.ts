import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, openFromMenu, signIn, submitSignIn } from '../support/console';

/**
 * The account of this journey: a company administrator no other journey opens the people list as,
 * so its settings change no other journey's table.
 */
const ACCOUNT = 'admin.yh';

const SAVE = '/share-system/tableSettings/save';

/** The people table's column headers, in order, without the selection's and the actions'. */
async function headers(page: Page, grid: Locator): Promise<string[]> {
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
  const names = await grid.getByRole('columnheader').allInnerTexts();
  return names.map((name) => name.trim()).filter((name) => name && name !== '操作' && name !== 'Actions');
}

/** Opens the Columns control by keyboard and answers its panel. */
async function openColumns(page: Page, name: string): Promise<Locator> {
  const trigger = page.getByRole('button', { name, exact: true });
  // The button waits for the saved settings to load.
  await expect(trigger).toBeEnabled();
  await trigger.press('Enter');
  const panel = page.getByRole('dialog', { name });
  await expect(panel).toBeFocused();
  return panel;
}

/** Moves focus in the list of columns to the option named `name` (Home, then Down Arrow). */
async function focusOption(page: Page, list: Locator, name: string): Promise<void> {
  const option = list.getByRole('option', { name: new RegExp(`^${name}`) });
  await page.keyboard.press('Home');
  for (let step = 0; step < 10 && !(await option.evaluate((element) => element === document.activeElement)); step++)
    await page.keyboard.press('ArrowDown');
  await expect(option).toBeFocused();
}

/** Presses Tab until `target` has focus (at most 12 times). */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let step = 0; step < 12 && !(await target.evaluate((element) => element === document.activeElement)); step++)
    await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
}

test.describe('column settings of a list (docs/behaviour.md, "Lists", column settings), keyboard only', () => {
  test('hide a column, move one, widen one and choose compact rows; another browser signed in in English finds them; reset brings the defaults back', async ({
    page,
    browser,
  }) => {
    await signIn(page, ACCOUNT);
    await openFromMenu(page, '组织管理', '人员管理');
    const grid = page.getByRole('grid', { name: '人员管理' });
    const defaults = await headers(page, grid);
    expect(defaults).toEqual(['姓名', '账号', '手机号码', '所属企业', '所属部门', '角色', '状态', '创建时间']);

    const panel = await openColumns(page, '列设置');
    // Density: Tab reaches the checked radio, Left Arrow chooses 紧凑 (APG radio group).
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('radio', { name: '默认' })).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(panel.getByRole('radio', { name: '紧凑' })).toBeChecked();
    // The columns: Space hides 手机号码; Alt+Up twice moves 状态 before 所属部门, announced.
    await page.keyboard.press('Tab');
    const list = panel.getByRole('listbox', { name: '显示的列' });
    await focusOption(page, list, '手机号码');
    await page.keyboard.press('Space');
    await expect(list.getByRole('option', { name: /^手机号码/ })).toHaveAttribute('aria-selected', 'false');
    await focusOption(page, list, '状态');
    await page.keyboard.press('Alt+ArrowUp');
    await page.keyboard.press('Alt+ArrowUp');
    await expect(panel.getByRole('status')).toHaveText('状态 已移到第 5 列，共 8 列');
    // 姓名 is made 240 px wide in the current column's width field.
    await focusOption(page, list, '姓名');
    await expect(panel.getByText('当前列：姓名')).toBeVisible();
    const width = panel.getByRole('textbox', { name: '列宽（像素）' });
    await tabTo(page, width);
    const saved = page.waitForResponse((response) => response.url().endsWith(SAVE));
    await page.keyboard.type('240');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: '列设置', exact: true })).toBeFocused();
    expect((await saved).ok()).toBe(true);

    const changed = ['姓名', '账号', '所属企业', '状态', '所属部门', '角色', '创建时间'];
    expect(await headers(page, grid)).toEqual(changed);
    await expect(grid.getByRole('columnheader', { name: '姓名' })).toHaveCSS('min-width', '240px');

    // Another browser (no storage shared), in English: the same four settings.
    const context = await browser.newContext({ locale: 'en' });
    const other = await context.newPage();
    await other.goto('/admin/index');
    await other.getByRole('button', { name: 'English' }).press('Enter');
    await submitSignIn(other, ACCOUNT, DEMO_PASSWORD, 'en');
    await expect(other.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await openFromMenu(other, 'Organisation', 'People', 'en');
    const otherGrid = other.getByRole('grid', { name: 'People' });
    expect(await headers(other, otherGrid)).toEqual([
      'Name',
      'Account',
      'Company',
      'Status',
      'Unit',
      'Roles',
      'Created',
    ]);
    const nameHeader = otherGrid.getByRole('columnheader', { name: 'Name' });
    await expect(nameHeader).toHaveCSS('min-width', '240px');
    // Its header's resize edge, by keyboard (APG window splitter): Right Arrow from the header,
    // Enter to resize, Right Arrow twice (10 px each), Enter to keep: saved.
    await nameHeader.focus();
    await other.keyboard.press('ArrowRight');
    const edge = otherGrid.getByRole('separator', { name: 'Resize column Name' });
    await expect(edge).toBeFocused();
    await expect(edge).toHaveAttribute('aria-valuetext', '240 px');
    const resized = other.waitForResponse((response) => response.url().endsWith(SAVE));
    for (const key of ['Enter', 'ArrowRight', 'ArrowRight', 'Enter']) await other.keyboard.press(key);
    expect((await resized).ok()).toBe(true);
    await expect(nameHeader).toHaveCSS('min-width', '260px');
    const otherPanel = await openColumns(other, 'Columns');
    await expect(otherPanel.getByRole('radio', { name: 'Compact' })).toBeChecked();
    await expect(otherPanel.getByRole('option', { name: /^Phone/ })).toHaveAttribute('aria-selected', 'false');

    // Reset: the definition's columns and density are back, here and, after a reload, in the first browser.
    const reset = other.waitForResponse((response) => response.url().endsWith('/share-system/tableSettings/reset'));
    const resetButton = otherPanel.getByRole('button', { name: 'Reset to defaults' });
    await tabTo(other, resetButton);
    await other.keyboard.press('Enter');
    expect((await reset).ok()).toBe(true);
    await expect(otherPanel.getByRole('radio', { name: 'Default' })).toBeChecked();
    await other.keyboard.press('Escape');
    expect(await headers(other, otherGrid)).toEqual([
      'Name',
      'Account',
      'Phone',
      'Company',
      'Unit',
      'Roles',
      'Status',
      'Created',
    ]);
    await context.close();
    await page.reload();
    expect(await headers(page, grid)).toEqual(defaults);
  });
});
