import { expect, test } from '@playwright/test';
import { expectNoAxeViolation as audit } from '../support/axe';
import { signIn } from '../support/console';

/** Names of the supply-chain and identity-card screens' parts in each language. */
const LABELS = {
  zh: {
    itemTabs: '商品信息',
    specs: '规格参数',
    idCard: '身份证号码',
    reminders: /^提醒消息/,
    live: '实时连接：已连接',
  },
  en: {
    itemTabs: 'Item information',
    specs: 'Specifications',
    idCard: 'ID card number',
    reminders: /^Reminders/,
    live: 'Live updates: connected',
  },
} as const;

for (const colorScheme of ['light', 'dark'] as const) {
  for (const language of ['zh', 'en'] as const) {
    test.describe(`${language}, ${colorScheme}`, () => {
      test.use({ colorScheme });

      test.beforeEach(async ({ context, baseURL }) => {
        await context.addCookies([{ name: 'language', value: language, url: baseURL ?? '' }]);
      });

      test('the sign-in page has no axe violation', async ({ page }) => {
        await page.goto('/admin/login');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await audit(page);
      });

      test('the work bench has no axe violation', async ({ page }) => {
        await signIn(page, 'admin', language);
        await expect(page.getByRole('table')).toBeVisible();
        await audit(page);
      });

      test('the supply-chain catalogue has no axe violation', async ({ page }) => {
        await page.goto('/admin/supplyChain');
        await expect(page.getByRole('table')).toBeVisible();
        await audit(page);
      });

      test('an item view with its specifications tab selected has no axe violation', async ({ page }) => {
        await page.goto('/admin/supplyChain?sku=SKU-200118');
        const tabs = page.getByRole('tablist', { name: LABELS[language].itemTabs });
        await tabs.getByRole('tab').first().press('ArrowRight');
        await expect(tabs.getByRole('tab', { name: LABELS[language].specs })).toHaveAttribute('aria-selected', 'true');
        await expect(page.getByRole('table', { name: LABELS[language].specs })).toBeVisible();
        await audit(page);
      });

      test('the identity-card form showing an error has no axe violation', async ({ page }) => {
        await signIn(page, 'admin', language, '/admin/updateIdCard');
        const number = page.getByRole('textbox', { name: LABELS[language].idCard });
        await number.fill('110105194912310021');
        await number.press('Enter');
        await expect(number).toHaveAttribute('aria-invalid', 'true');
        await audit(page);
      });

      test('the reminders popover, open over a live connection, has no axe violation', async ({ page }) => {
        await signIn(page, 'admin', language);
        await expect(page.getByText(LABELS[language].live)).toBeAttached();
        await page.getByRole('button', { name: LABELS[language].reminders }).press('Enter');
        await expect(page.getByRole('dialog')).toBeVisible();
        await audit(page);
      });
    });
  }
}
