/**
 * What a person set of a table's columns (docs/behaviour.md, "Lists", column settings), and how it
 * applies to a `DataTable`'s columns. The shape is the wire's (`TableSettings` of
 * `@workbench/contracts`), so a console stores it as it is.
 */

/** How dense the rows are: a cell's block padding is 4 px (`compact`), 8 px (`default`) or 12 px (`relaxed`). */
export type DataTableDensity = 'compact' | 'default' | 'relaxed';

/** The densities, densest first. */
export const DATA_TABLE_DENSITIES: readonly DataTableDensity[] = ['compact', 'default', 'relaxed'];

/** The narrowest and widest a person may make a column, in CSS px. */
export const COLUMN_WIDTH_LIMITS = { min: 40, max: 2_000 } as const;

/**
 * One column as a person set it: `key` its id; `hidden`; `width` in px (absent: as the table lays
 * it out); `pin` (`none` unpins a column its definition pins; absent: as the definition says).
 */
export interface ColumnSetting {
  key: string;
  hidden?: boolean;
  width?: number;
  pin?: 'start' | 'end' | 'none';
}

/**
 * A table's settings: the columns in the order shown (a column not named follows the named ones, in
 * the definition's order; a name the table does not have is ignored) and the row density.
 */
export interface DataTableSettings {
  columns: readonly ColumnSetting[];
  density: DataTableDensity;
}

/** The settings of a table as its definition lays it out: no column set, default density. */
export const DEFAULT_TABLE_SETTINGS: DataTableSettings = { columns: [], density: 'default' };

/** What {@link resolveColumnSettings} needs of a column. */
export interface SettableColumn {
  id: string;
  /** The row's name: always shown. */
  isRowHeader?: boolean;
}

/**
 * Every column of `columns` once, in the order `settings` gives (the ones it does not name after,
 * in their own order), each with what was set of it; names the table does not have are dropped,
 * and so is a second mention of a column. A row-header column is never hidden.
 */
export function resolveColumnSettings(
  columns: readonly SettableColumn[],
  settings: DataTableSettings | null | undefined,
): ColumnSetting[] {
  const byId = new Map(columns.map((column) => [column.id, column]));
  const seen = new Set<string>();
  const resolved: ColumnSetting[] = [];
  for (const setting of settings?.columns ?? []) {
    const column = byId.get(setting.key);
    if (!column || seen.has(setting.key)) continue;
    seen.add(setting.key);
    resolved.push(column.isRowHeader ? { ...setting, hidden: false } : { ...setting });
  }
  for (const column of columns) if (!seen.has(column.id)) resolved.push({ key: column.id });
  return resolved;
}

/** What {@link applyColumnSettings} needs of a column (a `DataTableColumn` has it). */
export interface PlacedColumn extends SettableColumn {
  width?: number | `${number}%` | `${number}fr`;
  pin?: 'start' | 'end';
}

/**
 * `columns` as `settings` has them: in its order, without the hidden ones, with its widths and
 * pins, the columns pinned to the start first and those pinned to the end last (each group in that
 * order), as the pins hold them while the table scrolls. Without settings, `columns` as they are.
 */
export function applyColumnSettings<C extends PlacedColumn>(
  columns: readonly C[],
  settings: DataTableSettings | null | undefined,
): C[] {
  if (!settings || settings.columns.length === 0) return [...columns];
  const byId = new Map(columns.map((column) => [column.id, column]));
  const shown = resolveColumnSettings(columns, settings).flatMap((setting) => {
    const column = byId.get(setting.key);
    if (!column || setting.hidden) return [];
    const pin = setting.pin === undefined ? column.pin : setting.pin === 'none' ? undefined : setting.pin;
    return [{ ...column, width: setting.width ?? column.width, pin }];
  });
  return [
    ...shown.filter((column) => column.pin === 'start'),
    ...shown.filter((column) => column.pin === undefined),
    ...shown.filter((column) => column.pin === 'end'),
  ];
}

/**
 * `settings` with column `key` moved `by` places (negative: towards the start), within the
 * table's columns; the same settings when it cannot move.
 */
export function moveColumn(
  columns: readonly SettableColumn[],
  settings: DataTableSettings,
  key: string,
  by: number,
): DataTableSettings {
  const resolved = resolveColumnSettings(columns, settings);
  const from = resolved.findIndex((setting) => setting.key === key);
  const to = Math.max(0, Math.min(resolved.length - 1, from + by));
  if (from < 0 || to === from) return settings;
  const [moved] = resolved.splice(from, 1);
  if (moved) resolved.splice(to, 0, moved);
  return { ...settings, columns: resolved };
}

/** `settings` with `change` made to column `key`'s setting. */
export function updateColumn(
  columns: readonly SettableColumn[],
  settings: DataTableSettings,
  key: string,
  change: Partial<Omit<ColumnSetting, 'key'>>,
): DataTableSettings {
  return {
    ...settings,
    columns: resolveColumnSettings(columns, settings).map((setting) => {
      if (setting.key !== key) return setting;
      const next: ColumnSetting = { ...setting, ...change };
      // An auto width is no width: the wire has no `null` for it.
      if (next.width === undefined || Number.isNaN(next.width)) delete next.width;
      else next.width = clampWidth(next.width);
      return next;
    }),
  };
}

/** `width` rounded and held within {@link COLUMN_WIDTH_LIMITS}. */
export function clampWidth(width: number): number {
  return Math.min(COLUMN_WIDTH_LIMITS.max, Math.max(COLUMN_WIDTH_LIMITS.min, Math.round(width)));
}
