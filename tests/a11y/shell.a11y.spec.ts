import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolationInBothSchemes as expectNoAxeViolation } from '../support/axe';
import { signIn } from '../support/console';

/** The shell's labels in each language. */
const LABELS = {
  zh: {
    userMenu: /^用户菜单/,
    company: /^当前企业/,
    tags: '已打开的页面',
    drawer: '菜单',
    sideMenu: '侧边菜单',
    myApps: '我的应用',
    apps: '应用',
  },
  en: {
    userMenu: /^User menu/,
    company: /^Company:/,
    tags: 'Open views',
    drawer: 'Menu',
    sideMenu: 'Side menu',
    myApps: 'My applications',
    apps: 'Applications',
  },
} as const;

/**
 * Opens a menu from `trigger` by keyboard (`open`), audits the page with it open, closes it with
 * Escape, and expects focus back on the trigger (APG menu button pattern), which also means the
 * closed menu has finished handing focus back before the next one opens.
 */
async function auditWithMenuOpen(page: Page, trigger: Locator, open: () => Promise<void>): Promise<void> {
  await open();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectNoAxeViolation(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(trigger).toBeFocused();
}

/**
 * The axe audit of the shell: zh and en, light and dark, the sidebar open
 * and collapsed, and with the user menu, the company menu and the tag context menu open, and the
 * user menu's "My applications" dialog with its list loaded; then the drawer that replaces the
 * sidebar below 992 px.
 */
for (const language of ['zh', 'en'] as const) {
  test.describe(`the shell in ${language}, light and dark`, () => {
    const labels = LABELS[language];

    for (const sidebar of ['open', 'collapsed'] as const) {
      test(`sidebar ${sidebar}: no axe violation, nor with the user, company or tag menu or my applications open`, async ({
        page,
        baseURL,
      }) => {
        // Ten audits: five states, each in both schemes.
        test.setTimeout(120_000);
        await page.context().addCookies([
          { name: 'language', value: language, url: baseURL },
          { name: 'sidebarStatus', value: sidebar === 'open' ? '1' : '0', url: baseURL },
        ]);
        // admin.yh has two company accounts, so the company menu shows.
        await signIn(page, 'admin', language);
        await expect(page.getByRole('button', { name: labels.sideMenu })).toHaveAttribute(
          'aria-expanded',
          String(sidebar === 'open'),
        );
        // The work bench's cards have loaded: the audit is of the settled shell, not of a loading state.
        await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
        await expectNoAxeViolation(page);

        const userMenu = page.getByRole('button', { name: labels.userMenu });
        await auditWithMenuOpen(page, userMenu, () => userMenu.press('Enter'));
        const company = page.getByRole('button', { name: labels.company });
        await auditWithMenuOpen(page, company, () => company.press('Enter'));
        const tab = page.getByRole('tablist', { name: labels.tags }).getByRole('tab').first();
        await auditWithMenuOpen(page, tab, async () => {
          await tab.focus();
          await tab.press('Shift+F10');
        });

        await userMenu.press('Enter');
        await page.getByRole('menuitem', { name: labels.myApps }).press('Enter');
        const apps = page.getByRole('dialog', { name: labels.myApps });
        await expect(apps.getByRole('list', { name: labels.apps }).getByRole('listitem').first()).toBeVisible();
        await expectNoAxeViolation(page);
        await page.keyboard.press('Escape');
        await expect(apps).toBeHidden();
        await expect(userMenu).toBeFocused();
      });
    }

    test('below 992 px: no axe violation with the menu drawer open', async ({ page, baseURL }) => {
      await page.setViewportSize({ width: 800, height: 900 });
      await page.context().addCookies([{ name: 'language', value: language, url: baseURL }]);
      await signIn(page, 'admin', language);
      await page.getByRole('button', { name: labels.sideMenu }).press('Enter');
      await expect(page.getByRole('dialog', { name: labels.drawer })).toBeVisible();
      await expectNoAxeViolation(page);
    });
  });
}
