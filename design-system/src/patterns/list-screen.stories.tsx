import { useMemo, useRef, useState } from 'react';
import type { SortDescriptor } from 'react-aria-components';
import { expect, screen, waitFor, within } from 'storybook/test';
import { AlertDialog } from '../components/alert-dialog/alert-dialog';
import { Button } from '../components/button/button';
import { DataTable, type DataTableColumn } from '../components/data-table/data-table';
import { DialogTrigger } from '../components/dialog/dialog';
import { FilterBar } from '../components/filter-bar/filter-bar';
import { FilterChip, FilterChips } from '../components/filter-bar/filter-chips';
import { SearchField } from '../components/search-field/search-field';
import { Select, SelectItem } from '../components/select/select';
import { storyLanguage } from '../stories/language';
import type { Play } from '../stories/play';
import { StoryFrame } from '../stories/story-frame';

export default {
  title: 'Patterns/List screen',
  parameters: {
    docs: {
      description: {
        component:
          'The console\'s management list: a filter bar (the search, applied as typed or with Enter; a status select, a draft until 查询; the applied filters as removable chips), a DataTable in server mode (the "server" sorts, filters and pages; the table shows one page and the total), its pager, and row actions (delete behind an alert dialog). Filtering goes back to the first page. The texts follow the toolbar\'s language.',
      },
    },
  },
};

interface Supplier {
  id: string;
  code: string;
  name: string;
  city: string;
  status: 'active' | 'paused';
}

const CITIES = ['上海', '深圳', '北京', '成都', '杭州'];
const SUPPLIERS: Supplier[] = Array.from({ length: 57 }, (_, i) => ({
  id: `s${i + 1}`,
  code: `SUP-${String(i + 1).padStart(4, '0')}`,
  name: `${CITIES[i % CITIES.length]}供应商 ${i + 1}`,
  city: CITIES[i % CITIES.length] ?? '上海',
  status: i % 4 === 3 ? 'paused' : 'active',
}));

interface Query {
  search: string;
  status: 'all' | Supplier['status'];
  sort: SortDescriptor;
  pageIndex: number;
  pageSize: number;
}

/** What a list endpoint answers (docs/wire-protocol.md, paging): one page of the matching rows and their total. */
function answer(rows: Supplier[], query: Query): { rows: Supplier[]; total: number } {
  const matching = rows.filter(
    (row) =>
      (query.status === 'all' || row.status === query.status) &&
      (query.search === '' || row.name.includes(query.search) || row.code.includes(query.search)),
  );
  const key = query.sort.column as keyof Supplier;
  const sorted = [...matching].sort((a, b) => String(a[key]).localeCompare(String(b[key]), 'zh-CN'));
  if (query.sort.direction === 'descending') sorted.reverse();
  const start = query.pageIndex * query.pageSize;
  return { rows: sorted.slice(start, start + query.pageSize), total: matching.length };
}

const TEXT = {
  zh: {
    label: '供应商',
    search: '搜索供应商',
    clear: '清除搜索',
    status: '状态',
    all: '全部',
    apply: '查询',
    reset: '重置',
    more: '更多筛选',
    chips: { list: '已选筛选', remove: '移除筛选', clearAll: '清除全部', separator: '：' },
    keyword: '关键字',
    active: '合作中',
    paused: '已暂停',
    code: '编号',
    name: '名称',
    city: '城市',
    actions: '操作',
    remove: '删除',
    confirm: (name: string) => `确定删除“${name}”吗？`,
    removeMessage: '删除后无法恢复。',
    cancel: '取消',
    pageStatus: (from: number, to: number, total: number) => `第 ${from}–${to} 条，共 ${total} 条`,
    messages: {
      empty: '暂无数据',
      noValue: '无',
      loading: '加载中…',
      error: '加载失败',
      retry: '重试',
      selectAll: '全选',
      selectRow: '选择',
    },
    pagination: {
      navigation: '分页',
      first: '首页',
      previous: '上一页',
      next: '下一页',
      last: '末页',
      pageSize: '每页条数',
    },
  },
  en: {
    label: 'Suppliers',
    search: 'Search suppliers',
    clear: 'Clear search',
    status: 'Status',
    all: 'All',
    apply: 'Search',
    reset: 'Reset',
    more: 'More filters',
    chips: { list: 'Active filters', remove: 'Remove filter', clearAll: 'Clear all', separator: ': ' },
    keyword: 'Keyword',
    active: 'Active',
    paused: 'Paused',
    code: 'Code',
    name: 'Name',
    city: 'City',
    actions: 'Actions',
    remove: 'Delete',
    confirm: (name: string) => `Delete "${name}"?`,
    removeMessage: 'This cannot be undone.',
    cancel: 'Cancel',
    pageStatus: (from: number, to: number, total: number) => `Rows ${from}–${to} of ${total}`,
    messages: {
      empty: 'No data',
      noValue: 'No value',
      loading: 'Loading…',
      error: 'Could not load',
      retry: 'Retry',
      selectAll: 'Select all',
      selectRow: 'Select',
    },
    pagination: {
      navigation: 'Pagination',
      first: 'First page',
      previous: 'Previous page',
      next: 'Next page',
      last: 'Last page',
      pageSize: 'Rows per page',
    },
  },
};

function SupplierList({ lang }: { lang: 'zh' | 'en' }) {
  const t = TEXT[lang];
  const [all, setAll] = useState(SUPPLIERS);
  const [query, setQuery] = useState<Query>({
    search: '',
    status: 'all',
    sort: { column: 'code', direction: 'ascending' },
    pageIndex: 0,
    pageSize: 10,
  });
  // The status select is a draft until 查询 applies it (docs/behaviour.md, "Lists").
  const [status, setStatus] = useState<Query['status']>('all');
  const apply = useRef<HTMLButtonElement>(null);
  const page = useMemo(() => answer(all, query), [all, query]);
  const columns: DataTableColumn<Supplier>[] = [
    { id: 'code', header: t.code, value: (row) => row.code, sortable: true, isRowHeader: true },
    { id: 'name', header: t.name, value: (row) => row.name, sortable: true },
    { id: 'city', header: t.city, value: (row) => row.city, sortable: true },
    { id: 'status', header: t.status, value: (row) => (row.status === 'active' ? t.active : t.paused) },
    {
      id: 'actions',
      header: t.actions,
      // A value, so the cell is not read as "no value"; the column does not sort.
      value: (row) => row.id,
      cell: (row) => (
        <DialogTrigger>
          <Button size="sm" variant="ghost" aria-label={`${t.remove} ${row.name}`}>
            {t.remove}
          </Button>
          <AlertDialog
            title={t.confirm(row.name)}
            confirmLabel={t.remove}
            cancelLabel={t.cancel}
            tone="destructive"
            onConfirm={() => setAll((rows) => rows.filter((candidate) => candidate.id !== row.id))}
          >
            {t.removeMessage}
          </AlertDialog>
        </DialogTrigger>
      ),
    },
  ];
  return (
    <StoryFrame lang={lang === 'zh' ? 'zh-CN' : 'en'} className="flex flex-col gap-4">
      <div role="search" aria-label={t.label}>
        <FilterBar
          search={
            <SearchField
              label={t.search}
              clearLabel={t.clear}
              onSubmit={(search) => setQuery((current) => ({ ...current, search, pageIndex: 0 }))}
              onClear={() => setQuery((current) => ({ ...current, search: '', pageIndex: 0 }))}
            />
          }
          fields={[
            {
              id: 'status',
              size: 'sm',
              isActive: status !== 'all',
              field: (
                <Select
                  label={t.status}
                  selectedKey={status}
                  onSelectionChange={(key) => setStatus(key as Query['status'])}
                >
                  <SelectItem id="all">{t.all}</SelectItem>
                  <SelectItem id="active">{t.active}</SelectItem>
                  <SelectItem id="paused">{t.paused}</SelectItem>
                </Select>
              ),
            },
          ]}
          onApply={() => setQuery((current) => ({ ...current, status, pageIndex: 0 }))}
          onReset={() => {
            setStatus('all');
            setQuery((current) => ({ ...current, search: '', status: 'all', pageIndex: 0 }));
          }}
          labels={{ apply: t.apply, reset: t.reset, more: () => t.more, moreTitle: t.more }}
          applyRef={apply}
          chips={
            <FilterChips
              labels={t.chips}
              returnFocusRef={apply}
              onRemove={(ids) => {
                if (ids.includes('status')) setStatus('all');
                setQuery((current) => ({
                  ...current,
                  search: ids.includes('search') ? '' : current.search,
                  status: ids.includes('status') ? 'all' : current.status,
                  pageIndex: 0,
                }));
              }}
              onClearAll={() => {
                setStatus('all');
                setQuery((current) => ({ ...current, search: '', status: 'all', pageIndex: 0 }));
              }}
            >
              {query.search ? <FilterChip id="search" label={t.keyword} value={query.search} /> : null}
              {query.status !== 'all' ? (
                <FilterChip id="status" label={t.status} value={query.status === 'active' ? t.active : t.paused} />
              ) : null}
            </FilterChips>
          }
        />
      </div>
      <DataTable
        label={t.label}
        mode="server"
        columns={columns}
        rows={page.rows}
        rowCount={page.total}
        getRowId={(row) => row.id}
        sortDescriptor={query.sort}
        onSortChange={(sort) => setQuery((current) => ({ ...current, sort, pageIndex: 0 }))}
        pageIndex={query.pageIndex}
        pageSize={query.pageSize}
        onPageChange={(pageIndex) => setQuery((current) => ({ ...current, pageIndex }))}
        onPageSizeChange={(pageSize) => setQuery((current) => ({ ...current, pageSize, pageIndex: 0 }))}
        messages={t.messages}
        paginationLabels={t.pagination}
        formatStatus={({ from, to, total }) => t.pageStatus(from, to, total)}
      />
    </StoryFrame>
  );
}

export const ListScreen = (_args: object, context?: { globals?: Record<string, unknown> }) => (
  <SupplierList lang={storyLanguage(context)} />
);

/**
 * Keyboard path: a search submitted with Enter asks the server again from the first page and shows
 * as a chip; a row's delete action asks first, and the total drops once confirmed.
 */
ListScreen.play = (async ({ canvas, userEvent, globals }) => {
  const t = TEXT[storyLanguage({ globals })];
  const status = canvas.getByRole('status');
  await expect(status).toHaveTextContent(t.pageStatus(1, 10, 57));
  await userEvent.tab();
  await expect(canvas.getByRole('searchbox', { name: t.search })).toHaveFocus();
  await userEvent.keyboard('成都{Enter}');
  await waitFor(() => expect(status).toHaveTextContent(t.pageStatus(1, 10, 11)));
  // The search shows as a chip of the applied filters.
  const chips = canvas.getByRole('grid', { name: t.chips.list });
  await expect(within(chips).getByRole('row', { name: `${t.keyword}${t.chips.separator}成都` })).toBeInTheDocument();
  const remove = canvas.getByRole('button', { name: `${t.remove} 成都供应商 4` });
  // Tab past the status select, 查询, 重置 and the chip (and, in a window too narrow for the table,
  // its scrolling region) into the grid, then along the row to its action; each walk bounded, so a
  // wrong turn fails.
  const grid = canvas.getByRole('grid', { name: t.label });
  for (let step = 0; step < 8 && !grid.contains(document.activeElement); step++) await userEvent.tab();
  await expect(grid).toContainElement(document.activeElement as HTMLElement);
  for (let step = 0; step < 8 && document.activeElement !== remove; step++) await userEvent.keyboard('{ArrowRight}');
  await expect(remove).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  const dialog = await screen.findByRole('alertdialog', { name: t.confirm('成都供应商 4') });
  await waitFor(() => expect(within(dialog).getByRole('button', { name: t.cancel })).toHaveFocus());
  await userEvent.tab();
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(status).toHaveTextContent(t.pageStatus(1, 10, 10)));
  await expect(canvas.queryByRole('rowheader', { name: 'SUP-0004' })).not.toBeInTheDocument();
}) satisfies Play;
