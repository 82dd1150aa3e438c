/**
 * What an empty database (no company yet) is given on first start, in one transaction
 * (docs/architecture.md, "Seeding"): the base data every database needs (applications, menus,
 * resources, the platform's roles and their grants), then either the demo data set below or the
 * first platform administrator from `ADMIN_ACCOUNT` and `ADMIN_PASSWORD`.
 *
 * The demo data set: every figure the dashboard shows is computed from the
 * rows written here (orders, applications), never stored as a total.
 *
 * Accounts (password {@link DEMO_PASSWORD}):
 * - `admin` (王明远, 汇采集团, platform administrator: every menu) and his attached `admin.yh`
 *   (远航供应链, enterprise administrator);
 * - `buyer` (李晓娜, 青禾贸易, enterprise staff: no `menu_manage`) and her attached `buyer.bc`
 *   (北辰工程, enterprise staff).
 *
 * The goods catalogue holds 8 office and industrial procurement items (`SKU-100231` ...), one of
 * them sold out (stock 0). No person has registered an identity card.
 *
 * The work bench, travel, workflow and documents: suppliers, inquiries and quotes, contracts
 * spread over the last months, e-bidding projects and invitations, the expert pool, travel
 * tickets (this month's and stranded ones) with applications, approval applications on process
 * templates, submitted and decided through the workflow service (some reminders of `admin` and
 * `buyer` link one), and 14 documents (5 shared). Company 4 has no
 * open inquiry and no coming e-bidding opening, company 2 no stranded ticket, so the cards' empty
 * states show; `clerk` alone may not use the travel service.
 */
import { ACCOUNT_PATTERN, PASSWORD_MAX, PASSWORD_MIN, passwordRuleMet } from '@workbench/contracts';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { monthStart } from '../lib/china-month';
import { hashPassword } from '../lib/password';
import { menuResourceCode, menuResourceNames } from '../modules/access/menu-resource';
import { decideTask, type Participant, submitApplication } from '../modules/workflow/applications';
import type { Database } from './client';
import {
  accountRoles,
  accounts,
  companies,
  contracts,
  delayApplies,
  documents,
  ebiddingInvitations,
  ebiddingProjects,
  experts,
  goods,
  type GoodsSpec,
  inquiries,
  inquiryQuotes,
  menus,
  orders,
  persons,
  reminderMessages,
  announcements,
  accountApps,
  apps,
  resources,
  roleResources,
  roles,
  roleTypes,
  superAccounts,
  units,
  suppliers,
  travelTickets,
  tripAuthorizations,
  processTemplates,
  processTypes,
  workflowTasks,
  connectionAddresses,
  dictionaryItems,
  dictionaryTypes,
  reports,
  reportShares,
  duties,
  majors,
  projectCodes,
  projectContracts,
  projectMembers,
  projectOrgans,
  projectRoles,
  projects,
  projectStages,
  mroItems,
  mroRequests,
} from './schema';

/** The password of every demo account. */
export const DEMO_PASSWORD = 'Workbench@123';

/** The application whose menus are seeded (the console's default `app_id`, docs/behaviour.md, "Formats and limits"). */
export const DEMO_APP_ID = 1;

const HOUR_MS = 3_600_000;

const COMPANIES = [
  {
    binCode: '91310000MA1HC00001',
    name: '汇采集团',
    companyName: '汇采集团有限公司',
    logoUrl: '/static/logos/huicai.svg',
  },
  {
    binCode: '91440300MA5YH00002',
    name: '远航供应链',
    companyName: '深圳远航供应链管理有限公司',
    logoUrl: '/static/logos/yuanhang.svg',
  },
  { binCode: '91330100MA2QH00003', name: '青禾贸易', companyName: '杭州青禾贸易有限公司', logoUrl: null },
  { binCode: '91110105MA0BC00004', name: '北辰工程', companyName: '北京北辰工程技术有限公司', logoUrl: null },
] as const;

const PERSONS = [
  { name: '王明远', avatarUrl: '/static/avatars/wang-mingyuan.svg', phone: '13800138000' },
  { name: '李晓娜', avatarUrl: null, phone: '13900139000' },
  { name: '赵子涵', avatarUrl: null, phone: '' },
  { name: '陈思远', avatarUrl: null, phone: '0571-88886666' },
] as const;

/** The applications (ids are the wire's `appId`); every demo account is authorised for each. */
const APPS = [
  { id: DEMO_APP_ID, code: 'workbench', nameZh: '工作台', nameEn: 'Workbench', platformCode: 'BASE' },
  { id: 2, code: 'ecommerce', nameZh: '电商平台', nameEn: 'E-commerce', platformCode: 'MALL' },
  { id: 3, code: 'purchase', nameZh: '采购平台', nameEn: 'Purchasing', platformCode: 'COLLECT' },
  { id: 4, code: 'sign_on', nameZh: '统一登录', nameEn: 'Sign-on', platformCode: 'BASE' },
  { id: 5, code: 'travel', nameZh: '差旅平台', nameEn: 'Travel', platformCode: 'TRAVEL' },
  { id: 6, code: 'supply_chain', nameZh: '供应链平台', nameEn: 'Supply chain', platformCode: 'COLLECT' },
] as const;

/** The demo database and server addresses (docs/screens.md, "System"); their secrets are never answered. */
const CONNECTION_ADDRESSES = [
  {
    target: 'database',
    code: 'report_db',
    name: '报表库',
    kind: 'postgresql',
    url: 'postgresql://report.example.com:5432/report',
    userName: 'report_reader',
    secret: 'demo-report-secret',
  },
  {
    target: 'server',
    code: 'file_server',
    name: '文件服务器',
    kind: 'file',
    url: 'https://files.example.com',
    userName: '',
    secret: null,
  },
  {
    target: 'server',
    code: 'purchase_api',
    name: '采购接口',
    kind: 'api',
    url: 'https://purchase-api.example.com/v1',
    userName: 'workbench',
    secret: 'demo-purchase-secret',
  },
  {
    target: 'server',
    code: 'ebidding',
    name: '电子招投标系统',
    kind: 'web',
    url: 'https://ebidding.example.com',
    userName: '',
    secret: null,
  },
  {
    target: 'server',
    code: 'purchase',
    name: '采购平台',
    kind: 'web',
    url: 'https://purchase.example.com',
    userName: '',
    secret: null,
  },
  {
    target: 'server',
    code: 'sign_on',
    name: '统一登录',
    kind: 'web',
    url: 'https://sso.example.com',
    userName: '',
    secret: null,
  },
  {
    target: 'server',
    code: 'supply_chain',
    name: '供应链平台',
    kind: 'web',
    url: 'https://supply-chain.example.com',
    userName: '',
    secret: null,
  },
  {
    target: 'server',
    code: 'ztrip',
    name: '差旅服务',
    kind: 'web',
    url: 'https://trip.example.com/sso',
    userName: '',
    secret: null,
  },
] as const;

/** The demo dictionary types and their items (docs/screens.md, "System"), items in this order. */
const DICTIONARY = [
  {
    code: 'contract_kind',
    nameZh: '合同类别',
    nameEn: 'Contract kind',
    items: [
      { code: 'goods', labelZh: '货物', labelEn: 'Goods' },
      { code: 'engineering', labelZh: '工程', labelEn: 'Engineering' },
      { code: 'service', labelZh: '服务', labelEn: 'Services' },
    ],
  },
  {
    code: 'invoice_kind',
    nameZh: '发票类型',
    nameEn: 'Invoice kind',
    items: [
      { code: 'vat_special', labelZh: '增值税专用发票', labelEn: 'Special VAT invoice' },
      { code: 'vat_general', labelZh: '增值税普通发票', labelEn: 'General VAT invoice' },
      { code: 'retired', labelZh: '旧版发票', labelEn: 'Old-style invoice', enabled: false },
    ],
  },
];

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

/** The demo majors, project roles and duties (docs/screens.md, "Projects"). */
const MAJORS = [
  { code: 'civil', nameZh: '土建', nameEn: 'Civil works' },
  { code: 'electrical', nameZh: '电气', nameEn: 'Electrical' },
  { code: 'hvac', nameZh: '暖通', nameEn: 'HVAC' },
  { code: 'landscape', nameZh: '园林', nameEn: 'Landscape', enabled: false },
];
const PROJECT_ROLES = [
  { code: 'project_manager', nameZh: '项目经理', nameEn: 'Project manager' },
  { code: 'site_engineer', nameZh: '现场工程师', nameEn: 'Site engineer' },
  { code: 'cost_engineer', nameZh: '造价工程师', nameEn: 'Cost engineer' },
];
const DUTIES = [
  { code: 'quality', nameZh: '质量管理', nameEn: 'Quality', description: '施工质量检查与验收' },
  { code: 'safety', nameZh: '安全管理', nameEn: 'Safety', description: '现场安全巡查' },
  { code: 'cost', nameZh: '成本控制', nameEn: 'Cost control', description: '' },
];

/** The demo projects, by company index, major, state and kind code, with their parts. */
const PROJECTS = [
  {
    company: 0,
    code: 'HC-2026-001',
    name: '汇采集团总部办公楼改造',
    unit: '工程采购组',
    major: 'civil',
    state: 'building',
    kind: 'renovation',
    budget: 12_000_000,
    startDate: '2026-03-01',
    manager: '王建国',
    contracts: [
      {
        code: 'C-001',
        supplierName: '华东建设工程有限公司',
        amount: 8_600_000,
        signedDate: '2026-02-20',
        state: 'signed',
      },
      { code: 'C-002', supplierName: '申城机电安装有限公司', amount: 1_250_000, signedDate: '', state: 'draft' },
    ],
    organs: [
      { name: '汇采集团有限公司', kind: 'owner' },
      { name: '华东建设工程有限公司', kind: 'contractor' },
      { name: '诚信工程监理有限公司', kind: 'supervisor' },
    ],
    members: [
      { account: 'manager', role: 'project_manager', duty: 'quality', fromDate: '2026-03-01' },
      { account: 'admin', role: 'cost_engineer', duty: 'cost', fromDate: '2026-03-01' },
    ],
    stages: [
      { name: '立项', state: 'done' },
      { name: '设计', state: 'done' },
      { name: '施工', state: 'active' },
      { name: '竣工验收', state: 'planned' },
    ],
  },
  {
    company: 0,
    code: 'HC-2026-002',
    name: '配电室扩容工程',
    unit: '工程采购组',
    major: 'electrical',
    state: 'preparing',
    kind: 'new_build',
    budget: 2_400_000,
    startDate: '2026-06-15',
    manager: '',
    contracts: [],
    organs: [{ name: '汇采集团有限公司', kind: 'owner' }],
    members: [],
    stages: [{ name: '立项', state: 'active' }],
  },
  {
    company: 1,
    code: 'YH-2026-001',
    name: '华南仓储中心暖通维修',
    unit: '华南仓储',
    major: 'hvac',
    state: 'completed',
    kind: 'maintenance',
    budget: 680_000,
    startDate: '2026-01-05',
    endDate: '2026-04-30',
    manager: '陈海',
    contracts: [
      {
        code: 'C-001',
        supplierName: '岭南暖通设备有限公司',
        amount: 615_000,
        signedDate: '2026-01-02',
        state: 'closed',
      },
    ],
    organs: [{ name: '深圳远航供应链管理有限公司', kind: 'owner' }],
    members: [{ account: 'admin.yh', role: 'project_manager', duty: 'safety', fromDate: '2026-01-05' }],
    stages: [
      { name: '检修', state: 'done' },
      { name: '验收', state: 'done' },
    ],
  },
] as const;

/**
 * The demo MRO items (docs/screens.md, "MRO"), by company index: some at or under their reorder
 * point, so the MRO work bench has something to replenish.
 */
const MRO_ITEMS = [
  {
    company: 0,
    code: 'BRG-6204',
    nameZh: '深沟球轴承 6204',
    nameEn: 'Ball bearing 6204',
    uom: '个',
    stock: 4,
    reorderPoint: 10,
    location: 'A-01-03',
  },
  {
    company: 0,
    code: 'FLT-AIR-01',
    nameZh: '空调过滤网',
    nameEn: 'Air conditioner filter',
    uom: '片',
    stock: 12,
    reorderPoint: 12,
    location: 'B-02-01',
  },
  {
    company: 0,
    code: 'GLV-NIT',
    nameZh: '丁腈手套',
    nameEn: 'Nitrile gloves',
    uom: '盒',
    stock: 40,
    reorderPoint: 15,
    location: 'C-01-01',
  },
  {
    company: 0,
    code: 'LMP-LED-18',
    nameZh: 'LED 灯管 18W',
    nameEn: 'LED tube 18 W',
    uom: '支',
    stock: 30,
    reorderPoint: 20,
    location: '',
  },
  {
    company: 1,
    code: 'OIL-HYD-46',
    nameZh: '46 号液压油',
    nameEn: 'Hydraulic oil 46',
    uom: '桶',
    stock: 1,
    reorderPoint: 3,
    location: '华南仓储 M-1',
  },
  {
    company: 1,
    code: 'BLT-V-A42',
    nameZh: 'A42 三角带',
    nameEn: 'V-belt A42',
    uom: '条',
    stock: 8,
    reorderPoint: 5,
    location: '华南仓储 M-2',
  },
] as const;

/** The demo replenishment requests: item code within the company, requester account, state. */
const MRO_REQUESTS = [
  {
    company: 0,
    item: 'GLV-NIT',
    account: 'manager',
    quantity: 20,
    reason: '季度劳保用品补充',
    state: 'received',
    hoursAgo: 24 * 20,
  },
  {
    company: 0,
    item: 'LMP-LED-18',
    account: 'manager',
    quantity: 10,
    reason: '办公区灯管更换',
    state: 'ordered',
    hoursAgo: 24 * 3,
  },
  {
    company: 1,
    item: 'OIL-HYD-46',
    account: 'admin.yh',
    quantity: 4,
    reason: '叉车保养用油',
    state: 'waiting',
    hoursAgo: 6,
  },
] as const;

/** The platform's roles (no company: shared by every company, edited by platform administrators). */
const ROLES = [
  { code: 'platform_admin', nameZh: '平台管理员', nameEn: 'Platform administrator', type: 'platform_admin' },
  { code: 'enterprise_admin', nameZh: '企业管理员', nameEn: 'Enterprise administrator', type: 'enterprise_admin' },
  { code: 'enterprise_staff', nameZh: '企业员工', nameEn: 'Enterprise staff', type: 'staff' },
] as const;

type RoleCode = (typeof ROLES)[number]['code'];

const ACCOUNTS: {
  account: string;
  person: number;
  company: number;
  userType: 'platform' | 'enterprise';
  role: RoleCode;
}[] = [
  { account: 'admin', person: 0, company: 0, userType: 'platform', role: 'platform_admin' },
  { account: 'admin.yh', person: 0, company: 1, userType: 'enterprise', role: 'enterprise_admin' },
  { account: 'buyer', person: 1, company: 2, userType: 'enterprise', role: 'enterprise_staff' },
  { account: 'buyer.bc', person: 1, company: 3, userType: 'enterprise', role: 'enterprise_staff' },
  // Staff whose password and name the personal-information journey changes, so no other journey
  // signing in at the same time meets a changed password.
  { account: 'clerk', person: 2, company: 2, userType: 'enterprise', role: 'enterprise_staff' },
  // The enterprise administrator of company 1: manages its units, people and logs, not others'.
  { account: 'manager', person: 3, company: 0, userType: 'enterprise', role: 'enterprise_admin' },
];

/** The units of companies 1 and 2 (by index in {@link COMPANIES}), top-level units with their children. */
const UNITS: { company: number; name: string; children?: string[] }[] = [
  { company: 0, name: '总经办' },
  { company: 0, name: '采购部', children: ['商品采购组', '工程采购组'] },
  { company: 0, name: '财务部' },
  { company: 0, name: '信息技术部' },
  { company: 1, name: '总经理办公室' },
  { company: 1, name: '运营中心', children: ['华南仓储', '华东仓储', '华北仓储'] },
  { company: 1, name: '采购中心', children: ['原材料采购', '物流服务采购'] },
  { company: 1, name: '销售中心', children: ['大客户部', '渠道部'] },
  { company: 1, name: '财务中心' },
  { company: 1, name: '人力资源部' },
];

/** The unit (by name) each demo account works in. */
const ACCOUNT_UNITS: Record<string, string> = { admin: '总经办', manager: '信息技术部', 'admin.yh': '总经理办公室' };

/**
 * How many generated people company 2 (远航供应链) holds, so paging, sorting and search run on
 * real volumes. Made by faker with {@link GENERATED_SEED}, so every database gets the same people.
 */
export const GENERATED_PEOPLE = 1200;
const GENERATED_SEED = 20_261_123;

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
 * The menu tree of application 1 in the base data (docs/screens.md, "Access"), in sidebar order.
 * Icons are lucide icon names (the console's icon set). Groups have no `url`.
 */
export const MENU_TREE: MenuSeed[] = [
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

/**
 * The permission points of the menu entries, by entry `code`, besides the `menu` resource every
 * entry gets (`app<appId>:<code>`, which opens it): the codes the server's routes check.
 */
const RESOURCES: Record<
  string,
  { code: string; nameZh: string; nameEn: string; kind: 'action' | 'api'; platformOnly?: boolean }[]
> = {
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
  // new:screen resources: `pnpm new:screen` adds a menu entry's resources above this line (CONTRIBUTING.md).
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
      // new:screen admin-menus: `pnpm new:screen` adds a menu entry above this line (CONTRIBUTING.md).
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
      // new:screen admin-resources: `pnpm new:screen` adds resource codes above this line (CONTRIBUTING.md).
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

const MESSAGES: {
  account: string;
  titleZh: string;
  titleEn: string;
  contentZh: string;
  contentEn: string;
  read: boolean;
  hoursAgo: number;
  /** The demo application (a key of {@link APPLICATIONS}) the message is about: it links its latest task. */
  application?: keyof typeof APPLICATIONS;
}[] = [
  {
    account: 'admin',
    titleZh: '采购申请待审批',
    titleEn: 'Purchase request awaiting approval',
    contentZh: '办公用品采购申请等待您审批。',
    contentEn: 'An office supplies purchase request is waiting for your approval.',
    read: false,
    hoursAgo: 1,
    application: 'officeSupplies',
  },
  {
    account: 'admin',
    titleZh: '新供应商入驻',
    titleEn: 'New supplier registered',
    contentZh: '远航供应链提交了供应商准入资料。',
    contentEn: 'Yuanhang Supply Chain submitted its supplier admission documents.',
    read: false,
    hoursAgo: 5,
    application: 'supplierYh',
  },
  {
    account: 'admin',
    titleZh: '系统维护通知',
    titleEn: 'Scheduled maintenance',
    contentZh: '本周六 22:00 至 24:00 系统维护。',
    contentEn: 'The system is under maintenance this Saturday from 22:00 to 24:00.',
    read: false,
    hoursAgo: 26,
  },
  {
    account: 'admin',
    titleZh: '月度报表已生成',
    titleEn: 'Monthly report ready',
    contentZh: '上月采购报表已生成。',
    contentEn: "Last month's purchasing report is ready.",
    read: true,
    hoursAgo: 72,
  },
  {
    account: 'buyer',
    titleZh: '订单已发货',
    titleEn: 'Order shipped',
    contentZh: '您的订单已发货，请注意查收。',
    contentEn: 'Your order has shipped.',
    read: false,
    hoursAgo: 2,
    application: 'shopDelivery',
  },
  {
    account: 'buyer',
    titleZh: '差旅申请已通过',
    titleEn: 'Travel request approved',
    contentZh: '您的差旅预订申请已通过审批。',
    contentEn: 'Your travel booking request was approved.',
    read: false,
    hoursAgo: 30,
    application: 'beijing',
  },
];

// Order amounts in yuan per company (same order as COMPANIES).
const ORDER_AMOUNTS: string[][] = [
  ['12800.00', '3560.50', '45210.00', '980.00', '15000.00', '7420.30'],
  ['8800.00', '23999.99', '1250.00', '6400.00', '310.80'],
  ['5600.00', '1899.00', '12000.00', '450.50'],
  ['98000.00', '15600.00', '2300.00'],
];

const spec = (labelZh: string, labelEn: string, valueZh: string, valueEn = valueZh): GoodsSpec => ({
  labelZh,
  labelEn,
  valueZh,
  valueEn,
});

// Prices in yuan per unit. The label printer is sold out.
const GOODS: (typeof goods.$inferInsert)[] = [
  {
    sku: 'SKU-100231',
    nameZh: 'A4 复印纸 70g（5 包/箱）',
    nameEn: 'A4 copy paper, 70 g/m² (5 reams per box)',
    brand: 'Deli',
    categoryZh: '办公耗材',
    categoryEn: 'Office consumables',
    unitZh: '箱',
    unitEn: 'box',
    price: '135.00',
    stock: 420,
    specs: [
      spec('规格', 'Size', 'A4（210 × 297 mm）', 'A4 (210 × 297 mm)'),
      spec('克重', 'Weight', '70 g/m²'),
      spec('包装', 'Packing', '500 张/包，5 包/箱', '500 sheets per ream, 5 reams per box'),
      spec('白度', 'Whiteness', '≥ 96% CIE'),
    ],
  },
  {
    sku: 'SKU-100245',
    nameZh: '88A 黑色激光打印硒鼓',
    nameEn: '88A black laser toner cartridge',
    brand: 'HP',
    categoryZh: '办公耗材',
    categoryEn: 'Office consumables',
    unitZh: '支',
    unitEn: 'piece',
    price: '459.00',
    stock: 86,
    specs: [
      spec('型号', 'Model', 'CC388A'),
      spec('颜色', 'Colour', '黑色', 'Black'),
      spec('打印页数', 'Page yield', '约 1500 页（5% 覆盖率）', 'About 1,500 pages (5% coverage)'),
      spec('适用机型', 'Compatible printers', 'P1007、P1008、M1136', 'P1007, P1008, M1136'),
    ],
  },
  {
    sku: 'SKU-200118',
    nameZh: 'ABS 安全帽（带透气孔）',
    nameEn: 'ABS safety helmet, vented',
    brand: '3M',
    categoryZh: '劳保用品',
    categoryEn: 'Personal protective equipment',
    unitZh: '顶',
    unitEn: 'piece',
    price: '35.50',
    stock: 1200,
    specs: [
      spec('材质', 'Material', 'ABS 工程塑料', 'ABS plastic'),
      spec('执行标准', 'Standard', 'GB 2811-2019'),
      spec('颜色', 'Colour', '白色', 'White'),
      spec('调节方式', 'Adjustment', '旋钮式，52–64 cm', 'Ratchet, 52–64 cm'),
    ],
  },
  {
    sku: 'SKU-200342',
    nameZh: '一次性丁腈手套（100 只/盒）',
    nameEn: 'Disposable nitrile gloves (100 per box)',
    brand: 'Ansell',
    categoryZh: '劳保用品',
    categoryEn: 'Personal protective equipment',
    unitZh: '盒',
    unitEn: 'box',
    price: '68.00',
    stock: 950,
    specs: [
      spec('尺码', 'Size', 'L'),
      spec('颜色', 'Colour', '蓝色', 'Blue'),
      spec('厚度', 'Thickness', '0.1 mm'),
      spec('无粉', 'Powder-free', '是', 'Yes'),
      spec('包装', 'Packing', '100 只/盒', '100 per box'),
    ],
  },
  {
    sku: 'SKU-300107',
    nameZh: 'LED 平板灯 600 × 600 mm 48 W',
    nameEn: 'LED panel light, 600 × 600 mm, 48 W',
    brand: 'Opple',
    categoryZh: '照明',
    categoryEn: 'Lighting',
    unitZh: '盏',
    unitEn: 'piece',
    price: '168.00',
    stock: 240,
    specs: [
      spec('功率', 'Power', '48 W'),
      spec('色温', 'Colour temperature', '4000 K（中性光）', '4000 K (neutral white)'),
      spec('光通量', 'Luminous flux', '4320 lm'),
      spec('尺寸', 'Dimensions', '595 × 595 × 10 mm'),
    ],
  },
  {
    sku: 'SKU-300256',
    nameZh: '人体工学办公椅（网背）',
    nameEn: 'Ergonomic office chair, mesh back',
    brand: 'Sihoo',
    categoryZh: '办公家具',
    categoryEn: 'Office furniture',
    unitZh: '把',
    unitEn: 'piece',
    price: '1299.00',
    stock: 35,
    specs: [
      spec('靠背', 'Back', '透气网布，可调腰托', 'Breathable mesh, adjustable lumbar support'),
      spec('扶手', 'Armrests', '3D 可调', '3D adjustable'),
      spec('最大承重', 'Maximum load', '150 kg'),
      spec('气杆', 'Gas lift', '四级气杆', 'Class 4'),
    ],
  },
  {
    sku: 'SKU-400019',
    nameZh: '24 口千兆以太网交换机',
    nameEn: '24-port gigabit Ethernet switch',
    brand: 'H3C',
    categoryZh: '网络设备',
    categoryEn: 'Networking',
    unitZh: '台',
    unitEn: 'unit',
    price: '689.00',
    stock: 18,
    specs: [
      spec('端口', 'Ports', '24 个 10/100/1000 Mbps 电口', '24 × 10/100/1000 Mbps RJ45'),
      spec('交换容量', 'Switching capacity', '48 Gbps'),
      spec('管理方式', 'Management', '非网管', 'Unmanaged'),
      spec('安装方式', 'Mounting', '19 英寸机架式，1U', '19-inch rack, 1U'),
    ],
  },
  {
    sku: 'SKU-400088',
    nameZh: '桌面标签打印机',
    nameEn: 'Desktop label printer',
    brand: 'Brother',
    categoryZh: '办公设备',
    categoryEn: 'Office equipment',
    unitZh: '台',
    unitEn: 'unit',
    price: '1999.00',
    stock: 0,
    specs: [
      spec('打印方式', 'Print method', '热敏', 'Direct thermal'),
      spec('分辨率', 'Resolution', '300 dpi'),
      spec('最大标签宽度', 'Maximum label width', '62 mm'),
      spec('连接方式', 'Connectivity', 'USB、Wi-Fi、蓝牙', 'USB, Wi-Fi, Bluetooth'),
    ],
  },
];

// Suppliers: [company index, zh name, en name, category index, status].
const SUPPLIER_CATEGORIES = [
  { categoryZh: '办公用品', categoryEn: 'Office supplies' },
  { categoryZh: '工程施工', categoryEn: 'Construction' },
  { categoryZh: '信息技术服务', categoryEn: 'IT services' },
  { categoryZh: '物流运输', categoryEn: 'Logistics' },
  { categoryZh: '劳保用品', categoryEn: 'Personal protective equipment' },
] as const;

const SUPPLIERS: [number, string, string, number, 'qualified' | 'pending' | 'disqualified'][] = [
  [0, '得力办公', 'Deli Office', 0, 'qualified'],
  [0, '中建三局', 'China Construction Third Bureau', 1, 'qualified'],
  [0, '华信数科', 'Huaxin Digital', 2, 'qualified'],
  [0, '顺达物流', 'Shunda Logistics', 3, 'qualified'],
  [0, '安盾防护', 'Andun Protection', 4, 'pending'],
  [0, '恒通建材', 'Hengtong Building Materials', 1, 'disqualified'],
  [1, '鹏城文具', 'Pengcheng Stationery', 0, 'qualified'],
  [1, '南方速运', 'Southern Express', 3, 'qualified'],
  [1, '云启科技', 'Yunqi Technology', 2, 'qualified'],
  [1, '粤安劳保', 'Yue’an Safety', 4, 'pending'],
  [2, '西湖办公', 'West Lake Office', 0, 'qualified'],
  [2, '钱江建设', 'Qianjiang Construction', 1, 'qualified'],
  [2, '之江信息', 'Zhijiang Information', 2, 'qualified'],
  [2, '杭运物流', 'Hangyun Logistics', 3, 'pending'],
  [2, '临安防护', 'Lin’an Protection', 4, 'disqualified'],
  [3, '京华建工', 'Jinghua Engineering', 1, 'qualified'],
  [3, '燕山劳保', 'Yanshan Safety', 4, 'qualified'],
  [3, '北辰信息', 'Beichen Information', 2, 'pending'],
];

// Inquiries: [company index, zh title, en title, deadline in hours from seeding (negative: closed),
// indexes in SUPPLIERS of the suppliers that quoted]. Company 4 publishes none.
const INQUIRIES: [number, string, string, number, number[]][] = [
  [0, '2025 年度办公用品框架询价', '2025 office supplies framework inquiry', 30, [0, 3, 4]],
  [0, '数据中心运维服务询价', 'Data centre operations inquiry', 120, [2]],
  [0, '园区安保服务询价', 'Campus security services inquiry', 400, []],
  [0, '劳保手套集中采购询价', 'Work gloves bulk purchase inquiry', -24, [4, 0]],
  [1, '冷链运输服务询价', 'Cold-chain transport inquiry', 72, [7, 6]],
  [1, '仓储货架采购询价', 'Warehouse racking inquiry', 200, [6]],
  [2, '茶叶包装材料询价', 'Tea packaging materials inquiry', 48, [10, 13]],
  [2, '门店装修工程询价', 'Shop fit-out works inquiry', 150, [11]],
  [2, '收银系统升级询价', 'Till system upgrade inquiry', -48, [12]],
];

type ContractKind = 'goods' | 'engineering' | 'service';

// Contracts: [company index, kind, supplier index in SUPPLIERS, zh title, en title, amount in
// yuan, months back from the seeding month (0 = this month; 6 and more fall outside the cards)].
const CONTRACTS: [number, ContractKind, number, string, string, string, number][] = [
  [0, 'goods', 0, '办公用品年度供货合同', 'Office supplies annual contract', '128000.00', 0],
  [0, 'goods', 4, '劳保用品采购合同', 'PPE purchase contract', '36500.50', 1],
  [0, 'goods', 0, '打印耗材采购合同', 'Printer consumables contract', '18200.00', 3],
  [0, 'goods', 0, '会议室家具采购合同', 'Meeting room furniture contract', '64000.00', 5],
  [0, 'goods', 4, '安全帽采购合同', 'Safety helmet contract', '9800.00', 8],
  [0, 'engineering', 1, '研发楼改造工程合同', 'R&D building refit contract', '1250000.00', 2],
  [0, 'engineering', 1, '停车场扩建工程合同', 'Car park extension contract', '480000.00', 4],
  [0, 'service', 2, '数据中心运维服务合同', 'Data centre operations contract', '216000.00', 0],
  [0, 'service', 3, '仓储物流服务合同', 'Warehousing and logistics contract', '88000.00', 2],
  [1, 'goods', 6, '文具季度供货合同', 'Stationery quarterly contract', '23999.99', 0],
  [1, 'goods', 9, '防护用品采购合同', 'Protective gear contract', '15600.00', 4],
  [1, 'service', 7, '干线运输服务合同', 'Trunk transport contract', '356000.00', 1],
  [2, 'goods', 10, '门店办公用品合同', 'Shop office supplies contract', '8600.00', 0],
  [2, 'goods', 10, '茶叶礼盒采购合同', 'Tea gift box contract', '42000.00', 2],
  [2, 'engineering', 11, '旗舰店装修工程合同', 'Flagship shop fit-out contract', '680000.00', 1],
  [2, 'service', 12, '收银系统维护合同', 'Till system maintenance contract', '24000.00', 3],
  [3, 'engineering', 15, '管廊施工总承包合同', 'Utility tunnel general contract', '3280000.00', 0],
  [3, 'engineering', 15, '厂区道路工程合同', 'Plant road works contract', '960000.00', 3],
  [3, 'goods', 16, '施工劳保用品合同', 'Site PPE contract', '56000.00', 1],
];

// Reports (docs/screens.md, "Reports"): [company index, owner, definition, shared with accounts and roles].
const REPORTS: {
  company: number;
  owner: string;
  definition: {
    code: string;
    nameZh: string;
    nameEn: string;
    description: string;
    kind: string;
    chart: string;
    rangeDays: number;
    topN: number;
    contractKind: string;
  };
  accounts: string[];
  roles: RoleCode[];
}[] = [
  {
    company: 0,
    owner: 'admin',
    definition: {
      code: 'spend_by_month',
      nameZh: '月度合同金额',
      nameEn: 'Contract spend by month',
      description: '近一年每月签订的合同金额',
      kind: 'spendByMonth',
      chart: 'bar',
      rangeDays: 366,
      topN: 10,
      contractKind: 'all',
    },
    accounts: [],
    roles: ['enterprise_admin'],
  },
  {
    company: 0,
    owner: 'admin',
    definition: {
      code: 'top_suppliers',
      nameZh: '供应商合同金额排名',
      nameEn: 'Top suppliers by contract spend',
      description: '近一年合同金额最高的供应商',
      kind: 'spendBySupplier',
      chart: 'bar',
      rangeDays: 366,
      topN: 5,
      contractKind: 'all',
    },
    accounts: ['manager'],
    roles: [],
  },
  {
    company: 0,
    owner: 'manager',
    definition: {
      code: 'applications_by_status',
      nameZh: '申请审批状态',
      nameEn: 'Applications by status',
      description: '近 30 天的申请按审批状态统计',
      kind: 'applicationsByStatus',
      chart: 'donut',
      rangeDays: 30,
      topN: 10,
      contractKind: 'all',
    },
    accounts: [],
    roles: [],
  },
  {
    company: 2,
    owner: 'buyer',
    definition: {
      code: 'qh_spend_by_month',
      nameZh: '青禾月度合同金额',
      nameEn: 'Qinghe contract spend by month',
      description: '',
      kind: 'spendByMonth',
      chart: 'line',
      rangeDays: 366,
      topN: 10,
      contractKind: 'goods',
    },
    accounts: [],
    roles: [],
  },
];

type Stage = 'toPublish' | 'bidding' | 'toEvaluate' | 'done';

// E-bidding projects: [company index, zh name, en name, stage, opening in hours from seeding,
// invitations: [supplier index, signed in, bid amount in yuan or null]].
const EBIDDING: [number, string, string, Stage, number, [number, boolean, string | null][]][] = [
  [
    0,
    '办公电脑集中采购',
    'Office PC bulk purchase',
    'bidding',
    20,
    [
      [0, true, '356000.00'],
      [2, true, '349800.00'],
      [3, false, null],
    ],
  ],
  [
    0,
    '园区绿化养护',
    'Campus landscaping',
    'bidding',
    70,
    [
      [1, true, null],
      [3, false, null],
      [5, false, null],
    ],
  ],
  [0, '食堂食材供应', 'Canteen food supply', 'toPublish', 300, []],
  [
    0,
    '档案数字化服务',
    'Archive digitisation',
    'toEvaluate',
    -30,
    [
      [2, true, '128000.00'],
      [0, true, '131500.00'],
      [3, true, '126000.00'],
    ],
  ],
  [
    0,
    '消防设施维保',
    'Fire equipment maintenance',
    'done',
    -400,
    [
      [1, true, '86000.00'],
      [2, true, '91000.00'],
    ],
  ],
  [
    1,
    '跨境物流服务',
    'Cross-border logistics',
    'bidding',
    48,
    [
      [7, true, '520000.00'],
      [8, false, null],
    ],
  ],
  [
    1,
    '仓库照明改造',
    'Warehouse lighting refit',
    'done',
    -200,
    [
      [6, true, '45000.00'],
      [7, true, '47000.00'],
    ],
  ],
  [
    2,
    '门店收银设备',
    'Shop till equipment',
    'bidding',
    30,
    [
      [12, true, '98000.00'],
      [10, true, null],
      [13, false, null],
    ],
  ],
  [2, '包装设计服务', 'Packaging design', 'toPublish', 240, []],
  [
    2,
    '仓储叉车租赁',
    'Warehouse forklift hire',
    'toEvaluate',
    -50,
    [
      [13, true, '36000.00'],
      [11, true, '34500.00'],
    ],
  ],
  [
    3,
    '管廊监测系统',
    'Tunnel monitoring system',
    'toEvaluate',
    -10,
    [
      [17, true, '1280000.00'],
      [15, true, '1315000.00'],
    ],
  ],
  [3, '工地安全防护用品', 'Site safety equipment', 'done', -300, [[16, true, '56000.00']]],
];

// The group's expert pool: [name, zh speciality, en speciality].
const EXPERTS: [string, string, string][] = [
  ['周建国', '建筑工程', 'Construction engineering'],
  ['吴海峰', '建筑工程', 'Construction engineering'],
  ['郑丽华', '建筑工程', 'Construction engineering'],
  ['孙志强', '机电设备', 'Mechanical and electrical'],
  ['钱文静', '机电设备', 'Mechanical and electrical'],
  ['陈思远', '信息技术', 'Information technology'],
  ['刘晓燕', '信息技术', 'Information technology'],
  ['黄立新', '信息技术', 'Information technology'],
  ['林美玲', '信息技术', 'Information technology'],
  ['何振东', '财务审计', 'Finance and audit'],
  ['马秀英', '法律合规', 'Legal and compliance'],
];

type TicketClass = 'flight' | 'train' | 'hotel' | 'car';

// Tickets booked this month (none stranded): [company index, passenger, zh route, en route,
// class, amount in yuan, share of the month so far when booked, departure in hours from seeding
// (negative: taken, status used; positive: unused)].
const MONTH_TICKETS: [number, string, string, string, TicketClass, string, number, number][] = [
  [0, '王明远', '上海虹桥 → 北京首都', 'Shanghai Hongqiao → Beijing Capital', 'flight', '1580.00', 0.2, -1],
  [0, '王明远', '北京 → 上海', 'Beijing → Shanghai', 'train', '553.00', 0.4, 48],
  [0, '陈立', '上海 → 深圳', 'Shanghai → Shenzhen', 'flight', '1320.50', 0.6, 96],
  [0, '陈立', '深圳福田香格里拉', 'Shenzhen Futian Shangri-La', 'hotel', '980.00', 0.6, 96],
  [0, '王明远', '虹桥机场 → 公司', 'Hongqiao Airport → office', 'car', '86.40', 0.9, -1],
  [1, '王明远', '深圳 → 广州', 'Shenzhen → Guangzhou', 'train', '74.50', 0.3, -1],
  [1, '黄珊', '深圳 → 成都', 'Shenzhen → Chengdu', 'flight', '1160.00', 0.7, 72],
  [2, '李晓娜', '杭州 → 上海', 'Hangzhou → Shanghai', 'train', '73.00', 0.1, -1],
  [2, '李晓娜', '上海外滩酒店', 'Shanghai Bund hotel', 'hotel', '760.00', 0.1, -1],
  [2, '赵子涵', '杭州萧山 → 厦门高崎', 'Hangzhou Xiaoshan → Xiamen Gaoqi', 'flight', '890.00', 0.5, 120],
  [3, '李晓娜', '北京 → 天津', 'Beijing → Tianjin', 'train', '54.50', 0.5, 24],
  [3, '刘强', '北京首都 → 西安咸阳', 'Beijing Capital → Xi’an Xianyang', 'flight', '1240.00', 0.8, 36],
];

// Stranded tickets (booked 40+ days ago, departure passed, not taken): [company index,
// passenger, zh route, en route, class, amount in yuan, departure in days before seeding, status].
const STRANDED: [
  number,
  string,
  string,
  string,
  'flight' | 'train',
  string,
  number,
  'unused' | 'refunding' | 'changed',
][] = [
  [0, '王明远', '上海虹桥 → 成都双流', 'Shanghai Hongqiao → Chengdu Shuangliu', 'flight', '1450.00', 3, 'unused'],
  [0, '陈立', '上海 → 南京', 'Shanghai → Nanjing', 'train', '139.50', 6, 'refunding'],
  [0, '陈立', '上海浦东 → 广州白云', 'Shanghai Pudong → Guangzhou Baiyun', 'flight', '1180.00', 10, 'changed'],
  [0, '周敏', '上海 → 杭州', 'Shanghai → Hangzhou', 'train', '73.00', 15, 'unused'],
  [0, '周敏', '上海虹桥 → 武汉天河', 'Shanghai Hongqiao → Wuhan Tianhe', 'flight', '960.00', 21, 'unused'],
  [0, '王明远', '上海 → 苏州', 'Shanghai → Suzhou', 'train', '39.50', 28, 'refunding'],
  [2, '李晓娜', '杭州 → 北京', 'Hangzhou → Beijing', 'train', '538.50', 2, 'unused'],
  [2, '李晓娜', '杭州萧山 → 重庆江北', 'Hangzhou Xiaoshan → Chongqing Jiangbei', 'flight', '1320.00', 5, 'refunding'],
  [2, '赵子涵', '杭州 → 宁波', 'Hangzhou → Ningbo', 'train', '61.00', 9, 'changed'],
  [2, '赵子涵', '杭州萧山 → 青岛胶东', 'Hangzhou Xiaoshan → Qingdao Jiaodong', 'flight', '870.00', 12, 'unused'],
  [2, '李晓娜', '杭州 → 黄山', 'Hangzhou → Huangshan', 'train', '132.00', 18, 'unused'],
  [2, '赵子涵', '杭州萧山 → 昆明长水', 'Hangzhou Xiaoshan → Kunming Changshui', 'flight', '1560.00', 25, 'unused'],
  [3, '刘强', '北京 → 石家庄', 'Beijing → Shijiazhuang', 'train', '128.00', 4, 'unused'],
];

// Applications about stranded tickets: [index in STRANDED, applicant, zh reason, en reason,
// status, hours before seeding].
const DELAY_APPLIES: [number, string, string, string, 'pending' | 'approved' | 'rejected', number][] = [
  [1, '陈立', '会议改期，申请退票', 'Meeting moved; refund requested', 'pending', 20],
  [2, '陈立', '航班改签后未出行，申请退改差价', 'Changed flight not taken; fare difference claimed', 'approved', 200],
  [5, '王明远', '行程取消，申请退票', 'Trip cancelled; refund requested', 'rejected', 500],
  [7, '李晓娜', '客户拜访取消，申请退票', 'Client visit cancelled; refund requested', 'pending', 30],
  [8, '赵子涵', '行程提前，申请改签费用报销', 'Trip brought forward; change fee claimed', 'approved', 150],
  [9, '赵子涵', '身体不适未能出行，申请退票', 'Unwell and could not travel; refund requested', 'pending', 60],
];

/** The general process type each demo company files its templates under. */
const PROCESS_TYPE = { code: 'general', nameZh: '通用审批', nameEn: 'General approval' } as const;

/** A template step: its names, and the demo accounts who approve it; none: the head of the applicant's unit. */
type StepSeed = [nameZh: string, nameEn: string, approvers?: string[]];

/** The demo process templates, by key: the company (index in {@link COMPANIES}), names and steps. */
const PROCESS_TEMPLATES: Record<string, [company: number, nameZh: string, nameEn: string, steps: StepSeed[]]> = {
  expense: [
    0,
    '费用报销',
    'Expense claim',
    [
      ['部门负责人审批', 'Unit head review'],
      ['财务审批', 'Finance review', ['admin']],
    ],
  ],
  purchase: [
    0,
    '采购申请',
    'Purchase request',
    [
      ['部门负责人审批', 'Unit head review'],
      ['总经理审批', 'General manager approval', ['admin']],
    ],
  ],
  supplier: [0, '供应商准入', 'Supplier admission', [['资质审核', 'Qualification review', ['admin']]]],
  contract: [
    0,
    '合同变更',
    'Contract change',
    [
      ['部门负责人审批', 'Unit head review'],
      ['法务复核', 'Legal review', ['admin']],
    ],
  ],
  equipment: [0, 'IT 设备申请', 'IT equipment request', [['信息技术部审核', 'IT review', ['manager']]]],
  travelYh: [1, '差旅申请', 'Travel request', [['部门经理审批', 'Manager approval', ['admin.yh']]]],
  paymentYh: [
    1,
    '付款申请',
    'Payment request',
    [
      ['部门经理审批', 'Manager approval', ['admin.yh']],
      ['财务审批', 'Finance review', ['admin.yh']],
    ],
  ],
  receiptQh: [2, '到货验收', 'Goods receipt', [['收货确认', 'Receipt confirmation', ['buyer']]]],
  travelQh: [2, '差旅申请', 'Travel request', [['部门经理审批', 'Manager approval', ['clerk']]]],
  worksQh: [2, '工程验收', 'Works acceptance', [['采购复核', 'Purchasing review', ['buyer']]]],
};

/** A demo application: submitted by `applicant` on `template`, then decided step by step, all in the past. */
interface ApplicationSeed {
  template: keyof typeof PROCESS_TEMPLATES;
  applicant: string;
  title: string;
  hoursAgo: number;
  /** The linked document, by its English title. */
  document?: string;
  /** The decisions so far, oldest first: [approver, decision, comment, hours ago]. */
  decisions?: [string, 'approve' | 'reject', string, number][];
}

/**
 * The demo applications by key (reminders link them): company 0 has 4 in review (3 waiting for
 * `admin`, 1 for `manager`) and 1 approved; company 1 has 2 waiting for `admin.yh`; company 2
 * has 3 waiting for `buyer`, 1 approved and 1 rejected; company 3 none, so its cards are empty.
 */
const APPLICATIONS: Record<string, ApplicationSeed> = {
  officeSupplies: {
    template: 'purchase',
    applicant: 'manager',
    title: '季度办公用品补货',
    hoursAgo: 8,
    document: 'Office supplies contract template',
    decisions: [['admin', 'approve', '同意，请控制在预算内', 4]],
  },
  supplierYh: {
    template: 'supplier',
    applicant: 'manager',
    title: '远航供应链准入资料',
    hoursAgo: 6,
    document: 'Supplier admission rules',
  },
  rdRefit: {
    template: 'contract',
    applicant: 'manager',
    title: '研发楼改造工程增加工程量',
    hoursAgo: 50,
    decisions: [['admin', 'approve', '请法务确认预算说明', 44]],
  },
  servers: { template: 'equipment', applicant: 'admin', title: '机房服务器扩容', hoursAgo: 20 },
  travelClaim: {
    template: 'expense',
    applicant: 'manager',
    title: '上海客户拜访差旅报销',
    hoursAgo: 110,
    decisions: [
      ['admin', 'approve', '同意', 104],
      ['admin', 'approve', '同意报销', 100],
    ],
  },
  chengdu: { template: 'travelYh', applicant: 'yh.0001', title: '成都客户拜访', hoursAgo: 7 },
  trunkTransport: {
    template: 'paymentYh',
    applicant: 'yh.0002',
    title: '干线运输服务月结',
    hoursAgo: 28,
    decisions: [['admin.yh', 'approve', '同意', 27]],
  },
  shopDelivery: { template: 'receiptQh', applicant: 'clerk', title: '门店办公用品到货', hoursAgo: 3 },
  beijing: {
    template: 'travelQh',
    applicant: 'buyer',
    title: '北京客户拜访',
    hoursAgo: 34,
    decisions: [['clerk', 'approve', '同意出行', 31]],
  },
  flagship: { template: 'worksQh', applicant: 'clerk', title: '旗舰店装修完工验收', hoursAgo: 60 },
  consumables: { template: 'receiptQh', applicant: 'clerk', title: '办公耗材补货到货', hoursAgo: 75 },
  labelPrinter: {
    template: 'receiptQh',
    applicant: 'clerk',
    title: '标签打印机到货',
    hoursAgo: 120,
    decisions: [['buyer', 'reject', '型号不符，已退货', 118]],
  },
};

const doc = (
  company: number | null,
  titleZh: string,
  titleEn: string,
  category: number,
  fileNameZh: string,
  fileNameEn: string,
  author: string,
  hoursAgo: number,
) => ({ company, titleZh, titleEn, category, fileNameZh, fileNameEn, author, hoursAgo });

const DOCUMENT_CATEGORIES = [
  { categoryZh: '制度规范', categoryEn: 'Policies' },
  { categoryZh: '操作手册', categoryEn: 'Manuals' },
  { categoryZh: '合同模板', categoryEn: 'Contract templates' },
] as const;

// Documents: company index, or null for the group's shared ones. One title holds "%" and one
// file name "_" so the keyword search can be seen to take them literally.
const DOCUMENTS = [
  doc(
    null,
    '集团采购管理办法',
    'Group purchasing policy',
    0,
    '集团采购管理办法.txt',
    'group-purchasing-policy.txt',
    '集团采购部',
    24 * 60,
  ),
  doc(
    null,
    '供应商准入管理规定',
    'Supplier admission rules',
    0,
    '供应商准入管理规定.txt',
    'supplier_admission_rules.txt',
    '集团采购部',
    24 * 45,
  ),
  doc(
    null,
    '差旅费用报销标准',
    'Travel expense standards',
    0,
    '差旅费用报销标准.txt',
    'travel-expense-standards.txt',
    '集团财务部',
    24 * 30,
  ),
  doc(
    null,
    '电子招投标操作手册',
    'E-bidding user manual',
    1,
    '电子招投标操作手册.txt',
    'e-bidding-manual.txt',
    '集团信息中心',
    24 * 20,
  ),
  doc(
    null,
    '工作台使用指南',
    'Work bench guide',
    1,
    '工作台使用指南.txt',
    'work-bench-guide.txt',
    '集团信息中心',
    24 * 3,
  ),
  doc(
    0,
    '办公用品采购合同模板',
    'Office supplies contract template',
    2,
    '办公用品采购合同模板.txt',
    'office-supplies-contract.txt',
    '陈立',
    24 * 12,
  ),
  doc(
    0,
    '100% 到货验收检查表',
    '100% delivery inspection checklist',
    1,
    '到货验收检查表.txt',
    'delivery-inspection.txt',
    '周敏',
    24 * 5,
  ),
  doc(
    0,
    '汇采集团年度采购计划',
    'Huicai annual purchasing plan',
    0,
    '年度采购计划.txt',
    'annual-purchasing-plan.txt',
    '王明远',
    30,
  ),
  doc(
    1,
    '冷链运输服务合同模板',
    'Cold-chain transport contract template',
    2,
    '冷链运输服务合同模板.txt',
    'cold-chain-contract.txt',
    '黄珊',
    24 * 8,
  ),
  doc(
    1,
    '仓库安全操作规程',
    'Warehouse safety procedures',
    0,
    '仓库安全操作规程.txt',
    'warehouse-safety.txt',
    '林涛',
    24 * 2,
  ),
  doc(
    2,
    '门店装修工程合同模板',
    'Shop fit-out contract template',
    2,
    '门店装修工程合同模板.txt',
    'shop-fit-out-contract.txt',
    '孙涛',
    24 * 15,
  ),
  doc(
    2,
    '茶叶质量验收标准',
    'Tea quality acceptance standard',
    0,
    '茶叶质量验收标准.txt',
    'tea-quality-standard.txt',
    '李晓娜',
    24 * 4,
  ),
  doc(2, '收银系统操作手册', 'Till system manual', 1, '收银系统操作手册.txt', 'till-system-manual.txt', '赵子涵', 10),
  doc(
    3,
    '管廊施工安全交底',
    'Utility tunnel safety briefing',
    0,
    '管廊施工安全交底.txt',
    'tunnel-safety-briefing.txt',
    '刘强',
    24 * 6,
  ),
];

/** What {@link insertGeneratedPeople} needs: the company, its units, the staff role, one password hash. */
export interface GeneratedPeopleOptions {
  companyId: number;
  unitIds: number[];
  staffRoleId: number;
  passwordHash: string;
  /** Creation times fall in the 1,000 days before this time (ms). */
  now: number;
  /** How many people. @default {@link GENERATED_PEOPLE} */
  count?: number;
  /** Account names are this prefix and a 4-digit number or more. @default 'yh.' */
  prefix?: string;
  /** faker's seed. @default {@link GENERATED_SEED} */
  seed?: number;
}

/**
 * Writes generated people of one company, made by faker (Chinese names, mobile numbers) with a
 * fixed seed: the same people on every database. Accounts are `yh.0001`..., spread over the
 * units (every tenth outside any), created over the last 1,000 days, one in twenty disabled; all
 * share one password hash (scrypt is slow on purpose). The seed writes {@link GENERATED_PEOPLE};
 * the benchmark more.
 */
export async function insertGeneratedPeople(tx: Database, options: GeneratedPeopleOptions) {
  // Only the Chinese locale (with its English and base fallbacks), and only when seeding: faker's
  // index loads every locale, some 16 MB of heap a running server would keep (docs/architecture.md,
  // "Memory").
  const { faker } = await import('@faker-js/faker/locale/zh_CN');
  faker.seed(options.seed ?? GENERATED_SEED);
  const people = Array.from({ length: options.count ?? GENERATED_PEOPLE }, (_, i) => ({
    name: `${faker.person.lastName()}${faker.person.firstName()}`,
    phone: `1${faker.helpers.arrayElement(['3', '5', '7', '8', '9'])}${faker.string.numeric(9)}`,
    account: `${options.prefix ?? 'yh.'}${String(i + 1).padStart(4, '0')}`,
    unitId: i % 10 === 9 ? null : faker.helpers.arrayElement(options.unitIds),
    enabled: i % 20 !== 19,
    createdAt: new Date(options.now - faker.number.int({ min: 0, max: 1000 * 24 }) * HOUR_MS),
  }));
  // In batches: one statement per 400 rows keeps under PostgreSQL's 65,535 parameters.
  for (let start = 0; start < people.length; start += 400) {
    const batch = people.slice(start, start + 400);
    const personIds = await tx
      .insert(persons)
      .values(batch.map(({ name, phone }) => ({ name, phone })))
      .returning({ id: persons.id });
    const accountIds = await tx
      .insert(accounts)
      .values(
        batch.map((person, i) => ({
          account: person.account,
          personId: must(personIds[i], i).id,
          companyId: options.companyId,
          unitId: person.unitId,
          enabled: person.enabled,
          passwordHash: options.passwordHash,
          userType: 'enterprise' as const,
          createdAt: person.createdAt,
        })),
      )
      .returning({ id: accounts.id });
    await tx.insert(accountRoles).values(accountIds.map(({ id }) => ({ accountId: id, roleId: options.staffRoleId })));
  }
}

// The tables above refer to each other by index and code; a typo must fail the seed loudly.
function must<T>(value: T | undefined, what: string | number): T {
  if (value === undefined) throw new Error(`seed data refers to a missing entry: ${what}`);
  return value;
}

/** The base data's role ids by role code, which the demo set and the first administrator are given. */
type RoleIds = Map<string, number>;

/**
 * Writes what every database needs to work at all (docs/architecture.md, "Seeding"): the
 * applications, the menu tree of application {@link DEMO_APP_ID} with its resources, and the
 * platform's roles with what each grants (the platform administrator: every resource). The role
 * types are the migration's (docs/screens.md, "Access").
 */
async function insertBaseData(tx: Database): Promise<RoleIds> {
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
    Object.entries(ROLE_GRANTS).flatMap(([role, grants]) => {
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

/** The head (an account) of some demo units: the approvers of the `unitHead` rule there. */
const UNIT_HEADS: Record<string, string> = { 总经办: 'admin', 信息技术部: 'admin' };

/**
 * Writes the demo process types and {@link PROCESS_TEMPLATES}, then submits and decides
 * {@link APPLICATIONS} through the workflow service (`submitApplication`, `decideTask`), the
 * code the routes run, so each seeded application opens, shows its steps and log and is decided
 * like one made in the console (docs/screens.md, "Approval processes").
 * @returns the latest task of each application, by key, for the reminders that link one.
 */
async function insertDemoApplications(
  tx: Database,
  companyIds: number[],
  ago: (hours: number) => Date,
): Promise<Map<string, number>> {
  const people = await tx
    .select({
      account: accounts.account,
      accountId: accounts.id,
      companyId: accounts.companyId,
      personName: persons.name,
    })
    .from(accounts)
    .innerJoin(persons, eq(persons.id, accounts.personId));
  const person = (account: string): Participant =>
    must(
      people.find((row) => row.account === account),
      account,
    );
  const typeIds = await tx
    .insert(processTypes)
    .values(companyIds.map((companyId) => ({ companyId, ...PROCESS_TYPE })))
    .returning({ id: processTypes.id });
  const templateId = new Map<string, number>();
  for (const [key, [company, nameZh, nameEn, steps]] of Object.entries(PROCESS_TEMPLATES)) {
    const [row] = await tx
      .insert(processTemplates)
      .values({
        companyId: must(companyIds[company], company),
        typeId: must(typeIds[company], company).id,
        nameZh,
        nameEn,
        steps: steps.map(([stepZh, stepEn, approvers]) =>
          approvers
            ? {
                nameZh: stepZh,
                nameEn: stepEn,
                rule: 'people' as const,
                accountIds: approvers.map((a) => person(a).accountId),
              }
            : { nameZh: stepZh, nameEn: stepEn, rule: 'unitHead' as const },
        ),
      })
      .returning({ id: processTemplates.id });
    templateId.set(key, must(row, key).id);
  }
  const latestTask = new Map<string, number>();
  for (const [key, seed] of Object.entries(APPLICATIONS)) {
    let documentId: number | null = null;
    if (seed.document) {
      const [found] = await tx.select({ id: documents.id }).from(documents).where(eq(documents.titleEn, seed.document));
      documentId = must(found, seed.document).id;
    }
    const id = await submitApplication(
      tx,
      person(seed.applicant),
      { templateId: must(templateId.get(seed.template), seed.template), title: seed.title, documentId },
      ago(seed.hoursAgo),
    );
    for (const [approver, decision, comment, hoursAgo] of seed.decisions ?? []) {
      const [task] = await tx
        .select({ id: workflowTasks.id })
        .from(workflowTasks)
        .where(
          and(
            eq(workflowTasks.processId, id),
            eq(workflowTasks.assigneeAccountId, person(approver).accountId),
            eq(workflowTasks.status, 'pending'),
          ),
        );
      await decideTask(tx, person(approver), { taskId: must(task, key).id, comment }, decision, ago(hoursAgo));
    }
    const [latest] = await tx
      .select({ id: workflowTasks.id })
      .from(workflowTasks)
      .where(eq(workflowTasks.processId, id))
      .orderBy(desc(workflowTasks.id))
      .limit(1);
    latestTask.set(key, must(latest, key).id);
  }
  return latestTask;
}

/**
 * Writes the demo data set over the base data: the companies, people and accounts of
 * {@link DEMO_PASSWORD} described at the top of this file, `admin` as super account, and
 * everything the work bench, travel, workflow and documents show.
 */
async function insertDemoData(tx: Database, roleId: RoleIds, hashes: string[], now: number): Promise<void> {
  const ago = (hours: number) => new Date(now - hours * HOUR_MS);
  const companyIds = (
    await tx
      .insert(companies)
      .values([...COMPANIES])
      .returning({ id: companies.id })
  ).map((r) => r.id);
  const personIds = (
    await tx
      .insert(persons)
      .values([...PERSONS])
      .returning({ id: persons.id })
  ).map((r) => r.id);
  const accountRows = await tx
    .insert(accounts)
    .values(
      ACCOUNTS.map((a, i) => ({
        account: a.account,
        personId: must(personIds[a.person], a.person),
        companyId: must(companyIds[a.company], a.company),
        passwordHash: must(hashes[i], i),
        userType: a.userType,
        createdAt: ago(24 * 400 - i * 24 * 30),
      })),
    )
    .returning({ id: accounts.id, account: accounts.account });
  const accountId = new Map(accountRows.map((r) => [r.account, r.id]));
  const unitId = new Map<string, number>();
  for (const [sort, unit] of UNITS.entries()) {
    const companyId = must(companyIds[unit.company], unit.company);
    const [top] = await tx.insert(units).values({ companyId, name: unit.name, sort }).returning({ id: units.id });
    unitId.set(unit.name, must(top, unit.name).id);
    for (const [childSort, name] of (unit.children ?? []).entries()) {
      const [child] = await tx
        .insert(units)
        .values({ companyId, parentId: must(top, unit.name).id, name, sort: childSort })
        .returning({ id: units.id });
      unitId.set(name, must(child, name).id);
    }
  }
  for (const [account, unit] of Object.entries(ACCOUNT_UNITS)) {
    await tx
      .update(accounts)
      .set({ unitId: must(unitId.get(unit), unit) })
      .where(eq(accounts.id, must(accountId.get(account), account)));
  }
  // The heads of units, who approve the steps of the `unitHead` rule.
  for (const [unit, account] of Object.entries(UNIT_HEADS)) {
    await tx
      .update(units)
      .set({ headAccountId: must(accountId.get(account), account) })
      .where(eq(units.id, must(unitId.get(unit), unit)));
  }
  await insertGeneratedPeople(tx, {
    companyId: must(companyIds[1], 1),
    unitIds: UNITS.filter((u) => u.company === 1).flatMap((u) =>
      [u.name, ...(u.children ?? [])].map((n) => must(unitId.get(n), n)),
    ),
    staffRoleId: must(roleId.get('enterprise_staff'), 'enterprise_staff'),
    passwordHash: must(hashes[0], 0),
    now,
  });
  await tx.insert(accountRoles).values(
    ACCOUNTS.map((a) => ({
      accountId: must(accountId.get(a.account), a.account),
      roleId: must(roleId.get(a.role), a.role),
    })),
  );

  await tx.insert(superAccounts).values({ accountId: must(accountId.get('admin'), 'admin'), createdAt: ago(24 * 400) });
  // Two of 汇采集团's announcements: a draft, and one scheduled a month ahead (docs/screens.md, "Announcements").
  const adminId = must(accountId.get('admin'), 'admin');
  await tx.insert(announcements).values([
    {
      companyId: must(companyIds[0], 0),
      title: '年度供应商大会报名开始',
      body: '请各部门于月底前提交参会名单。\nSign-ups for the annual supplier meeting are open until the end of the month.',
      audience: 'all',
      state: 'draft',
      authorAccountId: adminId,
      createdAt: ago(30),
      updatedAt: ago(30),
    },
    {
      companyId: must(companyIds[0], 0),
      title: '系统维护通知',
      body: '平台将于周六 22:00 至 24:00 维护，期间暂停下单。\nThe platform is down for maintenance on Saturday 22:00 to 24:00.',
      audience: 'all',
      state: 'scheduled',
      publishAt: new Date(now + 30 * 24 * HOUR_MS),
      authorAccountId: adminId,
      createdAt: ago(5),
      updatedAt: ago(5),
    },
  ]);
  await tx.insert(orders).values(
    ORDER_AMOUNTS.flatMap((amounts, c) =>
      amounts.map((amount, i) => ({
        orderNo: `SO${String(c + 1).padStart(2, '0')}${String(i + 1).padStart(4, '0')}`,
        companyId: must(companyIds[c], c),
        amount,
        createdAt: ago(12 + 37 * i + 5 * c),
      })),
    ),
  );
  await tx.insert(goods).values(GOODS);

  await tx.insert(tripAuthorizations).values(
    ACCOUNTS.filter((a) => a.account !== 'clerk').map((a) => ({
      accountId: must(accountId.get(a.account), a.account),
    })),
  );
  const supplierIds = (
    await tx
      .insert(suppliers)
      .values(
        SUPPLIERS.map(([c, nameZh, nameEn, category, status]) => ({
          companyId: must(companyIds[c], c),
          nameZh,
          nameEn,
          ...must(SUPPLIER_CATEGORIES[category], category),
          status,
        })),
      )
      .returning({ id: suppliers.id })
  ).map((r) => r.id);
  for (const [c, titleZh, titleEn, deadlineHours, quotedBy] of INQUIRIES) {
    const [inquiry] = await tx
      .insert(inquiries)
      .values({
        companyId: must(companyIds[c], c),
        titleZh,
        titleEn,
        deadline: ago(-deadlineHours),
        createdAt: ago(200),
      })
      .returning({ id: inquiries.id });
    if (quotedBy.length === 0) continue;
    await tx.insert(inquiryQuotes).values(
      quotedBy.map((s, i) => ({
        inquiryId: must(inquiry, titleEn).id,
        supplierId: must(supplierIds[s], s),
        amount: (12000 + 850 * i).toFixed(2),
        createdAt: ago(100 - 10 * i),
      })),
    );
  }
  // Signed halfway through their month (this month: halfway between its start and now).
  const midMonth = (back: number) => {
    const start = monthStart(now, back);
    return new Date(start + ((back === 0 ? now : monthStart(now, back - 1)) - start) / 2);
  };
  await tx.insert(contracts).values(
    CONTRACTS.map(([c, kind, s, titleZh, titleEn, amount, back]) => ({
      companyId: must(companyIds[c], c),
      supplierId: must(supplierIds[s], s),
      kind,
      titleZh,
      titleEn,
      amount,
      signedAt: midMonth(back),
    })),
  );
  for (const report of REPORTS) {
    const [row] = await tx
      .insert(reports)
      .values({
        ...report.definition,
        companyId: must(companyIds[report.company], report.company),
        ownerId: must(accountId.get(report.owner), report.owner),
      })
      .returning({ id: reports.id });
    const reportId = must(row, report.definition.code).id;
    const shares = [
      ...report.accounts.map((account) => ({ reportId, accountId: must(accountId.get(account), account) })),
      ...report.roles.map((role) => ({ reportId, roleId: must(roleId.get(role), role) })),
    ];
    if (shares.length) await tx.insert(reportShares).values(shares);
  }
  for (const [c, nameZh, nameEn, stage, openHours, invited] of EBIDDING) {
    const [project] = await tx
      .insert(ebiddingProjects)
      .values({ companyId: must(companyIds[c], c), nameZh, nameEn, stage, openTime: ago(-openHours) })
      .returning({ id: ebiddingProjects.id });
    if (invited.length === 0) continue;
    await tx.insert(ebiddingInvitations).values(
      invited.map(([s, signedIn, bidAmount]) => ({
        projectId: must(project, nameEn).id,
        supplierId: must(supplierIds[s], s),
        signedIn,
        bidAmount,
      })),
    );
  }
  await tx.insert(experts).values(EXPERTS.map(([name, majorZh, majorEn]) => ({ name, majorZh, majorEn })));

  const thisMonth = monthStart(now, 0);
  let ticketNo = 0;
  const nextOrderNo = () => `TR${String(++ticketNo).padStart(6, '0')}`;
  await tx.insert(travelTickets).values(
    MONTH_TICKETS.map(([c, passenger, routeZh, routeEn, ticketClass, amount, share, departHours]) => ({
      orderNo: nextOrderNo(),
      companyId: must(companyIds[c], c),
      passenger,
      routeZh,
      routeEn,
      ticketClass,
      amount,
      status: departHours < 0 ? ('used' as const) : ('unused' as const),
      departTime: ago(-departHours),
      bookedAt: new Date(thisMonth + (now - thisMonth) * share),
    })),
  );
  const strandedIds = (
    await tx
      .insert(travelTickets)
      .values(
        STRANDED.map(([c, passenger, routeZh, routeEn, ticketClass, amount, departDays, status]) => ({
          orderNo: nextOrderNo(),
          companyId: must(companyIds[c], c),
          passenger,
          routeZh,
          routeEn,
          ticketClass,
          amount,
          status,
          departTime: ago(24 * departDays),
          bookedAt: ago(24 * (40 + departDays)),
        })),
      )
      .returning({ id: travelTickets.id })
  ).map((r) => r.id);
  await tx.insert(delayApplies).values(
    DELAY_APPLIES.map(([ticket, applicant, reasonZh, reasonEn, status, hoursAgo], i) => ({
      applyNo: `DA${String(i + 1).padStart(6, '0')}`,
      ticketId: must(strandedIds[ticket], ticket),
      applicant,
      reasonZh,
      reasonEn,
      status,
      createdAt: ago(hoursAgo),
    })),
  );

  await tx.insert(connectionAddresses).values([...CONNECTION_ADDRESSES]);

  await insertDemoProjects(tx, companyIds, accountId, unitId);

  const mroItemIds = await tx
    .insert(mroItems)
    .values(MRO_ITEMS.map(({ company, ...item }) => ({ ...item, companyId: must(companyIds[company], company) })))
    .returning({ id: mroItems.id, code: mroItems.code, companyId: mroItems.companyId });
  await tx.insert(mroRequests).values(
    MRO_REQUESTS.map(({ company, item, account, hoursAgo, ...request }) => ({
      ...request,
      itemId: must(
        mroItemIds.find((row) => row.code === item && row.companyId === companyIds[company]),
        item,
      ).id,
      requesterId: must(accountId.get(account), account),
      createdAt: ago(hoursAgo),
      updatedAt: ago(hoursAgo),
    })),
  );

  for (const { items, ...type } of DICTIONARY) {
    const [row] = await tx.insert(dictionaryTypes).values(type).returning({ id: dictionaryTypes.id });
    const typeId = must(row, type.code).id;
    await tx.insert(dictionaryItems).values(items.map((item, sort) => ({ ...item, typeId, sort: (sort + 1) * 10 })));
  }

  await tx.insert(documents).values(
    DOCUMENTS.map(({ company, category, hoursAgo, ...document }) => ({
      ...document,
      ...must(DOCUMENT_CATEGORIES[category], category),
      companyId: company === null ? null : must(companyIds[company], company),
      contentZh: `${document.titleZh}\n\n本文件为工作台演示数据，内容仅供参考。\n`,
      contentEn: `${document.titleEn}\n\nThis file is Workbench demo data, for reference only.\n`,
      updatedAt: ago(hoursAgo),
    })),
  );
  const taskOf = await insertDemoApplications(tx, companyIds, ago);
  await tx.insert(reminderMessages).values(
    MESSAGES.map(({ account, hoursAgo, application, ...message }) => ({
      ...message,
      accountId: must(accountId.get(account), account),
      createdAt: ago(hoursAgo),
      taskId: application === undefined ? null : must(taskOf.get(application), application),
    })),
  );
}

/** Writes the demo majors, project roles, duties and {@link PROJECTS} with their parts. */
async function insertDemoProjects(
  tx: Database,
  companyIds: number[],
  accountId: Map<string, number>,
  unitId: Map<string, number>,
): Promise<void> {
  const ids = <T extends { id: number; code: string }>(rows: T[]) => new Map(rows.map((r) => [r.code, r.id]));
  const majorId = ids(await tx.insert(majors).values(MAJORS).returning({ id: majors.id, code: majors.code }));
  const roleId = ids(
    await tx.insert(projectRoles).values(PROJECT_ROLES).returning({ id: projectRoles.id, code: projectRoles.code }),
  );
  const dutyId = ids(await tx.insert(duties).values(DUTIES).returning({ id: duties.id, code: duties.code }));
  const codeRows = await tx
    .select({ id: projectCodes.id, kind: projectCodes.kind, code: projectCodes.code })
    .from(projectCodes);
  const codeId = new Map(codeRows.map((r) => [`${r.kind}:${r.code}`, r.id]));
  for (const project of PROJECTS) {
    const { contracts, organs, members, stages, company, unit, major, state, kind, budget, ...fields } = project;
    const [row] = await tx
      .insert(projects)
      .values({
        ...fields,
        companyId: must(companyIds[company], company),
        unitId: must(unitId.get(unit), unit),
        majorId: must(majorId.get(major), major),
        stateId: must(codeId.get(`state:${state}`), state),
        kindId: must(codeId.get(`kind:${kind}`), kind),
        budget: budget.toFixed(2),
      })
      .returning({ id: projects.id });
    const projectId = must(row, project.code).id;
    if (contracts.length > 0) {
      await tx.insert(projectContracts).values(
        contracts.map(({ amount, signedDate, ...contract }) => ({
          ...contract,
          projectId,
          amount: amount.toFixed(2),
          signedDate: signedDate || null,
        })),
      );
    }
    await tx.insert(projectOrgans).values(organs.map((organ) => ({ ...organ, projectId })));
    if (members.length > 0) {
      await tx.insert(projectMembers).values(
        members.map((member) => ({
          projectId,
          accountId: must(accountId.get(member.account), member.account),
          roleId: must(roleId.get(member.role), member.role),
          dutyId: must(dutyId.get(member.duty), member.duty),
          fromDate: member.fromDate,
        })),
      );
    }
    await tx
      .insert(projectStages)
      .values(stages.map((stage, sort) => ({ ...stage, projectId, sort: (sort + 1) * 10 })));
  }
}

/** The first platform administrator of a database without the demo set (`ADMIN_ACCOUNT`, `ADMIN_PASSWORD`). */
export interface FirstAdministrator {
  /** The account name: {@link ACCOUNT_PATTERN} of the contracts package. */
  account: string;
  /** The password, in clear: it must meet `passwordRuleMet` of the contracts package. */
  password: string;
}

/**
 * What an empty database gets besides the base data (docs/architecture.md, "Seeding"): the demo
 * data set, or its first platform administrator. `{ demo: false }` without an administrator is
 * only valid for a database that already has data.
 */
export type InitialData = { demo: true } | { demo: false; administrator?: FirstAdministrator };

/** The company the first administrator works in; platform administrators rename it on the company screen. */
const PLATFORM_COMPANY = { binCode: '000000000000000000', name: '平台运营', companyName: '平台运营方' } as const;

/**
 * Why `administrator` cannot be the first administrator, or null when it can: the account name
 * must match `ACCOUNT_PATTERN` and the password meet `passwordRuleMet` (contracts package,
 * docs/behaviour.md, "Validation"). The message never repeats the password.
 */
export function firstAdministratorProblem(administrator: FirstAdministrator): string | null {
  if (!new RegExp(ACCOUNT_PATTERN).test(administrator.account))
    return 'ADMIN_ACCOUNT must be 3 to 32 letters, digits, ".", "_" or "-", starting with a letter or digit';
  if (!passwordRuleMet(administrator.password))
    return `ADMIN_PASSWORD is too weak: it needs ${PASSWORD_MIN} to ${PASSWORD_MAX} characters with at least one letter and one digit`;
  return null;
}

/**
 * Writes the first platform administrator: a company, a person named after the account, and the
 * account, holding the platform administrator role, made a super account and allowed the travel
 * service, so it may do everything from the console.
 */
async function insertFirstAdministrator(
  tx: Database,
  roleId: RoleIds,
  account: string,
  passwordHash: string,
  createdAt: Date,
): Promise<void> {
  const [company] = await tx.insert(companies).values(PLATFORM_COMPANY).returning({ id: companies.id });
  const [person] = await tx.insert(persons).values({ name: account }).returning({ id: persons.id });
  const [row] = await tx
    .insert(accounts)
    .values({
      account,
      personId: must(person, account).id,
      companyId: must(company, PLATFORM_COMPANY.name).id,
      passwordHash,
      userType: 'platform',
      createdAt,
    })
    .returning({ id: accounts.id });
  const accountId = must(row, account).id;
  await tx.insert(accountRoles).values({ accountId, roleId: must(roleId.get('platform_admin'), 'platform_admin') });
  await tx.insert(superAccounts).values({ accountId, createdAt });
  await tx.insert(tripAuthorizations).values({ accountId });
}

/** Thrown when the server cannot start as configured; `message` says which variables to set. */
export class SetupError extends Error {
  override name = 'SetupError';
}

/**
 * Key of the transaction-level advisory lock (`pg_advisory_xact_lock`) a seed holds, so that of
 * instances starting together on one empty PostgreSQL only the first seeds it (docs/architecture.md,
 * "Several instances"). Beside `MIGRATION_LOCK_KEY` of `client.ts`, which its migrations hold.
 */
export const SEED_LOCK_KEY = 7_202_612;

/** Whether the database has a company, the sign that it was seeded. */
async function hasCompanies(db: Database): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(companies);
  return (existing?.n ?? 0) > 0;
}

/**
 * Fills a database that has no company yet, in one transaction (so a half-seeded database never
 * exists): the base data, then the demo data set or the first administrator, then every account's
 * authorisation for every application. The transaction first takes {@link SEED_LOCK_KEY} and looks
 * for a company again: an instance that started at the same moment and seeded first committed its
 * rows before it let go of the lock, and they are kept as they are.
 *
 * @param now the current time in ms: creation times are set relative to it.
 * @returns `'demo'` or `'administrator'` for what it wrote, false when data was already there.
 * @throws SetupError when the database is empty and `initial` asks for neither the demo set nor a
 * valid administrator (see {@link firstAdministratorProblem}).
 */
export async function seedIfEmpty(
  db: Database,
  now: number,
  initial: InitialData,
): Promise<'demo' | 'administrator' | false> {
  if (await hasCompanies(db)) return false;
  const administrator = initial.demo ? null : initial.administrator;
  if (administrator === undefined)
    throw new SetupError(
      'The database is empty: set ADMIN_ACCOUNT and ADMIN_PASSWORD to create its first platform administrator, or SEED_DEMO=1 to load the demo data set',
    );
  const problem = administrator && firstAdministratorProblem(administrator);
  if (problem) throw new SetupError(problem);
  // Hashed outside the transaction: scrypt is slow on purpose and needs no lock.
  const hashes = await Promise.all(
    administrator ? [hashPassword(administrator.password)] : ACCOUNTS.map(() => hashPassword(DEMO_PASSWORD)),
  );
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    // READ COMMITTED: this statement sees what another seed committed while this one waited.
    if (await hasCompanies(tx)) return false;
    const roleId = await insertBaseData(tx);
    if (administrator)
      await insertFirstAdministrator(tx, roleId, administrator.account, must(hashes[0], 0), new Date(now));
    else await insertDemoData(tx, roleId, hashes, now);
    await tx.execute(
      sql`insert into ${accountApps} (account_id, app_id) select ${accounts.id}, ${apps.id} from ${accounts}, ${apps}`,
    );
    return true;
  });
  if (!seeded) return false;
  return administrator ? 'administrator' : 'demo';
}

/** Whether the database holds the demo data set (its first company), whatever seeded it. */
export async function hasDemoData(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(companies)
    .where(eq(companies.binCode, must(COMPANIES[0], 0).binCode));
  return (row?.n ?? 0) > 0;
}
