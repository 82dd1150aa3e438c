import { expect, test, type Page } from '@playwright/test';
import { signIn, tokenOf } from '../support/console';
import { signedPost } from '../support/wire';

const TASK_LOG_PATH = '/share-purchase-workflow/workflow/process/task/log/query/single';

/** Opens the reminders popover from its top-bar button; nothing is marked read. */
async function openReminders(page: Page) {
  await page.getByRole('button', { name: /^提醒消息/ }).press('Enter');
  const reminders = page.getByRole('dialog', { name: '提醒消息' });
  await expect(reminders.getByRole('list', { name: '未读提醒消息' })).toBeVisible();
  return reminders;
}

test.describe('task log of a reminder (docs/wire-protocol.md, task/log/query/single)', () => {
  test("a reminder's task log opens in a dialog with its steps, and Escape returns focus", async ({ page }) => {
    await signIn(page, 'admin');
    const reminders = await openReminders(page);
    const first = reminders.getByRole('button', { name: /^查看流程日志：/ }).first();
    const name = (await first.getAttribute('aria-label'))?.replace('查看流程日志：', '') ?? '';
    const open = reminders.getByRole('button', { name: `查看流程日志：${name}`, exact: true });
    await open.press('Enter');

    const dialog = page.getByRole('dialog', { name: `流程日志：${name}` });
    await expect(dialog).toBeVisible();
    await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    const steps = dialog.getByRole('list', { name: '流程步骤' }).getByRole('listitem');
    await expect(steps.first()).toBeVisible();
    expect(await steps.count()).toBeGreaterThanOrEqual(2);
    await expect(steps.first()).toContainText('提交');
    await expect(steps.first()).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // Names what holds focus instead, should it ever be elsewhere.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const focused = document.activeElement;
          return `${focused?.tagName} ${focused?.getAttribute('aria-label') ?? focused?.textContent?.slice(0, 40)}`;
        }),
      )
      .toBe(`BUTTON 查看流程日志：${name}`);
    await expect(open).toBeFocused();
    await expect(reminders).toBeVisible();
  });

  test("a task the server does not find (code 404) shows the server's message", async ({ page }) => {
    await signIn(page, 'admin');
    // The server's own answer for a task that does not exist, served for the reminder's task.
    const answer = await signedPost(page.request, TASK_LOG_PATH, { taskId: 999_999 }, { token: await tokenOf(page) });
    const notFound = (await answer.json()) as { code: number; msg: string };
    expect(notFound.code).toBe(404);
    expect(notFound.msg).not.toBe('');
    await page.route(`**${TASK_LOG_PATH}`, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(notFound) }),
    );
    const reminders = await openReminders(page);
    await reminders
      .getByRole('button', { name: /^查看流程日志：/ })
      .first()
      .press('Enter');
    const dialog = page.getByRole('dialog', { name: /^流程日志：/ });
    await expect(dialog.getByRole('alert')).toHaveText(notFound.msg);
    await expect(dialog.getByRole('button', { name: '重试' })).toHaveCount(0);
  });
});
