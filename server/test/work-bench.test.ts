/**
 * The work-bench cards and the travel calls (wire protocol, "Work bench, travel, workflow and
 * documents"): shapes, the seeded figures per company, and figures moving with rows.
 */
import { processListResource } from '@workbench/contracts';
import { type TSchema, Type } from 'typebox';
import { Value } from 'typebox/value';
import { beforeAll, describe, expect, it } from 'vitest';
import { monthLabel, monthStart } from '../src/lib/china-month';
import { PubInquiryItem, ToDoItem, WorkTodoData } from '../src/modules/ecommerce/schemas';
import {
  BiddingSupplier,
  CategoryCount,
  HandleData,
  MajorCount,
  QualificationData,
  SignInItem,
  TurnoverData,
} from '../src/modules/purchase/schemas';
import { CheckAuthData, ClassAmount, UnTicketData } from '../src/modules/trip/schemas';
import { call, signIn, useDemoServer } from './support';

const demo = useDemoServer();
const tokens: Record<string, string> = {};

beforeAll(async () => {
  for (const account of ['admin.yh', 'buyer.bc', 'clerk']) tokens[account] = (await signIn(demo.server, account)).token;
});

/** The `data` of a successful `{}` call (code 200 asserted). */
async function dataOf(url: string, token: string, lang: 'zh' | 'en' = 'en', body: unknown = {}) {
  const response = await call(demo.server, url, { body, token, lang });
  expect(response.statusCode).toBe(200);
  const envelope = response.json();
  expect(envelope.code).toBe(200);
  return envelope.data;
}

const TURNOVER = (kind: string) => `/purchase/${kind}/contract/getPurchaseTurnoverSummry`;

/** Every `{}` card of this file and the shape of its `data`. */
const CARDS: [string, TSchema][] = [
  ['/share-ecommerce/apply/getWorkTodo', WorkTodoData],
  ['/share-ecommerce/apply/getListOfToDo', Type.Array(ToDoItem)],
  ['/share-ecommerce/inquiry/getPubInquiry', Type.Array(PubInquiryItem)],
  [TURNOVER('goods'), TurnoverData],
  [TURNOVER('engineering'), TurnoverData],
  [TURNOVER('service'), TurnoverData],
  ['/purchase/supplier/supplier/getEbiddingSupplier', Type.Array(BiddingSupplier)],
  ['/purchase/supplier/supplier/getGroupQualifiedBusinessCount', Type.Array(CategoryCount)],
  ['/purchase/supplier/supplier/getEbiddingQualifiedSupplier', QualificationData],
  ['/purchase/expert/expert/getHomePageExpertCount', Type.Array(MajorCount)],
  ['/purchase/ebidding/getPurchaseHandle', HandleData],
  ['/purchase/ebidding/signIn', Type.Array(SignInItem)],
  ['/share-trip/index/workBatchClassAmount', Type.Array(ClassAmount)],
  ['/share-trip/index/workBatchUnTicket', UnTicketData],
  ['/share-ztrip/ZtripSsoLogin/checkAuth', CheckAuthData],
];

describe('every card', () => {
  it('answers its shape for each demo account, and refuses a body with fields or no session', async () => {
    for (const token of [demo.admin, demo.buyer, tokens['admin.yh'] ?? '', tokens['buyer.bc'] ?? '']) {
      for (const [url, schema] of CARDS) {
        const data = await dataOf(url, token);
        expect(Value.Check(schema, data), url).toBe(true);
      }
    }
    for (const [url] of CARDS) {
      const extra = await call(demo.server, url, { body: { page: 1 }, token: demo.admin, lang: 'en' });
      expect(extra.statusCode, url).toBe(400);
      expect(extra.json()).toEqual({
        code: 400,
        msg: 'Invalid request: the field page is not allowed',
        data: { fieldErrors: { page: 'Invalid request: the field page is not allowed' } },
      });
      expect((await call(demo.server, url, { body: {} })).json(), url).toMatchObject({ code: 603, data: null });
    }
  });
});

describe('seeded figures', () => {
  it('counts the approval applications by status per company, none for company 4', async () => {
    expect(await dataOf('/share-ecommerce/apply/getWorkTodo', demo.admin)).toEqual({
      pending: 4,
      approved: 1,
      rejected: 0,
    });
    expect(await dataOf('/share-ecommerce/apply/getWorkTodo', demo.buyer)).toEqual({
      pending: 3,
      approved: 1,
      rejected: 1,
    });
    expect(await dataOf('/share-ecommerce/apply/getWorkTodo', tokens['buyer.bc'] ?? '')).toEqual({
      pending: 0,
      approved: 0,
      rejected: 0,
    });
  });

  it('lists open inquiries soonest first with their quotes, and none for company 4', async () => {
    const zh: PubInquiryItem[] = await dataOf('/share-ecommerce/inquiry/getPubInquiry', demo.admin, 'zh');
    expect(zh.map((item) => [item.title, item.quoteCount])).toEqual([
      ['2025 年度办公用品框架询价', 3],
      ['数据中心运维服务询价', 1],
      ['园区安保服务询价', 0],
    ]);
    expect(zh.every((item) => item.deadline > demo.server.clock.now)).toBe(true);
    const en: PubInquiryItem[] = await dataOf('/share-ecommerce/inquiry/getPubInquiry', demo.admin);
    expect(en[0]?.title).toBe('2025 office supplies framework inquiry');
    expect(await dataOf('/share-ecommerce/inquiry/getPubInquiry', tokens['buyer.bc'] ?? '')).toEqual([]);
  });

  it('sums contracts of the last 6 months per kind, every month present oldest first', async () => {
    const now = demo.server.clock.now;
    const months = Array.from({ length: 6 }, (_, i) => monthLabel(monthStart(now, 5 - i)));
    const goods: TurnoverData = await dataOf(TURNOVER('goods'), demo.admin);
    expect(goods.months.map((m) => m.month)).toEqual(months);
    // 128000 (this month) + 36500.50 + 18200 + 64000; the contract 8 months back is left out.
    expect(goods).toMatchObject({ total: 246700.5, count: 4 });
    expect(goods.months.at(-1)).toEqual({ month: months[5], amount: 128000 });
    expect(goods.months.reduce((sum, m) => sum + m.amount, 0)).toBeCloseTo(goods.total, 2);
    expect(await dataOf(TURNOVER('engineering'), demo.admin)).toMatchObject({ total: 1730000, count: 2 });
    expect(await dataOf(TURNOVER('service'), demo.admin)).toMatchObject({ total: 304000, count: 2 });
    // Company 2 signed no engineering contract: 6 zero months.
    const none: TurnoverData = await dataOf(TURNOVER('engineering'), tokens['admin.yh'] ?? '');
    expect(none).toEqual({ total: 0, count: 0, months: months.map((month) => ({ month, amount: 0 })) });
  });

  it('ranks bidding suppliers, group-wide categories, qualification and experts', async () => {
    const bidders: BiddingSupplier[] = await dataOf('/purchase/supplier/supplier/getEbiddingSupplier', demo.admin);
    expect(bidders.slice(0, 2)).toEqual([
      { supplierName: 'Huaxin Digital', bidCount: 3 },
      { supplierName: 'Deli Office', bidCount: 2 },
    ]);
    expect(bidders).toHaveLength(4);
    const categories = await dataOf('/purchase/supplier/supplier/getGroupQualifiedBusinessCount', demo.buyer, 'zh');
    expect(categories).toEqual([
      { category: '信息技术服务', count: 3 },
      { category: '办公用品', count: 3 },
      { category: '工程施工', count: 3 },
      { category: '物流运输', count: 2 },
      { category: '劳保用品', count: 1 },
    ]);
    expect(await dataOf('/purchase/supplier/supplier/getEbiddingQualifiedSupplier', demo.admin)).toEqual({
      qualified: 4,
      pending: 1,
      disqualified: 1,
    });
    const experts: MajorCount[] = await dataOf('/purchase/expert/expert/getHomePageExpertCount', demo.admin);
    expect(experts[0]).toEqual({ major: 'Information technology', count: 4 });
    expect(experts.reduce((sum, m) => sum + m.count, 0)).toBe(11);
  });

  it('counts e-bidding projects by stage and lists the coming openings with sign-ins', async () => {
    expect(await dataOf('/purchase/ebidding/getPurchaseHandle', demo.admin)).toEqual({
      toPublish: 1,
      bidding: 2,
      toEvaluate: 1,
      done: 1,
    });
    const openings: SignInItem[] = await dataOf('/purchase/ebidding/signIn', demo.admin);
    expect(openings.map(({ projectName, signedIn, invited }) => [projectName, signedIn, invited])).toEqual([
      ['Office PC bulk purchase', 2, 3],
      ['Campus landscaping', 1, 3],
    ]);
    expect(await dataOf('/purchase/ebidding/signIn', tokens['buyer.bc'] ?? '')).toEqual([]);
  });

  it("sums this month's tickets by class, all 4 classes present", async () => {
    expect(await dataOf('/share-trip/index/workBatchClassAmount', demo.admin)).toEqual([
      { ticketClass: 'flight', count: 2, amount: 2900.5 },
      { ticketClass: 'train', count: 1, amount: 553 },
      { ticketClass: 'hotel', count: 1, amount: 980 },
      { ticketClass: 'car', count: 1, amount: 86.4 },
    ]);
    expect(await dataOf('/share-trip/index/workBatchClassAmount', tokens['admin.yh'] ?? '')).toEqual([
      { ticketClass: 'flight', count: 1, amount: 1160 },
      { ticketClass: 'train', count: 1, amount: 74.5 },
      { ticketClass: 'hotel', count: 0, amount: 0 },
      { ticketClass: 'car', count: 0, amount: 0 },
    ]);
  });

  it('lists the stranded tickets and their applications, newest first', async () => {
    const zh: UnTicketData = await dataOf('/share-trip/index/workBatchUnTicket', demo.admin, 'zh');
    expect(zh).toMatchObject({ count: 6, amount: 3842 });
    expect(zh.orders).toHaveLength(6);
    expect(zh.orders.reduce((sum, order) => sum + order.amount, 0)).toBeCloseTo(3842, 2);
    expect(zh.orders[0]).toMatchObject({ route: '上海虹桥 → 成都双流', ticketClass: 'flight', status: 'unused' });
    const departures = zh.orders.map((order) => order.departTime);
    expect(departures).toEqual([...departures].sort((a, b) => b - a));
    expect(departures.every((time) => time < demo.server.clock.now)).toBe(true);
    expect(zh.applies.map((apply) => apply.status)).toEqual(['pending', 'approved', 'rejected']);
    expect(zh.applies[0]?.reason).toBe('会议改期，申请退票');
    const orderNos = new Set(zh.orders.map((order) => order.orderNo));
    expect(zh.applies.every((apply) => orderNos.has(apply.orderNo))).toBe(true);
    const buyer: UnTicketData = await dataOf('/share-trip/index/workBatchUnTicket', demo.buyer);
    expect(buyer).toMatchObject({ count: 6, amount: 4481.5 });
    expect(buyer.applies).toHaveLength(3);
    expect(buyer.orders.some((order) => orderNos.has(order.orderNo))).toBe(false);
    expect(await dataOf('/share-trip/index/workBatchUnTicket', tokens['admin.yh'] ?? '')).toEqual({
      count: 0,
      amount: 0,
      applies: [],
      orders: [],
    });
  });

  it('authorizes every demo account for travel except clerk', async () => {
    for (const token of [demo.admin, demo.buyer, tokens['admin.yh'] ?? '', tokens['buyer.bc'] ?? '']) {
      expect(await dataOf('/share-ztrip/ZtripSsoLogin/checkAuth', token)).toEqual({ authorized: true });
    }
    expect(await dataOf('/share-ztrip/ZtripSsoLogin/checkAuth', tokens['clerk'] ?? '')).toEqual({ authorized: false });
  });
});

describe('applications on the work bench', () => {
  it('an application submitted on a template heads the to-do list and raises the pending figure, for that company only', async () => {
    const before = await dataOf('/share-ecommerce/apply/getWorkTodo', demo.admin);
    const buyerBefore = await dataOf('/share-ecommerce/apply/getWorkTodo', demo.buyer);
    const [template] = await demo.server.sql<{ id: number }>(
      "select id from workbench.process_templates where name_zh = '采购申请'",
    );
    const added = await dataOf(processListResource.paths.add, demo.admin, 'zh', {
      templateId: template?.id,
      title: '  打印机硒鼓  ',
    });
    expect(await dataOf('/share-ecommerce/apply/getWorkTodo', demo.admin)).toEqual({
      ...before,
      pending: before.pending + 1,
    });
    expect(await dataOf('/share-ecommerce/apply/getWorkTodo', demo.buyer)).toEqual(buyerBefore);
    for (const lang of ['zh', 'en'] as const) {
      const list: ToDoItem[] = await dataOf('/share-ecommerce/apply/getListOfToDo', demo.admin, lang);
      expect(list[0]).toEqual({ id: added.id, title: '打印机硒鼓', createTime: added.startTime });
    }
    const buyerList: ToDoItem[] = await dataOf('/share-ecommerce/apply/getListOfToDo', demo.buyer);
    expect(buyerList.map((item) => item.id)).not.toContain(added.id);
  });
});

describe('time moving on', () => {
  it('drops an inquiry past its deadline and an opening that has passed', async () => {
    const inquiries: PubInquiryItem[] = await dataOf('/share-ecommerce/inquiry/getPubInquiry', demo.admin);
    const openings: SignInItem[] = await dataOf('/purchase/ebidding/signIn', demo.admin);
    const first = inquiries[0];
    const opening = openings[0];
    if (!first || !opening) throw new Error('the seed has open inquiries and openings for company 1');
    demo.server.clock.now = Math.max(first.deadline, opening.openTime) + 1;
    // A day may have passed: the morning's session has expired.
    const { token } = await signIn(demo.server, 'admin');
    const later: PubInquiryItem[] = await dataOf('/share-ecommerce/inquiry/getPubInquiry', token);
    expect(later.map((item) => item.id)).toEqual(inquiries.slice(1).map((item) => item.id));
    const laterOpenings: SignInItem[] = await dataOf('/purchase/ebidding/signIn', token);
    expect(laterOpenings.map((item) => item.projectId)).not.toContain(opening.projectId);
  });
});
