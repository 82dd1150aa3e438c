/**
 * The body of the data table: a row and its cells, a row's card in the card layout, the selection
 * box, and a cell's content (missing values, cut text with its tooltip). Rows and cells are
 * memoised apart, so a selection renders no cell again (docs/benchmarks.md, "Data table").
 */
import { Fragment, memo, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type * as React from 'react';
import { TooltipTriggerStateContext } from 'react-aria-components';
import { cn } from '../../lib/cn';
import { focusRing } from '../../lib/focus-ring';
import { Tooltip } from '../tooltip/tooltip';
import { isMissing } from './data-table-rows';
import type { DataTableColumn } from './data-table-types';
import { isKeyboardModality } from './grid-keyboard';
import { RowActionsVisibleContext } from './row-actions';

/** The classes of a body row (one string for every row); its focus ring is the table's (`BODY_FOCUS_RING`). */
const ROW_CLASS_NAME = 'group/row border-b border-border hover:bg-accent/50 selected:bg-accent';

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
        // No `data-slot` on the body's cells and rows: a page has 1,300 of them, and each attribute is
        // set once per cell on every mount (docs/benchmarks.md, "Data table").
        const props = { style: pinStyles.get(column.id), className: cellClassNames.get(column.id) };
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
      data-key={rowId}
      data-selected={selected || undefined}
      aria-selected={selecting ? selected : undefined}
      tabIndex={-1}
      className={ROW_CLASS_NAME}
    >
      {selecting ? (
        <td role="gridcell" className={selectionCellClassName}>
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
      // Marked by its row's key and focusable by script, as a table row is: focus goes to the
      // next card after one is deleted (docs/behaviour.md, "Focus after a delete").
      data-key={rowId}
      tabIndex={-1}
      data-selected={selected || undefined}
      aria-labelledby={title ? `${idPrefix}-title` : undefined}
      className={cn(
        'flex flex-col gap-2 rounded-md border border-border bg-surface p-3 data-selected:border-primary data-selected:bg-accent',
        focusRing,
      )}
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
      if (event.target === cell && isKeyboardModality() && element.scrollWidth > element.clientWidth)
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

/** The classes of a selection checkbox: 16 px, in the primary colour, with the library's focus ring. */
const CHECKBOX_CLASS = cn('block size-4 shrink-0 cursor-pointer accent-primary', focusRing);

export { DataTableCard, DataTableCells, DataTableRow, SelectionBox };
