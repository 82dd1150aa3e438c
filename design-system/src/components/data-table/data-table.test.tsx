import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type DataTableColumn, type DataTableProps } from './data-table';
import { RowActions } from './row-actions';

interface Order {
  id: string;
  code: string;
  supplier: string | null;
  amount: number | null;
}

const ROWS: Order[] = Array.from({ length: 25 }, (_, i) => ({
  id: `o${i + 1}`,
  code: `PO-${String(i + 1).padStart(3, '0')}`,
  supplier: i % 5 === 4 ? null : `Supplier ${String.fromCharCode(65 + ((i * 7) % 26))}`,
  amount: i === 3 ? null : ((i * 37) % 100) + 1,
}));

const COLUMNS: DataTableColumn<Order>[] = [
  { id: 'code', header: 'Order', value: (row) => row.code, sortable: true, isRowHeader: true },
  { id: 'supplier', header: 'Supplier', value: (row) => row.supplier, sortable: true, overflow: 'truncate' },
  { id: 'amount', header: 'Amount', value: (row) => row.amount, sortable: true, align: 'end' },
];

const MESSAGES = {
  empty: 'No data',
  noValue: 'No value',
  loading: 'Loading…',
  error: 'Could not load the data',
  retry: 'Retry',
  selectAll: 'Select all',
  selectRow: 'Select',
};

const PAGINATION = {
  navigation: 'Pagination',
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
  pageSize: 'Rows per page',
};

function renderTable(props: Partial<DataTableProps<Order>> = {}) {
  return render(
    <DataTable
      label="Orders"
      columns={COLUMNS}
      rows={ROWS}
      getRowId={(row) => row.id}
      messages={MESSAGES}
      paginationLabels={PAGINATION}
      formatStatus={({ from, to, total }) => `Rows ${from}–${to} of ${total}`}
      {...props}
    />,
  );
}

const table = () => screen.getByRole('grid', { name: 'Orders' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const firstCells = () => bodyRows().map((row) => within(row).getByRole('rowheader').textContent);
const amounts = () => bodyRows().map((row) => within(row).getAllByRole('gridcell').at(-1)?.textContent);

// RAC's grid is heavy in jsdom on a busy 2-core machine: give each test room.
describe('DataTable', { timeout: 30_000 }, () => {
  it('shows the first page of 10 rows and a polite status line', () => {
    renderTable();
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByRole('status')).toHaveTextContent('Rows 1–10 of 25');
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
  });

  it('grid: clicking a sortable header sorts ascending then descending, with aria-sort', async () => {
    renderTable();
    const header = screen.getByRole('columnheader', { name: /Amount/ });
    expect(header).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(header);
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    const asc = amounts().map(Number);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    await userEvent.click(header);
    expect(header).toHaveAttribute('aria-sort', 'descending');
    const max = Math.max(...ROWS.map((row) => row.amount ?? 0));
    expect(amounts()[0]).toBe(String(max));
  });

  it('grid: Enter on a focused column header sorts by that column', async () => {
    renderTable();
    await userEvent.tab();
    // Focus lands on the first cell; Up Arrow moves into the header row, Right Arrow along it.
    await userEvent.keyboard('[ArrowUp]');
    expect(screen.getByRole('columnheader', { name: /Order/ })).toHaveFocus();
    await userEvent.keyboard('[ArrowRight]');
    const supplier = screen.getByRole('columnheader', { name: /Supplier/ });
    expect(supplier).toHaveFocus();
    await userEvent.keyboard('[Enter]');
    expect(supplier).toHaveAttribute('aria-sort', 'ascending');
    expect(bodyRows()[0]).toHaveTextContent('Supplier A');
  });

  it('grid: Space on a focused column header toggles the direction', async () => {
    renderTable({ defaultSortDescriptor: { column: 'code', direction: 'ascending' } });
    await userEvent.tab();
    await userEvent.keyboard('[ArrowUp][Space]');
    expect(screen.getByRole('columnheader', { name: /Order/ })).toHaveAttribute('aria-sort', 'descending');
    expect(firstCells()[0]).toBe('PO-025');
  });

  it('grid: Down Arrow moves to the next row and Right Arrow along its cells', async () => {
    renderTable();
    await userEvent.tab();
    expect(document.activeElement).toHaveAttribute('role', 'row');
    await userEvent.keyboard('[ArrowDown][ArrowRight]');
    expect(document.activeElement).toHaveAttribute('role', 'rowheader');
    expect(document.activeElement).toHaveTextContent('PO-002');
    await userEvent.keyboard('[ArrowRight]');
    expect(document.activeElement).toHaveAttribute('role', 'gridcell');
    expect(document.activeElement).toHaveTextContent('Supplier H');
  });

  it('grid: one Tab stop, kept where focus was; Tab leaves the grid at once', async () => {
    render(
      <>
        <button type="button">Before</button>
        <DataTable
          label="Orders"
          columns={COLUMNS}
          rows={ROWS.slice(0, 5)}
          getRowId={(row) => row.id}
          messages={MESSAGES}
        />
        <button type="button">After</button>
      </>,
    );
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement).toBe(bodyRows()[0]);
    await userEvent.keyboard('[ArrowDown][ArrowDown]');
    expect(document.activeElement).toBe(bodyRows()[2]);
    await userEvent.tab();
    expect(document.activeElement).toHaveTextContent('After');
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(bodyRows()[2]);
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toHaveTextContent('Before');
  });

  it('grid: Left Arrow from the first cell goes back to the row; Home and End go to the first and last cell', async () => {
    renderTable();
    await userEvent.tab();
    await userEvent.keyboard('[ArrowRight][ArrowRight]');
    expect(document.activeElement).toHaveTextContent('Supplier A');
    await userEvent.keyboard('[End]');
    expect(document.activeElement).toHaveAttribute('role', 'gridcell');
    expect(document.activeElement).toHaveTextContent(/^1$/);
    await userEvent.keyboard('[Home]');
    expect(document.activeElement).toHaveTextContent('PO-001');
    await userEvent.keyboard('[ArrowLeft]');
    expect(document.activeElement).toBe(bodyRows()[0]);
    await userEvent.keyboard('[ControlLeft>][End][/ControlLeft]');
    expect(document.activeElement).toBe(bodyRows().at(-1));
  });

  it("grid: the arrows move through a cell's controls, then on to the next cell", async () => {
    const withActions: DataTableColumn<Order>[] = [
      COLUMNS[0]!,
      {
        id: 'actions',
        header: 'Actions',
        value: () => 'actions',
        cell: (row) => (
          <>
            <button type="button">Edit {row.code}</button>
            <button type="button">Delete {row.code}</button>
          </>
        ),
      },
      COLUMNS[2]!,
    ];
    renderTable({ columns: withActions });
    await userEvent.tab();
    await userEvent.keyboard('[ArrowRight][ArrowRight]');
    expect(document.activeElement).toHaveRole('button');
    expect(document.activeElement).toHaveTextContent('Edit PO-001');
    await userEvent.keyboard('[ArrowRight]');
    expect(document.activeElement).toHaveTextContent('Delete PO-001');
    await userEvent.keyboard('[ArrowRight]');
    expect(document.activeElement).toHaveAttribute('role', 'gridcell');
    await userEvent.keyboard('[ArrowLeft]');
    expect(document.activeElement).toHaveTextContent('Delete PO-001');
    await userEvent.keyboard('[ArrowDown]');
    expect(document.activeElement).toHaveRole('button');
    expect(document.activeElement).toHaveTextContent('Edit PO-002');
  });

  it('selection: Space toggles the focused row, Shift+Space selects from the last one chosen, Ctrl+A every row', async () => {
    const onSelectionChange = vi.fn();
    renderTable({ selectionMode: 'multiple', onSelectionChange });
    await userEvent.tab();
    await userEvent.keyboard('[ArrowDown][Space]');
    expect([...(onSelectionChange.mock.lastCall?.[0] as Set<string>)]).toEqual(['o2']);
    expect(bodyRows()[1]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('[ArrowDown][ArrowDown][ArrowDown][ShiftLeft>][Space][/ShiftLeft]');
    expect([...(onSelectionChange.mock.lastCall?.[0] as Set<string>)].sort()).toEqual(['o2', 'o3', 'o4', 'o5']);
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toHaveProperty('indeterminate', true);
    await userEvent.keyboard('[ControlLeft>]a[/ControlLeft]');
    expect(onSelectionChange).toHaveBeenLastCalledWith('all');
  });

  it('says a sort through messages.sorted', async () => {
    renderTable({ messages: { ...MESSAGES, sorted: (column, direction) => `sorted by ${column}, ${direction}` } });
    await userEvent.click(screen.getByRole('columnheader', { name: /Amount/ }));
    expect(document.querySelector('[aria-live="assertive"]')).toHaveTextContent('sorted by Amount, ascending');
  });

  it("window splitter: Enter on a header's resize edge starts resizing, the arrows step by 10 px, Enter keeps the width, Escape does not", async () => {
    const onColumnResize = vi.fn();
    renderTable({
      onColumnResize,
      messages: { ...MESSAGES, resizeColumn: (column) => `Resize ${column}`, pixels: (width) => `${width} px` },
    });
    await userEvent.tab();
    // Up to the header, Right into its controls: the resize edge.
    await userEvent.keyboard('[ArrowUp][ArrowRight]');
    const edge = screen.getByRole('separator', { name: 'Resize Order' });
    expect(edge).toHaveFocus();
    expect(edge).toHaveAttribute('aria-valuemin', '40');
    expect(edge).toHaveAttribute('aria-valuemax', '2000');
    // Outside resizing the arrows still move through the grid.
    await userEvent.keyboard('[ArrowRight]');
    expect(document.activeElement).toHaveAttribute('role', 'columnheader');
    await userEvent.keyboard('[ArrowLeft]');
    expect(edge).toHaveFocus();
    await userEvent.keyboard('[Enter][ArrowRight][ArrowRight]');
    expect(edge).toHaveAttribute('aria-valuenow', '60');
    expect(edge).toHaveAttribute('aria-valuetext', '60 px');
    expect(screen.getByRole('columnheader', { name: /Order/ }).style.minWidth).toBe('60px');
    await userEvent.keyboard('[Enter]');
    expect(onColumnResize).toHaveBeenLastCalledWith('code', 60);
    await userEvent.keyboard('[Enter][End][Escape]');
    expect(edge).toHaveAttribute('aria-valuenow', '60');
    expect(onColumnResize).toHaveBeenCalledTimes(1);
  });

  it('cards: each row a list item titled by its row header, the columns as terms, the actions in one menu', async () => {
    const withActions: DataTableColumn<Order>[] = [
      ...COLUMNS,
      {
        id: 'actions',
        header: 'Actions',
        value: () => 'actions',
        isActions: true,
        cell: (row) => (
          <RowActions
            actions={[
              { id: 'edit', label: 'Edit', onAction: () => {} },
              { id: 'reset', label: 'Reset password', onAction: () => {} },
              { id: 'delete', label: 'Delete', onAction: () => {} },
            ]}
            moreLabel="More"
            moreAccessibleLabel={`More actions: ${row.code}`}
          />
        ),
      },
    ];
    const onSelectionChange = vi.fn();
    renderTable({ layout: 'cards', columns: withActions, selectionMode: 'multiple', onSelectionChange });
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Orders' })).getAllByRole('listitem');
    expect(cards).toHaveLength(10);
    const first = cards[0]!;
    expect(first).toHaveAccessibleName('PO-001');
    expect(
      within(first)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Supplier', 'Amount']);
    expect(within(first).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    await userEvent.click(within(first).getByRole('button', { name: 'More actions: PO-001' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Edit',
      'Reset password',
      'Delete',
    ]);
    await userEvent.keyboard('[Escape]');
    await userEvent.click(within(first).getByRole('checkbox', { name: 'Select PO-001' }));
    expect([...(onSelectionChange.mock.lastCall?.[0] as Set<string>)]).toEqual(['o1']);
  });

  it('sorts missing values last in both directions', async () => {
    renderTable({ defaultPageSize: 50 });
    const header = screen.getByRole('columnheader', { name: /Amount/ });
    await userEvent.click(header);
    expect(amounts().at(-1)).toBe('—No value');
    await userEvent.click(header);
    expect(amounts().at(-1)).toBe('—No value');
  });

  it('shows a missing value as an em dash read as the noValue message', () => {
    renderTable();
    const row = bodyRows()[3]!;
    expect(within(row).getAllByRole('gridcell').at(-1)).toHaveTextContent('No value');
    expect(within(row).getByText('—')).toHaveAttribute('aria-hidden', 'true');
  });

  it('keeps truncated text whole in the DOM and in title', () => {
    const long = 'Shenzhen Huaqiang North Electronic Components Wholesale Trading Company Limited, Futian District';
    renderTable({ rows: [{ id: 'x', code: 'PO-1', supplier: long, amount: 1 }] });
    const text = screen.getByText(long);
    expect(text).toHaveAttribute('title', long);
  });

  it('shows a cut text whole in a tooltip while its cell has keyboard focus; Escape hides it', async () => {
    const long = 'Shenzhen Huaqiang North Electronic Components Wholesale Trading Company Limited, Futian District';
    // jsdom lays nothing out: the truncated text reports itself wider than its box, as a browser would.
    const scrollWidth = vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.dataset['slot'] === 'data-table-truncated' ? 400 : 0;
    });
    try {
      renderTable({ rows: [{ id: 'x', code: 'PO-1', supplier: long, amount: 1 }] });
      expect(screen.queryByRole('tooltip')).toBeNull();
      await userEvent.tab();
      await userEvent.keyboard('[ArrowRight][ArrowRight]');
      expect(document.activeElement).toHaveTextContent(long);
      expect(await screen.findByRole('tooltip')).toHaveTextContent(long);
      await userEvent.keyboard('[Escape]');
      expect(screen.queryByRole('tooltip')).toBeNull();
      expect(document.activeElement).toHaveTextContent(long);
      // Moving on leaves no tooltip behind.
      await userEvent.keyboard('[ArrowRight]');
      expect(screen.queryByRole('tooltip')).toBeNull();
    } finally {
      scrollWidth.mockRestore();
    }
  });

  it('pages with next, last, previous and first, updating the status', async () => {
    renderTable();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByRole('status')).toHaveTextContent('Rows 11–20 of 25');
    expect(firstCells()[0]).toBe('PO-011');
    await userEvent.click(screen.getByRole('button', { name: 'Last page' }));
    expect(screen.getByRole('status')).toHaveTextContent('Rows 21–25 of 25');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(firstCells()[0]).toBe('PO-011');
    await userEvent.click(screen.getByRole('button', { name: 'First page' }));
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  });

  it('changes the page size through the select (10, 20, 50, 100)', async () => {
    renderTable();
    await userEvent.click(screen.getByRole('button', { name: /Rows per page/ }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['10', '20', '50', '100']);
    await userEvent.click(options[1]!);
    expect(bodyRows()).toHaveLength(20);
    expect(screen.getByRole('status')).toHaveTextContent('Rows 1–20 of 25');
  });

  it('selects rows with checkboxes and all rows with select all', async () => {
    const onSelectionChange = vi.fn();
    renderTable({ selectionMode: 'multiple', onSelectionChange });
    const rowBoxes = screen.getAllByRole('checkbox', { name: /Select PO/ });
    expect(rowBoxes).toHaveLength(10);
    await userEvent.click(rowBoxes[0]!);
    expect([...(onSelectionChange.mock.lastCall?.[0] as Set<string>)]).toEqual(['o1']);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith('all');
  });

  it('shows skeleton rows, aria-busy and a loading status while loading', () => {
    renderTable({ status: 'loading' });
    expect(table().closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    expect(bodyRows()).toHaveLength(5);
    expect(screen.getAllByRole('status').some((s) => s.textContent === 'Loading…')).toBe(true);
  });

  it('shows the empty message with 0 rows', () => {
    renderTable({ rows: [] });
    expect(table()).toHaveTextContent('No data');
    expect(screen.getByRole('status')).toHaveTextContent('Rows 0–0 of 0');
  });

  it('shows the error message and a retry button that calls onRetry', async () => {
    const onRetry = vi.fn();
    renderTable({ status: 'error', onRetry });
    expect(table()).toHaveTextContent('Could not load the data');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('server mode shows rows as given and reports sort and page changes', async () => {
    const onSortChange = vi.fn();
    const onPageChange = vi.fn();
    renderTable({
      mode: 'server',
      rows: ROWS.slice(0, 10),
      rowCount: 532,
      pageIndex: 0,
      onSortChange,
      onPageChange,
      sortDescriptor: null,
    });
    expect(screen.getByRole('status')).toHaveTextContent('Rows 1–10 of 532');
    await userEvent.click(screen.getByRole('columnheader', { name: /Amount/ }));
    expect(onSortChange).toHaveBeenCalledWith({ column: 'amount', direction: 'ascending' });
    expect(firstCells()[0]).toBe('PO-001');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenCalledWith(1);
  });

  it('scrolls within a focusable region named after the table only while the table is wider than its place', () => {
    const { container, unmount } = renderTable();
    const scroller = container.querySelector<HTMLElement>('[data-slot="data-table-scroll"]');
    // jsdom lays nothing out: a table that fits has no region and no tab stop.
    expect(screen.queryByRole('region', { name: 'Orders' })).not.toBeInTheDocument();
    expect(scroller).not.toHaveAttribute('tabindex');
    unmount();

    const width = vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(900);
    const client = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
    try {
      renderTable();
      const region = screen.getByRole('region', { name: 'Orders' });
      expect(region).toHaveAttribute('tabindex', '0');
      expect(within(region).getByRole('grid', { name: 'Orders' })).toBeInTheDocument();
    } finally {
      width.mockRestore();
      client.mockRestore();
    }
  });
});
