/**
 * The base data every database is given on first start (docs/architecture.md, "Seeding"): the
 * applications, the menu tree of application {@link DEMO_APP_ID} with the resources each entry
 * holds, the project codes, and the platform's roles with what each grants.
 */
import { type MenuPlacement, RESOURCE_DEFINITIONS, type ResourceDefinition } from '@workbench/contracts';
import { menuResourceCode, menuResourceNames } from '../../modules/access/menu-resource';
import { lowerFirst } from '../../lib/i18n';
import type { Database } from '../client';
import { apps, menus, projectCodes, resources, roleResources, roleTypes, roles } from '../schema';

/** The application whose menus are seeded (the console's default `app_id`, docs/behaviour.md, "Formats and limits"). */
export const DEMO_APP_ID = 1;

/** The applications (ids are the wire's `appId`); every demo account is authorised for each. */
const APPS = [
  { id: DEMO_APP_ID, code: 'workbench', nameZh: '工作台', nameEn: 'Workbench', platformCode: 'BASE' },
  { id: 2, code: 'ecommerce', nameZh: '电商平台', nameEn: 'E-commerce', platformCode: 'MALL' },
  { id: 3, code: 'purchase', nameZh: '采购平台', nameEn: 'Purchasing', platformCode: 'COLLECT' },
  { id: 4, code: 'sign_on', nameZh: '统一登录', nameEn: 'Sign-on', platformCode: 'BASE' },
  { id: 5, code: 'travel', nameZh: '差旅平台', nameEn: 'Travel', platformCode: 'TRAVEL' },
  { id: 6, code: 'supply_chain', nameZh: '供应链平台', nameEn: 'Supply chain', platformCode: 'COLLECT' },
] as const;

/**
 * The project dictionary (docs/screens.md, "Projects"): base data, since every project needs a
 * state and a kind. In this order.
 */
const PROJECT_CODES = [
  { kind: 'state', code: 'preparing', nameZh: '筹备中', nameEn: 'Preparing' },
  { kind: 'state', code: 'building', nameZh: '在建', nameEn: 'Under construction' },
  { kind: 'state', code: 'suspended', nameZh: '停工', nameEn: 'Suspended' },
  { kind: 'state', code: 'completed', nameZh: '已竣工', nameEn: 'Completed' },
  { kind: 'kind', code: 'new_build', nameZh: '新建', nameEn: 'New build' },
  { kind: 'kind', code: 'renovation', nameZh: '改扩建', nameEn: 'Renovation' },
  { kind: 'kind', code: 'maintenance', nameZh: '维修', nameEn: 'Maintenance' },
] as const;

/** The platform's roles (no company: shared by every company, edited by platform administrators). */
const ROLES = [
  { code: 'platform_admin', nameZh: '平台管理员', nameEn: 'Platform administrator', type: 'platform_admin' },
  { code: 'enterprise_admin', nameZh: '企业管理员', nameEn: 'Enterprise administrator', type: 'enterprise_admin' },
  { code: 'enterprise_staff', nameZh: '企业员工', nameEn: 'Enterprise staff', type: 'staff' },
] as const;

export type RoleCode = (typeof ROLES)[number]['code'];

/** A menu entry of the base data: a group when it has `children` and no `url`. */
export interface MenuSeed {
  code: string;
  url?: string;
  nameZh: string;
  nameEn: string;
  icon: string;
  hiddenFlag?: 'Y' | 'N';
  type?: 'in' | 'out';
  href?: string;
  menuTipsZh?: string;
  menuTipsEn?: string;
  children?: MenuSeed[];
}

/**
 * The menu tree of application 1 as the base data writes it out (docs/screens.md, "Access"), in
 * sidebar order, before the entries definitions place ({@link MENU_TREE}). Icons are lucide icon
 * names (the console's icon set). Groups have no `url`.
 */
const WRITTEN_MENU_TREE: MenuSeed[] = [
  {
    code: 'organization',
    nameZh: '组织管理',
    nameEn: 'Organisation',
    icon: 'building-2',
    children: [
      { code: 'company_manage', url: 'companyManage', nameZh: '企业管理', nameEn: 'Companies', icon: 'building' },
      {
        code: 'org_structure',
        url: 'orgStructure',
        nameZh: '组织架构',
        nameEn: 'Organisation structure',
        icon: 'network',
      },
      { code: 'people_manage', url: 'peopleManage', nameZh: '人员管理', nameEn: 'People', icon: 'users' },
    ],
  },
  {
    code: 'system_manage',
    nameZh: '系统管理',
    nameEn: 'System',
    icon: 'settings',
    children: [
      {
        code: 'menu_manage',
        url: 'menuManage',
        nameZh: '菜单管理',
        nameEn: 'Menus',
        icon: 'menu',
        menuTipsZh: '配置各应用的菜单',
        menuTipsEn: "Configure each application's menus",
      },
      { code: 'source_manage', url: 'sourceManage', nameZh: '资源管理', nameEn: 'Resources', icon: 'key-round' },
      // The registry's second names of the same editors (docs/screens.md, "Access"): routable, not in the sidebar.
      {
        code: 'menu_management',
        url: 'menuManagement',
        nameZh: '菜单管理',
        nameEn: 'Menus',
        icon: 'menu',
        hiddenFlag: 'Y',
      },
      {
        code: 'resource_management',
        url: 'resourceManagement',
        nameZh: '资源管理',
        nameEn: 'Resources',
        icon: 'key-round',
        hiddenFlag: 'Y',
      },
      { code: 'character_type', url: 'characterType', nameZh: '角色类型', nameEn: 'Role types', icon: 'tags' },
      { code: 'character', url: 'character', nameZh: '角色管理', nameEn: 'Roles', icon: 'user-cog' },
      { code: 'auth', url: 'auth', nameZh: '分配权限', nameEn: 'Assign permissions', icon: 'list-checks' },
      { code: 'role_auth', url: 'roleAuth', nameZh: '角色授权', nameEn: 'Role assignment', icon: 'shield-check' },
      { code: 'auth_management', url: 'authManagement', nameZh: '授权管理', nameEn: 'Authorisations', icon: 'shield' },
      { code: 'super_account', url: 'superAccount', nameZh: '超级账号', nameEn: 'Super accounts', icon: 'crown' },
      { code: 'secret_allot', url: 'secretAllot', nameZh: '密钥分配', nameEn: 'Application secrets', icon: 'key' },
      {
        code: 'role_loss_record',
        url: 'roleLossRecord',
        nameZh: '角色移除记录',
        nameEn: 'Role removals',
        icon: 'user-minus',
      },
      { code: 'code_list', url: 'codeList', nameZh: '代码列表', nameEn: 'Code list', icon: 'list' },
      { code: 'app_management', url: 'appManagement', nameZh: '应用管理', nameEn: 'Applications', icon: 'package' },
      {
        code: 'database_address',
        url: 'databaseAddress',
        nameZh: '数据库地址',
        nameEn: 'Database addresses',
        icon: 'link',
      },
      { code: 'server_address', url: 'serverAddress', nameZh: '服务器地址', nameEn: 'Server addresses', icon: 'link' },
      {
        code: 'data_dictionary',
        url: 'dataDictionary',
        nameZh: '数据字典',
        nameEn: 'Data dictionary',
        icon: 'folder',
      },
      { code: 'announcement', url: 'announcement', nameZh: '公告管理', nameEn: 'Announcements', icon: 'megaphone' },
    ],
  },
  {
    code: 'project_manage',
    nameZh: '项目管理',
    nameEn: 'Projects',
    icon: 'clipboard-list',
    children: [
      { code: 'project_ledger', url: 'projectLedger', nameZh: '项目台账', nameEn: 'Project ledger', icon: 'file-text' },
      { code: 'contract_config', url: 'contractConfig', nameZh: '合同配置', nameEn: 'Contracts', icon: 'receipt' },
      { code: 'organ', url: 'organ', nameZh: '参建单位', nameEn: 'Organisations', icon: 'building' },
      { code: 'project_people', url: 'projectPeople', nameZh: '项目人员', nameEn: 'Project people', icon: 'users' },
      { code: 'project_process', url: 'projectProcess', nameZh: '项目流程', nameEn: 'Project process', icon: 'list' },
      {
        code: 'project_analysis',
        url: 'projectAnalysis',
        nameZh: '项目分析',
        nameEn: 'Project analysis',
        icon: 'file-search',
      },
      { code: 'major_manage', url: 'majorManage', nameZh: '专业管理', nameEn: 'Majors', icon: 'tags' },
      { code: 'project_roles', url: 'projectRoles', nameZh: '项目角色', nameEn: 'Project roles', icon: 'user-cog' },
      { code: 'duty', url: 'duty', nameZh: '职责管理', nameEn: 'Duties', icon: 'list-checks' },
      {
        code: 'project_dictionary',
        url: 'projectDictionary',
        nameZh: '项目字典',
        nameEn: 'Project dictionary',
        icon: 'folder',
      },
    ],
  },
  {
    code: 'mro_manage',
    nameZh: '运维物资',
    nameEn: 'MRO',
    icon: 'package',
    children: [
      { code: 'mro_items', url: 'mroItems', nameZh: '物资台账', nameEn: 'MRO items', icon: 'list' },
      {
        code: 'mro_requests',
        url: 'mroRequests',
        nameZh: '补货申请',
        nameEn: 'Replenishment requests',
        icon: 'clipboard-list',
      },
    ],
  },
  {
    code: 'log_manage',
    nameZh: '日志管理',
    nameEn: 'Logs',
    icon: 'scroll-text',
    children: [
      { code: 'operate_log', url: 'operateLog', nameZh: '操作日志', nameEn: 'Operation log', icon: 'file-clock' },
      { code: 'search_log', url: 'searchLog', nameZh: '查询日志', nameEn: 'Search log', icon: 'file-search' },
      // Both logs on one screen (docs/screens.md, "Log manage"): routable, not in the sidebar.
      {
        code: 'log_overview',
        url: 'logManage',
        nameZh: '日志管理',
        nameEn: 'Logs',
        icon: 'scroll-text',
        hiddenFlag: 'Y',
      },
    ],
  },
  {
    code: 'delay_ticket_manage',
    nameZh: '滞留票管理',
    nameEn: 'Stranded tickets',
    icon: 'ticket',
    children: [
      {
        code: 'delay_apply_list',
        url: 'delayApplyList',
        nameZh: '滞留票申请',
        nameEn: 'Ticket applications',
        icon: 'clipboard-list',
      },
      // Opened from an application row, never from the sidebar.
      {
        code: 'delay_order_list',
        url: 'delayOrderList',
        nameZh: '滞留票订单',
        nameEn: 'Ticket orders',
        icon: 'receipt',
        hiddenFlag: 'Y',
      },
    ],
  },
  {
    code: 'process_manage',
    nameZh: '审批流程',
    nameEn: 'Approval processes',
    icon: 'list-checks',
    children: [
      { code: 'process_list', url: 'processList', nameZh: '流程申请', nameEn: 'Applications', icon: 'clipboard-list' },
      { code: 'flow_modal', url: 'flowModal', nameZh: '我的审批', nameEn: 'My approvals', icon: 'list-checks' },
      {
        code: 'process_template',
        url: 'processTemplate',
        nameZh: '流程模板',
        nameEn: 'Process templates',
        icon: 'list',
      },
      { code: 'process_type', url: 'processType', nameZh: '流程类型', nameEn: 'Process types', icon: 'tags' },
    ],
  },
  {
    code: 'report_center',
    nameZh: '报表中心',
    nameEn: 'Reports',
    icon: 'folder',
    children: [
      {
        code: 'report_management',
        url: 'reportManagement',
        nameZh: '报表管理',
        nameEn: 'Report management',
        icon: 'list',
      },
      { code: 'my_report', url: 'myReport', nameZh: '我的报表', nameEn: 'My reports', icon: 'file-text' },
      // Opened from a row of My reports with `?reportId=`, never from the sidebar.
      {
        code: 'report_detail',
        url: 'reportDetail',
        nameZh: '报表详情',
        nameEn: 'Report',
        icon: 'file-search',
        hiddenFlag: 'Y',
      },
    ],
  },
  { code: 'document', url: 'document', nameZh: '文档列表', nameEn: 'Documents', icon: 'file-text' },
  { code: 'user_address', url: 'userAddress', nameZh: '收货地址', nameEn: 'Addresses', icon: 'map-pin' },
  // The console's own help centre, a fixed route every signed-in account may open (docs/behaviour.md, "Help centre").
  {
    code: 'help',
    url: 'help',
    nameZh: '帮助中心',
    nameEn: 'Help centre',
    icon: 'circle-help',
    menuTipsZh: '常见任务的操作指南',
    menuTipsEn: 'How to do common tasks',
  },
];

/** A permission point of a menu entry in the base data. */
interface ResourceSeed {
  code: string;
  nameZh: string;
  nameEn: string;
  kind: 'action' | 'api';
  platformOnly?: boolean;
}

/**
 * The permission points of the menu entries written out, by entry `code`, besides the `menu` resource every
 * entry gets (`app<appId>:<code>`, which opens it): the codes the server's routes check.
 */
const WRITTEN_RESOURCES: Record<string, ResourceSeed[]> = {
  company_manage: [
    { code: 'company:read', nameZh: '查看企业', nameEn: 'View companies', kind: 'api' },
    { code: 'company:write', nameZh: '编辑企业', nameEn: 'Edit companies', kind: 'action' },
  ],
  org_structure: [
    { code: 'unit:read', nameZh: '查看部门', nameEn: 'View units', kind: 'api' },
    { code: 'unit:write', nameZh: '编辑部门', nameEn: 'Edit units', kind: 'action' },
  ],
  people_manage: [
    { code: 'person:read', nameZh: '查看人员', nameEn: 'View people', kind: 'api' },
    { code: 'person:write', nameZh: '编辑人员', nameEn: 'Edit people', kind: 'action' },
  ],
  operate_log: [{ code: 'log:read', nameZh: '查看日志', nameEn: 'View logs', kind: 'api' }],
  menu_manage: [
    { code: 'menu:read', nameZh: '查看菜单', nameEn: 'View menus', kind: 'api', platformOnly: true },
    { code: 'menu:write', nameZh: '编辑菜单', nameEn: 'Edit menus', kind: 'action', platformOnly: true },
  ],
  source_manage: [
    { code: 'resource:read', nameZh: '查看资源', nameEn: 'View resources', kind: 'api', platformOnly: true },
    { code: 'resource:write', nameZh: '编辑资源', nameEn: 'Edit resources', kind: 'action', platformOnly: true },
  ],
  character_type: [
    { code: 'roleType:read', nameZh: '查看角色类型', nameEn: 'View role types', kind: 'api', platformOnly: true },
    { code: 'roleType:write', nameZh: '编辑角色类型', nameEn: 'Edit role types', kind: 'action', platformOnly: true },
  ],
  character: [
    { code: 'role:read', nameZh: '查看角色', nameEn: 'View roles', kind: 'api' },
    { code: 'role:write', nameZh: '编辑角色', nameEn: 'Edit roles', kind: 'action' },
  ],
  auth: [{ code: 'role:grant', nameZh: '分配权限', nameEn: 'Assign permissions', kind: 'action' }],
  role_auth: [{ code: 'role:assign', nameZh: '授予和移除角色', nameEn: 'Give and remove roles', kind: 'action' }],
  auth_management: [
    { code: 'authorize:read', nameZh: '查看授权', nameEn: 'View authorisations', kind: 'api' },
    { code: 'authorize:write', nameZh: '编辑授权', nameEn: 'Edit authorisations', kind: 'action' },
  ],
  super_account: [
    {
      code: 'superAccount:read',
      nameZh: '查看超级账号',
      nameEn: 'View super accounts',
      kind: 'api',
      platformOnly: true,
    },
    {
      code: 'superAccount:write',
      nameZh: '编辑超级账号',
      nameEn: 'Edit super accounts',
      kind: 'action',
      platformOnly: true,
    },
  ],
  secret_allot: [
    { code: 'secret:read', nameZh: '查看密钥', nameEn: 'View secrets', kind: 'api', platformOnly: true },
    {
      code: 'secret:write',
      nameZh: '生成和吊销密钥',
      nameEn: 'Make and revoke secrets',
      kind: 'action',
      platformOnly: true,
    },
  ],
  app_management: [
    { code: 'app:write', nameZh: '编辑应用', nameEn: 'Edit applications', kind: 'action', platformOnly: true },
  ],
  database_address: [
    {
      code: 'databaseAddress:read',
      nameZh: '查看数据库地址',
      nameEn: 'View database addresses',
      kind: 'api',
      platformOnly: true,
    },
    {
      code: 'databaseAddress:write',
      nameZh: '编辑数据库地址',
      nameEn: 'Edit database addresses',
      kind: 'action',
      platformOnly: true,
    },
  ],
  server_address: [
    {
      code: 'serverAddress:read',
      nameZh: '查看服务器地址',
      nameEn: 'View server addresses',
      kind: 'api',
      platformOnly: true,
    },
    {
      code: 'serverAddress:write',
      nameZh: '编辑服务器地址',
      nameEn: 'Edit server addresses',
      kind: 'action',
      platformOnly: true,
    },
  ],
  data_dictionary: [
    {
      code: 'dictionary:read',
      nameZh: '查看数据字典',
      nameEn: 'View the data dictionary',
      kind: 'api',
      platformOnly: true,
    },
    {
      code: 'dictionary:write',
      nameZh: '编辑数据字典',
      nameEn: 'Edit the data dictionary',
      kind: 'action',
      platformOnly: true,
    },
  ],
  process_type: [
    { code: 'process:read', nameZh: '查看流程定义', nameEn: 'View process definitions', kind: 'api' },
    { code: 'process:write', nameZh: '编辑流程定义', nameEn: 'Edit process definitions', kind: 'action' },
  ],
  process_list: [{ code: 'application:write', nameZh: '提交申请', nameEn: 'Submit applications', kind: 'action' }],
  project_ledger: [
    { code: 'project:read', nameZh: '查看项目', nameEn: 'View projects', kind: 'api' },
    { code: 'project:write', nameZh: '编辑项目', nameEn: 'Edit projects', kind: 'action' },
  ],
  contract_config: [
    { code: 'projectContract:read', nameZh: '查看合同', nameEn: 'View contracts', kind: 'api' },
    { code: 'projectContract:write', nameZh: '编辑合同', nameEn: 'Edit contracts', kind: 'action' },
  ],
  organ: [
    { code: 'projectOrgan:read', nameZh: '查看参建单位', nameEn: 'View organisations', kind: 'api' },
    { code: 'projectOrgan:write', nameZh: '编辑参建单位', nameEn: 'Edit organisations', kind: 'action' },
  ],
  project_people: [
    { code: 'projectMember:read', nameZh: '查看项目人员', nameEn: 'View project people', kind: 'api' },
    { code: 'projectMember:write', nameZh: '编辑项目人员', nameEn: 'Edit project people', kind: 'action' },
  ],
  project_process: [
    { code: 'projectStage:read', nameZh: '查看项目阶段', nameEn: 'View project stages', kind: 'api' },
    { code: 'projectStage:write', nameZh: '编辑项目阶段', nameEn: 'Edit project stages', kind: 'action' },
  ],
  project_analysis: [
    { code: 'projectAnalysis:read', nameZh: '查看项目分析', nameEn: 'View project analysis', kind: 'api' },
  ],
  major_manage: [
    { code: 'major:read', nameZh: '查看专业', nameEn: 'View majors', kind: 'api' },
    { code: 'major:write', nameZh: '编辑专业', nameEn: 'Edit majors', kind: 'action', platformOnly: true },
  ],
  project_roles: [
    { code: 'projectRole:read', nameZh: '查看项目角色', nameEn: 'View project roles', kind: 'api' },
    {
      code: 'projectRole:write',
      nameZh: '编辑项目角色',
      nameEn: 'Edit project roles',
      kind: 'action',
      platformOnly: true,
    },
  ],
  duty: [
    { code: 'duty:read', nameZh: '查看职责', nameEn: 'View duties', kind: 'api' },
    { code: 'duty:write', nameZh: '编辑职责', nameEn: 'Edit duties', kind: 'action', platformOnly: true },
  ],
  project_dictionary: [
    { code: 'projectCode:read', nameZh: '查看项目字典', nameEn: 'View the project dictionary', kind: 'api' },
    {
      code: 'projectCode:write',
      nameZh: '编辑项目字典',
      nameEn: 'Edit the project dictionary',
      kind: 'action',
      platformOnly: true,
    },
  ],
  mro_items: [
    { code: 'mroItem:read', nameZh: '查看物资', nameEn: 'View MRO items', kind: 'api' },
    { code: 'mroItem:write', nameZh: '编辑物资', nameEn: 'Edit MRO items', kind: 'action' },
  ],
  mro_requests: [
    { code: 'mroRequest:read', nameZh: '查看补货申请', nameEn: 'View replenishment requests', kind: 'api' },
    { code: 'mroRequest:write', nameZh: '编辑补货申请', nameEn: 'Edit replenishment requests', kind: 'action' },
  ],
  role_loss_record: [{ code: 'roleLoss:read', nameZh: '查看角色移除记录', nameEn: 'View role removals', kind: 'api' }],
  announcement: [
    { code: 'announcement:read', nameZh: '查看公告', nameEn: 'View announcements', kind: 'api' },
    {
      code: 'announcement:write',
      nameZh: '编辑和发布公告',
      nameEn: 'Write and publish announcements',
      kind: 'action',
    },
  ],
  report_management: [
    { code: 'report:read', nameZh: '查看报表定义', nameEn: 'View report definitions', kind: 'api' },
    { code: 'report:write', nameZh: '编辑和共享报表', nameEn: 'Edit and share reports', kind: 'action' },
  ],
  my_report: [{ code: 'report:run', nameZh: '查看和导出报表', nameEn: 'Run and export reports', kind: 'api' }],
};

/**
 * What each role grants: menu entries by `code` (their `menu` resource; groups come with their
 * entries, see modules/system/service.ts) and resource codes. The platform administrator holds
 * every resource.
 */
const ROLE_GRANTS: Record<RoleCode, { menus: string[]; resources: string[] } | 'all'> = {
  platform_admin: 'all',
  enterprise_admin: {
    menus: [
      'company_manage',
      'org_structure',
      'people_manage',
      'character',
      'auth',
      'role_auth',
      'auth_management',
      'role_loss_record',
      'announcement',
      'operate_log',
      'search_log',
      'process_list',
      'flow_modal',
      'process_template',
      'process_type',
      'report_management',
      'my_report',
      'report_detail',
      'document',
      'user_address',
      'help',
      'project_ledger',
      'contract_config',
      'organ',
      'project_people',
      'project_process',
      'project_analysis',
      'major_manage',
      'project_roles',
      'duty',
      'project_dictionary',
      'mro_items',
      'mro_requests',
    ],
    resources: [
      'mroItem:read',
      'mroItem:write',
      'mroRequest:read',
      'mroRequest:write',
      'process:read',
      'process:write',
      'application:write',
      'project:read',
      'project:write',
      'projectContract:read',
      'projectContract:write',
      'projectOrgan:read',
      'projectOrgan:write',
      'projectMember:read',
      'projectMember:write',
      'projectStage:read',
      'projectStage:write',
      'projectAnalysis:read',
      'major:read',
      'projectRole:read',
      'duty:read',
      'projectCode:read',
      'company:read',
      'company:write',
      'unit:read',
      'unit:write',
      'person:read',
      'person:write',
      'log:read',
      'role:read',
      'role:write',
      'role:grant',
      'role:assign',
      'authorize:read',
      'authorize:write',
      'roleLoss:read',
      'announcement:read',
      'announcement:write',
      'report:read',
      'report:write',
      'report:run',
    ],
  },
  enterprise_staff: {
    menus: [
      'people_manage',
      'process_list',
      'flow_modal',
      'my_report',
      'report_detail',
      'document',
      'user_address',
      'help',
    ],
    resources: [
      'unit:read',
      'person:read',
      'process:read',
      'application:write',
      'report:run',
      'mroItem:read',
      'mroRequest:read',
    ],
  },
};

/** A definition of the registry that places its own menu entry, with its placement. */
export interface Placed {
  definition: ResourceDefinition;
  menu: MenuPlacement;
}

/** The definitions of the registry that place their own menu entry, with their placement. */
const PLACED: Placed[] = RESOURCE_DEFINITIONS.flatMap((definition) =>
  definition.menu ? [{ definition, menu: definition.menu }] : [],
);

/** Every `code` of `tree`, groups and entries. */
const codesOf = (tree: MenuSeed[]): string[] => tree.flatMap((entry) => [entry.code, ...codesOf(entry.children ?? [])]);

/**
 * `tree` with the entry of each of `placed` last in its group (docs/architecture.md, "One
 * registry"), named by the definition's `label`.
 * @throws Error naming the definition when its group is not a group of `tree`, its code is taken
 *   or it grants the entry to a role the base data does not have.
 */
export function withPlacedEntries(tree: MenuSeed[], placed: readonly Placed[]): MenuSeed[] {
  const taken = new Set(codesOf(tree));
  const children = new Map<string, MenuSeed[]>();
  for (const { definition, menu } of placed) {
    const refuse = (why: string) =>
      new Error(`resource definition "${definition.name}" cannot place its menu entry: ${why}`);
    if (!tree.some((entry) => entry.code === menu.group && entry.children)) throw refuse(`no menu group ${menu.group}`);
    if (taken.has(menu.code)) throw refuse(`the menu code ${menu.code} is taken`);
    const roles = menu.grantedTo.filter((role) => !ROLES.some((candidate) => candidate.code === role));
    if (roles.length > 0) throw refuse(`no role ${roles.join(', ')} in the base data`);
    taken.add(menu.code);
    const entry = {
      code: menu.code,
      url: definition.menuUrl,
      nameZh: definition.label.zh,
      nameEn: definition.label.en,
      icon: menu.icon,
    };
    children.set(menu.group, [...(children.get(menu.group) ?? []), entry]);
  }
  return tree.map((entry) =>
    children.has(entry.code)
      ? { ...entry, children: [...(entry.children ?? []), ...(children.get(entry.code) ?? [])] }
      : entry,
  );
}

/**
 * The menu tree of application 1 in the base data (docs/screens.md, "Access"): the tree written
 * out, with the entries that definitions place.
 */
export const MENU_TREE: MenuSeed[] = withPlacedEntries(WRITTEN_MENU_TREE, PLACED);

/**
 * The two resources of a placed definition's entry: `permissions.read` (查看<title> / View
 * <label>) and `permissions.write` (编辑<title> / Edit <label>).
 */
function placedResources(definition: ResourceDefinition): ResourceSeed[] {
  const title = definition.messages.zh[definition.title] ?? definition.label.zh;
  const label = lowerFirst(definition.label.en);
  return [
    { code: definition.permissions.read, nameZh: `查看${title}`, nameEn: `View ${label}`, kind: 'api' },
    { code: definition.permissions.write, nameZh: `编辑${title}`, nameEn: `Edit ${label}`, kind: 'action' },
  ];
}

/** The permission points of every menu entry, by entry `code`: those written out and the placed entries'. */
const RESOURCES: Record<string, ResourceSeed[]> = {
  ...WRITTEN_RESOURCES,
  ...Object.fromEntries(PLACED.map(({ definition, menu }) => [menu.code, placedResources(definition)])),
};

/**
 * What `role` grants: {@link ROLE_GRANTS}' own, with the entry and both codes of each placed
 * definition that names the role in `grantedTo`.
 */
function grantsOf(role: RoleCode): { menus: string[]; resources: string[] } | 'all' {
  const written = ROLE_GRANTS[role];
  if (written === 'all') return written;
  const placed = PLACED.filter(({ menu }) => menu.grantedTo.includes(role));
  return {
    menus: [...written.menus, ...placed.map(({ menu }) => menu.code)],
    resources: [
      ...written.resources,
      ...placed.flatMap(({ definition }) => [definition.permissions.read, definition.permissions.write]),
    ],
  };
}

// The tables above refer to each other by index and code; a typo must fail the seed loudly.
export function must<T>(value: T | undefined, what: string | number): T {
  if (value === undefined) throw new Error(`seed data refers to a missing entry: ${what}`);
  return value;
}

/** The base data's role ids by role code, which the demo set and the first administrator are given. */
export type RoleIds = Map<string, number>;

/**
 * Writes what every database needs to work at all (docs/architecture.md, "Seeding"): the
 * applications, the menu tree of application {@link DEMO_APP_ID} with its resources, and the
 * platform's roles with what each grants (the platform administrator: every resource). The role
 * types are the migration's (docs/screens.md, "Access").
 */
export async function insertBaseData(tx: Database): Promise<RoleIds> {
  await tx.insert(apps).values(APPS.map((app, sort) => ({ ...app, sort })));
  const typeRows = await tx.select({ id: roleTypes.id, code: roleTypes.code }).from(roleTypes);
  const typeId = new Map(typeRows.map((r) => [r.code, r.id]));
  const roleRows = await tx
    .insert(roles)
    .values(ROLES.map(({ type, ...role }) => ({ ...role, typeId: must(typeId.get(type), type) })))
    .returning({ id: roles.id, code: roles.code });
  const roleId = new Map(roleRows.map((r) => [r.code, r.id]));

  const menuIdOf = new Map<string, number>();
  const menuRows: MenuSeed[] = [];
  const insertMenus = async (entries: MenuSeed[], parentId: number | null) => {
    for (const [sort, entry] of entries.entries()) {
      const { children, ...fields } = entry;
      const [row] = await tx
        .insert(menus)
        .values({ ...fields, appId: DEMO_APP_ID, parentId, sort })
        .returning({ id: menus.id });
      const id = must(row, entry.code).id;
      menuIdOf.set(entry.code, id);
      menuRows.push(entry);
      if (children) await insertMenus(children, id);
    }
  };
  await insertMenus(MENU_TREE, null);
  const resourceRows = await tx
    .insert(resources)
    .values(
      menuRows.flatMap(({ code, url, type, nameZh, nameEn }) => {
        const menuId = must(menuIdOf.get(code), code);
        const own = (RESOURCES[code] ?? []).map((resource, sort) => ({ ...resource, menuId, sort: sort + 1 }));
        // Groups open nothing of their own: they show when one of their entries is granted.
        if (url === undefined && type !== 'out') return own;
        const open = {
          menuId,
          code: menuResourceCode(DEMO_APP_ID, code),
          ...menuResourceNames(nameZh, nameEn),
          kind: 'menu' as const,
          sort: 0,
        };
        return [open, ...own];
      }),
    )
    .returning({ id: resources.id, code: resources.code });
  const resourceId = new Map(resourceRows.map((r) => [r.code, r.id]));
  await tx.insert(projectCodes).values(PROJECT_CODES.map((entry, sort) => ({ ...entry, sort: (sort + 1) * 10 })));
  await tx.insert(roleResources).values(
    ROLES.flatMap(({ code: role }) => {
      const grants = grantsOf(role);
      const codes =
        grants === 'all'
          ? [...resourceId.keys()]
          : [...grants.menus.map((code) => menuResourceCode(DEMO_APP_ID, code)), ...grants.resources];
      return codes.map((code) => ({
        roleId: must(roleId.get(role), role),
        resourceId: must(resourceId.get(code), code),
      }));
    }),
  );
  return roleId;
}
