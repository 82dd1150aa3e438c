import { expect, test } from '@playwright/test';
import { expectNoAxeViolation as audit } from '../support/axe';
import { signIn } from '../support/console';

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
