import { expect, test, type Locator, type Page } from '@playwright/test';
import { processListResource, processTemplateResource } from '@workbench/contracts';
import { tokenOf, runStamp, signIn } from '../support/console';
import { signedPost } from '../support/wire';

/** The key figures of the first row, each a region named by what it counts. */
const FIGURES = ['待我审批', '待办事项', '本月采购额', '进行中的询价'] as const;

/** The heading of every other part of the work bench (docs/screens.md, "Work bench"). */
const CARDS = [
  '待办',
  '询价截止时间',
  '本企业订单',
  '近 6 个月采购额',
  '电子招标',
  '供应商资质',
  '投标最多的供应商',
  '本月差旅金额',
  '集团合格供应商业务分布',
  '专家库专业分布',
] as const;

/** The parts drawing a chart for {@link ACCOUNT}, each with a table alternative behind "以表格查看". */
const CHART_CARDS = [
  '近 6 个月采购额',
  '供应商资质',
  '投标最多的供应商',
  '本月差旅金额',
  '集团合格供应商业务分布',
  '专家库专业分布',
] as const;

/** The account of these journeys (远航供应链 of the server seed). */
const ACCOUNT = 'admin.yh';

/** The purchase kinds of the turnover calls, in the order of the chart's table columns. */
const KINDS = ['goods', 'engineering', 'service'] as const;

/** A part: the region its `h2` names. */
function card(page: Page, name: string): Locator {
  return page.getByRole('main').getByRole('region', { name, exact: true });
}

/** Waits until no part says it is loading. */
async function expectCardsLoaded(page: Page): Promise<void> {
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: '加载中…' })).toHaveCount(0);
}

/** Opens a chart's table alternative by keyboard (Enter on its `<summary>`) and returns the table. */
async function openTable(region: Locator): Promise<Locator> {
  const toggle = region.getByText('以表格查看', { exact: true });
  await toggle.focus();
  await expect(toggle).toBeFocused();
  await toggle.press('Enter');
  const table = region.getByRole('table');
  await expect(table).toBeVisible();
  return table;
}

/** A key figure's number, read from its region. */
async function figure(page: Page, name: string): Promise<number> {
  const text = await card(page, name).getByRole('paragraph').first().textContent();
  return Number((text ?? '').replace(/[^\d.]/g, ''));
}

/** Money as the console writes it in zh: exact in tables, compact (万, 亿) in figures (docs/behaviour.md). */
const exactYuan = new Intl.NumberFormat('zh-CN', { style: 'currency', currency: 'CNY' }).format;
const compactYuan = new Intl.NumberFormat('zh-CN', {
  style: 'currency',
  currency: 'CNY',
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
  useGrouping: 'always',
}).format;

test.describe('the work bench (docs/screens.md, "Work bench")', () => {
  test('every part shows under its heading, the figures before the chart code has arrived, and then each chart', async ({
    page,
  }) => {
    // Hold the lazily loaded chart chunk until the figures and the to-do card have rendered without it.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/charts-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await signIn(page, ACCOUNT);
    await expect(page.getByRole('heading', { name: '工作台', level: 1 })).toBeVisible();
    for (const name of FIGURES) await expect(card(page, name).getByRole('heading', { name, level: 2 })).toBeVisible();
    await expect(card(page, '待我审批').getByRole('paragraph').first()).toHaveText(/^\d+$/);
    await expect(card(page, '待办').getByRole('tab', { name: /^待我审批/, selected: true })).toBeVisible();
    await expect(card(page, '近 6 个月采购额').getByRole('status')).toHaveText('加载中…');
    release();
    await expectCardsLoaded(page);
    for (const name of CARDS) await expect(card(page, name).getByRole('heading', { name, level: 2 })).toBeAttached();
    for (const name of CHART_CARDS) await expect(card(page, name).getByRole('figure', { name })).toBeAttached();
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
    await expect(card(page, '本月差旅金额').getByRole('link', { name: '查看滞留票' })).toBeAttached();
  });

  test("the month sums: this month's purchasing and each month of each kind, as the turnover calls answer them", async ({
    page,
  }) => {
    await signIn(page, ACCOUNT);
    const token = await tokenOf(page);
    // After the page's own calls, and one after another: the same empty body signed with the same
    // token in the same millisecond is refused as a replay (docs/wire-protocol.md), whoever sent it.
    await expect(card(page, '本月采购额').getByRole('paragraph').first()).toHaveText(/¥/);
    const answers: { months: { month: string; amount: number }[] }[] = [];
    for (const kind of KINDS) {
      // Sent again when it is refused as a replay (409): a page's call of the same kind may go out in
      // the same millisecond.
      await expect(async () => {
        const answer = await signedPost(
          page.request,
          `/purchase/${kind}/contract/getPurchaseTurnoverSummry`,
          {},
          { token },
        );
        const envelope = (await answer.json()) as {
          code: number;
          data: { months: { month: string; amount: number }[] };
        };
        expect(envelope.code).toBe(200);
        answers.push(envelope.data);
      }).toPass();
    }
    const current = answers.reduce((total, { months }) => total + (months.at(-1)?.amount ?? 0), 0);
    await expect(card(page, '本月采购额').getByRole('paragraph').first()).toHaveText(compactYuan(current));

    const table = await openTable(card(page, '近 6 个月采购额'));
    await expect(table.getByRole('columnheader')).toHaveText(['月份', '货物', '工程', '服务']);
    const rows = table.getByRole('row').filter({ has: page.getByRole('rowheader') });
    await expect(rows).toHaveCount(6);
    for (const [index, month] of answers[0]!.months.entries()) {
      await expect(rows.nth(index).getByRole('rowheader')).toHaveText(`${Number(month.month.slice(5))}月`);
      await expect(rows.nth(index).getByRole('cell')).toHaveText(
        answers.map(({ months }) => exactYuan(months[index]?.amount ?? 0)),
      );
    }
  });

  test('each key figure links to the list behind it, by keyboard', async ({ page }) => {
    await signIn(page, ACCOUNT);
    const todo = card(page, '待办');

    await card(page, '待办事项').getByRole('link', { name: '查看待办事项' }).press('Enter');
    const todos = todo.getByRole('tab', { name: /^待办事项/ });
    await expect(todos).toHaveAttribute('aria-selected', 'true');
    await expect(todos).toBeFocused();
    await expect(todo.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible();

    await card(page, '进行中的询价').getByRole('link', { name: '查看询价截止时间' }).press('Enter');
    await expect(card(page, '询价截止时间')).toBeFocused();

    await card(page, '本月采购额').getByRole('link', { name: '查看采购报表' }).press('Enter');
    await expect(page.getByRole('main').getByRole('heading', { name: '我的报表', level: 1 })).toBeVisible();
    await page.getByRole('tablist', { name: '已打开的页面' }).getByRole('tab', { name: '工作台' }).press('Enter');

    await card(page, '待我审批').getByRole('link', { name: '查看我的审批' }).press('Enter');
    await expect(page.getByRole('main').getByRole('heading', { name: '我的审批', level: 1 })).toBeVisible();
  });

  test('the to-do tabs by keyboard: Tab reaches the selected tab, arrows move, a task opens its flow and Esc returns', async ({
    page,
  }) => {
    await signIn(page, ACCOUNT);
    const todo = card(page, '待办');
    const approvals = todo.getByRole('tab', { name: /^待我审批 \d+$/ });
    await expect(approvals).toHaveAttribute('aria-selected', 'true');
    // From the last key figure's link, Tab goes to the selected tab (APG tabs: one stop).
    await card(page, '进行中的询价').getByRole('link', { name: '查看询价截止时间' }).focus();
    await page.keyboard.press('Tab');
    await expect(approvals).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(todo.getByRole('tab', { name: /^待办事项 \d+$/ })).toBeFocused();
    await expect(todo.getByRole('tab', { name: /^待办事项/ })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('End');
    await expect(todo.getByRole('tab', { name: /^未读消息 \d+$/, selected: true })).toBeFocused();
    await page.keyboard.press('Home');
    await expect(approvals).toBeFocused();

    await page.keyboard.press('Tab');
    const open = todo
      .getByRole('tabpanel')
      .getByRole('button', { name: /^查看 .+ 的审批流程$/ })
      .first();
    await expect(open).toBeFocused();
    await page.keyboard.press('Enter');
    const flow = page.getByRole('dialog', { name: /^审批流程/ });
    await expect(flow).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(flow).toBeHidden();
    await expect(open).toBeFocused();
  });

  test('a to-do added on the server shows after a reload, and the to-dos figure goes up by one', async ({ page }) => {
    await signIn(page, ACCOUNT);
    await expect(card(page, '待办事项').getByRole('paragraph').first()).toHaveText(/^\d+$/);
    const before = await figure(page, '待办事项');
    const title = `工作台待办 ${runStamp()}`;
    const token = await tokenOf(page);
    const templates = await signedPost(
      page.request,
      processTemplateResource.paths.list,
      { pageNum: 1, pageSize: 10 },
      { token },
    );
    const { list } = (await templates.json()).data as { list: { id: number; nameZh: string }[] };
    const templateId = list.find((template) => template.nameZh === '差旅申请')?.id;
    const answer = await signedPost(page.request, processListResource.paths.add, { templateId, title }, { token });
    expect((await answer.json()).code).toBe(200);

    await page.reload();
    await expect(card(page, '待办事项').getByRole('paragraph').first()).toHaveText(String(before + 1));
    await card(page, '待办')
      .getByRole('tab', { name: /^待办事项/ })
      .press('Enter');
    await expect(
      card(page, '待办').getByRole('tabpanel').getByRole('listitem').filter({ hasText: title }),
    ).toBeVisible();
  });

  test('a failing call shows an error and a retry where it is shown only; the retry by keyboard loads it', async ({
    page,
  }) => {
    const failing = '**/share-ecommerce/inquiry/getPubInquiry';
    await page.route(failing, (route) =>
      route.fulfill({ status: 500, json: { code: 500, msg: '服务器错误', data: null } }),
    );
    await signIn(page, ACCOUNT);
    const inquiries = card(page, '询价截止时间');
    await expect(inquiries.getByRole('alert')).toHaveText(/加载失败/);
    // The open inquiries' figure rests on the same call.
    await expect(card(page, '进行中的询价').getByRole('alert')).toHaveText(/加载失败/);
    await expectCardsLoaded(page);
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(2);
    await expect(card(page, '待办').getByRole('tabpanel').getByRole('listitem').first()).toBeVisible();

    await page.unroute(failing);
    await inquiries.getByRole('button', { name: '重试' }).press('Enter');
    await expect(inquiries.getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  });

  test('chart code that cannot be fetched leaves a retry in each chart, and the rest of the console working', async ({
    page,
  }) => {
    const charts = /\/assets\/charts-[^/]*\.js$/;
    await page.route(charts, (route) => route.abort('internetdisconnected'));
    await signIn(page, ACCOUNT);
    const trend = card(page, '近 6 个月采购额');
    await expect(trend.getByRole('alert')).toHaveText(/加载失败/);
    // The figures, the shell and the live status are still there.
    await expect(card(page, '待我审批').getByRole('paragraph').first()).toHaveText(/^\d+$/);
    await expect(page.getByText('实时连接：已连接')).toBeAttached();
    await expect(page.getByRole('tab', { name: '工作台' })).toBeVisible();

    await page.unroute(charts);
    await trend.getByRole('button', { name: '重试' }).press('Enter');
    await expect(trend.getByRole('figure')).toBeVisible();
    await expect(trend.getByRole('alert')).toHaveCount(0);
  });

  test("the e-bidding card opens the e-bidding system's address in a new tab without an opener", async ({
    page,
    context,
  }) => {
    // The demo address is not reachable from the test machine: the browser is answered here.
    await context.route('https://ebidding.example.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>E-bidding</title>' }),
    );
    await signIn(page, ACCOUNT);
    const popup = page.waitForEvent('popup');
    await card(page, '电子招标').getByRole('button', { name: '进入电子招投标系统' }).press('Enter');
    const tab = await popup;
    await expect(tab).toHaveURL('https://ebidding.example.com/');
    await expect(tab).toHaveTitle('E-bidding');
    expect(await tab.evaluate(() => window.opener)).toBeNull();
  });

  test("each chart's table alternative opens by keyboard and shows the numbers", async ({ page }) => {
    await signIn(page, ACCOUNT);
    for (const name of CHART_CARDS) {
      const table = await openTable(card(page, name));
      const cells = table.getByRole('cell');
      await expect(cells.first()).toBeVisible();
      for (const cell of await cells.all()) await expect(cell).toHaveText(/\d/);
    }
  });

  test('the tablet work bench shows the same parts under its own heading', async ({ page }) => {
    await signIn(page, ACCOUNT, 'zh', '/admin/pad_index');
    await expect(page.getByRole('heading', { name: '工作台（平板）', level: 1 })).toBeVisible();
    for (const name of [...FIGURES, ...CARDS]) {
      await expect(card(page, name).getByRole('heading', { name, level: 2 })).toBeAttached();
    }
    await expectCardsLoaded(page);
    await expect(card(page, '供应商资质').getByRole('figure')).toBeAttached();
  });
});

test('the work bench keeps its layout while its parts load: cumulative layout shift at most 0.02', async ({ page }) => {
  // docs/architecture.md, "Stable work bench": the greeting and every part reserve their space.
  await page.setViewportSize({ width: 1350, height: 940 });
  await signIn(page, 'admin');
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { workbenchShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.reload();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: '工作台', level: 1 })).toBeVisible();
  // Every part has answered and every chart is drawn.
  await expect(main.getByRole('region', { name: '本企业订单' }).getByRole('definition').first()).toBeVisible();
  await expect(main.getByRole('status').filter({ hasText: '加载中…' })).toHaveCount(0);
  await expect(main.locator('[aria-busy="true"]')).toHaveCount(0);
  const shifts = await page.evaluate(() => (window as unknown as { workbenchShifts: number[] }).workbenchShifts);
  const total = shifts.reduce((sum, value) => sum + value, 0);
  expect(total).toBeLessThanOrEqual(0.02);
});
