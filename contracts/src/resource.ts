/**
 * The resource definition: one per management screen (docs/architecture.md, "Resources"). From
 * it the server's CRUD factory makes the list, detail, add, update, delete and export routes with
 * their schemas, permission checks and operate log, and the console's generic list and form
 * screens make the table, the filter bar and the form. A screen is its definition plus, at most,
 * a small file of what is particular to it.
 */
import { type Static, type TObject, type TProperties, Type } from 'typebox';
import { CODE_PATTERN, DAY_PATTERN, EPOCH_MS_MAX, INT4_MAX, KEYWORD_MAX, NAME_MAX } from './rules';
import { PageQuery, SortOrder } from './paging';
import type { MenuIconName } from './screens';

/** The languages of the console and the server. */
export type Lang = 'zh' | 'en';

/** The operations a resource offers besides list and detail. */
export type ResourceOperation = 'add' | 'update' | 'delete' | 'export';

/**
 * A resource's own texts in both languages, keyed by message id (ICU message syntax, as the
 * console's catalogues). They travel with the definition rather than in the console's catalogue,
 * so a management screen's words load with the screen, and the server names the same columns in
 * its exports.
 */
export type ResourceMessages<K extends string> = Record<Lang, Record<K, string>>;

/**
 * How a column shows its value, which is also how its cells lay out (docs/behaviour.md, "Lists"):
 * free text (`text`, `list`) stays on one line cut with an ellipsis, the whole text on hover and
 * focus; every other format, and a column with `valueLabels`, is one token that never wraps, so a
 * table too wide for its place scrolls sideways instead.
 */
export type ColumnFormat =
  /** As text: free text (a name, a description), cut at 32 characters with the whole on hover and focus. */
  | 'text'
  /** An identifier as people type it (a code, an account, a phone number, an address): one line. */
  | 'code'
  /** A day `yyyy-MM-dd` as the row gives it: one line, tabular figures. */
  | 'date'
  /** Epoch ms as `yyyy-MM-dd HH:mm:ss` (docs/behaviour.md, "Formats and limits"): one line. */
  | 'time'
  /** A count or quantity, in the reader's digit grouping: one line, right-aligned, tabular figures. */
  | 'number'
  /** A short label the server gives as text (a state, a kind, a category's name): one line. */
  | 'state'
  /** `Y` / `N` as yes or no: one line. */
  | 'flag'
  /** An amount in yuan, as CNY in the reader's language (docs/behaviour.md, "Formats and limits"): one line, right-aligned. */
  | 'money'
  /** An image URL, shown as a small image named by the row. */
  | 'image'
  /** A list of texts, joined: free text, cut as `text` is. */
  | 'list'
  /** A place among siblings counted from 0 (`sort`), shown counted from 1. */
  | 'position';

/** How a state reads at a glance: the tone of its badge in a list (`valueTones` of a column). */
export type StateTone = 'neutral' | 'info' | 'success' | 'warning' | 'destructive';

/** The tones of a `Y` / `N` enabled flag: enabled reads as success, disabled as neutral. */
export const ENABLED_TONES = { Y: 'success', N: 'neutral' } as const satisfies Record<'Y' | 'N', StateTone>;

/** The field names of a row schema; any name for an open row (`ResourceDefinition` without arguments). */
export type RowKey<TRow extends TObject> = unknown extends Static<TRow> ? string : Extract<keyof Static<TRow>, string>;

/** One column of the list: a field of the row (`Key`, the row's field names). */
export interface ResourceColumn<Key extends string, K extends string> {
  key: Key;
  /** Message id of the header. */
  label: K;
  /** Whether the column sorts; its key must then be one of the definition's `sortKeys`. */
  sortable?: boolean;
  /** @default 'text' */
  format?: ColumnFormat;
  /** Values of an enumerated column (a state, one line): the message id of each value's label. */
  valueLabels?: Readonly<Record<string, K>>;
  /**
   * For a state: the tone of each value's badge (DESIGN.md, "Tables": a dot and the label, the
   * colour from the tokens, never colour alone). Without it the labels show as plain text.
   */
  valueTones?: Readonly<Record<string, StateTone>>;
  /** Whether this column's cell names the row (`rowheader`). One column should. */
  isRowHeader?: boolean;
}

/** How a form field is entered. */
export type FieldInput =
  | 'text'
  /** A password field: sent encrypted (docs/behaviour.md, "Password fields"). */
  | 'password'
  /** An image chosen from a file, sent as a `data:` URL. */
  | 'image'
  /** `Y` / `N` as a switch. */
  | 'flag'
  /** One of `options`. */
  | 'select'
  /** A unit of the company's organisation tree, by id. */
  | 'unit'
  /** A row of another resource, by id: the one `reference` names (a role's type). */
  | 'reference'
  /** An integer, typed or stepped (an order). */
  | 'number'
  /** A code of a dictionary type's enabled items: the one `dictionary` names (docs/screens.md, "System"). */
  | 'dictionary'
  /**
   * Any JSON value (a template's ordered steps), entered in the screen's own editor for the
   * field (`editors` of the console's list screen and form); its refusals show under it.
   */
  | 'custom';

/** One field of the add and edit forms: a field of the create or update body. */
export interface ResourceField<K extends string> {
  key: string;
  /** Message id of the label. */
  label: K;
  /** Message id of a hint shown under the field. */
  description?: K;
  input: FieldInput;
  /** For `select`: each value and the message id of its label. */
  options?: readonly { value: string; label: K }[];
  /** For `reference`: the resource whose rows are offered, by id, each named by {@link titleOf}. */
  reference?: ResourceDefinition;
  /** For `reference`: filters of the reference's list that narrow what is offered (`{group: 'N'}`). */
  referenceFilters?: Readonly<Record<string, string | number>>;
  /** For `dictionary`: the code of the dictionary type whose enabled items are offered, by code. */
  dictionary?: string;
  /** Which forms show it. @default 'both' */
  on?: 'create' | 'update' | 'both';
  /**
   * The row field that names this field's value for people, where it is not the column or detail
   * of the same label: the operate log's comparison shows that one, not this field's id
   * (docs/screens.md, "Log manage"). A `reference` or `unit` field is named by the column or
   * detail that has its label (`templateId` by `templateName`, both "流程模板") unless it says
   * otherwise here.
   */
  shownBy?: string;
}

/** One filter of the list's filter bar: a field of the list query. */
export interface ResourceFilter<K extends string> {
  key: string;
  /** Message id of the label. */
  label: K;
  /**
   * `search` a keyword (Enter applies it), `select` one of `options`, `unit` a unit of the
   * company, `reference` a row of another resource, `dictionary` an item of a dictionary type,
   * `from` / `to` the bounds of a time range (epoch ms, a day chosen in the calendar).
   */
  input: 'search' | 'select' | 'unit' | 'reference' | 'dictionary' | 'from' | 'to';
  options?: readonly { value: string; label: K }[];
  /** For `dictionary`: the code of the dictionary type whose enabled items are offered, by code. */
  dictionary?: string;
  /** For `reference`: the resource whose rows are offered, by id. */
  reference?: ResourceDefinition;
  /** For `reference`: filters of the reference's list that narrow what is offered. */
  referenceFilters?: Readonly<Record<string, string | number>>;
  /**
   * A filter by company, for a platform administrator only (everyone else sees one company): it
   * is shown to them alone (docs/behaviour.md, "Lists").
   */
  platformCompany?: boolean;
}

/** The API paths of a resource, all `POST` except the download of `export` (GET or POST). */
export interface ResourcePaths {
  list: string;
  detail: string;
  add: string;
  update: string;
  delete: string;
  /**
   * The bulk delete `{ids}` (`BulkBody` → `BulkResult`), registered where `delete` is: each row
   * authorised and logged as its own delete, in one transaction (docs/behaviour.md, "Lists").
   */
  deleteMany: string;
  /**
   * The ids of every row the list's filters find, in its sort (paging aside), for "select all
   * matching": the list query without `pageNum` and `pageSize` → `{total, ids}`, at most
   * `BULK_MAX` ids (docs/behaviour.md, "Lists", bulk work). Needs the read permission.
   */
  ids: string;
  export: string;
}

/**
 * A definition's menu entry in the base data (docs/architecture.md, "One registry"): the entry
 * `code` (snake_case, unique in the menu tree) goes last in the menu group whose code is `group`,
 * opens the definition's `menuUrl`, is named by its `label` and shows `icon`. It holds the
 * resources `permissions.read` (查看 / View) and `permissions.write` (编辑 / Edit), named after
 * the definition's title and label; the entry and both codes are granted to each role of the base
 * data in `grantedTo` (the platform administrator holds every resource anyway). The server does not
 * start when the group or a role is not in the base data or the code is taken, and says which
 * definition is wrong.
 */
export interface MenuPlacement {
  group: string;
  code: string;
  icon: MenuIconName;
  grantedTo: readonly string[];
}

/** What a definition says; {@link defineResource} adds the paths and the list query. */
export interface ResourceSpec<
  TRow extends TObject,
  TCreate extends TObject,
  TUpdate extends TObject,
  TFilters extends TProperties,
  TSort extends string,
  K extends string,
  TUrl extends string = string,
> {
  /** The resource's code: names it in permissions and in the operate log (`company`). */
  name: string;
  /**
   * The menu `url` of its screen (`companyManage`): one of the screens a menu entry can name
   * (`SCREEN_URLS`), shown by the console's generic list unless a screen of its own has that url.
   */
  menuUrl: TUrl;
  /**
   * What its list is called, in each language (企业 / Companies): the operate and search logs name
   * a row's resource by it (docs/screens.md, "Log manage").
   */
  label: Readonly<Record<Lang, string>>;
  /**
   * Where the base data puts its menu entry when the base data's menu tree does not write it out,
   * as for a screen made by `pnpm new:screen` (docs/architecture.md, "One registry"): see
   * {@link MenuPlacement}.
   */
  menu?: MenuPlacement;
  /** The path every route of it starts with (`/share-system/company`). */
  basePath: string;
  /**
   * The permission codes a role must grant: `read` for list, detail and export, `write` for every
   * change. Refused calls answer 403 and are logged.
   */
  permissions: { read: string; write: string };
  /** Which operations it offers besides list and detail. */
  operations: readonly ResourceOperation[];
  /** The row field that identifies a row; detail, update and delete take it as `id`. */
  idKey: string;
  /**
   * The row field that names a row to people (the delete confirmation quotes it; a reference
   * offers it), or one field per language for a row named in both (`nameZh` / `nameEn`).
   */
  titleKey: string | Readonly<Record<Lang, string>>;
  /** A row of the list and the answer of detail, add and update. */
  row: TRow;
  /** The body of add. */
  create: TCreate;
  /** The body of update, `id` included. */
  update: TUpdate;
  /** The list's filters (each optional), besides paging and sort. */
  filters: TFilters;
  /** The keys the list sorts by. A `sortKey` outside them answers 400. */
  sortKeys: readonly [TSort, ...TSort[]];
  /** The order of a list that names none. */
  defaultSort: { key: TSort; order: 'asc' | 'desc' };
  /** Message id of the resource's name, singular (企业 / company). */
  title: NoInfer<K>;
  columns: readonly ResourceColumn<RowKey<TRow>, NoInfer<K>>[];
  /**
   * Fields of the row a person reads that the list does not show (a unit's parent, a step's
   * position): the operate log's comparison shows them beside the columns and the form fields
   * (docs/screens.md, "Log manage"). Every other field of the row is an id or an internal key, and
   * is not shown there.
   */
  details?: readonly ResourceColumn<RowKey<TRow>, NoInfer<K>>[];
  fields: readonly ResourceField<NoInfer<K>>[];
  filterFields: readonly ResourceFilter<NoInfer<K>>[];
  /** The texts; every message id above must be a key, in both languages. */
  messages: ResourceMessages<K>;
}

/**
 * A complete resource definition: the `ResourceSpec` above, its paths and its list query schema.
 * Without type arguments it stands for any definition (the row type is then open, since a
 * column's `key` is checked against its own definition's row).
 */
export interface ResourceDefinition<
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any row: see above
  TRow extends TObject = any,
  TCreate extends TObject = TObject,
  TUpdate extends TObject = TObject,
  TFilters extends TProperties = TProperties,
  TSort extends string = string,
  K extends string = string,
  TUrl extends string = string,
> extends ResourceSpec<TRow, TCreate, TUpdate, TFilters, TSort, K, TUrl> {
  paths: ResourcePaths;
  /**
   * The list query: `pageNum`, `pageSize`, optional `sortKey` and `order`, and the filters; no
   * other field (400).
   */
  listQuery: TObject;
}

/** A search keyword filter: at most 50 characters, matched literally (`%` and `_` are text). */
export const Keyword = Type.String({ maxLength: KEYWORD_MAX });

/** An id in a body: a positive integer within the database's `integer` column ({@link INT4_MAX}). */
export const Id = Type.Integer({ minimum: 1, maximum: INT4_MAX });

/**
 * A time in a body: epoch ms from 1970 to the end of the year 9999 ({@link EPOCH_MS_MAX}), as the
 * database's `timestamptz` takes it.
 */
export const EpochMs = Type.Integer({ minimum: 0, maximum: EPOCH_MS_MAX });

/** A calendar day in a body: `yyyy-MM-dd` of the years 1900 to 9999 ({@link DAY_PATTERN}). */
export const Day = Type.String({ pattern: DAY_PATTERN });

/** The body of detail and delete: `{id}`. */
export const IdBody = Type.Object({ id: Id }, { additionalProperties: false });

/** `Y` or `N`, the platform's flags (`hiddenFlag`, `default`, `enabled`). */
export const Flag = Type.Union([Type.Literal('Y'), Type.Literal('N')]);

/**
 * What every coded, bilingual-named resource (a role type, a major, a dictionary type) repeats
 * (docs/architecture.md, "Resources"): a row named by a unique `code` ({@link CODE_PATTERN}),
 * entered on the add form only and fixed once made, and by its names in both languages, `nameZh`
 * and `nameEn` (1 to {@link NAME_MAX} characters each). The messages leave `codeHint` to the
 * definition: it says where the code is unique. Parts that a definition spreads into its own, each
 * where its order says, rather than a function that writes the definition: where they go differs
 * (a resource's entry and a project dictionary entry's kind come before the code), and a
 * definition still reads top to bottom with every column, field and message it has.
 */
export const CODED_NAMED = {
  /** The row's `id`, `code`, `nameZh` and `nameEn`, in that order. */
  row: { id: Type.Integer(), code: Type.String(), nameZh: Type.String(), nameEn: Type.String() },
  /** The add body's `code` and names. */
  create: {
    code: Type.String({ pattern: CODE_PATTERN }),
    nameZh: Type.String({ minLength: 1, maxLength: NAME_MAX }),
    nameEn: Type.String({ minLength: 1, maxLength: NAME_MAX }),
  },
  /** The update body's `id` and names: the code does not change. */
  update: {
    id: Id,
    nameZh: Type.String({ minLength: 1, maxLength: NAME_MAX }),
    nameEn: Type.String({ minLength: 1, maxLength: NAME_MAX }),
  },
  /** A row is named by its name in the reader's language. */
  titleKey: { zh: 'nameZh', en: 'nameEn' },
  /** The names first, the Chinese one naming the row, then the code, which sorts. */
  columns: [
    { key: 'nameZh', label: 'nameZh', isRowHeader: true },
    { key: 'nameEn', label: 'nameEn' },
    { key: 'code', label: 'code', sortable: true, format: 'code' },
  ],
  /** The code (add form only, hinted by `codeHint`), then the names. */
  fields: [
    { key: 'code', label: 'code', description: 'codeHint', input: 'text', on: 'create' },
    { key: 'nameZh', label: 'nameZh', input: 'text' },
    { key: 'nameEn', label: 'nameEn', input: 'text' },
  ],
  /** The labels of the columns and fields above, but `codeHint`. */
  messages: {
    zh: { nameZh: '中文名称', nameEn: '英文名称', code: '编码' },
    en: { nameZh: 'Chinese name', nameEn: 'English name', code: 'Code' },
  },
} as const;

/**
 * What every resource with an `enabled` flag (`Y` / `N`) repeats: its column, a state with the
 * {@link ENABLED_TONES}, its switch on the forms and their labels.
 */
export const ENABLED = {
  column: {
    key: 'enabled',
    label: 'enabled',
    valueLabels: { Y: 'enabledYes', N: 'enabledNo' },
    valueTones: ENABLED_TONES,
  },
  field: { key: 'enabled', label: 'enabled', input: 'flag' },
  messages: {
    zh: { enabled: '状态', enabledYes: '启用', enabledNo: '停用' },
    en: { enabled: 'Status', enabledYes: 'Enabled', enabledNo: 'Disabled' },
  },
} as const;

/** Completes a `ResourceSpec` into a definition: paths under `basePath` and the list query schema. */
export function defineResource<
  TRow extends TObject,
  TCreate extends TObject,
  TUpdate extends TObject,
  TFilters extends TProperties,
  TSort extends string,
  K extends string,
  const TUrl extends string,
>(
  spec: ResourceSpec<TRow, TCreate, TUpdate, TFilters, TSort, K, TUrl>,
): ResourceDefinition<TRow, TCreate, TUpdate, TFilters, TSort, K, TUrl> {
  const path = (operation: string) => `${spec.basePath}/${operation}`;
  return {
    ...spec,
    paths: {
      list: path('list'),
      detail: path('detail'),
      add: path('add'),
      update: path('update'),
      delete: path('delete'),
      deleteMany: path('deleteMany'),
      ids: path('ids'),
      export: path('export'),
    },
    listQuery: Type.Object(
      {
        ...PageQuery.properties,
        sortKey: Type.Optional(Type.Union(spec.sortKeys.map((key) => Type.Literal(key)))),
        order: Type.Optional(SortOrder),
        ...Object.fromEntries(Object.entries(spec.filters).map(([key, schema]) => [key, Type.Optional(schema)])),
      },
      { additionalProperties: false },
    ),
  };
}

/** The name of `row` of `definition` for people reading `lang` (its `titleKey`). */
export function titleOf(definition: ResourceDefinition, row: Record<string, unknown>, lang: Lang): string {
  const key = typeof definition.titleKey === 'string' ? definition.titleKey : definition.titleKey[lang];
  const value = row[key];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** The list query of a definition as a type: paging, sort and its filters. */
export type ListQuery<D extends ResourceDefinition> = Static<typeof PageQuery> & {
  sortKey?: D['sortKeys'][number];
  order?: 'asc' | 'desc';
} & Partial<{ [P in keyof D['filters']]: Static<D['filters'][P]> }>;

/** A row of a definition as a type. */
export type RowOf<D extends ResourceDefinition> = Static<D['row']>;
