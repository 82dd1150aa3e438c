import { expect, test } from '@playwright/test';
import { openFromMenu, signIn } from '../support/console';

test.describe('a language switch re-words the server texts with no reload (docs/architecture.md, "State")', () => {
  test('the sidebar, the to-do list and a runtime view heading change to English in place', async ({ page }) => {
    await signIn(page, 'admin');
    await page
      .getByRole('region', { name: '待办', exact: true })
      .getByRole('tab', { name: /^待办事项/ })
      .press('Enter');
    const todo = page.getByRole('region', { name: '待办', exact: true }).getByRole('tabpanel');
    await expect(todo.getByText(/采购申请|准入申请|预订申请|变更申请|付款申请/).first()).toBeVisible();
    await openFromMenu(page, '组织管理', '人员管理');
    // A marker on the window survives only if the page is not reloaded.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    await page.getByRole('button', { name: 'English' }).press('Enter');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('button', { name: 'Organisation' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'People', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'People', level: 1 })).toBeVisible();

    await page.getByRole('tablist', { name: 'Open views' }).getByRole('tab', { name: 'Work bench' }).press('Enter');
    // The work bench kept its tab: the to-dos, now in English.
    const englishTodo = page.getByRole('region', { name: 'To-do', exact: true }).getByRole('tabpanel');
    await expect(englishTodo.getByText(/request$/).first()).toBeVisible();
    await expect(englishTodo.getByText(/采购申请|准入申请|预订申请|变更申请|付款申请/)).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });
});
