/**
 * The data dictionary (docs/screens.md, "System"): dictionary types (menu `url` `dataDictionary`)
 * and their items, the code list (menu `url` `codeList`). Two definitions rather than one
 * master-detail screen: the code list filters its items by type, and a type's row links nothing
 * else. Other screens offer a type's items through the `dictionary` field input.
 */
import { Type } from 'typebox';
import { CODED_NAMED, defineResource, ENABLED, Flag, Id, Keyword } from '../resource';
import { CODE_PATTERN, NAME_MAX } from '../rules';

const Code = Type.String({ pattern: CODE_PATTERN });
const Name = Type.String({ minLength: 1, maxLength: NAME_MAX });
/** The place of an item in its type's list, smaller first: 0 to 9999. */
const Order = Type.Integer({ minimum: 0, maximum: 9999 });

/**
 * Dictionary types. A row: `code` (unique, fixed once made: screens name a type by it), the names
 * in both languages, `enabled` (`N`: its items are offered nowhere), `itemCount` its items. A type
 * that still has items is not deleted: the refusal says how many (delete the items first).
 * Platform administrators only (`dictionary:read` / `dictionary:write`).
 */
export const dictionaryTypeResource = defineResource({
  name: 'dictionaryType',
  menuUrl: 'dataDictionary',
  label: { zh: '字典类型', en: 'Dictionary types' },
  basePath: '/share-system/dictionary/type',
  permissions: { read: 'dictionary:read', write: 'dictionary:write' },
  operations: ['add', 'update', 'delete'],
  idKey: 'id',
  titleKey: CODED_NAMED.titleKey,
  row: Type.Object({
    ...CODED_NAMED.row,
    enabled: Flag,
    itemCount: Type.Integer(),
  }),
  create: Type.Object({ ...CODED_NAMED.create, enabled: Flag }, { additionalProperties: false }),
  update: Type.Object({ ...CODED_NAMED.update, enabled: Flag }, { additionalProperties: false }),
  filters: { keyword: Keyword, enabled: Flag },
  sortKeys: ['code', 'itemCount'],
  defaultSort: { key: 'code', order: 'asc' },
  title: 'dictionaryType',
  columns: [
    ...CODED_NAMED.columns,
    ENABLED.column,
    { key: 'itemCount', label: 'itemCount', sortable: true, format: 'number' },
  ],
  fields: [...CODED_NAMED.fields, ENABLED.field],
  filterFields: [{ key: 'keyword', label: 'keyword', input: 'search' }],
  messages: {
    zh: {
      dictionaryType: '字典类型',
      ...CODED_NAMED.messages.zh,
      codeHint: '字母开头，可含字母、数字和 _ - . :，不超过 64 个字符，创建后不能修改',
      ...ENABLED.messages.zh,
      itemCount: '代码数',
      keyword: '搜索名称或编码',
    },
    en: {
      dictionaryType: 'dictionary type',
      ...CODED_NAMED.messages.en,
      codeHint: 'A letter first, then letters, digits, _ - . or :, at most 64 characters; it cannot change later',
      ...ENABLED.messages.en,
      itemCount: 'Codes',
      keyword: 'Search name or code',
    },
  },
});

/**
 * Dictionary items, the code list. A row: its type (`typeId`, `typeCode`, `typeName` in the
 * request's language), `code` (unique within the type, fixed once made), the labels in both
 * languages, `order` (smaller first) and `enabled`. Platform administrators only.
 */
export const dictionaryItemResource = defineResource({
  name: 'dictionaryItem',
  menuUrl: 'codeList',
  label: { zh: '代码', en: 'Codes' },
  basePath: '/share-system/dictionary/item',
  permissions: { read: 'dictionary:read', write: 'dictionary:write' },
  operations: ['add', 'update', 'delete'],
  idKey: 'id',
  titleKey: { zh: 'labelZh', en: 'labelEn' },
  row: Type.Object({
    id: Type.Integer(),
    typeId: Type.Integer(),
    typeCode: Type.String(),
    typeName: Type.String(),
    code: Type.String(),
    labelZh: Type.String(),
    labelEn: Type.String(),
    order: Type.Integer(),
    enabled: Flag,
  }),
  create: Type.Object(
    { typeId: Id, code: Code, labelZh: Name, labelEn: Name, order: Order, enabled: Flag },
    { additionalProperties: false },
  ),
  update: Type.Object(
    { id: Id, labelZh: Name, labelEn: Name, order: Order, enabled: Flag },
    { additionalProperties: false },
  ),
  filters: { keyword: Keyword, typeId: Id, enabled: Flag },
  sortKeys: ['order', 'code'],
  defaultSort: { key: 'order', order: 'asc' },
  title: 'dictionaryItem',
  columns: [
    { key: 'labelZh', label: 'labelZh', isRowHeader: true },
    { key: 'labelEn', label: 'labelEn' },
    { key: 'code', label: 'code', sortable: true, format: 'code' },
    { key: 'typeName', label: 'type' },
    { key: 'order', label: 'order', sortable: true, format: 'number' },
    ENABLED.column,
  ],
  fields: [
    { key: 'typeId', label: 'type', input: 'reference', reference: dictionaryTypeResource, on: 'create' },
    { key: 'code', label: 'code', description: 'codeHint', input: 'text', on: 'create' },
    { key: 'labelZh', label: 'labelZh', input: 'text' },
    { key: 'labelEn', label: 'labelEn', input: 'text' },
    { key: 'order', label: 'order', description: 'orderHint', input: 'number' },
    ENABLED.field,
  ],
  filterFields: [
    { key: 'typeId', label: 'type', input: 'reference', reference: dictionaryTypeResource },
    { key: 'keyword', label: 'keyword', input: 'search' },
  ],
  messages: {
    zh: {
      dictionaryItem: '代码',
      type: '字典类型',
      labelZh: '中文名称',
      labelEn: '英文名称',
      code: '编码',
      codeHint: '字母开头，可含字母、数字和 _ - . :，同一类型内唯一，创建后不能修改',
      order: '排序',
      orderHint: '0 到 9999，小的在前',
      ...ENABLED.messages.zh,
      keyword: '搜索名称或编码',
    },
    en: {
      dictionaryItem: 'code',
      type: 'Dictionary type',
      labelZh: 'Chinese label',
      labelEn: 'English label',
      code: 'Code',
      codeHint: 'A letter first, then letters, digits, _ - . or :; unique within the type; it cannot change later',
      order: 'Order',
      orderHint: '0 to 9999, smaller first',
      ...ENABLED.messages.en,
      keyword: 'Search label or code',
    },
  },
});

/** One item as the console's selects offer it: its code and its label in the request's language. */
export const DictionaryOption = Type.Object({ code: Type.String(), label: Type.String() });

/** The body of {@link dictionaryPaths} `items`: the type's code. */
export const DictionaryItemsQuery = Type.Object({ typeCode: Code }, { additionalProperties: false });

/** The dictionary's calls besides its two resources. */
export const dictionaryPaths = {
  /**
   * `POST {typeCode}`, any signed-in account: `data` the type's enabled items, `[{code, label}]`
   * in order, labels in the request's language; `[]` for an unknown or disabled type.
   */
  items: '/share-system/dictionary/items',
} as const;
