/**
 * Access (docs/screens.md, "Access"): role types (`characterType`), roles (`character`) and the
 * permission tree every grant is made on (`auth`). A role grants resources, the permission points
 * of the menu entries; the server's routes and menus read those grants and nothing else.
 */
import { Type } from 'typebox';
import { CODED_NAMED, defineResource, Flag, Id, Keyword } from '../resource';

/** The console's own application: the default `appId`, and the one a new account is authorised for. */
export const CONSOLE_APP_ID = 1;

/** An application id, the wire's `appId` (docs/behaviour.md, "Routes"). */
export const AppId = Type.Integer({ minimum: 1, maximum: 999_999_999 });

const Remark = Type.String({ maxLength: 200 });

/** Who may hold roles of a type: platform accounts, or the staff of a company. */
export const RoleScope = Type.Union([Type.Literal('platform'), Type.Literal('enterprise')]);

/**
 * Role types (menu `url` `characterType`): the built-in platform administrator and enterprise
 * administrator types and the platform's own. A row: `builtIn` `Y` for the two built in (never
 * deleted, scope fixed), `roleCount` the roles of the type. A type with roles is not deleted.
 * Platform administrators only.
 */
export const roleTypeResource = defineResource({
  name: 'roleType',
  menuUrl: 'characterType',
  label: { zh: '角色类型', en: 'Role types' },
  basePath: '/share-system/roleType',
  permissions: { read: 'roleType:read', write: 'roleType:write' },
  operations: ['add', 'update', 'delete'],
  idKey: 'id',
  titleKey: CODED_NAMED.titleKey,
  row: Type.Object({
    ...CODED_NAMED.row,
    scope: RoleScope,
    builtIn: Flag,
    roleCount: Type.Integer(),
  }),
  create: Type.Object({ ...CODED_NAMED.create, scope: RoleScope }, { additionalProperties: false }),
  update: Type.Object({ ...CODED_NAMED.update, scope: RoleScope }, { additionalProperties: false }),
  filters: { keyword: Keyword },
  sortKeys: ['code', 'roleCount'],
  defaultSort: { key: 'code', order: 'asc' },
  title: 'roleType',
  columns: [
    ...CODED_NAMED.columns,
    { key: 'scope', label: 'scope', valueLabels: { platform: 'scope.platform', enterprise: 'scope.enterprise' } },
    { key: 'builtIn', label: 'builtIn', format: 'flag' },
    { key: 'roleCount', label: 'roleCount', sortable: true, format: 'number' },
  ],
  fields: [
    ...CODED_NAMED.fields,
    {
      key: 'scope',
      label: 'scope',
      description: 'scopeHint',
      input: 'select',
      options: [
        { value: 'enterprise', label: 'scope.enterprise' },
        { value: 'platform', label: 'scope.platform' },
      ],
    },
  ],
  filterFields: [{ key: 'keyword', label: 'keyword', input: 'search' }],
  messages: {
    zh: {
      roleType: '角色类型',
      ...CODED_NAMED.messages.zh,
      codeHint: '字母开头，可含字母、数字和 _ - . :，不超过 64 个字符',
      scope: '适用范围',
      scopeHint: '平台：角色由平台账号持有，如平台管理员；企业：角色由企业员工持有，如企业管理员',
      'scope.platform': '平台',
      'scope.enterprise': '企业',
      builtIn: '内置',
      roleCount: '角色数',
      keyword: '搜索名称或编码',
    },
    en: {
      roleType: 'role type',
      ...CODED_NAMED.messages.en,
      codeHint: 'A letter first, then letters, digits, _ - . or :, at most 64 characters',
      scope: 'Scope',
      scopeHint:
        "Platform: roles held by platform accounts, such as platform administrator. Enterprise: roles held by a company's staff, such as enterprise administrator.",
      'scope.platform': 'Platform',
      'scope.enterprise': 'Enterprise',
      builtIn: 'Built in',
      roleCount: 'Roles',
      keyword: 'Search name or code',
    },
  },
});

/**
 * Roles (menu `url` `character`). A row: `companyId` null for a platform role (shared by every
 * company, edited by platform administrators only), `companyName` '' then; `scope` its type's;
 * `holderCount` the accounts holding it. An enterprise administrator sees the platform roles and
 * their own company's, and adds, edits and deletes only their own company's, of enterprise scope.
 * A role still held is not deleted: the refusal names the holders.
 */
export const roleResource = defineResource({
  name: 'role',
  menuUrl: 'character',
  label: { zh: '角色', en: 'Roles' },
  basePath: '/share-system/role',
  permissions: { read: 'role:read', write: 'role:write' },
  operations: ['add', 'update', 'delete'],
  idKey: 'id',
  titleKey: CODED_NAMED.titleKey,
  row: Type.Object({
    ...CODED_NAMED.row,
    typeId: Type.Integer(),
    typeName: Type.String(),
    scope: RoleScope,
    companyId: Type.Union([Type.Integer(), Type.Null()]),
    companyName: Type.String(),
    remark: Type.String(),
    holderCount: Type.Integer(),
  }),
  create: Type.Object(
    { ...CODED_NAMED.create, typeId: Id, remark: Type.Optional(Remark) },
    { additionalProperties: false },
  ),
  update: Type.Object(
    { ...CODED_NAMED.update, typeId: Id, remark: Type.Optional(Remark) },
    { additionalProperties: false },
  ),
  filters: { keyword: Keyword, typeId: Id },
  sortKeys: ['code', 'holderCount'],
  defaultSort: { key: 'code', order: 'asc' },
  title: 'role',
  columns: [
    ...CODED_NAMED.columns,
    { key: 'typeName', label: 'type' },
    { key: 'companyName', label: 'companyName' },
    { key: 'holderCount', label: 'holderCount', sortable: true, format: 'number' },
    { key: 'remark', label: 'remark' },
  ],
  fields: [
    ...CODED_NAMED.fields,
    { key: 'typeId', label: 'type', input: 'reference', reference: roleTypeResource },
    { key: 'remark', label: 'remark', input: 'text' },
  ],
  filterFields: [
    { key: 'keyword', label: 'keyword', input: 'search' },
    { key: 'typeId', label: 'type', input: 'reference', reference: roleTypeResource },
  ],
  messages: {
    zh: {
      role: '角色',
      ...CODED_NAMED.messages.zh,
      codeHint: '字母开头，可含字母、数字和 _ - . :，不超过 64 个字符',
      type: '角色类型',
      companyName: '所属组织',
      holderCount: '持有人数',
      remark: '备注',
      keyword: '搜索名称或编码',
      // The assign-permissions screen, which works on roles.
      roleLabel: '角色',
      save: '保存',
      reset: '还原',
      pickRole: '请先选择一个角色',
      permissionTree: '菜单和权限',
      noPermissions: '此应用没有可分配的权限',
      saved: '权限已保存',
      assignPermissions: '分配权限',
      formPermissions: '表单权限',
      form: '表单',
      write: '可编辑',
      read: '只读',
      hidden: '隐藏',
      heldBy: '此角色仍由 {count} 个账号持有，须先在角色授权中移除，否则不能删除：{names}',
      holderNamed: '{name}（{account}）',
    },
    en: {
      role: 'role',
      ...CODED_NAMED.messages.en,
      codeHint: 'A letter first, then letters, digits, _ - . or :, at most 64 characters',
      type: 'Role type',
      companyName: 'Organisation',
      holderCount: 'Holders',
      remark: 'Remark',
      keyword: 'Search name or code',
      roleLabel: 'Role',
      save: 'Save',
      reset: 'Undo changes',
      pickRole: 'Choose a role first',
      permissionTree: 'Menus and permissions',
      noPermissions: 'This application has no permissions to assign',
      saved: 'Permissions saved',
      assignPermissions: 'Assign permissions',
      formPermissions: 'Form permissions',
      form: 'Form',
      write: 'Editable',
      read: 'Read only',
      hidden: 'Hidden',
      heldBy: 'Accounts holding this role ({count}) must lose it in Role assignment before it can be deleted: {names}',
      holderNamed: '{name} ({account})',
    },
  },
});

/** The kinds of resource: `menu` opens a menu entry, `action` a change its screen offers, `api` a read. */
export const ResourceKind = Type.Union([Type.Literal('menu'), Type.Literal('action'), Type.Literal('api')]);

/** The body of the permission tree: the application, and the role whose grants to mark (default: the caller's own). */
export const PermissionTreeBody = Type.Object(
  { appId: AppId, roleId: Type.Optional(Id) },
  { additionalProperties: false },
);

/**
 * `data` of `getAllResPermissions`: the menu tree of one application with the resources of each
 * entry, flat (parents before children, siblings in order). `granted` says whether the role asked
 * for (or the caller) holds the resource; `grantable` whether the caller may give or take it
 * (a platform-only resource, or one the caller does not hold, is not grantable by an enterprise
 * administrator).
 */
export const PermissionTree = Type.Object({
  menus: Type.Array(
    Type.Object({
      id: Type.Integer(),
      parentId: Type.Union([Type.Integer(), Type.Null()]),
      code: Type.String(),
      name: Type.String(),
    }),
  ),
  resources: Type.Array(
    Type.Object({
      id: Type.Integer(),
      menuId: Type.Integer(),
      code: Type.String(),
      name: Type.String(),
      kind: ResourceKind,
      platformOnly: Type.Boolean(),
      granted: Type.Boolean(),
      grantable: Type.Boolean(),
    }),
  ),
});

/**
 * Sets which resources of application `appId` role `roleId` grants: exactly `resourceIds` (its
 * grants in other applications stay). An id that is not a resource of the application, or one the
 * caller may not grant, refuses the whole change (400 on `resourceIds`; nothing is written).
 */
export const GrantBody = Type.Object(
  { roleId: Id, appId: AppId, resourceIds: Type.Array(Id, { maxItems: 2000, uniqueItems: true }) },
  { additionalProperties: false },
);

/** The access calls besides the CRUD of each definition. */
export const accessPaths = {
  /** `POST` {@link PermissionTreeBody}: `data` {@link PermissionTree}. */
  permissionTree: '/share-system/role/getAllResPermissions',
  /** `POST` {@link GrantBody}: `data` the {@link PermissionTree} after the change. */
  grant: '/share-system/role/grant',
  /** `POST` {@link FieldPermissionsBody} (`role:read`): `data` the role's {@link FieldAccessMap}. */
  fieldPermissions: '/share-system/role/fieldPermissions',
  /** `POST` {@link FieldPermissionsUpdateBody} (`role:grant`): `data` the map as stored. */
  updateFieldPermissions: '/share-system/role/updateFieldPermissions',
  /** `POST` {@link FieldAccessBody} (any account): `data` the caller's own {@link FieldAccessMap}. */
  fieldAccess: '/share-system/role/fieldAccess',
} as const;

/**
 * How a role meets one field of a resource's form (docs/screens.md, "Access"): `hidden` (not
 * shown), `read` (shown, not editable) or `write`. A field no role restricts is `write`; an account
 * holding several roles gets the most open access any of them gives.
 */
export const FieldAccess = Type.Union([Type.Literal('hidden'), Type.Literal('read'), Type.Literal('write')]);

/** The order of {@link FieldAccess}, most closed first: the most open of several roles wins. */
export const FIELD_ACCESS_ORDER = ['hidden', 'read', 'write'] as const;

/** A resource's `name` in a form-permission call. */
const ResourceName = Type.String({ pattern: '^[A-Za-z][A-Za-z0-9]{0,63}$' });

/** `{field: access}` of one resource's form; a field left out is `write`. */
export const FieldAccessMap = Type.Record(Type.String({ pattern: '^[A-Za-z][A-Za-z0-9]{0,63}$' }), FieldAccess);

/** The body of a role's form permissions: the role and the resource (`person`). */
export const FieldPermissionsBody = Type.Object(
  { roleId: Id, resource: ResourceName },
  { additionalProperties: false },
);

/**
 * Sets role `roleId`'s access to the fields of `resource`'s form: exactly `fields` (a field left
 * out becomes `write`). A field the resource's form does not have is refused on `fields`.
 */
export const FieldPermissionsUpdateBody = Type.Object(
  { roleId: Id, resource: ResourceName, fields: FieldAccessMap },
  { additionalProperties: false },
);

/** The body of the caller's own access to a resource's form. */
export const FieldAccessBody = Type.Object({ resource: ResourceName }, { additionalProperties: false });
