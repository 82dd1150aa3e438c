import { defineResource, Id, Keyword, unitPaths } from '@workbench/contracts';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Type } from 'typebox';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { setUserType } from '../../lib/cookies';
import { PHONE_QUERY } from '../../lib/media-query';
import { sessionStore } from '../../stores/session';
import { TestProviders } from '../../testing/providers';
import { namedTestResource } from '../../testing/resources';
import { ResourceFilterBar, SEARCH_DELAY_MS } from './list-filters';
import { useListParams, type ListParams } from './use-list-params';

/** The rows a reference filter offers: three suppliers. */
const supplierResource = namedTestResource('supplier', {
  zh: { supplier: '供应商', name: '名称' },
  en: { supplier: 'Supplier', name: 'Name' },
});

/** A list with a keyword and four other filters: the first two inline, the others under 更多筛选. */
const orderResource = defineResource({
  name: 'order',
  menuUrl: 'orderManage',
  label: { zh: '订单', en: 'Orders' },
  basePath: '/test/order',
  permissions: { read: 'order:read', write: 'order:write' },
  operations: [],
  idKey: 'id',
  titleKey: 'code',
  row: Type.Object({ id: Type.Integer(), code: Type.String() }),
  create: Type.Object({}),
  update: Type.Object({ id: Id }),
  filters: {
    keyword: Keyword,
    state: Type.String(),
    unitId: Type.Integer(),
    supplierId: Type.Integer(),
    from: Type.String(),
  },
  sortKeys: ['code'],
  defaultSort: { key: 'code', order: 'asc' },
  title: 'order',
  columns: [{ key: 'code', label: 'code', isRowHeader: true }],
  fields: [],
  filterFields: [
    { key: 'keyword', label: 'search', input: 'search' },
    {
      key: 'state',
      label: 'state',
      input: 'select',
      options: [
        { value: 'open', label: 'open' },
        { value: 'done', label: 'done' },
      ],
    },
    { key: 'unitId', label: 'unit', input: 'unit' },
    { key: 'supplierId', label: 'supplier', input: 'reference', reference: supplierResource },
    { key: 'from', label: 'from', input: 'from' },
  ],
  messages: {
    zh: {
      order: '订单',
      code: '编号',
      search: '搜索订单',
      state: '状态',
      open: '进行中',
      done: '已完成',
      unit: '所属部门',
      supplier: '供应商',
      from: '开始日期',
    },
    en: {
      order: 'Order',
      code: 'Code',
      search: 'Search orders',
      state: 'State',
      open: 'Open',
      done: 'Done',
      unit: 'Unit',
      supplier: 'Supplier',
      from: 'From',
    },
  },
});

const EMPTY = { keyword: '', state: '', unitId: '', supplierId: '', from: '' };

/** A platform administrator's list: a company filter (of the suppliers, as companies) before the unit filter. */
const staffResource = namedTestResource(
  'staff',
  {
    zh: { staff: '人员', name: '姓名', company: '所属企业', unit: '所属部门' },
    en: { staff: 'Staff', name: 'Name', company: 'Company', unit: 'Unit' },
  },
  {
    filters: { companyId: Type.Integer(), unitId: Type.Integer() },
    filterFields: [
      { key: 'companyId', label: 'company', input: 'reference', reference: supplierResource, platformCompany: true },
      { key: 'unitId', label: 'unit', input: 'unit' },
    ],
  },
);

/** The server: the unit tree and the suppliers' first page; every call is counted by path. */
function server() {
  const calls: string[] = [];
  const answer = (data: unknown) =>
    new Response(JSON.stringify({ code: 200, msg: '', data }), { headers: { 'content-type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = new URL(url, 'http://localhost').pathname;
      calls.push(path);
      if (path.endsWith(unitPaths.tree)) calls.push(`tree ${typeof init?.body === 'string' ? init.body : ''}`);
      if (path.endsWith(unitPaths.tree)) {
        return answer([
          { id: 1, parentId: null, name: '采购部' },
          { id: 2, parentId: 1, name: '商品采购组' },
        ]);
      }
      if (path.endsWith('/test/supplier/list')) {
        return answer({
          total: 2,
          list: [
            { id: 7, name: '远航供应链' },
            { id: 8, name: '汇采集团' },
          ],
        });
      }
      return answer(null);
    }),
  );
  return calls;
}

/** The list screen's part: the address's filters, changed by `update` (recorded). */
function Harness({
  initial = {},
  onUpdate,
}: {
  initial?: Record<string, string>;
  onUpdate?: (filters: Record<string, string>) => void;
}) {
  const [params, setParams] = useState<ListParams>({
    pageNum: 1,
    pageSize: 10,
    sortKey: undefined,
    order: undefined,
    filters: { ...EMPTY, ...initial },
  });
  return (
    <>
      <button
        type="button"
        onClick={() => setParams((current) => ({ ...current, filters: { ...EMPTY, state: 'done' } }))}
      >
        从视图打开
      </button>
      <ResourceFilterBar
        definition={orderResource}
        params={params}
        fixedFilters={{}}
        embedded={false}
        update={({ filters }) => {
          onUpdate?.(filters);
          setParams((current) => ({ ...current, filters: { ...current.filters, ...filters } }));
        }}
      />
    </>
  );
}

/** The bar as a list screen holds it: its state in the address (`useListParams`). */
function AddressBar({ standardFilters }: { standardFilters?: Record<string, string> }) {
  const { params, update } = useListParams(orderResource);
  return (
    <ResourceFilterBar
      definition={orderResource}
      params={params}
      update={update}
      fixedFilters={{}}
      embedded={false}
      standardFilters={standardFilters}
    />
  );
}

/** {@link AddressBar} at `path`, in an address the test can change as a view or the back button does. */
function renderInAddress(path: string, standardFilters?: Record<string, string>) {
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook}>
      <AddressBar standardFilters={standardFilters} />
    </Router>,
    { wrapper: TestProviders },
  );
  return location;
}

/** The query of the address `location` shows now, as decoded pairs. */
function queryOf(location: ReturnType<typeof memoryLocation>) {
  const current = location.history?.at(-1) ?? '';
  return Object.fromEntries(new URLSearchParams(current.split('?')[1] ?? ''));
}

beforeEach(() => {
  sessionStore.token = 'aaaa.bbbb';
});

afterEach(() => {
  // The user type is a cookie (js-cookie): an expired one is gone.
  document.cookie = 'user_type=; path=/; max-age=0';
  vi.unstubAllGlobals();
  vi.useRealTimers();
  sessionStore.token = undefined;
});

describe('ResourceFilterBar', { timeout: 30_000 }, () => {
  it('keeps a chosen filter as a draft until 查询, then shows it as a chip', async () => {
    server();
    const user = userEvent.setup();
    const onUpdate = vi.fn();
    render(<Harness onUpdate={onUpdate} />, { wrapper: TestProviders });
    const state = screen.getByRole('button', { name: /状态$/ });
    state.focus();
    await user.keyboard('{ArrowDown}');
    await user.click(await screen.findByRole('option', { name: '已完成' }));
    expect(state).toHaveTextContent('已完成');
    expect(onUpdate).not.toHaveBeenCalled();
    expect(screen.queryByRole('grid', { name: '已选筛选' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(onUpdate).toHaveBeenLastCalledWith({ state: 'done', unitId: '', supplierId: '', from: '', keyword: '' });
    const chips = screen.getByRole('grid', { name: '已选筛选' });
    expect(within(chips).getByRole('row', { name: '状态：已完成' })).toBeInTheDocument();
  });

  it('shows the keyword and the first two filters inline, the rest under 更多筛选 with their count', async () => {
    server();
    render(<Harness initial={{ supplierId: '8', from: '2026-03-01' }} />, { wrapper: TestProviders });
    expect(screen.getByRole('searchbox', { name: '搜索订单' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /所属部门$/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^供应商/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '更多筛选 (2)' })).toBeInTheDocument();
    expect(await screen.findByRole('row', { name: '开始日期：2026-03-01' })).toBeInTheDocument();
  });

  it('folds every filter but the keyword into 更多筛选 on a phone', async () => {
    server();
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === PHONE_QUERY,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    render(<Harness initial={{ state: 'done' }} />, { wrapper: TestProviders });
    expect(screen.getByRole('searchbox', { name: '搜索订单' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /状态$/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '更多筛选 (1)' })).toBeInTheDocument();
  });

  it("offers a platform administrator the units of the company the company filter names, forgetting the other's", async () => {
    const calls = server();
    setUserType('platform');
    const user = userEvent.setup();
    render(
      <ResourceFilterBar
        definition={staffResource}
        params={{
          pageNum: 1,
          pageSize: 10,
          sortKey: undefined,
          order: undefined,
          filters: { companyId: '', unitId: '1' },
        }}
        fixedFilters={{}}
        embedded={false}
        update={() => undefined}
      />,
      { wrapper: TestProviders },
    );
    await waitFor(() => expect(screen.getByRole('button', { name: /所属部门$/ })).toHaveTextContent('采购部'));
    expect(calls).toContain('tree {}');
    const company = screen.getByRole('button', { name: /所属企业$/ });
    company.focus();
    await user.keyboard('{ArrowDown}');
    await user.click(await screen.findByRole('option', { name: '远航供应链' }));
    await waitFor(() => expect(calls).toContain('tree {"companyId":7}'));
    expect(screen.getByRole('button', { name: /所属部门$/ })).toHaveTextContent('全部');
  });

  it('names a unit and a reference row by the calls their selects make, without a detail call', async () => {
    const calls = server();
    render(<Harness initial={{ unitId: '2', supplierId: '8' }} />, { wrapper: TestProviders });
    expect(await screen.findByRole('row', { name: '所属部门：采购部 / 商品采购组' })).toBeInTheDocument();
    expect(await screen.findByRole('row', { name: '供应商：汇采集团' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '移除筛选 供应商：汇采集团' })).toBeInTheDocument();
    expect(calls.some((path) => path.endsWith('/detail'))).toBe(false);
  });

  it('removes a chip with Delete at once, and follows the address in its draft', async () => {
    server();
    const user = userEvent.setup();
    const onUpdate = vi.fn();
    render(<Harness initial={{ state: 'open', keyword: '钢' }} onUpdate={onUpdate} />, { wrapper: TestProviders });
    expect(screen.getByRole('searchbox', { name: '搜索订单' })).toHaveValue('钢');
    act(() => screen.getByRole('row', { name: '状态：进行中' }).focus());
    await user.keyboard('{Delete}');
    expect(onUpdate).toHaveBeenLastCalledWith({ state: '' });
    expect(screen.getByRole('button', { name: /状态$/ })).toHaveTextContent('全部');
    await waitFor(() => expect(screen.getByRole('row', { name: '关键字：钢' })).toHaveFocus());
    await user.keyboard('{Backspace}');
    expect(onUpdate).toHaveBeenLastCalledWith({ keyword: '' });
    expect(screen.getByRole('searchbox', { name: '搜索订单' })).toHaveValue('');
    await waitFor(() => expect(screen.getByRole('button', { name: '查询' })).toHaveFocus());

    // A view chosen: the draft shows what the address now holds.
    await user.click(screen.getByRole('button', { name: '从视图打开' }));
    expect(screen.getByRole('button', { name: /状态$/ })).toHaveTextContent('已完成');
  });

  it('重置 clears the keyword and every filter at once', async () => {
    server();
    const user = userEvent.setup();
    const onUpdate = vi.fn();
    render(<Harness initial={{ state: 'open', keyword: '钢', from: '2026-03-01' }} onUpdate={onUpdate} />, {
      wrapper: TestProviders,
    });
    await user.click(screen.getByRole('button', { name: '清除全部' }));
    expect(onUpdate).toHaveBeenLastCalledWith(EMPTY);
    expect(screen.queryByRole('grid', { name: '已选筛选' })).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: '搜索订单' })).toHaveValue('');
  });

  it("重置 returns to the standard view's filters, and 清除全部 removes them too", async () => {
    server();
    const user = userEvent.setup();
    const update = vi.fn();
    const params: ListParams = {
      pageNum: 1,
      pageSize: 10,
      sortKey: undefined,
      order: undefined,
      filters: { ...EMPTY, state: 'open', supplierId: '7' },
    };
    render(
      <ResourceFilterBar
        definition={orderResource}
        params={params}
        fixedFilters={{}}
        embedded={false}
        standardFilters={{ supplierId: '8' }}
        update={update}
      />,
      { wrapper: TestProviders },
    );
    await user.click(screen.getByRole('button', { name: '重置' }));
    expect(update).toHaveBeenLastCalledWith({ filters: { ...EMPTY, supplierId: '8' } });
    await user.click(screen.getByRole('button', { name: '清除全部' }));
    expect(update).toHaveBeenLastCalledWith({ filters: EMPTY });
  });

  it('searches the keyword once typing pauses, with nothing else', async () => {
    server();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onUpdate = vi.fn();
    render(<Harness onUpdate={onUpdate} />, { wrapper: TestProviders });
    await user.type(screen.getByRole('searchbox', { name: '搜索订单' }), '钢');
    expect(onUpdate).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS));
    await waitFor(() => expect(onUpdate).toHaveBeenCalledWith({ keyword: '钢' }));
    expect(onUpdate).toHaveBeenCalledTimes(1);
  });

  it('drops a keyword still waiting for its delay when a view with the same keyword is chosen', async () => {
    server();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const location = renderInAddress('/order?keyword=钢');
    const search = screen.getByRole('searchbox', { name: '搜索订单' });
    await user.type(search, '材');
    expect(search).toHaveValue('钢材');
    // Before the delay ends, a view holding the same keyword and a state is chosen.
    act(() => location.navigate('/order?keyword=钢&state=done', { replace: true }));
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS * 2));
    expect(queryOf(location)).toEqual({ keyword: '钢', state: 'done' });
    expect(search).toHaveValue('钢');
    expect(screen.getByRole('row', { name: '状态：已完成' })).toBeInTheDocument();
  });

  it('keeps a keyword typed while the list moves onto its standard filters as it starts, and searches it', async () => {
    server();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const location = renderInAddress('/order', { supplierId: '8' });
    const search = screen.getByRole('searchbox', { name: '搜索订单' });
    await user.type(search, '钢');
    // Before the delay ends, the list puts its standard view's supplier in the address.
    act(() => location.navigate('/order?supplierId=8', { replace: true }));
    expect(search).toHaveValue('钢');
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS));
    await waitFor(() => expect(queryOf(location)).toEqual({ keyword: '钢', supplierId: '8' }));
    expect(search).toHaveValue('钢');
  });

  it('keeps searching as one types after its own searches, over the address as it is then', async () => {
    server();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const location = renderInAddress('/order?state=done&page=3');
    const search = screen.getByRole('searchbox', { name: '搜索订单' });
    await user.type(search, '钢');
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS));
    expect(queryOf(location)).toEqual({ keyword: '钢', state: 'done' });
    await user.type(search, '材');
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS));
    expect(queryOf(location)).toEqual({ keyword: '钢材', state: 'done' });
    expect(search).toHaveValue('钢材');
  });
});
