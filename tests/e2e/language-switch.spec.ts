import { expect, test } from '@playwright/test';
import { openFromMenu, pressRowButton, signIn } from '../support/console';

/** Six views and the name each tag has in each language: fixed and runtime routes, and a report's view. */
const VIEWS = [
  { group: '组织管理', zh: '人员管理', en: 'People' },
  { group: '系统管理', zh: '代码列表', en: 'Code list' },
  { group: '系统管理', zh: '公告管理', en: 'Announcements' },
  { group: null, zh: '文档列表', en: 'Document list' },
  { group: '报表中心', zh: '我的报表', en: 'My reports' },
] as const;
const REPORT = { zh: '月度合同金额', en: 'Contract spend by month' };
const TAGS = {
  zh: ['工作台', ...VIEWS.map((view) => view.zh), `报表详情 · ${REPORT.zh}`],
  en: ['Work bench', ...VIEWS.map((view) => view.en), `Report · ${REPORT.en}`],
};

test.describe('a language switch re-words the server texts with no reload (docs/architecture.md, "State")', () => {
  test('the sidebar, the workflow tasks, a runtime view heading and every tag, restored ones included, change language in place and after reloads', async ({
    page,
  }) => {
    // Six views, three reloads and two switches on a 2-core machine.
    test.setTimeout(90_000);
    await signIn(page, 'admin');
    // The to-do card opens on the approvals waiting for admin (docs/screens.md, "Work bench").
    const tasks = page.getByRole('region', { name: '待办', exact: true }).getByRole('tabpanel');
    await expect(tasks.getByText(/采购申请|供应商准入|合同变更/).first()).toBeVisible();
    for (const view of VIEWS) await openFromMenu(page, view.group, view.zh);
    // A report's view: its tag names the report, not its id.
    const reports = page.getByRole('grid', { name: '我的报表' });
    const report = reports.getByRole('row').filter({ has: page.getByRole('rowheader', { name: REPORT.zh }) });
    await pressRowButton(page, report, `打开报表“${REPORT.zh}”`, 'link');
    await expect(page).toHaveURL(/\/admin\/report_detail\?reportId=\d+$/);
    const tabs = page.getByRole('tablist', { name: /^(已打开的页面|Open views)$/ }).getByRole('tab');
    await expect(tabs).toHaveText(TAGS.zh);

    // Tags restored on a reload of the work bench, which needs no routes of its own.
    const workbench = tabs.first();
    await workbench.focus();
    await workbench.press('Enter');
    await expect(page).toHaveURL(/\/admin\/index$/);
    await page.reload();
    await expect(tabs).toHaveText(TAGS.zh);

    // A marker on the window survives only if the page is not reloaded.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('button', { name: 'English' }).press('Enter');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('button', { name: 'Organisation' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Documents', exact: true })).toBeVisible();
    await expect(tabs).toHaveText(TAGS.en);
    // The process names of the work bench's tasks come from the server in the new language.
    const englishTasks = page.getByRole('region', { name: 'To-do', exact: true }).getByRole('tabpanel');
    await expect(englishTasks.getByText(/Purchase request|Supplier admission|Contract change/).first()).toBeVisible();
    await expect(englishTasks.getByText(/采购申请|供应商准入|合同变更/)).toHaveCount(0);

    const tablist = page.getByRole('tablist', { name: 'Open views' });
    await tablist.getByRole('tab', { name: 'People' }).press('Enter');
    await expect(page.getByRole('heading', { name: 'People', level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

    // After another reload, on the work bench again, every tag is still in English.
    await tablist.getByRole('tab', { name: 'Work bench' }).press('Enter');
    await expect(page).toHaveURL(/\/admin\/index$/);
    await page.reload();
    await expect(tabs).toHaveText(TAGS.en);

    // And back: every tag in Chinese at once, and after a reload.
    await page.getByRole('button', { name: '中文' }).press('Enter');
    await expect(tabs).toHaveText(TAGS.zh);
    await page.reload();
    await expect(tabs).toHaveText(TAGS.zh);
  });
});
