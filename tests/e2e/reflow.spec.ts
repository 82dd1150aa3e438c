/**
 * Reflow at 320 CSS px (WCAG 2.2 SC 1.4.10; docs/behaviour.md, "Layout"): a 1280 px screen at 400 %
 * zoom, walked with the keyboard alone. The page never scrolls sideways; the top bar keeps the menu
 * button, the work-bench link and the messages button (with its unread count) and moves the rest
 * into the overflow menu "更多", where each item keeps its name and state. And the tablet work bench
 * `/pad_index` at 768 and 1024 px: every target of its cards at least 44 x 44 CSS px (SC 2.5.5),
 * under a top bar that stays one line there in Chinese and English, its secondary items in "更多".
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, signIn, SIGN_IN } from '../support/console';

/** Presses Tab until `target` has the focus, as a keyboard user does (at most `limit` presses). */
async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  for (let step = 0; step < limit; step++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** Presses ArrowDown in an open menu until `item` has the focus. */
async function arrowTo(page: Page, item: Locator, limit = 30): Promise<void> {
  for (let step = 0; step < limit; step++) {
    if (await item.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('ArrowDown');
  }
  await expect(item).toBeFocused();
}

/** The page does not scroll sideways: nothing is wider than the window outside its own scroller. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

/** The element lies inside the window (a menu or dialog that fits). */
async function expectWithinWindow(page: Page, element: Locator): Promise<void> {
  const box = await element.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
}

test('at 320 x 256, by keyboard: sign in, open a view from the drawer, switch the language and sign out through the overflow menu', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 256 });

  // Sign in on the sign-on page.
  await page.goto('/admin/index');
  const labels = SIGN_IN.zh;
  await expect(page.getByRole('heading', { name: labels.heading, level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: labels.submit })).toBeEnabled();
  await expectNoSidewaysScroll(page);
  await tabTo(page, page.getByRole('textbox', { name: labels.account }));
  await page.keyboard.type('admin');
  await tabTo(page, page.getByRole('textbox', { name: labels.password, exact: true }));
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: '工作台', level: 1 })).toBeVisible();
  await expectNoSidewaysScroll(page);

  // The narrow top bar: the messages button keeps its unread count; the rest went to "更多".
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('button', { name: /^提醒消息，\d+ 条未读$/ })).toBeVisible();
  await expect(banner.getByRole('button', { name: '中文' })).toBeHidden();
  await expect(banner.getByRole('button', { name: /^用户菜单/ })).toBeHidden();

  // Open a view from the menu drawer.
  await tabTo(page, page.getByRole('button', { name: '侧边菜单' }));
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: '菜单' });
  await expect(drawer).toBeVisible();
  await expectWithinWindow(page, drawer);
  const menu = drawer.getByRole('navigation', { name: '主菜单' });
  await tabTo(page, menu.getByRole('button', { name: '系统管理' }));
  await page.keyboard.press('Enter');
  await tabTo(page, menu.getByRole('link', { name: '菜单管理', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/menu_manage$/);
  await expect(page.getByRole('heading', { name: '菜单管理', level: 1 })).toBeFocused();
  await expectNoSidewaysScroll(page);

  // The overflow menu: each item with its name and state.
  await tabTo(page, banner.getByRole('button', { name: '更多' }));
  await page.keyboard.press('Enter');
  const more = page.getByRole('menu', { name: '更多' });
  await expect(more).toBeVisible();
  await expectWithinWindow(page, more);
  await expect(more.getByRole('menuitem', { name: /^门户首页/ })).toBeVisible();
  await expect(more.getByRole('menuitem', { name: /^实时连接：/ })).toBeVisible();
  await expect(more.getByRole('group', { name: '语言' }).getByRole('menuitemradio', { name: '中文' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(more.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'false');
  await expect(more.getByRole('group', { name: '外观' }).getByRole('menuitemradio')).toHaveCount(3);
  await expect(more.getByRole('menuitemcheckbox', { name: '全屏' })).toHaveAttribute('aria-checked', 'false');
  await expect(more.getByRole('menuitem', { name: '退出登录' })).toBeVisible();
  await expectNoSidewaysScroll(page);

  // Switch the language there.
  await arrowTo(page, more.getByRole('menuitemradio', { name: 'English' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Menus', level: 1 })).toBeVisible();
  await expect(banner.getByRole('button', { name: /^Reminders, \d+ unread$/ })).toBeVisible();
  const moreButton = banner.getByRole('button', { name: 'More' });
  await expect(moreButton).toBeFocused();
  await expectNoSidewaysScroll(page);

  // And sign out there: End goes to the last item.
  await page.keyboard.press('Enter');
  const moreEn = page.getByRole('menu', { name: 'More' });
  await expect(moreEn.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('End');
  await expect(moreEn.getByRole('menuitem', { name: 'Log out' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/login/);
  await expect(page.getByRole('heading', { name: SIGN_IN.en.heading, level: 1 })).toBeVisible();
  await expectNoSidewaysScroll(page);
});

/**
 * What breaks the top bar's one line (docs/behaviour.md, "Layout"): the bar taller than one row,
 * a control of it outside its box, or a control taller than one line of text (a name stacked).
 */
async function topBarProblems(banner: Locator): Promise<string[]> {
  return banner.evaluate((bar) => {
    const box = bar.getBoundingClientRect();
    const problems = box.height > 57 ? [`the top bar is ${Math.round(box.height)} px high`] : [];
    for (const control of bar.querySelectorAll<HTMLElement>('a, button')) {
      const rect = control.getBoundingClientRect();
      if (rect.width === 0) continue;
      const name = control.getAttribute('aria-label') ?? control.textContent?.trim() ?? '';
      if (rect.top < box.top || rect.bottom > box.bottom || rect.right > box.right + 0.5)
        problems.push(`${name} lies outside the top bar`);
      if (rect.height > 40) problems.push(`${name} is ${Math.round(rect.height)} px high`);
    }
    return problems;
  });
}

test('the tablet work bench fits 768 and 1024 px and every target of its cards is at least 44 x 44 px; its top bar stays one line in zh and en', async ({
  page,
}) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await signIn(page, 'admin', 'zh', '/admin/pad_index');
  const screen = page
    .getByRole('main')
    .locator('section', { has: page.getByRole('heading', { level: 1 }) })
    .first();
  // The cards have answered: their links and buttons are there.
  await expect(screen.getByRole('button', { name: /的审批流程$/ }).first()).toBeVisible();
  for (const width of [768, 1024]) {
    await page.setViewportSize({ width, height: 1024 });
    await expectNoSidewaysScroll(page);
    const small = await screen.evaluate((section) =>
      Array.from(section.querySelectorAll('a[href], button, input, select, textarea, [tabindex="0"]'))
        .map((element) => ({ name: element.textContent?.trim() ?? '', box: element.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0 && (box.width < 44 || box.height < 44))
        .map(({ name, box }) => `${name}: ${Math.round(box.width)} x ${Math.round(box.height)}`),
    );
    expect(small, `at ${width} px`).toEqual([]);
  }

  // At 768 px the top bar keeps its company and user menus and the messages; the portal link, the
  // language, the theme and full screen are in "更多", the user menu's items are not.
  await page.setViewportSize({ width: 768, height: 1024 });
  const banner = page.getByRole('banner');
  for (const language of ['zh', 'en'] as const) {
    const labels = {
      zh: {
        company: /^当前企业/,
        user: /^用户菜单/,
        more: '更多',
        portal: /^门户首页/,
        other: 'English',
        logout: '退出登录',
      },
      en: {
        company: /^Company:/,
        user: /^User menu/,
        more: 'More',
        portal: /^Portal home/,
        other: '中文',
        logout: 'Log out',
      },
    }[language];
    await expect(banner.getByRole('button', { name: labels.company })).toBeVisible();
    await expect(banner.getByRole('button', { name: labels.user })).toBeVisible();
    await expect(banner.getByRole('link', { name: labels.portal })).toBeHidden();
    expect(await topBarProblems(banner), language).toEqual([]);
    await banner.getByRole('button', { name: labels.more }).press('Enter');
    const more = page.getByRole('menu', { name: labels.more });
    await expect(more.getByRole('menuitem', { name: labels.portal })).toBeVisible();
    await expect(more.getByRole('menuitemcheckbox')).toHaveCount(1);
    await expect(more.getByRole('menuitem', { name: labels.logout })).toHaveCount(0);
    await arrowTo(page, more.getByRole('menuitemradio', { name: labels.other }));
    await page.keyboard.press('Enter');
    await expect(more).toBeHidden();
  }
  await expect(page.locator('html')).toHaveAttribute('lang', /^zh/);
});
