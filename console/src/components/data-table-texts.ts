import type {
  ColumnSettingsLabels,
  DataTableMessages,
  PaginationLabels,
  PaginationStatus,
} from '@workbench/design-system';
import { useIntl } from 'react-intl';
import { useT } from '../i18n';

/** The texts a design-system `DataTable` with pagination takes, in the current language. */
export interface DataTableTexts {
  messages: DataTableMessages;
  paginationLabels: PaginationLabels;
  formatStatus: (status: PaginationStatus) => string;
}

/**
 * The design-system `DataTable`'s texts in the current language, with `empty` as the empty-table
 * message: states, missing value, pagination (page sizes 10/20/50/100 of docs/behaviour.md, "Formats and limits") and its
 * status line, numbers grouped by `Intl.NumberFormat`.
 */
export function useDataTableTexts(empty: string): DataTableTexts {
  const t = useT();
  const intl = useIntl();
  return {
    messages: {
      empty,
      noValue: t('table.noValue'),
      loading: t('state.loading'),
      error: t('state.error'),
      retry: t('state.retry'),
      selectAll: t('table.selectAll'),
      selectRow: t('table.selectRow'),
      sorted: (column, direction) =>
        t(direction === 'ascending' ? 'table.sortedAscending' : 'table.sortedDescending', { column }),
      resizeColumn: (column) => t('table.resizeColumn', { column }),
      pixels: (width) => t('table.pixels', { width: intl.formatNumber(width) }),
    },
    paginationLabels: {
      navigation: t('table.pagination'),
      first: t('table.firstPage'),
      previous: t('table.previousPage'),
      next: t('table.nextPage'),
      last: t('table.lastPage'),
      pageSize: t('table.pageSize'),
      pageSizeOption: (size) => t('table.pageSizeOption', { size }),
    },
    // No rows: the count alone (共 0 条), not a range of none.
    formatStatus: ({ from, to, total }) =>
      total === 0
        ? t('table.statusEmpty')
        : t('table.status', {
            from: intl.formatNumber(from),
            to: intl.formatNumber(to),
            total: intl.formatNumber(total),
          }),
  };
}

/** The texts of the design-system `ColumnSettings` (列设置 / Columns) in the current language. */
export function useColumnSettingsLabels(): ColumnSettingsLabels {
  const t = useT();
  const intl = useIntl();
  return {
    title: t('table.columns'),
    density: t('table.density'),
    densities: {
      compact: t('table.density.compact'),
      default: t('table.density.default'),
      relaxed: t('table.density.relaxed'),
    },
    columns: t('table.columnsShown'),
    alwaysShown: t('table.alwaysShown'),
    columnsHint: t('table.columnsHint'),
    current: (header) => t('table.currentColumn', { header }),
    moveUp: t('table.moveUp'),
    moveDown: t('table.moveDown'),
    moved: (header, position, count) =>
      t('table.moved', { header, position: intl.formatNumber(position), count: intl.formatNumber(count) }),
    width: t('table.width'),
    widthHint: t('table.widthHint'),
    increase: t('table.wider'),
    decrease: t('table.narrower'),
    pin: t('table.pin'),
    pins: { none: t('table.pin.none'), start: t('table.pin.start'), end: t('table.pin.end') },
    reset: t('table.resetColumns'),
  };
}
