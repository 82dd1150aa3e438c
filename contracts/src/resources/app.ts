/**
 * Applications (docs/screens.md, "Access"): each has its own menu tree, and its id is the wire's
 * `appId`. Read only here: the menu and resource screens offer them in their application select.
 */
import { Type } from 'typebox';
import { defineResource, Id, Keyword } from '../resource';

/**
 * The application resource: list and detail only. A row: `id` the `appId`, `code`, the names in
 * both languages. Reading needs `menu:read`, since only the menu and resource screens use it.
 */
export const appResource = defineResource({
  name: 'app',
  menuUrl: 'appManagement',
  basePath: '/share-system/app',
  permissions: { read: 'menu:read', write: 'menu:write' },
  operations: [],
  idKey: 'id',
  titleKey: { zh: 'nameZh', en: 'nameEn' },
  row: Type.Object({
    id: Type.Integer(),
    code: Type.String(),
    nameZh: Type.String(),
    nameEn: Type.String(),
  }),
  create: Type.Object({}),
  update: Type.Object({ id: Id }),
  filters: { keyword: Keyword },
  sortKeys: ['sort', 'code'],
  defaultSort: { key: 'sort', order: 'asc' },
  title: 'app',
  columns: [
    { key: 'nameZh', label: 'nameZh', isRowHeader: true },
    { key: 'nameEn', label: 'nameEn' },
    { key: 'code', label: 'code', sortable: true },
  ],
  fields: [],
  filterFields: [{ key: 'keyword', label: 'keyword', input: 'search' }],
  messages: {
    zh: { app: '应用', nameZh: '中文名称', nameEn: '英文名称', code: '编码', keyword: '搜索名称或编码' },
    en: {
      app: 'application',
      nameZh: 'Chinese name',
      nameEn: 'English name',
      code: 'Code',
      keyword: 'Search name or code',
    },
  },
});
