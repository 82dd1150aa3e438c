import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/console';
import { pngFile } from '../support/images';

/**
 * `buyer.bc`: no other journey checks its avatar, and this journey changes no password. The
 * accepted upload stays, which nothing else reads.
 */
const ACCOUNT = 'buyer.bc';
const PATH = '/admin/people_basic_info';

/** A 1 x 1 GIF. */
const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');

/** Chooses `file` through the upload button's file chooser, the way a person does. */
async function choose(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('main').getByRole('button', { name: '上传头像' }).press('Enter');
  await (await chooser).setFiles(file);
}

/** The upload's refusal `message`, in its alert and in the upload button's description. */
function refusal(page: Page, message: string) {
  return page.getByRole('main').getByRole('alert').getByText(message);
}

test.describe('avatar upload (docs/behaviour.md, "Validation": JPG/JPEG/PNG/BMP, under 5 MB, 80x80)', () => {
  let sent: string[];

  test.beforeEach(async ({ page }) => {
    sent = [];
    page.on('request', (request) => {
      if (request.url().includes('/personal/avatarupdate')) sent.push(request.url());
    });
    await signIn(page, ACCOUNT, 'zh', PATH);
    await expect(page.getByRole('main').getByRole('button', { name: '上传头像' })).toBeEnabled();
  });

  test('a valid 80x80 PNG is accepted, and the avatar changes', async ({ page }) => {
    const colour: [number, number, number] = [
      Math.floor(Math.random() * 256),
      Math.floor(Math.random() * 256),
      Math.floor(Math.random() * 256),
    ];
    const image = pngFile(80, 80, { colour });
    const preview = page.getByRole('main').getByRole('img', { name: '头像预览' });
    const before = (await preview.count()) ? await preview.getAttribute('src') : null;
    await choose(page, { name: 'avatar.png', mimeType: 'image/png', buffer: image });
    await expect(page.getByRole('status').getByText('头像已更新')).toBeVisible();
    expect(sent).toHaveLength(1);
    // After the save the preview shows the stored image (not the chosen file's blob: URL).
    await expect(preview).toHaveAttribute('src', /^(?!blob:)/);
    const stored = await preview.getAttribute('src');
    expect(stored).not.toBe(before);
    // It survives a reload.
    await page.reload();
    await expect(page.getByRole('main').getByRole('img', { name: '头像预览' })).toHaveAttribute('src', stored ?? '');
  });

  test('a GIF is refused with its message, sending nothing', async ({ page }) => {
    await choose(page, { name: 'avatar.gif', mimeType: 'image/gif', buffer: GIF });
    await expect(refusal(page, '仅支持 JPG、JPEG、PNG、BMP 格式的图片')).toBeVisible();
    expect(sent).toEqual([]);
  });

  test('a file over 5 MB is refused with its message, sending nothing', async ({ page }) => {
    const image = Buffer.concat([pngFile(80, 80, { colour: [10, 20, 30] }), Buffer.alloc(6 * 1024 * 1024)]);
    await choose(page, { name: 'big.png', mimeType: 'image/png', buffer: image });
    await expect(refusal(page, '文件大小为 6 MB，不能超过 5 MB')).toBeVisible();
    expect(sent).toEqual([]);
  });

  test('an 81x80 PNG is refused with its message, sending nothing', async ({ page }) => {
    await choose(page, {
      name: 'wide.png',
      mimeType: 'image/png',
      buffer: pngFile(81, 80, { colour: [200, 100, 50] }),
    });
    await expect(refusal(page, '图片须为 80×80 像素，当前为 81×80')).toBeVisible();
    expect(sent).toEqual([]);
  });
});
