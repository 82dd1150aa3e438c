import { expect, test, type Locator } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { signIn } from '../support/console';

/** The data rows of a data table: rows with cells (not the header row, nor the empty state's row). */
function bodyRows(table: Locator): Locator {
  return table.getByRole('row').filter({ has: table.page().getByRole('gridcell') });
}

test.describe('documents (docs/behaviour.md, "Routes", /document)', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'admin', 'zh', '/admin/document');
    await expect(page.getByRole('heading', { name: '文档列表', level: 1 })).toBeVisible();
  });

  test('lists documents with sizes in B/KB/MB and update times', async ({ page }) => {
    const table = page.getByRole('main').getByRole('grid', { name: '文档' });
    await expect(bodyRows(table).first()).toBeVisible();
    const row = bodyRows(table).filter({ hasText: '集团采购管理办法.txt' });
    await expect(row.getByRole('rowheader')).toHaveText('集团采购管理办法');
    await expect(row.getByRole('gridcell').filter({ hasText: /^[\d,.]+ (B|KB|MB)$/ })).toHaveCount(1);
    await expect(row.getByRole('gridcell').filter({ hasText: /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/ })).toHaveCount(1);
  });

  test('a search narrows the rows to titles or file names that match', async ({ page }) => {
    const main = page.getByRole('main');
    const table = main.getByRole('grid', { name: '文档' });
    const status = main.getByRole('status').filter({ hasText: /^第 / });
    await expect(status).toHaveText(/共 \d+ 条/);
    const before = Number((await status.textContent())?.match(/共 (\d+) 条/)?.[1]);

    const search = main.getByRole('searchbox', { name: '搜索文档' });
    await search.fill('采购');
    await search.press('Enter');
    await expect(status).not.toHaveText(`第 1–${Math.min(before, 10)} 条，共 ${before} 条`);
    const rows = bodyRows(table);
    await expect(rows.first()).toBeVisible();
    const count = await rows.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(before);
    for (const text of await rows.allTextContents()) expect(text).toContain('采购');

    // Escape clears the search, and every document shows again.
    await search.press('Escape');
    await expect(status).toHaveText(new RegExp(`共 ${before} 条`));
  });

  test('a search that matches nothing says so', async ({ page }) => {
    const main = page.getByRole('main');
    const search = main.getByRole('searchbox', { name: '搜索文档' });
    await search.fill('无此文档zz');
    await search.press('Enter');
    await expect(main.getByText('没有与“无此文档zz”匹配的文档')).toBeVisible();
    await expect(bodyRows(main.getByRole('grid', { name: '文档' }))).toHaveCount(0);
  });

  test('the download button saves the document under its file name, through the hidden frame', async ({
    page,
  }, testInfo) => {
    const main = page.getByRole('main');
    const button = main.getByRole('button', { name: '下载 集团采购管理办法.txt' });
    // The grid's keyboard path: on the document's row, the arrows move through its cells to the button.
    await bodyRows(main.getByRole('grid', { name: '文档' }))
      .filter({ hasText: '集团采购管理办法.txt' })
      .focus();
    for (let step = 0; step < 8 && !(await button.evaluate((element) => element === document.activeElement)); step++) {
      await page.keyboard.press('ArrowRight');
    }
    await expect(button).toBeFocused();
    const downloading = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('集团采购管理办法.txt');
    const file = testInfo.outputPath('document.txt');
    await download.saveAs(file);
    expect(readFileSync(file, 'utf8').length).toBeGreaterThan(0);
    expect(page.url()).not.toContain('token=');
  });
});
