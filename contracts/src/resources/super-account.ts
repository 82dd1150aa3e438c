/**
 * Super accounts (menu `url` `superAccount`, docs/screens.md, "Access"): the accounts that hold
 * every resource whatever their roles. Platform administrators only; at least one always remains,
 * so nobody locks the platform out.
 */
import { Type } from 'typebox';
import { defineResource, Id, Keyword } from '../resource';
import { ACCOUNT_PATTERN } from '../rules';

/**
 * The super account resource. A row: `id` the account's id (delete takes it); `account`, the
 * person's name and the account's company; `createTime` epoch ms, when it became a super account.
 *
 * Add `{account}` makes an existing, enabled account a super account: an unknown or disabled
 * account, or one that already is, is refused on `account` (400). Delete takes the status away,
 * the caller's own included, but never from the last one: that refusal answers 400 and writes
 * nothing. No update, no export. Both need `superAccount:write` (platform only).
 */
export const superAccountResource = defineResource({
  name: 'superAccount',
  menuUrl: 'superAccount',
  label: { zh: '超级账号', en: 'Super accounts' },
  basePath: '/share-system/superAccount',
  permissions: { read: 'superAccount:read', write: 'superAccount:write' },
  operations: ['add', 'delete'],
  idKey: 'id',
  titleKey: 'account',
  row: Type.Object({
    id: Type.Integer(),
    account: Type.String(),
    personName: Type.String(),
    companyName: Type.String(),
    createTime: Type.Integer(),
  }),
  create: Type.Object({ account: Type.String({ pattern: ACCOUNT_PATTERN }) }, { additionalProperties: false }),
  update: Type.Object({ id: Id }, { additionalProperties: false }),
  filters: { keyword: Keyword },
  sortKeys: ['account', 'createTime'],
  defaultSort: { key: 'createTime', order: 'desc' },
  title: 'superAccount',
  columns: [
    { key: 'account', label: 'account', sortable: true, isRowHeader: true, format: 'code' },
    { key: 'personName', label: 'personName' },
    { key: 'companyName', label: 'companyName' },
    { key: 'createTime', label: 'createTime', sortable: true, format: 'time' },
  ],
  fields: [{ key: 'account', label: 'account', description: 'accountHint', input: 'text', on: 'create' }],
  filterFields: [{ key: 'keyword', label: 'keyword', input: 'search' }],
  messages: {
    zh: {
      superAccount: '超级账号',
      account: '账号',
      accountHint: '已有且启用的账号；超级账号拥有全部权限',
      personName: '姓名',
      companyName: '所属企业',
      createTime: '设为超级账号的时间',
      keyword: '搜索账号或姓名',
    },
    en: {
      superAccount: 'super account',
      account: 'Account',
      accountHint: 'An existing, enabled account; a super account holds every permission',
      personName: 'Name',
      companyName: 'Company',
      createTime: 'Super account since',
      keyword: 'Search account or name',
    },
  },
});
