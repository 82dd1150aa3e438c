import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolationInBothSchemes as audit } from '../support/axe';
import { pressRowButton, runStamp, signIn } from '../support/console';

/*
 * The management screens' dialogs and the states a first view does not show (a selected unit, a
 * form tab, a secret shown once, forms showing their field errors), in each language, each audited in light and dark on one page
 * load. Every screen's first view is audited by tests/a11y/registry.a11y.spec.ts.
 */

/** Names of the management screens' parts in each language (docs/screens.md). */
const LABELS = {
  zh: {
    companies: '企业管理',
    addCompany: '新增企业',
    tree: '部门树',
    log: '操作日志',
    compare: /^查看第 \d+ 条的修改$/,
    compareDialog: '修改前后对比',
    edit: /^编辑 /,
    save: '保存',
    holders: '角色授权',
    give: '授予角色',
    remove: /^移除 /,
    removeDialog: '移除角色',
    authorisations: '授权管理',
    apps: /的授权应用$/,
    menuTree: '菜单树',
    menuActions: '菜单操作',
    editEntry: '编辑',
    roles: '角色管理',
    addRole: '新增角色',
    role: /(^|\s)角色$/,
    roleOption: '企业员工',
    deleteHeld: '删除 企业员工',
    deleteRole: '删除角色',
    heldBy: /^此角色仍由 \d+ 个账号持有/,
    addRoleType: '新增角色类型',
    addResource: '新增资源',
    permissionTree: '菜单和权限',
    formTab: '表单权限',
    firstField: '统一社会信用代码',
    people: '人员管理',
    searchPeople: '搜索姓名或账号',
    addPerson: '新增人员',
    account: '账号',
    personActions: [
      ['dialog', '陈思远 的账号', '陈思远 的企业账号'],
      ['alertdialog', '停用 陈思远', '停用账号'],
      ['alertdialog', '重置 陈思远 的密码', '重置密码'],
      ['dialog', '向 陈思远 发送提醒', '向 陈思远 发送提醒'],
    ],
    unitActions: '部门操作',
    unitDialogs: [
      ['dialog', '新增下级部门', /^在“.+”下新增部门$/],
      ['dialog', '重命名', /^重命名“.+”$/],
      ['dialog', '移动', /^移动“.+”$/],
      ['alertdialog', '删除', '删除部门'],
    ],
    unitName: '部门名称',
    removeButton: '移除',
    reason: '移除原因',
    systemGroup: /^系统管理/,
    addEntryUnder: '新增下级菜单',
    opens: /打开方式$/,
    external: '外部链接',
    href: '链接地址',
  },
  en: {
    companies: 'Companies',
    addCompany: 'Add company',
    tree: 'Units',
    log: 'Operation log',
    compare: /^Show the changes of entry \d+$/,
    compareDialog: 'Before and after',
    edit: /^Edit /,
    save: 'Save',
    holders: 'Role assignment',
    give: 'Assign a role',
    remove: /^Remove the role /,
    removeDialog: 'Remove role',
    authorisations: 'Authorisations',
    apps: /^Applications of /,
    menuTree: 'Menu tree',
    menuActions: 'Menu entry actions',
    editEntry: 'Edit',
    roles: 'Roles',
    addRole: 'Add role',
    role: /(^|\s)Role$/,
    roleOption: 'Enterprise staff',
    deleteHeld: 'Delete Enterprise staff',
    deleteRole: 'Delete role',
    heldBy: /^Accounts holding this role \(\d+\)/,
    addRoleType: 'Add role type',
    addResource: 'Add resource',
    permissionTree: 'Menus and permissions',
    formTab: 'Form permissions',
    firstField: 'Unified social credit code',
    people: 'People',
    searchPeople: 'Search name or account',
    addPerson: 'Add person',
    account: 'Account',
    personActions: [
      ['dialog', "陈思远's accounts", "陈思远's company accounts"],
      ['alertdialog', 'Disable 陈思远', 'Disable account'],
      ['alertdialog', "Reset 陈思远's password", 'Reset password'],
      ['dialog', 'Send a reminder to 陈思远', 'Send a reminder to 陈思远'],
    ],
    unitActions: 'Unit actions',
    unitDialogs: [
      ['dialog', 'Add unit under', /^Add a unit under “.+”$/],
      ['dialog', 'Rename', /^Rename “.+”$/],
      ['dialog', 'Move', /^Move “.+”$/],
      ['alertdialog', 'Delete', 'Delete unit'],
    ],
    unitName: 'Unit name',
    removeButton: 'Remove',
    reason: 'Reason',
    systemGroup: /^System/,
    addEntryUnder: 'Add entry under',
    opens: /Opens$/,
    external: 'An external link',
    href: 'Link address',
  },
} as const;

/** Moves by Down Arrow from the first row of `tree` to the row whose name matches `name`, and selects it with Enter. */
async function selectRow(page: Page, tree: Locator, name: RegExp) {
  const target = tree.getByRole('row', { name });
  await tree.getByRole('row').first().focus();
  for (let step = 0; step < 40 && !(await target.evaluate((row) => row === document.activeElement)); step++) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(target).toBeFocused();
  await page.keyboard.press('Enter');
}

for (const language of ['zh', 'en'] as const) {
  test.describe(`management screens, ${language}, light and dark`, () => {
    const labels = LABELS[language];

    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: 'language', value: language, url: baseURL ?? '' }]);
    });

    test('the company forms, a selected unit and the log comparison have no axe violation', async ({ page }) => {
      // Four states, each audited in two colour schemes: more than the default minute on a loaded machine.
      test.slow();
      await signIn(page, 'admin', language, '/admin/company_manage');
      const main = page.getByRole('main');
      await expect(main.getByRole('grid', { name: labels.companies }).getByRole('rowheader').first()).toBeVisible();
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
      await pressRowButton(page, log.getByRole('row').nth(1), labels.compare);
      await expect(page.getByRole('dialog', { name: labels.compareDialog })).toBeVisible();
      await audit(page);
      await page.keyboard.press('Escape');
    });

    test('the dialogs of role holders and authorisations have no axe violation', async ({ page }) => {
      await signIn(page, 'admin', language, '/admin/role_auth');
      const main = page.getByRole('main');
      const holders = main.getByRole('grid', { name: labels.holders });
      await expect(holders.getByRole('rowheader').first()).toBeVisible();
      await main.getByRole('button', { name: labels.give }).press('Enter');
      await expect(page.getByRole('dialog', { name: labels.give })).toBeVisible();
      await audit(page);
      await page.keyboard.press('Escape');
      await pressRowButton(page, holders.getByRole('row').nth(1), labels.remove);
      await expect(page.getByRole('alertdialog', { name: labels.removeDialog })).toBeVisible();
      await audit(page);
      await page.keyboard.press('Escape');

      await page.goto('/admin/auth_management');
      const people = main.getByRole('grid', { name: labels.authorisations });
      await expect(people.getByRole('rowheader').first()).toBeVisible();
      await pressRowButton(page, people.getByRole('row').nth(1), labels.apps);
      const apps = page.getByRole('dialog', { name: labels.apps });
      await expect(apps.getByRole('checkbox').first()).toBeVisible();
      await audit(page);
    });

    test("the role and role type forms, a held role's delete confirmation, the resource form and the form permissions tab have no axe violation", async ({
      page,
    }) => {
      test.slow();
      await signIn(page, 'admin', language, '/admin/character');
      const main = page.getByRole('main');
      const roles = main.getByRole('grid', { name: labels.roles });
      await expect(roles.getByRole('rowheader').first()).toBeVisible();
      await main.getByRole('button', { name: labels.addRole }).press('Enter');
      await expect(page.getByRole('dialog', { name: labels.addRole })).toBeVisible();
      await audit(page);
      await page.keyboard.press('Escape');
      // The row header is the Chinese name in either language.
      const held = roles.getByRole('row').filter({ has: page.getByRole('rowheader', { name: '企业员工' }) });
      await pressRowButton(page, held, labels.deleteHeld);
      const confirm = page.getByRole('alertdialog', { name: labels.deleteRole });
      await expect(confirm.getByText(labels.heldBy)).toBeVisible();
      await audit(page);
      await page.keyboard.press('Escape');

      await page.goto('/admin/character_type');
      await expect(main.getByRole('rowheader').first()).toBeVisible();
      await main.getByRole('button', { name: labels.addRoleType }).press('Enter');
      await expect(page.getByRole('dialog', { name: labels.addRoleType })).toBeVisible();
      await audit(page);
      await page.keyboard.press('Escape');

      await page.goto('/admin/source_manage');
      await expect(main.getByRole('rowheader').first()).toBeVisible();
      await main.getByRole('button', { name: labels.addResource }).press('Enter');
      await expect(page.getByRole('dialog', { name: labels.addResource })).toBeVisible();
      await audit(page);
      await page.keyboard.press('Escape');

      await page.goto('/admin/auth');
      const role = main.getByRole('button', { name: labels.role });
      await expect(role).toBeEnabled();
      // Opened before its roles have arrived, the list says it is loading, then offers them.
      await role.press('ArrowDown');
      const option = page.getByRole('option', { name: labels.roleOption, exact: true });
      await expect(option).toBeVisible();
      await option.press('Enter');
      await expect(main.getByRole('tree', { name: labels.permissionTree })).toBeVisible();
      await main.getByRole('tab', { name: labels.formTab }).press('Enter');
      await expect(main.getByRole('radiogroup', { name: labels.firstField })).toBeVisible();
      await audit(page);
    });

    test('the people and unit dialogs, and forms showing their field errors, have no axe violation', async ({
      page,
    }) => {
      // Eleven states, each audited in two colour schemes.
      test.slow();
      /** Audits the open `role` named `name`, then closes it with Escape. */
      const auditAndClose = async (role: 'dialog' | 'alertdialog', name: string | RegExp) => {
        const dialog = page.getByRole(role, { name, exact: true });
        await expect(dialog).toBeVisible();
        await audit(page);
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      };
      await signIn(page, 'admin', language, '/admin/people_manage');
      const main = page.getByRole('main');
      // The add form sent empty: the rules' messages on their fields.
      await main.getByRole('button', { name: labels.addPerson }).press('Enter');
      const add = page.getByRole('dialog', { name: labels.addPerson });
      const account = add.getByRole('textbox', { name: labels.account });
      await account.press('Enter');
      await expect(account).toHaveAttribute('aria-invalid', 'true');
      await auditAndClose('dialog', labels.addPerson);
      const search = main.getByRole('searchbox', { name: labels.searchPeople });
      await search.fill('manager');
      await search.press('Enter');
      const people = main.getByRole('grid', { name: labels.people });
      const person = people
        .getByRole('row')
        .filter({ has: page.getByRole('gridcell', { name: 'manager', exact: true }) });
      for (const [role, button, dialog] of labels.personActions) {
        await pressRowButton(page, person, button);
        await auditAndClose(role, dialog);
      }

      await page.goto('/admin/org_structure');
      const units = main.getByRole('treegrid', { name: labels.tree });
      await units.getByRole('row').first().focus();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      const actions = main.getByRole('toolbar', { name: labels.unitActions });
      for (const [role, button, dialog] of labels.unitDialogs) {
        await actions.getByRole('button', { name: button, exact: true }).press('Enter');
        if (role === 'dialog' && button === labels.unitDialogs[0][1]) {
          // The new unit's form sent without a name.
          const form = page.getByRole('dialog', { name: dialog });
          await form.getByRole('textbox', { name: labels.unitName }).press('Enter');
          await expect(form.getByRole('textbox', { name: labels.unitName })).toHaveAttribute('aria-invalid', 'true');
        }
        await auditAndClose(role, dialog);
      }

      // The removal of a role, confirmed without its required reason.
      await page.goto('/admin/role_auth');
      const holders = main.getByRole('grid', { name: labels.holders });
      await expect(holders.getByRole('rowheader').first()).toBeVisible();
      await pressRowButton(page, holders.getByRole('row').nth(1), labels.remove);
      const removal = page.getByRole('alertdialog', { name: labels.removeDialog });
      await removal.getByRole('button', { name: labels.removeButton, exact: true }).press('Enter');
      await expect(removal.getByRole('textbox', { name: labels.reason })).toHaveAttribute('aria-invalid', 'true');
      await auditAndClose('alertdialog', labels.removeDialog);

      // A menu entry refused a script link.
      await page.goto('/admin/menu_manage');
      await selectRow(page, main.getByRole('treegrid', { name: labels.menuTree }), labels.systemGroup);
      await main
        .getByRole('toolbar', { name: labels.menuActions })
        .getByRole('button', { name: labels.addEntryUnder })
        .press('Enter');
      const entry = page.getByRole('dialog');
      await entry.getByRole('button', { name: labels.opens }).press('ArrowDown');
      await page.getByRole('option', { name: labels.external, exact: true }).press('Enter');
      const href = entry.getByRole('textbox', { name: labels.href });
      await href.fill('javascript:alert(1)');
      await href.press('Enter');
      await expect(href).toHaveAttribute('aria-invalid', 'true');
      await audit(page);
      await page.keyboard.press('Escape');
    });

    test('a selected menu entry and its form have no axe violation', async ({ page }) => {
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
    });
  });
}

/** Names of the super account and application secret screens' parts (docs/screens.md, "Access"). */
const SECRET_LABELS = {
  zh: {
    superAccounts: '超级账号',
    addSuper: '新增超级账号',
    deleteAdmin: '删除 admin',
    deleteSuper: '删除超级账号',
    secrets: '密钥分配',
    make: '生成密钥',
    app: /应用$/,
    appName: '工作台',
    name: '密钥名称',
    shown: /^新密钥：/,
    close: '关闭',
    revoke: /^吊销 /,
    revokeTitle: '吊销密钥',
  },
  en: {
    superAccounts: 'Super accounts',
    addSuper: 'Add super account',
    deleteAdmin: 'Delete admin',
    deleteSuper: 'Delete super account',
    secrets: 'Application secrets',
    make: 'Generate a secret',
    app: /Application$/,
    appName: 'Workbench',
    name: 'Secret name',
    shown: /^New secret: /,
    close: 'Close',
    revoke: /^Revoke /,
    revokeTitle: 'Revoke secret',
  },
} as const;

for (const language of ['zh', 'en'] as const) {
  test.describe(`access screens, ${language}, light and dark`, () => {
    const labels = SECRET_LABELS[language];

    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: 'language', value: language, url: baseURL ?? '' }]);
    });

    test('the dialogs of super accounts and application secrets have no axe violation', async ({ page }) => {
      await signIn(page, 'admin', language, '/admin/super_account');
      const main = page.getByRole('main');
      const supers = main.getByRole('grid', { name: labels.superAccounts });
      await expect(supers.getByRole('rowheader').first()).toBeVisible();
      await main.getByRole('button', { name: labels.addSuper }).press('Enter');
      await expect(page.getByRole('dialog', { name: labels.addSuper })).toBeVisible();
      await audit(page);
      await page.keyboard.press('Escape');
      await pressRowButton(page, supers.getByRole('row').filter({ hasText: 'admin' }), labels.deleteAdmin);
      await expect(page.getByRole('alertdialog', { name: labels.deleteSuper })).toBeVisible();
      await audit(page);
      await page.keyboard.press('Escape');

      await page.goto('/admin/secret_allot');
      const secrets = main.getByRole('grid', { name: labels.secrets });
      await expect(secrets).toBeVisible();
      await main.getByRole('button', { name: labels.make }).press('Enter');
      const make = page.getByRole('dialog', { name: labels.make });
      await expect(make.getByRole('button', { name: labels.app })).toBeEnabled();
      await audit(page);
      await make.getByRole('button', { name: labels.app }).press('ArrowDown');
      await page.getByRole('option', { name: labels.appName }).press('Enter');
      const name = `a11y ${language} ${runStamp()}`;
      // Submitted from the name field (Enter), so the make button never has focus while pending:
      // react-aria's live announcer would keep that button's pending message, labelled by the
      // button, for seconds after its dialog has gone, and axe would find the label missing.
      await make.getByRole('textbox', { name: labels.name }).fill(name);
      await make.getByRole('textbox', { name: labels.name }).press('Enter');
      const shown = page.getByRole('dialog', { name: labels.shown });
      await expect(shown).toBeVisible();
      await audit(page);
      await shown.getByRole('button', { name: labels.close }).last().press('Enter');
      await expect(shown).toBeHidden();
      // Focus goes back to the make button once the overlay has let it go: wait for it, or it
      // would arrive in the middle of the walk to the row's button below.
      await expect(main.getByRole('button', { name: labels.make })).toBeFocused();
      const row = secrets.getByRole('row').filter({ hasText: name });
      await expect(row).toBeVisible();
      await pressRowButton(page, row, labels.revoke);
      await expect(page.getByRole('alertdialog', { name: labels.revokeTitle })).toBeVisible();
      await audit(page);
      await page.keyboard.press('Escape');
    });
  });
}

/** Names of the system screens' parts (docs/screens.md, "System"). */
const SYSTEM_LABELS = {
  zh: {
    dictionary: '数据字典',
    addType: '新增字典类型',
    codeList: '代码列表',
    addItem: '新增代码',
    apps: '应用管理',
    addApp: '新增应用',
    databases: '数据库地址',
    addDatabase: '新增数据库地址',
    servers: '服务器地址',
    editServer: /^编辑 /,
  },
  en: {
    dictionary: 'Data dictionary',
    addType: 'Add dictionary type',
    codeList: 'Code list',
    addItem: 'Add code',
    apps: 'Applications',
    addApp: 'Add application',
    databases: 'Database addresses',
    addDatabase: 'Add database address',
    servers: 'Server addresses',
    editServer: /^Edit /,
  },
} as const;

for (const language of ['zh', 'en'] as const) {
  test.describe(`system screens, ${language}, light and dark`, () => {
    const labels = SYSTEM_LABELS[language];

    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: 'language', value: language, url: baseURL ?? '' }]);
    });

    test('the forms of the system screens have no axe violation', async ({ page }) => {
      await signIn(page, 'admin', language, '/admin/data_dictionary');
      const main = page.getByRole('main');
      const screens = [
        { path: null, grid: labels.dictionary, add: labels.addType },
        { path: '/admin/code_list', grid: labels.codeList, add: labels.addItem },
        { path: '/admin/app_management', grid: labels.apps, add: labels.addApp },
        { path: '/admin/database_address', grid: labels.databases, add: labels.addDatabase },
      ];
      for (const screen of screens) {
        if (screen.path) await page.goto(screen.path);
        await expect(main.getByRole('grid', { name: screen.grid }).getByRole('rowheader').first()).toBeVisible();
        await main.getByRole('button', { name: screen.add }).press('Enter');
        await expect(page.getByRole('dialog', { name: screen.add })).toBeVisible();
        await audit(page);
        await page.keyboard.press('Escape');
      }

      await page.goto('/admin/server_address');
      const servers = main.getByRole('grid', { name: labels.servers });
      await expect(servers.getByRole('rowheader').first()).toBeVisible();
      await pressRowButton(page, servers.getByRole('row').nth(1), labels.editServer);
      await expect(page.getByRole('dialog')).toBeVisible();
      await audit(page);
    });
  });
}

/** Names of the approval process screens' parts (docs/screens.md, "Approval processes"). */
const PROCESS_LABELS = {
  zh: {
    templates: '流程模板',
    addTemplate: '新增流程模板',
    addStep: '添加步骤',
    rule: /第 1 步审批人/,
    people: '指定人员',
    applications: '流程申请',
    apply: '新增申请',
    template: /流程模板/,
    expense: '费用报销',
    title: '标题',
    save: '保存',
    flow: /^审批流程：/,
    openFlow: /^查看 .* 的审批流程$/,
  },
  en: {
    templates: 'Process templates',
    addTemplate: 'Add process template',
    addStep: 'Add a step',
    rule: /Step 1 approver/,
    people: 'Named people',
    applications: 'Applications',
    apply: 'Add application',
    template: /Process template/,
    expense: 'Expense claim',
    title: 'Title',
    save: 'Save',
    flow: /^Approval flow: /,
    openFlow: /^Approval flow of /,
  },
} as const;

for (const language of ['zh', 'en'] as const) {
  test.describe(`approval process screens, ${language}, light and dark`, () => {
    const labels = PROCESS_LABELS[language];

    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: 'language', value: language, url: baseURL ?? '' }]);
    });

    test('the template and application forms and the flow modal have no axe violation', async ({ page }) => {
      await signIn(page, 'manager', language, '/admin/process_template');
      const main = page.getByRole('main');
      await expect(main.getByRole('grid', { name: labels.templates }).getByRole('rowheader').first()).toBeVisible();
      await main.getByRole('button', { name: labels.addTemplate }).press('Enter');
      const form = page.getByRole('dialog', { name: labels.addTemplate });
      await form.getByRole('button', { name: labels.addStep }).press('Enter');
      await form.getByRole('button', { name: labels.rule }).press('ArrowDown');
      await page.getByRole('option', { name: labels.people, exact: true }).press('Enter');
      await audit(page);
      await page.keyboard.press('Escape');

      await page.goto('/admin/process_list');
      const list = main.getByRole('grid', { name: labels.applications });
      await expect(list).toBeVisible();
      await main.getByRole('button', { name: labels.apply }).press('Enter');
      const apply = page.getByRole('dialog', { name: labels.apply });
      await expect(apply.getByRole('button', { name: labels.template })).toBeEnabled();
      await audit(page);
      await apply.getByRole('button', { name: labels.template }).press('ArrowDown');
      await page.getByRole('option', { name: labels.expense }).press('Enter');
      const title = `a11y ${language} ${runStamp()}`;
      await apply.getByRole('textbox', { name: labels.title }).fill(title);
      await apply.getByRole('textbox', { name: labels.title }).press('Enter');
      await expect(apply).toBeHidden();
      const row = list.getByRole('row').filter({ hasText: title });
      await expect(row).toBeVisible();
      await pressRowButton(page, row, labels.openFlow);
      await expect(page.getByRole('dialog', { name: labels.flow }).getByRole('listitem').first()).toBeVisible();
      await audit(page);
      await page.keyboard.press('Escape');
    });
  });
}

/** Names of the announcement screen's parts (docs/screens.md, "Announcements"). */
const ANNOUNCEMENT_LABELS = {
  zh: {
    grid: '公告管理',
    add: '新增公告',
    publish: /^立即发布 /,
    schedule: /^定时发布 /,
    scheduleDialog: /^定时发布：/,
  },
  en: {
    grid: 'Announcements',
    add: 'Add announcement',
    publish: /^Publish .* now$/,
    schedule: /^Schedule /,
    scheduleDialog: /^Schedule: /,
  },
} as const;

for (const language of ['zh', 'en'] as const) {
  test.describe(`announcements, ${language}, light and dark`, () => {
    const labels = ANNOUNCEMENT_LABELS[language];

    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: 'language', value: language, url: baseURL ?? '' }]);
    });

    test('the announcement form and the schedule dialog have no axe violation', async ({ page }) => {
      await signIn(page, 'admin', language, '/admin/announcement');
      const main = page.getByRole('main');
      const grid = main.getByRole('grid', { name: labels.grid });
      await expect(grid.getByRole('rowheader').first()).toBeVisible();
      await main.getByRole('button', { name: labels.add }).press('Enter');
      await expect(page.getByRole('dialog', { name: labels.add })).toBeVisible();
      await audit(page);
      await page.keyboard.press('Escape');
      // A row not yet published: its 发布 is a button of the row, 定时发布 in its 更多 menu.
      const draft = grid.getByRole('row').filter({ has: page.getByRole('button', { name: labels.publish }) });
      await pressRowButton(page, draft.first(), labels.schedule);
      await expect(page.getByRole('dialog', { name: labels.scheduleDialog })).toBeVisible();
      await audit(page);
    });
  });
}

/** Names of the report screens' parts (docs/screens.md, "Reports"). */
const REPORT_LABELS = {
  zh: {
    management: '报表管理',
    addReport: '新增报表',
  },
  en: {
    management: 'Report management',
    addReport: 'Add report',
  },
} as const;

for (const language of ['zh', 'en'] as const) {
  test.describe(`report screens, ${language}, light and dark`, () => {
    const labels = REPORT_LABELS[language];

    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: 'language', value: language, url: baseURL ?? '' }]);
    });

    test('the report form has no axe violation', async ({ page }) => {
      await signIn(page, 'admin', language, '/admin/report_management');
      const main = page.getByRole('main');
      await expect(main.getByRole('grid', { name: labels.management }).getByRole('rowheader').first()).toBeVisible();
      await main.getByRole('button', { name: labels.addReport }).press('Enter');
      await expect(page.getByRole('dialog', { name: labels.addReport })).toBeVisible();
      await audit(page);
    });
  });
}

/** Names of the project screens' parts (docs/screens.md, "Projects"): each screen's path, grid and add button. */
const PROJECT_SCREENS = {
  zh: {
    projects: [
      { path: '/admin/project_ledger', grid: '项目台账', add: '新增项目' },
      { path: '/admin/contract_config', grid: '合同配置', add: '新增合同' },
      { path: '/admin/organ', grid: '参建单位', add: '新增参建单位' },
      { path: '/admin/project_people', grid: '项目人员', add: '新增项目人员' },
      { path: '/admin/project_process', grid: '项目流程', add: '新增项目阶段' },
    ],
    shared: [
      { path: '/admin/major_manage', grid: '专业管理', add: '新增专业' },
      { path: '/admin/project_roles', grid: '项目角色', add: '新增项目角色' },
      { path: '/admin/duty', grid: '职责管理', add: '新增职责' },
      { path: '/admin/project_dictionary', grid: '项目字典', add: '新增项目字典项' },
    ],
    analysis: '各专业合同金额',
  },
  en: {
    projects: [
      { path: '/admin/project_ledger', grid: 'Project ledger', add: 'Add project' },
      { path: '/admin/contract_config', grid: 'Contracts', add: 'Add contract' },
      { path: '/admin/organ', grid: 'Organisations', add: 'Add organisation' },
      { path: '/admin/project_people', grid: 'Project people', add: 'Add project member' },
      { path: '/admin/project_process', grid: 'Project process', add: 'Add stage' },
    ],
    shared: [
      { path: '/admin/major_manage', grid: 'Majors', add: 'Add major' },
      { path: '/admin/project_roles', grid: 'Project roles', add: 'Add project role' },
      { path: '/admin/duty', grid: 'Duties', add: 'Add duty' },
      { path: '/admin/project_dictionary', grid: 'Project dictionary', add: 'Add project dictionary entry' },
    ],
    analysis: 'Contract amount by major',
  },
} as const;

for (const language of ['zh', 'en'] as const) {
  test.describe(`project screens, ${language}, light and dark`, () => {
    const labels = PROJECT_SCREENS[language];

    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: 'language', value: language, url: baseURL ?? '' }]);
    });

    test('the analysis data table has no axe violation', async ({ page }) => {
      await signIn(page, 'manager', language, '/admin/project_analysis');
      const chart = page.getByRole('main').getByRole('figure', { name: labels.analysis });
      await expect(chart).toBeVisible();
      await chart.locator('summary').press('Enter');
      await expect(chart.getByRole('table')).toBeVisible();
      await audit(page);
    });

    for (const group of ['projects', 'shared'] as const) {
      test(`the ${group === 'projects' ? 'project' : 'shared'} lists' forms have no axe violation`, async ({
        page,
      }) => {
        // Nine audits and more per test: more than the default minute on a loaded machine.
        test.slow();
        const [first, ...rest] = labels[group];
        // The shared lists are written by the platform's administrators only: their forms open for admin.
        await signIn(page, group === 'shared' ? 'admin' : 'manager', language, first.path);
        const main = page.getByRole('main');
        for (const screen of [first, ...rest]) {
          if (screen !== first) await page.goto(screen.path);
          await expect(main.getByRole('grid', { name: screen.grid }).getByRole('rowheader').first()).toBeVisible();
          await main.getByRole('button', { name: screen.add }).press('Enter');
          await expect(page.getByRole('dialog', { name: screen.add })).toBeVisible();
          await audit(page);
          await page.keyboard.press('Escape');
        }
      });
    }
  });
}

/** Names of the MRO screens' parts (docs/screens.md, "MRO"): each screen's path, grid and add button. */
const MRO_SCREENS = {
  zh: [
    { path: '/admin/mro_items', grid: '物资台账', add: '新增物资' },
    { path: '/admin/mro_requests', grid: '补货申请', add: '新增补货申请' },
  ],
  en: [
    { path: '/admin/mro_items', grid: 'MRO items', add: 'Add MRO item' },
    { path: '/admin/mro_requests', grid: 'Replenishment requests', add: 'Add replenishment request' },
  ],
} as const;

for (const language of ['zh', 'en'] as const) {
  test.describe(`MRO screens, ${language}, light and dark`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: 'language', value: language, url: baseURL ?? '' }]);
    });

    test("the MRO lists' forms have no axe violation", async ({ page }) => {
      const [first, ...rest] = MRO_SCREENS[language];
      await signIn(page, 'manager', language, first.path);
      const main = page.getByRole('main');
      for (const screen of [first, ...rest]) {
        if (screen !== first) await page.goto(screen.path);
        await expect(main.getByRole('grid', { name: screen.grid }).getByRole('rowheader').first()).toBeVisible();
        await main.getByRole('button', { name: screen.add }).press('Enter');
        await expect(page.getByRole('dialog', { name: screen.add })).toBeVisible();
        await audit(page);
        await page.keyboard.press('Escape');
      }
    });
  });
}
