/**
 * The demo data set (docs/architecture.md, "Seeding"), written over the base data when the server
 * starts with `SEED_DEMO=1` or without a first administrator.
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
 * `buyer` link one), 14 documents (5 shared) and three application secrets (one revoked), whose
 * secrets nobody knows. Company 4 has no
 * open inquiry and no coming e-bidding opening, company 2 no stranded ticket, so the cards' empty
 * states show; `clerk` alone may not use the travel service.
 */
import { SECRET_PREFIX_LENGTH } from '@workbench/contracts';
import { eq } from 'drizzle-orm';
import { monthStart } from '../../lib/china-month';
import { hashSecret, randomSecret } from '../../lib/tokens';
import type { Database } from '../client';
import {
  accountRoles,
  accounts,
  announcements,
  appSecrets,
  companies,
  connectionAddresses,
  contracts,
  delayApplies,
  dictionaryItems,
  dictionaryTypes,
  documents,
  ebiddingInvitations,
  ebiddingProjects,
  experts,
  goods,
  inquiries,
  inquiryQuotes,
  mroItems,
  mroRequests,
  orders,
  persons,
  reminderMessages,
  reportShares,
  reports,
  superAccounts,
  suppliers,
  travelTickets,
  tripAuthorizations,
  units,
} from '../schema';
import { must, type RoleCode, type RoleIds } from './base';
import {
  ACCOUNT_UNITS,
  ACCOUNTS,
  COMPANIES,
  CONNECTION_ADDRESSES,
  DICTIONARY,
  HOUR_MS,
  insertGeneratedPeople,
  PERSONS,
  UNITS,
} from './demo-organisation';
import { insertDemoProjects, MRO_ITEMS, MRO_REQUESTS } from './demo-projects';
import {
  CONTRACTS,
  DELAY_APPLIES,
  EBIDDING,
  EXPERTS,
  GOODS,
  INQUIRIES,
  MONTH_TICKETS,
  ORDER_AMOUNTS,
  STRANDED,
  SUPPLIER_CATEGORIES,
  SUPPLIERS,
} from './demo-trade';
import type { APPLICATIONS } from './demo-workflow';
import { insertDemoApplications, UNIT_HEADS } from './demo-workflow';

/** The password of every demo account. */
export const DEMO_PASSWORD = 'Workbench@123';

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

/** The demo's application secrets, by the ids of the base data's applications (2 电商平台, 3 采购平台, 5 差旅平台). */
const DEMO_SECRETS = [
  { appId: 3, name: '结算单推送', madeHoursAgo: 24 * 90, revokedHoursAgo: null },
  { appId: 2, name: '订单同步', madeHoursAgo: 24 * 30, revokedHoursAgo: null },
  { appId: 5, name: '差旅预订回调', madeHoursAgo: 24 * 120, revokedHoursAgo: 24 * 60 },
] as const;

/**
 * Writes the demo data set over the base data: the companies, people and accounts of
 * {@link DEMO_PASSWORD} described at the top of this file, `admin` as super account, and
 * everything the work bench, travel, workflow, documents and application secrets show.
 */
export async function insertDemoData(tx: Database, roleId: RoleIds, hashes: string[], now: number): Promise<void> {
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
  // Application secrets (docs/screens.md, "Access"), one of them revoked: each made from fresh
  // random bytes and kept, as the server keeps one, as its hash and prefix only, so nobody knows them.
  await tx.insert(appSecrets).values(
    DEMO_SECRETS.map(({ appId, name, madeHoursAgo, revokedHoursAgo }) => {
      const secret = randomSecret(32);
      return {
        appId,
        name,
        prefix: secret.slice(0, SECRET_PREFIX_LENGTH),
        secretHash: hashSecret(secret),
        createdBy: 'admin',
        createdAt: ago(madeHoursAgo),
        revokedAt: revokedHoursAgo === null ? null : ago(revokedHoursAgo),
      };
    }),
  );
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
