/** The rows a data table shows: sorted and paged by TanStack Table in client mode. */
import {
  createPaginatedRowModel,
  createSortedRowModel,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type PaginationState,
  type RowData,
  type SortingState,
} from '@tanstack/react-table';
import { useMemo } from 'react';
import type { SortDescriptor } from 'react-aria-components';
import type { DataTableColumn } from './data-table-types';

/** Compares two cell values in ascending order: numbers and dates numerically, text with a numeric-aware collator. */
const collator = new Intl.Collator(undefined, { numeric: true });
function compareValues(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  return collator.compare(String(a), String(b));
}

/** The TanStack Table features of {@link DataTable}: sorting and paging (module constant, as TanStack requires). */
const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
});

/** Whether a cell value counts as missing (shown as an em dash). */
function isMissing(value: unknown): value is null | undefined | '' {
  return value === null || value === undefined || value === '';
}

/** Options of {@link useDataTableRows}. */
interface DataTableRowsOptions<T> {
  rows: T[];
  columns: DataTableColumn<T>[];
  getRowId: (row: T) => string;
  /** `server` leaves sorting and paging to the caller. */
  mode: 'client' | 'server';
  /** The sort, or `null` for the original order. */
  sortDescriptor: SortDescriptor | null;
  /** The page, or `null` to show every row. */
  pagination: { pageIndex: number; pageSize: number } | null;
}

/**
 * The data path of {@link DataTable}: TanStack Table's sorted and paginated row models over `rows` (client mode),
 * or `rows` as given (server mode). Missing values sort last in both directions.
 *
 * @returns the rows of the page shown, in order.
 */
function useDataTableRows<T extends RowData>({
  rows,
  columns,
  getRowId,
  mode,
  sortDescriptor,
  pagination,
}: DataTableRowsOptions<T>): T[] {
  const tanstackColumns = useMemo(
    () =>
      columns.map((column): ColumnDef<typeof dataTableFeatures, T> => ({
        id: column.id,
        accessorFn: (row: T) => {
          const value = column.value(row);
          return isMissing(value) ? undefined : value;
        },
        enableSorting: column.sortable ?? false,
        sortUndefined: 'last',
        sortFn: (a, b, id) => compareValues(a.getValue(id), b.getValue(id)),
      })),
    [columns],
  );
  // Stable state objects, so a page change reuses the sorted row model instead of sorting again.
  const sortColumn = sortDescriptor ? String(sortDescriptor.column) : null;
  const sortDesc = sortDescriptor?.direction === 'descending';
  const sorting = useMemo<SortingState>(
    () => (sortColumn === null ? [] : [{ id: sortColumn, desc: sortDesc }]),
    [sortColumn, sortDesc],
  );
  const pageIndex = pagination?.pageIndex ?? 0;
  const pageSize = pagination?.pageSize ?? Math.max(1, rows.length);
  const pageState = useMemo<PaginationState>(() => ({ pageIndex, pageSize }), [pageIndex, pageSize]);
  const table = useTable({
    features: dataTableFeatures,
    columns: tanstackColumns,
    data: rows,
    getRowId,
    state: { sorting, pagination: pageState },
    manualSorting: mode === 'server',
    manualPagination: mode === 'server' || pagination === null,
    autoResetPageIndex: false,
  });
  return table.getRowModel().rows.map((row) => row.original);
}

export { isMissing, useDataTableRows, type DataTableRowsOptions };
