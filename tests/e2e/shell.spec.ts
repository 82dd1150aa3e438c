import { expect, test, type Page } from '@playwright/test';
import { openFromMenu, signIn } from '../support/console';

/** The sidebar toggle of the top bar, in either language. */
const sidebarToggle = (page: Page) => page.getByRole('button', { name: /^(侧边菜单|Side menu)$/ });

/** The brand colour in force on the page (the `--primary` custom property of the root). */
const primaryOf = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--primary').trim());

test.describe('the shell (docs/behaviour.md, "Routes", keyboard only)', () => {
  test('the breadcrumb follows the menu tree; its groups are text and the work bench a link', async ({ page }) => {
    await signIn(page, 'admin');
    const breadcrumb = page.getByRole('navigation', { name: '面包屑导航' });
    await expect(breadcrumb.getByRole('listitem')).toHaveText(['工作台']);
    await expect(breadcrumb.getByRole('link', { name: '工作台' })).toHaveAttribute('aria-current', 'page');

    await openFromMenu(page, '系统管理', '菜单管理');
    await expect(breadcrumb.getByRole('listitem')).toHaveText(['工作台', '系统管理', '菜单管理']);
    await expect(breadcrumb.getByRole('link', { name: '系统管理' })).toHaveCount(0);
    await expect(breadcrumb.getByRole('link', { name: '菜单管理' })).toHaveAttribute('aria-current', 'page');

    await breadcrumb.getByRole('link', { name: '工作台' }).press('Enter');
    await expect(page).toHaveURL(/\/admin\/index$/);
    await expect(page.getByRole('main').getByRole('heading', { name: '工作台', level: 1 })).toBeVisible();
  });

  test('below 992 px the sidebar is a drawer: it opens from the top bar, closes on Escape and on a choice', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await signIn(page, 'admin');
    await expect(page.getByRole('navigation', { name: '主菜单' })).toHaveCount(0);
    const toggle = sidebarToggle(page);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveAttribute('aria-haspopup', 'dialog');

    await toggle.press('Enter');
    const drawer = page.getByRole('dialog', { name: '菜单' });
    await expect(drawer).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.press('Enter');
    await expect(drawer).toBeVisible();
    const menu = drawer.getByRole('navigation', { name: '主菜单' });
    await menu.getByRole('button', { name: '系统管理' }).press('Enter');
    await menu.getByRole('link', { name: '菜单管理', exact: true }).press('Enter');
    await expect(page).toHaveURL(/\/admin\/menu_manage$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { name: '菜单管理', level: 1 })).toBeFocused();

    // Wide again: the sidebar is back, open, and the drawer's state did not touch `sidebarStatus`.
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(page.getByRole('navigation', { name: '主菜单' })).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  test('the language, the brand colour and a collapsed sidebar are all kept over a reload', async ({ page }) => {
    await signIn(page, 'admin');
    const defaultPrimary = await primaryOf(page);

    await sidebarToggle(page).press('Enter');
    await expect(sidebarToggle(page)).toHaveAttribute('aria-expanded', 'false');

    await page.getByRole('button', { name: '主题色' }).press('Enter');
    const dialog = page.getByRole('dialog', { name: '主题色' });
    const hex = dialog.getByRole('textbox', { name: '颜色代码' });
    await hex.fill('#0f766e');
    // Readability in words, never a contrast ratio (docs/behaviour.md, "Layout").
    await expect(dialog.getByText(/^文字清晰易读：/)).toBeVisible();
    await expect(dialog).not.toContainText(/:1|WCAG|对比度/);
    await dialog.getByRole('button', { name: '应用' }).press('Enter');
    await expect(page.getByText('主题色已更新')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    const chosenPrimary = await primaryOf(page);
    expect(chosenPrimary).not.toBe(defaultPrimary);

    await page.getByRole('button', { name: 'English' }).press('Enter');
    await expect(page.getByRole('main').getByRole('heading', { name: 'Work bench', level: 1 })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('main').getByRole('heading', { name: 'Work bench', level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', /^en/);
    await expect(sidebarToggle(page)).toHaveAttribute('aria-expanded', 'false');
    expect(await primaryOf(page)).toBe(chosenPrimary);
    const cookies = Object.fromEntries((await page.context().cookies()).map((cookie) => [cookie.name, cookie.value]));
    expect(cookies).toMatchObject({ language: 'en', sidebarStatus: '0' });
  });

  test('a theme dialog whose code cannot load says so, and the top bar keeps working', async ({ page }) => {
    // The dialog's code (the picker and the colour maths) loads when it is first wanted.
    await page.route(/\/assets\/theme-dialog-[\w-]+\.js$/, (route) => route.abort());
    await signIn(page, 'admin');
    await page.getByRole('button', { name: '主题色' }).press('Enter');
    await expect(page.getByText('页面没能加载：网络可能已中断，或控制台刚刚更新。')).toBeVisible();
    await expect(page.getByRole('dialog', { name: '主题色' })).toHaveCount(0);
    await page.getByRole('button', { name: 'English' }).press('Enter');
    await expect(page.getByRole('main').getByRole('heading', { name: 'Work bench', level: 1 })).toBeVisible();
  });

  test('cookies language=fr and sidebarStatus=garbage fall back to Chinese and an open sidebar', async ({
    page,
    baseURL,
  }) => {
    await page.context().addCookies([
      { name: 'language', value: 'fr', url: baseURL },
      { name: 'sidebarStatus', value: 'garbage', url: baseURL },
    ]);
    await signIn(page, 'admin');
    await expect(page.locator('html')).toHaveAttribute('lang', /^zh/);
    await expect(page.getByRole('main').getByRole('heading', { name: '工作台', level: 1 })).toBeVisible();
    await expect(sidebarToggle(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(
      page.getByRole('navigation', { name: '主菜单' }).getByRole('button', { name: '系统管理' }),
    ).toBeVisible();
  });
});

test.describe('a bad menu tree from the server', () => {
  const leaf = (code: string, name: string, url = 'menuManage') => ({ code, url, name, children: [] });
  let deep: Record<string, unknown> = leaf('deep_10', '第十层');
  for (let level = 9; level >= 1; level -= 1) {
    deep = { code: `deep_${level}`, url: '', name: `第${level}层`, children: [deep] };
  }
  const BAD_TREE = [
    { code: 'group', url: '', name: '问题菜单', children: [leaf('twice', '重复一'), leaf('twice', '重复二')] },
    { code: 'no_url', url: '', name: '没有地址', children: [] },
    leaf('mystery', '未知页面', 'noSuchScreen'),
    {
      code: 'loop',
      url: '',
      name: '循环',
      children: [{ ...leaf('loop_child', '循环子项'), children: [leaf('loop', '回到祖先')] }],
    },
    deep,
  ];

  test('renders what it can and logs one clear warning per problem', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' && message.text().startsWith('menu:')) warnings.push(message.text());
    });
    for (const path of ['**/share-system/menu/getLeftMenuList', '**/share-system/menu/getRouters']) {
      await page.route(path, (route) => route.fulfill({ json: { code: 200, msg: '', data: BAD_TREE } }));
    }
    await signIn(page, 'admin');
    const menu = page.getByRole('navigation', { name: '主菜单' });
    await menu.getByRole('button', { name: '问题菜单' }).press('Enter');
    await expect(menu.getByRole('link', { name: '重复一' })).toBeVisible();
    await expect(menu.getByRole('link', { name: '重复二' })).toHaveCount(0);
    await expect(menu.getByText('没有地址')).toHaveCount(0);

    // The entry naming a screen the console does not have opens the not-found view.
    await menu.getByRole('link', { name: '未知页面' }).press('Enter');
    await expect(page).toHaveURL(/\/admin\/mystery$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();

    await expect
      .poll(() => [...new Set(warnings)].sort())
      .toEqual(
        [
          'menu: "deep_5" is nested deeper than 5 levels; its children are left out',
          'menu: "mystery" names the screen "noSuchScreen", which the registry does not have',
          'menu: "no_url" has no url and no children; it is left out',
          'menu: the code "loop" appears twice (or loops back to an ancestor); the repeat is left out',
          'menu: the code "twice" appears twice (or loops back to an ancestor); the repeat is left out',
        ].sort(),
      );
    // One warning per problem, however often the tree is fetched or the view renders.
    expect(warnings).toHaveLength(new Set(warnings).size);
  });
});

test.describe('my applications (docs/behaviour.md, "Layout", keyboard only)', () => {
  test('the user menu lists the applications the server answers, and opens one in a new tab', async ({
    page,
    context,
  }) => {
    // The demo address is not reachable from the test machine: the browser is answered here.
    await context.route('https://purchase.example.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Purchasing</title>' }),
    );
    await signIn(page, 'admin');
    const userMenu = page.getByRole('button', { name: /^用户菜单/ });
    await userMenu.press('Enter');
    await page.getByRole('menuitem', { name: '我的应用' }).press('Enter');

    const dialog = page.getByRole('dialog', { name: '我的应用' });
    await expect(dialog).toBeVisible();
    // The seeded applications of the platforms COLLECT and BASE, in their order, with their platforms' names.
    const items = dialog.getByRole('list', { name: '应用' }).getByRole('listitem');
    await expect(items).toHaveCount(4);
    await expect(items.nth(0)).toContainText('工作台');
    await expect(items.nth(0)).toContainText('基础平台');
    await expect(items.nth(0)).toContainText('当前应用');
    await expect(items.nth(1)).toContainText('采购平台');
    await expect(items.nth(1)).toContainText('集采平台');
    await expect(items.nth(2)).toContainText('统一登录');
    await expect(items.nth(2)).toContainText('基础平台');
    await expect(items.nth(3)).toContainText('供应链平台');
    await expect(items.nth(3)).toContainText('集采平台');
    // Applications of other platforms (MALL, TRAVEL) are not offered.
    await expect(dialog.getByText('电商平台')).toHaveCount(0);

    const popup = page.waitForEvent('popup');
    await dialog.getByRole('button', { name: '打开采购平台' }).press('Enter');
    const tab = await popup;
    await expect(tab).toHaveURL('https://purchase.example.com/');
    await expect(tab).toHaveTitle('Purchasing');
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    await tab.close();

    // APG dialog: Escape closes it and focus goes back to the user menu's button.
    await dialog.getByRole('button', { name: '打开采购平台' }).focus();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(userMenu).toBeFocused();
  });
});

/** The portal's and the help centre's names in each language. */
const NO_DEAD_END = {
  zh: {
    portal: /^门户首页/,
    product: '集采工作台',
    welcome: '欢迎来到集采工作台',
    enter: '进入工作台',
    userMenu: /^用户菜单/,
    help: '帮助',
    title: '帮助中心',
    search: '搜索帮助',
    clear: '清除搜索',
    query: '重置密码',
    article: '重置密码',
    found: '找到 1 条与“重置密码”相关的帮助',
    none: (query: string) => `没有找到与“${query}”相关的帮助`,
    screen: '人员管理',
  },
  en: {
    portal: /^Portal home/,
    product: 'Workbench',
    welcome: 'Welcome to Workbench',
    enter: 'Open the work bench',
    userMenu: /^User menu/,
    help: 'Help',
    title: 'Help centre',
    search: 'Search help',
    clear: 'Clear search',
    query: 'reset PASSWORD',
    article: 'Reset a password',
    found: '1 article matches “reset PASSWORD”',
    none: (query: string) => `No help matches “${query}”`,
    screen: 'People',
  },
} as const;

test.describe('no dead end (docs/behaviour.md, "Portal", "Help centre"; keyboard only)', () => {
  for (const language of ['zh', 'en'] as const) {
    test(`${language}: the portal link opens the portal in a new tab with a way back; help finds a task by search and takes <b> and .* literally`, async ({
      page,
      context,
      baseURL,
    }) => {
      const labels = NO_DEAD_END[language];
      await context.addCookies([{ name: 'language', value: language, url: baseURL ?? '' }]);
      await signIn(page, 'admin', language);
      const banner = page.getByRole('banner');

      // The portal, at the site's root, in a new tab: the product's name and a way into the console.
      const popup = page.waitForEvent('popup');
      await banner.getByRole('link', { name: labels.portal }).press('Enter');
      const portal = await popup;
      await expect(portal).toHaveURL(`${baseURL}/store/index`);
      await expect(portal.getByRole('heading', { name: labels.welcome, level: 1 })).toBeVisible();
      await expect(portal.getByRole('banner')).toContainText(labels.product);
      await expect(portal.getByRole('alert')).toHaveCount(0);
      await portal.getByRole('link', { name: labels.enter }).press('Enter');
      await expect(portal).toHaveURL(/\/admin\/index$/);
      await expect(portal.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await portal.close();

      // Help, from the user menu.
      await banner.getByRole('button', { name: labels.userMenu }).press('Enter');
      await page.getByRole('menuitem', { name: labels.help, exact: true }).press('Enter');
      await expect(page).toHaveURL(/\/admin\/help$/);
      await expect(page.getByRole('heading', { name: labels.title, level: 1 })).toBeFocused();
      const main = page.getByRole('main');
      const help = main.getByRole('region', { name: labels.title });
      const search = help.getByRole('searchbox', { name: labels.search });
      const articles = help.getByRole('article');
      await expect(articles).toHaveCount(20);

      // Bad input: markup and pattern characters are searched as written, and the page says so.
      for (const query of ['<b>', '.*']) {
        await search.press('Escape');
        await search.pressSequentially(query);
        await expect(help.getByRole('heading', { name: labels.none(query), level: 2 })).toBeVisible();
        await expect(articles).toHaveCount(0);
        await expect(help.locator('b')).toHaveCount(0);
      }

      // Its way out: the clear button, after which focus is back in the search box.
      await help.getByRole('button', { name: labels.clear }).filter({ hasText: labels.clear }).press('Enter');
      await expect(search).toBeFocused();
      await expect(articles).toHaveCount(20);
      await search.pressSequentially(labels.query);
      await expect(help.getByRole('status')).toHaveText(labels.found);
      await expect(articles).toHaveCount(1);
      await expect(articles.getByRole('heading', { level: 3 })).toHaveText(labels.article);
      await expect(page).toHaveURL(/\/admin\/help\?q=/);
      // Its link opens the screen it is about.
      await articles.getByRole('link', { name: labels.screen, exact: true }).press('Enter');
      await expect(page).toHaveURL(/\/admin\/people_manage\?companyId=\d+$/);
      await expect(main.getByRole('heading', { name: labels.screen, level: 1 })).toBeVisible();
    });
  }
});
