import { expect, test } from '@playwright/test';
import { openFromMenu, runStamp, signIn } from '../support/console';

test.describe('the MRO work bench, keyboard only (docs/screens.md, "MRO")', () => {
  test('a low item is replenished from /MRO_index, shows under My requests and on the requests screen', async ({
    page,
  }) => {
    // A reason of this run only, so the journey finds its own request among earlier runs'.
    const reason = `检修备件 ${runStamp()}`;
    await signIn(page, 'manager');
    // An open page (docs/behaviour.md, "Route guard"): it shows without a token, so sign in first.
    await page.goto('/admin/MRO_index');
    await expect(page.getByRole('heading', { name: '运维物资概览', level: 1 })).toBeVisible();

    const low = page.getByRole('region', { name: '低于补货点', exact: true });
    await expect(low.getByText('深沟球轴承 6204')).toBeVisible();
    // Stocked above its reorder point: not listed.
    await expect(low.getByText('丁腈手套')).toHaveCount(0);
    await low.getByRole('button', { name: '为深沟球轴承 6204申请补货' }).press('Enter');

    const dialog = page.getByRole('dialog', { name: '申请补货：深沟球轴承 6204' });
    // Prefilled with the reorder point (10) minus the stock (4).
    await expect(dialog.getByRole('textbox', { name: '数量' })).toHaveValue('6');
    await dialog.getByRole('textbox', { name: '申请原因' }).fill(reason);
    await dialog.getByRole('button', { name: '保存' }).press('Enter');
    await expect(dialog).toBeHidden();

    const mine = page.getByRole('region', { name: '我的申请', exact: true });
    const waiting = mine.getByRole('list', { name: /^待处理/ });
    await expect(waiting.getByText('深沟球轴承 6204，6 个').first()).toBeVisible();

    await openFromMenu(page, '运维物资', '补货申请');
    const requests = page.getByRole('grid', { name: '补货申请' });
    const row = requests.getByRole('row').filter({ hasText: reason });
    await expect(row.getByRole('rowheader', { name: '深沟球轴承 6204' })).toBeVisible();
    await expect(row.getByRole('gridcell', { name: '待处理', exact: true })).toBeVisible();
  });
});
