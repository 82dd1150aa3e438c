/**
 * The project management set (docs/screens.md, "Projects"): the construction and engineering
 * projects a company runs, their contracts, participating organisations, people and stages, and
 * the shared lists they draw on (majors, project roles, duties, the project dictionary). Each
 * screen is one resource definition on the generic list and form screens, except the analysis,
 * a read-only call of aggregated figures.
 */
import { Type } from 'typebox';
import { CODED_NAMED, Day, defineResource, ENABLED, Flag, Id, Keyword } from '../resource';
import { CODE_PATTERN, COMPANY_NAME_MAX, NAME_MAX } from '../rules';
import { personResource } from './person';

const Code = Type.String({ pattern: CODE_PATTERN });
const Name = Type.String({ minLength: 1, maxLength: NAME_MAX });
/** A project's, contract's or organisation's name: 1 to 100 characters. */
const LongName = Type.String({ minLength: 1, maxLength: COMPANY_NAME_MAX });
/** A day, or `''` for none (an open end). */
const OptionalDay = Type.Union([Type.Literal(''), Day]);
/** An amount of money in yuan, 0 to 999,999,999,999 (stored as `numeric(14,2)`). */
const Amount = Type.Number({ minimum: 0, maximum: 999_999_999_999 });
/** The place of a stage in its project's process, smaller first: 0 to 9999. */
const Order = Type.Integer({ minimum: 0, maximum: 9999 });
const NullableId = Type.Union([Id, Type.Null()]);

const nameMessages = {
  zh: {
    ...CODED_NAMED.messages.zh,
    codeHint: '字母开头，可含字母、数字和 _ - . :，创建后不能修改',
    keyword: '搜索名称或编码',
  },
  en: {
    ...CODED_NAMED.messages.en,
    codeHint: 'A letter first, then letters, digits, _ - . or :, at most 64 characters; it cannot change later',
    keyword: 'Search name or code',
  },
} as const;

/**
 * Majors (menu `url` `majorManage`): the disciplines a project belongs to (civil, electrical...),
 * shared by every company. A row: `code` (unique, fixed once made), names in both languages,
 * `enabled` (`N`: not offered to new projects) and `projectCount`, the projects on it (every
 * company's). A major a project is on is not deleted (400, `majorInUse`). Read by anyone holding
 * `major:read`; written by platform administrators (`major:write`).
 */
export const majorResource = defineResource({
  name: 'major',
  menuUrl: 'majorManage',
  label: { zh: '专业', en: 'Majors' },
  basePath: '/share-project/major',
  permissions: { read: 'major:read', write: 'major:write' },
  operations: ['add', 'update', 'delete'],
  idKey: 'id',
  titleKey: CODED_NAMED.titleKey,
  row: Type.Object({ ...CODED_NAMED.row, enabled: Flag, projectCount: Type.Integer() }),
  create: Type.Object({ ...CODED_NAMED.create, enabled: Flag }, { additionalProperties: false }),
  update: Type.Object({ ...CODED_NAMED.update, enabled: Flag }, { additionalProperties: false }),
  filters: { keyword: Keyword, enabled: Flag },
  sortKeys: ['code', 'projectCount'],
  defaultSort: { key: 'code', order: 'asc' },
  title: 'major',
  columns: [
    ...CODED_NAMED.columns,
    ENABLED.column,
    { key: 'projectCount', label: 'projectCount', sortable: true, format: 'number' },
  ],
  fields: [...CODED_NAMED.fields, ENABLED.field],
  filterFields: [{ key: 'keyword', label: 'keyword', input: 'search' }],
  messages: {
    zh: { ...nameMessages.zh, major: '专业', ...ENABLED.messages.zh, projectCount: '项目数' },
    en: { ...nameMessages.en, major: 'major', ...ENABLED.messages.en, projectCount: 'Projects' },
  },
});

/**
 * Project roles (menu `url` `projectRoles`): what a person is on a project (project manager,
 * site engineer...), shared by every company. A row: `code`, names, `holderCount` (the people
 * holding it on any project). A role someone holds is not deleted (400, `projectRoleInUse`).
 */
export const projectRoleResource = defineResource({
  name: 'projectRole',
  menuUrl: 'projectRoles',
  label: { zh: '项目角色', en: 'Project roles' },
  basePath: '/share-project/role',
  permissions: { read: 'projectRole:read', write: 'projectRole:write' },
  operations: ['add', 'update', 'delete'],
  idKey: 'id',
  titleKey: CODED_NAMED.titleKey,
  row: Type.Object({
    ...CODED_NAMED.row,
    holderCount: Type.Integer(),
  }),
  create: Type.Object({ ...CODED_NAMED.create }, { additionalProperties: false }),
  update: Type.Object({ ...CODED_NAMED.update }, { additionalProperties: false }),
  filters: { keyword: Keyword },
  sortKeys: ['code', 'holderCount'],
  defaultSort: { key: 'code', order: 'asc' },
  title: 'projectRole',
  columns: [...CODED_NAMED.columns, { key: 'holderCount', label: 'holderCount', sortable: true, format: 'number' }],
  fields: CODED_NAMED.fields,
  filterFields: [{ key: 'keyword', label: 'keyword', input: 'search' }],
  messages: {
    zh: { ...nameMessages.zh, projectRole: '项目角色', holderCount: '担任人数' },
    en: { ...nameMessages.en, projectRole: 'project role', holderCount: 'Holders' },
  },
});

/**
 * Duties (menu `url` `duty`): the responsibilities a person carries on a project (quality, safety,
 * cost...), shared by every company. A row: `code`, names, `description` (`''` for none) and
 * `holderCount`. A duty someone carries is not deleted (400, `dutyInUse`).
 */
export const dutyResource = defineResource({
  name: 'duty',
  menuUrl: 'duty',
  label: { zh: '职责', en: 'Duties' },
  basePath: '/share-project/duty',
  permissions: { read: 'duty:read', write: 'duty:write' },
  operations: ['add', 'update', 'delete'],
  idKey: 'id',
  titleKey: CODED_NAMED.titleKey,
  row: Type.Object({
    ...CODED_NAMED.row,
    description: Type.String(),
    holderCount: Type.Integer(),
  }),
  create: Type.Object(
    { ...CODED_NAMED.create, description: Type.String({ maxLength: 200 }) },
    { additionalProperties: false },
  ),
  update: Type.Object(
    { ...CODED_NAMED.update, description: Type.String({ maxLength: 200 }) },
    { additionalProperties: false },
  ),
  filters: { keyword: Keyword },
  sortKeys: ['code', 'holderCount'],
  defaultSort: { key: 'code', order: 'asc' },
  title: 'duty',
  columns: [
    ...CODED_NAMED.columns,
    { key: 'description', label: 'description' },
    { key: 'holderCount', label: 'holderCount', sortable: true, format: 'number' },
  ],
  fields: [
    ...CODED_NAMED.fields,
    { key: 'description', label: 'description', description: 'descriptionHint', input: 'text' },
  ],
  filterFields: [{ key: 'keyword', label: 'keyword', input: 'search' }],
  messages: {
    zh: {
      ...nameMessages.zh,
      duty: '职责',
      description: '说明',
      descriptionHint: '不超过 200 个字符，可不填',
      holderCount: '承担人数',
    },
    en: {
      ...nameMessages.en,
      duty: 'duty',
      description: 'Description',
      descriptionHint: 'At most 200 characters; optional',
      holderCount: 'Holders',
    },
  },
});

/** The kinds of entries of the project dictionary: a project's state or its kind. */
const ProjectCodeKind = Type.Union([Type.Literal('state'), Type.Literal('kind')]);

/**
 * The project dictionary (menu `url` `projectDictionary`): the states and kinds a project may
 * have, shared by every company. A row: `kind` (`state` or `kind`), `code` (unique within its
 * kind, fixed once made), names, `order` (smaller first) and `projectCount`. An entry a project
 * uses is not deleted (400, `projectCodeInUse`). Its own small table rather than the generic data
 * dictionary, so that a project references its state and kind by key and one in use cannot vanish.
 */
export const projectCodeResource = defineResource({
  name: 'projectCode',
  menuUrl: 'projectDictionary',
  label: { zh: '项目字典', en: 'Project dictionary' },
  basePath: '/share-project/code',
  permissions: { read: 'projectCode:read', write: 'projectCode:write' },
  operations: ['add', 'update', 'delete'],
  idKey: 'id',
  titleKey: CODED_NAMED.titleKey,
  row: Type.Object({
    id: Type.Integer(),
    kind: ProjectCodeKind,
    code: Type.String(),
    nameZh: Type.String(),
    nameEn: Type.String(),
    order: Type.Integer(),
    projectCount: Type.Integer(),
  }),
  create: Type.Object({ kind: ProjectCodeKind, ...CODED_NAMED.create, order: Order }, { additionalProperties: false }),
  update: Type.Object({ ...CODED_NAMED.update, order: Order }, { additionalProperties: false }),
  filters: { keyword: Keyword, kind: ProjectCodeKind },
  sortKeys: ['order', 'code'],
  defaultSort: { key: 'order', order: 'asc' },
  title: 'projectCode',
  columns: [
    ...CODED_NAMED.columns,
    { key: 'kind', label: 'kind', valueLabels: { state: 'kindState', kind: 'kindKind' } },
    { key: 'order', label: 'order', sortable: true, format: 'number' },
    { key: 'projectCount', label: 'projectCount', format: 'number' },
  ],
  fields: [
    {
      key: 'kind',
      label: 'kind',
      input: 'select',
      on: 'create',
      options: [
        { value: 'state', label: 'kindState' },
        { value: 'kind', label: 'kindKind' },
      ],
    },
    ...CODED_NAMED.fields,
    { key: 'order', label: 'order', description: 'orderHint', input: 'number' },
  ],
  filterFields: [
    {
      key: 'kind',
      label: 'kind',
      input: 'select',
      options: [
        { value: 'state', label: 'kindState' },
        { value: 'kind', label: 'kindKind' },
      ],
    },
    { key: 'keyword', label: 'keyword', input: 'search' },
  ],
  messages: {
    zh: {
      ...nameMessages.zh,
      projectCode: '项目字典项',
      kind: '类别',
      kindState: '项目状态',
      kindKind: '项目类型',
      order: '排序',
      orderHint: '0 到 9999，小的在前',
      projectCount: '项目数',
    },
    en: {
      ...nameMessages.en,
      projectCode: 'project dictionary entry',
      kind: 'Kind',
      kindState: 'Project state',
      kindKind: 'Project kind',
      order: 'Order',
      orderHint: '0 to 9999, smaller first',
      projectCount: 'Projects',
    },
  },
});

const projectFields = {
  name: LongName,
  unitId: NullableId,
  majorId: Id,
  stateId: Id,
  kindId: Id,
  budget: Amount,
  startDate: Day,
  endDate: OptionalDay,
  manager: Type.Union([Type.Literal(''), Name]),
};

/**
 * The project ledger (menu `url` `projectLedger`): a company's projects. A row: `code` (unique in
 * the company, fixed once made), `name`, the company, the owning unit (`null` for none), the major,
 * state and kind (ids and names in the request's language), `budget` (yuan), `startDate` and
 * `endDate` (`yyyy-MM-dd`, end `''` while open; not before the start), `manager` (`''` for none),
 * `contractCount` and `contractAmount` (the sum of its contracts in yuan, computed in SQL) and
 * `createTime` (epoch ms). A project is added to the caller's company. A project with contracts or
 * people is not deleted (400, `projectInUse`); its stages and organisations go with it. An
 * enterprise administrator sees and changes only their company's projects.
 */
export const projectResource = defineResource({
  name: 'project',
  menuUrl: 'projectLedger',
  label: { zh: '项目', en: 'Projects' },
  basePath: '/share-project/project',
  permissions: { read: 'project:read', write: 'project:write' },
  operations: ['add', 'update', 'delete', 'export'],
  idKey: 'id',
  titleKey: 'name',
  row: Type.Object({
    id: Type.Integer(),
    code: Type.String(),
    name: Type.String(),
    companyId: Type.Integer(),
    companyName: Type.String(),
    unitId: Type.Union([Type.Integer(), Type.Null()]),
    unitName: Type.Union([Type.String(), Type.Null()]),
    majorId: Type.Integer(),
    majorName: Type.String(),
    stateId: Type.Integer(),
    stateName: Type.String(),
    kindId: Type.Integer(),
    kindName: Type.String(),
    budget: Type.Number(),
    startDate: Type.String(),
    endDate: Type.String(),
    manager: Type.String(),
    contractCount: Type.Integer(),
    contractAmount: Type.Number(),
    createTime: Type.Integer(),
  }),
  create: Type.Object({ code: Code, ...projectFields }, { additionalProperties: false }),
  update: Type.Object({ id: Id, ...projectFields }, { additionalProperties: false }),
  filters: { keyword: Keyword, stateId: Id, majorId: Id },
  sortKeys: ['code', 'name', 'budget', 'contractAmount', 'startDate', 'createTime'],
  defaultSort: { key: 'createTime', order: 'desc' },
  title: 'project',
  columns: [
    { key: 'name', label: 'name', sortable: true, isRowHeader: true },
    { key: 'code', label: 'code', sortable: true, format: 'code' },
    { key: 'companyName', label: 'company' },
    { key: 'unitName', label: 'unit' },
    { key: 'majorName', label: 'major', format: 'state' },
    { key: 'stateName', label: 'state', format: 'state' },
    { key: 'kindName', label: 'kind', format: 'state' },
    { key: 'budget', label: 'budget', sortable: true, format: 'money' },
    { key: 'contractAmount', label: 'contractAmount', sortable: true, format: 'money' },
    { key: 'startDate', label: 'startDate', sortable: true, format: 'date' },
    { key: 'endDate', label: 'endDate', format: 'date' },
    { key: 'manager', label: 'manager' },
  ],
  fields: [
    { key: 'code', label: 'code', description: 'codeHint', input: 'text', on: 'create' },
    { key: 'name', label: 'name', description: 'nameHint', input: 'text' },
    { key: 'unitId', label: 'unit', input: 'unit' },
    {
      key: 'majorId',
      label: 'major',
      input: 'reference',
      reference: majorResource,
      referenceFilters: { enabled: 'Y' },
    },
    {
      key: 'stateId',
      label: 'state',
      input: 'reference',
      reference: projectCodeResource,
      referenceFilters: { kind: 'state' },
    },
    {
      key: 'kindId',
      label: 'kind',
      input: 'reference',
      reference: projectCodeResource,
      referenceFilters: { kind: 'kind' },
    },
    { key: 'budget', label: 'budget', description: 'budgetHint', input: 'number' },
    { key: 'startDate', label: 'startDate', description: 'dayHint', input: 'text' },
    { key: 'endDate', label: 'endDate', description: 'endDateHint', input: 'text' },
    { key: 'manager', label: 'manager', description: 'managerHint', input: 'text' },
  ],
  filterFields: [
    { key: 'keyword', label: 'keyword', input: 'search' },
    {
      key: 'stateId',
      label: 'state',
      input: 'reference',
      reference: projectCodeResource,
      referenceFilters: { kind: 'state' },
    },
    { key: 'majorId', label: 'major', input: 'reference', reference: majorResource },
  ],
  messages: {
    zh: {
      project: '项目',
      name: '项目名称',
      nameHint: '不超过 100 个字符',
      code: '项目编号',
      codeHint: '字母开头，可含字母、数字和 _ - . :，企业内唯一，创建后不能修改',
      company: '所属企业',
      unit: '所属部门',
      major: '专业',
      state: '项目状态',
      kind: '项目类型',
      budget: '预算（元）',
      budgetHint: '整数元',
      contractAmount: '合同金额（元）',
      startDate: '开始日期',
      endDate: '结束日期',
      dayHint: '格式 yyyy-MM-dd，例如 2026-03-01',
      endDateHint: '格式 yyyy-MM-dd，不早于开始日期；未结束可不填',
      manager: '项目经理',
      managerHint: '不超过 30 个字符，可不填',
      keyword: '搜索编号或名称',
    },
    en: {
      project: 'project',
      name: 'Project name',
      nameHint: 'At most 100 characters',
      code: 'Project code',
      codeHint: 'A letter first, then letters, digits, _ - . or :; unique in the company; it cannot change later',
      company: 'Company',
      unit: 'Unit',
      major: 'Major',
      state: 'State',
      kind: 'Kind',
      budget: 'Budget (yuan)',
      budgetHint: 'Whole yuan',
      contractAmount: 'Contract amount (yuan)',
      startDate: 'Start date',
      endDate: 'End date',
      dayHint: 'yyyy-MM-dd, for example 2026-03-01',
      endDateHint: 'yyyy-MM-dd, not before the start; leave it blank while the project runs',
      manager: 'Project manager',
      managerHint: 'At most 30 characters; optional',
      keyword: 'Search code or name',
    },
  },
});

/** The states of a contract. */
const ContractState = Type.Union([Type.Literal('draft'), Type.Literal('signed'), Type.Literal('closed')]);

const contractFields = {
  supplierName: LongName,
  amount: Amount,
  signedDate: OptionalDay,
  state: ContractState,
};

/**
 * Contract configuration (menu `url` `contractConfig`): the contracts of the company's projects.
 * A row: its project (id, name), `code` (unique within the project, fixed once made),
 * `supplierName`, `amount` (yuan), `signedDate` (`yyyy-MM-dd`, `''` while unsigned) and `state`
 * (`draft`, `signed`, `closed`; a signed or closed contract needs its signed date). The ledger
 * sums these amounts per project. Scoped like projects.
 */
export const projectContractResource = defineResource({
  name: 'projectContract',
  menuUrl: 'contractConfig',
  label: { zh: '合同', en: 'Contracts' },
  basePath: '/share-project/contract',
  permissions: { read: 'projectContract:read', write: 'projectContract:write' },
  operations: ['add', 'update', 'delete', 'export'],
  idKey: 'id',
  titleKey: 'code',
  row: Type.Object({
    id: Type.Integer(),
    projectId: Type.Integer(),
    projectName: Type.String(),
    code: Type.String(),
    ...contractFields,
    amount: Type.Number(),
  }),
  create: Type.Object({ projectId: Id, code: Code, ...contractFields }, { additionalProperties: false }),
  update: Type.Object({ id: Id, ...contractFields }, { additionalProperties: false }),
  filters: { keyword: Keyword, projectId: Id, state: ContractState },
  sortKeys: ['code', 'amount', 'signedDate'],
  defaultSort: { key: 'code', order: 'asc' },
  title: 'contract',
  columns: [
    { key: 'code', label: 'code', sortable: true, isRowHeader: true, format: 'code' },
    { key: 'projectName', label: 'project' },
    { key: 'supplierName', label: 'supplierName' },
    { key: 'amount', label: 'amount', sortable: true, format: 'money' },
    { key: 'signedDate', label: 'signedDate', sortable: true, format: 'date' },
    {
      key: 'state',
      label: 'state',
      valueLabels: { draft: 'stateDraft', signed: 'stateSigned', closed: 'stateClosed' },
      valueTones: { draft: 'neutral', signed: 'success', closed: 'info' },
    },
  ],
  fields: [
    { key: 'projectId', label: 'project', input: 'reference', reference: projectResource, on: 'create' },
    { key: 'code', label: 'code', description: 'codeHint', input: 'text', on: 'create' },
    { key: 'supplierName', label: 'supplierName', input: 'text' },
    { key: 'amount', label: 'amount', description: 'amountHint', input: 'number' },
    { key: 'signedDate', label: 'signedDate', description: 'signedDateHint', input: 'text' },
    {
      key: 'state',
      label: 'state',
      input: 'select',
      options: [
        { value: 'draft', label: 'stateDraft' },
        { value: 'signed', label: 'stateSigned' },
        { value: 'closed', label: 'stateClosed' },
      ],
    },
  ],
  filterFields: [
    { key: 'projectId', label: 'project', input: 'reference', reference: projectResource },
    {
      key: 'state',
      label: 'state',
      input: 'select',
      options: [
        { value: 'draft', label: 'stateDraft' },
        { value: 'signed', label: 'stateSigned' },
        { value: 'closed', label: 'stateClosed' },
      ],
    },
    { key: 'keyword', label: 'keyword', input: 'search' },
  ],
  messages: {
    zh: {
      contract: '合同',
      code: '合同编号',
      codeHint: '字母开头，可含字母、数字和 _ - . :，项目内唯一，创建后不能修改',
      project: '所属项目',
      supplierName: '供应商',
      amount: '合同金额（元）',
      amountHint: '整数元',
      signedDate: '签订日期',
      signedDateHint: '格式 yyyy-MM-dd；已签订或已关闭的合同必填',
      state: '合同状态',
      stateDraft: '草稿',
      stateSigned: '已签订',
      stateClosed: '已关闭',
      keyword: '搜索编号或供应商',
    },
    en: {
      contract: 'contract',
      code: 'Contract code',
      codeHint: 'A letter first, then letters, digits, _ - . or :; unique in the project; it cannot change later',
      project: 'Project',
      supplierName: 'Supplier',
      amount: 'Amount (yuan)',
      amountHint: 'Whole yuan',
      signedDate: 'Signed on',
      signedDateHint: 'yyyy-MM-dd; required once the contract is signed or closed',
      state: 'State',
      stateDraft: 'Draft',
      stateSigned: 'Signed',
      stateClosed: 'Closed',
      keyword: 'Search code or supplier',
    },
  },
});

/** The roles an organisation plays in a project. */
const OrganKind = Type.Union([
  Type.Literal('owner'),
  Type.Literal('contractor'),
  Type.Literal('supervisor'),
  Type.Literal('designer'),
]);
const organKindOptions = [
  { value: 'owner', label: 'kindOwner' },
  { value: 'contractor', label: 'kindContractor' },
  { value: 'supervisor', label: 'kindSupervisor' },
  { value: 'designer', label: 'kindDesigner' },
] as const;

/**
 * Project organisations (menu `url` `organ`): the organisations taking part in a project, each
 * with its part (`owner`, `contractor`, `supervisor`, `designer`). A row: its project, `name`
 * (unique per project and kind) and `kind`. Scoped like projects; deleted with their project.
 */
export const projectOrganResource = defineResource({
  name: 'projectOrgan',
  menuUrl: 'organ',
  label: { zh: '参建单位', en: 'Organisations' },
  basePath: '/share-project/organ',
  permissions: { read: 'projectOrgan:read', write: 'projectOrgan:write' },
  operations: ['add', 'update', 'delete'],
  idKey: 'id',
  titleKey: 'name',
  row: Type.Object({
    id: Type.Integer(),
    projectId: Type.Integer(),
    projectName: Type.String(),
    name: Type.String(),
    kind: OrganKind,
  }),
  create: Type.Object({ projectId: Id, name: LongName, kind: OrganKind }, { additionalProperties: false }),
  update: Type.Object({ id: Id, name: LongName, kind: OrganKind }, { additionalProperties: false }),
  filters: { keyword: Keyword, projectId: Id, kind: OrganKind },
  sortKeys: ['name', 'kind'],
  defaultSort: { key: 'name', order: 'asc' },
  title: 'organ',
  columns: [
    { key: 'name', label: 'name', sortable: true, isRowHeader: true },
    {
      key: 'kind',
      label: 'kind',
      sortable: true,
      valueLabels: {
        owner: 'kindOwner',
        contractor: 'kindContractor',
        supervisor: 'kindSupervisor',
        designer: 'kindDesigner',
      },
    },
    { key: 'projectName', label: 'project' },
  ],
  fields: [
    { key: 'projectId', label: 'project', input: 'reference', reference: projectResource, on: 'create' },
    { key: 'name', label: 'name', description: 'nameHint', input: 'text' },
    { key: 'kind', label: 'kind', input: 'select', options: organKindOptions },
  ],
  filterFields: [
    { key: 'projectId', label: 'project', input: 'reference', reference: projectResource },
    { key: 'kind', label: 'kind', input: 'select', options: organKindOptions },
    { key: 'keyword', label: 'keyword', input: 'search' },
  ],
  messages: {
    zh: {
      organ: '参建单位',
      name: '单位名称',
      nameHint: '不超过 100 个字符',
      kind: '参建角色',
      kindOwner: '建设单位',
      kindContractor: '施工单位',
      kindSupervisor: '监理单位',
      kindDesigner: '设计单位',
      project: '所属项目',
      keyword: '搜索单位名称',
    },
    en: {
      organ: 'organisation',
      name: 'Organisation',
      nameHint: 'At most 100 characters',
      kind: 'Part',
      kindOwner: 'Owner',
      kindContractor: 'Contractor',
      kindSupervisor: 'Supervisor',
      kindDesigner: 'Designer',
      project: 'Project',
      keyword: 'Search organisation',
    },
  },
});

const memberFields = { roleId: Id, dutyId: NullableId, fromDate: Day, toDate: OptionalDay };

/**
 * People on projects (menu `url` `projectPeople`): an account of the project's company on a
 * project, with a project role, a duty (`null` for none) and the days it runs (`toDate` `''`
 * while open; not before `fromDate`). One account holds a role on a project once (400,
 * `memberTaken`). A row adds the person's name and account and the role's and duty's names in the
 * request's language. Scoped like projects.
 */
export const projectMemberResource = defineResource({
  name: 'projectMember',
  menuUrl: 'projectPeople',
  label: { zh: '项目人员', en: 'Project people' },
  basePath: '/share-project/member',
  permissions: { read: 'projectMember:read', write: 'projectMember:write' },
  operations: ['add', 'update', 'delete'],
  idKey: 'id',
  titleKey: 'personName',
  row: Type.Object({
    id: Type.Integer(),
    projectId: Type.Integer(),
    projectName: Type.String(),
    accountId: Type.Integer(),
    account: Type.String(),
    personName: Type.String(),
    roleId: Type.Integer(),
    roleName: Type.String(),
    dutyId: Type.Union([Type.Integer(), Type.Null()]),
    dutyName: Type.Union([Type.String(), Type.Null()]),
    fromDate: Type.String(),
    toDate: Type.String(),
  }),
  create: Type.Object({ projectId: Id, accountId: Id, ...memberFields }, { additionalProperties: false }),
  update: Type.Object({ id: Id, ...memberFields }, { additionalProperties: false }),
  filters: { keyword: Keyword, projectId: Id, roleId: Id },
  sortKeys: ['personName', 'fromDate'],
  defaultSort: { key: 'fromDate', order: 'asc' },
  title: 'member',
  columns: [
    { key: 'personName', label: 'person', sortable: true, isRowHeader: true },
    { key: 'account', label: 'account', format: 'code' },
    { key: 'projectName', label: 'project' },
    { key: 'roleName', label: 'role' },
    { key: 'dutyName', label: 'duty' },
    { key: 'fromDate', label: 'fromDate', sortable: true, format: 'date' },
    { key: 'toDate', label: 'toDate', format: 'date' },
  ],
  fields: [
    { key: 'projectId', label: 'project', input: 'reference', reference: projectResource, on: 'create' },
    { key: 'accountId', label: 'person', input: 'reference', reference: personResource, on: 'create' },
    { key: 'roleId', label: 'role', input: 'reference', reference: projectRoleResource },
    { key: 'dutyId', label: 'duty', input: 'reference', reference: dutyResource },
    { key: 'fromDate', label: 'fromDate', description: 'dayHint', input: 'text' },
    { key: 'toDate', label: 'toDate', description: 'toDateHint', input: 'text' },
  ],
  filterFields: [
    { key: 'projectId', label: 'project', input: 'reference', reference: projectResource },
    { key: 'roleId', label: 'role', input: 'reference', reference: projectRoleResource },
    { key: 'keyword', label: 'keyword', input: 'search' },
  ],
  messages: {
    zh: {
      member: '项目人员',
      person: '人员',
      account: '账号',
      project: '所属项目',
      role: '项目角色',
      duty: '职责',
      fromDate: '开始日期',
      toDate: '结束日期',
      dayHint: '格式 yyyy-MM-dd，例如 2026-03-01',
      toDateHint: '格式 yyyy-MM-dd，不早于开始日期；仍在项目上可不填',
      keyword: '搜索姓名或账号',
    },
    en: {
      member: 'project member',
      person: 'Person',
      account: 'Account',
      project: 'Project',
      role: 'Project role',
      duty: 'Duty',
      fromDate: 'From',
      toDate: 'To',
      dayHint: 'yyyy-MM-dd, for example 2026-03-01',
      toDateHint: 'yyyy-MM-dd, not before the start; leave it blank while on the project',
      keyword: 'Search name or account',
    },
  },
});

/** The states of a project stage. */
const StageState = Type.Union([Type.Literal('planned'), Type.Literal('active'), Type.Literal('done')]);
const stageStateOptions = [
  { value: 'planned', label: 'statePlanned' },
  { value: 'active', label: 'stateActive' },
  { value: 'done', label: 'stateDone' },
] as const;

/**
 * The project process (menu `url` `projectProcess`): a project's stages in order (`order`,
 * smaller first, stepped with the arrow keys in the form), each `planned`, `active` or `done`;
 * a project has at most one active stage (400, `stageActiveTaken`). Scoped like projects;
 * deleted with their project.
 */
export const projectStageResource = defineResource({
  name: 'projectStage',
  menuUrl: 'projectProcess',
  label: { zh: '项目阶段', en: 'Project stages' },
  basePath: '/share-project/stage',
  permissions: { read: 'projectStage:read', write: 'projectStage:write' },
  operations: ['add', 'update', 'delete'],
  idKey: 'id',
  titleKey: 'name',
  row: Type.Object({
    id: Type.Integer(),
    projectId: Type.Integer(),
    projectName: Type.String(),
    name: Type.String(),
    order: Type.Integer(),
    state: StageState,
  }),
  create: Type.Object({ projectId: Id, name: Name, order: Order, state: StageState }, { additionalProperties: false }),
  update: Type.Object({ id: Id, name: Name, order: Order, state: StageState }, { additionalProperties: false }),
  filters: { projectId: Id, state: StageState },
  sortKeys: ['order'],
  defaultSort: { key: 'order', order: 'asc' },
  title: 'stage',
  columns: [
    { key: 'name', label: 'name', isRowHeader: true },
    { key: 'projectName', label: 'project' },
    { key: 'order', label: 'order', sortable: true, format: 'number' },
    {
      key: 'state',
      label: 'state',
      valueLabels: { planned: 'statePlanned', active: 'stateActive', done: 'stateDone' },
      valueTones: { planned: 'neutral', active: 'info', done: 'success' },
    },
  ],
  fields: [
    { key: 'projectId', label: 'project', input: 'reference', reference: projectResource, on: 'create' },
    { key: 'name', label: 'name', description: 'nameHint', input: 'text' },
    { key: 'order', label: 'order', description: 'orderHint', input: 'number' },
    { key: 'state', label: 'state', input: 'select', options: stageStateOptions },
  ],
  filterFields: [
    { key: 'projectId', label: 'project', input: 'reference', reference: projectResource },
    { key: 'state', label: 'state', input: 'select', options: stageStateOptions },
  ],
  messages: {
    zh: {
      stage: '项目阶段',
      name: '阶段名称',
      nameHint: '不超过 30 个字符',
      project: '所属项目',
      order: '顺序',
      orderHint: '0 到 9999，小的在前；可用上下方向键调整',
      state: '阶段状态',
      statePlanned: '计划中',
      stateActive: '进行中',
      stateDone: '已完成',
    },
    en: {
      stage: 'stage',
      name: 'Stage',
      nameHint: 'At most 30 characters',
      project: 'Project',
      order: 'Order',
      orderHint: '0 to 9999, smaller first; the arrow keys step it',
      state: 'State',
      statePlanned: 'Planned',
      stateActive: 'Active',
      stateDone: 'Done',
    },
  },
});

/** One figure of the project analysis: a category (code and name in the request's language) and its values. */
export const ProjectFigure = Type.Object({
  code: Type.String(),
  name: Type.String(),
  /** Projects in the category. */
  projectCount: Type.Integer(),
  /** The sum of their contracts' amounts, yuan. */
  contractAmount: Type.Number(),
});

/**
 * The project analysis (menu `url` `projectAnalysis`): the projects the caller may see, counted by
 * state, and their contract amounts summed by major, both in SQL; every state and every major
 * listed (zero included), in their order.
 */
export const ProjectAnalysis = Type.Object({
  byState: Type.Array(ProjectFigure),
  byMajor: Type.Array(ProjectFigure),
});

/** The project set's calls besides its resources. */
export const projectPaths = {
  /** `POST {}`, needs `projectAnalysis:read`: `data` {@link ProjectAnalysis}. */
  analysis: '/share-project/analysis',
} as const;

/** The resource code the analysis needs. */
export const PROJECT_ANALYSIS_READ = 'projectAnalysis:read';
