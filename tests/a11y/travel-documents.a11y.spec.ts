import { expect, test } from '@playwright/test';
import { expectNoAxeViolationInBothSchemes as audit } from '../support/axe';
import { signIn } from '../support/console';

/** Names of the stranded-ticket, document and task-log screens' parts in each language. */
const LABELS = {
  zh: {
    tabs: '滞留票列表',
    ordersTab: '订单列表',
    applies: '滞留票申请',
    orders: '滞留票订单',
    documents: '文档',
    reminders: /^提醒消息/,
    remindersDialog: '提醒消息',
    openTaskLog: /^查看流程日志：/,
    taskLog: /^流程日志：/,
    steps: '流程步骤',
    roles: '角色',
  },
  en: {
    tabs: 'Stranded ticket lists',
    ordersTab: 'Orders',
    applies: 'Stranded ticket applications',
    orders: 'Stranded tickets',
    documents: 'Documents',
    reminders: /^Reminders/,
    remindersDialog: 'Reminders',
    openTaskLog: /^View task log: /,
    taskLog: /^Task log: /,
    steps: 'Steps',
    roles: 'Roles',
  },
} as const;

for (const language of ['zh', 'en'] as const) {
  test.describe(`stranded tickets, documents and task log, ${language}, light and dark`, () => {
    const labels = LABELS[language];

    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: 'language', value: language, url: baseURL ?? '' }]);
    });

    test('/delay_ticket, both tabs, has no axe violation', async ({ page }) => {
      await signIn(page, 'admin', language, '/admin/delay_ticket');
      const main = page.getByRole('main');
      await expect(main.getByRole('grid', { name: labels.applies }).getByRole('rowheader').first()).toBeVisible();
      await audit(page);
      await main.getByRole('tablist', { name: labels.tabs }).getByRole('tab').first().press('ArrowRight');
      await expect(main.getByRole('tab', { name: labels.ordersTab })).toHaveAttribute('aria-selected', 'true');
      await expect(main.getByRole('grid', { name: labels.orders }).getByRole('rowheader').first()).toBeVisible();
      await audit(page);
    });

    test('/document has no axe violation', async ({ page }) => {
      await signIn(page, 'admin', language, '/admin/document');
      const table = page.getByRole('main').getByRole('grid', { name: labels.documents });
      await expect(table.getByRole('rowheader').first()).toBeVisible();
      await audit(page);
    });

    test('the task-log dialog has no axe violation', async ({ page }) => {
      await signIn(page, 'admin', language);
      await page.getByRole('button', { name: labels.reminders }).press('Enter');
      const reminders = page.getByRole('dialog', { name: labels.remindersDialog });
      await reminders.getByRole('button', { name: labels.openTaskLog }).first().press('Enter');
      const dialog = page.getByRole('dialog', { name: labels.taskLog });
      await expect(dialog.getByRole('list', { name: labels.steps }).getByRole('listitem').first()).toBeVisible();
      await audit(page);
    });

    test("the personal information screen's roles have no axe violation", async ({ page }) => {
      await signIn(page, 'admin', language, '/admin/people_basic_info');
      await expect(
        page.getByRole('main').getByRole('list', { name: labels.roles }).getByRole('listitem').first(),
      ).toBeVisible();
      await audit(page);
    });
  });
}
