import { render, screen, within } from '@testing-library/react';
import { DAY_MS, myReportResource, reportPaths } from '@workbench/contracts';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../stores/session';
import { TestProviders } from '../../../testing/providers';
import { stubResizeObserver } from '../../../testing/resize-observer';
import ReportDetailScreen from './report-detail-screen';

const REPORT = {
  id: 7,
  code: 'top_suppliers',
  nameZh: '供应商排名',
  nameEn: 'Top suppliers',
  description: '近一年合同金额最高的供应商',
  kind: 'spendBySupplier',
  chart: 'bar',
  rangeDays: 366,
  topN: 3,
  contractKind: 'all',
  shareAccounts: '',
  shareRoles: '',
  ownerName: '王明远',
  companyName: '汇采集团',
};

const SUPPLIERS = [
  { key: '1', label: '中建三局', value: 1_730_000 },
  { key: '2', label: '华信数科', value: 216_000 },
  { key: '3', label: '得力办公', value: 210_200 },
];

type Answer = { status?: number; code?: number; data: unknown };

/** A stand-in for the report calls: `detail` and `run` answers, recording each run's body. */
function reportServer({ detail, run }: { detail: Answer; run: (body: Record<string, unknown>) => Answer }) {
  const runs: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      const isRun = url.endsWith(reportPaths.run);
      if (isRun) runs.push(body);
      const answer = isRun ? run(body) : url.endsWith(myReportResource.paths.detail) ? detail : { data: null };
      return new Response(JSON.stringify({ code: answer.code ?? 200, msg: '出错了', data: answer.data }), {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return { runs };
}

const resultOf = (body: Record<string, unknown>) => ({
  data: {
    kind: 'spendBySupplier',
    chart: 'bar',
    measure: 'amount',
    from: body['from'],
    to: body['to'],
    topN: body['topN'],
    contractKind: body['contractKind'],
    rows: SUPPLIERS.slice(0, Number(body['topN'])),
  },
});

beforeAll(stubResizeObserver);

beforeEach(() => {
  sessionStore.token = 'aaaa.bbbb';
  window.history.replaceState(null, '', '/report_detail?reportId=7');
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.token = undefined;
});

// The chart loads on demand and a NumberField renders slowly under jsdom.
describe('the report view', { timeout: 20_000 }, () => {
  it('runs the report with its defaults and shows the result as a chart and a table', async () => {
    const { runs } = reportServer({ detail: { data: REPORT }, run: resultOf });
    render(<ReportDetailScreen title="报表详情" />, { wrapper: TestProviders });
    // The chart's code loads on demand first.
    const table = await screen.findByRole('table', { name: '供应商排名' }, { timeout: 10_000 });
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 3);
    expect(within(table).getByRole('rowheader', { name: '中建三局' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /^供应商排名\./ })).toBeInTheDocument();
    const [first] = runs;
    expect(first).toMatchObject({ id: 7, topN: 3, contractKind: 'all' });
    // The last 366 days, today included, within the server's bound.
    const span = Number(first?.['to']) - Number(first?.['from']);
    expect(span).toBeLessThanOrEqual(366 * DAY_MS);
    expect(span).toBeGreaterThan(365 * DAY_MS);
  });

  it('shows a refused parameter on its field', async () => {
    reportServer({
      detail: { data: REPORT },
      run: () => ({ status: 400, code: 400, data: { fieldErrors: { to: '统计期间不能超过 366 天' } } }),
    });
    render(<ReportDetailScreen title="报表详情" />, { wrapper: TestProviders });
    expect(await screen.findByText('统计期间不能超过 366 天')).toBeInTheDocument();
    expect(screen.getByLabelText(/结束日期/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('says so when the period has no data, and when the run fails offers a retry', async () => {
    reportServer({ detail: { data: REPORT }, run: (body) => ({ data: { ...resultOf(body).data, rows: [] } }) });
    const { unmount } = render(<ReportDetailScreen title="报表详情" />, { wrapper: TestProviders });
    expect(await screen.findByText('这段时间没有数据')).toBeInTheDocument();
    unmount();
    vi.unstubAllGlobals();
    reportServer({ detail: { data: REPORT }, run: () => ({ status: 500, code: 500, data: null }) });
    render(<ReportDetailScreen title="报表详情" />, { wrapper: TestProviders });
    expect(await screen.findByRole('button', { name: '重试' })).toBeInTheDocument();
  });

  it('tells a report the caller may not open from one that does not exist alike', async () => {
    reportServer({ detail: { code: 404, data: null }, run: resultOf });
    render(<ReportDetailScreen title="报表详情" />, { wrapper: TestProviders });
    expect(await screen.findByText('没有这个报表，或它没有共享给你')).toBeInTheDocument();
  });
});
