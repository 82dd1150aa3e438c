import { ChevronDown, ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import type * as React from 'react';
import { Button as RACButton, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import { cn } from '../../lib/cn';
import { composeClassName } from '../../lib/compose-class-name';
import { focusRing } from '../../lib/focus-ring';
import { Button } from '../button/button';

/** The page sizes a table offers (docs/behaviour.md, "Formats and limits": 10, 20, 50 and 100). */
const PAGE_SIZES: readonly number[] = [10, 20, 50, 100];
/** The page size a table starts with (docs/behaviour.md, "Formats and limits": 10). */
const DEFAULT_PAGE_SIZE = 10;

/** The numbers {@link PaginationProps.formatStatus} receives; `from` and `to` count from 1 (both 0 when there are no rows). */
interface PaginationStatus {
  /** Number of the first row on the page, from 1; 0 when `total` is 0. */
  from: number;
  /** Number of the last row on the page; 0 when `total` is 0. */
  to: number;
  /** All rows. */
  total: number;
  /** The page shown, from 1. */
  page: number;
  /** How many pages there are (at least 1). */
  pageCount: number;
}

/** Texts of {@link Pagination} (translated by the caller). */
interface PaginationLabels {
  /** Name of the `<nav>` landmark, e.g. "分页" / "Pagination". */
  navigation: string;
  /** Name of the first-page button, e.g. "首页" / "First page". */
  first: string;
  /** "上一页" / "Previous page". */
  previous: string;
  /** "下一页" / "Next page". */
  next: string;
  /** "末页" / "Last page". */
  last: string;
  /** Label of the page size select, e.g. "每页条数" / "Rows per page". */
  pageSize: string;
  /** Text of one page size option, e.g. `(n) => \`${n} 条/页\``. Without it the number shows. */
  pageSizeOption?: (size: number) => string;
}

/** Props of {@link Pagination}. */
interface PaginationProps extends Omit<React.ComponentProps<'nav'>, 'children' | 'aria-label'> {
  /** The page shown, from 0. */
  pageIndex: number;
  /** Rows per page, one of `pageSizes`. */
  pageSize: number;
  /**
   * All rows (the server's total in server mode); `undefined` while not known yet (the page is loading or failed):
   * the status line then stays empty, so a polite live region never reads a false "0 rows", and every control is
   * disabled.
   */
  rowCount: number | undefined;
  /** Called with the page to show, from 0. */
  onPageChange: (pageIndex: number) => void;
  /** Called with the new page size; the caller usually goes back to the first page. */
  onPageSizeChange: (pageSize: number) => void;
  /**
   * The page sizes offered.
   * @default [10, 20, 50, 100]
   */
  pageSizes?: readonly number[];
  /** The visible texts and accessible names. */
  labels: PaginationLabels;
  /**
   * Makes the status line, read politely after each change: e.g. zh `第 21–40 条，共 532 条`,
   * en `Rows 21–40 of 532`. Format the numbers with the caller's `Intl.NumberFormat`.
   */
  formatStatus: (status: PaginationStatus) => string;
  /**
   * Disables every control (e.g. while the first page loads).
   * @default false
   */
  isDisabled?: boolean;
}

/** The status numbers for a page (pure): `from`/`to` from 1, clamped to the rows that exist. */
function paginationStatus(pageIndex: number, pageSize: number, rowCount: number): PaginationStatus {
  const pageCount = Math.max(1, Math.ceil(rowCount / pageSize));
  const page = Math.min(Math.max(0, pageIndex), pageCount - 1);
  const from = rowCount === 0 ? 0 : page * pageSize + 1;
  const to = Math.min(rowCount, (page + 1) * pageSize);
  return { from, to, total: rowCount, page: page + 1, pageCount };
}

/**
 * Page navigation for tables: first / previous / next / last buttons, a page size select, and a status line in a
 * polite live region (`role="status"`) that says which rows show. docs/behaviour.md, "Formats and limits": sizes 10, 20, 50, 100, default 10.
 * Primitives: the library `Button` (react-aria-components) and react-aria-components `Select`.
 */
function Pagination({
  pageIndex,
  pageSize,
  rowCount,
  onPageChange,
  onPageSizeChange,
  pageSizes = PAGE_SIZES,
  labels,
  formatStatus,
  isDisabled = false,
  className,
  ...props
}: PaginationProps) {
  const known = rowCount !== undefined;
  const status = paginationStatus(pageIndex, pageSize, rowCount ?? 0);
  const atStart = status.page <= 1;
  const atEnd = status.page >= status.pageCount;
  const nav = (label: string, icon: React.ReactNode, target: number, disabled: boolean) => (
    <Button
      data-slot="pagination-button"
      variant="outline"
      size="icon"
      aria-label={label}
      isDisabled={isDisabled || !known || disabled}
      onPress={() => onPageChange(target)}
    >
      {icon}
    </Button>
  );
  return (
    <nav
      data-slot="pagination"
      aria-label={labels.navigation}
      className={cn('flex flex-wrap items-center gap-x-4 gap-y-2 text-sm', className)}
      {...props}
    >
      <p data-slot="pagination-status" role="status" className="me-auto text-muted-foreground">
        {known ? formatStatus(status) : null}
      </p>
      <Select
        data-slot="pagination-page-size"
        value={pageSize}
        onChange={(value) => {
          if (typeof value === 'number') onPageSizeChange(value);
        }}
        isDisabled={isDisabled}
        className="flex items-center gap-2"
      >
        <Label data-slot="pagination-page-size-label" className="text-muted-foreground">
          {labels.pageSize}
        </Label>
        <RACButton
          data-slot="pagination-page-size-button"
          className={composeClassName(undefined, [
            'inline-flex h-8 min-w-20 cursor-pointer items-center justify-between gap-2 rounded-md border border-input bg-surface px-2.5 text-surface-foreground',
            'disabled:cursor-not-allowed disabled:opacity-50',
            focusRing,
          ])}
        >
          <SelectValue data-slot="pagination-page-size-value" />
          <ChevronDown aria-hidden="true" className="size-4 text-muted-foreground" />
        </RACButton>
        <Popover
          data-slot="pagination-page-size-popover"
          className="z-(--wb-z-dropdown) min-w-(--trigger-width) rounded-md border border-border bg-surface p-1 text-surface-foreground shadow-md"
        >
          <ListBox data-slot="pagination-page-size-list" className="outline-hidden">
            {pageSizes.map((size) => (
              <ListBoxItem
                key={size}
                id={size}
                data-slot="pagination-page-size-option"
                textValue={labels.pageSizeOption?.(size) ?? String(size)}
                className={composeClassName(undefined, [
                  'cursor-pointer rounded-sm px-2 py-1.5 outline-hidden select-none',
                  'focus:bg-accent focus:text-accent-foreground selected:font-medium selected:text-primary-text',
                  'forced-colors:focus:bg-[Highlight] forced-colors:focus:text-[HighlightText]',
                ])}
              >
                {labels.pageSizeOption?.(size) ?? String(size)}
              </ListBoxItem>
            ))}
          </ListBox>
        </Popover>
      </Select>
      <div data-slot="pagination-buttons" className="flex items-center gap-1">
        {nav(labels.first, <ChevronsLeft aria-hidden="true" />, 0, atStart)}
        {nav(labels.previous, <ChevronLeft aria-hidden="true" />, status.page - 2, atStart)}
        {nav(labels.next, <ChevronRight aria-hidden="true" />, status.page, atEnd)}
        {nav(labels.last, <ChevronsRight aria-hidden="true" />, status.pageCount - 1, atEnd)}
      </div>
    </nav>
  );
}

export {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  Pagination,
  paginationStatus,
  type PaginationLabels,
  type PaginationProps,
  type PaginationStatus,
};
