import { expect, test, type Page } from '@playwright/test';

/** Two items of the demo catalogue (server/src/db/seed.ts). */
const HELMET = { sku: 'SKU-200118', name: 'ABS 安全帽（带透气孔）', standard: 'GB 2811-2019' };
const SWITCH = { sku: 'SKU-400019', name: '24 口千兆以太网交换机' };

/** The item-view tabs (the design system's APG tabs), apart from the tag bar's tabs. */
function itemTabs(page: Page) {
  return page.getByRole('tablist', { name: '商品信息' });
}

/** Opens an item from the catalogue the way a keyboard user does: Enter on its name's link. */
async function openItem(page: Page, name: string): Promise<void> {
  await page.getByRole('table', { name: '商品目录' }).getByRole('link', { name }).press('Enter');
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
}

test.describe('the supply-chain catalogue (docs/behaviour.md, "Routes", open to signed-out visitors, keyboard only)', () => {
  test('a signed-out visitor lists the catalogue: prices in yuan, the sold-out item marked', async ({ page }) => {
    await page.goto('/admin/supplyChain');
    await expect(page.getByRole('heading', { name: '供应链', level: 1 })).toBeVisible();
    const table = page.getByRole('table', { name: '商品目录' });
    await expect(table.getByRole('columnheader')).toHaveText(['商品编码', '商品名称', '品牌', '单价', '库存']);
    const helmet = table.getByRole('row', { name: new RegExp(HELMET.sku) });
    await expect(helmet.getByRole('rowheader')).toHaveText(HELMET.name);
    await expect(helmet.getByRole('cell').nth(2)).toHaveText('¥35.50');
    await expect(table.getByRole('row', { name: /SKU-400088/ }).getByText('缺货')).toBeVisible();
  });

  test('catalogue to item by keyboard; each item view keeps the tab it was left on', async ({ page }) => {
    await page.goto('/admin/supplyChain');
    await openItem(page, HELMET.name);
    await expect(page).toHaveURL(new RegExp(`/admin/supplyChain\\?sku=${HELMET.sku}$`));
    const overview = itemTabs(page).getByRole('tab', { name: '概览' });
    await expect(overview).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: '概览' }).getByText('劳保用品')).toBeVisible();

    // Arrow keys move along the tab list and select (APG tabs, automatic activation).
    await overview.press('ArrowRight');
    const specs = itemTabs(page).getByRole('tab', { name: '规格参数' });
    await expect(specs).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('table', { name: '规格参数' }).getByRole('row', { name: /执行标准/ })).toContainText(
      HELMET.standard,
    );

    await page.getByRole('link', { name: '返回商品目录' }).press('Enter');
    await expect(page.getByRole('heading', { name: '供应链', level: 1 })).toBeVisible();
    await openItem(page, SWITCH.name);
    await expect(itemTabs(page).getByRole('tab', { name: '概览' })).toHaveAttribute('aria-selected', 'true');

    // Catalogue, helmet, switch: three views of one route, told apart by sku, each item's tag
    // named by the item (docs/behaviour.md, "Tag bar"), after the fixed work bench tag. Back to
    // the helmet's tag.
    const tags = page.getByRole('tablist', { name: '已打开的页面' }).getByRole('tab');
    await expect(tags).toHaveText(['工作台', '供应链', `供应链 · ${HELMET.name}`, `供应链 · ${SWITCH.name}`]);
    const helmetTag = tags.filter({ hasText: HELMET.name });
    await helmetTag.focus();
    await helmetTag.press('Enter');
    await expect(page).toHaveURL(new RegExp(`sku=${HELMET.sku}$`));
    await expect(page.getByRole('heading', { name: HELMET.name, level: 1 })).toBeVisible();
    await expect(itemTabs(page).getByRole('tab', { name: '规格参数' })).toHaveAttribute('aria-selected', 'true');
  });

  test('an unknown sku shows the server warning and says the item is not there', async ({ page }) => {
    await page.goto('/admin/supplyChain?sku=SKU-999999');
    await expect(page.getByRole('status').getByText('没有这个商品')).toBeVisible();
    await expect(page.getByRole('heading', { name: '未找到该商品' })).toBeVisible();
    await page.getByRole('link', { name: '返回商品目录' }).press('Enter');
    await expect(page.getByRole('table', { name: '商品目录' })).toBeVisible();
  });

  test('in English, names and prices follow the language', async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: 'language', value: 'en', url: baseURL }]);
    await page.goto('/admin/supplyChain');
    const table = page.getByRole('table', { name: 'Catalogue' });
    await table.getByRole('link', { name: 'ABS safety helmet, vented' }).press('Enter');
    await expect(page.getByRole('heading', { name: 'ABS safety helmet, vented', level: 1 })).toBeVisible();
    const panel = page.getByRole('tabpanel', { name: 'Overview' });
    await expect(panel.getByText('CN¥35.50')).toBeVisible();
    await expect(panel.getByText('Personal protective equipment')).toBeVisible();
  });
});
