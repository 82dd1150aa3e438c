import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/console';

/** The worked example of GB 11643-1999: a valid number, and the same with a wrong check digit. */
const VALID = '11010519491231002X';
const WRONG_CHECK_DIGIT = '110105194912310021';
/** 1949-13-31 is no date; its check digit is right, so only the server can refuse it. */
const BAD_BIRTH_DATE = '110105194913310021';

/** The form's fields and its save button. */
function form(page: Page) {
  const main = page.getByRole('main');
  return {
    name: main.getByRole('textbox', { name: '姓名' }),
    number: main.getByRole('textbox', { name: '身份证号码' }),
    save: main.getByRole('button', { name: '保存' }),
  };
}

test.describe('updating the identity card (docs/behaviour.md, "Routes", /updateIdCard, keyboard only)', () => {
  test('a wrong check digit is refused before sending and the typed text stays', async ({ page }) => {
    await signIn(page, 'admin.yh', 'zh', '/admin/updateIdCard');
    await expect(page.getByRole('heading', { name: '身份证更新', level: 1 })).toBeVisible();
    let sent = false;
    page.on('request', (request) => {
      if (request.url().includes('/userinfo/updateIdCard')) sent = true;
    });
    const { name, number, save } = form(page);
    await name.fill('王芳');
    await number.fill(WRONG_CHECK_DIGIT);
    await save.press('Enter');

    // Focus moves to the invalid field, whose error is part of its description.
    await expect(number).toBeFocused();
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(number).toHaveAccessibleDescription(/身份证号码校验位不正确/);
    await expect(number).toHaveValue(WRONG_CHECK_DIGIT);
    await expect(name).toHaveValue('王芳');
    expect(sent).toBe(false);
  });

  test('the server refuses a bad birth date: its warning shows and the typed text stays', async ({ page }) => {
    await signIn(page, 'admin.yh', 'zh', '/admin/updateIdCard');
    const { name, number, save } = form(page);
    await name.fill('王芳');
    await number.fill(BAD_BIRTH_DATE);
    await save.press('Enter');
    await expect(page.getByRole('status').getByText('身份证号码中的出生日期无效')).toBeVisible();
    await expect(number).toHaveValue(BAD_BIRTH_DATE);
    await expect(name).toHaveValue('王芳');
  });

  test('the typed text survives a switch to another tag and back', async ({ page }) => {
    await signIn(page, 'admin.yh', 'zh', '/admin/updateIdCard');
    const { number } = form(page);
    await number.fill('1101051949');
    const tags = page.getByRole('tablist', { name: '已打开的页面' });
    await page.getByRole('link', { name: '工作台' }).first().press('Enter');
    await expect(page.getByRole('heading', { name: '工作台', level: 1 })).toBeVisible();
    await tags.getByRole('tab', { name: '身份证更新' }).press('Enter');
    await expect(page.getByRole('heading', { name: '身份证更新', level: 1 })).toBeVisible();
    await expect(number).toHaveValue('1101051949');
  });

  test('a valid number saves, and the masked number shows', async ({ page }) => {
    await signIn(page, 'buyer', 'zh', '/admin/updateIdCard');
    await expect(page.getByText('尚未登记身份证')).toBeVisible();
    const { name, number, save } = form(page);
    await name.fill('李晓娜');
    // A lowercase x is taken as X.
    await number.fill(VALID.toLowerCase());
    await save.press('Enter');
    await expect(page.getByRole('status').getByText('身份证信息已更新')).toBeVisible();
    await expect(page.getByText('110105********002X')).toBeVisible();
    await expect(page.getByText('李晓娜', { exact: true }).first()).toBeVisible();
    // The full number leaves the screen once it is on record.
    await expect(number).toHaveValue('');
    await expect(number).not.toHaveAttribute('aria-invalid', 'true');

    // The record comes from the server: it is still there after a reload.
    await page.reload();
    await expect(page.getByText('110105********002X')).toBeVisible();
  });
});
