import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { writeFileSync } from 'node:fs';
import { signIn, tokenOf } from '../support/console';

/** The rows of the first sheet of an .xlsx file, as text. */
async function readSheet(file: string): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the workbook has no sheet');
  const rows: string[][] = [];
  sheet.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1).map((value) => String(value ?? '')));
  });
  return rows;
}

test.describe('exports (docs/behaviour.md, "Downloads"; docs/wire-protocol.md, "Downloads")', () => {
  test('the reminder export downloads a real .xlsx through the hidden frame, under its server-given name', async ({
    page,
  }, testInfo) => {
    await signIn(page, 'admin');
    await page.getByRole('button', { name: /^提醒消息/ }).press('Enter');
    const exportButton = page.getByRole('button', { name: '导出提醒消息' });
    await expect(exportButton).toBeVisible();

    const downloading = page.waitForEvent('download');
    await exportButton.press('Enter');
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('提醒消息.xlsx');
    const file = testInfo.outputPath('reminders.xlsx');
    await download.saveAs(file);

    const rows = await readSheet(file);
    expect(rows.length).toBeGreaterThan(1);
    expect(rows[0]?.length).toBeGreaterThanOrEqual(3);
    // The address of the download carried the token, never the page's address.
    expect(page.url()).not.toContain('token=');
  });

  test('the people export answers a hidden-form POST with the company people, headers in English', async ({
    page,
  }, testInfo) => {
    await signIn(page, 'admin');
    const token = await tokenOf(page);
    const answer = await page.request.post('/share-system/person/export', {
      form: { token, lang: 'en' },
    });
    expect(answer.headers()['content-type']).toContain('spreadsheetml');
    expect(answer.headers()['content-disposition']).toMatch(/attachment/);
    const file = testInfo.outputPath('people.xlsx');
    writeFileSync(file, await answer.body());
    const rows = await readSheet(file);
    expect(rows[0]?.join(' ')).toMatch(/account/i);
    expect(rows.some((row) => row.includes('admin'))).toBe(true);
  });
});
