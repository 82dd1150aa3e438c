import { expect, test, type Locator, type Page } from '@playwright/test';
import { processListResource, processTemplateResource } from '@workbench/contracts';
import { signIn, tokenOf } from '../support/console';
import { signedPost } from '../support/wire';

/** The heading of every dashboard card of the work bench, one per call. */
const CARDS = [
  '订单概况',
  '待办事项',
  '工作待办',
  '公开询价',
  '流程待办',
  '未读消息',
  '货物采购额',
  '工程采购额',
  '服务采购额',
  '采购办理',
  '电子招标签到',
  '电子招标供应商',
  '供应商资质',
  '集团合格供应商业务分布',
  '专家库',
  '本月差旅金额',
  '滞留票',
] as const;

/**
 * The cards drawing a chart for {@link ACCOUNT}, each with a table alternative behind "以表格查看".
 * The engineering turnover card draws none: company 2 has no engineering contracts (server seed),
 * so it says "暂无数据" instead.
 */
const CHART_CARDS = [
  '工作待办',
  '货物采购额',
  '服务采购额',
  '电子招标供应商',
  '供应商资质',
  '集团合格供应商业务分布',
  '专家库',
  '本月差旅金额',
] as const;

/** The account of these journeys (company 2 of the server seed). */
const ACCOUNT = 'admin.yh';

/** A card: the region its `h2` names. */
function card(page: Page, name: string): Locator {
  return page.getByRole('region', { name, exact: true });
}

/** Waits until no card says it is loading. */
async function expectCardsLoaded(page: Page): Promise<void> {
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: '加载中…' })).toHaveCount(0);
}

/** Opens a chart card's table alternative by keyboard (Enter on its `<summary>`) and returns the table. */
async function openTable(region: Locator): Promise<Locator> {
  const toggle = region.getByText('以表格查看', { exact: true });
  await toggle.focus();
  await expect(toggle).toBeFocused();
  await toggle.press('Enter');
  const table = region.getByRole('table');
  await expect(table).toBeVisible();
  return table;
}

/** The work to-do card's pending figure, read from its table alternative. */
async function pendingFigure(page: Page): Promise<number> {
  const table = await openTable(card(page, '工作待办'));
  const text = await table
    .getByRole('row', { name: /待处理/ })
    .getByRole('cell')
    .textContent();
  return Number((text ?? '').replace(/,/g, ''));
}

test.describe('the work bench (docs/behaviour.md, "Routes")', () => {
  test('every card shows under its heading, before the chart code has arrived, and then each chart', async ({
    page,
  }) => {
    // Hold the lazily loaded chart chunk until the cards have rendered without it.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/charts-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await signIn(page, ACCOUNT);
    await expect(page.getByRole('heading', { name: '工作台', level: 1 })).toBeVisible();
    for (const name of CARDS) {
      await expect(card(page, name).getByRole('heading', { name, level: 2 })).toBeVisible();
    }
    await expect(card(page, '订单概况').getByRole('table')).toBeVisible();
    await expect(card(page, '工作待办').getByRole('status')).toHaveText('加载中…');
    release();
    await expectCardsLoaded(page);
    for (const name of CHART_CARDS) {
      await expect(card(page, name).getByRole('figure')).toBeVisible();
    }
    for (const name of CARDS) {
      await expect(card(page, name).getByRole('alert')).toHaveCount(0);
    }
    await expect(card(page, '工程采购额').getByText('暂无数据')).toBeVisible();
    await expect(card(page, '工程采购额').getByRole('figure')).toHaveCount(0);
    await expect(card(page, '滞留票').getByRole('link', { name: '查看滞留票' })).toBeVisible();
  });

  test('an application submitted on the server shows in the to-do list after a reload, and the pending figure goes up by one', async ({
    page,
  }) => {
    await signIn(page, ACCOUNT);
    const before = await pendingFigure(page);
    const title = `工作台待办 ${Date.now()}`;
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
    await expect(card(page, '待办事项').getByRole('listitem').filter({ hasText: title })).toBeVisible();
    expect(await pendingFigure(page)).toBe(before + 1);
  });

  test('a failing call shows an error and a retry in its card only; the retry by keyboard loads it', async ({
    page,
  }) => {
    const failing = '**/share-ecommerce/inquiry/getPubInquiry';
    await page.route(failing, (route) =>
      route.fulfill({ status: 500, json: { code: 500, msg: '服务器错误', data: null } }),
    );
    await signIn(page, ACCOUNT);
    const inquiries = card(page, '公开询价');
    await expect(inquiries.getByRole('alert')).toHaveText(/加载失败/);
    const retry = inquiries.getByRole('button', { name: '重试' });
    await expect(retry).toBeVisible();
    await expectCardsLoaded(page);
    for (const name of CARDS.filter((name) => name !== '公开询价')) {
      await expect(card(page, name).getByRole('alert')).toHaveCount(0);
    }
    await expect(card(page, '待办事项').getByRole('listitem').first()).toBeVisible();

    await page.unroute(failing);
    await retry.press('Enter');
    await expect(inquiries.getByRole('alert')).toHaveCount(0);
    await expect(inquiries.getByRole('listitem').first()).toBeVisible();
  });

  test('chart code that cannot be fetched leaves a retry in each chart card, and the rest of the console working', async ({
    page,
  }) => {
    const charts = /\/assets\/charts-[^/]*\.js$/;
    await page.route(charts, (route) => route.abort('internetdisconnected'));
    await signIn(page, ACCOUNT);
    const workTodo = card(page, '工作待办');
    await expect(workTodo.getByRole('alert')).toHaveText(/加载失败/);
    // The shell, the other cards and the live status are still there.
    await expect(card(page, '订单概况').getByRole('table')).toBeVisible();
    await expect(page.getByText('实时连接：已连接')).toBeAttached();
    await expect(page.getByRole('tab', { name: '工作台' })).toBeVisible();

    await page.unroute(charts);
    await workTodo.getByRole('button', { name: '重试' }).press('Enter');
    await expect(workTodo.getByRole('figure')).toBeVisible();
    await expect(workTodo.getByRole('alert')).toHaveCount(0);
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
    await card(page, '电子招标供应商').getByRole('button', { name: '进入电子招投标系统' }).press('Enter');
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
    // The turnover tables list the 6 months, oldest first.
    await expect(card(page, '货物采购额').getByRole('table').getByRole('rowheader')).toHaveCount(6);
  });

  test('the tablet work bench shows the same cards under its own heading', async ({ page }) => {
    await signIn(page, ACCOUNT, 'zh', '/admin/pad_index');
    await expect(page.getByRole('heading', { name: '工作台（平板）', level: 1 })).toBeVisible();
    for (const name of CARDS) {
      await expect(card(page, name).getByRole('heading', { name, level: 2 })).toBeVisible();
    }
    await expectCardsLoaded(page);
    await expect(card(page, '工作待办').getByRole('figure')).toBeVisible();
  });
});

test('the work bench keeps its layout while its cards load: cumulative layout shift at most 0.02', async ({ page }) => {
  // docs/architecture.md, "Stable work bench": the greeting and every card reserve their space.
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
  // Every card has answered and every chart is drawn.
  await expect(main.getByRole('region', { name: '订单概况' }).getByRole('table')).toBeVisible();
  await expect(main.getByRole('status').filter({ hasText: '加载中…' })).toHaveCount(0);
  await expect(main.locator('[aria-busy="true"]')).toHaveCount(0);
  const shifts = await page.evaluate(() => (window as unknown as { workbenchShifts: number[] }).workbenchShifts);
  const total = shifts.reduce((sum, value) => sum + value, 0);
  expect(total).toBeLessThanOrEqual(0.02);
});
