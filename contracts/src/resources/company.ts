/**
 * Company manage (menu `url` `companyManage`): the companies on the platform, their unified
 * social credit code, names, logo and which one is the group's default (docs/screens.md,
 * "Company manage").
 */
import { Type } from 'typebox';
import { defineResource, Flag, Id, Keyword } from '../resource';
import { BIN_CODE_PATTERN, COMPANY_NAME_MAX, NAME_MAX } from '../rules';

const fields = {
  binCode: Type.String({ pattern: BIN_CODE_PATTERN }),
  name: Type.String({ minLength: 1, maxLength: NAME_MAX }),
  companyName: Type.String({ minLength: 1, maxLength: COMPANY_NAME_MAX }),
  defaultFlag: Flag,
};

/**
 * The company resource. A row: `logoUrl` null without a logo; `defaultFlag` `Y` for the one
 * default company of the group (setting another clears it); `peopleCount` its accounts;
 * `createTime` epoch ms. Add and update take the logo as a `data:` URL (JPG/JPEG/PNG/BMP, under
 * 5 MB, 80 x 80 pixels, checked on both sides with `imageProblem`); on update an absent `logo`
 * keeps it and `null` removes it. Only a platform administrator sees other companies; an
 * enterprise administrator sees and edits their own.
 */
export const companyResource = defineResource({
  name: 'company',
  menuUrl: 'companyManage',
  label: { zh: '企业', en: 'Companies' },
  basePath: '/share-system/company',
  permissions: { read: 'company:read', write: 'company:write' },
  operations: ['add', 'update', 'export'],
  idKey: 'id',
  titleKey: 'name',
  row: Type.Object({
    id: Type.Integer(),
    ...fields,
    logoUrl: Type.Union([Type.String(), Type.Null()]),
    peopleCount: Type.Integer(),
    createTime: Type.Integer(),
  }),
  create: Type.Object({ ...fields, logo: Type.Optional(Type.String()) }, { additionalProperties: false }),
  update: Type.Object(
    { id: Id, ...fields, logo: Type.Optional(Type.Union([Type.String(), Type.Null()])) },
    { additionalProperties: false },
  ),
  filters: { keyword: Keyword, defaultFlag: Flag },
  sortKeys: ['binCode', 'name', 'peopleCount', 'createTime'],
  defaultSort: { key: 'createTime', order: 'desc' },
  title: 'company',
  columns: [
    { key: 'logoUrl', label: 'logo', format: 'image' },
    { key: 'name', label: 'name', sortable: true, isRowHeader: true },
    { key: 'binCode', label: 'binCode', sortable: true, format: 'code' },
    { key: 'companyName', label: 'companyName' },
    { key: 'defaultFlag', label: 'defaultFlag', format: 'flag' },
    { key: 'peopleCount', label: 'peopleCount', sortable: true, format: 'number' },
    { key: 'createTime', label: 'createTime', sortable: true, format: 'time' },
  ],
  fields: [
    { key: 'binCode', label: 'binCode', description: 'binCodeHint', input: 'text' },
    { key: 'name', label: 'name', description: 'nameHint', input: 'text' },
    { key: 'companyName', label: 'companyName', input: 'text' },
    { key: 'logo', label: 'logo', description: 'logoHint', input: 'image' },
    { key: 'defaultFlag', label: 'defaultFlag', description: 'defaultFlagHint', input: 'flag' },
  ],
  filterFields: [
    { key: 'keyword', label: 'keyword', input: 'search' },
    {
      key: 'defaultFlag',
      label: 'defaultFlag',
      input: 'select',
      options: [
        { value: 'Y', label: 'yes' },
        { value: 'N', label: 'no' },
      ],
    },
  ],
  messages: {
    zh: {
      company: '企业',
      binCode: '统一社会信用代码',
      binCodeHint: '18 位，数字和大写字母',
      name: '企业简称',
      nameHint: '不超过 30 个字符',
      companyName: '企业全称',
      logo: '企业标志',
      logoHint: '支持 JPG、JPEG、PNG、BMP 格式，小于 5 MB，尺寸 80 × 80 像素',
      defaultFlag: '默认企业',
      defaultFlagHint: '集团只有一个默认企业，设为默认会取消原来的默认企业',
      peopleCount: '人数',
      createTime: '创建时间',
      keyword: '搜索代码或名称',
      yes: '是',
      no: '否',
    },
    en: {
      company: 'company',
      binCode: 'Unified social credit code',
      binCodeHint: '18 digits and capital letters',
      name: 'Short name',
      nameHint: 'At most 30 characters',
      companyName: 'Registered name',
      logo: 'Logo',
      logoHint: 'JPG, JPEG, PNG or BMP, under 5 MB, 80 × 80 pixels',
      defaultFlag: 'Default company',
      defaultFlagHint: 'The group has one default company; making this one the default clears the other',
      peopleCount: 'People',
      createTime: 'Created',
      keyword: 'Search code or name',
      yes: 'Yes',
      no: 'No',
    },
  },
});
