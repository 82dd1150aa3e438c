/** The props of the data table, its columns and its texts. */
import type { Selection, SortDescriptor } from 'react-aria-components';
import type { PaginationLabels, PaginationStatus } from '../pagination/pagination';
import type { DataTableDensity } from './column-settings-model';

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

export type { DataTableColumn, DataTableMessages, DataTableProps };
