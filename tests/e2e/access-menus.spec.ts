import { expect, test, type Locator, type Page } from '@playwright/test';
import { applyFilters, chooseOption, openFromMenu, openLatestChange, pressRowButton, signIn } from '../support/console';

/** Moves through the tree by Down Arrow from its first row to the row named `name`. */
async function focusEntry(page: Page, tree: Locator, name: string | RegExp): Promise<Locator> {
  const target = tree.getByRole('row', { name });
  await tree.getByRole('row').first().focus();
  await page.keyboard.press('Home');
  for (let step = 0; step < 60 && !(await target.evaluate((row) => row === document.activeElement)); step++) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(target).toBeFocused();
  return target;
}

/** Moves to the row named `name` and selects it with Enter. */
async function selectEntry(page: Page, tree: Locator, name: string | RegExp) {
  const target = await focusEntry(page, tree, name);
  if ((await target.getAttribute('aria-selected')) !== 'true') await page.keyboard.press('Enter');
  await expect(target).toHaveAttribute('aria-selected', 'true');
}

/** Moves to the group named `name` and opens it with Right Arrow. */
async function expandEntry(page: Page, tree: Locator, name: string | RegExp) {
  const target = await focusEntry(page, tree, name);
  if ((await target.getAttribute('aria-expanded')) !== 'true') await page.keyboard.press('ArrowRight');
  await expect(target).toHaveAttribute('aria-expanded', 'true');
}

test.describe('menus and resources, keyboard only (docs/screens.md, "Access")', () => {
  test('adds an entry under 系统管理, refusing a script link; renames it in English and hides it from the sidebar', async ({
    page,
    browser,
  }) => {
    // Two consoles, a dozen dialogs and the operate log: longer than a journey's minute on a
    // loaded 2-core machine.
    test.slow();
    await signIn(page, 'admin');
    // Another console, open on a screen of the same group: the changes reach it with no reload.
    const other = await (await browser.newContext({ locale: 'zh-CN' })).newPage();
    await signIn(other, 'admin', 'zh', '/admin/menu_manage');
    const otherMenu = other.getByRole('navigation', { name: '主菜单' });
    await expect(otherMenu.getByRole('link', { name: '菜单管理', exact: true })).toBeVisible();
    await other.evaluate(() => Object.assign(window, { notReloaded: true }));
    await openFromMenu(page, '系统管理', '菜单管理');
    const tree = page.getByRole('treegrid', { name: '菜单树' });
    await expect(tree.getByRole('row', { name: /^系统管理/ })).toBeVisible();

    await selectEntry(page, tree, /^系统管理/);
    await page.getByRole('toolbar', { name: '菜单操作' }).getByRole('button', { name: '新增下级菜单' }).press('Enter');
    const dialog = page.getByRole('dialog', { name: '在“系统管理”下新增菜单' });
    await dialog.getByRole('textbox', { name: '编码' }).fill('e2e_menu_entry');
    await chooseOption(page, dialog, /打开方式$/, '外部链接');
    const href = dialog.getByRole('textbox', { name: '链接地址' });
    await href.fill('javascript:alert(1)');
    await dialog.getByRole('textbox', { name: '中文名称' }).fill('菜单测试页');
    await dialog.getByRole('textbox', { name: '英文名称' }).fill('Menu test');
    await href.press('Enter');
    await expect(dialog.getByText('链接地址须是以 http:// 或 https:// 开头的完整地址')).toBeVisible();
    await expect(href).toHaveAttribute('aria-invalid', 'true');
    await expect(href).toBeFocused();

    // A console screen instead, picked from the list of screens.
    await chooseOption(page, dialog, /打开方式$/, '控制台页面');
    // Each screen by the name its menu entry gives it, its url after it.
    await chooseOption(page, dialog, /页面$/, '代码列表 codeList');
    await chooseOption(page, dialog, /图标$/, 'list-checks');
    await dialog.getByRole('textbox', { name: '中文提示' }).fill('只供测试');
    await dialog.getByRole('button', { name: '保存' }).press('Enter');
    await expect(dialog).toBeHidden();
    await expandEntry(page, tree, /^系统管理/);
    await expect(tree.getByRole('row', { name: /^菜单测试页/ })).toBeVisible();
    const menu = page.getByRole('navigation', { name: '主菜单' });
    await expect(menu.getByRole('link', { name: '菜单测试页', exact: true })).toBeVisible();
    await expect(otherMenu.getByRole('link', { name: '菜单测试页', exact: true })).toBeVisible();
    // The tips are the sidebar entry's description.
    await expect(menu.getByRole('link', { name: '菜单测试页', exact: true })).toHaveAccessibleDescription('只供测试');

    // Moved by keyboard: up among its siblings in the tree and in the sidebar, then back down.
    await selectEntry(page, tree, /^菜单测试页/);
    const actions = page.getByRole('toolbar', { name: '菜单操作' });
    const position = async (rows: Locator, name: string) =>
      (await rows.allInnerTexts()).findIndex((text) => text.trim().startsWith(name));
    const rows = tree.getByRole('row');
    const links = menu.getByRole('link');
    const [row, link] = [await position(rows, '菜单测试页'), await position(links, '菜单测试页')];
    await actions.getByRole('button', { name: '上移' }).press('Enter');
    await expect.poll(() => position(rows, '菜单测试页')).toBe(row - 1);
    await expect.poll(() => position(links, '菜单测试页')).toBe(link - 1);
    await actions.getByRole('button', { name: '下移' }).press('Enter');
    await expect.poll(() => position(rows, '菜单测试页')).toBe(row);
    await expect.poll(() => position(links, '菜单测试页')).toBe(link);

    // Renamed in English: the English sidebar shows the new name.
    await selectEntry(page, tree, /^菜单测试页/);
    await page.getByRole('toolbar', { name: '菜单操作' }).getByRole('button', { name: '编辑' }).press('Enter');
    const edit = page.getByRole('dialog', { name: '编辑“菜单测试页”' });
    await edit.getByRole('textbox', { name: '英文名称' }).fill('Menu test renamed');
    await edit.getByRole('button', { name: '保存' }).press('Enter');
    await expect(edit).toBeHidden();
    await page.getByRole('button', { name: 'English' }).press('Enter');
    const english = page.getByRole('navigation', { name: 'Main menu' });
    const renamed = english.getByRole('link', { name: 'Menu test renamed', exact: true });
    await expect(renamed).toBeVisible();

    // Hidden: it leaves the sidebar, and stays in the tree marked hidden.
    const englishTree = page.getByRole('treegrid', { name: 'Menu tree' });
    // The tree is fetched again in English (and again as access changed): open the group if needed.
    await expandEntry(page, englishTree, /^System/);
    await selectEntry(page, englishTree, /^Menu test renamed/);
    await page
      .getByRole('toolbar', { name: 'Menu entry actions' })
      .getByRole('button', { name: 'Edit' })
      .press('Enter');
    const hide = page.getByRole('dialog', { name: 'Edit “Menu test renamed”' });
    await hide.getByRole('switch', { name: 'Hide from the sidebar' }).press('Space');
    await hide.getByRole('button', { name: 'Save' }).press('Enter');
    await expect(hide).toBeHidden();
    await expect(
      englishTree.getByRole('row', { name: /^Menu test renamed/ }).getByRole('gridcell', { name: /Hidden$/ }),
    ).toBeVisible();
    await expect(renamed).toHaveCount(0);
    await expect(otherMenu.getByRole('link', { name: '菜单测试页', exact: true })).toHaveCount(0);
    await expect(otherMenu.getByRole('link', { name: '菜单管理', exact: true })).toBeVisible();
    expect(await other.evaluate(() => 'notReloaded' in window)).toBe(true);
    await other.context().close();
    await page.reload();
    await expect(page.getByRole('treegrid', { name: 'Menu tree' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Menu test renamed' }),
    ).toHaveCount(0);

    // Deleted after a confirmation naming it.
    const again = page.getByRole('treegrid', { name: 'Menu tree' });
    await expandEntry(page, again, /^System/);
    await selectEntry(page, again, /^Menu test renamed/);
    await page
      .getByRole('toolbar', { name: 'Menu entry actions' })
      .getByRole('button', { name: 'Delete' })
      .press('Enter');
    const confirm = page.getByRole('alertdialog', { name: 'Delete menu entry' });
    await expect(confirm).toContainText('“Menu test renamed”');
    await confirm.getByRole('button', { name: 'Delete' }).press('Enter');
    await expect(again.getByRole('row', { name: /^Menu test renamed/ })).toHaveCount(0);
    // Focus is on a row of the tree, not lost to the page (docs/behaviour.md, "Focus after a delete").
    await expect(again.locator('[role="row"]:focus')).toHaveCount(1);

    // Each change is in the operate log.
    await page.goto('/admin/operate_log');
    await chooseOption(page, page.getByRole('main'), /Resource$/, 'Menus');
    await applyFilters(page);
    const log = page.getByRole('grid', { name: 'Operation log' });
    for (const action of ['Add', 'Edit', 'Delete']) {
      await expect(log.getByRole('gridcell', { name: action, exact: true }).first()).toBeVisible();
    }

    // So are the move up and back down (docs/screens.md, "Access"), in Chinese again: the newest
    // move took the entry one place down among its siblings (its position, counted from 1), the
    // one before it one place up to where the newest started; neither changed anything else.
    await page.getByRole('button', { name: '中文' }).press('Enter');
    const moves = await openLatestChange(page, '菜单', '移动');
    await expect(moves.field('编码').before).toHaveText('e2e_menu_entry');
    await expect(moves.field('编码').after).toHaveText('e2e_menu_entry');
    await expect(moves.field('上级分组').after).toHaveText('系统管理');
    await expect(moves.field('排列位置').before).toHaveText(/^[1-9]\d*$/);
    const sort = Number(await moves.field('排列位置').before.textContent());
    await expect(moves.field('排列位置').after).toHaveText(String(sort + 1));
    await expect(moves.dialog).not.toContainText(/parentId|appId|\bsort\b/);
    await expect(moves.dialog.getByText('已修改')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(moves.dialog).toBeHidden();
    await pressRowButton(
      page,
      page.getByRole('grid', { name: '操作日志' }).getByRole('row').nth(2),
      /^查看第 \d+ 条的修改$/,
    );
    await expect(moves.field('编码').before).toHaveText('e2e_menu_entry');
    await expect(moves.field('排列位置').after).toHaveText(String(sort));
    await expect(moves.field('排列位置').row.getByText('已修改')).toBeVisible();
    await expect(moves.dialog.getByText('已修改')).toHaveCount(1);
  });

  test('lists the actions that need a resource in words and refuses to delete one they need', async ({ page }) => {
    await signIn(page, 'admin');
    await openFromMenu(page, '系统管理', '资源管理');
    const search = page.getByRole('searchbox', { name: '搜索名称或编码' });
    await search.fill('person:write');
    await search.press('Enter');
    const grid = page.getByRole('grid', { name: '资源管理' });
    const row = grid.getByRole('row').filter({ hasText: 'person:write' });
    await expect(row.getByText(/新增人员、修改人员、/)).toBeVisible();
    await expect(row).not.toContainText(/POST|\/share-system/);
    await pressRowButton(page, row, '删除 编辑人员');
    await page.getByRole('alertdialog', { name: '删除资源' }).getByRole('button', { name: '删除' }).press('Enter');
    await expect(page.getByText(/^以下操作需要此资源，删除后除超级账号外无人能再执行：新增人员/)).toBeVisible();
    await expect(row).toBeVisible();
  });
});
