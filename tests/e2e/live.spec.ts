import { type Browser, expect, type Page, test } from '@playwright/test';
import { tokenOf, openFromMenu, pressRowButton, runStamp, signIn } from '../support/console';
import { startOwnServer } from '../support/own-server';
import { signedPost } from '../support/wire';

/** The token of a fresh `admin` session, signed in through the sign-on page in its own context. */
async function adminToken(browser: Browser, baseURL: string): Promise<string> {
  const context = await browser.newContext({ baseURL, locale: 'zh-CN' });
  const page = await context.newPage();
  await signIn(page, 'admin');
  const token = await tokenOf(page);
  await context.close();
  return token;
}

/** The unread count the messages button names ("提醒消息，3 条未读"). */
async function unreadCount(page: Page): Promise<number> {
  const name = (await page.getByRole('button', { name: /^提醒消息/ }).getAttribute('aria-label')) ?? '';
  const count = /(\d+)/.exec(name);
  if (!count) throw new Error(`no count in "${name}"`);
  return Number(count[1]);
}

/** Sends a reminder message to `account` through the server, as a platform administrator does. */
async function sendReminder(page: Page, base: string, token: string, account: string, title: string): Promise<void> {
  const body = { account, title, content: `${title}。` };
  const answer = await signedPost(page.request, `${base}/share-system/remindMsg/add`, body, { token });
  expect((await answer.json()).code).toBe(200);
}

test.describe('the live socket (docs/behaviour.md and docs/wire-protocol.md, "Live socket")', () => {
  test('a message created on the server shows as a toast and raises the unread badge, with no reload', async ({
    page,
    browser,
    baseURL,
  }) => {
    const token = await adminToken(browser, baseURL ?? '');
    const sockets: string[] = [];
    page.on('websocket', (socket) => sockets.push(socket.url()));
    await signIn(page, 'buyer');
    await expect(page.getByText('实时连接：已连接')).toBeAttached();
    // Opened with a one-time key, never the session token (docs/wire-protocol.md, "Live socket").
    const buyerToken = await tokenOf(page);
    expect(sockets.length).toBeGreaterThan(0);
    for (const url of sockets) expect(url).toMatch(/\/ws\?pushKey=[\w-]{43}$/);
    expect(sockets.join(' ')).not.toContain(buyerToken.split('.')[0]);
    await expect(page.getByRole('button', { name: /^提醒消息，\d+ 条未读/ })).toBeVisible();
    const before = await unreadCount(page);

    const title = `审批提醒 ${runStamp()}`;
    let reloaded = false;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) reloaded = true;
    });
    await sendReminder(page, baseURL ?? '', token, 'buyer', title);

    await expect(page.getByRole('status').filter({ hasText: title })).toBeVisible();
    await expect(page.getByRole('button', { name: `提醒消息，${before + 1} 条未读` })).toBeVisible();
    expect(reloaded).toBe(false);
  });

  test('marking a reminder read removes it from the list and drops the badge by one', async ({
    page,
    browser,
    baseURL,
  }) => {
    const token = await adminToken(browser, baseURL ?? '');
    const title = `待读提醒 ${runStamp()}`;
    // buyer.bc: no other journey counts its reminders, so the count cannot move under this test.
    await sendReminder(page, baseURL ?? '', token, 'buyer.bc', title);
    await signIn(page, 'buyer.bc');
    await expect(page.getByRole('button', { name: /^提醒消息，\d+ 条未读/ })).toBeVisible();
    const before = await unreadCount(page);

    await page.getByRole('button', { name: /^提醒消息/ }).press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: `标为已读：${title}` }).press('Enter');
    await expect(dialog.getByText(title)).toHaveCount(0);
    await expect(page.getByRole('button', { name: `提醒消息，${before - 1} 条未读` })).toBeVisible();
  });

  test('the server stops and starts under an open console: the console reconnects by itself and keeps working', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const server = await startOwnServer(String(test.info().project.metadata['databaseUrl'] ?? ''));
    try {
      // The reconnect delay (5,000 ms, docs/behaviour.md "Live socket") runs on the page's clock,
      // which the test moves on instead of waiting.
      await page.clock.install();
      await signIn(page, 'buyer', 'zh', `${server.baseURL}/admin/index`);
      await expect(page.getByText('实时连接：已连接')).toBeAttached();

      await server.stop();
      await expect(page.getByText('实时连接：已断开')).toBeAttached();
      await server.start();

      // The close scheduled a reconnect, tried every 5,000 ms while the server was down.
      await expect(async () => {
        await page.clock.fastForward(5_000);
        await expect(page.getByText('实时连接：已连接')).toBeAttached({ timeout: 1_000 });
      }).toPass({ timeout: 30_000 });

      const token = await adminToken(browser, server.baseURL);
      const title = `重连之后 ${runStamp()}`;
      await sendReminder(page, server.baseURL, token, 'buyer', title);
      await expect(page.getByRole('status').filter({ hasText: title })).toBeVisible();
    } finally {
      await server.dispose();
    }
  });

  test('a platform administrator sends a reminder from people manage, and it arrives live', async ({
    page,
    browser,
  }) => {
    const title = `会议提醒 ${runStamp()}`;
    const reader = await (await browser.newContext({ locale: 'zh-CN' })).newPage();
    await signIn(reader, 'manager');
    await expect(reader.getByText('实时连接：已连接')).toBeAttached();

    await signIn(page, 'admin');
    await openFromMenu(page, '组织管理', '人员管理');
    const search = page.getByRole('searchbox', { name: '搜索姓名或账号' });
    await search.fill('manager');
    await search.press('Enter');
    const row = page.getByRole('grid', { name: '人员管理' }).getByRole('row').filter({ hasText: 'manager' }).first();
    await pressRowButton(page, row, '向 陈思远 发送提醒');
    const dialog = page.getByRole('dialog', { name: '向 陈思远 发送提醒' });
    // Both fields are required: an empty send is refused where it is typed.
    await dialog.getByRole('button', { name: '发送' }).press('Enter');
    await expect(dialog.getByRole('textbox', { name: '标题' })).toBeFocused();
    await dialog.getByRole('textbox', { name: '标题' }).fill(title);
    await dialog.getByRole('textbox', { name: '内容' }).fill('下午三点开会');
    await dialog.getByRole('button', { name: '发送' }).press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: '已向 陈思远 发送提醒' })).toBeVisible();

    await expect(reader.getByRole('status').filter({ hasText: title })).toBeVisible();
  });
});
