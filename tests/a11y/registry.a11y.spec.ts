/**
 * The whole screen registry (docs/behaviour.md, "Routes"; docs/screens.md): every screen a menu
 * entry can name is opened as `admin` through its route, shows what the server answered (rows of
 * its table, items of its tree, the figures of its chart), and has no axe violation (WCAG 2.2 A and
 * AA rules) in light and dark, in each language. The same page load then runs the checks axe does
 * not make (support/page-checks.ts; docs/accessibility.md): reflow and text spacing at 320 x 256,
 * reflow and target size at 640 x 480, the layout (no single-token cell or button label wrapped,
 * no developer text) at 1440 x 900 and 768 x 1024 in both schemes, forced colours, and no motion
 * with reduced motion asked for.
 */
import { SCREEN_URLS, type ScreenUrl } from '@workbench/contracts';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolationInBothSchemes as audit } from '../support/axe';
import { DESKTOP, pageCheckProblems } from '../support/page-checks';
import { signIn, tokenOf } from '../support/console';
import { docsScreenshot } from '../support/docs-screenshots';
import { signedPost } from '../support/wire';

/**
 * Screens no menu entry of the seed names, and where they are checked instead: the four steps of
 * the supplier registration are one public form outside the shell; its first two steps are audited
 * in tests/a11y/console.a11y.spec.ts, the last two in tests/e2e/register.spec.ts, which registers.
 */
const OUTSIDE_THE_MENU: readonly ScreenUrl[] = [
  'registerExplanation',
  'registerForm',
  'registration',
  'registerConfirm',
];

/** The first row header of a table, or the first cell of a tree grid: what most screens show. */
const firstRow = (main: Locator) =>
  main.getByRole('rowheader').or(main.getByRole('treegrid').getByRole('gridcell')).first();

/**
 * How a screen shows its server data when it is not {@link firstRow}: the permission screen once a
 * role is chosen (its tree then), the organisation once a unit is chosen (its people), the
 * addresses as a list, the project analysis as charts (each an image with its table alternative),
 * the help centre as its articles, and a report's view opened from My reports, as a person does
 * (it needs the report's `?reportId=`).
 */
const CONTENT: Partial<
  Record<ScreenUrl, (page: Page, main: Locator, language: 'zh' | 'en', routes: Map<string, string>) => Promise<void>>
> = {
  auth: async (page, main, language) => {
    const role = main.getByRole('button', { name: language === 'zh' ? /角色/ : /Role/ });
    await expect(role).toBeEnabled();
    // Opened before its roles have arrived, the list says it is loading, then offers them.
    await role.press('ArrowDown');
    const option = page
      .getByRole('option')
      .filter({ hasNotText: language === 'zh' ? '加载中…' : 'Loading…' })
      .first();
    await expect(option).toBeVisible();
    await option.press('Enter');
    await expect(main.getByRole('treeitem').first()).toBeVisible();
  },
  // The people table beside the tree, which shows once a unit is chosen (its first, which holds people).
  orgStructure: async (page, main) => {
    await main.getByRole('treegrid').getByRole('row').first().focus();
    await page.keyboard.press('Enter');
    await expect(main.getByRole('grid').getByRole('rowheader').first()).toBeVisible();
  },
  userAddress: async (_, main) => {
    await expect(main.getByRole('listitem').first()).toBeVisible();
  },
  projectAnalysis: async (_, main) => {
    await expect(main.getByRole('img').first()).toBeVisible();
  },
  help: async (_, main) => {
    await expect(main.getByRole('article').first()).toBeVisible();
  },
  reportDetail: async (page, main, language, routes) => {
    await page.goto(routes.get('myReport') ?? '');
    const open = main.getByRole('link', { name: language === 'zh' ? /^打开报表/ : /^Open the report/ }).first();
    // A press while the list re-renders after its answer can be lost: press again until it went.
    await expect(async () => {
      if (!/reportId=/.test(page.url())) await open.press('Enter', { timeout: 2_000 });
      await expect(page).toHaveURL(/reportId=/, { timeout: 2_000 });
    }).toPass();
    await expect(firstRow(main)).toBeVisible();
  },
};

/**
 * Screens shown on a fixed route rather than a menu entry's (docs/behaviour.md, "Routes"): the
 * stranded tickets, opened from the work bench.
 */
const FIXED_ROUTES: Partial<Record<ScreenUrl, string>> = { delayTicket: '/admin/delay_ticket' };

/** The seeded route of each screen for `admin`: `/admin/<code>` of the first entry naming it. */
async function routesOf(page: Page): Promise<Map<string, string>> {
  const token = await tokenOf(page);
  const answer = await signedPost(page.request, '/share-system/menu/getRouters', { appId: 1 }, { token });
  const routes = (await answer.json()).data as { code: string; url: string }[];
  const paths = new Map<string, string>();
  for (const route of routes) if (!paths.has(route.url)) paths.set(route.url, `/admin/${route.code}`);
  return paths;
}

/** The screens the README shows (docs/screenshots/), by the stem of their files. */
const DOCS_SCREENSHOTS: Partial<Record<ScreenUrl, string>> = { peopleManage: 'people' };

// The parts only read: they run side by side on the workers.
test.describe.configure({ mode: 'parallel' });

/** The screens walked, in parts of {@link PART_SIZE}: each part is a test of its own, so the two workers share them. */
const WALKED = SCREEN_URLS.filter((url) => !OUTSIDE_THE_MENU.includes(url));
const PART_SIZE = 12;
const PARTS = Array.from({ length: Math.ceil(WALKED.length / PART_SIZE) }, (_, index) =>
  WALKED.slice(index * PART_SIZE, (index + 1) * PART_SIZE),
);

for (const language of ['zh', 'en'] as const) {
  for (const [index, part] of PARTS.entries()) {
    test(`screens ${index * PART_SIZE + 1} to ${index * PART_SIZE + part.length} of the registry open with the server's data, no axe violation in light and dark, and pass the page checks, ${language}`, async ({
      page,
      context,
      baseURL,
    }) => {
      // About 10 s a screen on a loaded 2-core machine, audits in both schemes included.
      test.setTimeout(PART_SIZE * 20_000);
      await context.addCookies([{ name: 'language', value: language, url: baseURL ?? '' }]);
      await signIn(page, 'admin', language);
      const routes = await routesOf(page);
      const main = page.getByRole('main');
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));

      // Every screen is walked, and what failed is reported together.
      const failures: string[] = [];
      for (const url of part) {
        const path = routes.get(url) ?? FIXED_ROUTES[url];
        if (!path) {
          failures.push(`${url}: no seeded menu entry of admin names it`);
          continue;
        }
        try {
          await page.setViewportSize(DESKTOP);
          await page.emulateMedia({ colorScheme: 'light' });
          await page.goto(path);
          await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
          const check = CONTENT[url];
          if (check) await check(page, main, language, routes);
          else await expect(firstRow(main)).toBeVisible({ timeout: 10_000 });
          const shot = DOCS_SCREENSHOTS[url];
          if (shot) await docsScreenshot(page, shot, language);
          // Each scheme audited once its colour transitions have ended; a screen still settling (a
          // toast fading in, a row's answer arriving) is audited again: a violation that stays fails.
          await audit(page);
          const problems = await pageCheckProblems(page);
          if (problems.length > 0) failures.push(`${url} at ${path}:\n  ${problems.join('\n  ')}`);
        } catch (error) {
          failures.push(`${url} at ${path}: ${String(error).split('\n').slice(0, 40).join(' ')}`);
        }
      }
      expect(failures).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
}
