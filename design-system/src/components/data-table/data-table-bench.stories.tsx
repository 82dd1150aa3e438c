import { StoryFrame } from '../../stories/story-frame';
import { useMemo, useState } from 'react';
import { Button } from '../button/button';
import { DataTable, type DataTableColumn } from './data-table';

/**
 * The two tables `pnpm bench` times in the browser (docs/benchmarks.md, "Data table"): a page of
 * 100 rows and 12 columns as the DataTable shows it (sortable headers, a selection column, every
 * row on the page), and the same rows in a plain `<table>` rendered by React with the same sort
 * and select-all, the baseline. Each has a 显示 / 隐藏 button that mounts and unmounts the table.
 */
export default {
  title: 'Components/DataTable/Benchmark',
  component: DataTable,
};

interface Item {
  id: string;
  [field: string]: string | number;
}

const FIELDS = [
  'code',
  'name',
  'buyer',
  'supplier',
  'unit',
  'category',
  'quantity',
  'price',
  'amount',
  'state',
  'created',
  'due',
];
const HEADERS = [
  '单号',
  '名称',
  '采购人',
  '供应商',
  '部门',
  '品类',
  '数量',
  '单价',
  '金额',
  '状态',
  '创建日期',
  '交付日期',
];
const NUMERIC = new Set(['quantity', 'price', 'amount']);

const ROWS: Item[] = Array.from({ length: 100 }, (_, i) => ({
  id: `r${i + 1}`,
  code: `PO-2026-${String(i + 1).padStart(5, '0')}`,
  name: `办公用品采购 ${(i * 37) % 100}`,
  buyer: ['王明远', '李思敏', '陈晓', '赵一鸣'][i % 4] ?? '',
  supplier: ['华强电子', '顺丰供应链', '京东工业品', '得力办公'][i % 4] ?? '',
  unit: ['采购部', '财务部', '运营中心', '大客户部', '人力资源部'][i % 5] ?? '',
  category: ['文具', '电子', '劳保', '耗材'][i % 4] ?? '',
  quantity: ((i * 7) % 90) + 1,
  price: ((i * 104_729) % 10_000) / 100,
  amount: ((((i * 7) % 90) + 1) * ((i * 104_729) % 10_000)) / 100,
  state: ['草稿', '审批中', '已通过', '已驳回'][i % 4] ?? '',
  created: `2026-0${(i % 9) + 1}-1${i % 10}`,
  due: `2026-1${i % 3}-2${i % 10}`,
}));

const COLUMNS: DataTableColumn<Item>[] = FIELDS.map((field, index) => ({
  id: field,
  header: HEADERS[index] ?? field,
  value: (row) => row[field],
  sortable: true,
  isRowHeader: field === 'code',
  overflow: 'nowrap',
  align: NUMERIC.has(field) ? 'end' : 'start',
}));

const MESSAGES = {
  empty: '暂无数据',
  noValue: '无',
  loading: '加载中…',
  error: '加载失败',
  retry: '重试',
  selectAll: '全选',
  selectRow: '选择',
};

/** The 显示 / 隐藏 button the benchmark presses to mount the table again. */
function Toggle({ shown, onToggle }: { shown: boolean; onToggle: () => void }) {
  return (
    <Button variant="outline" onPress={onToggle} className="mb-3">
      {shown ? '隐藏表格' : '显示表格'}
    </Button>
  );
}

/** 100 rows, 12 sortable columns and a selection column: the DataTable as a list page shows them. */
export const HundredRowsTwelveColumns = () => {
  const [shown, setShown] = useState(true);
  return (
    <StoryFrame lang="zh-CN">
      <Toggle shown={shown} onToggle={() => setShown(!shown)} />
      {shown ? (
        <DataTable
          label="采购订单"
          columns={COLUMNS}
          rows={ROWS}
          getRowId={(row) => row.id}
          selectionMode="multiple"
          messages={MESSAGES}
        />
      ) : null}
    </StoryFrame>
  );
};

/** The baseline: the same rows in a plain `<table>`, sorted by a header button and all selected by one checkbox. */
export const PlainTableHundredRows = () => {
  const [shown, setShown] = useState(true);
  const [sort, setSort] = useState<{ field: string; descending: boolean } | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const rows = useMemo(() => {
    if (!sort) return ROWS;
    const sign = sort.descending ? -1 : 1;
    const collator = new Intl.Collator('zh-CN', { numeric: true });
    return [...ROWS].sort((a, b) => sign * collator.compare(String(a[sort.field]), String(b[sort.field])));
  }, [sort]);
  return (
    <StoryFrame lang="zh-CN">
      <Toggle
        shown={shown}
        onToggle={() => {
          // A table mounted again starts unsorted and unselected, as the DataTable does.
          setSort(null);
          setSelected(new Set());
          setShown(!shown);
        }}
      />
      {shown ? (
        // Scrolls sideways in its own region, in the tab order so a keyboard can scroll it, as the
        // DataTable's region does (WCAG 1.4.10, 2.1.1).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <div role="region" aria-label="采购订单（基准）" tabIndex={0} className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">采购订单（基准）</caption>
            <thead>
              <tr>
                <th className="px-3 py-2 text-start">
                  <input
                    type="checkbox"
                    aria-label="全选"
                    checked={selected.size === ROWS.length}
                    onChange={(event) => setSelected(new Set(event.target.checked ? ROWS.map((row) => row.id) : []))}
                  />
                </th>
                {FIELDS.map((field, index) => (
                  <th key={field} className="px-3 py-2 text-start whitespace-nowrap">
                    <button
                      type="button"
                      onClick={() => setSort({ field, descending: sort?.field === field && !sort.descending })}
                    >
                      {HEADERS[index]}
                    </button>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} data-selected={selected.has(row.id) || undefined}>
                  <td className="px-3 py-2">
                    <input
                      type="checkbox"
                      aria-label={`选择 ${row.code}`}
                      checked={selected.has(row.id)}
                      onChange={() => {
                        const next = new Set(selected);
                        if (!next.delete(row.id)) next.add(row.id);
                        setSelected(next);
                      }}
                    />
                  </td>
                  {FIELDS.map((field) => (
                    <td key={field} className="px-3 py-2 whitespace-nowrap">
                      {row[field]}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </StoryFrame>
  );
};
