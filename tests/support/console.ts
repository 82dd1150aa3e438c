import { type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';

/** The demo password of the README. */
export const DEMO_PASSWORD = 'Workbench@123';

/** Labels of the sign-in page in each language. */
export const SIGN_IN = {
  zh: { heading: '登录', account: '账号', password: '密码', submit: '登录' },
  en: { heading: 'Sign in', account: 'Account', password: 'Password', submit: 'Sign in' },
} as const;

/** The stamps {@link runStamp} handed out in this worker, so two in the same millisecond differ. */
let lastStamp = 0;

/**
 * A stamp that makes a journey's record names unique across runs and workers: the time in base
 * 36 and the worker's own counter, lowercase letters and digits (`mhx3k2a1`). Unlike raw epoch
 * milliseconds it reads as a code, so the layout check's developer-text rule (no 12- or
 * 13-digit number on screen) holds on screens that list these records.
 */
export function runStamp(): string {
  lastStamp = Math.max(Date.now(), lastStamp + 1);
  return `${lastStamp.toString(36)}${process.env['TEST_PARALLEL_INDEX'] ?? '0'}`;
}

/** A cookie of a browser context, as Playwright reads and adds it. */
type Cookie = Awaited<ReturnType<BrowserContext['cookies']>>[number];

/**
 * The console sessions this worker signed in, by origin and account: the cookies the sign-in set
 * on the console's path (`token` and what goes with it). Not the sign-on service's own
 * `sso_session` (path `/sso`), so a fresh context given them is signed in to the console and still
 * signed out of the sign-on page; nor what the test had set before (its `language`).
 */
const sessions = new Map<string, Cookie[]>();

/**
 * Signs in the way a person does: the console sends a signed-out visitor to the sign-on page, the
 * form is filled by label and submitted, and the view at `target` comes back. Once per worker,
 * origin and account: a later call gives the test's fresh context that session's console cookies
 * and opens `target` signed in, as a person who comes back the same day does, and goes through
 * the form again only when the server has ended the session meanwhile (a sign-out, a password
 * change, a company switch): the console then sends the visitor to the sign-on page as before.
 * The form itself is tested by e2e/sign-in.spec.ts; about 2 s of each test's set-up goes.
 */
export async function signIn(
  page: Page,
  account: string,
  language: 'zh' | 'en' = 'zh',
  target = '/admin/index',
): Promise<void> {
  const labels = SIGN_IN[language];
  const key = `${new URL(target, test.info().project.use.baseURL).origin} ${account}`;
  const kept = sessions.get(key);
  if (kept) await page.context().addCookies(kept);
  await page.goto(target);
  const form = page.getByRole('heading', { name: labels.heading, level: 1 });
  const view = page.getByRole('main').getByRole('heading', { level: 1 });
  if (kept) {
    await expect(view.or(form).first()).toBeVisible();
    if (!new URL(page.url()).pathname.startsWith('/admin/login')) return;
  }
  await expect(form).toBeVisible();
  const origin = new URL(page.url()).origin;
  const before = new Map((await page.context().cookies(origin)).map((cookie) => [cookie.name, cookie.value]));
  await submitSignIn(page, account, DEMO_PASSWORD, language);
  // The sign-on page hands an itemKey back; the console exchanges it, stores the token and drops
  // the key from the address, then the view's heading shows.
  await expect(page).not.toHaveURL(/\/admin\/login|itemKey=/);
  await expect(view).toBeVisible();
  const cookies = await page.context().cookies(origin);
  sessions.set(
    key,
    cookies.filter((cookie) => before.get(cookie.name) !== cookie.value),
  );
}

/**
 * Fills the sign-in form by label and submits it by keyboard (the account may be refused). The
 * page's submit button is disabled until its script has taken the form over (docs/architecture.md,
 * "Sign-in page"), so this waits for it first: a console that sends the visitor here arrives
 * before the script has run.
 */
export async function submitSignIn(
  page: Page,
  account: string,
  password = DEMO_PASSWORD,
  language: 'zh' | 'en' = 'zh',
): Promise<void> {
  const labels = SIGN_IN[language];
  const submit = page.getByRole('button', { name: labels.submit });
  await expect(submit).toBeEnabled();
  await page.getByRole('textbox', { name: labels.account }).fill(account);
  await page.getByRole('textbox', { name: labels.password, exact: true }).fill(password);
  await submit.press('Enter');
}

/** The token cookie of the page's context. */
export async function tokenOf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((entry) => entry.name === 'token');
  if (!cookie) throw new Error('no token cookie');
  return cookie.value;
}

/** Opens a view the way a keyboard user does: through the sidebar, by Enter on its link. */
export async function openFromMenu(
  page: Page,
  group: string | null,
  name: string,
  language: 'zh' | 'en' = 'zh',
): Promise<void> {
  const menu = page.getByRole('navigation', { name: language === 'zh' ? '主菜单' : 'Main menu' });
  if (group) {
    const toggle = menu.getByRole('button', { name: group });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.press('Enter');
  }
  await menu.getByRole('link', { name, exact: true }).press('Enter');
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
}

/** A row's 更多 / More menu button, which holds the actions past its first two (DESIGN.md, "Tables"). */
const MORE_ACTIONS = /^(更多操作|More actions)/;

/** Moves focus through `row` by the arrow keys (APG grid) until `target` has it. */
async function arrowTo(page: Page, row: Locator, target: Locator) {
  await row.focus();
  for (let step = 0; step < 16 && !(await target.evaluate((element) => element === document.activeElement)); step++) {
    await page.keyboard.press('ArrowRight');
  }
  await expect(target).toBeFocused();
}

/**
 * Presses a button (or follows a link, `role` `link`) inside a row of a grid the way a keyboard
 * user does (APG grid): focus goes to the row, the arrow keys move through its cells to the
 * control, Enter presses it. (Focusing the control directly would skip the grid's own focus
 * handling.) An action folded into the row's 更多 / More menu is reached through it (APG menu
 * button): Enter opens the menu, Down Arrow moves to the item, Enter runs it.
 */
export async function pressRowButton(
  page: Page,
  row: Locator,
  button: string | RegExp,
  role: 'button' | 'link' = 'button',
) {
  const target = row.getByRole(role, { name: button });
  const more = row.getByRole('button', { name: MORE_ACTIONS });
  await expect(target.or(more).first()).toBeVisible();
  if ((await target.count()) > 0) {
    await arrowTo(page, row, target);
    await page.keyboard.press('Enter');
    return;
  }
  await arrowTo(page, row, more);
  await page.keyboard.press('Enter');
  const item = page.getByRole('menu').getByRole('menuitem', { name: button });
  await expect(item).toBeVisible();
  for (let step = 0; step < 16 && !(await item.evaluate((element) => element === document.activeElement)); step++) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(item).toBeFocused();
  await page.keyboard.press('Enter');
}

/**
 * Picks `option` in the select named `name` inside `scope` by keyboard: Down Arrow opens it (inside
 * a form Enter would submit; APG listbox), Enter picks the option. A select whose choices are
 * still arriving may open on an empty list, so an open without the option is closed with Escape
 * and tried again.
 */
export async function chooseOption(page: Page, scope: Locator, name: string | RegExp, option: string): Promise<void> {
  const select = scope.getByRole('button', { name });
  const target = page.getByRole('option', { name: option, exact: true });
  await expect(select).toBeEnabled();
  await expect(async () => {
    if (!(await target.isVisible())) {
      if ((await select.getAttribute('aria-expanded')) === 'true') await page.keyboard.press('Escape');
      await select.press('ArrowDown');
    }
    await expect(target).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await target.press('Enter');
}

/**
 * Applies what a list's filter bar holds (docs/behaviour.md, "Lists"): a filter chosen there waits
 * for 查询 / Search, pressed here by keyboard. `scope` holds the bar (by default the page's main).
 */
export async function applyFilters(page: Page, scope: Locator = page.getByRole('main')): Promise<void> {
  await scope.getByRole('button', { name: /^(查询|Search)$/ }).press('Enter');
}

/**
 * Opens the operate log from the menu, filters it by resource and action (labels as the selects
 * show them, chosen by keyboard, then 查询), and opens the before/after comparison of the newest entry.
 * @returns the comparison dialog and a reader of one field's row: its before and after cells.
 */
export async function openLatestChange(page: Page, resource: string, action: string) {
  await openFromMenu(page, '日志管理', '操作日志');
  for (const [select, option] of [
    [/对象$/, resource],
    [/操作类型$/, action],
  ] as const) {
    await page.getByRole('button', { name: select }).press('ArrowDown');
    await page.getByRole('option', { name: option, exact: true }).press('Enter');
    await expect(page.getByRole('button', { name: select })).toContainText(option);
  }
  await applyFilters(page);
  const log = page.getByRole('grid', { name: '操作日志' });
  // The filtered first page has come (the previous one stays while it loads): every row is of
  // the chosen action before the newest is opened.
  await expect(async () => {
    const rows = (await log.getByRole('row').count()) - 1;
    expect(rows).toBeGreaterThan(0);
    expect(await log.getByRole('gridcell', { name: action, exact: true }).count()).toBe(rows);
  }).toPass();
  await pressRowButton(page, log.getByRole('row').nth(1), /^查看第 \d+ 条的修改$/);
  const dialog = page.getByRole('dialog', { name: '修改前后对比' });
  await expect(dialog).toBeVisible();
  /** The field's row of the comparison: `before` and `after` cells, and its changed mark. */
  const field = (name: string) => {
    const row = dialog.getByRole('row', { name: new RegExp(`^${name}( |$)`) });
    return { row, before: row.getByRole('cell').nth(0), after: row.getByRole('cell').nth(1) };
  };
  return { dialog, field };
}
