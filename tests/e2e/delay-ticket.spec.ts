import { expect, test, type Locator } from '@playwright/test';
import { openFromMenu, signIn } from '../support/console';

/** The default timestamp format of docs/behaviour.md, "Formats and limits". */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** The data rows of a data table: rows with cells (not the header row, nor the empty state's row). */
function bodyRows(table: Locator): Locator {
  return table.getByRole('row').filter({ has: table.page().getByRole('gridcell') });
}

test.describe('stranded tickets (docs/behaviour.md, "Routes", delay_ticket)', () => {
  test('the menu entry for stranded-ticket applications lists them, times and statuses formatted', async ({ page }) => {
    await signIn(page, 'admin');
    await openFromMenu(page, '滞留票管理', '滞留票申请');
    const table = page.getByRole('main').getByRole('grid', { name: '滞留票申请' });
    await expect(bodyRows(table).first()).toBeVisible();
    expect(await bodyRows(table).count()).toBeGreaterThanOrEqual(3);
    const row = bodyRows(table).filter({ hasText: '会议改期，申请退票' });
    await expect(row.getByRole('rowheader')).toHaveText(/^DA\d+/);
    await expect(row.getByRole('gridcell').filter({ hasText: TIMESTAMP })).toHaveCount(1);
    await expect(row.getByRole('gridcell', { name: '待审批' })).toBeVisible();
  });

  test('/delay_ticket switches tabs by keyboard and shows the orders with amounts as yuan', async ({ page }) => {
    await signIn(page, 'admin', 'zh', '/admin/delay_ticket');
    await expect(page.getByRole('heading', { name: '滞留票', level: 1 })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByText(/^滞留票 \d+ 张，共计 ¥[\d,]+\.\d{2}$/)).toBeVisible();
    const tabs = main.getByRole('tablist', { name: '滞留票列表' });
    const applies = tabs.getByRole('tab', { name: '申请列表' });
    const orders = tabs.getByRole('tab', { name: '订单列表' });
    await expect(applies).toHaveAttribute('aria-selected', 'true');
    await expect(main.getByRole('grid', { name: '滞留票申请' })).toBeVisible();

    await applies.focus();
    await page.keyboard.press('ArrowRight');
    await expect(orders).toBeFocused();
    await expect(orders).toHaveAttribute('aria-selected', 'true');
    const table = main.getByRole('grid', { name: '滞留票订单' });
    await expect(table).toBeVisible();
    expect(await bodyRows(table).count()).toBeGreaterThanOrEqual(6);
    const row = bodyRows(table).filter({ hasText: '上海虹桥 → 成都双流' });
    await expect(row.getByRole('gridcell', { name: '¥1,450.00' })).toBeVisible();
    await expect(row.getByRole('gridcell', { name: '机票' })).toBeVisible();
    await expect(row.getByRole('gridcell', { name: '未使用' })).toBeVisible();
    await expect(row.getByRole('gridcell').filter({ hasText: TIMESTAMP })).toHaveCount(1);

    await page.keyboard.press('Home');
    await expect(applies).toHaveAttribute('aria-selected', 'true');
  });

  test('the orders page size can be changed (10 by default; 10/20/50/100, docs/behaviour.md, "Formats and limits")', async ({
    page,
  }) => {
    await signIn(page, 'admin', 'zh', '/admin/delay_ticket');
    const main = page.getByRole('main');
    await main.getByRole('tab', { name: '订单列表' }).press('Enter');
    const table = main.getByRole('grid', { name: '滞留票订单' });
    await expect(bodyRows(table).first()).toBeVisible();
    const total = await bodyRows(table).count();
    const status = main.getByRole('status').filter({ hasText: /^第 / });
    await expect(status).toHaveText(`第 1–${total} 条，共 ${total} 条`);
    const pageSize = main.getByRole('button', { name: /每页条数/ });
    await expect(pageSize).toHaveText(/10 条\/页/);
    await pageSize.press('Enter');
    await expect(page.getByRole('option')).toHaveText(['10 条/页', '20 条/页', '50 条/页', '100 条/页']);
    await page.getByRole('option', { name: '20 条/页' }).press('Enter');
    await expect(pageSize).toHaveText(/20 条\/页/);
    await expect(status).toHaveText(`第 1–${total} 条，共 ${total} 条`);
    await expect(bodyRows(table)).toHaveCount(total);
  });

  test('"Open travel service" opens the travel sign-on address in a new tab', async ({ page, context }) => {
    // The demo address is not reachable from the test machine: the browser is answered here.
    await context.route('https://trip.example.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Travel</title>' }),
    );
    await signIn(page, 'admin', 'zh', '/admin/delay_ticket');
    const popup = page.waitForEvent('popup');
    await page.getByRole('main').getByRole('button', { name: '打开差旅服务' }).click();
    const tab = await popup;
    await expect(tab).toHaveURL('https://trip.example.com/sso');
    await expect(tab).toHaveTitle('Travel');
    // Opened without a handle on the console's page.
    expect(await tab.evaluate(() => window.opener)).toBeNull();
  });

  test('an account the travel service does not authorize is told so, with no table', async ({ page }) => {
    await signIn(page, 'clerk', 'zh', '/admin/delay_ticket');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: '您没有差旅服务权限' })).toBeVisible();
    await expect(main.getByRole('grid')).toHaveCount(0);
    await expect(main.getByRole('tablist')).toHaveCount(0);
  });
});
