/**
 * The keyboard model of the data table's grid (APG grid): which elements are its stops, how the
 * arrows, Home / End and Page Up / Down move between them, and how the page was last navigated.
 */

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

/** Whether the last key pressed on the page was Tab (see {@link tabbing}). */
function isTabbing(): boolean {
  return tabbing;
}

/** Whether the last input was a key rather than a pointer (see {@link keyboardModality}). */
function isKeyboardModality(): boolean {
  return keyboardModality;
}

export { CONTROL_SELECTOR, ROW_SELECTOR, STOP_SELECTOR, isKeyboardModality, isTabbing, moveFocus, ownsKeys };
