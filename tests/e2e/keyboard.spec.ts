import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolation } from '../support/axe';
import { signIn } from '../support/console';

/** The texts these journeys read, in each language. */
const TEXTS = {
  zh: {
    search: '搜索页面和操作',
    palette: '命令面板',
    query: 'rygl',
    view: '人员管理',
    keyword: '搜索姓名或账号',
    tags: '已打开的页面',
    sheet: '键盘快捷键',
    console: '整个控制台',
    openPalette: '打开命令面板',
    tagBar: '当前部件：标签栏',
    closeTag: '关闭聚焦的标签',
    characterKeys: '单字符快捷键',
    showShortcuts: '显示键盘快捷键',
    results: (count: number) => `${count} 个结果`,
  },
  en: {
    search: 'Search views and actions',
    palette: 'Command palette',
    query: 'People',
    view: 'People',
    keyword: 'Search name or account',
    tags: 'Open views',
    sheet: 'Keyboard shortcuts',
    console: 'Everywhere in the console',
    openPalette: 'Open the command palette',
    tagBar: 'In the focused tag bar',
    closeTag: 'Close the focused tag',
    characterKeys: 'Single-character shortcuts',
    showShortcuts: 'Show keyboard shortcuts',
    results: (count: number) => `${count} result${count === 1 ? '' : 's'}`,
  },
} as const;

/** Opens the palette with Ctrl+K and waits for its combobox to take the typing. */
async function openPalette(page: Page, language: 'zh' | 'en') {
  await page.keyboard.press('Control+k');
  const combobox = page.getByRole('dialog', { name: TEXTS[language].palette }).getByRole('combobox', {
    name: TEXTS[language].search,
  });
  await expect(combobox).toBeFocused();
  return combobox;
}

for (const language of ['zh', 'en'] as const) {
  const text = TEXTS[language];

  test.describe(`keyboard power features in ${language} (docs/behaviour.md, "Keyboard", keyboard only)`, () => {
    test.beforeEach(async ({ page, baseURL }) => {
      if (language === 'en') await page.context().addCookies([{ name: 'language', value: 'en', url: baseURL }]);
      await signIn(page, 'admin', language);
    });

    test('the palette opens a management screen by what is typed, announces the count, and Escape returns focus', async ({
      page,
    }) => {
      const heading = page.getByRole('main').getByRole('heading', { level: 1 });
      await heading.focus();
      let combobox = await openPalette(page, language);
      const dialog = page.getByRole('dialog', { name: text.palette });
      const before = await combobox.boundingBox();
      await combobox.pressSequentially(text.query);
      await expect(dialog.getByRole('option', { name: text.view, exact: true })).toBeVisible();
      // The input stays put while the results filter (docs/behaviour.md, "Keyboard").
      expect(await combobox.boundingBox()).toEqual(before);
      // The count said is the count shown.
      await expect(dialog.getByRole('status')).toHaveText(text.results(await dialog.getByRole('option').count()));
      await expectNoAxeViolation(page);

      await combobox.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(heading).toBeFocused();

      combobox = await openPalette(page, language);
      await combobox.pressSequentially(text.query);
      await combobox.press('Enter');
      await expect(page.getByRole('heading', { name: text.view, level: 1 })).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/people_manage\?companyId=\d+$/);
      await expect(dialog).toBeHidden();
    });

    test('a closed tag reopens with Alt+Shift+T, with its typed text intact', async ({ page }) => {
      const combobox = await openPalette(page, language);
      await combobox.pressSequentially(text.query);
      await combobox.press('Enter');
      // The list starts on the administrator's company, which it puts in the address once known:
      // keys typed before that address lands are dropped with it, as for any address from outside.
      await expect(page).toHaveURL(/\/admin\/people_manage\?companyId=\d+$/);
      const keyword = page.getByRole('searchbox', { name: text.keyword });
      await keyword.pressSequentially('zhou?');
      // Typing in a field fires no shortcut: `?` went into the field, no sheet opened; the list
      // searched for it once typing paused.
      await expect(page.getByRole('dialog', { name: text.sheet })).toHaveCount(0);
      await expect(page).toHaveURL(/\/admin\/people_manage\?keyword=zhou%3F&companyId=\d+$/);

      const tablist = page.getByRole('tablist', { name: text.tags });
      await tablist.getByRole('tab', { name: text.view }).press('Delete');
      await expect(tablist.getByRole('tab', { name: text.view })).toHaveCount(0);
      await expect(page).toHaveURL(/\/admin\/index$/);

      await page.keyboard.press('Alt+Shift+T');
      await expect(page.getByRole('heading', { name: text.view, level: 1 })).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/people_manage\?keyword=zhou%3F&companyId=\d+$/);
      await expect(tablist.getByRole('tab', { name: text.view })).toHaveAttribute('aria-selected', 'true');
      await expect(keyword).toHaveValue('zhou?');
    });

    test('? opens the shortcut sheet, which lists the palette and the focused widget keys', async ({ page }) => {
      await page.getByRole('main').getByRole('heading', { level: 1 }).focus();
      await page.keyboard.press('?');
      const sheet = page.getByRole('dialog', { name: text.sheet });
      const consoleKeys = sheet.getByRole('table', { name: text.console });
      await expect(consoleKeys.getByRole('row', { name: new RegExp(text.openPalette) })).toContainText('Ctrl');
      await expect(sheet.getByRole('table', { name: text.tagBar })).toHaveCount(0);
      await expectNoAxeViolation(page);
      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();

      // From a tag, the sheet adds the tag bar's own keys.
      const tab = page.getByRole('tablist', { name: text.tags }).getByRole('tab').first();
      await tab.focus();
      await tab.press('?');
      await expect(sheet.getByRole('table', { name: text.tagBar })).toContainText(text.closeTag);
      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();
      await expect(tab).toBeFocused();

      // Single-character shortcuts can be turned off (WCAG 2.2 SC 2.1.4): then `?` opens nothing,
      // and the sheet, opened from the palette, turns them on again.
      await tab.press('?');
      const characterKeys = sheet.getByRole('switch', { name: text.characterKeys });
      await expect(characterKeys).toBeChecked();
      await characterKeys.press('Space');
      await expect(characterKeys).not.toBeChecked();
      await page.keyboard.press('Escape');
      await expect(tab).toBeFocused();
      await tab.press('?');
      const combobox = await openPalette(page, language);
      await expect(sheet).toHaveCount(0);
      await combobox.fill(text.showShortcuts);
      await combobox.press('Enter');
      await expect(characterKeys).not.toBeChecked();
      await characterKeys.press('Space');
      await expect(characterKeys).toBeChecked();
      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();
    });
  });
}
