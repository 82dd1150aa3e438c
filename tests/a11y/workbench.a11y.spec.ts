import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolationInBothSchemes as audit } from '../support/axe';
import { signIn } from '../support/console';
import { pageCheckProblems } from '../support/page-checks';

/** Names of the work bench's parts in each language. */
const LABELS = {
  zh: {
    loading: '加载中…',
    chart: '近 6 个月采购额',
    todo: '待办',
    messages: /^未读消息/,
    table: '以表格查看',
    pad: '工作台（平板）',
    low: '低于补货点',
    replenish: '为46 号液压油申请补货',
    replenishDialog: '申请补货：46 号液压油',
  },
  en: {
    loading: 'Loading…',
    chart: 'Purchasing, last 6 months',
    todo: 'To-do',
    messages: /^Unread messages/,
    table: 'Show as table',
    pad: 'Work bench (tablet)',
    low: 'Below reorder point',
    replenish: 'Request replenishment for Hydraulic oil 46',
    replenishDialog: 'Request replenishment: Hydraulic oil 46',
  },
} as const;

/**
 * Waits for every part to answer, opens the purchasing chart's table alternative by keyboard and
 * shows the to-do card's last tab, so the audit reads the tables and a tab other than the first.
 */
async function loadedWithTableOpen(page: Page, language: 'zh' | 'en'): Promise<void> {
  const labels = LABELS[language];
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: labels.loading })).toHaveCount(0);
  const chart = page.getByRole('region', { name: labels.chart, exact: true });
  await expect(chart.getByRole('figure')).toBeAttached();
  await chart.getByText(labels.table, { exact: true }).press('Enter');
  await expect(chart.getByRole('table')).toBeVisible();
  await page
    .getByRole('region', { name: labels.todo, exact: true })
    .getByRole('tab', { name: labels.messages })
    .press('Enter');
}

for (const language of ['zh', 'en'] as const) {
  test.describe(`work bench, ${language}, light and dark`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: 'language', value: language, url: baseURL ?? '' }]);
    });

    test('/index with every part loaded and a chart table open has no axe violation, and passes the page checks', async ({
      page,
    }) => {
      await signIn(page, 'admin.yh', language);
      await loadedWithTableOpen(page, language);
      await audit(page);
      // Reflow at 320 and 640 px, text spacing, target size, motion, and the charts' series told
      // apart by more than colour under forced colours (data-series), in the same page load.
      expect(await pageCheckProblems(page)).toEqual([]);
    });

    test('/pad_index with every card loaded and a chart table open has no axe violation', async ({ page }) => {
      await signIn(page, 'admin.yh', language, '/admin/pad_index');
      await expect(page.getByRole('heading', { name: LABELS[language].pad, level: 1 })).toBeVisible();
      await loadedWithTableOpen(page, language);
      await audit(page);
    });

    test('/MRO_index with every card loaded and the replenishment dialog open has no axe violation', async ({
      page,
    }) => {
      const labels = LABELS[language];
      // An open page: it shows without a token, so sign in at the work bench first.
      await signIn(page, 'admin.yh', language);
      await page.goto('/admin/MRO_index');
      await expect(page.getByRole('main').getByRole('status').filter({ hasText: labels.loading })).toHaveCount(0);
      await page
        .getByRole('region', { name: labels.low, exact: true })
        .getByRole('button', { name: labels.replenish })
        .press('Enter');
      await expect(page.getByRole('dialog', { name: labels.replenishDialog })).toBeVisible();
      await audit(page);
    });
  });
}
