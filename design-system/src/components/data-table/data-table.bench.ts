import { renderHook } from '@testing-library/react';
import { bench, describe } from 'vitest';
import { useDataTableRows, type DataTableColumn, type DataTableRowsOptions } from './data-table';

/**
 * Sorting and paging 10,000 rows through the DataTable's own data path ({@link useDataTableRows}: TanStack Table's
 * sorted and paginated row models, rendered with React). Run: `npx vitest bench --run src/components/data-table`.
 */
interface Order {
  id: string;
  code: string;
  supplier: string | null;
  amount: number | null;
}

const ROWS: Order[] = Array.from({ length: 10_000 }, (_, i) => ({
  id: `o${i}`,
  code: `PO-${String((i * 7919) % 10_000).padStart(5, '0')}`,
  supplier: i % 50 === 0 ? null : `供应商 ${(i * 31) % 977}`,
  amount: i % 97 === 0 ? null : ((i * 104_729) % 100_000) / 100,
}));

const COLUMNS: DataTableColumn<Order>[] = [
  { id: 'code', header: 'Order', value: (row) => row.code, sortable: true, isRowHeader: true },
  { id: 'supplier', header: 'Supplier', value: (row) => row.supplier, sortable: true },
  { id: 'amount', header: 'Amount', value: (row) => row.amount, sortable: true },
];

const getRowId = (row: Order) => row.id;

const base: DataTableRowsOptions<Order> = {
  rows: ROWS,
  columns: COLUMNS,
  getRowId,
  mode: 'client',
  sortDescriptor: null,
  pagination: { pageIndex: 0, pageSize: 20 },
};

describe('DataTable data path, 10,000 rows', () => {
  const view = renderHook((options: DataTableRowsOptions<Order>) => useDataTableRows(options), {
    initialProps: base,
  });
  let flip = false;
  let page = 0;

  bench('sort by a number column (alternating direction) and take page 1', () => {
    flip = !flip;
    view.rerender({ ...base, sortDescriptor: { column: 'amount', direction: flip ? 'ascending' : 'descending' } });
    if (view.result.current.length !== 20) throw new Error('expected a page of 20');
  });

  bench('sort by a text column (Chinese, collator) and take page 1', () => {
    flip = !flip;
    view.rerender({ ...base, sortDescriptor: { column: 'supplier', direction: flip ? 'ascending' : 'descending' } });
    if (view.result.current.length !== 20) throw new Error('expected a page of 20');
  });

  bench('page through the sorted rows (next page, same sort)', () => {
    page = (page + 1) % 500;
    view.rerender({
      ...base,
      sortDescriptor: { column: 'amount', direction: 'ascending' },
      pagination: { pageIndex: page, pageSize: 20 },
    });
    if (view.result.current.length !== 20) throw new Error('expected a page of 20');
  });

  bench('change page size to 100 on the first page', () => {
    flip = !flip;
    view.rerender({
      ...base,
      sortDescriptor: { column: 'amount', direction: 'ascending' },
      pagination: { pageIndex: 0, pageSize: flip ? 100 : 50 },
    });
    if (view.result.current.length < 50) throw new Error('expected a full page');
  });
});
