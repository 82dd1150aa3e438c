import { expect, test, type Locator, type Page } from '@playwright/test';
import { runStamp, signIn } from '../support/console';

/**
 * The addresses screen: the menu entry `user_address` (seed), signed in as buyer.bc (the store-tab
 * journey as buyer, leaving buyer.bc's lists as the other journeys expect them).
 */
const SCREEN = '/admin/user_address';

/** Chooses an option of a combobox by keyboard: types its whole name, ArrowDown to it, Enter. */
async function choose(combo: Locator, name: string) {
  await combo.pressSequentially(name);
  await expect(combo.page().getByRole('option', { name, exact: true })).toBeVisible();
  await combo.press('ArrowDown');
  await combo.press('Enter');
  await expect(combo).toHaveValue(name);
}

/** The add dialog's fields, opened with Enter on the "add" button. */
async function openAddDialog(page: Page) {
  await page.getByRole('button', { name: '新增地址' }).press('Enter');
  const dialog = page.getByRole('dialog', { name: '新增地址' });
  await expect(dialog).toBeVisible();
  return {
    dialog,
    receiver: dialog.getByRole('textbox', { name: '收货人' }),
    phone: dialog.getByRole('textbox', { name: '手机号码' }),
    province: dialog.getByRole('combobox', { name: '省份' }),
    city: dialog.getByRole('combobox', { name: '城市' }),
    district: dialog.getByRole('combobox', { name: '区县' }),
    street: dialog.getByRole('textbox', { name: '详细地址' }),
    save: dialog.getByRole('button', { name: '保存' }),
  };
}

/** Records whether the page sends an add call. */
function watchAdds(page: Page) {
  const sent = { value: false };
  page.on('request', (request) => {
    if (request.url().includes('/userinfo/address/add')) sent.value = true;
  });
  return sent;
}

/** What one address is made of, as a person types and chooses it. */
interface AddressInput {
  receiver: string;
  phone: string;
  province: string;
  city: string;
  district?: string;
  street: string;
}

/** Fills the add dialog by keyboard; without `district` that field is left empty. */
async function fillAddress(form: Awaited<ReturnType<typeof openAddDialog>>, address: AddressInput) {
  await form.receiver.fill(address.receiver);
  await form.phone.fill(address.phone);
  await choose(form.province, address.province);
  await choose(form.city, address.city);
  if (address.district) await choose(form.district, address.district);
  await form.street.fill(address.street);
}

const list = (page: Page) => page.getByRole('list', { name: '收货地址' });
const item = (page: Page, text: string) => list(page).getByRole('listitem').filter({ hasText: text });

test.describe('addresses (keyboard only)', () => {
  test('adds two addresses by keyboard, makes one the default and deletes the other after confirming', async ({
    page,
  }) => {
    await signIn(page, 'buyer.bc', 'zh', SCREEN);
    await expect(page.getByRole('heading', { name: '收货地址', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: '还没有收货地址' })).toBeVisible();

    let form = await openAddDialog(page);
    await fillAddress(form, {
      receiver: '李晓娜',
      phone: '13800138000',
      province: '广东省',
      city: '深圳市',
      district: '南山区',
      street: '科苑路 8 号',
    });
    await form.save.press('Enter');
    await expect(form.dialog).toBeHidden();
    await expect(page.getByRole('status').getByText('地址已新增')).toBeVisible();
    // The first address is the default.
    await expect(item(page, '科苑路 8 号')).toContainText('广东省深圳市南山区');
    await expect(item(page, '科苑路 8 号').getByText('默认', { exact: true })).toBeVisible();

    form = await openAddDialog(page);
    await fillAddress(form, {
      receiver: '王明远',
      phone: '010-62345678',
      province: '北京市',
      city: '市辖区',
      district: '海淀区',
      street: '中关村大街 1 号',
    });
    await form.save.press('Enter');
    await expect(form.dialog).toBeHidden();
    await expect(item(page, '中关村大街 1 号')).toContainText('北京市市辖区海淀区');
    await expect(item(page, '中关村大街 1 号').getByText('默认', { exact: true })).toHaveCount(0);

    // Make the Beijing address the default: the badge moves.
    await item(page, '中关村大街 1 号').getByRole('button', { name: '设为默认' }).press('Enter');
    await expect(page.getByRole('status').getByText('默认地址已更改')).toBeVisible();
    await expect(item(page, '中关村大街 1 号').getByText('默认', { exact: true })).toBeVisible();
    await expect(item(page, '科苑路 8 号').getByText('默认', { exact: true })).toHaveCount(0);

    // Delete the other one, through the confirmation.
    await item(page, '科苑路 8 号').getByRole('button', { name: '删除' }).press('Enter');
    const confirm = page.getByRole('alertdialog', { name: '删除这个地址？' });
    await expect(confirm).toBeVisible();
    await expect(confirm.getByRole('button', { name: '取消' })).toBeFocused();
    await confirm.getByRole('button', { name: '删除' }).press('Enter');
    await expect(confirm).toBeHidden();
    await expect(item(page, '科苑路 8 号')).toHaveCount(0);
    await expect(list(page).getByRole('listitem')).toHaveCount(1);

    // It is on the server: still so after a reload.
    await page.reload();
    await expect(item(page, '中关村大街 1 号').getByText('默认', { exact: true })).toBeVisible();
    await expect(list(page).getByRole('listitem')).toHaveCount(1);
  });

  test('a missing district shows a field error and sends nothing', async ({ page }) => {
    await signIn(page, 'buyer.bc', 'zh', SCREEN);
    const sent = watchAdds(page);
    const form = await openAddDialog(page);
    await fillAddress(form, {
      receiver: '李晓娜',
      phone: '13800138000',
      province: '广东省',
      city: '广州市',
      street: '天河路 1 号',
    });
    await form.save.press('Enter');
    await expect(form.district).toBeFocused();
    await expect(form.district).toHaveAttribute('aria-invalid', 'true');
    await expect(form.district).toHaveAccessibleDescription(/请选择区县/);
    await expect(form.dialog).toBeVisible();
    expect(sent.value).toBe(false);
  });

  test('a 10,000-character street gets a clear message and sends nothing', async ({ page }) => {
    await signIn(page, 'buyer.bc', 'zh', SCREEN);
    const sent = watchAdds(page);
    const form = await openAddDialog(page);
    await fillAddress(form, {
      receiver: '李晓娜',
      phone: '13800138000',
      province: '广东省',
      city: '深圳市',
      district: '福田区',
      street: '街'.repeat(10_000),
    });
    await form.save.press('Enter');
    await expect(form.street).toBeFocused();
    await expect(form.street).toHaveAttribute('aria-invalid', 'true');
    await expect(form.street).toHaveAccessibleDescription(/详细地址最多 200 个字符，当前 10000 个/);
    expect(sent.value).toBe(false);
    // Escape closes the dialog and nothing was added.
    await form.street.press('Escape');
    await expect(form.dialog).toBeHidden();
    await expect(item(page, '福田区')).toHaveCount(0);
  });

  test('the store tab, reached with the arrow keys, keeps its own list apart from the user list', async ({ page }) => {
    await signIn(page, 'buyer', 'zh', SCREEN);
    const tabs = page.getByRole('tablist', { name: '地址类型' });
    const userTab = tabs.getByRole('tab', { name: '收货地址' });
    const storeTab = tabs.getByRole('tab', { name: '商城地址' });
    await expect(userTab).toHaveAttribute('aria-selected', 'true');
    await userTab.press('ArrowRight');
    await expect(storeTab).toBeFocused();
    await expect(storeTab).toHaveAttribute('aria-selected', 'true');

    // A street of its own, so a rerun against the same database finds this run's address.
    const street = `仓库路 ${runStamp()} 号`;
    const form = await openAddDialog(page);
    const area = { province: '广东省', city: '深圳市', district: '宝安区' };
    await fillAddress(form, { receiver: '赵仓管', phone: '13900139000', ...area, street });
    await form.save.press('Enter');
    await expect(form.dialog).toBeHidden();
    await expect(page.getByRole('status').getByText('地址已新增')).toBeVisible();
    // The store list shows the saved address's province.
    const stored = page.getByRole('list', { name: '商城地址' }).getByRole('listitem').filter({ hasText: street });
    await expect(stored).toContainText('广东省深圳市宝安区');

    // Back on the user tab, the store address is not listed.
    await storeTab.press('ArrowLeft');
    await expect(userTab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('button', { name: '新增地址' })).toBeVisible();
    await expect(page.getByText(street)).toHaveCount(0);
  });
});
