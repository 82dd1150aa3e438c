/**
 * Resources (menu `url` `sourceManage`, and `resourceManagement` on its own): the permission
 * points of the menu entries that roles grant (docs/screens.md, "Access"). Platform
 * administrators add the `action` and `api` points a screen's routes check; the `menu` point of
 * each entry comes and goes with the entry.
 */
import { Type } from 'typebox';
import { CODED_NAMED, defineResource, Flag, Id, Keyword } from '../resource';
import { NAME_MAX } from '../rules';
import { AppId, ResourceKind } from './access';
import { appResource } from './app';
import { menuResource } from './menu';

const Name = Type.String({ minLength: 1, maxLength: NAME_MAX });

/**
 * The resource resource. A row: the entry it belongs to (`menuId`, its application `appId` and
 * its name `menuName` in the request's language), `code` (unique), the names, `kind`,
 * `platformOnly` `Y` for a point an enterprise administrator never grants, `routes` the server's
 * routes that name the code in their config (`POST /share-system/person/add`, read only) and
 * `roleCount` the roles granting it.
 *
 * Add and update take an entry that is not a group, and kind `action` or `api`: a `menu` point
 * is made with its entry, keeps the entry's code and is deleted with it, never by hand. A code of
 * the form `app<appId>:…` is kept for those. Delete refuses a point a route names (it would lock
 * that route for everyone but the super accounts); otherwise its grants go with it.
 */
export const resourceResource = defineResource({
  name: 'resource',
  menuUrl: 'sourceManage',
  label: { zh: '资源', en: 'Resources' },
  basePath: '/share-system/resource',
  permissions: { read: 'resource:read', write: 'resource:write' },
  operations: ['add', 'update', 'delete'],
  idKey: 'id',
  titleKey: CODED_NAMED.titleKey,
  row: Type.Object({
    id: Type.Integer(),
    appId: Type.Integer(),
    menuId: Type.Integer(),
    menuName: Type.String(),
    code: Type.String(),
    nameZh: Type.String(),
    nameEn: Type.String(),
    kind: ResourceKind,
    platformOnly: Flag,
    routes: Type.Array(Type.String()),
    roleCount: Type.Integer(),
  }),
  create: Type.Object(
    {
      menuId: Id,
      ...CODED_NAMED.create,
      kind: ResourceKind,
      platformOnly: Flag,
    },
    { additionalProperties: false },
  ),
  update: Type.Object(
    { id: Id, menuId: Id, nameZh: Name, nameEn: Name, kind: ResourceKind, platformOnly: Flag },
    { additionalProperties: false },
  ),
  filters: { appId: AppId, menuId: Id, kind: ResourceKind, keyword: Keyword },
  sortKeys: ['code', 'roleCount'],
  defaultSort: { key: 'code', order: 'asc' },
  title: 'resource',
  columns: [
    ...CODED_NAMED.columns,
    {
      key: 'kind',
      label: 'kind',
      valueLabels: { menu: 'kind.menu', action: 'kind.action', api: 'kind.api' },
    },
    { key: 'menuName', label: 'menu' },
    { key: 'platformOnly', label: 'platformOnly', format: 'flag' },
    { key: 'routes', label: 'routes', format: 'list' },
    { key: 'roleCount', label: 'roleCount', sortable: true, format: 'number' },
  ],
  fields: [
    {
      key: 'menuId',
      label: 'menu',
      description: 'menuHint',
      input: 'reference',
      reference: menuResource,
      referenceFilters: { group: 'N' },
    },
    ...CODED_NAMED.fields,
    {
      key: 'kind',
      label: 'kind',
      input: 'select',
      options: [
        { value: 'action', label: 'kind.action' },
        { value: 'api', label: 'kind.api' },
      ],
    },
    { key: 'platformOnly', label: 'platformOnly', description: 'platformOnlyHint', input: 'flag' },
  ],
  filterFields: [
    { key: 'keyword', label: 'keyword', input: 'search' },
    { key: 'appId', label: 'app', input: 'reference', reference: appResource },
    { key: 'menuId', label: 'menu', input: 'reference', reference: menuResource, referenceFilters: { group: 'N' } },
    {
      key: 'kind',
      label: 'kind',
      input: 'select',
      options: [
        { value: 'menu', label: 'kind.menu' },
        { value: 'action', label: 'kind.action' },
        { value: 'api', label: 'kind.api' },
      ],
    },
  ],
  messages: {
    zh: {
      resource: '资源',
      ...CODED_NAMED.messages.zh,
      codeHint: '字母开头，可含字母、数字和 _ - . :，不超过 64 个字符；保存后不能修改',
      kind: '类型',
      'kind.menu': '打开菜单',
      'kind.action': '操作',
      'kind.api': '查询',
      app: '应用',
      menu: '所属菜单',
      menuHint: '一个打开页面或链接的菜单项，不能是分组',
      platformOnly: '仅限平台',
      platformOnlyHint: '企业管理员不能授予仅限平台的资源',
      routes: '需要它的操作',
      roleCount: '授予角色数',
      keyword: '搜索名称或编码',
    },
    en: {
      resource: 'resource',
      ...CODED_NAMED.messages.en,
      codeHint: 'A letter first, then letters, digits, _ - . or :, at most 64 characters; fixed once saved',
      kind: 'Kind',
      'kind.menu': 'Opens the entry',
      'kind.action': 'Action',
      'kind.api': 'Read',
      app: 'Application',
      menu: 'Menu entry',
      menuHint: 'An entry that opens a screen or a link, not a group',
      platformOnly: 'Platform only',
      platformOnlyHint: 'An enterprise administrator never grants a platform-only resource',
      routes: 'Actions that need it',
      roleCount: 'Roles granting it',
      keyword: 'Search name or code',
    },
  },
});
