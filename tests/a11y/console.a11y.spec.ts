import { expect, test } from '@playwright/test';
import { expectNoAxeViolationInBothSchemes as audit } from '../support/axe';
import { signIn } from '../support/console';
import { docsScreenshot } from '../support/docs-screenshots';
import { pageCheckProblems } from '../support/page-checks';

/** Names of the supply-chain and identity-card screens' parts in each language. */
const LABELS = {
  zh: {
    itemTabs: '商品信息',
    specs: '规格参数',
    idCard: '身份证号码',
    reminders: /^提醒消息/,
    live: '实时连接：已连接',
    loading: '加载中…',
  },
  en: {
    itemTabs: 'Item information',
    specs: 'Specifications',
    idCard: 'ID card number',
    reminders: /^Reminders/,
    live: 'Live updates: connected',
    loading: 'Loading…',
  },
} as const;

/** Names of the personal information screen's parts in each language. */
const PERSONAL = {
  zh: { name: '姓名', newPassword: '新密码', confirm: '确认新密码', passport: '护照' },
  en: { name: 'Name', newPassword: 'New password', confirm: 'Confirm new password', passport: 'Passport' },
} as const;

/** Names of the addresses screen's parts in each language. */
const ADDRESSES = {
  zh: {
    add: '新增地址',
    save: '保存',
    receiver: '收货人',
    phone: '手机号码',
    province: '省份',
    city: '城市',
    district: '区县',
    street: '详细地址',
    list: '收货地址',
    tabs: '地址类型',
    userTab: '收货地址',
    storeTab: '商城地址',
  },
  en: {
    add: 'Add address',
    save: 'Save',
    receiver: 'Receiver',
    phone: 'Phone',
    province: 'Province',
    city: 'City',
    district: 'District',
    street: 'Street address',
    list: 'Addresses',
    tabs: 'Address lists',
    userTab: 'Shipping addresses',
    storeTab: 'Store addresses',
  },
} as const;

/** Names of the supplier registration's parts in each language. */
const REGISTER = {
  zh: { agree: '我已阅读并同意以上说明', next: '下一步', form: '填写信息', companyName: '企业名称' },
  en: { agree: 'I have read and agree to the above', next: 'Next', form: 'Your details', companyName: 'Company name' },
} as const;

for (const language of ['zh', 'en'] as const) {
  test.describe(`${language}, light and dark`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: 'language', value: language, url: baseURL ?? '' }]);
    });

    test('the sign-in page and the portal, explaining an errCode, have no axe violation and pass the page checks', async ({
      page,
    }) => {
      await page.goto('/admin/login');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await docsScreenshot(page, 'sign-in', language);
      await audit(page);
      expect(await pageCheckProblems(page)).toEqual([]);
      await page.goto('/store/index?errCode=-2');
      await expect(page.getByRole('alert')).toBeVisible();
      await audit(page);
      expect(await pageCheckProblems(page)).toEqual([]);
    });

    test('the supplier registration, its form step showing errors, has no axe violation and passes the page checks', async ({
      page,
    }) => {
      const labels = REGISTER[language];
      await page.goto('/admin/register');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await audit(page);
      expect(await pageCheckProblems(page)).toEqual([]);
      await page.getByRole('checkbox', { name: labels.agree }).press('Space');
      await page.getByRole('button', { name: labels.next }).press('Enter');
      await expect(page.getByRole('heading', { name: labels.form, level: 2 })).toBeFocused();
      await page.getByRole('button', { name: labels.next }).press('Enter');
      await expect(page.getByRole('textbox', { name: labels.companyName })).toBeFocused();
      await audit(page);
      expect(await pageCheckProblems(page)).toEqual([]);
    });

    test('the work bench has no axe violation', async ({ page }) => {
      await signIn(page, 'admin', language);
      // Every card answered: while the cards only hold loading lines, <main> scrolls with
      // nothing focusable in it (tests/a11y/workbench.a11y.spec.ts audits the same way).
      await expect(
        page.getByRole('main').getByRole('status').filter({ hasText: LABELS[language].loading }),
      ).toHaveCount(0);
      await docsScreenshot(page, 'workbench', language);
      await audit(page);
    });

    test('the supply-chain catalogue has no axe violation', async ({ page }) => {
      await page.goto('/admin/supplyChain');
      await expect(page.getByRole('table')).toBeVisible();
      await audit(page);
    });

    test('an item view with its specifications tab selected has no axe violation', async ({ page }) => {
      await page.goto('/admin/supplyChain?sku=SKU-200118');
      const tabs = page.getByRole('tablist', { name: LABELS[language].itemTabs });
      await tabs.getByRole('tab').first().press('ArrowRight');
      await expect(tabs.getByRole('tab', { name: LABELS[language].specs })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('table', { name: LABELS[language].specs })).toBeVisible();
      await audit(page);
    });

    test('the identity-card form showing an error has no axe violation', async ({ page }) => {
      await signIn(page, 'admin', language, '/admin/updateIdCard');
      const number = page.getByRole('textbox', { name: LABELS[language].idCard });
      await number.fill('110105194912310021');
      await number.press('Enter');
      await expect(number).toHaveAttribute('aria-invalid', 'true');
      await audit(page);
    });

    test('the personal information screen, with a password mismatch shown, has no axe violation', async ({ page }) => {
      await signIn(page, 'admin', language, '/admin/people_basic_info');
      const labels = PERSONAL[language];
      await expect(page.getByRole('textbox', { name: labels.name })).toBeVisible();
      await expect(page.getByText(labels.passport)).toBeVisible();
      await page.getByRole('textbox', { name: labels.newPassword, exact: true }).fill('NewPass2024');
      const confirm = page.getByRole('textbox', { name: labels.confirm, exact: true });
      await confirm.fill('NewPass2025');
      await confirm.press('Enter');
      await expect(confirm).toHaveAttribute('aria-invalid', 'true');
      await audit(page);
    });

    test('the addresses screen, its add dialog showing errors, and its store tab have no axe violation', async ({
      page,
    }) => {
      await signIn(page, 'buyer', language, '/admin/user_address');
      const labels = ADDRESSES[language];
      const add = page.getByRole('button', { name: labels.add });
      await expect(add).toBeVisible();
      await audit(page);
      await add.press('Enter');
      const dialog = page.getByRole('dialog', { name: labels.add });
      await expect(dialog.getByRole('combobox').first()).toBeVisible();
      await dialog.getByRole('button', { name: labels.save }).press('Enter');
      await expect(dialog.getByRole('textbox').first()).toHaveAttribute('aria-invalid', 'true');
      await audit(page);
      // Saved, the address shows in the list, which is audited too.
      await dialog.getByRole('textbox', { name: labels.receiver }).fill('李晓娜');
      await dialog.getByRole('textbox', { name: labels.phone }).fill('13800138000');
      for (const [field, option] of [
        [labels.province, '浙江省'],
        [labels.city, '杭州市'],
        [labels.district, '西湖区'],
      ] as const) {
        const combo = dialog.getByRole('combobox', { name: field });
        await combo.pressSequentially(option);
        await combo.press('ArrowDown');
        await combo.press('Enter');
        await expect(combo).toHaveValue(option);
      }
      await dialog.getByRole('textbox', { name: labels.street }).fill('文三路 90 号');
      await dialog.getByRole('button', { name: labels.save }).press('Enter');
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('list', { name: labels.list }).getByRole('listitem').first()).toBeVisible();
      // react-aria announces a chosen combobox option through its hidden live region by reference
      // (an empty role="img" labelled by the option's id), which dangles once the list closes;
      // the announcer clears it after 7 s. Audit the page, not that transient message.
      await expect(page.locator('[data-live-announcer] [role="img"]')).toHaveCount(0, { timeout: 15_000 });
      await audit(page);
      // The store-address tab selected by the arrow keys.
      const tabs = page.getByRole('tablist', { name: labels.tabs });
      await tabs.getByRole('tab', { name: labels.userTab }).press('ArrowRight');
      await expect(tabs.getByRole('tab', { name: labels.storeTab })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('button', { name: labels.add })).toBeVisible();
      await audit(page);
    });

    test('the reminders popover, open over a live connection, and the help centre finding nothing have no axe violation', async ({
      page,
    }) => {
      await signIn(page, 'admin', language);
      await expect(page.getByText(LABELS[language].live)).toBeAttached();
      await page.getByRole('button', { name: LABELS[language].reminders }).press('Enter');
      await expect(page.getByRole('dialog')).toBeVisible();
      await audit(page);
      // The help centre's list is audited with the registry (tests/a11y/registry.a11y.spec.ts);
      // here its answer to a search that finds nothing, which says what was searched.
      await page.goto(`/admin/help?q=${encodeURIComponent('<b>')}`);
      await expect(page.getByRole('main').getByRole('heading', { level: 2, name: /<b>/ })).toBeVisible();
      await audit(page);
      expect(await pageCheckProblems(page)).toEqual([]);
    });
  });
}
