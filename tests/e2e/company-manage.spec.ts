import { expect, test, type Page } from '@playwright/test';
import { openFromMenu, signIn } from '../support/console';
import { gifFile, pngFile } from '../support/images';

/** Chooses `file` through the form's image button, by keyboard (Enter opens the file chooser). */
async function chooseImage(
  page: Page,
  dialog: ReturnType<Page['getByRole']>,
  name: string,
  buffer: Buffer,
  mimeType: string,
) {
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: '选择图片' }).press('Enter');
  await (await chooser).setFiles({ name, mimeType, buffer });
}

test.describe('company manage, keyboard only (docs/screens.md, "Company manage")', () => {
  test('adds a company with a valid logo; the rules refuse bad logos, a long name and a duplicate code on their fields', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    await openFromMenu(page, '组织管理', '企业管理');
    await page.getByRole('button', { name: '新增企业' }).press('Enter');
    const dialog = page.getByRole('dialog', { name: '新增企业' });
    await expect(dialog).toBeVisible();

    await dialog.getByRole('textbox', { name: '统一社会信用代码' }).fill('91310000MA1HC00001');
    await dialog.getByRole('textbox', { name: '企业简称' }).fill('名'.repeat(31));
    await dialog.getByRole('textbox', { name: '企业全称' }).fill('测试企业有限公司');

    for (const [name, buffer, mimeType, message] of [
      ['wide.png', pngFile(81, 80), 'image/png', '图片须为 80 × 80 像素'],
      ['huge.png', pngFile(80, 80, { padTo: 6 * 1024 * 1024 }), 'image/png', '图片须小于 5 MB'],
      ['logo.gif', gifFile(), 'image/gif', '须为 JPG、JPEG、PNG 或 BMP 图片'],
      // A GIF named .png passes the name check; its header gives it away.
      ['disguised.png', gifFile(), 'image/png', '须为 JPG、JPEG、PNG 或 BMP 图片'],
    ] as const) {
      await chooseImage(page, dialog, name, buffer, mimeType);
      await expect(dialog.getByText(message), name).toBeVisible();
    }

    await dialog.getByRole('button', { name: '保存' }).press('Enter');
    await expect(dialog.getByText('不能超过 30 个字符')).toBeVisible();

    await dialog.getByRole('textbox', { name: '企业简称' }).fill('测试企业');
    await chooseImage(page, dialog, 'logo.png', pngFile(80, 80), 'image/png');
    await expect(dialog.getByText('须为 JPG、JPEG、PNG 或 BMP 图片')).toHaveCount(0);
    await dialog.getByRole('button', { name: '保存' }).press('Enter');
    // The code is 汇采集团's: the server refuses it on its field.
    await expect(dialog.getByText('统一社会信用代码 91310000MA1HC00001 已被使用')).toBeVisible();

    await dialog.getByRole('textbox', { name: '统一社会信用代码' }).fill('91310000MA1HC00099');
    await dialog.getByRole('button', { name: '保存' }).press('Enter');
    await expect(dialog).toBeHidden();
    const table = page.getByRole('grid', { name: '企业管理' });
    await expect(table.getByRole('rowheader', { name: '测试企业' })).toBeVisible();
    await expect(table.getByRole('img', { name: '测试企业' })).toBeVisible();
  });
});
