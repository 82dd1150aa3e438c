import { expect, test } from '@playwright/test';
import { expectNoAxeViolation as audit } from '../support/axe';
import { pressRowButton, signIn } from '../support/console';

/** Names of the management screens' parts in each language (docs/screens.md). */
const LABELS = {
  zh: {
    companies: '企业管理',
    addCompany: '新增企业',
    people: '人员管理',
    org: '组织架构',
    tree: '部门树',
    log: '操作日志',
    searchLog: '查询日志',
    compare: /^查看第 \d+ 条的修改$/,
    compareDialog: '修改前后对比',
    edit: /^编辑 /,
    save: '保存',
    menuTree: '菜单树',
    menuActions: '菜单操作',
    editEntry: '编辑',
    resources: '资源管理',
  },
  en: {
    companies: 'Companies',
    addCompany: 'Add company',
    people: 'People',
    org: 'Organisation structure',
    tree: 'Units',
    log: 'Operation log',
    searchLog: 'Search log',
    compare: /^Show the changes of entry \d+$/,
    compareDialog: 'Before and after',
    edit: /^Edit /,
    save: 'Save',
    menuTree: 'Menu tree',
    menuActions: 'Menu entry actions',
    editEntry: 'Edit',
    resources: 'Resources',
  },
} as const;

for (const colorScheme of ['light', 'dark'] as const) {
  for (const language of ['zh', 'en'] as const) {
    test.describe(`management screens, ${language}, ${colorScheme}`, () => {
      test.use({ colorScheme });
      const labels = LABELS[language];

      test.beforeEach(async ({ context, baseURL }) => {
        await context.addCookies([{ name: 'language', value: language, url: baseURL ?? '' }]);
      });

      test('companies, people, org structure and the logs have no axe violation, dialogs open too', async ({
        page,
      }) => {
        await signIn(page, 'admin', language, '/admin/company_manage');
        const main = page.getByRole('main');
        await expect(main.getByRole('grid', { name: labels.companies }).getByRole('rowheader').first()).toBeVisible();
        await audit(page);
        await main.getByRole('button', { name: labels.addCompany }).press('Enter');
        await expect(page.getByRole('dialog', { name: labels.addCompany })).toBeVisible();
        await audit(page);
        await page.keyboard.press('Escape');
        // Saving a company unchanged leaves an entry in the operate log, audited below.
        const companies = main.getByRole('grid', { name: labels.companies });
        await pressRowButton(page, companies.getByRole('row').nth(1), labels.edit);
        const edit = page.getByRole('dialog', { name: labels.edit });
        await expect(edit).toBeVisible();
        await audit(page);
        await edit.getByRole('button', { name: labels.save }).press('Enter');
        await expect(edit).toBeHidden();

        await page.goto('/admin/people_manage');
        await expect(main.getByRole('grid', { name: labels.people }).getByRole('rowheader').first()).toBeVisible();
        await audit(page);

        await page.goto('/admin/org_structure');
        const tree = main.getByRole('treegrid', { name: labels.tree });
        await tree.getByRole('row').first().focus();
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('Enter');
        await expect(main.getByRole('toolbar')).toBeVisible();
        await audit(page);

        await page.goto('/admin/operate_log');
        const log = main.getByRole('grid', { name: labels.log });
        await expect(log.getByRole('rowheader').first()).toBeVisible();
        await audit(page);
        await pressRowButton(page, log.getByRole('row').nth(1), labels.compare);
        await expect(page.getByRole('dialog', { name: labels.compareDialog })).toBeVisible();
        await audit(page);
        await page.keyboard.press('Escape');

        await page.goto('/admin/search_log');
        await expect(main.getByRole('grid', { name: labels.searchLog }).getByRole('rowheader').first()).toBeVisible();
        await audit(page);
      });

      test('menus and resources have no axe violation, the entry form too', async ({ page }) => {
        await signIn(page, 'admin', language, '/admin/menu_manage');
        const main = page.getByRole('main');
        const tree = main.getByRole('treegrid', { name: labels.menuTree });
        await tree.getByRole('row').first().focus();
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('Enter');
        const actions = main.getByRole('toolbar', { name: labels.menuActions });
        await expect(actions).toBeVisible();
        await audit(page);
        await actions.getByRole('button', { name: labels.editEntry }).press('Enter');
        await expect(page.getByRole('dialog')).toBeVisible();
        await audit(page);
        await page.keyboard.press('Escape');

        await page.goto('/admin/source_manage');
        await expect(main.getByRole('grid', { name: labels.resources }).getByRole('rowheader').first()).toBeVisible();
        await audit(page);
      });
    });
  }
}
