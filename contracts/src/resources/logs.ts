/**
 * Log manage (menu `url` `logManage`, with `operateLog` and `searchLog` each on its own): the
 * operate log, one row per write or refused call with the row before and after it, and the search
 * log, one row per list or export someone ran (docs/screens.md, "Log manage").
 */
import { Type } from 'typebox';
import { defineResource, Id, Keyword } from '../resource';

/** Every action the operate log records. `refuse` is a call refused for want of a permission. */
export const OPERATE_ACTIONS = [
  'add',
  'update',
  'delete',
  'refuse',
  'enable',
  'disable',
  'resetPassword',
  'move',
  'attach',
  'detach',
  'grant',
  'formPermissions',
  'assignRole',
  'removeRole',
  'revoke',
] as const;

/** One of {@link OPERATE_ACTIONS}. */
export type OperateAction = (typeof OPERATE_ACTIONS)[number];

/** The resources whose writes and lists are logged, by their definitions' `name`. */
export const LOGGED_RESOURCES = [
  'company',
  'unit',
  'person',
  'operateLog',
  'searchLog',
  'roleType',
  'role',
  'roleHolder',
  'roleLoss',
  'authorize',
  'superAccount',
  'secret',
  'menu',
  'resource',
  'app',
] as const;

/** One of the strings `values` (JSON Schema `enum`). */
const literals = <const T extends readonly string[]>(values: T) => Type.Enum([...values] as T[number][]);

/** A time bound of a log filter: epoch ms. */
const Time = Type.Integer({ minimum: 0, maximum: 8_640_000_000_000_000 });

const resourceOptions = [
  { value: 'company', label: 'resource.company' },
  { value: 'unit', label: 'resource.unit' },
  { value: 'person', label: 'resource.person' },
  { value: 'operateLog', label: 'resource.operateLog' },
  { value: 'searchLog', label: 'resource.searchLog' },
  { value: 'roleType', label: 'resource.roleType' },
  { value: 'role', label: 'resource.role' },
  { value: 'roleHolder', label: 'resource.roleHolder' },
  { value: 'roleLoss', label: 'resource.roleLoss' },
  { value: 'authorize', label: 'resource.authorize' },
  { value: 'superAccount', label: 'resource.superAccount' },
  { value: 'secret', label: 'resource.secret' },
  { value: 'menu', label: 'resource.menu' },
  { value: 'resource', label: 'resource.resource' },
  { value: 'app', label: 'resource.app' },
] as const;

/** The label of each logged resource, by its name. */
const resourceLabels = Object.fromEntries(resourceOptions.map(({ value, label }) => [value, label])) as Record<
  (typeof resourceOptions)[number]['value'],
  (typeof resourceOptions)[number]['label']
>;

const sharedMessages = {
  zh: {
    time: '时间',
    account: '账号',
    personName: '操作人',
    companyName: '企业',
    resource: '对象',
    keyword: '搜索操作人或账号',
    from: '开始日期',
    to: '结束日期',
    'resource.company': '企业',
    'resource.unit': '部门',
    'resource.person': '人员',
    'resource.operateLog': '操作日志',
    'resource.searchLog': '查询日志',
    'resource.roleType': '角色类型',
    'resource.role': '角色',
    'resource.roleHolder': '角色授权',
    'resource.roleLoss': '角色移除记录',
    'resource.authorize': '应用授权',
    'resource.superAccount': '超级账号',
    'resource.secret': '应用密钥',
    'resource.menu': '菜单',
    'resource.resource': '资源',
    'resource.app': '应用',
  },
  en: {
    time: 'Time',
    account: 'Account',
    personName: 'By',
    companyName: 'Company',
    resource: 'Resource',
    keyword: 'Search person or account',
    from: 'From',
    to: 'To',
    'resource.company': 'Companies',
    'resource.unit': 'Units',
    'resource.person': 'People',
    'resource.operateLog': 'Operation log',
    'resource.searchLog': 'Search log',
    'resource.roleType': 'Role types',
    'resource.role': 'Roles',
    'resource.roleHolder': 'Role assignment',
    'resource.roleLoss': 'Role removals',
    'resource.authorize': 'Authorisations',
    'resource.superAccount': 'Super accounts',
    'resource.secret': 'Application secrets',
    'resource.menu': 'Menus',
    'resource.resource': 'Resources',
    'resource.app': 'Applications',
  },
};

/**
 * The operate log: read and export only. A row: `time` epoch ms; who (`account`, `personName`,
 * `companyName` of the acting account); `action` and `resource`; `rowId` the changed row's id
 * (`''` for a refusal before any row); `before` and `after` the row as JSON (null where there is
 * none: `before` of an add, `after` of a delete or a refusal); `requestId` the request number;
 * `clientIp` the caller's address. A platform administrator sees every company's; others their
 * own company's.
 */
export const operateLogResource = defineResource({
  name: 'operateLog',
  menuUrl: 'operateLog',
  basePath: '/share-system/operateLog',
  permissions: { read: 'log:read', write: 'log:write' },
  operations: ['export'],
  idKey: 'id',
  titleKey: 'action',
  row: Type.Object({
    id: Type.Integer(),
    time: Type.Integer(),
    account: Type.String(),
    personName: Type.String(),
    companyName: Type.String(),
    action: literals(OPERATE_ACTIONS),
    resource: Type.String(),
    rowId: Type.String(),
    before: Type.Unknown(),
    after: Type.Unknown(),
    requestId: Type.String(),
    clientIp: Type.String(),
  }),
  create: Type.Object({}),
  update: Type.Object({ id: Id }),
  filters: {
    keyword: Keyword,
    action: literals(OPERATE_ACTIONS),
    resource: literals(LOGGED_RESOURCES),
    from: Time,
    to: Time,
  },
  sortKeys: ['time'],
  defaultSort: { key: 'time', order: 'desc' },
  title: 'operateLog',
  columns: [
    { key: 'time', label: 'time', sortable: true, format: 'time' },
    { key: 'personName', label: 'personName', isRowHeader: true },
    { key: 'account', label: 'account' },
    { key: 'companyName', label: 'companyName' },
    {
      key: 'action',
      label: 'action',
      valueLabels: Object.fromEntries(OPERATE_ACTIONS.map((action) => [action, `action.${action}` as const])) as Record<
        OperateAction,
        `action.${OperateAction}`
      >,
    },
    {
      key: 'resource',
      label: 'resource',
      valueLabels: resourceLabels,
    },
    { key: 'rowId', label: 'rowId' },
    { key: 'requestId', label: 'requestId' },
    { key: 'clientIp', label: 'clientIp' },
  ],
  fields: [],
  filterFields: [
    { key: 'keyword', label: 'keyword', input: 'search' },
    {
      key: 'action',
      label: 'action',
      input: 'select',
      options: OPERATE_ACTIONS.map((action) => ({ value: action, label: `action.${action}` as const })),
    },
    { key: 'resource', label: 'resource', input: 'select', options: resourceOptions },
    { key: 'from', label: 'from', input: 'from' },
    { key: 'to', label: 'to', input: 'to' },
  ],
  messages: {
    zh: {
      ...sharedMessages.zh,
      operateLog: '操作日志',
      action: '操作类型',
      rowId: '记录编号',
      requestId: '请求编号',
      clientIp: '客户端地址',
      before: '修改前',
      after: '修改后',
      compare: '查看修改',
      compareNamed: '查看第 {id} 条的修改',
      compareTitle: '修改前后对比',
      field: '字段',
      changed: '已修改',
      close: '关闭',
      'action.add': '新增',
      'action.update': '修改',
      'action.delete': '删除',
      'action.refuse': '拒绝（无权限）',
      'action.enable': '启用',
      'action.disable': '停用',
      'action.resetPassword': '重置密码',
      'action.move': '移动',
      'action.attach': '关联账号',
      'action.detach': '解除关联',
      'action.grant': '分配权限',
      'action.formPermissions': '表单权限',
      'action.assignRole': '授予角色',
      'action.removeRole': '移除角色',
      'action.revoke': '吊销',
    },
    en: {
      ...sharedMessages.en,
      operateLog: 'operation log entry',
      action: 'Action',
      rowId: 'Record',
      requestId: 'Request',
      clientIp: 'Client address',
      before: 'Before',
      after: 'After',
      compare: 'Show changes',
      compareNamed: 'Show the changes of entry {id}',
      compareTitle: 'Before and after',
      field: 'Field',
      changed: 'Changed',
      close: 'Close',
      'action.add': 'Add',
      'action.update': 'Edit',
      'action.delete': 'Delete',
      'action.refuse': 'Refused (no permission)',
      'action.enable': 'Enable',
      'action.disable': 'Disable',
      'action.resetPassword': 'Reset password',
      'action.move': 'Move',
      'action.attach': 'Attach account',
      'action.detach': 'Detach account',
      'action.grant': 'Assign permissions',
      'action.formPermissions': 'Form permissions',
      'action.assignRole': 'Give role',
      'action.removeRole': 'Remove role',
      'action.revoke': 'Revoke',
    },
  },
});

/** What a search log row records: a list shown, or an export downloaded. */
export const SEARCH_KINDS = ['list', 'export'] as const;

/**
 * The search log: read and export only. A row: `time` epoch ms; who; `resource` the list's
 * resource; `kind` list or export; `filters` the query as JSON text (paging and sort included);
 * `total` how many rows matched.
 */
export const searchLogResource = defineResource({
  name: 'searchLog',
  menuUrl: 'searchLog',
  basePath: '/share-system/searchLog',
  permissions: { read: 'log:read', write: 'log:write' },
  operations: ['export'],
  idKey: 'id',
  titleKey: 'resource',
  row: Type.Object({
    id: Type.Integer(),
    time: Type.Integer(),
    account: Type.String(),
    personName: Type.String(),
    companyName: Type.String(),
    resource: Type.String(),
    kind: literals(SEARCH_KINDS),
    filters: Type.String(),
    total: Type.Integer(),
  }),
  create: Type.Object({}),
  update: Type.Object({ id: Id }),
  filters: {
    keyword: Keyword,
    resource: literals(LOGGED_RESOURCES),
    kind: literals(SEARCH_KINDS),
    from: Time,
    to: Time,
  },
  sortKeys: ['time', 'total'],
  defaultSort: { key: 'time', order: 'desc' },
  title: 'searchLog',
  columns: [
    { key: 'time', label: 'time', sortable: true, format: 'time' },
    { key: 'personName', label: 'personName', isRowHeader: true },
    { key: 'account', label: 'account' },
    { key: 'companyName', label: 'companyName' },
    {
      key: 'resource',
      label: 'resource',
      valueLabels: resourceLabels,
    },
    { key: 'kind', label: 'kind', valueLabels: { list: 'kind.list', export: 'kind.export' } },
    { key: 'filters', label: 'filters' },
    { key: 'total', label: 'total', sortable: true },
  ],
  fields: [],
  filterFields: [
    { key: 'keyword', label: 'keyword', input: 'search' },
    { key: 'resource', label: 'resource', input: 'select', options: resourceOptions },
    {
      key: 'kind',
      label: 'kind',
      input: 'select',
      options: [
        { value: 'list', label: 'kind.list' },
        { value: 'export', label: 'kind.export' },
      ],
    },
    { key: 'from', label: 'from', input: 'from' },
    { key: 'to', label: 'to', input: 'to' },
  ],
  messages: {
    zh: {
      ...sharedMessages.zh,
      searchLog: '查询日志',
      kind: '类型',
      'kind.list': '查询',
      'kind.export': '导出',
      filters: '条件',
      total: '结果条数',
    },
    en: {
      ...sharedMessages.en,
      searchLog: 'search log entry',
      kind: 'Kind',
      'kind.list': 'List',
      'kind.export': 'Export',
      filters: 'Filters',
      total: 'Rows',
    },
  },
});
