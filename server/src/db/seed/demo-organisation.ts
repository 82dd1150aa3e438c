/**
 * The demo data set's organisation (docs/architecture.md, "Seeding"): its companies, persons,
 * accounts and units, the {@link GENERATED_PEOPLE} generated staff of 远航供应链, connection
 * addresses and the data dictionary.
 */
import type { Database } from '../client';
import { accountRoles, accounts, persons } from '../schema';
import { must, type RoleCode } from './base';

export const HOUR_MS = 3_600_000;

export const COMPANIES = [
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

export const PERSONS = [
  { name: '王明远', avatarUrl: '/static/avatars/wang-mingyuan.svg', phone: '13800138000' },
  { name: '李晓娜', avatarUrl: null, phone: '13900139000' },
  { name: '赵子涵', avatarUrl: null, phone: '' },
  { name: '陈思远', avatarUrl: null, phone: '0571-88886666' },
] as const;

/** The demo database and server addresses (docs/screens.md, "System"); their secrets are never answered. */
export const CONNECTION_ADDRESSES = [
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
export const DICTIONARY = [
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

export const ACCOUNTS: {
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
export const UNITS: { company: number; name: string; children?: string[] }[] = [
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
export const ACCOUNT_UNITS: Record<string, string> = {
  admin: '总经办',
  manager: '信息技术部',
  'admin.yh': '总经理办公室',
};

/**
 * How many generated people company 2 (远航供应链) holds, so paging, sorting and search run on
 * real volumes. Made by faker with {@link GENERATED_SEED}, so every database gets the same people.
 */
export const GENERATED_PEOPLE = 1200;

const GENERATED_SEED = 20_261_123;

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
