import type { RowData } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useCallback, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type * as React from 'react';
import type { Selection, SortDescriptor } from 'react-aria-components';
import { cn } from '../../lib/cn';
import { focusRing } from '../../lib/focus-ring';
import { useOverflows } from '../../lib/use-overflows';
import { Button } from '../button/button';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, Pagination } from '../pagination/pagination';
import { ColumnResizer } from './column-resizer';
import type { DataTableDensity } from './column-settings-model';
import { DataTableCard, DataTableRow, SelectionBox } from './data-table-body';
import { useDataTableRows } from './data-table-rows';
import type { DataTableColumn, DataTableProps } from './data-table-types';
import { CONTROL_SELECTOR, isTabbing, moveFocus, ownsKeys, ROW_SELECTOR, STOP_SELECTOR } from './grid-keyboard';
import { mergePageSelection } from './page-selection';

/**
 * The focus ring of the body's rows and cells ({@link focusRing}'s, inside the edge), set once on
 * the table rather than on each of a page's 1,300 cells: a rule that asks `:focus-visible` last is
 * only tried on the focused element, where a class on every cell is tried on every cell whenever
 * styles are computed (docs/benchmarks.md, "Data table").
 */
const BODY_FOCUS_RING = cn(
  '[&_tbody_:is(tr,td,th)]:outline-none',
  '[&_tbody_:is(tr,td,th):focus-visible]:outline-2 [&_tbody_:is(tr,td,th):focus-visible]:-outline-offset-2',
  '[&_tbody_:is(tr,td,th):focus-visible]:outline-solid [&_tbody_:is(tr,td,th):focus-visible]:outline-ring',
  'forced-colors:[&_tbody_:is(tr,td,th):focus-visible]:outline-[Highlight]',
);

/** The block padding of a cell at each density: rows of one line 32, 40 and 48 px tall. */
const DENSITY_PADDING: Record<DataTableDensity, string> = { compact: 'py-1', default: 'py-2', relaxed: 'py-3' };

/**
 * The classes of a pinned column's cells while the table scrolls sideways, that is while its
 * scroll region (the `scroll` group) carries `data-scrolls`: sticky at its edge above the scrolling
 * cells, with a background of its own (as the row or the header shows it) and a line on the side
 * the others scroll under. Static classes, so the table's cells do not render again when it starts
 * or stops scrolling (docs/benchmarks.md, "Data table").
 */
const PINNED = {
  start:
    'group-data-[scrolls]/scroll:sticky group-data-[scrolls]/scroll:start-0 group-data-[scrolls]/scroll:z-[1] group-data-[scrolls]/scroll:shadow-[inset_-1px_0_0_var(--color-border)]',
  end: 'group-data-[scrolls]/scroll:sticky group-data-[scrolls]/scroll:end-0 group-data-[scrolls]/scroll:z-[1] group-data-[scrolls]/scroll:shadow-[inset_1px_0_0_var(--color-border)]',
  header: 'group-data-[scrolls]/scroll:bg-muted',
  cell: 'group-data-[scrolls]/scroll:bg-surface group-data-[scrolls]/scroll:group-hover/row:bg-[color-mix(in_srgb,var(--color-accent)_50%,var(--color-surface))] group-data-[scrolls]/scroll:group-selected/row:bg-accent',
} as const;

/** The {@link PINNED} classes of a column's cells (`part`), if it is pinned; a start pin waits while a selection column comes first. */
function pinClass(column: { pin?: 'start' | 'end' }, selecting: boolean, part: 'header' | 'cell'): string | false {
  if (column.pin === 'end') return `${PINNED.end} ${PINNED[part]}`;
  if (column.pin === 'start' && !selecting) return `${PINNED.start} ${PINNED[part]}`;
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
 * Keyboard (APG grid): one Tab stop; the arrows move between rows, cells and the header's cells,
 * and through the controls of a cell; Home and End to the first or last cell (Ctrl: row), Page Up
 * and Page Down by ten rows; Enter or Space on a sortable header sorts (ascending, then
 * descending); Space on a row toggles its selection, Shift+Space selects the rows from the last
 * one chosen; Ctrl+A selects every row of the page. Built on a plain `<table role="grid">`:
 * react-aria-components' `Table` renders each of a page's 1,300 cells through its collection and
 * several hooks, about ten times the time the budget allows (docs/benchmarks.md, "Data table").
 * TanStack Table (`@tanstack/react-table`) sorts and pages the rows in client mode.
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
  layout = 'table',
  className,
}: DataTableProps<T>) {
  const [sortState, setSortState] = useState<SortDescriptor | null>(defaultSortDescriptor ?? null);
  const [pageIndexState, setPageIndex] = useState(0);
  const [pageSizeState, setPageSize] = useState(defaultPageSize);
  const [selectionState, setSelectionState] = useState<Selection>(defaultSelectedKeys ?? new Set());
  const [announcement, setAnnouncement] = useState('');
  const sortDescriptor = sortProp === undefined ? sortState : sortProp;
  const selection = selectedKeys ?? selectionState;
  const pageSize = pageSizeProp ?? pageSizeState;
  const total = mode === 'server' ? (rowCount ?? rows.length) : rows.length;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const pageIndex = Math.min(pageIndexProp ?? pageIndexState, pageCount - 1);
  const paginated = paginationLabels !== undefined && formatStatus !== undefined;
  const tableRef = useRef<HTMLTableElement>(null);
  // The grid's one Tab stop (roving tabindex): the stop last focused, while it is in the grid.
  const stopRef = useRef<HTMLElement | null>(null);
  // The row a range selection starts from: the last one chosen.
  const anchorRef = useRef<string | null>(null);
  // Set while Tab leaves the grid from its last control, which must not become the grid's stop.
  const leavingRef = useRef(false);
  const allId = useId();
  // The prefix of a row's ids (its checkbox, its row header): from the row's id, so a sorted row
  // keeps its props and only moves; no whitespace, as `aria-labelledby` splits on it.
  const idPrefixOf = (rowId: string) => `${allId}-${rowId.replace(/\s/g, '_')}`;

  const pageRows = useDataTableRows({
    rows,
    columns,
    getRowId,
    mode,
    sortDescriptor,
    pagination: paginated ? { pageIndex, pageSize } : null,
  });
  const pageKeys = useMemo(() => pageRows.map((row) => getRowId(row)), [pageRows, getRowId]);

  const loading = status === 'loading';
  const selecting = selectionMode === 'multiple' && !loading;
  const isSelected = (key: string) => selection === 'all' || selection.has(key);
  const selectedOnPage = pageKeys.filter(isSelected).length;

  // A server-paged selection spans pages: a change here reports the page's rows as they now are
  // and keeps the other pages' (mergePageSelection); select-all answers `'all'` otherwise.
  const changeSelection = (next: Selection) => {
    const reported =
      onSelectionChange && mode === 'server' && selectedKeys instanceof Set
        ? mergePageSelection(selectedKeys, pageKeys, next)
        : next;
    if (selectedKeys === undefined) setSelectionState(reported);
    onSelectionChange?.(reported);
  };
  const currentSet = (): Set<string | number> => (selection === 'all' ? new Set(pageKeys) : new Set(selection));
  const toggleRow = (rowId: string, range: boolean) => {
    const next = currentSet();
    const anchor = anchorRef.current;
    if (range && anchor !== null && pageKeys.includes(anchor)) {
      const ends = [pageKeys.indexOf(anchor), pageKeys.indexOf(rowId)];
      for (const key of pageKeys.slice(Math.min(...ends), Math.max(...ends) + 1)) next.add(key);
    } else if (next.has(rowId)) next.delete(rowId);
    else next.add(rowId);
    anchorRef.current = rowId;
    changeSelection(next);
  };
  const toggleAll = () => {
    const everyRow = pageKeys.length > 0 && selectedOnPage === pageKeys.length;
    changeSelection(everyRow ? new Set() : 'all');
  };
  // The row handler reads the latest state through a ref, so rows keep one function and stay memoised.
  const toggleRef = useRef(toggleRow);
  toggleRef.current = toggleRow;
  const onToggle = useCallback((rowId: string, range: boolean) => toggleRef.current(rowId, range), []);

  const sortBy = (column: DataTableColumn<T>) => {
    const direction: SortDescriptor['direction'] =
      sortDescriptor?.column === column.id && sortDescriptor.direction === 'ascending' ? 'descending' : 'ascending';
    const next: SortDescriptor = { column: column.id, direction };
    setSortState(next);
    onSortChange?.(next);
    if (messages.sorted) setAnnouncement(messages.sorted(column.header, direction));
  };

  const changePage = (next: number) => {
    setPageIndex(next);
    onPageChange?.(next);
  };
  const [scrollRef, scrolls] = useOverflows<HTMLDivElement>('x');
  const pinOffsets = usePinOffsets(scrollRef, scrolls, columns, pageRows);
  // A one-line cell (`nowrap`, `truncate`) is centred, so a row of text and buttons reads as one
  // line; a cell that wraps starts at the top, as multi-line rows read, which also leaves a
  // control in a narrow cell one free strip of at least 24 px below it (WCAG 2.5.8).
  // Each column's cell classes, merged once per layout rather than once per cell and render (a
  // page of 100 rows and 12 columns is 1,200 cells; docs/benchmarks.md, "Data table").
  const cellClassNames = useMemo(
    () =>
      new Map(
        columns.map((column) => [
          column.id,
          cn(
            'px-3 text-start font-normal',
            DENSITY_PADDING[density],
            (column.overflow ?? 'wrap') === 'wrap' ? 'align-top' : 'align-middle',
            column.align === 'end' && 'text-end tabular-nums',
            column.overflow === 'nowrap' && 'whitespace-nowrap',
            (column.overflow ?? 'wrap') === 'wrap' && !column.cell && 'wrap-anywhere',
            pinClass(column, selecting, 'cell'),
            'border-t border-border',
          ),
        ]),
      ),
    [columns, density, selecting],
  );
  const pinStyles = useMemo(
    () =>
      new Map(
        columns.map((column): [string, React.CSSProperties | undefined] => {
          const offset = pinOffsets.get(column.id);
          if (!offset) return [column.id, undefined];
          return [column.id, column.pin === 'end' ? { insetInlineEnd: offset } : { insetInlineStart: offset }];
        }),
      ),
    [columns, pinOffsets],
  );
  const selectionCellClassName = cn('border-t border-border px-3', DENSITY_PADDING[density]);
  // A width in px holds the column at least that wide: in the table's automatic layout a cell that
  // cannot wrap still widens it.
  const headerStyle = (column: DataTableColumn<T>): React.CSSProperties | undefined =>
    column.width === undefined || (typeof column.width === 'string' && column.width.endsWith('fr'))
      ? pinStyles.get(column.id)
      : { ...pinStyles.get(column.id), width: column.width, minWidth: column.width };

  // Exactly one stop takes Tab: the last one focused while it is still here, else the first row
  // (the first header cell when there is none).
  useLayoutEffect(() => {
    const table = tableRef.current;
    if (!table) return;
    const kept = stopRef.current;
    const stop =
      kept && table.contains(kept)
        ? kept
        : (table.querySelector<HTMLElement>(ROW_SELECTOR) ?? table.querySelector<HTMLElement>('thead th'));
    for (const element of table.querySelectorAll<HTMLElement>('tr[tabindex="0"], th[tabindex="0"], td[tabindex="0"]'))
      if (element !== stop) element.tabIndex = -1;
    if (stop) stop.tabIndex = 0;
    stopRef.current = stop;
  });

  const onFocus = (event: React.FocusEvent<HTMLTableElement>) => {
    const table = tableRef.current;
    const target = event.target as HTMLElement;
    if (!table || target === table || leavingRef.current) return;
    const entering = !(event.relatedTarget instanceof Node && table.contains(event.relatedTarget));
    // Tab from outside lands on the grid's stop, not on whichever control comes first.
    if (entering && isTabbing() && stopRef.current && stopRef.current !== target && table.contains(stopRef.current)) {
      stopRef.current.focus();
      return;
    }
    const stop = target.closest<HTMLElement>(STOP_SELECTOR);
    if (!stop || !table.contains(stop)) return;
    // A control in a cell counts as its row for the next Tab into the grid.
    const next = target.matches(STOP_SELECTOR) ? target : (stop.closest<HTMLElement>(ROW_SELECTOR) ?? stop);
    if (stopRef.current && stopRef.current !== next) stopRef.current.tabIndex = -1;
    next.tabIndex = 0;
    stopRef.current = next;
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLTableElement>) => {
    const table = tableRef.current;
    const target = event.target as HTMLElement;
    // Keys of a menu or popover opened from a cell reach here through React's tree: not the grid's.
    if (!table || !table.contains(target) || event.defaultPrevented || event.altKey) return;
    if (event.key === 'Tab') {
      // The grid is one Tab stop: Tab leaves it from its last control, Shift+Tab from the table.
      leavingRef.current = true;
      if (event.shiftKey) table.focus();
      else [...table.querySelectorAll<HTMLElement>(`${CONTROL_SELECTOR}, ${STOP_SELECTOR}`)].at(-1)?.focus();
      leavingRef.current = false;
      return;
    }
    if (ownsKeys(target)) return;
    const onStop = target.matches(STOP_SELECTOR);
    const header = target.closest('th[data-column-id]');
    const column = header ? columns.find((candidate) => candidate.id === header.getAttribute('data-column-id')) : null;
    if ((event.key === 'Enter' || event.key === ' ') && onStop && column?.sortable) {
      event.preventDefault();
      sortBy(column);
      return;
    }
    const rowId = target.closest('tr[data-key]')?.getAttribute('data-key');
    if (event.key === ' ' && selecting && rowId && (onStop || target.matches('input[type=checkbox]'))) {
      if (!onStop && !event.shiftKey) return; // the checkbox toggles itself
      event.preventDefault();
      toggleRow(rowId, event.shiftKey);
      return;
    }
    if (event.key === 'a' && (event.ctrlKey || event.metaKey) && selecting) {
      event.preventDefault();
      changeSelection('all');
      return;
    }
    const rtl = getComputedStyle(table).direction === 'rtl';
    if (moveFocus(table, target, event.key, event.ctrlKey || event.metaKey, rtl)) event.preventDefault();
  };

  const headerBox = (
    <SelectionBox
      id={`${allId}-all`}
      label={messages.selectAll}
      checked={pageKeys.length > 0 && selectedOnPage === pageKeys.length}
      indeterminate={selectedOnPage > 0 && selectedOnPage < pageKeys.length}
      onChange={toggleAll}
    />
  );
  const width = columns.length + (selecting ? 1 : 0);

  const cards = (
    <ul
      data-slot="data-table-cards"
      aria-label={label}
      aria-busy={loading || undefined}
      className="flex flex-col gap-3"
    >
      {loading
        ? Array.from({ length: Math.min(skeletonRows, 3) }, (_, i) => (
            <li key={i} data-slot="data-table-card-skeleton" className="rounded-md border border-border bg-surface p-3">
              <span aria-hidden="true" className="block h-16 w-full animate-pulse rounded-sm bg-muted" />
            </li>
          ))
        : status === 'error' || pageRows.length === 0
          ? [
              <li
                key="state"
                data-slot={status === 'error' ? 'data-table-error' : 'data-table-empty'}
                className={cn(
                  'rounded-md border border-border bg-surface px-3 py-8 text-center',
                  status === 'error' ? 'text-destructive-text' : 'text-muted-foreground',
                )}
              >
                {status === 'error' ? messages.error : messages.empty}
              </li>,
            ]
          : pageRows.map((row, index) => (
              <DataTableCard
                key={pageKeys[index]}
                row={row}
                rowId={pageKeys[index]!}
                idPrefix={idPrefixOf(pageKeys[index]!)}
                columns={columns}
                selecting={selecting}
                selected={isSelected(pageKeys[index]!)}
                noValue={messages.noValue}
                selectRow={messages.selectRow}
                onToggle={onToggle}
              />
            ))}
    </ul>
  );

  return (
    <div data-slot="data-table" data-layout={layout} className={cn('flex min-w-0 flex-col gap-3', className)}>
      {layout === 'cards' ? cards : null}
      {layout === 'table' ? (
        <>
          {/* A table wider than its place scrolls within this region rather than widening the page
          (WCAG 2.2 SC 1.4.10 Reflow); while it does, the region is named after the table and joins
          the tab order, so keyboard users can scroll it (WCAG 2.1.1). */}
          <div
            ref={scrollRef}
            data-slot="data-table-scroll"
            aria-busy={loading || undefined}
            data-scrolls={scrolls || undefined}
            role={scrolls ? 'region' : undefined}
            aria-label={scrolls ? label : undefined}
            tabIndex={scrolls ? 0 : undefined}
            className={cn(
              'group/scroll relative min-w-0 overflow-x-auto rounded-md border border-border bg-surface',
              focusRing,
            )}
          >
            <table
              ref={tableRef}
              role="grid"
              data-slot="data-table-table"
              aria-label={label}
              aria-multiselectable={selecting || undefined}
              tabIndex={-1}
              onFocus={onFocus}
              onKeyDown={onKeyDown}
              className={cn(
                'w-full border-separate border-spacing-0 text-sm text-surface-foreground outline-none',
                BODY_FOCUS_RING,
              )}
            >
              <thead data-slot="data-table-header" className="bg-muted text-muted-foreground">
                <tr role="row">
                  {selecting ? (
                    <th
                      role="columnheader"
                      data-slot="data-table-selection-column"
                      tabIndex={-1}
                      scope="col"
                      style={{ width: 44 }}
                      className={cn('px-3 py-2 text-start', focusRing, '-outline-offset-2')}
                    >
                      {headerBox}
                    </th>
                  ) : null}
                  {columns.map((column) => {
                    const direction = sortDescriptor?.column === column.id ? sortDescriptor.direction : undefined;
                    return (
                      <th
                        key={column.id}
                        role="columnheader"
                        scope="col"
                        data-slot="data-table-column"
                        data-column-id={column.id}
                        // Named by its text alone, not also by its resize edge's name.
                        aria-label={onColumnResize ? column.header : undefined}
                        tabIndex={-1}
                        aria-sort={column.sortable ? (direction ?? 'none') : undefined}
                        style={headerStyle(column)}
                        onClick={column.sortable ? () => sortBy(column) : undefined}
                        className={cn(
                          'relative border-b border-border px-3 py-2 text-start font-medium whitespace-nowrap',
                          column.align === 'end' && 'text-end',
                          pinClass(column, selecting, 'header'),
                          column.sortable && 'cursor-pointer hover:text-foreground',
                          focusRing,
                          '-outline-offset-2',
                        )}
                      >
                        <span
                          data-slot="data-table-column-label"
                          className={cn('inline-flex items-center gap-1', column.align === 'end' && 'flex-row-reverse')}
                        >
                          {column.header}
                          {column.sortable ? (
                            <span data-slot="data-table-sort-icon" aria-hidden="true" className="[&_svg]:size-3.5">
                              {direction === 'ascending' ? (
                                <ArrowUp />
                              ) : direction === 'descending' ? (
                                <ArrowDown />
                              ) : (
                                <ArrowUpDown className="opacity-50" />
                              )}
                            </span>
                          ) : null}
                          {onColumnResize && (column.resizable ?? true) ? (
                            <ColumnResizer
                              columnId={column.id}
                              label={messages.resizeColumn?.(column.header) ?? column.header}
                              pixels={messages.pixels}
                              onResize={onColumnResize}
                            />
                          ) : null}
                        </span>
                      </th>
                    );
                  })}
                </tr>
              </thead>
              <tbody data-slot="data-table-body">
                {loading ? (
                  Array.from({ length: skeletonRows }, (_, i) => (
                    <tr key={`skeleton-${i}`} role="row" data-slot="data-table-skeleton-row">
                      {Array.from({ length: width }, (_, cell) => (
                        <td key={cell} role="gridcell" data-slot="data-table-skeleton-cell" className="px-3 py-2.5">
                          <span aria-hidden="true" className="block h-4 w-full animate-pulse rounded-sm bg-muted" />
                        </td>
                      ))}
                    </tr>
                  ))
                ) : status === 'error' || pageRows.length === 0 ? (
                  <tr role="row">
                    {/* A row header, as React Aria's table has it: the message is no row of data. */}
                    <td role="rowheader" colSpan={width}>
                      <div
                        data-slot={status === 'error' ? 'data-table-error' : 'data-table-empty'}
                        className={cn(
                          'px-3 py-8 text-center',
                          status === 'error' ? 'text-destructive-text' : 'text-muted-foreground',
                        )}
                      >
                        {status === 'error' ? messages.error : messages.empty}
                      </div>
                    </td>
                  </tr>
                ) : (
                  pageRows.map((row, index) => (
                    <DataTableRow
                      key={pageKeys[index]}
                      row={row}
                      rowId={pageKeys[index]!}
                      idPrefix={idPrefixOf(pageKeys[index]!)}
                      columns={columns}
                      cellClassNames={cellClassNames}
                      pinStyles={pinStyles}
                      selectionCellClassName={selectionCellClassName}
                      selecting={selecting}
                      selected={isSelected(pageKeys[index]!)}
                      noValue={messages.noValue}
                      selectRow={messages.selectRow}
                      onToggle={onToggle}
                    />
                  ))
                )}
              </tbody>
            </table>
            {/* The sort, said as React Aria's table says it (assertive, as the press that caused it). */}
            <span data-slot="data-table-announcement" aria-live="assertive" className="sr-only">
              {announcement}
            </span>
          </div>
        </>
      ) : null}
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

export { useDataTableRows, type DataTableRowsOptions } from './data-table-rows';
export type { DataTableColumn, DataTableMessages, DataTableProps } from './data-table-types';
export { DataTable };
