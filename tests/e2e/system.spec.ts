import { expect, test } from '@playwright/test';
import { openFromMenu, pressRowButton, signIn } from '../support/console';

test.describe('the system screens, keyboard only (docs/screens.md, "System")', () => {
  test('a dictionary type gets a code in the code list, and is not deleted while it has one', async ({ page }) => {
    await signIn(page, 'admin');
    await openFromMenu(page, '系统管理', '数据字典');

    await page.getByRole('button', { name: '新增字典类型' }).press('Enter');
    const add = page.getByRole('dialog', { name: '新增字典类型' });
    await add.getByRole('textbox', { name: '编码' }).fill('urgency');
    await add.getByRole('textbox', { name: '中文名称' }).fill('紧急程度');
    await add.getByRole('textbox', { name: '英文名称' }).fill('Urgency');
    await add.getByRole('switch', { name: '状态' }).press('Space');
    await add.getByRole('button', { name: '保存' }).press('Enter');
    await expect(add).toBeHidden();
    const types = page.getByRole('grid', { name: '数据字典' });
    const type = types.getByRole('row').filter({ has: page.getByRole('rowheader', { name: '紧急程度' }) });
    await expect(type.getByRole('gridcell', { name: '启用', exact: true })).toBeVisible();

    await openFromMenu(page, '系统管理', '代码列表');
    await page.getByRole('button', { name: '新增代码' }).press('Enter');
    const item = page.getByRole('dialog', { name: '新增代码' });
    const typeSelect = item.getByRole('button', { name: /字典类型$/ });
    await expect(typeSelect).toBeEnabled();
    await typeSelect.press('ArrowDown');
    await page.getByRole('option', { name: '紧急程度' }).press('Enter');
    await item.getByRole('textbox', { name: '编码' }).fill('high');
    await item.getByRole('textbox', { name: '中文名称' }).fill('紧急');
    await item.getByRole('textbox', { name: '英文名称' }).fill('Urgent');
    await item.getByRole('textbox', { name: '排序' }).fill('5');
    await item.getByRole('button', { name: '保存' }).press('Enter');
    await expect(item).toBeHidden();
    const items = page.getByRole('grid', { name: '代码列表' });
    const row = items.getByRole('row').filter({ has: page.getByRole('rowheader', { name: '紧急' }) });
    await expect(row.getByRole('gridcell', { name: '紧急程度' })).toBeVisible();
    await expect(row.getByRole('gridcell', { name: '5', exact: true })).toBeVisible();

    await openFromMenu(page, '系统管理', '数据字典');
    await pressRowButton(page, type, '删除 紧急程度');
    const confirm = page.getByRole('alertdialog', { name: '删除字典类型' });
    await confirm.getByRole('button', { name: '删除', exact: true }).press('Enter');
    await expect(page.getByText('此字典类型还有 1 个代码，请先在代码列表中删除它们')).toBeVisible();
    await expect(types.getByRole('rowheader', { name: '紧急程度' })).toBeVisible();

    // On a phone the code list shows cards: the code is deleted from its card's menu, and focus goes
    // to a card beside it, not to the page (docs/behaviour.md, "Focus after a delete").
    await openFromMenu(page, '系统管理', '代码列表');
    await page.setViewportSize({ width: 375, height: 812 });
    const cards = page.getByRole('list', { name: '代码列表' });
    const card = cards.getByRole('listitem', { name: '紧急', exact: true });
    await card.getByRole('button', { name: /^更多操作/ }).press('Enter');
    await page.getByRole('menuitem', { name: '删除' }).press('Enter');
    const remove = page.getByRole('alertdialog', { name: '删除代码' });
    await remove.getByRole('button', { name: '删除', exact: true }).press('Enter');
    await expect(remove).toBeHidden();
    await expect(card).toHaveCount(0);
    await expect(cards.locator('li[data-key]:focus')).toHaveCount(1);
  });

  test('a database address refuses a non-URL, masks its password, and keeps it when an edit leaves it empty', async ({
    page,
  }) => {
    const secret = 'e2e-Secret-7731';
    await signIn(page, 'admin');
    await openFromMenu(page, '系统管理', '数据库地址');

    await page.getByRole('button', { name: '新增数据库地址' }).press('Enter');
    const add = page.getByRole('dialog', { name: '新增数据库地址' });
    await add.getByRole('textbox', { name: '编码' }).fill('warehouse');
    await add.getByRole('textbox', { name: '名称' }).fill('数据仓库');
    const kind = add.getByRole('button', { name: /类型$/ });
    await kind.press('ArrowDown');
    await page.getByRole('option', { name: 'MySQL' }).press('Enter');
    const url = add.getByRole('textbox', { name: '地址' });
    await url.fill('warehouse.example.com:3306');
    await add.getByRole('textbox', { name: '用户名' }).fill('etl');
    await add.getByLabel('密码', { exact: true }).fill(secret);
    await add.getByRole('button', { name: '保存' }).press('Enter');
    await expect(
      add.getByText('请输入有效的数据库地址，以 postgres://、postgresql://、mysql:// 或 jdbc: 开头'),
    ).toBeVisible();

    await url.fill('mysql://warehouse.example.com:3306/dw');
    await add.getByRole('button', { name: '保存' }).press('Enter');
    await expect(add).toBeHidden();
    const grid = page.getByRole('grid', { name: '数据库地址' });
    const row = grid.getByRole('row').filter({ has: page.getByRole('rowheader', { name: '数据仓库' }) });
    await expect(row.getByRole('gridcell', { name: '••••••' })).toBeVisible();
    expect(await page.content()).not.toContain(secret);

    await pressRowButton(page, row, '编辑 数据仓库');
    const edit = page.getByRole('dialog', { name: /编辑/ });
    await expect(edit.getByText('留空则保留原密码')).toBeVisible();
    await expect(edit.getByLabel('密码', { exact: true })).toHaveValue('');
    await edit.getByRole('textbox', { name: '名称' }).fill('数据仓库（主）');
    await edit.getByRole('button', { name: '保存' }).press('Enter');
    await expect(edit).toBeHidden();
    const renamed = grid.getByRole('row').filter({ has: page.getByRole('rowheader', { name: '数据仓库（主）' }) });
    await expect(renamed.getByRole('gridcell', { name: '••••••' })).toBeVisible();
    expect(await page.content()).not.toContain(secret);
  });

  test('an application refuses a taken code, then is added with its platform code', async ({ page }) => {
    await signIn(page, 'admin');
    await openFromMenu(page, '系统管理', '应用管理');
    const grid = page.getByRole('grid', { name: '应用管理' });
    await expect(grid.getByRole('rowheader', { name: '采购平台' })).toBeVisible();

    await page.getByRole('button', { name: '新增应用' }).press('Enter');
    const add = page.getByRole('dialog', { name: '新增应用' });
    const code = add.getByRole('textbox', { name: '编码', exact: true });
    await code.fill('purchase');
    await add.getByRole('textbox', { name: '中文名称' }).fill('招标平台');
    await add.getByRole('textbox', { name: '英文名称' }).fill('Tendering');
    await add.getByRole('textbox', { name: '平台编码' }).fill('COLLECT');
    await add.getByRole('button', { name: '保存' }).press('Enter');
    await expect(add.getByText('编码 purchase 已被使用')).toBeVisible();

    await code.fill('tendering');
    await add.getByRole('button', { name: '保存' }).press('Enter');
    await expect(add).toBeHidden();
    const row = grid.getByRole('row').filter({ has: page.getByRole('rowheader', { name: '招标平台' }) });
    await expect(row.getByRole('gridcell', { name: 'COLLECT', exact: true })).toBeVisible();
  });
});
