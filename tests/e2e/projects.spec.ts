import { expect, test } from '@playwright/test';
import { applyFilters, openFromMenu, signIn } from '../support/console';

test.describe('the project screens, keyboard only (docs/screens.md, "Projects")', () => {
  test('a new major gets a project, a person joins it, and the analysis table shows the major', async ({
    page: adminPage,
    browser,
  }, testInfo) => {
    // The platform administrator keeps the shared lists; the enterprise administrator runs the
    // company's projects and picks from its own people.
    await signIn(adminPage, 'admin');
    let page = adminPage;
    await openFromMenu(page, '项目管理', '专业管理');
    await page.getByRole('button', { name: '新增专业' }).press('Enter');
    const major = page.getByRole('dialog', { name: '新增专业' });
    await major.getByRole('textbox', { name: '编码' }).fill('steel');
    await major.getByRole('textbox', { name: '中文名称' }).fill('钢结构');
    await major.getByRole('textbox', { name: '英文名称' }).fill('Steel structure');
    await major.getByRole('switch', { name: '状态' }).press('Space');
    await major.getByRole('button', { name: '保存' }).press('Enter');
    await expect(major).toBeHidden();
    const majors = page.getByRole('grid', { name: '专业管理' });
    await expect(majors.getByRole('rowheader', { name: '钢结构' })).toBeVisible();
    await adminPage.close();

    const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, locale: 'zh-CN' });
    page = await context.newPage();
    await signIn(page, 'manager');

    await openFromMenu(page, '项目管理', '项目台账');
    await page.getByRole('button', { name: '新增项目' }).press('Enter');
    const project = page.getByRole('dialog', { name: '新增项目' });
    await project.getByRole('textbox', { name: '项目编号' }).fill('E2E-STEEL-1');
    await project.getByRole('textbox', { name: '项目名称' }).fill('钢结构厂房');
    for (const [select, option] of [
      [/专业$/, '钢结构'],
      [/项目状态$/, '在建'],
      [/项目类型$/, '新建'],
    ] as const) {
      const button = project.getByRole('button', { name: select });
      await expect(button).toBeEnabled();
      await button.press('ArrowDown');
      await page.getByRole('option', { name: option }).press('Enter');
    }
    await project.getByRole('textbox', { name: '预算（元）' }).fill('3000000');
    await project.getByRole('textbox', { name: '开始日期' }).fill('2026-07-01');
    await project.getByRole('button', { name: '保存' }).press('Enter');
    await expect(project).toBeHidden();
    const ledger = page.getByRole('grid', { name: '项目台账' });
    const row = ledger.getByRole('row').filter({ has: page.getByRole('rowheader', { name: '钢结构厂房' }) });
    await expect(row.getByRole('gridcell', { name: '钢结构', exact: true })).toBeVisible();
    await expect(row.getByRole('gridcell', { name: '¥3,000,000.00', exact: true })).toBeVisible();

    // The shared lists are the platform's: the enterprise administrator, whose granted codes the
    // ledger's add button has shown to be loaded, reads them without add, edit or delete.
    await openFromMenu(page, '项目管理', '专业管理');
    await expect(page.getByRole('grid', { name: '专业管理' }).getByRole('rowheader', { name: '钢结构' })).toBeVisible();
    await expect(page.getByRole('button', { name: '新增专业' })).toHaveCount(0);
    await expect(page.getByRole('columnheader', { name: '操作' })).toHaveCount(0);

    await openFromMenu(page, '项目管理', '项目人员');
    await page.getByRole('button', { name: '新增项目人员' }).press('Enter');
    const member = page.getByRole('dialog', { name: '新增项目人员' });
    for (const [select, option] of [
      [/所属项目$/, '钢结构厂房'],
      [/人员$/, '陈思远'],
      [/项目角色$/, '现场工程师'],
    ] as const) {
      const button = member.getByRole('button', { name: select });
      await expect(button).toBeEnabled();
      await button.press('ArrowDown');
      await page.getByRole('option', { name: option, exact: true }).press('Enter');
    }
    await member.getByRole('textbox', { name: '开始日期' }).fill('2026-07-01');
    await member.getByRole('button', { name: '保存' }).press('Enter');
    await expect(member).toBeHidden();
    const people = page.getByRole('grid', { name: '项目人员' });
    const joined = people.getByRole('row').filter({ has: page.getByRole('gridcell', { name: '钢结构厂房' }) });
    await expect(joined.getByRole('rowheader', { name: '陈思远' })).toBeVisible();
    await expect(joined.getByRole('gridcell', { name: '现场工程师' })).toBeVisible();

    await openFromMenu(page, '项目管理', '项目分析');
    const byMajor = page.getByRole('figure', { name: '各专业合同金额' });
    await byMajor.getByText('以表格查看').press('Enter');
    const table = byMajor.getByRole('table');
    await expect(table.getByRole('row', { name: /钢结构/ })).toBeVisible();
    const byState = page.getByRole('figure', { name: '各状态项目数' });
    await byState.getByText('以表格查看').press('Enter');
    await expect(byState.getByRole('table').getByRole('row', { name: /在建/ })).toBeVisible();

    // The selects above fetched the projects' states and kinds, the majors, the projects, people and
    // roles to choose from, some of them filtered: none of that is a search a person ran, so the
    // search log holds none of it (docs/behaviour.md, "Lists").
    await openFromMenu(page, '日志管理', '查询日志');
    const who = page.getByRole('searchbox', { name: '搜索操作人或账号' });
    await who.fill('manager');
    await who.press('Enter');
    for (const resource of ['项目字典', '专业', '项目角色']) {
      const select = page.getByRole('button', { name: /对象$/ });
      await select.press('ArrowDown');
      await page.getByRole('option', { name: resource, exact: true }).press('Enter');
      await expect(select).toContainText(resource);
      await applyFilters(page);
      await expect(page.getByText('没有符合条件的记录')).toBeVisible();
    }
    await context.close();
  });
});
