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
import { ArrowDown, ArrowUp, ArrowUpDown, Check, Minus } from 'lucide-react';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type * as React from 'react';
import {
  Cell,
  Checkbox,
  Column,
  Row,
  Table,
  TableBody,
  TableHeader,
  TooltipTriggerStateContext,
  type Selection,
  type SortDescriptor,
} from 'react-aria-components';
import { cn } from '../../lib/cn';
import { composeClassName } from '../../lib/compose-class-name';
import { focusRing } from '../../lib/focus-ring';
import { useOverflows } from '../../lib/use-overflows';
import { Button } from '../button/button';
import { Tooltip } from '../tooltip/tooltip';
import { clampWidth, type DataTableDensity } from './column-settings-model';
import { mergePageSelection } from './page-selection';
import {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  Pagination,
  type PaginationLabels,
  type PaginationStatus,
} from '../pagination/pagination';

/** One column of a {@link DataTable}. */
interface DataTableColumn<T> {
  /** Stable id, unique in the table; names the column in `sortDescriptor`. */
  id: string;
  /** The header text (translated by the caller). */
  header: string;
  /** The cell's value: used for sorting, and shown as text unless `cell` is given. `null`, `undefined` and `''` are "no value". */
  value: (row: T) => string | number | Date | null | undefined;
  /** Renders the cell instead of the value's text (the value still sorts). */
  cell?: (row: T) => React.ReactNode;
  /**
   * Whether the header sorts the rows (click, Enter or Space on it); the header then carries `aria-sort`.
   * @default false
   */
  sortable?: boolean;
  /**
   * Marks the column whose cell names the row (`rowheader`), e.g. an order number. One column should.
   * @default false
   */
  isRowHeader?: boolean;
  /**
   * Text alignment; use `end` for numbers.
   * @default 'start'
   */
  align?: 'start' | 'end';
  /**
   * How the cell's content meets a narrow column (docs/behaviour.md, "Lists"): `wrap` breaks it over lines (even
   * inside long words and URLs); `truncate` keeps the value's text on one line, at most 32 characters wide, with
   * an ellipsis, the full text in the DOM for screen readers, in `title` on hover and in a tooltip while the cell
   * has keyboard focus; `nowrap` never breaks it (codes, dates and times, amounts, states, buttons), so the table
   * grows and its region scrolls sideways instead. One-line cells (`truncate`, `nowrap`) are centred vertically,
   * wrapping ones start at the top.
   * @default 'wrap'
   */
  overflow?: 'wrap' | 'truncate' | 'nowrap';
  /** Column width as RAC accepts it (px number, `'20%'`, `'1fr'`). */
  width?: number | `${number}%` | `${number}fr`;
  /**
   * Whether the header's end edge resizes the column by pointer, when the table takes
   * `onColumnResize` (the actions column does not).
   * @default true
   */
  resizable?: boolean;
  /**
   * Keeps the column in place while the table scrolls sideways (DESIGN.md, "Tables"): `start` for
   * the column naming the row (the first; not with a selection column), `end` for the actions.
   */
  pin?: 'start' | 'end';
}

/** Texts of {@link DataTable} (translated by the caller). */
interface DataTableMessages {
  /** Shown when there are no rows, e.g. "暂无数据" / "No data". */
  empty: string;
  /** Read for a missing value, which shows as an em dash, e.g. "无" / "No value". */
  noValue: string;
  /** Shown while loading, read by the polite status, e.g. "加载中…" / "Loading…". */
  loading: string;
  /** Shown when loading failed, e.g. "加载失败" / "Could not load the data". */
  error: string;
  /** The retry button, e.g. "重试" / "Retry". */
  retry: string;
  /** Name of the select-all checkbox, e.g. "全选" / "Select all". */
  selectAll: string;
  /** Name of a row's checkbox, read with the row header, e.g. "选择" / "Select". */
  selectRow: string;
}

/** Props of {@link DataTable}. */
interface DataTableProps<T> {
  /** Accessible name of the table, e.g. "采购订单" / "Purchase orders". */
  label: string;
  /** The columns, in order. Keep the array stable (module constant or `useMemo`). */
  columns: DataTableColumn<T>[];
  /**
   * Client mode: every row; the table sorts and pages them. Server mode: the rows of the page shown, already sorted.
   * Keep the array stable between renders.
   */
  rows: T[];
  /** The row's stable id (selection keys). */
  getRowId: (row: T) => string;
  /**
   * `client` sorts and pages `rows` here (TanStack Table row models); `server` shows `rows` as given and reports
   * sort and page changes so the caller fetches the page (give `rowCount`).
   * @default 'client'
   */
  mode?: 'client' | 'server';
  /** All rows on the server (server mode); ignored in client mode, where it is `rows.length`. */
  rowCount?: number;
  /** Controlled sort: the column id and direction, or `null` / omitted for none. */
  sortDescriptor?: SortDescriptor | null;
  /** Initial sort when uncontrolled. */
  defaultSortDescriptor?: SortDescriptor;
  /** Called when a sortable header is pressed. */
  onSortChange?: (descriptor: SortDescriptor) => void;
  /** Controlled page, from 0. */
  pageIndex?: number;
  /** Controlled page size. */
  pageSize?: number;
  /**
   * Initial page size when uncontrolled (docs/behaviour.md, "Formats and limits").
   * @default 10
   */
  defaultPageSize?: number;
  /** Called with the page to show (from 0). */
  onPageChange?: (pageIndex: number) => void;
  /** Called with a new page size (the table goes back to the first page). */
  onPageSizeChange?: (pageSize: number) => void;
  /**
   * Page sizes offered.
   * @default [10, 20, 50, 100]
   */
  pageSizes?: readonly number[];
  /** Texts of the pagination; without them the table shows every row (client mode) and no pagination. */
  paginationLabels?: PaginationLabels;
  /** Makes the pagination's status line, e.g. `({from, to, total}) => \`Rows ${from}–${to} of ${total}\``. */
  formatStatus?: (status: PaginationStatus) => string;
  /**
   * Row selection with checkboxes and a select-all checkbox in the header.
   * @default 'none'
   */
  selectionMode?: 'none' | 'multiple';
  /**
   * Controlled selection (`'all'` or a set of row ids). In `server` mode a set may hold rows of
   * other pages: they stay selected while the page's header checkbox selects or clears the page
   * ({@link mergePageSelection}), so a selection spans pages.
   */
  selectedKeys?: Selection;
  /** Initial selection when uncontrolled. */
  defaultSelectedKeys?: Selection;
  /** Called when the selection changes. */
  onSelectionChange?: (keys: Selection) => void;
  /**
   * `loading` shows skeleton rows and sets `aria-busy` on the table's container (RAC `Table` does not forward it); `error` shows `messages.error` and a retry button.
   * @default 'idle'
   */
  status?: 'idle' | 'loading' | 'error';
  /** Called by the retry button of the error state. */
  onRetry?: () => void;
  /**
   * How many skeleton rows show while loading.
   * @default 5
   */
  skeletonRows?: number;
  /** Every text the table shows or reads. */
  messages: DataTableMessages;
  /**
   * How dense the rows are (a person's column settings, {@link DataTableDensity}).
   * @default 'default'
   */
  density?: DataTableDensity;
  /**
   * Called when a person drags a header's end edge to resize its column, with the width in px
   * ({@link clampWidth}: 40 to 2,000) once the pointer is released; the column shows the width
   * while it is dragged. Without it headers have no resize edge. Dragging is the pointer's way;
   * the keyboard's is the Columns panel's width field (`ColumnSettings`), which is also the single
   * pointer alternative WCAG 2.5.7 (Dragging Movements) asks for.
   */
  onColumnResize?: (columnId: string, width: number) => void;
  /** Classes of the outer element. */
  className?: string;
}

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

/** The classes of a body row (one string for every row). */
const ROW_CLASS_NAME = cn(
  'group/row border-b border-border hover:bg-accent/50 selected:bg-accent',
  focusRing,
  '-outline-offset-2',
);

/** The block padding of a cell at each density: rows of one line 32, 40 and 48 px tall. */
const DENSITY_PADDING: Record<DataTableDensity, string> = { compact: 'py-1', default: 'py-2', relaxed: 'py-3' };

/**
 * The classes of a pinned column's cells (`pin`) while the table scrolls sideways (`scrolls`):
 * sticky at its edge above the scrolling cells, with a background of its own (`background`, as the
 * row or the header shows it) and a line on the side the others scroll under. A start pin waits
 * while a selection column comes first.
 */
function pinClass(
  column: { pin?: 'start' | 'end' },
  { scrolls, selecting }: { scrolls: boolean; selecting: boolean },
  background: string,
): string | false {
  if (!scrolls) return false;
  if (column.pin === 'end') return cn('sticky end-0 z-[1] shadow-[inset_1px_0_0_var(--color-border)]', background);
  if (column.pin === 'start' && !selecting)
    return cn('sticky start-0 z-[1] shadow-[inset_-1px_0_0_var(--color-border)]', background);
  return false;
}

/**
 * How far each pinned column sits from its edge while the table scrolls sideways, in px: the
 * widths of the columns pinned before it on the same side (the first on each side sits at 0 and is
 * left out). Measured from the header cells after the columns or the rows change.
 */
function usePinOffsets<T>(
  scrollRef: React.RefObject<HTMLDivElement | null>,
  scrolls: boolean,
  columns: readonly DataTableColumn<T>[],
  rows: readonly T[],
): ReadonlyMap<string, number> {
  const [offsets, setOffsets] = useState<ReadonlyMap<string, number>>(new Map());
  useLayoutEffect(() => {
    const start = columns.filter((column) => column.pin === 'start');
    const end = columns.filter((column) => column.pin === 'end').reverse();
    if (!scrolls || (start.length < 2 && end.length < 2)) {
      setOffsets((current) => (current.size === 0 ? current : new Map()));
      return;
    }
    const widthOf = (id: string) =>
      scrollRef.current?.querySelector<HTMLElement>(`[data-column-id="${CSS.escape(id)}"]`)?.offsetWidth ?? 0;
    const next = new Map<string, number>();
    for (const side of [start, end]) {
      let offset = 0;
      for (const column of side) {
        if (offset > 0) next.set(column.id, offset);
        offset += widthOf(column.id);
      }
    }
    setOffsets(next);
  }, [scrollRef, scrolls, columns, rows]);
  return offsets;
}

/**
 * A data table: sortable columns (`aria-sort`), optional row selection, loading / empty / error states, missing
 * values as an em dash read as `messages.noValue`, and an optional {@link Pagination} (docs/behaviour.md, "Formats and limits").
 *
 * Keyboard (APG grid): arrows move between cells and headers, Enter or Space on a sortable header sorts
 * (ascending, then descending), Space toggles a row's selection. Primitives: react-aria-components `Table`,
 * TanStack Table (`@tanstack/react-table`) for client-side sorting and paging.
 */
function DataTable<T extends RowData>({
  label,
  columns,
  rows,
  getRowId,
  mode = 'client',
  rowCount,
  sortDescriptor: sortProp,
  defaultSortDescriptor,
  onSortChange,
  pageIndex: pageIndexProp,
  pageSize: pageSizeProp,
  defaultPageSize = DEFAULT_PAGE_SIZE,
  onPageChange,
  onPageSizeChange,
  pageSizes = PAGE_SIZES,
  paginationLabels,
  formatStatus,
  selectionMode = 'none',
  selectedKeys,
  defaultSelectedKeys,
  onSelectionChange,
  status = 'idle',
  onRetry,
  skeletonRows = 5,
  messages,
  density = 'default',
  onColumnResize,
  className,
}: DataTableProps<T>) {
  const [sortState, setSortState] = useState<SortDescriptor | null>(defaultSortDescriptor ?? null);
  const [pageIndexState, setPageIndex] = useState(0);
  const [pageSizeState, setPageSize] = useState(defaultPageSize);
  const sortDescriptor = sortProp === undefined ? sortState : sortProp;
  const pageSize = pageSizeProp ?? pageSizeState;
  const total = mode === 'server' ? (rowCount ?? rows.length) : rows.length;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const pageIndex = Math.min(pageIndexProp ?? pageIndexState, pageCount - 1);
  const paginated = paginationLabels !== undefined && formatStatus !== undefined;

  const pageRows = useDataTableRows({
    rows,
    columns,
    getRowId,
    mode,
    sortDescriptor,
    pagination: paginated ? { pageIndex, pageSize } : null,
  });

  // A server-paged selection spans pages: the table reports only the page it renders.
  const changeSelection =
    onSelectionChange && mode === 'server' && selectedKeys instanceof Set
      ? (next: Selection) =>
          onSelectionChange(
            mergePageSelection(
              selectedKeys,
              pageRows.map((row) => getRowId(row)),
              next,
            ),
          )
      : onSelectionChange;

  const changePage = (next: number) => {
    setPageIndex(next);
    onPageChange?.(next);
  };
  const loading = status === 'loading';
  const selecting = selectionMode === 'multiple';
  const [scrollRef, scrolls] = useOverflows<HTMLDivElement>('x');
  const pinOffsets = usePinOffsets(scrollRef, scrolls, columns, pageRows);
  // A one-line cell (`nowrap`, `truncate`) is centred, so a row of text and buttons reads as one
  // line; a cell that wraps starts at the top, as multi-line rows read, which also leaves a
  // control in a narrow cell one free strip of at least 24 px below it (WCAG 2.5.8).
  const cellClass = (column: DataTableColumn<T>) =>
    cn(
      'px-3',
      DENSITY_PADDING[density],
      (column.overflow ?? 'wrap') === 'wrap' ? 'align-top' : 'align-middle',
      column.align === 'end' && 'text-end tabular-nums',
      column.overflow === 'nowrap' && 'whitespace-nowrap',
      pinClass(
        column,
        { scrolls, selecting },
        'bg-surface group-hover/row:bg-[color-mix(in_srgb,var(--color-accent)_50%,var(--color-surface))] group-selected/row:bg-accent',
      ),
    );
  // Each column's cell classes, merged once per layout rather than once per cell and render (a
  // page of 100 rows and 12 columns is 1,200 cells; docs/benchmarks.md, "Data table").
  const cellClassNames = useMemo(
    () =>
      new Map(
        columns.map((column) => [
          column.id,
          cn(cellClass(column), 'border-t border-border', focusRing, '-outline-offset-2'),
        ]),
      ),
    // `cellClass` reads only these.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [columns, density, scrolls, selecting],
  );
  const selectionCellClassName = cn('border-t border-border px-3', DENSITY_PADDING[density]);
  const pinStyle = (column: DataTableColumn<T>): React.CSSProperties | undefined => {
    const offset = pinOffsets.get(column.id);
    if (!offset) return undefined;
    return column.pin === 'end' ? { insetInlineEnd: offset } : { insetInlineStart: offset };
  };
  // A width in px holds the column at least that wide: in the table's automatic layout a cell that
  // cannot wrap still widens it.
  const headerStyle = (column: DataTableColumn<T>): React.CSSProperties | undefined =>
    typeof column.width === 'number'
      ? { ...pinStyle(column), width: column.width, minWidth: column.width }
      : pinStyle(column);

  return (
    <div data-slot="data-table" className={cn('flex min-w-0 flex-col gap-3', className)}>
      {/* A table wider than its place scrolls within this region rather than widening the page
          (WCAG 2.2 SC 1.4.10 Reflow); while it does, the region is named after the table and joins
          the tab order, so keyboard users can scroll it (WCAG 2.1.1). */}
      <div
        ref={scrollRef}
        data-slot="data-table-scroll"
        aria-busy={loading || undefined}
        role={scrolls ? 'region' : undefined}
        aria-label={scrolls ? label : undefined}
        tabIndex={scrolls ? 0 : undefined}
        className={cn('relative min-w-0 overflow-x-auto rounded-md border border-border bg-surface', focusRing)}
      >
        <Table
          data-slot="data-table-table"
          aria-label={label}
          sortDescriptor={sortDescriptor ?? undefined}
          onSortChange={(descriptor) => {
            setSortState(descriptor);
            onSortChange?.(descriptor);
          }}
          selectionMode={loading ? 'none' : selectionMode}
          selectedKeys={selectedKeys}
          defaultSelectedKeys={defaultSelectedKeys}
          onSelectionChange={changeSelection}
          className="w-full border-separate border-spacing-0 text-sm text-surface-foreground"
        >
          <TableHeader data-slot="data-table-header" className="bg-muted text-muted-foreground">
            {selecting ? (
              <Column data-slot="data-table-selection-column" width={44} className="px-3 py-2 text-start">
                <Checkbox
                  data-slot="data-table-select-all"
                  slot="selection"
                  aria-label={messages.selectAll}
                  className={checkboxClass}
                >
                  {renderCheckbox}
                </Checkbox>
              </Column>
            ) : null}
            {columns.map((column) => (
              <Column
                key={column.id}
                id={column.id}
                // The column's name in the sort announcement ("sorted by column … in ascending order"):
                // the header's content is a render function, which gives React Aria no text of its own.
                textValue={column.header}
                data-slot="data-table-column"
                data-column-id={column.id}
                style={headerStyle(column)}
                isRowHeader={column.isRowHeader}
                allowsSorting={column.sortable}
                width={column.width}
                className={composeClassName(undefined, [
                  'relative border-b border-border px-3 py-2 text-start font-medium whitespace-nowrap',
                  column.align === 'end' && 'text-end',
                  pinClass(column, { scrolls, selecting }, 'bg-muted'),
                  column.sortable && 'cursor-pointer hover:text-foreground',
                  focusRing,
                  '-outline-offset-2',
                ])}
              >
                {({ allowsSorting, sortDirection }) => (
                  <span
                    data-slot="data-table-column-label"
                    className={cn('inline-flex items-center gap-1', column.align === 'end' && 'flex-row-reverse')}
                  >
                    {column.header}
                    {allowsSorting ? (
                      <span data-slot="data-table-sort-icon" aria-hidden="true" className="[&_svg]:size-3.5">
                        {sortDirection === 'ascending' ? (
                          <ArrowUp />
                        ) : sortDirection === 'descending' ? (
                          <ArrowDown />
                        ) : (
                          <ArrowUpDown className="opacity-50" />
                        )}
                      </span>
                    ) : null}
                    {onColumnResize && (column.resizable ?? true) ? (
                      <span
                        data-slot="data-table-column-resizer"
                        aria-hidden="true"
                        className="absolute inset-y-1 end-0 w-2 cursor-col-resize touch-none border-e-2 border-transparent hover:border-primary forced-colors:border-[ButtonBorder]"
                        onPointerDown={(event) => resizeByPointer(event, column.id, onColumnResize)}
                        onClick={(event) => event.stopPropagation()}
                      />
                    ) : null}
                  </span>
                )}
              </Column>
            ))}
          </TableHeader>
          <TableBody
            data-slot="data-table-body"
            renderEmptyState={() => (
              <div
                data-slot={status === 'error' ? 'data-table-error' : 'data-table-empty'}
                className={cn(
                  'px-3 py-8 text-center',
                  status === 'error' ? 'text-destructive-text' : 'text-muted-foreground',
                )}
              >
                {status === 'error' ? messages.error : messages.empty}
              </div>
            )}
          >
            {loading
              ? Array.from({ length: skeletonRows }, (_, i) => (
                  <Row key={`skeleton-${i}`} id={`skeleton-${i}`} data-slot="data-table-skeleton-row">
                    {[...(selecting ? [{ id: '__select' }] : []), ...columns.map((column) => ({ id: column.id }))].map(
                      (column) => (
                        <Cell key={column.id} data-slot="data-table-skeleton-cell" className="px-3 py-2.5">
                          <span aria-hidden="true" className="block h-4 w-full animate-pulse rounded-sm bg-muted" />
                        </Cell>
                      ),
                    )}
                  </Row>
                ))
              : status === 'error'
                ? []
                : pageRows.map((row) => (
                    <Row key={getRowId(row)} id={getRowId(row)} data-slot="data-table-row" className={ROW_CLASS_NAME}>
                      {selecting ? (
                        <Cell data-slot="data-table-selection-cell" className={selectionCellClassName}>
                          <Checkbox slot="selection" aria-label={messages.selectRow} className={checkboxClass}>
                            {renderCheckbox}
                          </Checkbox>
                        </Cell>
                      ) : null}
                      {columns.map((column) => (
                        <Cell
                          key={column.id}
                          data-slot="data-table-cell"
                          style={pinStyle(column)}
                          className={cellClassNames.get(column.id)}
                        >
                          {column.overflow === 'truncate'
                            ? ({ isFocusVisible }) => renderValue(column, row, messages.noValue, isFocusVisible)
                            : renderValue(column, row, messages.noValue, false)}
                        </Cell>
                      ))}
                    </Row>
                  ))}
          </TableBody>
        </Table>
      </div>
      {loading ? (
        <p data-slot="data-table-loading" role="status" className="text-sm text-muted-foreground">
          {messages.loading}
        </p>
      ) : null}
      {status === 'error' && onRetry ? (
        <div data-slot="data-table-retry" className="flex justify-center">
          <Button variant="outline" onPress={onRetry}>
            {messages.retry}
          </Button>
        </div>
      ) : null}
      {paginated ? (
        <Pagination
          pageIndex={pageIndex}
          pageSize={pageSize}
          rowCount={status === 'idle' ? total : undefined}
          onPageChange={changePage}
          onPageSizeChange={(size) => {
            setPageSize(size);
            onPageSizeChange?.(size);
            changePage(0);
          }}
          pageSizes={pageSizes}
          labels={paginationLabels}
          formatStatus={formatStatus}
          isDisabled={status !== 'idle'}
        />
      ) : null}
    </div>
  );
}

/**
 * A cell's content: the custom `cell` or the value's text (wrapped, truncated or on one line), or an em dash read as
 * "no value". `focused`: the cell has keyboard focus (a truncated content then shows whole in a tooltip).
 */
function renderValue<T>(column: DataTableColumn<T>, row: T, noValue: string, focused: boolean): React.ReactNode {
  const value = column.value(row);
  if (isMissing(value)) {
    return (
      <span data-slot="data-table-no-value">
        <span aria-hidden="true" className="text-muted-foreground">
          —
        </span>
        <span className="sr-only">{noValue}</span>
      </span>
    );
  }
  const content = column.cell ? column.cell(row) : value instanceof Date ? value.toISOString() : String(value);
  if (column.overflow === 'truncate') return <TruncatedText focused={focused}>{content}</TruncatedText>;
  if (column.cell) return content;
  return (
    <span data-slot="data-table-text" className={column.overflow === 'nowrap' ? undefined : 'wrap-anywhere'}>
      {content}
    </span>
  );
}

/**
 * One line cut with an ellipsis at 32 characters: whole in the DOM (read by screen readers), in `title` on hover
 * (the text it shows, read back from the DOM, so a custom cell is titled by what it renders), and in a
 * {@link Tooltip} while its cell has keyboard focus and the line is cut (WCAG 1.4.13: it stays while focus does;
 * Escape hides it without moving focus).
 */
function TruncatedText({ children, focused }: { children: React.ReactNode; focused: boolean }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [tip, setTip] = useState<string | null>(null);
  const textOf = (element: HTMLElement) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();
  // The title follows what the cell renders, after every render.
  useLayoutEffect(() => {
    if (ref.current) ref.current.title = textOf(ref.current);
  });
  // The tooltip opens as keyboard focus arrives, when the line is cut, and closes as it leaves.
  useLayoutEffect(() => {
    const element = ref.current;
    setTip(focused && element && element.scrollWidth > element.clientWidth ? textOf(element) : null);
  }, [focused]);
  // Escape hides it without moving focus (WCAG 1.4.13); it shows again when focus comes back.
  useEffect(() => {
    if (tip === null) return;
    const hide = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setTip(null);
    };
    document.addEventListener('keydown', hide, true);
    return () => document.removeEventListener('keydown', hide, true);
  }, [tip]);
  return (
    <>
      <span ref={ref} data-slot="data-table-truncated" className="block max-w-[32ch] truncate">
        {children}
      </span>
      {tip === null ? null : (
        // A tooltip without a trigger of its own (focus is on the cell): react-aria-components reads the
        // open state of such a tooltip from this context only.
        <TooltipTriggerStateContext.Provider
          value={{ isOpen: true, shouldSkipAnimation: false, open: () => {}, close: () => setTip(null) }}
        >
          <Tooltip triggerRef={ref} placement="top">
            {tip}
          </Tooltip>
        </TooltipTriggerStateContext.Provider>
      )}
    </>
  );
}

/** The step of a width set by dragging, in px: the Columns panel's width field steps by as much. */
const RESIZE_STEP = 10;

/**
 * Resizes a column while its header's end edge is dragged, in steps of {@link RESIZE_STEP}: the header takes the width at once (its
 * `width` and `min-width`, as {@link DataTableColumn.width} sets them), clamped by
 * {@link clampWidth}, and `onResize` gets the last one when the pointer is released. The press
 * does not reach the header, so it does not sort.
 */
function resizeByPointer(
  event: React.PointerEvent<HTMLElement>,
  columnId: string,
  onResize: (columnId: string, width: number) => void,
): void {
  event.stopPropagation();
  event.preventDefault();
  const edge = event.currentTarget;
  const header = edge.closest<HTMLElement>('th, [role="columnheader"]');
  if (!header) return;
  const start = header.getBoundingClientRect().width;
  const from = event.clientX;
  const sign = getComputedStyle(header).direction === 'rtl' ? -1 : 1;
  let width = clampWidth(start);
  // Moves past the edge still reach it (a pointer that is not the page's, as in a test, cannot be captured).
  if (edge.hasPointerCapture?.(event.pointerId) === false) {
    try {
      edge.setPointerCapture(event.pointerId);
    } catch {
      // The moves then reach the edge only while the pointer is over it.
    }
  }
  const move = (moved: PointerEvent) => {
    width = clampWidth(Math.round((start + (moved.clientX - from) * sign) / RESIZE_STEP) * RESIZE_STEP);
    header.style.width = `${width}px`;
    header.style.minWidth = `${width}px`;
  };
  const end = () => {
    edge.removeEventListener('pointermove', move);
    edge.removeEventListener('pointerup', end);
    edge.removeEventListener('pointercancel', end);
    onResize(columnId, width);
  };
  edge.addEventListener('pointermove', move);
  edge.addEventListener('pointerup', end);
  edge.addEventListener('pointercancel', end);
}

/** The classes of a selection checkbox: strings merged once, not per row and render. */
const checkboxClass = cn('group/checkbox flex items-center', focusRing);
const CHECKBOX_BOX =
  'flex size-4 items-center justify-center rounded-sm border text-primary-foreground forced-colors:border-[ButtonText]';
const CHECKBOX_OFF = `${CHECKBOX_BOX} border-input bg-surface`;
const CHECKBOX_ON = `${CHECKBOX_BOX} border-primary bg-primary`;

function renderCheckbox({ isSelected, isIndeterminate }: { isSelected: boolean; isIndeterminate: boolean }) {
  return (
    <span
      data-slot="data-table-checkbox"
      aria-hidden="true"
      className={isSelected || isIndeterminate ? CHECKBOX_ON : CHECKBOX_OFF}
    >
      {isIndeterminate ? <Minus className="size-3" /> : isSelected ? <Check className="size-3" /> : null}
    </span>
  );
}

export {
  DataTable,
  useDataTableRows,
  type DataTableColumn,
  type DataTableMessages,
  type DataTableProps,
  type DataTableRowsOptions,
};
