/**
 * Applications (menu `url` `appManagement`, docs/screens.md, "System"): each has its own menu tree,
 * and its id is the wire's `appId`. The menu, resource and secret screens offer them in their
 * application select; `/share-system/app/accessV2` answers them by platform code.
 */
import { Type } from 'typebox';
import { CODED_NAMED, defineResource, ENABLED, Flag, Keyword } from '../resource';

/** A platform code: an upper-case letter, then upper-case letters, digits or `_`, at most 32 (`COLLECT`, `BASE`). */
export const PLATFORM_CODE_PATTERN = '^[A-Z][A-Z0-9_]{0,31}$';

const PlatformCode = Type.String({ pattern: PLATFORM_CODE_PATTERN });
/** The place of an application in lists, smaller first: 0 to 9999. */
const Sort = Type.Integer({ minimum: 0, maximum: 9999 });

/**
 * The application resource. A row: `id` the `appId` (given by the server, the next free one),
 * `code` (unique, the `CODE_PATTERN` of roles, fixed once made), the names in both languages,
 * `platformCode` (the platform it belongs to), `sort` (smaller first) and `enabled` (`N`: left
 * out of `accessV2`). Nothing is deleted: menus, resources, secrets and authorisations hang on
 * an application, so one no longer used is disabled. Reading needs `menu:read` (the menu and
 * resource screens read the list too), writing `app:write`; both platform only.
 */
export const appResource = defineResource({
  name: 'app',
  menuUrl: 'appManagement',
  label: { zh: '应用', en: 'Applications' },
  basePath: '/share-system/app',
  permissions: { read: 'menu:read', write: 'app:write' },
  operations: ['add', 'update'],
  idKey: 'id',
  titleKey: CODED_NAMED.titleKey,
  row: Type.Object({
    ...CODED_NAMED.row,
    platformCode: Type.String(),
    sort: Type.Integer(),
    enabled: Flag,
  }),
  create: Type.Object(
    {
      ...CODED_NAMED.create,
      platformCode: PlatformCode,
      sort: Sort,
      enabled: Flag,
    },
    { additionalProperties: false },
  ),
  update: Type.Object(
    { ...CODED_NAMED.update, platformCode: PlatformCode, sort: Sort, enabled: Flag },
    { additionalProperties: false },
  ),
  filters: { keyword: Keyword, platformCode: PlatformCode },
  sortKeys: ['sort', 'code', 'platformCode'],
  defaultSort: { key: 'sort', order: 'asc' },
  title: 'app',
  columns: [
    ...CODED_NAMED.columns,
    { key: 'platformCode', label: 'platformCode', sortable: true, format: 'code' },
    { key: 'sort', label: 'sort', sortable: true, format: 'number' },
    ENABLED.column,
  ],
  fields: [
    ...CODED_NAMED.fields,
    { key: 'platformCode', label: 'platformCode', description: 'platformCodeHint', input: 'text' },
    { key: 'sort', label: 'sort', description: 'sortHint', input: 'number' },
    ENABLED.field,
  ],
  filterFields: [{ key: 'keyword', label: 'keyword', input: 'search' }],
  messages: {
    zh: {
      app: '应用',
      ...CODED_NAMED.messages.zh,
      codeHint: '字母开头，可含字母、数字和 _ - . :，不超过 64 个字符，创建后不能修改',
      platformCode: '平台编码',
      platformCodeHint: '大写字母开头，可含大写字母、数字和 _，如 COLLECT、BASE',
      sort: '排序',
      sortHint: '0 到 9999，小的在前',
      ...ENABLED.messages.zh,
      keyword: '搜索名称或编码',
    },
    en: {
      app: 'application',
      ...CODED_NAMED.messages.en,
      codeHint: 'A letter first, then letters, digits, _ - . or :, at most 64 characters; it cannot change later',
      platformCode: 'Platform code',
      platformCodeHint: 'An upper-case letter first, then upper-case letters, digits or _, such as COLLECT or BASE',
      sort: 'Order',
      sortHint: '0 to 9999, smaller first',
      ...ENABLED.messages.en,
      keyword: 'Search name or code',
    },
  },
});

/** The body of {@link appPaths} `accessV2`: the platform codes asked about (1 to 20). */
export const AppAccessQuery = Type.Object(
  { platformCodes: Type.Array(PlatformCode, { minItems: 1, maxItems: 20 }) },
  { additionalProperties: false },
);

/** One application `accessV2` answers: id (`appId`), code, name in the request's language, platform code. */
export const AppAccess = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  platformCode: Type.String(),
});

/** The application calls besides the resource's own. */
export const appPaths = {
  /**
   * `POST {platformCodes}`, any signed-in account: `data` the enabled applications of those
   * platforms the account is authorised for, `[{id, code, name, platformCode}]` in `sort` order.
   */
  accessV2: `${appResource.basePath}/accessV2`,
} as const;
