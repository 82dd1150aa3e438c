/**
 * Approval processes (docs/screens.md, "Approval processes"): process types (`processType`) group
 * process templates (`processTemplate`); a template's ordered steps each name who approves them.
 * Rows belong to a company: an enterprise administrator sees and edits only their company's.
 */
import { type Static, Type } from 'typebox';
import { defineResource, Id, Keyword } from '../resource';
import { NAME_MAX } from '../rules';
import { CODE_PATTERN } from './access';

const Code = Type.String({ pattern: CODE_PATTERN });
const Name = Type.String({ minLength: 1, maxLength: NAME_MAX });

/**
 * Process types (menu `url` `processType`): a code unique in the company and names in both
 * languages; `templateCount` the templates of the type. A type with templates is not deleted.
 * Reading needs `process:read`, writing `process:write`.
 */
export const processTypeResource = defineResource({
  name: 'processType',
  menuUrl: 'processType',
  basePath: '/share-workflow/processType',
  permissions: { read: 'process:read', write: 'process:write' },
  operations: ['add', 'update', 'delete'],
  idKey: 'id',
  titleKey: { zh: 'nameZh', en: 'nameEn' },
  row: Type.Object({
    id: Type.Integer(),
    code: Type.String(),
    nameZh: Type.String(),
    nameEn: Type.String(),
    companyName: Type.String(),
    templateCount: Type.Integer(),
  }),
  create: Type.Object({ code: Code, nameZh: Name, nameEn: Name }, { additionalProperties: false }),
  update: Type.Object({ id: Id, nameZh: Name, nameEn: Name }, { additionalProperties: false }),
  filters: { keyword: Keyword },
  sortKeys: ['code', 'templateCount'],
  defaultSort: { key: 'code', order: 'asc' },
  title: 'processType',
  columns: [
    { key: 'nameZh', label: 'nameZh', isRowHeader: true },
    { key: 'nameEn', label: 'nameEn' },
    { key: 'code', label: 'code', sortable: true },
    { key: 'companyName', label: 'company' },
    { key: 'templateCount', label: 'templateCount', sortable: true },
  ],
  fields: [
    { key: 'code', label: 'code', description: 'codeHint', input: 'text', on: 'create' },
    { key: 'nameZh', label: 'nameZh', input: 'text' },
    { key: 'nameEn', label: 'nameEn', input: 'text' },
  ],
  filterFields: [{ key: 'keyword', label: 'keyword', input: 'search' }],
  messages: {
    zh: {
      processType: '流程类型',
      nameZh: '中文名称',
      nameEn: '英文名称',
      code: '编码',
      codeHint: '字母开头，可含字母、数字和 _ - . :，不超过 64 个字符',
      company: '所属企业',
      templateCount: '模板数',
      keyword: '搜索名称或编码',
    },
    en: {
      processType: 'process type',
      nameZh: 'Chinese name',
      nameEn: 'English name',
      code: 'Code',
      codeHint: 'A letter first, then letters, digits, _ - . or :, at most 64 characters',
      company: 'Company',
      templateCount: 'Templates',
      keyword: 'Search name or code',
    },
  },
});

/**
 * Who approves a step: every account holding role `roleId` (`role`), the head of the
 * applicant's unit (`unitHead`), or the accounts `accountIds` (`people`).
 */
export const ApproverRule = Type.Union([Type.Literal('role'), Type.Literal('unitHead'), Type.Literal('people')]);

/**
 * One step of a template, in order: its names and its approver rule. `roleId` is set for the
 * `role` rule only, `accountIds` (1 to 20 accounts) for `people` only.
 */
export const ProcessStep = Type.Object(
  {
    nameZh: Name,
    nameEn: Name,
    rule: ApproverRule,
    roleId: Type.Optional(Id),
    accountIds: Type.Optional(Type.Array(Id, { maxItems: 20 })),
  },
  { additionalProperties: false },
);
/** {@link ProcessStep} as a type. */
export type ProcessStep = Static<typeof ProcessStep>;

/** The most steps a template holds. */
export const PROCESS_STEPS_MAX = 20;

const Steps = Type.Array(ProcessStep, { maxItems: PROCESS_STEPS_MAX });

/**
 * Process templates (menu `url` `processTemplate`): a type (`typeId`), names, and the ordered
 * `steps` ({@link ProcessStep}). A template with no step, or with a step whose rule names nobody
 * (a role no account of the company holds, an empty people list, an account of another company),
 * is refused on `steps` (docs/behaviour.md, "Approval processes"). Reading needs
 * `process:read`, writing `process:write`.
 */
export const processTemplateResource = defineResource({
  name: 'processTemplate',
  menuUrl: 'processTemplate',
  basePath: '/share-workflow/processTemplate',
  permissions: { read: 'process:read', write: 'process:write' },
  operations: ['add', 'update', 'delete'],
  idKey: 'id',
  titleKey: { zh: 'nameZh', en: 'nameEn' },
  row: Type.Object({
    id: Type.Integer(),
    typeId: Type.Integer(),
    typeName: Type.String(),
    nameZh: Type.String(),
    nameEn: Type.String(),
    companyName: Type.String(),
    steps: Type.Array(ProcessStep),
    stepCount: Type.Integer(),
  }),
  create: Type.Object({ typeId: Id, nameZh: Name, nameEn: Name, steps: Steps }, { additionalProperties: false }),
  update: Type.Object(
    { id: Id, typeId: Id, nameZh: Name, nameEn: Name, steps: Steps },
    { additionalProperties: false },
  ),
  filters: { keyword: Keyword, typeId: Id },
  sortKeys: ['nameZh', 'stepCount'],
  defaultSort: { key: 'nameZh', order: 'asc' },
  title: 'processTemplate',
  columns: [
    { key: 'nameZh', label: 'nameZh', isRowHeader: true, sortable: true },
    { key: 'nameEn', label: 'nameEn' },
    { key: 'typeName', label: 'type' },
    { key: 'stepCount', label: 'stepCount', sortable: true },
    { key: 'companyName', label: 'company' },
  ],
  fields: [
    { key: 'typeId', label: 'type', input: 'reference', reference: processTypeResource },
    { key: 'nameZh', label: 'nameZh', input: 'text' },
    { key: 'nameEn', label: 'nameEn', input: 'text' },
  ],
  filterFields: [
    { key: 'keyword', label: 'keyword', input: 'search' },
    { key: 'typeId', label: 'type', input: 'reference', reference: processTypeResource },
  ],
  messages: {
    zh: {
      processTemplate: '流程模板',
      nameZh: '中文名称',
      nameEn: '英文名称',
      type: '流程类型',
      stepCount: '步骤数',
      company: '所属企业',
      keyword: '搜索名称',
    },
    en: {
      processTemplate: 'process template',
      nameZh: 'Chinese name',
      nameEn: 'English name',
      type: 'Process type',
      stepCount: 'Steps',
      company: 'Company',
      keyword: 'Search name',
    },
  },
});
