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
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { Fragment, memo, useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type * as React from 'react';
import { TooltipTriggerStateContext, type Selection, type SortDescriptor } from 'react-aria-components';
import { cn } from '../../lib/cn';
import { focusRing } from '../../lib/focus-ring';
import { useOverflows } from '../../lib/use-overflows';
import { Button } from '../button/button';
import { Tooltip } from '../tooltip/tooltip';
import { clampWidth, COLUMN_WIDTH_LIMITS, type DataTableDensity } from './column-settings-model';
import { mergePageSelection } from './page-selection';
import { RowActionsVisibleContext } from './row-actions';
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
  /**
   * Marks the column of the row's actions ({@link RowActions}): in the card layout they sit beside
   * the card's title, in one menu.
   * @default false
   */
  isActions?: boolean;
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
  /**
   * What a sort says (assertive, as the press that caused it), e.g. `按列 姓名 升序排序` /
   * `sorted by column Name in ascending order`; without it a sort is read from `aria-sort` alone.
   */
  sorted?: (column: string, direction: 'ascending' | 'descending') => string;
  /** Name of a column's resize handle (with `onColumnResize`), e.g. `调整“姓名”列宽` / `Resize column Name`. */
  resizeColumn?: (column: string) => string;
  /** A width as the resize handle says it, e.g. `160 像素` / `160 px`. */
  pixels?: (width: number) => string;
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
   * `loading` shows skeleton rows and sets `aria-busy` on the table's container (the scroll region, which holds the table); `error` shows `messages.error` and a retry button.
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
   * Called when a person resizes a column, with the width in px ({@link clampWidth}: 40 to 2,000):
   * by dragging its header's end edge, once the pointer is released, or by keyboard on that edge
   * ({@link ColumnResizer}, APG window splitter), once Enter keeps the width. The column shows the
   * width meanwhile. Without it headers have no resize edge.
   */
  onColumnResize?: (columnId: string, width: number) => void;
  /**
   * `cards` shows each row as a card (DESIGN.md, "Small screens"): the row header as its title,
   * the other columns as a list of terms and values, the actions ({@link DataTableColumn.isActions})
   * in one menu beside the title; for a phone's width, where twelve columns cannot sit side by side.
   * @default 'table'
   */
  layout?: 'table' | 'cards';
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

/** The classes of a body row (one string for every row); its focus ring is {@link BODY_FOCUS_RING}'s. */
const ROW_CLASS_NAME = 'group/row border-b border-border hover:bg-accent/50 selected:bg-accent';

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

/** The elements a keyboard user can move to inside a cell (its controls), in order. */
const CONTROL_SELECTOR =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), [data-slot="data-table-column-resizer"]';

/** A body row (one of data, not the empty state's or a skeleton). */
const ROW_SELECTOR = 'tbody > tr[data-key]';

/**
 * A header cell or a cell of a body row: with the rows, the grid's own stops. Cells take
 * `tabindex="-1"` as focus reaches them ({@link focusStop}), not each of a page's 1,300 at render.
 */
const CELL_SELECTOR = 'thead > tr > th, tbody > tr[data-key] > td, tbody > tr[data-key] > th';

/** A row or a cell of the grid. */
const STOP_SELECTOR = `${ROW_SELECTOR}, ${CELL_SELECTOR}`;

/** Focuses a row or a cell, making it focusable first. */
function focusStop(stop: HTMLElement): void {
  if (!stop.hasAttribute('tabindex')) stop.tabIndex = -1;
  stop.focus();
}

/** The controls inside `cell`, in order, that are rendered (not `hidden`, not in a closed part). */
function controlsOf(cell: Element): HTMLElement[] {
  return [...cell.querySelectorAll<HTMLElement>(CONTROL_SELECTOR)].filter(
    (element) =>
      !element.closest('[hidden], [inert]') &&
      (typeof element.checkVisibility !== 'function' || element.checkVisibility({ visibilityProperty: true })),
  );
}

/** The grid's rows as lists of stops: the header row (cells only), then each body row (row, cells). */
interface GridMap {
  header: HTMLElement[];
  rows: { row: HTMLElement; cells: HTMLElement[] }[];
}

function gridMap(table: HTMLTableElement): GridMap {
  const header = [...table.tHead!.rows[0]!.cells] as HTMLElement[];
  const rows = [...table.tBodies[0]!.rows]
    .filter((row) => row.hasAttribute('data-key'))
    .map((row) => ({ row: row as HTMLElement, cells: [...row.cells] as HTMLElement[] }));
  return { header, rows };
}

/** Where a focused element sits: its body row index (-1 in the header) and cell index (-1 on the row itself). */
function positionOf(map: GridMap, element: Element): { row: number; cell: number } | null {
  const cell = element.closest('td, th');
  const headerIndex = cell ? map.header.indexOf(cell as HTMLElement) : -1;
  if (headerIndex !== -1) return { row: -1, cell: headerIndex };
  const row = map.rows.findIndex(({ row }) => row.contains(element));
  if (row === -1) return null;
  return { row, cell: cell ? map.rows[row]!.cells.indexOf(cell as HTMLElement) : -1 };
}

/** A column's header cell: a stop of its own before its controls (its resize edge), so Enter sorts there. */
const COLUMN_HEADER_SELECTOR = 'th[data-column-id]';

/**
 * Focuses a cell: its first control when it has any (its last when `fromEnd`), else the cell
 * itself; a column's header cell itself when entered forwards.
 */
function enterCell(cell: HTMLElement | undefined, fromEnd = false): boolean {
  if (!cell) return false;
  const controls = controlsOf(cell);
  const target = fromEnd ? controls.at(-1) : cell.matches(COLUMN_HEADER_SELECTOR) ? undefined : controls[0];
  if (target) target.focus();
  else focusStop(cell);
  return true;
}

/** The page of rows Page Up and Page Down move by. */
const PAGE_STEP = 10;

/**
 * Moves focus for an arrow, Home, End, Page Up or Page Down key pressed on `from`, as the APG grid
 * pattern has it (rows and cells both take focus; a cell's controls are stops of their own): Up
 * and Down keep the column, Left and Right move along the row (from the row into its first cell,
 * from the first cell back to the row), Home and End go to the first or last row (on a row) or
 * cell (in a cell), with Ctrl to the first or last row.
 *
 * @returns whether the key was the grid's (and focus may have moved).
 */
function moveFocus(table: HTMLTableElement, from: HTMLElement, key: string, ctrl: boolean, rtl: boolean): boolean {
  const map = gridMap(table);
  const at = positionOf(map, from);
  if (!at) return false;
  const cellsOf = (row: number) => (row === -1 ? map.header : (map.rows[row]?.cells ?? []));
  const inCell = at.cell === -1 ? undefined : cellsOf(at.row)[at.cell];
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const back = rtl ? 'ArrowRight' : 'ArrowLeft';
  const toRow = (row: number) => {
    const target = Math.max(0, Math.min(map.rows.length - 1, row));
    if (at.cell === -1 || at.row === -1) {
      if (at.row === -1) return enterCell(map.rows[target]?.cells[at.cell]);
      map.rows[target]?.row.focus();
      return true;
    }
    return enterCell(map.rows[target]?.cells[at.cell]);
  };
  switch (key) {
    case 'ArrowDown':
      return at.row + 1 < map.rows.length ? toRow(at.row + 1) : true;
    case 'ArrowUp':
      if (at.row === -1) return true;
      if (at.row === 0) return enterCell(map.header[Math.max(0, at.cell)]);
      return toRow(at.row - 1);
    case 'PageDown':
      return at.row === -1 ? toRow(0) : toRow(at.row + PAGE_STEP);
    case 'PageUp':
      return at.row === -1 ? true : toRow(at.row - PAGE_STEP);
    case forward: {
      if (!inCell) return enterCell(cellsOf(at.row)[0]);
      const controls = controlsOf(inCell);
      const index = controls.indexOf(from);
      if (index + 1 < controls.length) {
        controls[index + 1]!.focus();
        return true;
      }
      enterCell(cellsOf(at.row)[at.cell + 1]);
      return true;
    }
    case back: {
      if (!inCell) return true;
      const controls = controlsOf(inCell);
      const index = controls.indexOf(from);
      if (index > 0) {
        controls[index - 1]!.focus();
        return true;
      }
      if (index === 0 && inCell.matches(COLUMN_HEADER_SELECTOR)) {
        focusStop(inCell);
        return true;
      }
      if (at.cell > 0) return enterCell(cellsOf(at.row)[at.cell - 1], true);
      if (at.row >= 0) map.rows[at.row]!.row.focus();
      return true;
    }
    case 'Home':
      if (ctrl || !inCell) return at.row === -1 ? enterCell(map.header[0]) : toRow(0);
      return enterCell(cellsOf(at.row)[0]);
    case 'End':
      if (ctrl || !inCell) return at.row === -1 ? enterCell(map.header.at(-1)) : toRow(map.rows.length - 1);
      return enterCell(cellsOf(at.row).at(-1));
    default:
      return false;
  }
}

/** Whether a key pressed on `target` belongs to the control itself (text entry, an open list). */
function ownsKeys(target: HTMLElement): boolean {
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) return !['checkbox', 'radio', 'button', 'submit'].includes(target.type);
  return target.isContentEditable || target.getAttribute('role') === 'combobox';
}

/**
 * Whether the last key pressed on the page was Tab: focus then arrives by sequential navigation,
 * and entering the grid puts it on the grid's one stop (roving tabindex, APG grid).
 */
let tabbing = false;
/** Whether the last input was a key rather than a pointer: a cut text's tooltip shows on keyboard focus only. */
let keyboardModality = false;
if (typeof document !== 'undefined') {
  document.addEventListener(
    'keydown',
    (event) => {
      tabbing = event.key === 'Tab';
      keyboardModality = true;
    },
    true,
  );
  document.addEventListener(
    'pointerdown',
    () => {
      tabbing = false;
      keyboardModality = false;
    },
    true,
  );
}

/** Props of the cells of one body row: all they render from, so they do not render again with the row's selection. */
interface DataTableCellsProps<T> {
  row: T;
  /** The prefix of the ids of the row's cells (the row header's names the row's checkbox). */
  idPrefix: string;
  columns: DataTableColumn<T>[];
  cellClassNames: ReadonlyMap<string, string>;
  pinStyles: ReadonlyMap<string, React.CSSProperties | undefined>;
  noValue: string;
}

function DataTableCellsImpl<T>({ row, idPrefix, columns, cellClassNames, pinStyles, noValue }: DataTableCellsProps<T>) {
  return (
    <>
      {columns.map((column) => {
        const content = renderValue(column, row, noValue);
        const props = {
          'data-slot': 'data-table-cell',
          style: pinStyles.get(column.id),
          className: cellClassNames.get(column.id),
        };
        return column.isRowHeader ? (
          <th key={column.id} id={`${idPrefix}-${column.id}`} role="rowheader" scope="row" {...props}>
            {content}
          </th>
        ) : (
          <td key={column.id} role="gridcell" {...props}>
            {content}
          </td>
        );
      })}
    </>
  );
}

/** {@link DataTableCellsImpl}, rendered again only when one of its props changes. */
const DataTableCells = memo(DataTableCellsImpl) as typeof DataTableCellsImpl;

/** Props of one body row of {@link DataTable}. */
interface DataTableRowProps<T> extends DataTableCellsProps<T> {
  rowId: string;
  selectionCellClassName: string;
  /** Whether the row has a selection checkbox, and whether it is selected. */
  selecting: boolean;
  selected: boolean;
  selectRow: string;
  onToggle: (rowId: string, range: boolean) => void;
}

function DataTableRowImpl<T>({
  row,
  rowId,
  idPrefix,
  columns,
  cellClassNames,
  pinStyles,
  selectionCellClassName,
  selecting,
  selected,
  noValue,
  selectRow,
  onToggle,
}: DataTableRowProps<T>) {
  const headerColumn = columns.find((column) => column.isRowHeader);
  return (
    <tr
      role="row"
      // Named by its row header, as a screen reader should announce it, not by every cell.
      aria-labelledby={headerColumn ? `${idPrefix}-${headerColumn.id}` : undefined}
      data-slot="data-table-row"
      data-key={rowId}
      data-selected={selected || undefined}
      aria-selected={selecting ? selected : undefined}
      tabIndex={-1}
      className={ROW_CLASS_NAME}
    >
      {selecting ? (
        <td role="gridcell" data-slot="data-table-selection-cell" className={selectionCellClassName}>
          <SelectionBox
            id={`${idPrefix}-select`}
            label={selectRow}
            labelledBy={headerColumn ? `${idPrefix}-select ${idPrefix}-${headerColumn.id}` : undefined}
            checked={selected}
            onChange={(range) => onToggle(rowId, range)}
          />
        </td>
      ) : null}
      <DataTableCells
        row={row}
        idPrefix={idPrefix}
        columns={columns}
        cellClassNames={cellClassNames}
        pinStyles={pinStyles}
        noValue={noValue}
      />
    </tr>
  );
}

/** {@link DataTableRowImpl}, rendered again only when one of its props changes. */
const DataTableRow = memo(DataTableRowImpl) as typeof DataTableRowImpl;

/** Props of one card of {@link DataTable}'s card layout. */
interface DataTableCardProps<T> {
  row: T;
  rowId: string;
  idPrefix: string;
  columns: DataTableColumn<T>[];
  selecting: boolean;
  selected: boolean;
  noValue: string;
  selectRow: string;
  onToggle: (rowId: string, range: boolean) => void;
}

function DataTableCardImpl<T>({
  row,
  rowId,
  idPrefix,
  columns,
  selecting,
  selected,
  noValue,
  selectRow,
  onToggle,
}: DataTableCardProps<T>) {
  const title = columns.find((column) => column.isRowHeader);
  const actions = columns.find((column) => column.isActions);
  const fields = columns.filter((column) => column !== title && column !== actions);
  return (
    <li
      data-slot="data-table-card"
      data-selected={selected || undefined}
      aria-labelledby={title ? `${idPrefix}-title` : undefined}
      className="flex flex-col gap-2 rounded-md border border-border bg-surface p-3 data-selected:border-primary data-selected:bg-accent"
    >
      <div className="flex items-start gap-3">
        {selecting ? (
          <SelectionBox
            id={`${idPrefix}-select`}
            label={selectRow}
            labelledBy={title ? `${idPrefix}-select ${idPrefix}-title` : undefined}
            checked={selected}
            tabbable
            onChange={(range) => onToggle(rowId, range)}
          />
        ) : null}
        <p
          id={`${idPrefix}-title`}
          data-slot="data-table-card-title"
          className="min-w-0 flex-1 font-medium wrap-anywhere"
        >
          {title ? renderValue(title, row, noValue) : null}
        </p>
        {actions ? (
          <RowActionsVisibleContext.Provider value={0}>
            {renderValue(actions, row, noValue)}
          </RowActionsVisibleContext.Provider>
        ) : null}
      </div>
      <dl data-slot="data-table-card-fields" className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        {fields.map((column) => (
          <Fragment key={column.id}>
            <dt className="whitespace-nowrap text-muted-foreground">{column.header}</dt>
            <dd className={cn('min-w-0 wrap-anywhere', column.align === 'end' && 'tabular-nums')}>
              {renderValue(column, row, noValue)}
            </dd>
          </Fragment>
        ))}
      </dl>
    </li>
  );
}

/** {@link DataTableCardImpl}, rendered again only when one of its props changes. */
const DataTableCard = memo(DataTableCardImpl) as typeof DataTableCardImpl;

/** Whether Shift was held on the selection checkbox last clicked (a range selection). */
let clickShift = false;

/**
 * A selection checkbox (APG checkbox, tri-state in the header): a native input, visually hidden
 * over the box it draws, so it is clicked, focused and read as the input. `range` is true for
 * Shift+click and Shift+Space, which select every row from the last one chosen.
 */
function SelectionBox({
  id,
  label,
  labelledBy,
  checked,
  indeterminate = false,
  tabbable = false,
  onChange,
}: {
  id: string;
  label: string;
  labelledBy?: string;
  checked: boolean;
  indeterminate?: boolean;
  /** In the Tab order (a card), rather than reached by the grid's arrows. */
  tabbable?: boolean;
  onChange: (range: boolean) => void;
}) {
  return (
    // The platform's checkbox in the primary colour (`accent-color`): one element a row, no icon
    // to mount and no selector that looks into it; mixed is its `indeterminate` (APG checkbox), and
    // forced colours draw it in system colours by themselves.
    <input
      // No hooks per row: a page of 100 rows mounts 100 of these.
      ref={(element) => {
        if (element) element.indeterminate = indeterminate;
      }}
      id={id}
      data-slot="data-table-checkbox"
      type="checkbox"
      tabIndex={tabbable ? undefined : -1}
      aria-label={label}
      aria-labelledby={labelledBy}
      checked={checked}
      // React runs a checkbox's click handlers before its change handlers, in the same event.
      onClick={(event) => (clickShift = event.shiftKey)}
      onChange={() => onChange(clickShift)}
      className={CHECKBOX_CLASS}
    />
  );
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
    if (entering && tabbing && stopRef.current && stopRef.current !== target && table.contains(stopRef.current)) {
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

/**
 * A cell's content: the custom `cell` or the value's text (wrapped, truncated or on one line), or an em dash read as
 * "no value".
 */
function renderValue<T>(column: DataTableColumn<T>, row: T, noValue: string): React.ReactNode {
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
  if (column.overflow === 'truncate') return <TruncatedText>{content}</TruncatedText>;
  return content;
}

/**
 * One line cut with an ellipsis at 32 characters: whole in the DOM (read by screen readers), in `title` on hover
 * (the text it shows, read back from the DOM, so a custom cell is titled by what it renders), and in a
 * {@link Tooltip} while its cell has keyboard focus and the line is cut (WCAG 1.4.13: it stays while focus does;
 * Escape hides it without moving focus).
 */
function TruncatedText({ children }: { children: React.ReactNode }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [tip, setTip] = useState<string | null>(null);
  const textOf = (element: HTMLElement) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();
  // The title follows what the cell renders, after every render.
  useLayoutEffect(() => {
    if (ref.current) ref.current.title = textOf(ref.current);
  });
  // The tooltip opens as keyboard focus arrives on the cell, when the line is cut, and closes as it leaves.
  useEffect(() => {
    const element = ref.current;
    const cell = element?.closest<HTMLElement>('td, th');
    if (!element || !cell) return;
    const show = (event: FocusEvent) => {
      if (event.target === cell && keyboardModality && element.scrollWidth > element.clientWidth)
        setTip(textOf(element));
    };
    const hide = () => setTip(null);
    cell.addEventListener('focus', show);
    cell.addEventListener('blur', hide);
    return () => {
      cell.removeEventListener('focus', show);
      cell.removeEventListener('blur', hide);
    };
  }, []);
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

/**
 * A column's resize edge (APG window splitter, `separator` with its value): dragged by pointer
 * ({@link resizeByPointer}); by keyboard it is a control of its header cell, reached by the grid's
 * arrows, and Enter or Space start resizing: then Left and Right Arrow narrow and widen the column
 * by {@link RESIZE_STEP} px (Shift: five steps), Home and End go to the narrowest and widest, Enter
 * keeps the width (`onResize`) and Escape puts the last one back. Outside resizing the arrows
 * move through the grid, so the edge is no trap.
 */
function ColumnResizer({
  columnId,
  label,
  pixels,
  onResize,
}: {
  columnId: string;
  label: string;
  pixels?: (width: number) => string;
  onResize: (columnId: string, width: number) => void;
}) {
  const [resizing, setResizing] = useState<{ from: number; width: number } | null>(null);
  // The width the edge says (`aria-valuenow`, which a focusable separator must have): measured
  // once it is laid out, again as focus reaches it, and as it changes.
  const [shown, setShown] = useState<number>(COLUMN_WIDTH_LIMITS.min);
  const edgeRef = useRef<HTMLSpanElement>(null);
  const headerOf = (element: HTMLElement) => element.closest<HTMLElement>('th');
  // The width the header shows: laid out, and at least what it was last given.
  const widthOf = (element: HTMLElement) => {
    const header = headerOf(element);
    return clampWidth(
      Math.round(
        Math.max(header?.getBoundingClientRect().width ?? 0, Number.parseFloat(header?.style.width ?? '') || 0),
      ),
    );
  };
  const show = (element: HTMLElement, width: number) => {
    const header = headerOf(element);
    if (header) {
      header.style.width = `${width}px`;
      header.style.minWidth = `${width}px`;
    }
    setResizing((current) => (current ? { ...current, width } : current));
    setShown(width);
  };
  useLayoutEffect(() => {
    if (edgeRef.current) setShown(widthOf(edgeRef.current));
    // Once: the width depends on the header's layout, read again on focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const onKeyDown = (event: React.KeyboardEvent<HTMLSpanElement>) => {
    const element = event.currentTarget;
    if (!resizing) {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      event.stopPropagation();
      const width = widthOf(element);
      setResizing({ from: width, width });
      setShown(width);
      return;
    }
    const rtl = getComputedStyle(element).direction === 'rtl';
    const step = RESIZE_STEP * (event.shiftKey ? 5 : 1);
    const by: Record<string, number> = {
      ArrowRight: rtl ? -step : step,
      ArrowLeft: rtl ? step : -step,
    };
    if (event.key in by) show(element, clampWidth(resizing.width + (by[event.key] ?? 0)));
    else if (event.key === 'Home') show(element, COLUMN_WIDTH_LIMITS.min);
    else if (event.key === 'End') show(element, COLUMN_WIDTH_LIMITS.max);
    else if (event.key === 'Enter' || event.key === ' ') {
      setResizing(null);
      onResize(columnId, resizing.width);
    } else if (event.key === 'Escape') {
      show(element, resizing.from);
      setResizing(null);
    } else if (event.key !== 'Tab') return;
    if (event.key !== 'Tab') {
      event.preventDefault();
      event.stopPropagation();
    }
  };
  return (
    // A focusable separator with a value is a widget (WAI-ARIA 1.2, `separator`), which the rule does not know.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <span
      ref={edgeRef}
      role="separator"
      aria-orientation="vertical"
      aria-label={label}
      aria-valuemin={COLUMN_WIDTH_LIMITS.min}
      aria-valuemax={COLUMN_WIDTH_LIMITS.max}
      aria-valuenow={shown}
      aria-valuetext={pixels ? pixels(shown) : undefined}
      tabIndex={-1}
      data-slot="data-table-column-resizer"
      data-resizing={resizing ? '' : undefined}
      className={cn(
        'absolute inset-y-1 end-0 w-2 cursor-col-resize touch-none border-e-2 border-transparent hover:border-primary focus-visible:border-ring data-resizing:border-primary forced-colors:border-[ButtonBorder]',
        'outline-hidden',
      )}
      onPointerDown={(event) => resizeByPointer(event, columnId, onResize)}
      onClick={(event) => event.stopPropagation()}
      onFocus={(event) => setShown(widthOf(event.currentTarget))}
      onBlur={() => {
        if (resizing) onResize(columnId, resizing.width);
        setResizing(null);
      }}
      onKeyDown={onKeyDown}
    />
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

/** The classes of a selection checkbox: 16 px, in the primary colour, with the library's focus ring. */
const CHECKBOX_CLASS = cn('block size-4 shrink-0 cursor-pointer accent-primary', focusRing);

export {
  DataTable,
  useDataTableRows,
  type DataTableColumn,
  type DataTableMessages,
  type DataTableProps,
  type DataTableRowsOptions,
};
