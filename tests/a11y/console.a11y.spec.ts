import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/console';

/** The WCAG rule sets every screen must pass (developers' guide). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

async function audit(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect(
    results.violations.map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target.join(' ')) })),
  ).toEqual([]);
}

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
    });
  }
}
