import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolationInBothSchemes as audit } from '../support/axe';
import { signIn } from '../support/console';

/** Names of the work bench's parts in each language. */
const LABELS = {
  zh: {
    loading: '加载中…',
    workTodo: '工作待办',
    table: '以表格查看',
    pad: '工作台（平板）',
    low: '低于补货点',
    replenish: '为46 号液压油申请补货',
    replenishDialog: '申请补货：46 号液压油',
  },
  en: {
    loading: 'Loading…',
    workTodo: 'Work to-do',
    table: 'Show as table',
    pad: 'Work bench (tablet)',
    low: 'Below reorder point',
    replenish: 'Request replenishment for Hydraulic oil 46',
    replenishDialog: 'Request replenishment: Hydraulic oil 46',
  },
} as const;

/** Waits for every card to answer, then opens the work to-do chart's table alternative by keyboard. */
async function loadedWithTableOpen(page: Page, language: 'zh' | 'en'): Promise<void> {
  const labels = LABELS[language];
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: labels.loading })).toHaveCount(0);
  const workTodo = page.getByRole('region', { name: labels.workTodo, exact: true });
  await expect(workTodo.getByRole('figure')).toBeVisible();
  await workTodo.getByText(labels.table, { exact: true }).press('Enter');
  await expect(workTodo.getByRole('table')).toBeVisible();
}

for (const language of ['zh', 'en'] as const) {
  test.describe(`work bench, ${language}, light and dark`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: 'language', value: language, url: baseURL ?? '' }]);
    });

    test('/index with every card loaded and a chart table open has no axe violation', async ({ page }) => {
      await signIn(page, 'admin.yh', language);
      await loadedWithTableOpen(page, language);
      await audit(page);
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
