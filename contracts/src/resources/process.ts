/**
 * Approval processes (docs/screens.md, "Approval processes"): process types (`processType`) group
 * process templates (`processTemplate`); a template's ordered steps each name who approves them.
 * Rows belong to a company: an enterprise administrator sees and edits only their company's.
 */
import { type Static, Type } from 'typebox';
import { CODED_NAMED, defineResource, Id, Keyword } from '../resource';
import { NAME_MAX } from '../rules';

const Name = Type.String({ minLength: 1, maxLength: NAME_MAX });

/**
 * Process types (menu `url` `processType`): a code unique in the company and names in both
 * languages; `templateCount` the templates of the type. A type with templates is not deleted.
 * Reading needs `process:read`, writing `process:write`.
 */
export const processTypeResource = defineResource({
  name: 'processType',
  menuUrl: 'processType',
  label: { zh: '流程类型', en: 'Process types' },
  basePath: '/share-workflow/processType',
  permissions: { read: 'process:read', write: 'process:write' },
  operations: ['add', 'update', 'delete'],
  idKey: 'id',
  titleKey: CODED_NAMED.titleKey,
  row: Type.Object({
    ...CODED_NAMED.row,
    companyName: Type.String(),
    templateCount: Type.Integer(),
  }),
  create: Type.Object({ ...CODED_NAMED.create }, { additionalProperties: false }),
  update: Type.Object({ ...CODED_NAMED.update }, { additionalProperties: false }),
  filters: { keyword: Keyword },
  sortKeys: ['code', 'templateCount'],
  defaultSort: { key: 'code', order: 'asc' },
  title: 'processType',
  columns: [
    ...CODED_NAMED.columns,
    { key: 'companyName', label: 'company' },
    { key: 'templateCount', label: 'templateCount', sortable: true, format: 'number' },
  ],
  fields: CODED_NAMED.fields,
  filterFields: [{ key: 'keyword', label: 'keyword', input: 'search' }],
  messages: {
    zh: {
      processType: '流程类型',
      ...CODED_NAMED.messages.zh,
      codeHint: '字母开头，可含字母、数字和 _ - . :，不超过 64 个字符',
      company: '所属企业',
      templateCount: '模板数',
      keyword: '搜索名称或编码',
    },
    en: {
      processType: 'process type',
      ...CODED_NAMED.messages.en,
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

const Steps = Type.Array(ProcessStep, { maxItems: PROCESS_STEPS_MAX, default: [] });

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
  label: { zh: '流程模板', en: 'Process templates' },
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
    { key: 'stepCount', label: 'stepCount', sortable: true, format: 'number' },
    { key: 'companyName', label: 'company' },
  ],
  fields: [
    { key: 'typeId', label: 'type', input: 'reference', reference: processTypeResource },
    { key: 'nameZh', label: 'nameZh', input: 'text' },
    { key: 'nameEn', label: 'nameEn', input: 'text' },
    { key: 'steps', label: 'steps', description: 'stepsHint', input: 'custom' },
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
      steps: '审批步骤',
      stepsHint: '按顺序审批；至少一步，每一步都要有审批人',
      step: '第 {n} 步',
      stepNameZh: '第 {n} 步中文名称',
      stepNameEn: '第 {n} 步英文名称',
      rule: '第 {n} 步审批人',
      'rule.role': '角色',
      'rule.unitHead': '申请人部门负责人',
      'rule.people': '指定人员',
      role: '第 {n} 步审批角色',
      addPerson: '第 {n} 步添加审批人',
      removePerson: '从第 {n} 步移除 {name}',
      addStep: '添加步骤',
      removeStep: '删除第 {n} 步',
      moveUp: '第 {n} 步上移',
      moveDown: '第 {n} 步下移',
    },
    en: {
      processTemplate: 'process template',
      nameZh: 'Chinese name',
      nameEn: 'English name',
      type: 'Process type',
      stepCount: 'Steps',
      company: 'Company',
      keyword: 'Search name',
      steps: 'Approval steps',
      stepsHint: 'Approved in order; at least one step, each with an approver',
      step: 'Step {n}',
      stepNameZh: 'Step {n} Chinese name',
      stepNameEn: 'Step {n} English name',
      rule: 'Step {n} approver',
      'rule.role': 'A role',
      'rule.unitHead': "Head of the applicant's unit",
      'rule.people': 'Named people',
      role: 'Step {n} role',
      addPerson: 'Add an approver to step {n}',
      removePerson: 'Remove {name} from step {n}',
      addStep: 'Add a step',
      removeStep: 'Remove step {n}',
      moveUp: 'Move step {n} up',
      moveDown: 'Move step {n} down',
    },
  },
});

/** Where an application stands: waiting at a step, or ended approved or rejected. */
export const ApplicationStatus = Type.Union([
  Type.Literal('running'),
  Type.Literal('approved'),
  Type.Literal('rejected'),
]);

/**
 * Applications (menu `url` `processList`): the process instances of the company. A row: its
 * template (`templateId`, `templateName`), `applicant` (a person's name), `title`, the current
 * step (`currentStep` from 1, `stepName`, of `stepCount`; the last step once ended), `status` and
 * `startTime` (epoch ms). `add` (`{templateId, title}`, needs `application:write`) submits an
 * application: the applicant is the caller, and step one's approvers each get a task; a step
 * whose rule finds nobody at that moment (a unit without a head) refuses it on `templateId`.
 * Reading needs `process:read`.
 */
export const processListResource = defineResource({
  name: 'processList',
  menuUrl: 'processList',
  label: { zh: '流程申请', en: 'Applications' },
  basePath: '/share-workflow/processList',
  permissions: { read: 'process:read', write: 'application:write' },
  operations: ['add'],
  idKey: 'id',
  titleKey: 'title',
  row: Type.Object({
    id: Type.Integer(),
    templateId: Type.Integer(),
    templateName: Type.String(),
    applicant: Type.String(),
    title: Type.String(),
    currentStep: Type.Integer(),
    stepName: Type.String(),
    stepCount: Type.Integer(),
    status: ApplicationStatus,
    startTime: Type.Integer(),
    /** The linked document's id and title in the request's language; null when none. */
    documentId: Type.Union([Type.Integer(), Type.Null()]),
    documentTitle: Type.Union([Type.String(), Type.Null()]),
    /** The application's share id (a UUID): {@link cbdPaths} answers its document by it. */
    shareUuid: Type.String(),
  }),
  create: Type.Object(
    {
      templateId: Id,
      title: Name,
      /** A document the company sees (its own or the group's shared ones), or none. */
      documentId: Type.Optional(Type.Union([Id, Type.Null()], { default: null })),
    },
    { additionalProperties: false },
  ),
  update: Type.Object({ id: Id }, { additionalProperties: false }),
  filters: { keyword: Keyword, status: ApplicationStatus },
  sortKeys: ['startTime'],
  defaultSort: { key: 'startTime', order: 'desc' },
  title: 'application',
  columns: [
    { key: 'title', label: 'title', isRowHeader: true },
    { key: 'templateName', label: 'template' },
    { key: 'applicant', label: 'applicant' },
    { key: 'stepName', label: 'stepName' },
    {
      key: 'status',
      label: 'status',
      valueLabels: { running: 'status.running', approved: 'status.approved', rejected: 'status.rejected' },
      valueTones: { running: 'info', approved: 'success', rejected: 'destructive' },
    },
    { key: 'startTime', label: 'startTime', sortable: true, format: 'time' },
  ],
  details: [{ key: 'documentTitle', label: 'document' }],
  fields: [
    { key: 'templateId', label: 'template', input: 'reference', reference: processTemplateResource },
    { key: 'title', label: 'title', input: 'text' },
    { key: 'documentId', label: 'document', input: 'custom' },
  ],
  filterFields: [
    { key: 'keyword', label: 'keyword', input: 'search' },
    {
      key: 'status',
      label: 'status',
      input: 'select',
      options: [
        { value: 'running', label: 'status.running' },
        { value: 'approved', label: 'status.approved' },
        { value: 'rejected', label: 'status.rejected' },
      ],
    },
  ],
  messages: {
    zh: {
      application: '申请',
      title: '标题',
      template: '流程模板',
      applicant: '申请人',
      stepName: '当前步骤',
      status: '状态',
      'status.running': '审批中',
      'status.approved': '已通过',
      'status.rejected': '已驳回',
      startTime: '提交时间',
      keyword: '搜索标题或申请人',
      flow: '审批流程',
      openFlow: '查看 {title} 的审批流程',
      flowTitle: '审批流程：{title}',
      steps: '步骤',
      'state.done': '已通过',
      'state.current': '待审批',
      'state.waiting': '未开始',
      'state.rejected': '已驳回',
      actedBy: '{name} 于 {time}',
      log: '审批记录',
      'action.submit': '提交',
      'action.approve': '同意',
      'action.reject': '驳回',
      comment: '审批意见',
      approve: '同意',
      reject: '驳回',
      approved: '已同意',
      rejected: '已驳回',
      close: '关闭',
      document: '关联文件',
      noDocument: '无',
      openDocument: '打开关联文件：{title}',
      myTasks: '我的审批待办',
      noTasks: '没有等待您审批的任务',
      arrived: '到达时间',
    },
    en: {
      application: 'application',
      title: 'Title',
      template: 'Process template',
      applicant: 'Applicant',
      stepName: 'Current step',
      status: 'Status',
      'status.running': 'In review',
      'status.approved': 'Approved',
      'status.rejected': 'Rejected',
      startTime: 'Submitted',
      keyword: 'Search title or applicant',
      flow: 'Approval flow',
      openFlow: 'Approval flow of {title}',
      flowTitle: 'Approval flow: {title}',
      steps: 'Steps',
      'state.done': 'Approved',
      'state.current': 'Awaiting approval',
      'state.waiting': 'Not started',
      'state.rejected': 'Rejected',
      actedBy: '{name} at {time}',
      log: 'Approval log',
      'action.submit': 'Submitted',
      'action.approve': 'Approved',
      'action.reject': 'Rejected',
      comment: 'Comment',
      approve: 'Approve',
      reject: 'Reject',
      approved: 'Approved.',
      rejected: 'Rejected.',
      close: 'Close',
      document: 'Linked document',
      noDocument: 'None',
      openDocument: 'Open the linked document: {title}',
      myTasks: 'My approval tasks',
      noTasks: 'No task is waiting for your approval.',
      arrived: 'Arrived',
    },
  },
});

/** A decision on a task: its id and the approver's comment (up to 500 characters, may be empty). */
export const TaskDecisionBody = Type.Object(
  { taskId: Id, comment: Type.String({ maxLength: 500 }) },
  { additionalProperties: false },
);
/** {@link TaskDecisionBody} as a type. */
export type TaskDecisionBody = Static<typeof TaskDecisionBody>;

/** Which application's flow to show: by its id, or by one of its tasks (the work bench's rows). */
export const FlowBody = Type.Union([
  Type.Object({ id: Id }, { additionalProperties: false }),
  Type.Object({ taskId: Id }, { additionalProperties: false }),
]);
/** {@link FlowBody} as a type. */
export type FlowBody = Static<typeof FlowBody>;

/**
 * One step of an application's flow: its name, `state` (`done` approved, `current` waiting,
 * `waiting` not reached, `rejected` where it ended), who acted (`actor`, '' before) and when
 * (`time`, epoch ms, null before).
 */
export const FlowStep = Type.Object({
  name: Type.String(),
  state: Type.Union([Type.Literal('done'), Type.Literal('current'), Type.Literal('waiting'), Type.Literal('rejected')]),
  actor: Type.String(),
  time: Type.Union([Type.Integer(), Type.Null()]),
});

/** One entry of an application's task log, oldest first: who did what at which step, when (epoch ms). */
export const FlowLogItem = Type.Object({
  id: Type.Integer(),
  nodeName: Type.String(),
  operator: Type.String(),
  action: Type.Union([Type.Literal('submit'), Type.Literal('approve'), Type.Literal('reject')]),
  comment: Type.String(),
  time: Type.Integer(),
});

/**
 * What the flow modal shows: the application's row, its steps, the task log, and the caller's
 * open task of the current step (`myTaskId`, null when the caller has none to decide).
 */
export const Flow = Type.Object({
  application: processListResource.row,
  steps: Type.Array(FlowStep),
  log: Type.Array(FlowLogItem),
  myTaskId: Type.Union([Type.Integer(), Type.Null()]),
});
/** {@link Flow} as a type. */
export type Flow = Static<typeof Flow>;

/** The calls of applications besides list, detail and add, each `POST`. */
export const processPaths = {
  /** {@link FlowBody} → {@link Flow}; needs `process:read`. A missing or other company's application: code 404. */
  flow: `${processListResource.basePath}/flow`,
  /**
   * {@link TaskDecisionBody} → {@link Flow}; needs `application:write`. Approves the caller's open task
   * of the current step: the application moves to the next step (its approvers get tasks) or
   * ends approved. Someone else's task, a decided one, or one of an ended application: HTTP
   * 200, code 403 (`taskNotYours`, `taskDecided`).
   */
  approve: `${processListResource.basePath}/approve`,
  /** Like `approve`, but ends the application rejected. */
  reject: `${processListResource.basePath}/reject`,
} as const;

/** `shareUuid` of {@link cbdPaths}' query: an application's share id. */
export const ShareUuidQuery = Type.Object(
  {
    shareUuid: Type.String({
      pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
    }),
  },
  { additionalProperties: false },
);
/** {@link ShareUuidQuery} as a type. */
export type ShareUuidQuery = Static<typeof ShareUuidQuery>;

/** What {@link cbdPaths} answers: the linked document's id and its title in the request's language. */
export const LinkedDocument = Type.Object({ id: Type.Integer(), title: Type.String() });
/** {@link LinkedDocument} as a type. */
export type LinkedDocument = Static<typeof LinkedDocument>;

/**
 * The document of an application by its share id (docs/screens.md, "Approval processes"): the flow
 * modal opens it. `GET` with {@link ShareUuidQuery} → {@link LinkedDocument}; needs `process:read`.
 * An unknown share id, another company's application, or one with no document: HTTP 200, code 404.
 */
export const cbdPaths = {
  byShareUuid: '/share-purchase-workflow/cbd/getCBDIdByShareUuid',
} as const;
