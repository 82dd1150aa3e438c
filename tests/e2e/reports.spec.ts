import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { openFromMenu, pressRowButton, signIn } from '../support/console';

test.describe('reports, keyboard only (docs/screens.md, "Reports")', () => {
  test('a report made and shared with another account is run, narrowed and exported by that account', async ({
    page,
    browser,
  }, testInfo) => {
    // Two sign-ins, a form, two runs and a download on a 2-core machine.
    test.setTimeout(90_000);
    const name = '端到端供应商排名';
    await signIn(page, 'admin');
    await openFromMenu(page, '报表中心', '报表管理');

    await page.getByRole('button', { name: '新增报表' }).press('Enter');
    const add = page.getByRole('dialog', { name: '新增报表' });
    await add.getByRole('textbox', { name: '编码' }).fill('e2e_top_suppliers');
    await add.getByRole('textbox', { name: '中文名称' }).fill(name);
    await add.getByRole('textbox', { name: '英文名称' }).fill('E2E top suppliers');
    const choose = async (select: RegExp, option: string) => {
      await add.getByRole('button', { name: select }).press('ArrowDown');
      await page.getByRole('option', { name: option, exact: true }).press('Enter');
    };
    await choose(/报表类型$/, '按供应商合同金额');
    await choose(/图表$/, '柱状图');
    await choose(/合同类别$/, '全部');
    await add.getByRole('textbox', { name: '默认统计天数' }).fill('366');
    await add.getByRole('textbox', { name: '前 N 名' }).fill('4');
    await add.getByRole('textbox', { name: '共享给账号' }).fill('manager');
    await add.getByRole('button', { name: '保存' }).press('Enter');
    await expect(add).toBeHidden();
    const definitions = page.getByRole('grid', { name: '报表管理' });
    const definition = definitions.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
    await expect(definition.getByRole('gridcell', { name: 'manager', exact: true })).toBeVisible();

    // The account it is shared with.
    const theirs = await (await browser.newContext({ locale: 'zh-CN' })).newPage();
    await signIn(theirs, 'manager');
    await openFromMenu(theirs, '报表中心', '我的报表');
    const mine = theirs.getByRole('grid', { name: '我的报表' });
    const row = mine.getByRole('row').filter({ has: theirs.getByRole('rowheader', { name }) });
    await pressRowButton(theirs, row, `打开报表“${name}”`, 'link');
    await expect(theirs).toHaveURL(/\/admin\/report_detail\?reportId=\d+$/);

    const table = theirs.getByRole('main').getByRole('table', { name });
    const dataRows = table.getByRole('rowgroup').last().getByRole('row');
    await expect(dataRows).toHaveCount(4);
    await expect(theirs.getByRole('img', { name: new RegExp(`^${name}\\.`) })).toBeVisible();

    const topN = theirs.getByRole('textbox', { name: '前 N 名' });
    await topN.fill('2');
    await topN.press('Enter');
    await expect(dataRows).toHaveCount(2);

    const downloading = theirs.waitForEvent('download');
    await theirs.getByRole('button', { name: '导出 Excel' }).press('Enter');
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${name}.xlsx`);
    const file = testInfo.outputPath('report.xlsx');
    await download.saveAs(file);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const sheet = workbook.worksheets[0];
    const values = (sheet?.getSheetValues() ?? []).flatMap((line) => (Array.isArray(line) ? [line.slice(1)] : []));
    expect(values[0]).toEqual(['分类', '金额（元）']);
    expect(values).toHaveLength(3);
    expect(typeof values[1]?.[1]).toBe('number');
    await theirs.context().close();
  });
});
