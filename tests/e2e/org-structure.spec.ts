import { expect, test, type Locator, type Page } from '@playwright/test';
import { openFromMenu, openLatestChange, pressRowButton, signIn } from '../support/console';

/** Moves through the tree by Down Arrow from its first row to the row named `name`, and selects it with Enter. */
async function selectUnit(page: Page, tree: Locator, name: string) {
  const target = tree.getByRole('row', { name: new RegExp(`^${name}`) });
  await tree.getByRole('row').first().focus();
  await page.keyboard.press('Home');
  for (let step = 0; step < 40 && !(await target.evaluate((row) => row === document.activeElement)); step++) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(target).toBeFocused();
  if ((await target.getAttribute('aria-selected')) !== 'true') await page.keyboard.press('Enter');
  await expect(target).toHaveAttribute('aria-selected', 'true');
}

/** Presses a unit action of the toolbar after the tree. */
async function unitAction(page: Page, name: string) {
  await page.getByRole('toolbar', { name: '部门操作' }).getByRole('button', { name }).press('Enter');
}

/** Types a unit name into the open dialog and saves it by Enter. */
async function saveName(page: Page, dialogName: string | RegExp, name: string) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  const field = dialog.getByRole('textbox', { name: '部门名称' });
  // The dialog opens on its field: what is typed goes there, and Enter saves.
  await expect(field).toBeFocused();
  await field.fill(name);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
}

test.describe('org structure, keyboard only (docs/screens.md, "Org structure")', () => {
  test('builds a unit tree: add, add under, rename, move under another unit, delete', async ({ page }) => {
    await signIn(page, 'manager');
    await openFromMenu(page, '组织管理', '组织架构');
    const tree = page.getByRole('treegrid', { name: '部门树' });
    await expect(tree.getByRole('row', { name: /^财务部/ })).toBeVisible();

    await page.getByRole('button', { name: '新增顶级部门' }).press('Enter');
    await saveName(page, '新增顶级部门', '测试部');
    await selectUnit(page, tree, '测试部');
    await expect(page.getByRole('grid', { name: '测试部的人员' }).getByText('暂无数据')).toBeVisible();

    await unitAction(page, '新增下级部门');
    await saveName(page, '在“测试部”下新增部门', '测试小组');
    await expect(tree.getByRole('row', { name: /^测试部/ })).toHaveAttribute('aria-expanded', 'false');
    await tree.getByRole('row', { name: /^测试部/ }).press('ArrowRight');
    await expect(tree.getByRole('row', { name: /^测试小组/ })).toHaveAttribute('aria-level', '2');

    await selectUnit(page, tree, '测试小组');
    await unitAction(page, '重命名');
    await saveName(page, '重命名“测试小组”', '测试一组');

    await unitAction(page, '移动');
    const move = page.getByRole('dialog', { name: '移动“测试一组”' });
    await move.getByRole('button', { name: /移到$/ }).press('ArrowDown');
    // The unit itself and what is under it are not offered.
    await expect(page.getByRole('option', { name: '测试一组' })).toHaveCount(0);
    await page.getByRole('option', { name: '财务部' }).press('Enter');
    await move.getByRole('button', { name: '保存' }).press('Enter');
    await expect(move).toBeHidden();
    // The tree is fresh once the dialog closes: 财务部 now holds the unit, folded.
    await expect(tree.getByRole('row', { name: /^财务部/ })).toHaveAttribute('aria-expanded', 'false');
    await tree.getByRole('row', { name: /^财务部/ }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(tree.getByRole('row', { name: /^测试一组/ })).toHaveAttribute('aria-level', '2');

    await selectUnit(page, tree, '测试一组');
    await unitAction(page, '删除');
    // The row after it in the tree takes focus once it is gone (docs/behaviour.md, "Focus after a delete").
    const next = await tree.evaluate((element) => {
      const rows = [...element.querySelectorAll<HTMLElement>('[role="row"]')];
      const index = rows.findIndex((row) => row.getAttribute('aria-label') === '测试一组');
      return (rows[index + 1] ?? rows[index - 1])?.getAttribute('aria-label') ?? '';
    });
    await page.getByRole('alertdialog', { name: '删除部门' }).getByRole('button', { name: '删除' }).press('Enter');
    await expect(tree.getByRole('row', { name: /^测试一组/ })).toHaveCount(0);
    await expect(tree.getByRole('row', { name: next, exact: true })).toBeFocused();

    // The two adds are in the operate log with the row they made (docs/screens.md, "Log manage"):
    // the newest is 测试小组, put under 测试部, named in words, no id shown; the add before it is
    // 测试部, at the top.
    const adds = await openLatestChange(page, '部门', '新增');
    await expect(adds.field('部门名称').before).toHaveText('—');
    await expect(adds.field('部门名称').after).toHaveText('测试小组');
    await expect(adds.field('上级部门').after).toHaveText('测试部');
    await expect(adds.field('排列位置').after).toHaveText('1');
    await expect(adds.dialog).not.toContainText(/parentId|headAccountId|\bid\b/);
    await page.keyboard.press('Escape');
    await expect(adds.dialog).toBeHidden();
    const log = page.getByRole('grid', { name: '操作日志' });
    await pressRowButton(page, log.getByRole('row').nth(2), /^查看第 \d+ 条的修改$/);
    await expect(adds.field('部门名称').before).toHaveText('—');
    await expect(adds.field('部门名称').after).toHaveText('测试部');
    await expect(adds.field('上级部门').after).toHaveText('—');
    await page.keyboard.press('Escape');
    await expect(adds.dialog).toBeHidden();

    // The rename, the move and the delete are in the operate log, each with the row before and after.
    const checks = [
      ['修改', '部门名称', '测试小组', '测试一组'],
      ['移动', '部门名称', '测试一组', '测试一组'],
      ['删除', '部门名称', '测试一组', '—'],
    ] as const;
    for (const [action, name, before, after] of checks) {
      const { dialog, field } = await openLatestChange(page, '部门', action);
      await expect(field(name).before, action).toHaveText(before);
      await expect(field(name).after, action).toHaveText(after);
      // The move changed the parent, and nothing else.
      if (action === '移动') {
        await expect(field('上级部门').before).toHaveText('测试部');
        await expect(field('上级部门').after).toHaveText('财务部');
        await expect(field('上级部门').row.getByText('已修改')).toBeVisible();
        await expect(dialog.getByText('已修改')).toHaveCount(1);
      }
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  });

  test('refuses to delete a unit that still holds people, naming them', async ({ page }) => {
    await signIn(page, 'manager');
    await openFromMenu(page, '组织管理', '组织架构');
    const tree = page.getByRole('treegrid', { name: '部门树' });
    await selectUnit(page, tree, '信息技术部');
    await expect(
      page.getByRole('region', { name: '信息技术部的人员' }).getByRole('rowheader', { name: '陈思远' }),
    ).toBeVisible();
    await unitAction(page, '删除');
    await page.getByRole('alertdialog', { name: '删除部门' }).getByRole('button', { name: '删除' }).press('Enter');
    await expect(page.getByText(/部门下还有 1 人，请先调走：陈思远/)).toBeVisible();
    await expect(tree.getByRole('row', { name: /^信息技术部/ })).toBeVisible();
  });
});
