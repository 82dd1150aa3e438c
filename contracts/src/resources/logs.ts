/**
 * Log manage (menu `url` `logManage`, with `operateLog` and `searchLog` each on its own): the
 * operate log, one row per write or refused call with the row before and after it, and the search
 * log, one row per list or export someone ran (docs/screens.md, "Log manage").
 */
import { Type } from 'typebox';
import { defineResource, EpochMs, Id, Keyword, type Lang } from '../resource';

/**
 * Every action the operate log records. `refuse` is a write refused: a call for want of a
 * permission, or a row of a bulk write its rule refused (the reason is in the row).
 */
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
  'publish',
  'schedule',
  'withdraw',
  'register',
  'approve',
  'reject',
] as const;

/** One of {@link OPERATE_ACTIONS}. */
export type OperateAction = (typeof OPERATE_ACTIONS)[number];

/** One of the strings `values` (JSON Schema `enum`). */
const literals = <const T extends readonly string[]>(values: T) => Type.Enum([...values] as T[number][]);

/** The messages both logs share, besides the names of the logged resources. */
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
  },
};

/**
 * The fields of an operate-log entry's `before` and `after` that are not a field of the resource's
 * row: what a refusal, a grant, a form-permission change, an authorisation, a registration, a
 * person's table settings or saved views (the list as `resource`, docs/behaviour.md "Lists") record
 * instead (docs/screens.md, "Log manage"). `shown` are labelled by the operate log's
 * messages and shown as `show` says: `text` as they are (a `{zh, en}` pair in the reader's
 * language), `flag` as a `Y`/`N` flag, `route` a path in words, `resource` a resource's name,
 * `fieldAccess` a form's `{field: access}`. `hidden` are ids and codes that a shown field names for people.
 */
export const OPERATE_LOG_PAYLOAD = {
  shown: [
    { key: 'permissionName', label: 'payload.permission', show: 'text' },
    { key: 'url', label: 'payload.url', show: 'route' },
    { key: 'reason', label: 'payload.reason', show: 'text' },
    { key: 'grantedNames', label: 'payload.granted', show: 'text' },
    { key: 'appNames', label: 'payload.apps', show: 'text' },
    { key: 'account', label: 'account', show: 'text' },
    { key: 'phone', label: 'payload.phone', show: 'text' },
    { key: 'resource', label: 'resource', show: 'resource' },
    { key: 'fields', label: 'payload.fields', show: 'fieldAccess' },
    { key: 'columns', label: 'payload.columns', show: 'text' },
    { key: 'density', label: 'payload.density', show: 'text' },
    { key: 'viewName', label: 'payload.viewName', show: 'text' },
    { key: 'viewQuery', label: 'payload.viewQuery', show: 'text' },
    { key: 'shared', label: 'payload.shared', show: 'flag' },
    { key: 'defaultView', label: 'payload.defaultView', show: 'text' },
  ],
  hidden: ['permission', 'granted', 'apps', 'roleId', 'appId', 'accountId'],
} as const;

/** What a search log row records: a list shown, or an export downloaded. */
export const SEARCH_KINDS = ['list', 'export'] as const;

/** A resource the logs name: its definition's `name` and `label` (what its list is called). */
export interface LoggedResource {
  name: string;
  label: Readonly<Record<Lang, string>>;
}

const OPERATE_LOG = { name: 'operateLog', label: { zh: '操作日志', en: 'Operation log' } } as const;
const SEARCH_LOG = { name: 'searchLog', label: { zh: '查询日志', en: 'Search log' } } as const;

/**
 * Writes the operate log records that no resource definition makes: an application's
 * authorisations, and a person's table settings and saved views (docs/behaviour.md, "Lists").
 */
const LOGGED_OUTSIDE_DEFINITIONS: readonly LoggedResource[] = [
  { name: 'authorize', label: { zh: '应用授权', en: 'Authorisations' } },
  { name: 'tableSettings', label: { zh: '表格设置', en: 'Table settings' } },
  { name: 'savedView', label: { zh: '保存的视图', en: 'Saved view' } },
];

/** What both logs' rows begin with: the entry's id and `time` (epoch ms), and who acted. */
const WHO_ROW = {
  id: Type.Integer(),
  time: Type.Integer(),
  account: Type.String(),
  personName: Type.String(),
  companyName: Type.String(),
};

/** Both logs' first columns: when, and who (the person naming the row). */
const WHO_COLUMNS = [
  { key: 'time', label: 'time', sortable: true, format: 'time' },
  { key: 'personName', label: 'personName', isRowHeader: true },
  { key: 'account', label: 'account', format: 'code' },
  { key: 'companyName', label: 'companyName' },
] as const;

/** Both logs are read only: no create body, and an update that is never offered names its row. */
const READ_ONLY = { create: Type.Object({}), update: Type.Object({ id: Id }) };

/** Both logs' time range filters, epoch ms: from the start of one day to the end of another. */
const TIME_RANGE_FILTERS = { from: EpochMs, to: EpochMs };

/** The fields of {@link TIME_RANGE_FILTERS}, last in both logs' filter bars. */
const TIME_RANGE_FIELDS = [
  { key: 'from', label: 'from', input: 'from' },
  { key: 'to', label: 'to', input: 'to' },
] as const;

/**
 * The operate log's and the search log's definitions, whose `resource` column, filter and
 * messages name every resource of `definitions` (the registry's, docs/architecture.md, "One
 * registry"), the logs themselves and {@link LOGGED_OUTSIDE_DEFINITIONS}, each by its `label`:
 * a new definition is named there without an edit here. A name outside them is refused by the
 * filters (400).
 */
export function logResources(definitions: readonly LoggedResource[]) {
  const logged = [...definitions, OPERATE_LOG, SEARCH_LOG, ...LOGGED_OUTSIDE_DEFINITIONS];
  const names = logged.map(({ name }) => name);
  // Message ids made from the names at run time, so not among the ids the definitions' types
  // check: each is in both languages' messages below (a unit test checks every one).
  const resourceOptions = logged.map(({ name }) => ({ value: name, label: `resource.${name}` as never }));
  const resourceLabels: Readonly<Record<string, never>> = Object.fromEntries(
    resourceOptions.map(({ value, label }) => [value, label]),
  );
  const resourceMessages = (lang: Lang): Record<`resource.${string}`, string> =>
    Object.fromEntries(logged.map(({ name, label }) => [`resource.${name}`, label[lang]]));

  /**
   * The operate log: read and export only. A row: `time` epoch ms; who (`account`, `personName`,
   * `companyName` of the acting account); `action` and `resource`; `rowId` the changed row's id
   * (`''` for a refusal before any row) and `rowName` its name in the request's language (the
   * definition's `titleKey` in the row after, else before; `''` when there is none); `before` and `after` the row as JSON (null where there is
   * none: `before` of an add, `after` of a delete or a refusal); `requestId` the request number;
   * `clientIp` the caller's address. A platform administrator sees every company's; others their
   * own company's.
   */
  const operateLogResource = defineResource({
    ...OPERATE_LOG,
    menuUrl: 'operateLog',
    basePath: '/share-system/operateLog',
    permissions: { read: 'log:read', write: 'log:write' },
    operations: ['export'],
    idKey: 'id',
    titleKey: 'action',
    row: Type.Object({
      ...WHO_ROW,
      action: literals(OPERATE_ACTIONS),
      resource: Type.String(),
      rowId: Type.String(),
      rowName: Type.String(),
      before: Type.Unknown(),
      after: Type.Unknown(),
      requestId: Type.String(),
      clientIp: Type.String(),
    }),
    ...READ_ONLY,
    filters: {
      keyword: Keyword,
      action: literals(OPERATE_ACTIONS),
      resource: literals(names),
      ...TIME_RANGE_FILTERS,
    },
    sortKeys: ['time'],
    defaultSort: { key: 'time', order: 'desc' },
    title: 'operateLog',
    columns: [
      ...WHO_COLUMNS,
      {
        key: 'action',
        label: 'action',
        valueLabels: Object.fromEntries(
          OPERATE_ACTIONS.map((action) => [action, `action.${action}` as const]),
        ) as Record<OperateAction, `action.${OperateAction}`>,
      },
      {
        key: 'resource',
        label: 'resource',
        valueLabels: resourceLabels,
      },
      { key: 'rowName', label: 'rowName' },
      { key: 'requestId', label: 'requestId', format: 'code' },
      { key: 'clientIp', label: 'clientIp', format: 'code' },
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
      ...TIME_RANGE_FIELDS,
    ],
    messages: {
      zh: {
        ...sharedMessages.zh,
        ...resourceMessages('zh'),
        operateLog: '操作日志',
        action: '操作类型',
        rowName: '记录',
        requestId: '请求编号',
        clientIp: '客户端地址',
        before: '修改前',
        after: '修改后',
        compare: '查看修改',
        compareNamed: '查看第 {id} 条的修改',
        compareTitle: '修改前后对比',
        field: '字段',
        changed: '已修改',
        removedField: '已移除的字段',
        nothingShown: '这条记录没有可显示的字段。',
        close: '关闭',
        'payload.permission': '所需权限',
        'payload.url': '尝试的操作',
        'payload.reason': '原因',
        'payload.granted': '已分配的权限',
        'payload.apps': '已授权的应用',
        'payload.phone': '手机号码',
        'payload.fields': '表单字段权限',
        'payload.columns': '列设置',
        'payload.density': '行密度',
        'payload.viewName': '视图名称',
        'payload.viewQuery': '筛选、排序与每页条数',
        'payload.shared': '共享给本企业',
        'payload.defaultView': '默认视图',
        'fieldAccess.hidden': '隐藏',
        'fieldAccess.read': '只读',
        'fieldAccess.write': '可编辑',
        'action.add': '新增',
        'action.update': '修改',
        'action.delete': '删除',
        'action.refuse': '拒绝',
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
        'action.publish': '发布',
        'action.schedule': '定时发布',
        'action.withdraw': '撤回',
        'action.register': '注册',
        'action.approve': '同意',
        'action.reject': '驳回',
      },
      en: {
        ...sharedMessages.en,
        ...resourceMessages('en'),
        operateLog: 'operation log',
        action: 'Action',
        rowName: 'Record',
        requestId: 'Request',
        clientIp: 'Client address',
        before: 'Before',
        after: 'After',
        compare: 'Show changes',
        compareNamed: 'Show the changes of entry {id}',
        compareTitle: 'Before and after',
        field: 'Field',
        changed: 'Changed',
        removedField: 'Field no longer exists',
        nothingShown: 'This entry has no field to show.',
        close: 'Close',
        'payload.permission': 'Permission needed',
        'payload.url': 'Attempted action',
        'payload.reason': 'Reason',
        'payload.granted': 'Permissions assigned',
        'payload.apps': 'Authorised applications',
        'payload.phone': 'Mobile number',
        'payload.fields': 'Form field permissions',
        'payload.columns': 'Columns',
        'payload.density': 'Row density',
        'payload.viewName': 'View name',
        'payload.viewQuery': 'Filters, sort and page size',
        'payload.shared': 'Shared with the company',
        'payload.defaultView': 'Default view',
        'fieldAccess.hidden': 'Hidden',
        'fieldAccess.read': 'Read only',
        'fieldAccess.write': 'Editable',
        'action.add': 'Add',
        'action.update': 'Edit',
        'action.delete': 'Delete',
        'action.refuse': 'Refused',
        'action.enable': 'Enable',
        'action.disable': 'Disable',
        'action.resetPassword': 'Reset password',
        'action.move': 'Move',
        'action.attach': 'Attach account',
        'action.detach': 'Detach account',
        'action.grant': 'Assign permissions',
        'action.formPermissions': 'Form permissions',
        'action.assignRole': 'Assign role',
        'action.removeRole': 'Remove role',
        'action.revoke': 'Revoke',
        'action.publish': 'Publish',
        'action.schedule': 'Schedule',
        'action.withdraw': 'Withdraw',
        'action.register': 'Register',
        'action.approve': 'Approve',
        'action.reject': 'Reject',
      },
    },
  });

  /**
   * The search log: read and export only. A row: `time` epoch ms; who; `resource` the list's
   * resource; `kind` list or export; `conditions` the filters and sort in words, in the request's
   * language ("部门：采购部 · 状态：启用", labels and values from the resource's definition,
   * docs/screens.md "Log manage"); `filters` the query as JSON text (paging and sort included);
   * `total` how many rows matched. Only searches a person ran are recorded (docs/behaviour.md,
   * "Lists").
   */
  const searchLogResource = defineResource({
    ...SEARCH_LOG,
    menuUrl: 'searchLog',
    basePath: '/share-system/searchLog',
    permissions: { read: 'log:read', write: 'log:write' },
    operations: ['export'],
    idKey: 'id',
    titleKey: 'resource',
    row: Type.Object({
      ...WHO_ROW,
      resource: Type.String(),
      kind: literals(SEARCH_KINDS),
      conditions: Type.String(),
      filters: Type.String(),
      total: Type.Integer(),
    }),
    ...READ_ONLY,
    filters: {
      keyword: Keyword,
      resource: literals(names),
      kind: literals(SEARCH_KINDS),
      ...TIME_RANGE_FILTERS,
    },
    sortKeys: ['time', 'total'],
    defaultSort: { key: 'time', order: 'desc' },
    title: 'searchLog',
    columns: [
      ...WHO_COLUMNS,
      {
        key: 'resource',
        label: 'resource',
        valueLabels: resourceLabels,
      },
      { key: 'kind', label: 'kind', valueLabels: { list: 'kind.list', export: 'kind.export' } },
      { key: 'conditions', label: 'filters' },
      { key: 'total', label: 'total', sortable: true, format: 'number' },
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
      ...TIME_RANGE_FIELDS,
    ],
    messages: {
      zh: {
        ...sharedMessages.zh,
        ...resourceMessages('zh'),
        searchLog: '查询日志',
        kind: '类型',
        'kind.list': '查询',
        'kind.export': '导出',
        filters: '条件',
        total: '结果条数',
        condition: '{label}：{value}',
        conditionSeparator: ' · ',
        quoted: '“{text}”',
        sortAsc: '按{column}升序',
        sortDesc: '按{column}降序',
        noConditions: '全部（无筛选条件）',
        removedCondition: '{key}（已不是筛选条件）',
      },
      en: {
        ...sharedMessages.en,
        ...resourceMessages('en'),
        searchLog: 'search log',
        kind: 'Kind',
        'kind.list': 'List',
        'kind.export': 'Export',
        filters: 'Filters',
        total: 'Rows',
        condition: '{label}: {value}',
        conditionSeparator: ' · ',
        quoted: '“{text}”',
        sortAsc: 'Sorted by {column}, ascending',
        sortDesc: 'Sorted by {column}, descending',
        noConditions: 'Everything (no filters)',
        removedCondition: '{key} (no longer a filter)',
      },
    },
  });

  return { operateLogResource, searchLogResource };
}
