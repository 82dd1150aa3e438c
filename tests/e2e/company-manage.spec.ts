import { expect, test, type Page } from '@playwright/test';
import { companyResource } from '@workbench/contracts';
import { openFromMenu, openLatestChange, signIn, tokenOf } from '../support/console';
import { gifFile, pngFile } from '../support/images';
import { signedPost } from '../support/wire';

/** `text` as a pattern that matches it literally, anywhere. */
const literally = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/** The bad logos: a file name, its bytes and stated type, and the message that refuses it. */
const BAD_LOGOS = [
  ['wide.png', pngFile(81, 80), 'image/png', '图片须为 80 × 80 像素', '企业标志须为 80 × 80 像素'],
  ['huge.png', pngFile(80, 80, { padTo: 6 * 1024 * 1024 }), 'image/png', '图片须小于 5 MB', '企业标志须小于 5 MB'],
  ['logo.gif', gifFile(), 'image/gif', '须为 JPG、JPEG、PNG 或 BMP 图片', '企业标志须为 JPG、JPEG、PNG 或 BMP 图片'],
  // A GIF named .png passes the name check; its header gives it away.
  [
    'disguised.png',
    gifFile(),
    'image/png',
    '须为 JPG、JPEG、PNG 或 BMP 图片',
    '企业标志须为 JPG、JPEG、PNG 或 BMP 图片',
  ],
] as const;

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

    const logoButton = dialog.getByRole('button', { name: '选择图片' });
    for (const [name, buffer, mimeType, message] of BAD_LOGOS) {
      await chooseImage(page, dialog, name, buffer, mimeType);
      await expect(dialog.getByText(message), name).toBeVisible();
      await expect(logoButton, name).toHaveAccessibleDescription(literally(message));
    }

    await dialog.getByRole('button', { name: '保存' }).press('Enter');
    const shortName = dialog.getByRole('textbox', { name: '企业简称' });
    await expect(shortName).toHaveAttribute('aria-invalid', 'true');
    await expect(shortName).toHaveAccessibleDescription(literally('不能超过 30 个字符'));

    await dialog.getByRole('textbox', { name: '企业简称' }).fill('测试企业');
    await chooseImage(page, dialog, 'logo.png', pngFile(80, 80), 'image/png');
    await expect(dialog.getByText('须为 JPG、JPEG、PNG 或 BMP 图片')).toHaveCount(0);
    await dialog.getByRole('button', { name: '保存' }).press('Enter');
    // The code is 汇采集团's: the server refuses it on its field.
    const code = dialog.getByRole('textbox', { name: '统一社会信用代码' });
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(code).toHaveAccessibleDescription(literally('统一社会信用代码 91310000MA1HC00001 已被使用'));

    await dialog.getByRole('textbox', { name: '统一社会信用代码' }).fill('91310000MA1HC00099');
    await dialog.getByRole('button', { name: '保存' }).press('Enter');
    await expect(dialog).toBeHidden();
    const table = page.getByRole('grid', { name: '企业管理' });
    await expect(table.getByRole('rowheader', { name: '测试企业' })).toBeVisible();
    await expect(table.getByRole('img', { name: '测试企业' })).toBeVisible();

    // The same bad logos sent straight to the server, past the page's own checks.
    const token = await tokenOf(page);
    for (const [name, buffer, mimeType, , message] of BAD_LOGOS) {
      const response = await signedPost(
        page.request,
        companyResource.paths.add,
        {
          binCode: '91310000MA1HC00098',
          name: '直接调用',
          companyName: '直接调用有限公司',
          defaultFlag: 'N',
          logo: `data:${mimeType};base64,${buffer.toString('base64')}`,
        },
        { token },
      );
      expect(response.status(), name).toBe(400);
      const answer = (await response.json()) as { code: number; data: { fieldErrors: Record<string, string> } };
      expect(answer.data.fieldErrors, name).toEqual({ logo: message });
    }

    // The add is in the operate log, the row after it in full, labelled and formatted as the list
    // shows it; with no row before, nothing is marked changed (docs/screens.md, "Log manage").
    const { dialog: change, field } = await openLatestChange(page, '企业', '新增');
    await expect(field('统一社会信用代码').before).toHaveText('—');
    await expect(field('统一社会信用代码').after).toHaveText('91310000MA1HC00099');
    await expect(field('企业简称').after).toHaveText('测试企业');
    await expect(field('默认企业').after).toHaveText('否');
    await expect(field('创建时间').after).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    await expect(change.getByText('已修改')).toHaveCount(0);
    await change.getByRole('button', { name: '关闭' }).press('Enter');
    await expect(change).toBeHidden();
  });
});
