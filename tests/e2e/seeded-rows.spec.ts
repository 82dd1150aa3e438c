import { expect, type Browser, type Locator, type Page, test } from '@playwright/test';
import { processListResource } from '@workbench/contracts';
import { DEMO_PASSWORD, openFromMenu, pressRowButton, signIn } from '../support/console';
import { encryptedPassword, signedPost } from '../support/wire';

/** The approval parts' names in each language (docs/screens.md, "Approval processes"). */
const FLOW = {
  zh: {
    menu: '主菜单',
    group: '审批流程',
    myApprovals: '我的审批',
    tasks: '我的审批待办',
    workBench: '工作台',
    bench: '待办',
    reminders: /^提醒消息/,
    remindersDialog: '提醒消息',
    openFlow: /^查看 .* 的审批流程$/,
    dialog: /^审批流程：/,
    steps: '步骤',
    log: '审批记录',
    awaiting: '待审批',
    submitted: '提交申请',
  },
  en: {
    menu: 'Main menu',
    group: 'Approval processes',
    myApprovals: 'My approvals',
    tasks: 'My approval tasks',
    workBench: 'Work bench',
    bench: 'To-do',
    reminders: /^Reminders/,
    remindersDialog: 'Reminders',
    openFlow: /^Approval flow of /,
    dialog: /^Approval flow: /,
    steps: 'Steps',
    log: 'Approval log',
    awaiting: 'Awaiting approval',
    submitted: 'Submitted',
  },
} as const;

type Language = keyof typeof FLOW;

/**
 * The process templates of the seeded tasks waiting for each account (server seed), in each
 * language: other journeys add tasks of their own to the same lists while this one runs.
 */
const SEEDED = {
  admin: { zh: /^(采购申请|供应商准入|合同变更)$/, en: /^(Purchase request|Supplier admission|Contract change)$/ },
  manager: { zh: /^IT 设备申请$/, en: /^IT equipment request$/ },
  buyer: { zh: /^(到货验收|工程验收)$/, en: /^(Goods receipt|Works acceptance)$/ },
} as const;

type Account = keyof typeof SEEDED;

/** The text of `element` once it has some (a list's rows arrive after its loading placeholders). */
async function textOf(element: Locator): Promise<string> {
  await expect(element).toHaveText(/\S/);
  return (await element.textContent()) ?? '';
}

/**
 * Reads the open flow dialog: its steps (the current one naming `step` when given, in the
 * awaiting state) and its log from the submission on, and no refusal in place of them.
 */
async function readFlow(page: Page, language: Language, step?: string): Promise<Locator> {
  const labels = FLOW[language];
  const dialog = page.getByRole('dialog', { name: labels.dialog });
  const steps = dialog.getByRole('region', { name: labels.steps }).getByRole('listitem');
  await expect(steps.first()).toBeVisible();
  if (step !== undefined) {
    await expect(steps.filter({ hasText: `${step} · ${labels.awaiting}` })).toHaveCount(1);
  }
  await expect(dialog.getByRole('region', { name: labels.log }).getByRole('listitem').first()).toContainText(
    labels.submitted,
  );
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  return dialog;
}

/** Closes the flow dialog with Escape; focus returns to `opener` (APG dialog). */
async function closeFlow(page: Page, language: Language, opener: Locator): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: FLOW[language].dialog })).toBeHidden();
  await expect(opener).toBeFocused();
}

/** How many tasks the to-do card's approvals tab lists: the newest (docs/screens.md, "Work bench"). */
const BENCH_ROWS = 5;

/**
 * Opens every seeded task of `account` that the work bench's to-do card lists (its approvals tab,
 * the first), reads its flow and closes it. The card lists the newest {@link BENCH_ROWS}: tasks
 * other journeys submit meanwhile can push older seeded ones out (all of them open from
 * 我的审批, {@link walkMyApprovals}), so the expected count is what fits beside those others.
 */
async function walkBench(page: Page, account: Account, language: Language, expected: number): Promise<void> {
  const labels = FLOW[language];
  await page.getByRole('link', { name: labels.workBench, exact: true }).first().press('Enter');
  const tasks = page
    .getByRole('region', { name: labels.bench, exact: true })
    .getByRole('tabpanel')
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: labels.openFlow }) });
  await expect(tasks.first()).toBeVisible();
  let opened = 0;
  let others = 0;
  for (const task of await tasks.all()) {
    // "采购申请 · 总经理审批": the task's process, then its step.
    const [process = '', step = ''] = (await textOf(task.getByRole('button'))).split(' · ');
    if (!SEEDED[account][language].test(process)) {
      others++;
      continue;
    }
    const opener = task.getByRole('button');
    await opener.press('Enter');
    await readFlow(page, language, step);
    await closeFlow(page, language, opener);
    opened++;
  }
  expect(opened).toBe(Math.min(expected, BENCH_ROWS - others));
}

/** Opens every seeded task of `account` on 我的审批 by keyboard in its grid, reads its flow and closes it. */
async function walkMyApprovals(page: Page, account: Account, language: Language, expected: number): Promise<void> {
  const labels = FLOW[language];
  const menu = page.getByRole('navigation', { name: labels.menu });
  const group = menu.getByRole('button', { name: labels.group });
  if ((await group.getAttribute('aria-expanded')) !== 'true') await group.press('Enter');
  await menu.getByRole('link', { name: labels.myApprovals, exact: true }).press('Enter');
  const rows = page
    .getByRole('grid', { name: labels.tasks })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: SEEDED[account][language] }) });
  await expect(rows).toHaveCount(expected);
  for (const row of await rows.all()) {
    // The application is the row header; the first cell is its current step.
    const step = await textOf(row.getByRole('gridcell').nth(0));
    await pressRowButton(page, row, labels.openFlow);
    await readFlow(page, language, step);
    await closeFlow(page, language, row.getByRole('button', { name: labels.openFlow }));
  }
}

/**
 * The element `locator` finds now, held by its id. A reminder that another worker's journey sends
 * meanwhile lands at the top of the list, so "the first opener" may name another button by the time
 * focus is checked on it.
 */
async function pinned(locator: Locator): Promise<Locator> {
  const id = await locator.getAttribute('id');
  expect(id).toBeTruthy();
  return locator.page().locator(`[id="${id}"]`);
}

/** Opens the first reminder that links a task: its approval flow. */
async function openReminderFlow(page: Page, language: Language): Promise<void> {
  const labels = FLOW[language];
  await page.getByRole('button', { name: labels.reminders }).press('Enter');
  const reminders = page.getByRole('dialog', { name: labels.remindersDialog });
  const opener = await pinned(reminders.getByRole('button', { name: labels.openFlow }).first());
  await opener.press('Enter');
  await readFlow(page, language);
  await closeFlow(page, language, opener);
  await page.keyboard.press('Escape');
  await expect(reminders).toBeHidden();
}

/** Opens the first row's flow on 流程申请. */
async function openFirstApplication(page: Page): Promise<void> {
  await openFromMenu(page, '审批流程', '流程申请');
  const row = page.getByRole('grid', { name: '流程申请' }).getByRole('row').nth(1);
  await pressRowButton(page, row, FLOW.zh.openFlow);
  await readFlow(page, 'zh');
  await closeFlow(page, 'zh', row.getByRole('button', { name: FLOW.zh.openFlow }));
}

/** Opens the first of 我的报表 in its report view, which shows the report's result. */
async function openFirstReport(page: Page): Promise<void> {
  await openFromMenu(page, '报表中心', '我的报表');
  const row = page.getByRole('grid', { name: '我的报表' }).getByRole('row').nth(1);
  const name = await textOf(row.getByRole('rowheader'));
  await pressRowButton(page, row, `打开报表“${name}”`, 'link');
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^报表详情 · ${name}$`) })).toBeVisible();
  await expect(page.getByRole('main').getByRole('figure', { name })).toBeVisible();
}

/** Opens the edit form of the first row of the resource grid `grid` (its menu group and name): the row's values fill it. */
async function editFirstRow(page: Page, group: string, name: string, grid = name): Promise<void> {
  await openFromMenu(page, group, name);
  const row = page.getByRole('grid', { name: grid }).getByRole('row').nth(1);
  const title = await textOf(row.getByRole('rowheader'));
  await pressRowButton(page, row, `编辑 ${title}`);
  const form = page.getByRole('dialog', { name: `编辑 ${title}` });
  await expect(form.getByRole('textbox').first()).not.toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();
}

/** Downloads the first document of 文档列表 under its file name. */
async function downloadFirstDocument(page: Page): Promise<void> {
  await openFromMenu(page, null, '文档列表');
  const row = page.getByRole('grid', { name: '文档' }).getByRole('row').nth(1);
  const fileName = await textOf(row.getByRole('gridcell').nth(1));
  const downloading = page.waitForEvent('download');
  await pressRowButton(page, row, `下载 ${fileName}`);
  expect((await downloading).suggestedFilename()).toBe(fileName);
}

/** Opens the first reminder's task log: the application's steps from its submission. */
async function openReminderLog(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^提醒消息/ }).press('Enter');
  const reminders = page.getByRole('dialog', { name: '提醒消息' });
  const opener = await pinned(reminders.getByRole('button', { name: /^查看流程日志：/ }).first());
  await opener.press('Enter');
  const log = page.getByRole('dialog', { name: /^流程日志：/ });
  const steps = log.getByRole('list', { name: '流程步骤' }).getByRole('listitem');
  await expect(steps.first()).toContainText('提交申请');
  expect(await steps.count()).toBeGreaterThanOrEqual(2);
  await page.keyboard.press('Escape');
  await expect(log).toBeHidden();
  await expect(opener).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(reminders).toBeHidden();
}

/** A page signed in as `account` in a context of its own (one sign-in per account). */
async function pageOf(browser: Browser, account: string): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'zh-CN' })).newPage();
  await signIn(page, account);
  return page;
}

test.describe('every seeded row opens and acts like one made in a session, keyboard only (docs/screens.md)', () => {
  test('admin opens each seeded approval from the work bench, 我的审批 and a reminder, in zh and then en', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    await walkBench(page, 'admin', 'zh', 3);
    await walkMyApprovals(page, 'admin', 'zh', 3);
    await openReminderFlow(page, 'zh');
    // The same approvals in English, switched in place.
    await page.getByRole('button', { name: 'English' }).press('Enter');
    await walkMyApprovals(page, 'admin', 'en', 3);
    await walkBench(page, 'admin', 'en', 3);
    await openReminderFlow(page, 'en');
  });

  test('admin opens the first seeded row of each screen with a detail or a row action', async ({ page }) => {
    await signIn(page, 'admin');
    await openFirstApplication(page);
    await openFirstReport(page);
    await editFirstRow(page, '报表中心', '报表管理');
    await editFirstRow(page, '系统管理', '公告管理');
    await downloadFirstDocument(page);
    await openReminderLog(page);
  });

  test('manager opens the first row of each screen and approves the seeded task waiting for them', async ({
    browser,
  }) => {
    const page = await pageOf(browser, 'manager');
    await openFirstApplication(page);
    await openFirstReport(page);
    await editFirstRow(page, '报表中心', '报表管理');
    await editFirstRow(page, '系统管理', '公告管理');
    await downloadFirstDocument(page);

    await walkBench(page, 'manager', 'zh', 1);
    await walkMyApprovals(page, 'manager', 'zh', 1);
    const row = page
      .getByRole('grid', { name: '我的审批待办' })
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: SEEDED.manager.zh }) });
    await pressRowButton(page, row, FLOW.zh.openFlow);
    const flow = await readFlow(page, 'zh');
    await flow.getByRole('textbox', { name: '审批意见' }).fill('同意采购');
    await flow.getByRole('button', { name: '同意' }).press('Enter');
    await expect(flow.getByRole('heading', { name: '步骤' })).toBeFocused();
    await expect(flow.getByRole('region', { name: '步骤' }).getByRole('listitem').first()).toContainText('已通过');
    await expect(flow.getByRole('region', { name: '审批记录' }).getByRole('listitem').last()).toContainText('同意采购');
    await page.keyboard.press('Escape');
    await expect(row).toHaveCount(0);
    await page.context().close();
  });

  test("buyer opens each seeded approval and the first row of each screen, and is refused another company's", async ({
    browser,
  }) => {
    const page = await pageOf(browser, 'buyer');
    await walkBench(page, 'buyer', 'zh', 3);
    await walkMyApprovals(page, 'buyer', 'zh', 3);
    await openReminderFlow(page, 'zh');
    await openReminderLog(page);
    await openFirstApplication(page);
    await openFirstReport(page);
    await downloadFirstDocument(page);

    // Another company's application named in the address: the dialog says so, in place of a flow.
    const password = await encryptedPassword(page.request, DEMO_PASSWORD);
    const login = await (await signedPost(page.request, '/ibs/loginNew', { account: 'admin', password })).json();
    const found = await signedPost(
      page.request,
      processListResource.paths.list,
      { pageNum: 1, pageSize: 10, keyword: '季度办公用品补货' },
      { token: login.data.token },
    );
    const [foreign] = (await found.json()).data.list as { id: number }[];
    await page.goto(`/admin/flow_modal?id=${foreign?.id}`);
    const refused = page.getByRole('dialog', { name: '审批流程' });
    await expect(refused.getByRole('alert')).toHaveText('没有这条申请，或您无权查看');
    await expect(refused.getByRole('region', { name: '步骤' })).toHaveCount(0);
    await page.context().close();
  });
});
