/**
 * People manage (menu `url` `peopleManage`): the people of a company and their sign-in accounts
 * (docs/screens.md, "People manage"). A row is one account: the person behind it may hold
 * accounts in several companies, each attached here.
 */
import { Type } from 'typebox';
import { companyResource } from './company';
import { defineResource, ENABLED, Flag, Id, Keyword } from '../resource';
import { ACCOUNT_PATTERN, NAME_MAX, PHONE_PATTERN } from '../rules';

const PersonName = Type.String({ minLength: 1, maxLength: NAME_MAX });
/** A phone number, or `''` for none. */
const Phone = Type.Union([Type.Literal(''), Type.String({ pattern: PHONE_PATTERN })]);
const UserType = Type.Union([Type.Literal('platform'), Type.Literal('enterprise')]);
const UnitId = Type.Union([Id, Type.Null()]);

/**
 * The person resource. A row: `id` the account id; `personId` the person behind it; `phone` `''`
 * when none; `unitId` and `unitName` null outside any unit; `enabled` `N` for a disabled account
 * (it cannot sign in, and its open sessions end with 700); `roleNames` the roles it holds, in the
 * request's language; `createTime` epoch ms.
 *
 * Add takes the account name (unique on the platform), the person's name, phone and unit, the
 * company (a platform administrator's choice; others add to their own) and a `password` field
 * sent encrypted: absent or blank, the account gets the server's default password
 * (`DEFAULT_PASSWORD`). Update changes the name, the phone and the unit.
 */
export const personResource = defineResource({
  name: 'person',
  menuUrl: 'peopleManage',
  label: { zh: '人员', en: 'People' },
  basePath: '/share-system/person',
  permissions: { read: 'person:read', write: 'person:write' },
  operations: ['add', 'update', 'export'],
  idKey: 'id',
  titleKey: 'name',
  row: Type.Object({
    id: Type.Integer(),
    account: Type.String(),
    personId: Type.Integer(),
    name: Type.String(),
    phone: Type.String(),
    companyId: Type.Integer(),
    companyName: Type.String(),
    unitId: Type.Union([Type.Integer(), Type.Null()]),
    unitName: Type.Union([Type.String(), Type.Null()]),
    userType: UserType,
    enabled: Flag,
    roleNames: Type.Array(Type.String()),
    createTime: Type.Integer(),
  }),
  create: Type.Object(
    {
      account: Type.String({ pattern: ACCOUNT_PATTERN }),
      name: PersonName,
      phone: Phone,
      unitId: UnitId,
      companyId: Type.Optional(Id),
      password: Type.Optional(Type.String({ maxLength: 1024 })),
    },
    { additionalProperties: false },
  ),
  update: Type.Object({ id: Id, name: PersonName, phone: Phone, unitId: UnitId }, { additionalProperties: false }),
  filters: { keyword: Keyword, unitId: Id, enabled: Flag, companyId: Id, userType: UserType },
  sortKeys: ['account', 'name', 'unitName', 'createTime'],
  defaultSort: { key: 'createTime', order: 'desc' },
  title: 'person',
  columns: [
    { key: 'name', label: 'name', sortable: true, isRowHeader: true },
    { key: 'account', label: 'account', sortable: true, format: 'code' },
    { key: 'phone', label: 'phone', format: 'code' },
    { key: 'companyName', label: 'company' },
    { key: 'unitName', label: 'unit', sortable: true },
    { key: 'roleNames', label: 'roles', format: 'list' },
    ENABLED.column,
    { key: 'createTime', label: 'createTime', sortable: true, format: 'time' },
  ],
  fields: [
    { key: 'account', label: 'account', description: 'accountHint', input: 'text', on: 'create' },
    { key: 'name', label: 'name', description: 'nameHint', input: 'text' },
    { key: 'phone', label: 'phone', description: 'phoneHint', input: 'text' },
    { key: 'unitId', label: 'unit', input: 'unit' },
    { key: 'password', label: 'password', description: 'passwordHint', input: 'password', on: 'create' },
  ],
  filterFields: [
    { key: 'keyword', label: 'keyword', input: 'search' },
    { key: 'companyId', label: 'company', input: 'reference', reference: companyResource, platformCompany: true },
    { key: 'unitId', label: 'unit', input: 'unit' },
    {
      key: 'enabled',
      label: 'enabled',
      input: 'select',
      options: [
        { value: 'Y', label: 'enabledYes' },
        { value: 'N', label: 'enabledNo' },
      ],
    },
  ],
  messages: {
    zh: {
      person: '人员',
      name: '姓名',
      nameHint: '不超过 30 个字符',
      account: '账号',
      accountHint: '3 到 32 个字母、数字或 . _ -，以字母或数字开头，创建后不能修改',
      phone: '手机号码',
      phoneHint: '11 位手机号或带区号的固定电话，可不填',
      company: '所属企业',
      unit: '所属部门',
      roles: '角色',
      ...ENABLED.messages.zh,
      createTime: '创建时间',
      password: '初始密码',
      passwordHint: '不填则使用默认密码；填写时应为 8 到 64 个字符，且同时包含字母和数字',
      keyword: '搜索姓名或账号',
      disable: '停用',
      enable: '启用',
      disableNamed: '停用 {name}',
      enableNamed: '启用 {name}',
      disableTitle: '停用账号',
      disableConfirm: '停用 {name}（{account}）后，此账号不能登录，正在使用的会话会立即结束。',
      disableManyTitle: '停用账号',
      disableManyConfirm: '停用选中的 {count} 个账号？停用后不能登录，正在使用的会话会立即结束。',
      disabledDone: '已停用',
      enabledDone: '已启用',
      resetPassword: '重置密码',
      resetPasswordNamed: '重置 {name} 的密码',
      resetConfirm: '将 {name}（{account}）的密码重置为默认密码？',
      passwordReset: '密码已重置为默认密码',
      accounts: '账号',
      accountsNamed: '{name} 的账号',
      accountsTitle: '{name} 的企业账号',
      accountsList: '此人在各企业的账号',
      attach: '关联账号',
      attachCompany: '企业',
      attachAccount: '新账号',
      attached: '已关联，新账号使用默认密码',
      detach: '解除关联',
      detachNamed: '解除关联 {account}',
      detachTitle: '解除关联',
      detachConfirm: '解除 {account} 后，此账号及其会话、消息和地址都会删除。',
      detached: '已解除关联',
      close: '关闭',
      cancel: '取消',
    },
    en: {
      person: 'person',
      name: 'Name',
      nameHint: 'At most 30 characters',
      account: 'Account',
      accountHint: '3 to 32 letters, digits, . _ or -, starting with a letter or digit; it cannot change later',
      phone: 'Phone',
      phoneHint: 'An 11-digit mobile number or a landline with its area code; optional',
      company: 'Company',
      unit: 'Unit',
      roles: 'Roles',
      ...ENABLED.messages.en,
      createTime: 'Created',
      password: 'Initial password',
      passwordHint:
        'Leave it blank for the default password; otherwise 8 to 64 characters with both letters and digits',
      keyword: 'Search name or account',
      disable: 'Disable',
      enable: 'Enable',
      disableNamed: 'Disable {name}',
      enableNamed: 'Enable {name}',
      disableTitle: 'Disable account',
      disableConfirm:
        'Once {name} ({account}) is disabled, the account cannot sign in and its open sessions end at once.',
      disableManyTitle: 'Disable accounts',
      disableManyConfirm:
        'Disable the selected accounts ({count})? They cannot sign in, and their open sessions end at once.',
      disabledDone: 'Disabled.',
      enabledDone: 'Enabled.',
      resetPassword: 'Reset password',
      resetPasswordNamed: "Reset {name}'s password",
      resetConfirm: 'Reset the password of {name} ({account}) to the default password?',
      passwordReset: 'The password is now the default password.',
      accounts: 'Accounts',
      accountsNamed: "{name}'s accounts",
      accountsTitle: "{name}'s company accounts",
      accountsList: "The person's accounts in each company",
      attach: 'Attach account',
      attachCompany: 'Company',
      attachAccount: 'New account',
      attached: 'Attached; the new account has the default password.',
      detach: 'Detach',
      detachNamed: 'Detach {account}',
      detachTitle: 'Detach account',
      detachConfirm: 'Detaching {account} deletes the account with its sessions, messages and addresses.',
      detached: 'Detached.',
      close: 'Close',
      cancel: 'Cancel',
    },
  },
});

/** The extra paths of the person resource, each `POST`, each a write needing `person:write`. */
export const personPaths = {
  /** {@link PersonEnableBody}: enables or disables the account; `data` the row. */
  enable: `${personResource.basePath}/enable`,
  /**
   * `BulkEnableBody` `{ids, enabled}`: enables or disables many accounts, each as `enable` would
   * (the caller's own account is refused, `ownAccount`); `data` a `BulkResult`.
   */
  enableMany: `${personResource.basePath}/enableMany`,
  /** `{id}`: sets the account's password to the default; `data` null. */
  resetPassword: `${personResource.basePath}/resetPassword`,
  /** {@link PersonAttachBody}: gives the person an account in another company; `data` the new row. */
  attach: `${personResource.basePath}/attach`,
  /** `{id}`: removes an account the person holds besides others; `data` null. */
  detach: `${personResource.basePath}/detach`,
  /** `{id}`: the accounts the person behind account `id` holds, in every company; `data` rows. */
  accounts: `${personResource.basePath}/accounts`,
} as const;

/** Enables (`Y`) or disables (`N`) account `id`. Disabling ends its open sessions (700). */
export const PersonEnableBody = Type.Object({ id: Id, enabled: Flag }, { additionalProperties: false });

/**
 * Gives the person behind account `id` a new account named `account` in company `companyId`
 * (a person holds at most one account per company), with the default password. The top bar's
 * company menu then lists it.
 */
export const PersonAttachBody = Type.Object(
  { id: Id, companyId: Id, account: Type.String({ pattern: ACCOUNT_PATTERN }) },
  { additionalProperties: false },
);
