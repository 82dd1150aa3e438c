/**
 * Reports (docs/screens.md, "Reports"): read-only, parameterised figures over the purchasing data.
 * A report is a row naming one of the fixed {@link REPORT_KINDS}, each a query written in the
 * server's code with typed parameters: no query text ever comes from a person. `reportResource`
 * manages the rows (menu `url` `reportManagement`); `myReportResource` lists the reports a caller
 * may run (menu `url` `myReport`), and `reportPaths` run one and export its result (menu `url`
 * `reportDetail`, opened with `?reportId=`).
 */
import { type Static, Type } from 'typebox';
import { CODED_NAMED, defineResource, Id, Keyword } from '../resource';
import { CODE_PATTERN, NAME_MAX } from '../rules';

/**
 * The report kinds the server implements, each one query:
 * - `spendByMonth`: the amount of the contracts signed per China calendar month (yuan);
 * - `spendBySupplier`: the amount of the contracts signed per supplier, the `topN` largest (yuan);
 * - `applicationsByStatus`: how many approval applications were made per status (pending: in review,
 *   approved, rejected).
 */
export const REPORT_KINDS = ['spendByMonth', 'spendBySupplier', 'applicationsByStatus'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** The charts a report may be drawn as: the design system's bar, line and donut charts. */
export const REPORT_CHARTS = ['bar', 'line', 'donut'] as const;
export type ReportChart = (typeof REPORT_CHARTS)[number];

/** The contract kinds a spend report may be narrowed to; `all` for every kind. */
export const REPORT_CONTRACT_KINDS = ['all', 'goods', 'engineering', 'service'] as const;
export type ReportContractKind = (typeof REPORT_CONTRACT_KINDS)[number];

/** The longest period a report covers, in days (a year, a leap one included). */
export const REPORT_RANGE_DAYS_MAX = 366;

/** The most rows a `topN` report answers. */
export const REPORT_TOP_N_MAX = 50;

/** A day in ms, for the report period's length. */
export const DAY_MS = 86_400_000;

/** The longest list of accounts or roles a report is shared with, in characters. */
export const REPORT_SHARES_MAX = 500;

const Kind = Type.Union([
  Type.Literal('spendByMonth'),
  Type.Literal('spendBySupplier'),
  Type.Literal('applicationsByStatus'),
]);
const Chart = Type.Union([Type.Literal('bar'), Type.Literal('line'), Type.Literal('donut')]);
const ContractKind = Type.Union([
  Type.Literal('all'),
  Type.Literal('goods'),
  Type.Literal('engineering'),
  Type.Literal('service'),
]);
const RangeDays = Type.Integer({ minimum: 1, maximum: REPORT_RANGE_DAYS_MAX });
const TopN = Type.Integer({ minimum: 1, maximum: REPORT_TOP_N_MAX });
const Code = Type.String({ pattern: CODE_PATTERN });
const Name = Type.String({ minLength: 1, maxLength: NAME_MAX });
const Description = Type.String({ maxLength: 200 });
/** Account names (or role codes) separated by commas, spaces or `、`. */
const Shares = Type.String({ maxLength: REPORT_SHARES_MAX });

const row = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  nameZh: Type.String(),
  nameEn: Type.String(),
  description: Type.String(),
  kind: Type.String(),
  chart: Type.String(),
  /** The default period: the last `rangeDays` days up to now. */
  rangeDays: Type.Integer(),
  topN: Type.Integer(),
  contractKind: Type.String(),
  /** The accounts it is shared with, by account name, separated by `, `. */
  shareAccounts: Type.String(),
  /** The roles it is shared with, by role code, separated by `, `. */
  shareRoles: Type.String(),
  ownerName: Type.String(),
  companyName: Type.String(),
});

const messages = {
  zh: {
    report: '报表',
    code: '编码',
    codeHint: '字母开头，可含字母、数字和 _ - . :，创建后不能修改',
    nameZh: '中文名称',
    nameEn: '英文名称',
    description: '说明',
    kind: '报表类型',
    'kind.spendByMonth': '按月合同金额',
    'kind.spendBySupplier': '按供应商合同金额',
    'kind.applicationsByStatus': '按状态统计申请',
    chart: '图表',
    'chart.bar': '柱状图',
    'chart.line': '折线图',
    'chart.donut': '环形图',
    rangeDays: '默认统计天数',
    rangeDaysHint: '截至今天的天数，1 到 366',
    topN: '前 N 名',
    topNHint: '按供应商报表显示的行数，1 到 50',
    contractKind: '合同类别',
    'contractKind.all': '全部',
    'contractKind.goods': '货物',
    'contractKind.engineering': '工程',
    'contractKind.service': '服务',
    shareAccounts: '共享给账号',
    shareAccountsHint: '本企业的账号名，用逗号或空格分隔',
    shareRoles: '共享给角色',
    shareRolesHint: '角色编码，用逗号或空格分隔，如 enterprise_staff',
    ownerName: '创建人',
    companyName: '企业',
    keyword: '搜索编码或名称',
  },
  en: {
    report: 'report',
    code: 'Code',
    codeHint: 'A letter first, then letters, digits, _ - . or :; it cannot change later',
    nameZh: 'Chinese name',
    nameEn: 'English name',
    description: 'Description',
    kind: 'Report kind',
    'kind.spendByMonth': 'Contract spend by month',
    'kind.spendBySupplier': 'Contract spend by supplier',
    'kind.applicationsByStatus': 'Applications by status',
    chart: 'Chart',
    'chart.bar': 'Bar chart',
    'chart.line': 'Line chart',
    'chart.donut': 'Donut chart',
    rangeDays: 'Default period in days',
    rangeDaysHint: 'Days up to today, 1 to 366',
    topN: 'Top N',
    topNHint: 'Rows of the by-supplier report, 1 to 50',
    contractKind: 'Contract kind',
    'contractKind.all': 'All',
    'contractKind.goods': 'Goods',
    'contractKind.engineering': 'Engineering',
    'contractKind.service': 'Services',
    shareAccounts: 'Shared with accounts',
    shareAccountsHint: 'Account names of the company, separated by commas or spaces',
    shareRoles: 'Shared with roles',
    shareRolesHint: 'Role codes, separated by commas or spaces, such as enterprise_staff',
    ownerName: 'Owner',
    companyName: 'Company',
    keyword: 'Search code or name',
  },
} as const;

const kindLabels = {
  spendByMonth: 'kind.spendByMonth',
  spendBySupplier: 'kind.spendBySupplier',
  applicationsByStatus: 'kind.applicationsByStatus',
} as const;
const chartLabels = { bar: 'chart.bar', line: 'chart.line', donut: 'chart.donut' } as const;

const editable = {
  nameZh: Name,
  nameEn: Name,
  description: Description,
  kind: Kind,
  chart: Chart,
  rangeDays: RangeDays,
  topN: TopN,
  contractKind: ContractKind,
  shareAccounts: Shares,
  shareRoles: Shares,
};

/**
 * Report definitions of the caller's company (a platform account sees every company's), needing
 * `report:read` / `report:write`. A row: `code` (unique in the company, fixed once made), the names
 * in both languages, `kind` (one of {@link REPORT_KINDS}), `chart`, the default parameters
 * (`rangeDays` 1 to 366, `topN` 1 to 50, `contractKind`), the shares (account names of the
 * company, role codes the company may hold) and, read only, the owner (who made it) and company.
 */
export const reportResource = defineResource({
  name: 'report',
  menuUrl: 'reportManagement',
  label: { zh: '报表', en: 'Reports' },
  basePath: '/share-system/report',
  permissions: { read: 'report:read', write: 'report:write' },
  operations: ['add', 'update', 'delete'],
  idKey: 'id',
  titleKey: CODED_NAMED.titleKey,
  row,
  create: Type.Object({ code: Code, ...editable }, { additionalProperties: false }),
  update: Type.Object({ id: Id, ...editable }, { additionalProperties: false }),
  filters: { keyword: Keyword, kind: Kind },
  sortKeys: ['code', 'nameZh'],
  defaultSort: { key: 'code', order: 'asc' },
  title: 'report',
  columns: [
    { key: 'nameZh', label: 'nameZh', isRowHeader: true, sortable: true },
    { key: 'nameEn', label: 'nameEn' },
    { key: 'code', label: 'code', sortable: true, format: 'code' },
    { key: 'kind', label: 'kind', valueLabels: kindLabels },
    { key: 'chart', label: 'chart', valueLabels: chartLabels },
    { key: 'shareAccounts', label: 'shareAccounts' },
    { key: 'shareRoles', label: 'shareRoles' },
    { key: 'ownerName', label: 'ownerName' },
    { key: 'companyName', label: 'companyName' },
  ],
  fields: [
    ...CODED_NAMED.fields,
    { key: 'description', label: 'description', input: 'text' },
    {
      key: 'kind',
      label: 'kind',
      input: 'select',
      options: REPORT_KINDS.map((value) => ({ value, label: kindLabels[value] })),
    },
    {
      key: 'chart',
      label: 'chart',
      input: 'select',
      options: REPORT_CHARTS.map((value) => ({ value, label: chartLabels[value] })),
    },
    { key: 'rangeDays', label: 'rangeDays', description: 'rangeDaysHint', input: 'number' },
    { key: 'topN', label: 'topN', description: 'topNHint', input: 'number' },
    {
      key: 'contractKind',
      label: 'contractKind',
      input: 'select',
      options: REPORT_CONTRACT_KINDS.map((value) => ({ value, label: `contractKind.${value}` as const })),
    },
    { key: 'shareAccounts', label: 'shareAccounts', description: 'shareAccountsHint', input: 'text' },
    { key: 'shareRoles', label: 'shareRoles', description: 'shareRolesHint', input: 'text' },
  ],
  filterFields: [
    { key: 'keyword', label: 'keyword', input: 'search' },
    {
      key: 'kind',
      label: 'kind',
      input: 'select',
      options: REPORT_KINDS.map((value) => ({ value, label: kindLabels[value] })),
    },
  ],
  messages,
});

/**
 * The reports the caller may run (`report:run`): of the caller's current company, those it made,
 * those shared with its account and those shared with a role it holds. Read only; the same rows as
 * {@link reportResource}.
 */
export const myReportResource = defineResource({
  name: 'myReport',
  menuUrl: 'myReport',
  label: { zh: '我的报表', en: 'My reports' },
  basePath: '/share-system/myReport',
  permissions: { read: 'report:run', write: 'report:run' },
  operations: [],
  idKey: 'id',
  titleKey: { zh: 'nameZh', en: 'nameEn' },
  row,
  create: Type.Object({}),
  update: Type.Object({ id: Id }),
  filters: { keyword: Keyword },
  sortKeys: ['code', 'nameZh'],
  defaultSort: { key: 'code', order: 'asc' },
  title: 'report',
  columns: [
    { key: 'nameZh', label: 'nameZh', isRowHeader: true, sortable: true },
    { key: 'nameEn', label: 'nameEn' },
    { key: 'description', label: 'description' },
    { key: 'kind', label: 'kind', valueLabels: kindLabels },
    { key: 'ownerName', label: 'ownerName' },
  ],
  fields: [],
  filterFields: [{ key: 'keyword', label: 'keyword', input: 'search' }],
  messages,
});

/**
 * The parameters of a run: the report, and what overrides its defaults. `from` and `to` bound the
 * period (epoch ms, `from` ≤ `to`, at most {@link REPORT_RANGE_DAYS_MAX} days apart; without
 * them, the last `rangeDays` days up to now); `topN` 1 to 50; `contractKind`.
 */
export const ReportRunQuery = Type.Object(
  {
    id: Id,
    from: Type.Optional(Type.Integer({ minimum: 0, maximum: 4_102_444_800_000 })),
    to: Type.Optional(Type.Integer({ minimum: 0, maximum: 4_102_444_800_000 })),
    topN: Type.Optional(TopN),
    contractKind: Type.Optional(ContractKind),
  },
  { additionalProperties: false },
);
export type ReportRunQuery = Static<typeof ReportRunQuery>;

/** One row of a result: its key (a month `YYYY-MM`, a supplier id, a status), label and value. */
export const ReportResultRow = Type.Object({ key: Type.String(), label: Type.String(), value: Type.Number() });
export type ReportResultRow = Static<typeof ReportResultRow>;

/**
 * A run's result: the parameters it ran with (period in epoch ms), what `value` measures
 * (`amount` in yuan or a `count`), and the rows in order (months ascending, suppliers by amount
 * descending, statuses in their fixed order).
 */
export const ReportResult = Type.Object({
  kind: Kind,
  chart: Chart,
  measure: Type.Union([Type.Literal('amount'), Type.Literal('count')]),
  from: Type.Integer(),
  to: Type.Integer(),
  topN: Type.Integer(),
  contractKind: ContractKind,
  rows: Type.Array(ReportResultRow),
});
export type ReportResult = Static<typeof ReportResult>;

/** The calls of the report screen besides the two resources. */
export const reportPaths = {
  /** `POST` {@link ReportRunQuery}, `report:run`: the {@link ReportResult}. */
  run: '/share-system/myReport/run',
  /** Download (GET or POST, `report:run`): the same parameters as strings; the result as `.xlsx`. */
  export: '/share-system/myReport/export',
} as const;
