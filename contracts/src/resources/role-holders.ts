/**
 * Role holders (menu `url` `roleAuth`) and the role loss record (menu `url` `roleLossRecord`):
 * who holds which role, and every role taken from an account with the reason given
 * (docs/screens.md, "Access").
 */
import { Type } from 'typebox';
import { defineResource, EpochMs, Id, Keyword } from '../resource';
import { ACCOUNT_PATTERN } from '../rules';
import { roleResource } from './access';

/** The longest reason for removing a role: 200 characters, after trimming. */
export const ROLE_LOSS_REASON_MAX = 200;

/** The codes of the role types whose roles administer: nobody removes their own last one. */
export const ADMIN_ROLE_TYPES = ['platform_admin', 'enterprise_admin'] as const;

/**
 * Role holders: one row per role an account holds. A row: `id` the holding's own id (the remove
 * call takes it); the account, its person and company; the role in both languages; `grantTime`
 * epoch ms (the time it was given; the moment of the access migration for older holdings).
 * Reads need `role:read`, changes `role:assign`. An enterprise administrator sees and changes the
 * holders of their own company only (another company's holding answers 404).
 *
 * Giving a role (`add`, {@link RoleHolderAddBody}) and removing one (`remove`,
 * {@link RoleHolderRemoveBody}) are the resource's own calls ({@link roleHolderPaths}): the list
 * screen offers neither the generic add nor delete.
 */
export const roleHolderResource = defineResource({
  name: 'roleHolder',
  menuUrl: 'roleAuth',
  label: { zh: '角色授权', en: 'Role assignment' },
  basePath: '/share-system/roleHolder',
  permissions: { read: 'role:read', write: 'role:assign' },
  operations: [],
  idKey: 'id',
  titleKey: 'personName',
  row: Type.Object({
    id: Type.Integer(),
    accountId: Type.Integer(),
    account: Type.String(),
    personName: Type.String(),
    companyId: Type.Integer(),
    companyName: Type.String(),
    roleId: Type.Integer(),
    roleNameZh: Type.String(),
    roleNameEn: Type.String(),
    grantTime: Type.Integer(),
  }),
  create: Type.Object(
    { roleId: Id, account: Type.String({ pattern: ACCOUNT_PATTERN }) },
    { additionalProperties: false },
  ),
  update: Type.Object({ id: Id }, { additionalProperties: false }),
  filters: { keyword: Keyword, roleId: Id },
  sortKeys: ['account', 'personName', 'grantTime'],
  defaultSort: { key: 'grantTime', order: 'desc' },
  title: 'roleHolder',
  columns: [
    { key: 'personName', label: 'personName', sortable: true, isRowHeader: true },
    { key: 'account', label: 'account', sortable: true, format: 'code' },
    { key: 'companyName', label: 'companyName' },
    { key: 'roleNameZh', label: 'roleNameZh' },
    { key: 'roleNameEn', label: 'roleNameEn' },
    { key: 'grantTime', label: 'grantTime', sortable: true, format: 'time' },
  ],
  fields: [
    { key: 'roleId', label: 'role', input: 'reference', reference: roleResource, shownBy: 'roleNameZh' },
    { key: 'account', label: 'account', description: 'accountHint', input: 'text' },
  ],
  filterFields: [
    { key: 'keyword', label: 'keyword', input: 'search' },
    { key: 'roleId', label: 'role', input: 'reference', reference: roleResource },
  ],
  messages: {
    zh: {
      roleHolder: '角色持有人',
      personName: '姓名',
      account: '账号',
      accountHint: '要授予角色的账号，如 zhang.wei',
      companyName: '所属企业',
      role: '角色',
      roleNameZh: '角色中文名称',
      roleNameEn: '角色英文名称',
      grantTime: '授予时间',
      keyword: '搜索姓名或账号',
      give: '授予角色',
      given: '已授予角色',
      remove: '移除',
      removeNamed: '移除 {name} 的角色 {role}',
      removeTitle: '移除角色',
      removeConfirm: '从 {name}（{account}）移除角色“{role}”。此账号立即失去该角色的权限，本次移除记入角色移除记录。',
      reason: '移除原因',
      reasonHint: '必填，不超过 200 个字符',
      removed: '已移除角色',
      cancel: '取消',
      close: '关闭',
    },
    en: {
      roleHolder: 'role holder',
      personName: 'Name',
      account: 'Account',
      accountHint: 'The account to give the role to, such as zhang.wei',
      companyName: 'Company',
      role: 'Role',
      roleNameZh: 'Role (Chinese)',
      roleNameEn: 'Role (English)',
      grantTime: 'Given',
      keyword: 'Search name or account',
      give: 'Assign a role',
      given: 'Role assigned.',
      remove: 'Remove',
      removeNamed: 'Remove the role {role} from {name}',
      removeTitle: 'Remove role',
      removeConfirm:
        'Remove the role “{role}” from {name} ({account}). The account loses its permissions at once; the removal is kept in the role removals.',
      reason: 'Reason',
      reasonHint: 'Required, at most 200 characters',
      removed: 'Role removed.',
      cancel: 'Cancel',
      close: 'Close',
    },
  },
});

/**
 * Gives role `roleId` to the account named `account`. Refused on `account` for an unknown account
 * (or, for an enterprise administrator, one of another company), one that already holds the role
 * and an enterprise account given a platform-scope role; on `roleId` for a role the caller cannot
 * see or one of another company than the account's. A role of platform scope given by an
 * enterprise administrator answers 403 and is logged.
 */
export const RoleHolderAddBody = roleHolderResource.create;

/**
 * Removes holding `id`, for `reason` (1 to {@link ROLE_LOSS_REASON_MAX} characters once trimmed;
 * refused on `reason` otherwise). The removal is kept in the role loss record, in the same
 * transaction as the change and its operate-log row. Nobody removes their own last administrator
 * role (a role of a type in {@link ADMIN_ROLE_TYPES}), and the last holder of the platform
 * administrator type keeps it while there is no super account (400). An enterprise
 * administrator does not remove a role of platform scope (403, logged).
 */
export const RoleHolderRemoveBody = Type.Object(
  { id: Id, reason: Type.String({ minLength: 1, maxLength: ROLE_LOSS_REASON_MAX }) },
  { additionalProperties: false },
);

/** The calls of role holders besides list and detail, each `POST`, each needing `role:assign`. */
export const roleHolderPaths = {
  /** {@link RoleHolderAddBody}: `data` the new holder row. */
  add: roleHolderResource.paths.add,
  /** {@link RoleHolderRemoveBody}: `data` null. */
  remove: `${roleHolderResource.basePath}/remove`,
} as const;

/**
 * The role loss record (menu `url` `roleLossRecord`, `roleLoss:read`): read and export only. A row:
 * the account, person and company the role was taken from; `roleName` in the request's language;
 * `reason`; who removed it (`removedBy` the account, `removedByName` the person); `createTime`
 * epoch ms. Names are kept as they were at the removal, except the company's, which is its current
 * name. Newest first by default; an enterprise administrator sees their own company's rows only.
 */
export const roleLossResource = defineResource({
  name: 'roleLoss',
  menuUrl: 'roleLossRecord',
  label: { zh: '角色移除记录', en: 'Role removals' },
  basePath: '/share-system/roleLoss',
  permissions: { read: 'roleLoss:read', write: 'roleLoss:write' },
  operations: ['export'],
  idKey: 'id',
  titleKey: 'personName',
  row: Type.Object({
    id: Type.Integer(),
    account: Type.String(),
    personName: Type.String(),
    companyName: Type.String(),
    roleName: Type.String(),
    reason: Type.String(),
    removedBy: Type.String(),
    removedByName: Type.String(),
    createTime: Type.Integer(),
  }),
  create: Type.Object({}),
  update: Type.Object({ id: Id }),
  filters: { keyword: Keyword, from: EpochMs, to: EpochMs },
  sortKeys: ['createTime'],
  defaultSort: { key: 'createTime', order: 'desc' },
  title: 'roleLoss',
  columns: [
    { key: 'createTime', label: 'createTime', sortable: true, format: 'time' },
    { key: 'personName', label: 'personName', isRowHeader: true },
    { key: 'account', label: 'account', format: 'code' },
    { key: 'companyName', label: 'companyName' },
    { key: 'roleName', label: 'roleName' },
    { key: 'reason', label: 'reason' },
    { key: 'removedByName', label: 'removedByName' },
    { key: 'removedBy', label: 'removedBy', format: 'code' },
  ],
  fields: [],
  filterFields: [
    { key: 'keyword', label: 'keyword', input: 'search' },
    { key: 'from', label: 'from', input: 'from' },
    { key: 'to', label: 'to', input: 'to' },
  ],
  messages: {
    zh: {
      roleLoss: '角色移除记录',
      createTime: '移除时间',
      personName: '姓名',
      account: '账号',
      companyName: '所属企业',
      roleName: '角色',
      reason: '移除原因',
      removedByName: '操作人',
      removedBy: '操作人账号',
      keyword: '搜索姓名、账号或角色',
      from: '开始日期',
      to: '结束日期',
    },
    en: {
      roleLoss: 'role removal',
      createTime: 'Removed',
      personName: 'Name',
      account: 'Account',
      companyName: 'Company',
      roleName: 'Role',
      reason: 'Reason',
      removedByName: 'Removed by',
      removedBy: "Remover's account",
      keyword: 'Search name, account or role',
      from: 'From',
      to: 'To',
    },
  },
});
