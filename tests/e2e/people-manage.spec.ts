import { expect, test, type Browser, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import {
  applyFilters,
  chooseOption,
  DEMO_PASSWORD,
  openFromMenu,
  openLatestChange,
  pressRowButton,
  SIGN_IN,
  signIn,
  submitSignIn,
} from '../support/console';

/** The password the new person chooses for themselves before an administrator resets it. */
const OWN_PASSWORD = 'Zhouxin2026pw';

/** A fresh browser context and page for a second person signing in alongside. */
async function secondPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'zh-CN' });
  return context.newPage();
}

/** Presses a row action of the people table by keyboard, then confirms its alert dialog. */
async function confirmRowAction(page: Page, row: string, action: string, title: string, confirm: string) {
  const grid = page.getByRole('grid', { name: '人员管理' });
  await pressRowButton(page, grid.getByRole('row').filter({ hasText: row }), action);
  // Exact: the success toast is an alertdialog too, and its name (已启用) contains the title (启用).
  const alert = page.getByRole('alertdialog', { name: title, exact: true });
  await alert.getByRole('button', { name: confirm }).press('Enter');
  await expect(alert).toBeHidden();
}

test.describe('people manage, keyboard only (docs/screens.md, "People manage")', () => {
  test('a person added with a blank password signs in with the default; disabling ends their console and refuses sign-in; a reset undoes their own new password; and the log', async ({
    page,
    browser,
  }) => {
    // Two consoles, three confirmed row actions and four operate-log entries opened one by one:
    // about a minute on a loaded 2-core machine, past the default limit though every step passes.
    test.slow();
    await signIn(page, 'manager');
    await openFromMenu(page, '组织管理', '人员管理');
    await page.getByRole('button', { name: '新增人员' }).press('Enter');
    const dialog = page.getByRole('dialog', { name: '新增人员' });
    await expect(dialog.getByText('不填则使用默认密码')).toBeVisible();
    await dialog.getByRole('textbox', { name: '账号' }).fill('zhou.xin');
    await dialog.getByRole('textbox', { name: '姓名' }).fill('周欣');
    await dialog.getByRole('button', { name: '保存' }).press('Enter');
    await expect(dialog).toBeHidden();
    await page.getByRole('searchbox', { name: '搜索姓名或账号' }).fill('zhou.xin');
    await page.getByRole('searchbox', { name: '搜索姓名或账号' }).press('Enter');
    await expect(page).toHaveURL(/keyword=zhou.xin/);
    await expect(page.getByRole('rowheader', { name: '周欣' })).toBeVisible();

    // The new person signs in with the default password.
    const theirs = await secondPage(browser);
    await signIn(theirs, 'zhou.xin');

    await confirmRowAction(page, 'zhou.xin', '停用 周欣', '停用账号', '停用');
    await expect(page.getByRole('row', { name: /周欣/ }).getByRole('gridcell', { name: '停用' })).toBeVisible();
    // Their open console meets 700 at its next call (a language switch fetches every worded
    // answer again) and goes back to sign in; the sign-in is refused.
    const ended = theirs.waitForResponse(
      async (response) =>
        response.request().method() === 'POST' &&
        ((await response.json().catch(() => null)) as { code?: number } | null)?.code === 700,
    );
    await theirs.getByRole('button', { name: 'English' }).press('Enter');
    await ended;
    await expect(theirs.getByRole('heading', { name: SIGN_IN.en.heading, level: 1 })).toBeVisible();
    await submitSignIn(theirs, 'zhou.xin', DEMO_PASSWORD, 'en');
    await expect(theirs.getByText('This account is disabled. Contact your administrator.')).toBeVisible();

    await confirmRowAction(page, 'zhou.xin', '启用 周欣', '启用', '启用');

    // Enabled again, they sign in (back in Chinese) and change their own password on their
    // personal information: the default password no longer signs them in.
    await theirs.getByRole('button', { name: '中文' }).press('Enter');
    await signIn(theirs, 'zhou.xin', 'zh', '/admin/people_basic_info');
    const own = theirs.getByRole('main');
    await own.getByRole('textbox', { name: '原密码', exact: true }).fill(DEMO_PASSWORD);
    await own.getByRole('textbox', { name: '新密码', exact: true }).fill(OWN_PASSWORD);
    await own.getByRole('textbox', { name: '确认新密码', exact: true }).fill(OWN_PASSWORD);
    await own.getByRole('button', { name: '修改密码' }).press('Enter');
    await expect(theirs.getByRole('alert').getByText('密码已修改，请使用新密码重新登录。')).toBeVisible();
    await theirs.getByRole('button', { name: '重新登录' }).press('Enter');
    await expect(theirs).toHaveURL(/\/admin\/login/);
    await submitSignIn(theirs, 'zhou.xin');
    await expect(theirs.getByRole('alert')).toHaveText(/账号或密码错误/);

    // A reset sets the default password (docs/screens.md, "People manage"): it signs them in again.
    await confirmRowAction(page, 'zhou.xin', '重置 周欣 的密码', '重置密码', '重置密码');
    await expect(page.getByText('密码已重置为默认密码')).toBeVisible();
    await submitSignIn(theirs, 'zhou.xin');
    await expect(theirs).not.toHaveURL(/\/admin\/login|itemKey=/);
    await expect(theirs.getByRole('button', { name: '用户菜单：周欣' })).toBeVisible();

    // Each change is in the operate log with the row before and after it, by the list's labels
    // and words (docs/screens.md, "Log manage"); a change is marked where there are two rows.
    const checks = [
      ['新增', '账号', '—', 'zhou.xin'],
      ['停用', '状态', '启用', '停用'],
      ['启用', '状态', '停用', '启用'],
      ['重置密码', '账号', 'zhou.xin', 'zhou.xin'],
    ] as const;
    for (const [action, name, before, after] of checks) {
      const { dialog, field } = await openLatestChange(page, '人员', action);
      await expect(field(name).before, action).toHaveText(before);
      await expect(field(name).after, action).toHaveText(after);
      const marked = action !== '新增' && before !== after;
      await expect(field(name).row.getByText('已修改'), action).toHaveCount(marked ? 1 : 0);
      await expect(dialog, action).not.toContainText(/personId|companyId|userType|\bY\b|\bN\b/);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
    await theirs.context().close();
  });

  test('an account attached in another company is switched to from the top bar', async ({ page, browser }) => {
    // A generated person of 远航供应链 that no other journey signs in with or changes.
    const account = 'yh.0004';
    await signIn(page, 'admin');
    await openFromMenu(page, '组织管理', '人员管理');
    // A platform administrator's list starts on the company they work under, shown as a chip;
    // removing it widens the list to every company (docs/behaviour.md, "Lists").
    const filters = page.getByRole('search', { name: '筛选' });
    // The total as the pager says it, grouped (共 1,207 条).
    const status = page.getByText(/^第 1–\d+ 条，共 [\d,]+ 条$/);
    const totalOf = async () => Number((await status.textContent())?.match(/共 ([\d,]+) 条/)?.[1]?.replaceAll(',', ''));
    const chip = filters.getByRole('grid', { name: '已选筛选' }).getByRole('row', { name: '所属企业：汇采集团' });
    await expect(chip).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/people_manage\?companyId=\d+$/);
    await expect(filters.getByRole('button', { name: /所属企业$/ })).toContainText('汇采集团');
    await expect(status).toBeVisible();
    const ownCompany = await totalOf();
    await chip.focus();
    await chip.press('Delete');
    await expect(page).toHaveURL(/\/admin\/people_manage$/);
    await expect(filters.getByRole('button', { name: /所属企业$/ })).toContainText('全部');
    await expect.poll(totalOf).toBeGreaterThan(ownCompany);
    // 重置 returns to the standard view: the company they work under.
    await filters.getByRole('button', { name: '重置', exact: true }).press('Enter');
    await expect(chip).toBeVisible();
    await expect(filters.getByRole('button', { name: /视图$/ })).toContainText('标准视图');
    await expect.poll(totalOf).toBe(ownCompany);
    await chooseOption(page, filters, /所属企业$/, '远航供应链');
    // Its unit filter then offers 远航's units, not 汇采's.
    await filters.getByRole('button', { name: /所属部门$/ }).press('ArrowDown');
    await expect(page.getByRole('option', { name: /华东仓储$/ })).toBeVisible();
    await expect(page.getByRole('option', { name: /信息技术部$/ })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await applyFilters(page, filters);
    await expect(page).toHaveURL(/companyId=\d+/);
    await page.getByRole('searchbox', { name: '搜索姓名或账号' }).fill(account);
    await page.getByRole('searchbox', { name: '搜索姓名或账号' }).press('Enter');
    const people = page.getByRole('grid', { name: '人员管理' });
    const row = people.getByRole('row').filter({ hasText: account });
    const name = (await row.getByRole('rowheader').textContent())?.trim() ?? '';
    expect(name).not.toBe('');
    await pressRowButton(page, row, `${name} 的账号`);
    const dialog = page.getByRole('dialog', { name: `${name} 的企业账号` });
    // Inside a form, Enter on a select submits the form (as on a text field): the arrow opens it.
    const company = dialog.getByRole('button', { name: /企业$/ });
    await expect(company).toBeEnabled();
    // Sent with no company chosen, the select itself says so in the console's language.
    await dialog.getByRole('button', { name: '关联账号' }).press('Enter');
    await expect(company).toHaveAccessibleDescription('此项为必填项');
    await company.press('ArrowDown');
    await page.getByRole('option', { name: '汇采集团' }).press('Enter');
    await dialog.getByRole('textbox', { name: '新账号' }).fill(`${account}.hc`);
    await dialog.getByRole('button', { name: '关联账号' }).press('Enter');
    await expect(dialog.getByRole('list', { name: '此人在各企业的账号' }).getByText(`${account}.hc`)).toBeVisible();
    await page.keyboard.press('Escape');
    const { field } = await openLatestChange(page, '人员', '关联账号');
    await expect(field('账号').before).toHaveText(account);
    await expect(field('账号').after).toHaveText(`${account}.hc`);

    const theirs = await secondPage(browser);
    await signIn(theirs, account);
    await theirs.getByRole('button', { name: /^当前企业/ }).press('Enter');
    await theirs.getByRole('menuitemradio', { name: /汇采集团/ }).press('Enter');
    await expect(theirs.getByRole('button', { name: /^当前企业：汇采集团/ })).toBeVisible();
    await theirs.context().close();
  });

  test('exports the people filtered by unit: the file holds the filtered total', async ({ page }, testInfo) => {
    await signIn(page, 'admin.yh');
    await openFromMenu(page, '组织管理', '人员管理');
    await page.getByRole('button', { name: /所属部门$/ }).press('Enter');
    await page.getByRole('option', { name: '运营中心 / 华南仓储' }).press('Enter');
    await applyFilters(page);
    await expect(page).toHaveURL(/unitId=\d+/);
    const status = page.getByText(/^第 1–\d+ 条，共 (\d+) 条$/);
    const total = Number((await status.textContent())?.match(/共 (\d+) 条/)?.[1]);
    expect(total).toBeGreaterThan(10);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: '导出' }).press('Enter');
    const file = testInfo.outputPath('people.xlsx');
    await (await downloading).saveAs(file);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    expect((workbook.worksheets[0]?.rowCount ?? 0) - 1).toBe(total);

    // The list's sort, page and filter live in the address: a reload and the back button keep them.
    const people = page.getByRole('grid', { name: '人员管理' });
    const accountHeader = people.getByRole('columnheader', { name: /^账号/ });
    await accountHeader.press('Enter');
    await expect(page).toHaveURL(/sort=account/);
    await page.getByRole('button', { name: '下一页' }).press('Enter');
    await expect(page).toHaveURL(/page=2/);
    const secondPage = page.getByText(`第 11–20 条，共 ${total} 条`);
    await expect(secondPage).toBeVisible();
    const address = page.url();
    await page.reload();
    await expect(page).toHaveURL(address);
    await expect(secondPage).toBeVisible();
    await expect(accountHeader).toHaveAttribute('aria-sort', 'ascending');
    // A fresh load shows no earlier page while this one loads: its rows are the address's page.
    const firstRow = people.getByRole('row').nth(1);
    const shown = (await firstRow.textContent()) ?? '';
    expect(shown).toContain('华南仓储');
    await openFromMenu(page, '组织管理', '组织架构');
    await page.goBack();
    await expect(page).toHaveURL(address);
    await expect(secondPage).toBeVisible();
    await expect(firstRow).toHaveText(shown);

    // The search log holds the searches this person ran here, as labelled filters, once each: the
    // unit chosen, the export, the sort; not the page turned, the reload, the way back or the
    // select's own fetch of the units (docs/behaviour.md, "Lists").
    await openFromMenu(page, '日志管理', '查询日志');
    const searches = page.getByRole('grid', { name: '查询日志' });
    const logged = (kind: string, conditions: string) =>
      searches
        .getByRole('row')
        .filter({ has: page.getByRole('gridcell', { name: kind, exact: true }) })
        .filter({ has: page.getByRole('gridcell', { name: conditions, exact: true }) });
    await expect(logged('查询', '所属部门：华南仓储')).toHaveCount(1);
    await expect(logged('导出', '所属部门：华南仓储')).toHaveCount(1);
    await expect(logged('查询', '所属部门：华南仓储 · 按账号升序')).toHaveCount(1);
    await expect(searches).not.toContainText(/pageNum|unitId|\{/);
  });
});
