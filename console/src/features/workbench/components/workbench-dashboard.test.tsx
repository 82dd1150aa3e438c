import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@workbench/design-system';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { WorkbenchCards } from './workbench-cards';
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

/** A stand-in server answering {@link ANSWERS}; the paths in `failing` answer HTTP 500. */
function dashboardServer(failing: Set<string>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = url.split('?')[0] ?? '';
      const ok = path in ANSWERS && !failing.has(path);
      return new Response(JSON.stringify({ code: ok ? 200 : 500, msg: ok ? '' : '服务器错误', data: ANSWERS[path] }), {
        status: ok ? 200 : 500,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
}

const card = (name: string) => screen.getByRole('region', { name });

describe('the work-bench cards', () => {
  it('one failing call shows an error and a retry in its card only; the retry loads it', async () => {
    const failing = new Set(['/share-ecommerce/inquiry/getPubInquiry']);
    dashboardServer(failing);
    render(<WorkbenchCards layout="desktop" />, { wrapper: TestProviders });
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(17);

    const inquiries = card('公开询价');
    expect(await within(inquiries).findByRole('alert')).toHaveTextContent('加载失败');
    expect(await within(card('待办事项')).findByText('办公用品采购申请')).toBeInTheDocument();
    expect(await within(card('电子招标签到')).findByText('已签到 2 / 邀请 5')).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);

    failing.clear();
    await userEvent.setup().click(within(inquiries).getByRole('button', { name: '重试' }));
    expect(await within(inquiries).findByText('劳保手套询价')).toBeInTheDocument();
    expect(within(inquiries).getByText('已有 3 份报价')).toBeInTheDocument();
    expect(within(inquiries).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('formats figures by docs/behaviour.md, "Formats and limits" and says "no data" for an empty answer', async () => {
    dashboardServer(new Set());
    render(<WorkbenchCards layout="tablet" />, { wrapper: TestProviders });
    const workTodo = card('工作待办');
    const table = within(await within(workTodo).findByRole('figure', { name: '申请按状态分布' })).getByRole('table');
    expect(within(table).getByRole('row', { name: /已通过/ })).toHaveTextContent('1,234');
    expect(await within(card('工程采购额')).findByText('暂无数据')).toBeInTheDocument();
    const goods = card('货物采购额');
    const figures = await within(goods).findAllByRole('definition');
    expect(figures.map((figure) => figure.textContent)).toEqual(['¥1,500.50', '2']);
    const unTicket = card('滞留票');
    expect(await within(unTicket).findByRole('link', { name: '查看滞留票' })).toHaveAttribute('href', '/delay_ticket');
  });
});
