import { expect, type Page, test } from '@playwright/test';
import { chooseOption, openFromMenu, openLatestChange, pressRowButton, runStamp, signIn } from '../support/console';

/** Opens the work bench's task `task` (its process · step) and decides it with `comment`. */
async function approveFromBench(page: Page, task: string, comment: string) {
  await page.getByRole('link', { name: '工作台', exact: true }).first().press('Enter');
  // The to-do card opens on its "待我审批" tab, the newest tasks first.
  const bench = page.getByRole('region', { name: '待办', exact: true }).getByRole('tabpanel');
  const open = bench.getByRole('button', { name: `查看 ${task} 的审批流程` });
  await open.press('Enter');
  const flow = page.getByRole('dialog', { name: /^审批流程：/ });
  await flow.getByRole('textbox', { name: '审批意见' }).fill(comment);
  await flow.getByRole('button', { name: '同意' }).press('Enter');
  await expect(flow.getByRole('button', { name: '同意' })).toBeHidden();
  // The decided task's buttons are gone: focus waits on the steps, inside the dialog.
  await expect(flow.getByRole('heading', { name: '步骤' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(flow).toBeHidden();
  // APG dialog: focus returns to the opener, or the bench when the task left it.
  await expect(open).toHaveCount(0);
}

test.describe('approval processes, keyboard only (docs/screens.md, "Approval processes")', () => {
  test('manager defines a two-step process; admin approves step one, manager step two; the flow shows both', async ({
    page,
    browser,
  }) => {
    const stamp = runStamp();
    const typeName = `差旅 ${stamp}`;
    const templateName = `差旅审批 ${stamp}`;
    const title = `出差申请 ${stamp}`;

    await signIn(page, 'manager');
    await openFromMenu(page, '审批流程', '流程类型');
    await page.getByRole('button', { name: '新增流程类型' }).press('Enter');
    const typeForm = page.getByRole('dialog', { name: '新增流程类型' });
    await typeForm.getByRole('textbox', { name: '编码' }).fill(`trip${stamp}`);
    await typeForm.getByRole('textbox', { name: '中文名称' }).fill(typeName);
    await typeForm.getByRole('textbox', { name: '英文名称' }).fill(`Trip ${stamp}`);
    await typeForm.getByRole('button', { name: '保存' }).press('Enter');
    await expect(typeForm).toBeHidden();

    await openFromMenu(page, '审批流程', '流程模板');
    await page.getByRole('button', { name: '新增流程模板' }).press('Enter');
    const form = page.getByRole('dialog', { name: '新增流程模板' });
    await chooseOption(page, form, /流程类型/, typeName);
    await form.getByRole('textbox', { name: '中文名称' }).fill(templateName);
    await form.getByRole('textbox', { name: '英文名称' }).fill(`Trip approval ${stamp}`);
    // No step: the server refuses, and says so under the steps.
    await form.getByRole('button', { name: '保存' }).press('Enter');
    await expect(form.getByRole('alert').filter({ hasText: '流程模板至少需要一个审批步骤' })).toBeVisible();

    await form.getByRole('button', { name: '添加步骤' }).press('Enter');
    await form.getByRole('button', { name: '添加步骤' }).press('Enter');
    await form.getByRole('textbox', { name: '第 1 步中文名称' }).fill('主管审批');
    await chooseOption(page, form, /第 1 步审批人/, '指定人员');
    await chooseOption(page, form, /第 1 步添加审批人/, '王明远');
    await form.getByRole('textbox', { name: '第 2 步中文名称' }).fill('经理审批');
    await chooseOption(page, form, /第 2 步审批人/, '指定人员');
    await chooseOption(page, form, /第 2 步添加审批人/, '陈思远');
    // Order by keyboard: down and back up again.
    await form.getByRole('button', { name: '第 1 步下移' }).press('Enter');
    await expect(form.getByRole('textbox', { name: '第 1 步中文名称' })).toHaveValue('经理审批');
    await form.getByRole('button', { name: '第 2 步上移' }).press('Enter');
    await expect(form.getByRole('textbox', { name: '第 1 步中文名称' })).toHaveValue('主管审批');
    await form.getByRole('button', { name: '保存' }).press('Enter');
    await expect(form).toBeHidden();

    await openFromMenu(page, '审批流程', '流程申请');
    await page.getByRole('button', { name: '新增申请' }).press('Enter');
    const apply = page.getByRole('dialog', { name: '新增申请' });
    await chooseOption(page, apply, /流程模板/, templateName);
    await apply.getByRole('textbox', { name: '标题' }).fill(title);
    await apply.getByRole('button', { name: '保存' }).press('Enter');
    await expect(apply).toBeHidden();

    const admin = await (await browser.newContext({ locale: 'zh-CN' })).newPage();
    await signIn(admin, 'admin');
    await approveFromBench(admin, `${templateName} · 主管审批`, '同意出差');
    await approveFromBench(page, `${templateName} · 经理审批`, '注意预算');

    await openFromMenu(page, '审批流程', '流程申请');
    const row = page.getByRole('grid', { name: '流程申请' }).getByRole('row').filter({ hasText: title });
    await expect(row.getByRole('gridcell', { name: '已通过' })).toBeVisible();
    await pressRowButton(page, row, `查看 ${title} 的审批流程`);
    const flow = page.getByRole('dialog', { name: `审批流程：${title}` });
    const steps = flow.getByRole('region', { name: '步骤' }).getByRole('listitem');
    await expect(steps.nth(0)).toContainText('主管审批 · 已通过');
    await expect(steps.nth(0)).toContainText('王明远');
    await expect(steps.nth(1)).toContainText('经理审批 · 已通过');
    await expect(steps.nth(1)).toContainText('陈思远');
    const log = flow.getByRole('region', { name: '审批记录' }).getByRole('listitem');
    await expect(log).toHaveCount(3);
    await expect(log.nth(1)).toContainText('同意出差');
    await expect(log.nth(2)).toContainText('注意预算');
    await page.keyboard.press('Escape');
    await expect(flow).toBeHidden();
    await expect(row.getByRole('button', { name: `查看 ${title} 的审批流程` })).toBeFocused();

    // The last approval is in the operate log, in words (docs/screens.md, "Log manage"): the
    // definition's labels, the state by its label, the time formatted, the template by name; no
    // id, share id or step number.
    const { dialog, field } = await openLatestChange(page, '流程申请', '同意');
    await expect(field('标题').after).toHaveText(title);
    await expect(field('流程模板').after).toHaveText(templateName);
    await expect(field('状态').before).toHaveText('审批中');
    await expect(field('状态').after).toHaveText('已通过');
    await expect(field('状态').row.getByText('已修改')).toBeVisible();
    await expect(field('提交时间').after).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // (The title and the template name carry this run's stamp: the time shows formatted above.)
    const noise = /shareUuid|templateId|currentStep|running|approved/;
    await expect(dialog).not.toContainText(noise);
    // In English the same entry reads in English.
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'English' }).press('Enter');
    await pressRowButton(
      page,
      page.getByRole('grid', { name: 'Operation log' }).getByRole('row').nth(1),
      /^Show the changes of entry \d+$/,
    );
    const english = page.getByRole('dialog', { name: 'Before and after' });
    const status = english.getByRole('row', { name: /^Status / });
    await expect(status.getByRole('cell').nth(0)).toHaveText('In review');
    await expect(status.getByRole('cell').nth(1)).toHaveText('Approved');
    await expect(
      english
        .getByRole('row', { name: /^Process template / })
        .getByRole('cell')
        .nth(1),
    ).toHaveText(templateName);
    await expect(english).not.toContainText(noise);
  });

  test('an application links a document, and its flow opens that document in the document list', async ({ page }) => {
    const title = `附件申请 ${runStamp()}`;
    await signIn(page, 'manager');
    await openFromMenu(page, '审批流程', '流程申请');
    await page.getByRole('button', { name: '新增申请' }).press('Enter');
    const apply = page.getByRole('dialog', { name: '新增申请' });
    await chooseOption(page, apply, /流程模板/, '费用报销');
    await apply.getByRole('textbox', { name: '标题' }).fill(title);
    await chooseOption(page, apply, /关联文件/, '供应商准入管理规定');
    await apply.getByRole('button', { name: '保存' }).press('Enter');
    await expect(apply).toBeHidden();

    const row = page.getByRole('grid', { name: '流程申请' }).getByRole('row').filter({ hasText: title });
    await pressRowButton(page, row, `查看 ${title} 的审批流程`);
    const flow = page.getByRole('dialog', { name: `审批流程：${title}` });
    await flow.getByRole('button', { name: '打开关联文件：供应商准入管理规定' }).press('Enter');
    await expect(flow).toBeHidden();
    await expect(page).toHaveURL(/\/document\?keyword=/);
    await expect(page.getByRole('searchbox', { name: '搜索文档' })).toHaveValue('供应商准入管理规定');
    const documents = page.getByRole('grid', { name: '文档' });
    await expect(documents.getByRole('rowheader', { name: '供应商准入管理规定' })).toBeVisible();
    await expect(documents.getByRole('rowheader')).toHaveCount(1);

    // The flow modal's own screen: the caller's waiting tasks.
    await openFromMenu(page, '审批流程', '我的审批');
    await expect(page.getByRole('grid', { name: '我的审批待办' })).toBeVisible();
  });
});
