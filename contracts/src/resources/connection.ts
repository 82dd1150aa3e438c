/**
 * Connection targets of the platform (docs/screens.md, "System"): database addresses (menu `url`
 * `databaseAddress`) and server addresses (menu `url` `serverAddress`). Each keeps a secret (a
 * password or key) that the server stores and never sends back: a row says only whether one is
 * set, and an edit that leaves it empty keeps it.
 */
import { type Static, Type } from 'typebox';
import { defineResource, ENABLED_TONES, Flag, Id, Keyword } from '../resource';
import { CODE_PATTERN, NAME_MAX } from '../rules';

/** The longest address accepted, in characters. */
export const CONNECTION_URL_MAX = 500;

/** The two kinds of connection target: a `database` or a `server` address. */
export const ConnectionTarget = Type.Union([Type.Literal('database'), Type.Literal('server')]);
export type ConnectionTarget = Static<typeof ConnectionTarget>;

/**
 * Whether `url` is an address a connection target of `target` may hold (docs/screens.md,
 * "System"): it parses as a URL (WHATWG URL Standard) with a host, of scheme `postgres:`,
 * `postgresql:` or `mysql:` for a database, or `jdbc:` followed by such a URL of any
 * sub-protocol (`jdbc:mysql://db:3306/app`); `http:` or `https:` for a server.
 */
export function isConnectionUrl(target: ConnectionTarget, url: string): boolean {
  if (url.length > CONNECTION_URL_MAX || url.trim() !== url) return false;
  const parsed = (text: string) => {
    try {
      const value = new URL(text);
      return value.hostname === '' ? null : value;
    } catch {
      return null;
    }
  };
  if (target === 'server') {
    const value = parsed(url);
    return value !== null && (value.protocol === 'http:' || value.protocol === 'https:');
  }
  if (url.startsWith('jdbc:')) return /^[a-z][a-z0-9]*:\/\//.test(url.slice(5)) && parsed(url.slice(5)) !== null;
  const value = parsed(url);
  return value !== null && ['postgres:', 'postgresql:', 'mysql:'].includes(value.protocol);
}

const Code = Type.String({ pattern: CODE_PATTERN });
const Name = Type.String({ minLength: 1, maxLength: NAME_MAX });
const Url = Type.String({ minLength: 1, maxLength: CONNECTION_URL_MAX });
const UserName = Type.String({ maxLength: 64 });
/** The secret as the form sends it: a password field, RSA-encrypted (docs/behaviour.md, "Password fields"). */
const Secret = Type.Optional(Type.String({ maxLength: 1024 }));

const row = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  kind: Type.String(),
  url: Type.String(),
  userName: Type.String(),
  /** `Y` when a secret is stored; the secret itself is never answered. */
  secretSet: Flag,
  enabled: Flag,
});

const messages = {
  zh: {
    name: '名称',
    code: '编码',
    codeHint: '字母开头，可含字母、数字和 _ - . :，创建后不能修改',
    kind: '类型',
    url: '地址',
    userName: '用户名',
    password: '密码',
    passwordHint: '可不填；保存后不再显示',
    passwordKeepHint: '留空则保留原密码',
    secretSet: '密码',
    'secretSet.Y': '••••••',
    'secretSet.N': '未设置',
    enabled: '状态',
    enabledYes: '启用',
    enabledNo: '停用',
    keyword: '搜索名称、编码或地址',
  },
  en: {
    name: 'Name',
    code: 'Code',
    codeHint: 'A letter first, then letters, digits, _ - . or :; it cannot change later',
    kind: 'Kind',
    url: 'Address',
    userName: 'User name',
    password: 'Password',
    passwordHint: 'Optional; never shown again once saved',
    passwordKeepHint: 'Leave empty to keep the current password',
    secretSet: 'Password',
    'secretSet.Y': '••••••',
    'secretSet.N': 'Not set',
    enabled: 'Status',
    enabledYes: 'Enabled',
    enabledNo: 'Disabled',
    keyword: 'Search name, code or address',
  },
} as const;

const columns = [
  { key: 'name', label: 'name', isRowHeader: true },
  { key: 'code', label: 'code', sortable: true, format: 'code' },
  { key: 'kind', label: 'kind', valueLabels: {} },
  { key: 'url', label: 'url' },
  { key: 'userName', label: 'userName', format: 'code' },
  { key: 'secretSet', label: 'secretSet', valueLabels: { Y: 'secretSet.Y', N: 'secretSet.N' } },
  { key: 'enabled', label: 'enabled', valueLabels: { Y: 'enabledYes', N: 'enabledNo' }, valueTones: ENABLED_TONES },
] as const;

const commonFields = (urlHint: 'urlHint') =>
  [
    { key: 'code', label: 'code', description: 'codeHint', input: 'text', on: 'create' },
    { key: 'name', label: 'name', input: 'text' },
    { key: 'url', label: 'url', description: urlHint, input: 'text' },
    { key: 'userName', label: 'userName', input: 'text' },
    { key: 'password', label: 'password', description: 'passwordHint', input: 'password', on: 'create' },
    { key: 'password', label: 'password', description: 'passwordKeepHint', input: 'password', on: 'update' },
    { key: 'enabled', label: 'enabled', input: 'flag' },
  ] as const;

/** What a database address may be: its engine. */
export const DatabaseKind = Type.Union([
  Type.Literal('postgresql'),
  Type.Literal('mysql'),
  Type.Literal('oracle'),
  Type.Literal('sqlserver'),
]);

/**
 * Database addresses. A row: `code` (unique among them, fixed once made), `name`, `kind` (the
 * engine), `url` ({@link isConnectionUrl} of `database`), `userName`, `secretSet` and `enabled`.
 * Add and update take the secret in `password`, encrypted like every password field; on update
 * an absent or empty one keeps the stored secret. Platform administrators only.
 */
export const databaseAddressResource = defineResource({
  name: 'databaseAddress',
  menuUrl: 'databaseAddress',
  label: { zh: '数据库地址', en: 'Database addresses' },
  basePath: '/share-system/databaseAddress',
  permissions: { read: 'databaseAddress:read', write: 'databaseAddress:write' },
  operations: ['add', 'update', 'delete'],
  idKey: 'id',
  titleKey: 'name',
  row,
  create: Type.Object(
    { code: Code, name: Name, kind: DatabaseKind, url: Url, userName: UserName, password: Secret, enabled: Flag },
    { additionalProperties: false },
  ),
  update: Type.Object(
    { id: Id, name: Name, kind: DatabaseKind, url: Url, userName: UserName, password: Secret, enabled: Flag },
    { additionalProperties: false },
  ),
  filters: { keyword: Keyword },
  sortKeys: ['code', 'name'],
  defaultSort: { key: 'code', order: 'asc' },
  title: 'databaseAddress',
  columns: columns.map((column) =>
    column.key === 'kind'
      ? {
          ...column,
          valueLabels: {
            postgresql: 'kind.postgresql',
            mysql: 'kind.mysql',
            oracle: 'kind.oracle',
            sqlserver: 'kind.sqlserver',
          } as const,
        }
      : column,
  ),
  fields: [
    ...commonFields('urlHint').slice(0, 2),
    {
      key: 'kind',
      label: 'kind',
      input: 'select',
      options: [
        { value: 'postgresql', label: 'kind.postgresql' },
        { value: 'mysql', label: 'kind.mysql' },
        { value: 'oracle', label: 'kind.oracle' },
        { value: 'sqlserver', label: 'kind.sqlserver' },
      ],
    },
    ...commonFields('urlHint').slice(2),
  ],
  filterFields: [{ key: 'keyword', label: 'keyword', input: 'search' }],
  messages: {
    zh: {
      ...messages.zh,
      databaseAddress: '数据库地址',
      urlHint: '如 postgresql://db.example.com:5432/app、mysql://… 或 jdbc:mysql://…',
      'kind.postgresql': 'PostgreSQL',
      'kind.mysql': 'MySQL',
      'kind.oracle': 'Oracle',
      'kind.sqlserver': 'SQL Server',
    },
    en: {
      ...messages.en,
      databaseAddress: 'database address',
      urlHint: 'Such as postgresql://db.example.com:5432/app, mysql://… or jdbc:mysql://…',
      'kind.postgresql': 'PostgreSQL',
      'kind.mysql': 'MySQL',
      'kind.oracle': 'Oracle',
      'kind.sqlserver': 'SQL Server',
    },
  },
});

/** What a server address serves. */
export const ServerKind = Type.Union([Type.Literal('api'), Type.Literal('file'), Type.Literal('web')]);

/**
 * Server addresses: the same shape as {@link databaseAddressResource}, `kind` what the server
 * serves, `url` an `http(s)://` address. `/purchase/ipConfig/getUrl {code}` answers an enabled
 * one's `url`. Platform administrators only.
 */
export const serverAddressResource = defineResource({
  name: 'serverAddress',
  menuUrl: 'serverAddress',
  label: { zh: '服务器地址', en: 'Server addresses' },
  basePath: '/share-system/serverAddress',
  permissions: { read: 'serverAddress:read', write: 'serverAddress:write' },
  operations: ['add', 'update', 'delete'],
  idKey: 'id',
  titleKey: 'name',
  row,
  create: Type.Object(
    { code: Code, name: Name, kind: ServerKind, url: Url, userName: UserName, password: Secret, enabled: Flag },
    { additionalProperties: false },
  ),
  update: Type.Object(
    { id: Id, name: Name, kind: ServerKind, url: Url, userName: UserName, password: Secret, enabled: Flag },
    { additionalProperties: false },
  ),
  filters: { keyword: Keyword },
  sortKeys: ['code', 'name'],
  defaultSort: { key: 'code', order: 'asc' },
  title: 'serverAddress',
  columns: columns.map((column) =>
    column.key === 'kind'
      ? { ...column, valueLabels: { api: 'kind.api', file: 'kind.file', web: 'kind.web' } as const }
      : column,
  ),
  fields: [
    ...commonFields('urlHint').slice(0, 2),
    {
      key: 'kind',
      label: 'kind',
      input: 'select',
      options: [
        { value: 'api', label: 'kind.api' },
        { value: 'file', label: 'kind.file' },
        { value: 'web', label: 'kind.web' },
      ],
    },
    ...commonFields('urlHint').slice(2),
  ],
  filterFields: [{ key: 'keyword', label: 'keyword', input: 'search' }],
  messages: {
    zh: {
      ...messages.zh,
      serverAddress: '服务器地址',
      urlHint: '以 http:// 或 https:// 开头，如 https://files.example.com',
      'kind.api': '接口服务',
      'kind.file': '文件服务',
      'kind.web': '网页服务',
    },
    en: {
      ...messages.en,
      serverAddress: 'server address',
      urlHint: 'Starting with http:// or https://, such as https://files.example.com',
      'kind.api': 'API',
      'kind.file': 'Files',
      'kind.web': 'Web',
    },
  },
});

/** The body of `getUrl`: the server address's code. */
export const ServerUrlQuery = Type.Object({ code: Code }, { additionalProperties: false });

/** The connection calls besides the two resources. */
export const connectionPaths = {
  /**
   * `POST {code}`, any signed-in account: `data` the `url` of the enabled server address of that
   * code; code 404 (HTTP 200) when there is none.
   */
  serverUrl: '/purchase/ipConfig/getUrl',
} as const;
