import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, SIGN_IN } from '../support/console';
import { Transcript } from '../support/screen-reader';

/**
 * What a screen reader says along a day's work, in Chinese and in English: the virtual screen
 * reader of `@guidepup/virtual-screen-reader` reads the live DOM in Chromium while the keyboard
 * drives the page (docs/architecture.md, "Tests"). Each step asserts the phrases that matter
 * (every control with its role, name and state, every change announced, WCAG 4.1.2 and 4.1.3)
 * and that focus never falls to the page (2.4.3); the whole transcript is compared with
 * docs/a11y/transcripts/<journey>.<language>.txt. When what is heard changes on purpose, rewrite
 * them with `UPDATE_TRANSCRIPTS=1 npx playwright test a11y/screen-reader.spec.ts` and read the
 * diff (CONTRIBUTING.md). One page load per journey after signing in; the person edited is
 * saved back unchanged and the company's brand colour is answered here, so the other journeys
 * sharing the server see the same rows and colour.
 */
const WORDS = {
  zh: {
    wrongPassword: /^assertive: 账号或密码错误/,
    group: '组织管理',
    people: '人员管理',
    tags: '已打开的页面',
    workbench: '工作台',
    tagActions: '标签操作',
    refresh: '重新加载',
    closeRight: '关闭右侧',
    name: '姓名',
    sorted: 'assertive: 按列 姓名 升序排序',
    nextPage: '下一页',
    ownRows: /^polite: 第 1–\d+ 条，共 [\d,]+ 条$/,
    chips: '已选筛选',
    companyChip: /^所属企业：/,
    search: '查询',
    firstRowsText: /^第 1–10 条，共 [\d,]+ 条$/,
    firstRows: /^polite: 第 1–10 条，共 [\d,]+ 条$/,
    secondRows: /^polite: 第 11–20 条，共 [\d,]+ 条$/,
    edit: '编辑',
    save: '保存',
    required: '此项为必填项',
    saved: 'polite: 已保存',
    theme: '主题色',
    themeTitle: '主题色',
    swatches: '预设颜色',
    apply: '应用',
    themeChanged: 'polite: 主题色已更新',
    reminders: /^button, 提醒消息，\d+ 条未读/,
  },
  en: {
    wrongPassword: /^assertive: The account or password is incorrect\./,
    group: 'Organisation',
    people: 'People',
    tags: 'Open views',
    workbench: 'Work bench',
    tagActions: 'Tag actions',
    refresh: 'Refresh',
    closeRight: 'Close tags to the right',
    name: 'Name',
    sorted: 'assertive: sorted by column Name in ascending order',
    nextPage: 'Next page',
    ownRows: /^polite: Rows 1–\d+ of [\d,]+$/,
    chips: 'Active filters',
    companyChip: /^Company: /,
    search: 'Search',
    firstRowsText: /^Rows 1–10 of [\d,]+$/,
    firstRows: /^polite: Rows 1–10 of [\d,]+$/,
    secondRows: /^polite: Rows 11–20 of [\d,]+$/,
    edit: 'Edit',
    save: 'Save',
    required: 'This field is required.',
    saved: 'polite: Saved.',
    theme: 'Theme colour',
    themeTitle: 'Theme colour',
    swatches: 'Preset colours',
    apply: 'Apply',
    themeChanged: 'polite: Theme colour applied',
    reminders: /^button, Reminders, \d+ unread/,
  },
} as const;

for (const language of ['zh', 'en'] as const) {
  test(`a day's work heard through a screen reader, in ${language}`, async ({ page, baseURL }) => {
    const words = WORDS[language];
    const labels = SIGN_IN[language];
    await page.context().addCookies([{ name: 'language', value: language, url: baseURL }]);
    const sr = await Transcript.listenTo(page, `workday.${language}`);
    // The company's brand colour is shared by every journey signed in to its company (the shell's
    // sets one too): here it starts from the default and the choice stays in this page, so neither
    // journey hears or sees the other's.
    let companyPrimary: string | null = null;
    await page.route('**/share-system/theme/get', (route) =>
      route.fulfill({ json: { code: 200, msg: '', data: { primary: companyPrimary } } }),
    );
    await page.route('**/share-system/theme/update', (route) => {
      companyPrimary = (route.request().postDataJSON() as { primary: string | null }).primary;
      return route.fulfill({ json: { code: 200, msg: '', data: { primary: companyPrimary } } });
    });

    // Sign in: a wrong password is refused out loud, then the right one.
    await page.goto('/admin/index');
    await expect(page.getByRole('button', { name: labels.submit })).toBeEnabled();
    await sr.start('the sign-in page loads');
    const account = page.getByRole('textbox', { name: labels.account });
    await sr.step({
      title: 'Tab to the account field',
      act: async () => {
        while (!(await account.evaluate((element) => element === document.activeElement))) {
          await page.keyboard.press('Tab');
        }
      },
      hear: [`textbox, ${labels.account}, required`],
    });
    await page.keyboard.type('admin');
    await sr.step({ title: 'type the account, Tab to the password', act: () => page.keyboard.press('Tab') });
    await page.keyboard.type('not-the-password');
    await sr.step({
      title: 'type a wrong password, press Enter',
      act: () => page.keyboard.press('Enter'),
      hear: [words.wrongPassword],
    });
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page).not.toHaveURL(/\/admin\/login|itemKey=/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await sr.start('type the right password, press Enter: the work bench loads');

    // Open a view from the sidebar.
    const menu = page.getByRole('navigation', { name: language === 'zh' ? '主菜单' : 'Main menu' });
    const group = menu.getByRole('button', { name: words.group });
    await sr.step({
      title: 'Tab past the skip links to the first menu group',
      act: async () => {
        while (!(await group.evaluate((element) => element === document.activeElement))) {
          await page.keyboard.press('Tab');
        }
      },
      hear: [`button, ${words.group}, 1 control, not expanded`],
    });
    await sr.step({ title: 'press Enter: the group opens', act: () => page.keyboard.press('Enter') });
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    const peopleLink = menu.getByRole('link', { name: words.people, exact: true });
    await sr.step({
      title: `Tab to ${words.people}`,
      act: async () => {
        while (!(await peopleLink.evaluate((element) => element === document.activeElement))) {
          await page.keyboard.press('Tab');
        }
      },
      hear: [`link, ${words.people}`],
    });
    await sr.step({
      title: 'press Enter: the view opens, focus on its heading',
      act: () => page.keyboard.press('Enter'),
      hear: [`heading, ${words.people}, level 1`, words.ownRows],
    });
    // A platform administrator's list starts on the company they work under; removing its filter
    // chip widens the list to every company (docs/behaviour.md, "Lists").
    const companyChip = page.getByRole('grid', { name: words.chips }).getByRole('row', { name: words.companyChip });
    await sr.step({
      title: 'Tab to the company filter chip',
      act: async () => {
        while (!(await companyChip.evaluate((element) => element === document.activeElement))) {
          await page.keyboard.press('Tab');
        }
      },
      hear: [new RegExp(`^row, ${words.companyChip.source.slice(1)}`)],
    });
    await sr.step({
      title: 'press Delete: the list widens to every company',
      // The pager's status, a polite live region, then says the new count (the same element, its
      // text changed); the virtual reader does not report this change, as docs/architecture.md,
      // "What a screen reader says", notes, so the step waits for the text itself.
      act: async () => {
        await page.keyboard.press('Delete');
        await expect(page.getByRole('status').filter({ hasText: words.firstRowsText })).toBeVisible();
      },
      hear: [`button, ${words.search}`],
    });

    // The tag bar: arrows move along the tags, Shift+F10 opens a tag's menu, whose items that
    // would do nothing are skipped; the fixed work bench tag is not closed by Delete.
    const tablist = page.getByRole('tablist', { name: words.tags });
    await sr.step({
      title: 'move to the tag bar (its skip link)',
      act: () => tablist.getByRole('tab', { selected: true }).focus(),
      hear: [`tab, ${words.people}, selected, 1 control, position 2, set size 2`],
    });
    await sr.step({
      title: 'press Left',
      act: () => page.keyboard.press('ArrowLeft'),
      hear: [`tab, ${words.workbench}, not selected, position 1, set size 2`],
    });
    await page.keyboard.press('Delete');
    await expect(tablist.getByRole('tab')).toHaveCount(2);
    await sr.step({
      title: 'press Delete (the work bench tag stays), then Shift+F10: its menu opens',
      act: () => page.keyboard.press('Shift+F10'),
      hear: [
        `dialog, ${words.workbench}`,
        `menu, ${words.tagActions}, orientated vertically`,
        `menuitem, ${words.refresh}, position 1, set size 6`,
      ],
    });
    await sr.step({
      title: `press Down: ${words.closeRight} (close this and close left would do nothing here)`,
      act: () => page.keyboard.press('ArrowDown'),
      hear: [`menuitem, ${words.closeRight}, position 4, set size 6`],
    });
    await sr.step({
      title: 'press Escape: back on the tag',
      act: () => page.keyboard.press('Escape'),
      hear: [`tab, ${words.workbench}, not selected, position 1, set size 2`],
    });

    // The list: sort, page 2, edit a person with an error, then save them unchanged.
    const grid = page.getByRole('grid', { name: words.people });
    const nameHeader = grid.getByRole('columnheader', { name: words.name });
    await sr.step({
      title: `move to the column header ${words.name}`,
      act: () => nameHeader.focus(),
      hear: [new RegExp(`^columnheader, ${words.name}, .*no defined sort order$`)],
    });
    await sr.step({ title: 'press Enter: sorted', act: () => page.keyboard.press('Enter'), hear: [words.sorted] });
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    const firstName = grid
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader') })
      .first()
      .getByRole('rowheader');
    await sr.step({
      title: `move to ${words.nextPage}`,
      act: () => page.getByRole('button', { name: words.nextPage }).focus(),
      hear: [`button, ${words.nextPage}`],
    });
    // Page 2's answer, whose rows the table shows once it has come (the first page stays meanwhile).
    const secondPage = page.waitForResponse(
      (response) =>
        response.url().includes('/person/list') && /"pageNum":2\b/.test(response.request().postData() ?? ''),
    );
    await sr.step({
      title: 'press Enter: page 2',
      act: () => page.keyboard.press('Enter'),
      hear: [words.secondRows],
    });
    const answer = (await (await secondPage).json()) as { data: { list: { name: string }[] } };
    const firstOfPage2 = answer.data.list[0]?.name ?? '';
    expect(firstOfPage2).not.toBe('');
    // Taken only once the grid shows page 2's rows, so the row focused is not one about to go.
    await expect(firstName).toHaveText(firstOfPage2);
    const row = grid
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader') })
      .first();
    const person = (await row.getByRole('rowheader').textContent())?.trim() ?? '';
    expect(person).not.toBe('');
    const editButton = row.getByRole('button', { name: `${words.edit} ${person}` });
    await sr.step({ title: 'move to the first row', act: () => row.focus(), hear: [`row, ${person}`] });
    await sr.step({
      title: `press Right until ${words.edit} ${person}`,
      act: async () => {
        while (!(await editButton.evaluate((element) => element === document.activeElement))) {
          await page.keyboard.press('ArrowRight');
        }
      },
      hear: [`rowheader, ${person}`, `button, ${words.edit} ${person}`],
    });
    const dialog = page.getByRole('dialog', { name: `${words.edit} ${person}` });
    const nameField = dialog.getByRole('textbox', { name: words.name });
    await sr.step({
      title: `press Enter: the edit dialog opens on its first field, ${words.name}`,
      act: () => page.keyboard.press('Enter'),
      hear: [`dialog, ${words.edit} ${person}`, new RegExp(`^textbox, ${words.name}, ${person}, .*required$`)],
    });
    await expect(nameField).toBeFocused();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Backspace');
    const save = dialog.getByRole('button', { name: words.save });
    await sr.step({
      title: `clear it, move to ${words.save}`,
      act: () => save.focus(),
      hear: [`button, ${words.save}`],
    });
    await sr.step({
      title: 'press Enter: refused, focus back on the field with its error',
      act: () => page.keyboard.press('Enter'),
      hear: [new RegExp(`^textbox, ${words.name}, .*${words.required}, invalid, required$`)],
    });
    await expect(nameField).toHaveAttribute('aria-invalid', 'true');
    await page.keyboard.type(person);
    await sr.step({
      title: 'type the name back, press Enter: saved, back on the row',
      act: () => page.keyboard.press('Enter'),
      hear: [words.saved, `button, ${words.edit} ${person}`],
    });
    await expect(dialog).toBeHidden();

    // The brand colour, through the theme colour picker.
    const themeButton = page.getByRole('button', { name: words.theme, exact: true });
    await sr.step({
      title: `move to ${words.theme}`,
      act: () => themeButton.focus(),
      hear: [`button, ${words.theme}, not expanded`],
    });
    await sr.step({
      title: 'press Enter: the picker opens',
      act: () => page.keyboard.press('Enter'),
      hear: [`dialog, ${words.themeTitle}`],
    });
    const picker = page.getByRole('dialog', { name: words.themeTitle });
    const swatches = picker.getByRole('listbox', { name: words.swatches });
    await sr.step({
      title: 'Tab to the preset colours',
      act: async () => {
        while (!(await swatches.evaluate((element) => element.contains(document.activeElement)))) {
          await page.keyboard.press('Tab');
        }
      },
      hear: [/^option, .*, selected, position 1, set size 8$/],
    });
    await sr.step({
      title: 'press Right',
      act: () => page.keyboard.press('ArrowRight'),
      hear: [/^option, .*position 2, set size 8$/],
    });
    await sr.step({ title: 'press Space: chosen', act: () => page.keyboard.press('Space') });
    await expect(swatches.getByRole('option').nth(1)).toHaveAttribute('aria-selected', 'true');
    await sr.step({
      title: `move to ${words.apply}, press Enter: the colour changes`,
      act: async () => {
        await picker.getByRole('button', { name: words.apply }).focus();
        await page.keyboard.press('Enter');
      },
      hear: [`button, ${words.apply}`, words.themeChanged],
    });
    await sr.step({
      title: 'press Escape: back on the button',
      act: () => page.keyboard.press('Escape'),
      hear: [`button, ${words.theme}, not expanded`],
    });

    // The unread reminders.
    await sr.step({
      title: 'move to the reminders',
      act: () => page.getByRole('button', { name: language === 'zh' ? /^提醒消息/ : /^Reminders/ }).focus(),
      hear: [words.reminders],
    });

    sr.check();
  });
}
