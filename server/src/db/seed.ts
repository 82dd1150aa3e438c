/**
 * The demo data set, written on first start (when there is no company yet) in one transaction,
 * so a half-seeded database never exists. Every figure the dashboard shows is computed from the
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
 */
import { count } from 'drizzle-orm';
import { hashPassword } from '../lib/password';
import type { Database } from './client';
import {
  accountRoles,
  accounts,
  applications,
  companies,
  goods,
  type GoodsSpec,
  menus,
  orders,
  persons,
  reminderMessages,
  roleMenus,
  roles,
} from './schema';

/** The password of every demo account. */
export const DEMO_PASSWORD = 'Workbench@123';

/** The application whose menus are seeded (the console's default `app_id`, spec section 9). */
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
  { name: '王明远', avatarUrl: '/static/avatars/wang-mingyuan.svg' },
  { name: '李晓娜', avatarUrl: null },
  { name: '赵子涵', avatarUrl: null },
] as const;

const ROLES = [
  { code: 'platform_admin', nameZh: '平台管理员', nameEn: 'Platform administrator' },
  { code: 'enterprise_admin', nameZh: '企业管理员', nameEn: 'Enterprise administrator' },
  { code: 'enterprise_staff', nameZh: '企业员工', nameEn: 'Enterprise staff' },
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
];

interface MenuSeed {
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

// Icons are lucide icon names (the console's icon set). Groups have no `url`.
const MENU_TREE: MenuSeed[] = [
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
      { code: 'role_auth', url: 'roleAuth', nameZh: '角色授权', nameEn: 'Role permissions', icon: 'shield-check' },
      { code: 'code_list', url: 'codeList', nameZh: '代码列表', nameEn: 'Code list', icon: 'list' },
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
  { code: 'document', url: 'document', nameZh: '文档列表', nameEn: 'Documents', icon: 'file-text' },
  { code: 'user_address', url: 'userAddress', nameZh: '收货地址', nameEn: 'Addresses', icon: 'map-pin' },
  {
    code: 'help_center',
    nameZh: '帮助中心',
    nameEn: 'Help centre',
    icon: 'circle-help',
    type: 'out',
    href: 'https://help.example.com/workbench',
    menuTipsZh: '在新窗口打开',
    menuTipsEn: 'Opens in a new window',
  },
];

// Leaf entries each role grants; their groups come with them (see modules/system/service.ts).
const ROLE_GRANTS: Record<RoleCode, string[] | 'all'> = {
  platform_admin: 'all',
  enterprise_admin: [
    'company_manage',
    'org_structure',
    'people_manage',
    'role_auth',
    'operate_log',
    'search_log',
    'document',
    'user_address',
    'help_center',
  ],
  enterprise_staff: ['people_manage', 'operate_log', 'document', 'user_address', 'help_center'],
};

const MESSAGES: {
  account: string;
  titleZh: string;
  titleEn: string;
  contentZh: string;
  contentEn: string;
  read: boolean;
  hoursAgo: number;
}[] = [
  {
    account: 'admin',
    titleZh: '采购申请待审批',
    titleEn: 'Purchase request awaiting approval',
    contentZh: '办公用品采购申请等待您审批。',
    contentEn: 'An office supplies purchase request is waiting for your approval.',
    read: false,
    hoursAgo: 1,
  },
  {
    account: 'admin',
    titleZh: '新供应商入驻',
    titleEn: 'New supplier registered',
    contentZh: '远航供应链提交了供应商准入资料。',
    contentEn: 'Yuanhang Supply Chain submitted its supplier admission documents.',
    read: false,
    hoursAgo: 5,
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
  },
  {
    account: 'buyer',
    titleZh: '差旅申请已通过',
    titleEn: 'Travel request approved',
    contentZh: '您的差旅预订申请已通过审批。',
    contentEn: 'Your travel booking request was approved.',
    read: false,
    hoursAgo: 30,
  },
];

// Order amounts in yuan per company (same order as COMPANIES).
const ORDER_AMOUNTS: string[][] = [
  ['12800.00', '3560.50', '45210.00', '980.00', '15000.00', '7420.30'],
  ['8800.00', '23999.99', '1250.00', '6400.00', '310.80'],
  ['5600.00', '1899.00', '12000.00', '450.50'],
  ['98000.00', '15600.00', '2300.00'],
];

const APPLICATION_TITLES = [
  { titleZh: '办公用品采购申请', titleEn: 'Office supplies purchase request' },
  { titleZh: '供应商准入申请', titleEn: 'Supplier admission request' },
  { titleZh: '差旅预订申请', titleEn: 'Travel booking request' },
  { titleZh: '合同变更申请', titleEn: 'Contract change request' },
  { titleZh: '付款申请', titleEn: 'Payment request' },
] as const;

// [company index, title index, status, hours ago]
const APPLICATIONS: [number, number, 'pending' | 'approved' | 'rejected', number][] = [
  [0, 0, 'pending', 3],
  [0, 1, 'pending', 20],
  [0, 3, 'pending', 50],
  [0, 4, 'approved', 90],
  [1, 2, 'pending', 6],
  [1, 4, 'pending', 30],
  [2, 0, 'pending', 4],
  [2, 2, 'pending', 28],
  [2, 4, 'pending', 75],
  [2, 1, 'rejected', 120],
  [3, 3, 'pending', 10],
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

// The tables above refer to each other by index and code; a typo must fail the seed loudly.
function must<T>(value: T | undefined, what: string | number): T {
  if (value === undefined) throw new Error(`seed data refers to a missing entry: ${what}`);
  return value;
}

/**
 * Writes the demo data set when the database has no company yet.
 *
 * @param now the current time in ms: creation times are set relative to it.
 * @returns true when it seeded, false when data was already there.
 */
export async function seedIfEmpty(db: Database, now: number): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(companies);
  if (existing && existing.n > 0) return false;
  // Hashed outside the transaction: scrypt is slow on purpose and needs no lock.
  const hashes = await Promise.all(ACCOUNTS.map(() => hashPassword(DEMO_PASSWORD)));
  const ago = (hours: number) => new Date(now - hours * HOUR_MS);

  await db.transaction(async (tx) => {
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
    const roleRows = await tx
      .insert(roles)
      .values([...ROLES])
      .returning({ id: roles.id, code: roles.code });
    const roleId = new Map(roleRows.map((r) => [r.code, r.id]));

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
    await tx.insert(accountRoles).values(
      ACCOUNTS.map((a) => ({
        accountId: must(accountId.get(a.account), a.account),
        roleId: must(roleId.get(a.role), a.role),
      })),
    );

    const menuId = new Map<string, number>();
    const insertMenus = async (entries: MenuSeed[], parentId: number | null) => {
      for (const [sort, entry] of entries.entries()) {
        const { children, ...fields } = entry;
        const [row] = await tx
          .insert(menus)
          .values({ ...fields, appId: DEMO_APP_ID, parentId, sort })
          .returning({ id: menus.id });
        const id = must(row, entry.code).id;
        menuId.set(entry.code, id);
        if (children) await insertMenus(children, id);
      }
    };
    await insertMenus(MENU_TREE, null);
    await tx.insert(roleMenus).values(
      Object.entries(ROLE_GRANTS).flatMap(([role, grants]) =>
        (grants === 'all' ? [...menuId.keys()] : grants).map((code) => ({
          roleId: must(roleId.get(role), role),
          menuId: must(menuId.get(code), code),
        })),
      ),
    );

    await tx.insert(reminderMessages).values(
      MESSAGES.map(({ account, hoursAgo, ...message }) => ({
        ...message,
        accountId: must(accountId.get(account), account),
        createdAt: ago(hoursAgo),
      })),
    );
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
    await tx.insert(applications).values(
      APPLICATIONS.map(([c, title, status, hoursAgo]) => ({
        ...must(APPLICATION_TITLES[title], title),
        companyId: must(companyIds[c], c),
        status,
        createdAt: ago(hoursAgo),
      })),
    );
    await tx.insert(goods).values(GOODS);
  });
  return true;
}
