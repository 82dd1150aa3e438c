import { StoryFrame, randomBrand } from '../../stories/story-frame';
import type { PaginationLabels, PaginationStatus } from '../pagination/pagination';
import { useState } from 'react';
import { DataTable, type DataTableColumn, type DataTableMessages, type DataTableProps } from './data-table';
import { RowActions } from './row-actions';
import { ColumnSettings, type ColumnSettingsLabels } from './column-settings';
import { BulkActionBar } from './bulk-action-bar';
import { BulkResult } from './bulk-result';
import type { Selection } from 'react-aria-components';
import {
  applyColumnSettings,
  DEFAULT_TABLE_SETTINGS,
  updateColumn,
  type DataTableSettings,
} from './column-settings-model';
import { expect, within } from 'storybook/test';
import type { Play } from '../../stories/play';

export default {
  title: 'Components/DataTable',
  component: DataTable,
};

interface Order {
  id: string;
  code: string;
  supplier: string | null;
  company: string | null;
  amount: number | null;
}

const SUPPLIERS = ['华强电子', '顺丰供应链', '京东工业品', '得力办公', null];
const ROWS: Order[] = Array.from({ length: 10_000 }, (_, i) => ({
  id: `o${i + 1}`,
  code: `PO-2024-${String(i + 1).padStart(5, '0')}`,
  supplier: SUPPLIERS[i % SUPPLIERS.length] ?? null,
  company: i % 7 === 3 ? null : `深圳分公司 ${(i % 12) + 1}`,
  amount: i % 11 === 5 ? null : ((i * 104_729) % 100_000) / 100,
}));
const FEW = ROWS.slice(0, 42);

const zhMoney = new Intl.NumberFormat('zh-CN', { style: 'currency', currency: 'CNY' });
const enMoney = new Intl.NumberFormat('en', { style: 'currency', currency: 'CNY' });

const ZH_COLUMNS: DataTableColumn<Order>[] = [
  { id: 'code', header: '订单号', value: (r) => r.code, sortable: true, isRowHeader: true, overflow: 'nowrap' },
  { id: 'supplier', header: '供应商', value: (r) => r.supplier, sortable: true },
  { id: 'company', header: '下单公司', value: (r) => r.company, sortable: true, overflow: 'truncate' },
  {
    id: 'amount',
    header: '金额',
    value: (r) => r.amount,
    cell: (r) => (r.amount === null ? null : zhMoney.format(r.amount)),
    sortable: true,
    align: 'end',
    overflow: 'nowrap',
  },
];
const EN_COLUMNS: DataTableColumn<Order>[] = [
  { id: 'code', header: 'Order', value: (r) => r.code, sortable: true, isRowHeader: true, overflow: 'nowrap' },
  { id: 'supplier', header: 'Supplier', value: (r) => r.supplier, sortable: true },
  { id: 'company', header: 'Company', value: (r) => r.company, sortable: true, overflow: 'truncate' },
  {
    id: 'amount',
    header: 'Amount',
    value: (r) => r.amount,
    cell: (r) => (r.amount === null ? null : enMoney.format(r.amount)),
    sortable: true,
    align: 'end',
    overflow: 'nowrap',
  },
];

const ZH_MESSAGES: DataTableMessages = {
  empty: '暂无数据',
  noValue: '无',
  loading: '加载中…',
  error: '加载失败，请稍后重试',
  retry: '重试',
  selectAll: '全选',
  selectRow: '选择',
  sorted: (column, direction) => `按列 ${column} ${direction === 'ascending' ? '升序' : '降序'}排序`,
  resizeColumn: (column) => `调整“${column}”列宽`,
  pixels: (width) => `${width} 像素`,
};
const EN_MESSAGES: DataTableMessages = {
  empty: 'No data',
  noValue: 'No value',
  loading: 'Loading…',
  error: 'Could not load the data',
  retry: 'Retry',
  selectAll: 'Select all',
  selectRow: 'Select',
  sorted: (column, direction) => `sorted by column ${column} in ${direction} order`,
  resizeColumn: (column) => `Resize column ${column}`,
  pixels: (width) => `${width} px`,
};
const ZH_PAGINATION: PaginationLabels = {
  navigation: '分页',
  first: '首页',
  previous: '上一页',
  next: '下一页',
  last: '末页',
  pageSize: '每页条数',
  pageSizeOption: (n) => `${n} 条/页`,
};
const EN_PAGINATION: PaginationLabels = {
  navigation: 'Pagination',
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
  pageSize: 'Rows per page',
};
const zhNumber = new Intl.NumberFormat('zh-CN');
const enNumber = new Intl.NumberFormat('en');
const zhStatus = ({ from, to, total }: PaginationStatus) =>
  `第 ${zhNumber.format(from)}–${zhNumber.format(to)} 条，共 ${zhNumber.format(total)} 条`;
const enStatus = ({ from, to, total }: PaginationStatus) =>
  `Rows ${enNumber.format(from)}–${enNumber.format(to)} of ${enNumber.format(total)}`;

type StoryProps = Partial<DataTableProps<Order>> & { lang?: 'zh' | 'en'; theme?: 'light' | 'dark'; brand?: string };

function Story({ lang = 'zh', theme, brand, ...props }: StoryProps) {
  const zh = lang === 'zh';
  return (
    <StoryFrame lang={zh ? 'zh-CN' : 'en'} theme={theme} brand={brand}>
      <DataTable
        label={zh ? '采购订单' : 'Purchase orders'}
        columns={zh ? ZH_COLUMNS : EN_COLUMNS}
        rows={FEW}
        getRowId={(row) => row.id}
        messages={zh ? ZH_MESSAGES : EN_MESSAGES}
        paginationLabels={zh ? ZH_PAGINATION : EN_PAGINATION}
        formatStatus={zh ? zhStatus : enStatus}
        {...props}
      />
    </StoryFrame>
  );
}

export const Chinese = (args: StoryProps) => <Story {...args} />;
Chinese.args = { lang: 'zh' };

export const English = (args: StoryProps) => <Story {...args} />;
English.args = { lang: 'en' };

export const Sorted = (args: StoryProps) => <Story {...args} />;
Sorted.args = { lang: 'zh', defaultSortDescriptor: { column: 'amount', direction: 'descending' } };

export const WithSelection = (args: StoryProps) => <Story {...args} />;
WithSelection.args = { lang: 'en', selectionMode: 'multiple', defaultSelectedKeys: new Set(['o2', 'o3']) };

export const Loading = (args: StoryProps) => <Story {...args} />;
Loading.args = { lang: 'zh', status: 'loading', selectionMode: 'multiple' };

export const Empty = (args: StoryProps) => <Story {...args} />;
Empty.args = { lang: 'zh', rows: [] };

export const EmptyEnglish = (args: StoryProps) => <Story {...args} />;
EmptyEnglish.args = { lang: 'en', rows: [] };

export const ErrorState = (args: StoryProps) => <Story {...args} />;
ErrorState.args = { lang: 'en', status: 'error', onRetry: () => undefined };

export const TenThousandRows = (args: StoryProps) => <Story {...args} />;
TenThousandRows.args = { lang: 'zh', rows: ROWS, defaultPageSize: 50 };

const LONG: Order[] = [
  {
    id: 'l1',
    code: 'PO-2024-00001',
    supplier:
      '深圳市华强北电子元器件批发贸易有限公司福田区第一分公司（集团采购年度框架协议供应商，含办公设备、耗材与工业品）',
    company: 'Shenzhen Huaqiang North Electronic Components Wholesale Trading Company Limited, Futian District Branch',
    amount: 123_456_789.12,
  },
  {
    id: 'l2',
    code: 'PO-2024-00002',
    supplier: 'https://supplier.example.com/contracts/2024/framework-agreement/attachments/very-long-file-name.pdf',
    company: null,
    amount: null,
  },
  { id: 'l3', code: 'PO-2024-00003', supplier: null, company: '成都分公司', amount: 0 },
];

export const LongTextAndMissingValues = (args: StoryProps) => <Story {...args} />;
LongTextAndMissingValues.args = { lang: 'zh', rows: LONG };

export const LongTextEnglish = (args: StoryProps) => <Story {...args} />;
LongTextEnglish.args = { lang: 'en', rows: LONG, selectionMode: 'multiple' };

export const ServerMode = (args: StoryProps) => <Story {...args} />;
ServerMode.args = {
  lang: 'en',
  mode: 'server',
  rows: ROWS.slice(20, 40),
  rowCount: 532,
  pageIndex: 1,
  pageSize: 20,
  sortDescriptor: { column: 'code', direction: 'ascending' },
};

export const WithoutPagination = (args: StoryProps) => <Story {...args} />;
WithoutPagination.args = { lang: 'zh', rows: ROWS.slice(0, 6), paginationLabels: undefined };

export const Dark = (args: StoryProps) => <Story {...args} />;
Dark.args = { lang: 'zh', theme: 'dark', selectionMode: 'multiple', defaultSelectedKeys: new Set(['o1']) };

export const DarkLoading = (args: StoryProps) => <Story {...args} />;
DarkLoading.args = { lang: 'en', theme: 'dark', status: 'loading' };

export const RandomBrand = (args: StoryProps) => <Story {...args} />;
RandomBrand.args = {
  lang: 'en',
  brand: randomBrand(),
  selectionMode: 'multiple',
  defaultSelectedKeys: new Set(['o1']),
  defaultSortDescriptor: { column: 'supplier', direction: 'ascending' },
};

/**
 * Keyboard path: Tab enters the grid on the first row, ArrowUp reaches the header row, the arrows
 * move along it and Enter sorts by the focused column; Tab leaves the grid for the pager, whose
 * next-page button turns the page.
 */
Chinese.play = (async ({ canvas, userEvent }) => {
  await userEvent.tab();
  await userEvent.keyboard('{ArrowUp}');
  await expect(canvas.getByRole('columnheader', { name: /订单号/ })).toHaveFocus();
  await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
  const amount = canvas.getByRole('columnheader', { name: /金额/ });
  await expect(amount).toHaveFocus();
  await expect(amount).toHaveAttribute('aria-sort', 'none');
  await userEvent.keyboard('{Enter}');
  await expect(amount).toHaveAttribute('aria-sort', 'ascending');
  await userEvent.tab();
  await userEvent.tab();
  await expect(canvas.getByRole('button', { name: '下一页' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await expect(canvas.getByRole('status')).toHaveTextContent('第 11–20 条，共 42 条');
}) satisfies Play;

/** The row actions of an order, as a list screen gives them: the most used first. */
function orderActions(zh: boolean, order: Order, done: (what: string) => void) {
  const action = (id: string, zhLabel: string, enLabel: string, isDestructive = false) => {
    const label = zh ? zhLabel : enLabel;
    return {
      id,
      label,
      accessibleLabel: zh ? `${label} ${order.code}` : `${label} ${order.code}`,
      onAction: () => done(`${label} ${order.code}`),
      isDestructive,
    };
  };
  return [
    action('edit', '编辑', 'Edit'),
    action('approve', '审批', 'Approve'),
    action('copy', '复制', 'Copy'),
    action('export', '导出', 'Export'),
    action('delete', '删除', 'Delete', true),
  ];
}

function RowActionsStory({
  lang = 'zh',
  theme,
  layout,
}: {
  lang?: 'zh' | 'en';
  theme?: 'light' | 'dark';
  layout?: 'table' | 'cards';
}) {
  const zh = lang === 'zh';
  const [last, setLast] = useState('');
  // The order code stays at the start and the actions at the end while the rest scrolls.
  const columns: DataTableColumn<Order>[] = [
    ...(zh ? ZH_COLUMNS : EN_COLUMNS).map((column) =>
      column.isRowHeader ? { ...column, pin: 'start' as const } : column,
    ),
    {
      id: 'actions',
      header: zh ? '操作' : 'Actions',
      value: (row) => row.id,
      overflow: 'nowrap',
      pin: 'end',
      isActions: true,
      cell: (row) => (
        <RowActions
          actions={orderActions(zh, row, setLast)}
          moreLabel={zh ? '更多' : 'More'}
          moreAccessibleLabel={zh ? `更多操作：${row.code}` : `More actions: ${row.code}`}
        />
      ),
    },
  ];
  return (
    <StoryFrame lang={zh ? 'zh-CN' : 'en'} theme={theme}>
      <DataTable
        className="max-w-xl"
        layout={layout}
        label={zh ? '采购订单' : 'Purchase orders'}
        columns={columns}
        rows={FEW}
        getRowId={(row) => row.id}
        messages={zh ? ZH_MESSAGES : EN_MESSAGES}
        paginationLabels={zh ? ZH_PAGINATION : EN_PAGINATION}
        formatStatus={zh ? zhStatus : enStatus}
      />
      <p role="log" aria-label={zh ? '最近的操作' : 'Last action'} className="mt-4 text-sm">
        {last}
      </p>
    </StoryFrame>
  );
}

/**
 * Row actions: 编辑 and 审批 as text buttons, the rest in the row's 更多 menu (DESIGN.md, "Tables"); in a
 * narrow place the order code and the actions stay put while the other columns scroll under them.
 */
export const WithRowActions = () => <RowActionsStory lang="zh" />;
/**
 * APG menu button, by keyboard: reached through the grid by Tab and Right Arrow (APG grid), the
 * row's 更多 button opens its menu with Enter on the first item,
 * Down Arrow moves, Enter runs the item and returns focus to the button; Space opens it too (in the
 * grid the arrow keys move between cells), and Escape closes it and returns focus.
 */
WithRowActions.play = (async ({ canvas, userEvent }) => {
  const more = canvas.getByRole('button', { name: '更多操作：PO-2024-00001' });
  // Tab enters the grid on the first row; Right Arrow moves through its cells to the button.
  await userEvent.tab();
  for (let step = 0; step < 12 && document.activeElement !== more; step++) await userEvent.keyboard('{ArrowRight}');
  await expect(more).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  const menu = await within(document.body).findByRole('menu');
  await expect(within(menu).getByRole('menuitem', { name: '复制 PO-2024-00001' })).toHaveFocus();
  await userEvent.keyboard('{ArrowDown}{ArrowDown}');
  await expect(within(menu).getByRole('menuitem', { name: '删除 PO-2024-00001' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await expect(canvas.getByRole('log')).toHaveTextContent('删除 PO-2024-00001');
  await expect(more).toHaveFocus();
  await userEvent.keyboard(' ');
  await within(document.body).findByRole('menu');
  await userEvent.keyboard('{Escape}');
  await expect(within(document.body).queryByRole('menu')).toBeNull();
  await expect(more).toHaveFocus();
}) satisfies Play;

/** The same in English and dark: one line a row, the menu in the dark theme. */
export const WithRowActionsEnglishDark = () => <RowActionsStory lang="en" theme="dark" />;

/**
 * The card layout, as a phone shows a list (DESIGN.md, "Small screens"): each row a card titled by
 * its order code, the columns as terms and values, every action in the card's one 更多 menu, reached
 * by Tab (the cards are a list, not a grid).
 */
export const Cards = () => <RowActionsStory lang="zh" layout="cards" />;
Cards.play = (async ({ canvas, userEvent }) => {
  const cards = within(canvas.getByRole('list', { name: '采购订单' })).getAllByRole('listitem');
  await expect(cards[0]).toHaveAccessibleName('PO-2024-00001');
  await expect(within(cards[0]!).queryByRole('button', { name: /^编辑/ })).toBeNull();
  const more = canvas.getByRole('button', { name: '更多操作：PO-2024-00001' });
  await userEvent.tab();
  await expect(more).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  const menu = await within(document.body).findByRole('menu');
  await expect(within(menu).getAllByRole('menuitem').length).toBeGreaterThan(2);
  await userEvent.keyboard('{Escape}');
  await expect(more).toHaveFocus();
}) satisfies Play;

/** The card layout in English and dark. */
export const CardsEnglishDark = () => <RowActionsStory lang="en" theme="dark" layout="cards" />;

const ZH_COLUMN_SETTINGS: ColumnSettingsLabels = {
  title: '列设置',
  density: '行密度',
  densities: { compact: '紧凑', default: '默认', relaxed: '宽松' },
  columns: '显示的列',
  alwaysShown: '始终显示',
  columnsHint: '空格键显示或隐藏，Alt+上下方向键移动',
  current: (header) => `当前列：${header}`,
  moveUp: '上移',
  moveDown: '下移',
  moved: (header, position, count) => `${header} 已移到第 ${position} 列，共 ${count} 列`,
  width: '列宽（像素）',
  widthHint: '留空为自动',
  increase: '加宽',
  decrease: '收窄',
  pin: '固定',
  pins: { none: '不固定', start: '左侧', end: '右侧' },
  reset: '恢复默认',
};
const EN_COLUMN_SETTINGS: ColumnSettingsLabels = {
  title: 'Columns',
  density: 'Row density',
  densities: { compact: 'Compact', default: 'Default', relaxed: 'Relaxed' },
  columns: 'Columns shown',
  alwaysShown: 'Always shown',
  columnsHint: 'Space shows or hides; Alt+Up and Alt+Down move',
  current: (header) => `Current column: ${header}`,
  moveUp: 'Move up',
  moveDown: 'Move down',
  moved: (header, position, count) => `${header} moved to column ${position} of ${count}`,
  width: 'Width (px)',
  widthHint: 'Empty for automatic',
  increase: 'Wider',
  decrease: 'Narrower',
  pin: 'Pin',
  pins: { none: 'None', start: 'Start', end: 'End' },
  reset: 'Reset to defaults',
};

function ColumnSettingsStory({
  lang = 'zh',
  theme,
  open,
}: {
  lang?: 'zh' | 'en';
  theme?: 'light' | 'dark';
  open?: boolean;
}) {
  const zh = lang === 'zh';
  const columns = zh ? ZH_COLUMNS : EN_COLUMNS;
  const [settings, setSettings] = useState<DataTableSettings>(DEFAULT_TABLE_SETTINGS);
  return (
    <StoryFrame lang={zh ? 'zh-CN' : 'en'} theme={theme}>
      <div className="flex flex-col gap-3">
        <div className="flex justify-end">
          <ColumnSettings
            columns={columns}
            value={settings}
            onChange={setSettings}
            onReset={() => setSettings(DEFAULT_TABLE_SETTINGS)}
            labels={zh ? ZH_COLUMN_SETTINGS : EN_COLUMN_SETTINGS}
            defaultOpen={open}
          />
        </div>
        <DataTable
          label={zh ? '采购订单' : 'Purchase orders'}
          columns={applyColumnSettings(columns, settings)}
          density={settings.density}
          onColumnResize={(key, width) => setSettings(updateColumn(columns, settings, key, { width }))}
          rows={FEW}
          getRowId={(row) => row.id}
          messages={zh ? ZH_MESSAGES : EN_MESSAGES}
          paginationLabels={zh ? ZH_PAGINATION : EN_PAGINATION}
          formatStatus={zh ? zhStatus : enStatus}
        />
      </div>
    </StoryFrame>
  );
}

/**
 * 列设置: the row density, the columns shown and their order, and the current column's moves, width
 * and pin; each change shows in the table at once, and 恢复默认 gives the definition's layout back.
 */
export const WithColumnSettings = () => <ColumnSettingsStory lang="zh" />;
/**
 * APG listbox (multiple selection, rearrangeable) and radio group, by keyboard: Enter opens the
 * panel on its dialog; Tab reaches the density and Left Arrow chooses 紧凑; Tab enters the list, Down Arrow and Space hide 供应商,
 * Alt+Up moves 金额 before 下单公司 (announced); the width field takes a typed width; Escape closes
 * the panel and returns focus to 列设置.
 */
WithColumnSettings.play = (async ({ canvas, userEvent }) => {
  const trigger = canvas.getByRole('button', { name: '列设置' });
  await userEvent.tab();
  await expect(trigger).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  const panel = await within(document.body).findByRole('dialog', { name: '列设置' });
  const dialog = within(panel);
  await expect(panel).toHaveFocus();
  await userEvent.tab();
  await expect(dialog.getByRole('radio', { name: '默认' })).toHaveFocus();
  await userEvent.keyboard('{ArrowLeft}');
  await expect(dialog.getByRole('radio', { name: '紧凑' })).toBeChecked();
  await userEvent.tab();
  const list = within(dialog.getByRole('listbox', { name: '显示的列' }));
  await userEvent.keyboard('{ArrowDown}');
  await expect(list.getByRole('option', { name: /供应商/ })).toHaveFocus();
  await userEvent.keyboard(' ');
  await expect(list.getByRole('option', { name: /供应商/ })).toHaveAttribute('aria-selected', 'false');
  await expect(canvas.queryByRole('columnheader', { name: /供应商/ })).toBeNull();
  await userEvent.keyboard('{ArrowDown}{ArrowDown}');
  await expect(list.getByRole('option', { name: /金额/ })).toHaveFocus();
  await userEvent.keyboard('{Alt>}{ArrowUp}{/Alt}');
  await expect(dialog.getByRole('status')).toHaveTextContent('金额 已移到第 3 列，共 4 列');
  await expect(list.getByRole('option', { name: /金额/ })).toHaveFocus();
  await expect(canvas.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
    '订单号',
    '金额',
    '下单公司',
  ]);
  await userEvent.tab();
  await expect(dialog.getByRole('button', { name: '上移' })).toHaveFocus();
  await userEvent.tab();
  await userEvent.tab();
  await expect(dialog.getByRole('textbox', { name: '列宽（像素）' })).toHaveFocus();
  await userEvent.keyboard('200');
  await userEvent.tab();
  await expect(canvas.getByRole('columnheader', { name: /金额/ }).style.minWidth).toBe('200px');
  await userEvent.keyboard('{Escape}');
  await expect(trigger).toHaveFocus();
}) satisfies Play;

/**
 * A column resized by pointer: dragging the end edge of 供应商's header widens it while the pointer
 * moves, and the width is kept once it is released; the Columns panel's width field then shows it
 * (its keyboard way). The press on the edge does not sort the column.
 */
export const ResizeByPointer = () => <ColumnSettingsStory lang="zh" />;
ResizeByPointer.play = (async ({ canvas, userEvent }) => {
  const header = canvas.getByRole('columnheader', { name: /供应商/ });
  const edge = header.querySelector<HTMLElement>('[data-slot="data-table-column-resizer"]');
  if (!edge) throw new Error('the header has no resize edge');
  const before = header.getBoundingClientRect().width;
  const { x, y } = edge.getBoundingClientRect();
  await userEvent.pointer([
    { keys: '[MouseLeft>]', target: edge, coords: { clientX: x + 2, clientY: y + 4 } },
    { target: edge, coords: { clientX: x + 82, clientY: y + 4 } },
    { keys: '[/MouseLeft]', target: edge, coords: { clientX: x + 82, clientY: y + 4 } },
  ]);
  // Widths step by 10 px, as the panel's width field does.
  const width = Math.round((before + 80) / 10) * 10;
  await expect(header.style.minWidth).toBe(`${width}px`);
  await expect(header).not.toHaveAttribute('aria-sort', 'ascending');
  await userEvent.click(canvas.getByRole('button', { name: '列设置' }));
  const panel = await within(document.body).findByRole('dialog', { name: '列设置' });
  // Tab reaches the density, then the list of columns; Down Arrow makes 供应商 the current column.
  await userEvent.tab();
  await userEvent.tab();
  await userEvent.keyboard('{ArrowDown}');
  await expect(within(panel).getByText('当前列：供应商')).toBeVisible();
  await expect(within(panel).getByRole('textbox', { name: '列宽（像素）' })).toHaveValue(String(width));
}) satisfies Play;

/**
 * A column resized by keyboard (APG window splitter): from 供应商's header Right Arrow reaches its
 * resize edge, Enter starts resizing, Right Arrow widens by 10 px a press, Enter keeps the width;
 * outside resizing the arrows move on through the grid.
 */
export const ResizeByKeyboard = () => <ColumnSettingsStory lang="zh" />;
ResizeByKeyboard.play = (async ({ canvas, userEvent }) => {
  const header = canvas.getByRole('columnheader', { name: /供应商/ });
  header.focus();
  await userEvent.keyboard('{ArrowRight}');
  const edge = canvas.getByRole('separator', { name: '调整“供应商”列宽' });
  await expect(edge).toHaveFocus();
  const before = Number(edge.getAttribute('aria-valuenow'));
  await userEvent.keyboard('{Enter}{ArrowRight}{ArrowRight}{ArrowRight}');
  await expect(edge).toHaveAttribute('aria-valuetext', `${before + 30} 像素`);
  await userEvent.keyboard('{Enter}');
  await expect(header.style.minWidth).toBe(`${before + 30}px`);
  // Resizing over, Right Arrow moves on to the next header.
  await userEvent.keyboard('{ArrowRight}');
  await expect(canvas.getByRole('columnheader', { name: /下单公司/ })).toHaveFocus();
}) satisfies Play;

/** The same in English and dark. */
export const WithColumnSettingsEnglishDark = () => <ColumnSettingsStory lang="en" theme="dark" />;

/** The panel open, as the audit sees it: both columns of controls, the list of columns scrolling within it. */
export const ColumnSettingsOpen = () => <ColumnSettingsStory lang="zh" open />;

/**
 * A server-paged list with bulk actions: the selection spans pages, the bar names the count, and
 * an action answers what it did and what it refused (every tenth order is locked).
 */
function BulkStory({ lang = 'zh', theme }: { lang?: 'zh' | 'en'; theme?: 'light' | 'dark' }) {
  const zh = lang === 'zh';
  const [pageIndex, setPageIndex] = useState(0);
  const [selected, setSelected] = useState<Selection>(new Set());
  const [result, setResult] = useState<{ done: number; refused: Order[] } | null>(null);
  const pageSize = 10;
  const count = selected === 'all' ? FEW.length : selected.size;
  const act = (verb: string) => {
    const rows = FEW.filter((row) => selected === 'all' || selected.has(row.id));
    const refused = rows.filter((row) => Number(row.id.slice(1)) % 10 === 0);
    setResult({ done: rows.length - refused.length, refused });
    setSelected(new Set());
    return verb;
  };
  return (
    <StoryFrame lang={zh ? 'zh-CN' : 'en'} theme={theme}>
      <div className="flex flex-col gap-3">
        <BulkActionBar
          count={count}
          labels={{
            toolbar: zh ? '批量操作' : 'Bulk actions',
            selected: zh ? `已选 ${count} 项` : `${count} selected`,
            clear: zh ? '清除选择' : 'Clear selection',
          }}
          actions={[
            { id: 'approve', label: zh ? '批量审批' : 'Approve', onAction: () => act('approve') },
            { id: 'delete', label: zh ? '删除' : 'Delete', onAction: () => act('delete'), isDestructive: true },
          ]}
          onClear={() => setSelected(new Set())}
          selectAll={
            count < FEW.length
              ? {
                  label: zh ? `选择全部 ${FEW.length} 项` : `Select all ${FEW.length}`,
                  onPress: () => setSelected(new Set(FEW.map((row) => row.id))),
                }
              : undefined
          }
        />
        <DataTable
          label={zh ? '采购订单' : 'Purchase orders'}
          columns={zh ? ZH_COLUMNS : EN_COLUMNS}
          rows={FEW.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize)}
          getRowId={(row) => row.id}
          mode="server"
          rowCount={FEW.length}
          pageIndex={pageIndex}
          pageSize={pageSize}
          onPageChange={setPageIndex}
          selectionMode="multiple"
          selectedKeys={selected}
          onSelectionChange={setSelected}
          messages={zh ? ZH_MESSAGES : EN_MESSAGES}
          paginationLabels={zh ? ZH_PAGINATION : EN_PAGINATION}
          formatStatus={zh ? zhStatus : enStatus}
        />
        {result ? (
          <section aria-label={zh ? '批量操作结果' : 'Bulk result'}>
            <BulkResult
              summary={
                zh
                  ? `已处理 ${result.done} 项，${result.refused.length} 项未处理`
                  : `${result.done} done, ${result.refused.length} not done`
              }
              refusedLabel={zh ? '未处理的项' : 'Not done'}
              refused={result.refused.map((row) => ({
                id: row.id,
                name: row.code,
                reason: zh ? '订单已锁定' : 'The order is locked',
              }))}
            />
          </section>
        ) : null}
      </div>
    </StoryFrame>
  );
}

/** Bulk work: select rows on two pages, then act on all of them at once. */
export const WithBulkActions = () => <BulkStory lang="zh" />;
/**
 * APG grid (multiple selection) and toolbar, by keyboard: Space selects the focused row, Down Arrow
 * and Space a second; on the next page the header's select-all adds that page's ten rows and the
 * first page's two stay selected (已选 12 项, announced); 选择全部 42 项 then selects every order of
 * every page; in the toolbar Right Arrow moves to 删除 and Enter runs it; the result names the rows
 * it refused.
 */
WithBulkActions.play = (async ({ canvas, userEvent }) => {
  await userEvent.tab();
  const grid = canvas.getByRole('grid', { name: '采购订单' });
  await expect(grid).toContainElement(document.activeElement as HTMLElement);
  await userEvent.keyboard(' ');
  await userEvent.keyboard('{ArrowDown} ');
  await expect(canvas.getByRole('toolbar', { name: '批量操作' })).toHaveTextContent('已选 2 项');
  await expect(canvas.getByText('已选 2 项', { selector: '[role=status]' })).toBeInTheDocument();
  await userEvent.click(canvas.getByRole('button', { name: '下一页' }));
  await userEvent.click(canvas.getByRole('checkbox', { name: '全选' }));
  const toolbar = canvas.getByRole('toolbar', { name: '批量操作' });
  await expect(toolbar).toHaveTextContent('已选 12 项');
  // Every order the list finds, on every page: the toolbar's first button.
  within(toolbar).getByRole('button', { name: '选择全部 42 项' }).focus();
  await userEvent.keyboard('{Enter}');
  await expect(toolbar).toHaveTextContent('已选 42 项');
  await expect(within(toolbar).queryByRole('button', { name: '选择全部 42 项' })).toBeNull();
  const approve = canvas.getByRole('button', { name: '批量审批' });
  approve.focus();
  await userEvent.keyboard('{ArrowRight}');
  await expect(canvas.getByRole('button', { name: '删除' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await expect(canvas.getByText('已处理 38 项，4 项未处理')).toBeVisible();
  await expect(
    within(canvas.getByRole('list', { name: '未处理的项' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    'PO-2024-00010订单已锁定',
    'PO-2024-00020订单已锁定',
    'PO-2024-00030订单已锁定',
    'PO-2024-00040订单已锁定',
  ]);
  await expect(canvas.queryByRole('toolbar')).toBeNull();
}) satisfies Play;

/** The same in English and dark. */
export const WithBulkActionsEnglishDark = () => <BulkStory lang="en" theme="dark" />;
