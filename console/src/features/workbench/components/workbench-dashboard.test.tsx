import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@workbench/design-system';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../stores/session';
import { WorkbenchDashboard } from './workbench-dashboard';
import { TestProviders } from '../../../testing/providers';
import { stubResizeObserver } from '../../../testing/resize-observer';

beforeAll(stubResizeObserver);

afterEach(() => {
  vi.unstubAllGlobals();
  toast.clear();
});

const MONTHS = ['2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05'];

/** An answer of every work-bench call, shaped as docs/wire-protocol.md says. */
const ANSWERS: Record<string, unknown> = {
  '/share-system/menu/getLeftMenuList': [
    {
      code: 'process_manage',
      url: '',
      name: '审批流程',
      children: [{ code: 'flow_modal', url: 'flowModal', name: '我的审批' }],
    },
    {
      code: 'report_center',
      url: '',
      name: '报表中心',
      children: [{ code: 'my_report', url: 'myReport', name: '我的报表' }],
    },
  ],
  '/share-ecommerce/orderRelatedSummary/platformAndCompanySummary': {
    platform: { orderCount: 1200, orderAmount: 98765.4 },
    company: { orderCount: 12, orderAmount: 3456 },
  },
  '/share-ecommerce/apply/getListOfToDo': [{ id: 1, title: '办公用品采购申请', createTime: 1_772_000_000_000 }],
  '/share-ecommerce/apply/getWorkTodo': { pending: 5, approved: 1234, rejected: 2 },
  '/share-ecommerce/inquiry/getPubInquiry': [
    { id: 7, title: '劳保手套询价', quoteCount: 3, deadline: 1_772_000_000_000 },
  ],
  '/purchase/goods/contract/getPurchaseTurnoverSummry': {
    total: 1500.5,
    count: 2,
    months: MONTHS.map((month, index) => ({ month, amount: index === 5 ? 1500.5 : 0 })),
  },
  '/purchase/engineering/contract/getPurchaseTurnoverSummry': {
    total: 0,
    count: 0,
    months: MONTHS.map((month) => ({ month, amount: 0 })),
  },
  '/purchase/service/contract/getPurchaseTurnoverSummry': {
    total: 800,
    count: 1,
    months: MONTHS.map((month, index) => ({ month, amount: index === 0 ? 800 : 0 })),
  },
  '/purchase/supplier/supplier/getEbiddingSupplier': [{ supplierName: '华东建材', bidCount: 4 }],
  '/purchase/supplier/supplier/getGroupQualifiedBusinessCount': [{ category: '建材', count: 9 }],
  '/purchase/supplier/supplier/getEbiddingQualifiedSupplier': { qualified: 3, pending: 1, disqualified: 0 },
  '/purchase/expert/expert/getHomePageExpertCount': [{ major: '土建', count: 6 }],
  '/purchase/ebidding/getPurchaseHandle': { toPublish: 1, bidding: 2, toEvaluate: 0, done: 4 },
  '/purchase/ebidding/signIn': [
    { projectId: 3, projectName: '办公楼改造', openTime: 1_772_000_000_000, signedIn: 2, invited: 5 },
  ],
  '/share-trip/index/workBatchClassAmount': [
    { ticketClass: 'flight', count: 2, amount: 3200 },
    { ticketClass: 'train', count: 1, amount: 553 },
    { ticketClass: 'hotel', count: 0, amount: 0 },
    { ticketClass: 'car', count: 0, amount: 0 },
  ],
  '/share-trip/index/workBatchUnTicket': { count: 2, amount: 1780, applies: [], orders: [] },
  '/share-purchase-workflow/workflow/bench/page': {
    total: 1,
    list: [
      { taskId: 9, processName: '采购审批', nodeName: '部门审批', initiator: '张三', createTime: 1_772_000_000_000 },
    ],
  },
  '/share-system/remindMsg/getNotReadMsgList': {
    total: 1,
    list: [{ id: 1, title: '审批提醒', content: '', createTime: '2026-03-01T08:30:00.000Z', taskId: 9 }],
  },
};

/** A stand-in server answering {@link ANSWERS} and `overrides`; the paths in `failing` answer HTTP 500. */
function dashboardServer(failing: Set<string>, overrides: Record<string, unknown> = {}) {
  const answers = { ...ANSWERS, ...overrides };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = url.split('?')[0] ?? '';
      const ok = path in answers && !failing.has(path);
      return new Response(JSON.stringify({ code: ok ? 200 : 500, msg: ok ? '' : '服务器错误', data: answers[path] }), {
        status: ok ? 200 : 500,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
}

const card = (name: string) => screen.getByRole('region', { name });

describe('the work-bench dashboard', () => {
  // Signed in: the key figures' links come from the menu tree granted to the person.
  beforeAll(() => {
    sessionStore.token = 'test-token.key';
  });

  it('one failing call shows an error and a retry in its card only; the retry loads it', async () => {
    const failing = new Set(['/share-ecommerce/inquiry/getPubInquiry']);
    dashboardServer(failing);
    render(<WorkbenchDashboard layout="desktop" />, { wrapper: TestProviders });

    const inquiries = card('询价截止时间');
    expect(await within(inquiries).findByRole('alert')).toHaveTextContent('加载失败');
    // The open inquiries' figure rests on the same call.
    expect(await within(card('进行中的询价')).findByRole('alert')).toHaveTextContent('加载失败');
    expect(await within(card('待办')).findByText('采购审批 · 部门审批')).toBeInTheDocument();
    expect(await within(card('本企业订单')).findByText('订单数')).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(2);

    failing.clear();
    await userEvent.setup().click(within(inquiries).getByRole('button', { name: '重试' }));
    expect(await within(inquiries).findByText('劳保手套询价')).toBeInTheDocument();
    expect(within(inquiries).getByText('已有 3 份报价')).toBeInTheDocument();
    expect(within(inquiries).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows each key figure with its comparison and its link', async () => {
    dashboardServer(new Set());
    render(<WorkbenchDashboard layout="desktop" />, { wrapper: TestProviders });
    const approvals = card('待我审批');
    expect(await within(approvals).findByText('1')).toBeInTheDocument();
    expect(within(approvals).getByRole('link', { name: '查看我的审批' })).toHaveAttribute('href', '/flow_modal');
    const todo = card('待办事项');
    expect(await within(todo).findByText('5')).toBeInTheDocument();
    expect(within(todo).getByText('共 1,241 个申请，已办结 1,236 个')).toBeInTheDocument();
    const purchase = card('本月采购额');
    // This month: goods 1,500.50; last month: nothing, so there is nothing to compare with.
    expect(await within(purchase).findByText('¥1,500.5')).toBeInTheDocument();
    expect(within(purchase).getByText('上月没有采购')).toBeInTheDocument();
    expect(within(purchase).getByRole('link', { name: '查看采购报表' })).toHaveAttribute('href', '/my_report');
    const open = card('进行中的询价');
    expect(await within(open).findByText('1')).toBeInTheDocument();
    expect(within(open).getByText('已收到 3 份报价', { exact: false })).toBeInTheDocument();
  });

  it('names each to-do tab with its count; the to-dos figure opens its tab and moves focus there', async () => {
    dashboardServer(new Set());
    render(<WorkbenchDashboard layout="desktop" />, { wrapper: TestProviders });
    const todo = card('待办');
    expect(await within(todo).findByRole('tab', { name: '待我审批 1', selected: true })).toBeInTheDocument();
    expect(await within(todo).findByRole('tab', { name: '待办事项 5' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(await within(card('待办事项')).findByRole('link', { name: '查看待办事项' }));
    const tab = within(todo).getByRole('tab', { name: '待办事项 5' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(tab).toHaveFocus();
    expect(within(todo).getByRole('tabpanel')).toHaveTextContent('办公用品采购申请');
    await user.keyboard('{ArrowRight}');
    expect(within(todo).getByRole('tab', { name: '未读消息 1', selected: true })).toHaveFocus();
    expect(within(todo).getByRole('tabpanel')).toHaveTextContent('审批提醒');
  });

  it('opens the to-do card on the first tab with something in it', async () => {
    dashboardServer(new Set(), { '/share-purchase-workflow/workflow/bench/page': { total: 0, list: [] } });
    render(<WorkbenchDashboard layout="desktop" />, { wrapper: TestProviders });
    const todo = card('待办');
    expect(await within(todo).findByRole('tab', { name: '待办事项 5', selected: true })).toBeInTheDocument();
    expect(within(todo).getByRole('tab', { name: '待我审批 0' })).toHaveAttribute('aria-selected', 'false');
  });

  it('renders the parts below the fold once idle: travel with its stranded tickets; the orders with their share', async () => {
    dashboardServer(new Set());
    render(<WorkbenchDashboard layout="tablet" />, { wrapper: TestProviders });
    // A deferred part replaces its placeholder once the browser is idle: wait for the idle
    // moments it takes, then query it afresh.
    expect(await screen.findByText('滞留票 2 张，共 ¥1,780.00', {}, { timeout: 4000 })).toBeInTheDocument();
    const trip = card('本月差旅金额');
    expect(within(trip).getByRole('link', { name: '查看滞留票' })).toHaveAttribute('href', '/delay_ticket');
    expect(await screen.findByText('占平台订单金额的 3.5%')).toBeInTheDocument();
  });
});
