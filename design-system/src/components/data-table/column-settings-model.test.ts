import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyColumnSettings,
  clampWidth,
  DEFAULT_TABLE_SETTINGS,
  moveColumn,
  resolveColumnSettings,
  updateColumn,
  type DataTableSettings,
} from './column-settings-model';
import type { DataTableColumn } from './data-table';

type Row = Record<string, string>;
const column = (id: string, extra: Partial<DataTableColumn<Row>> = {}): DataTableColumn<Row> => ({
  id,
  header: id.toUpperCase(),
  value: (row) => row[id],
  ...extra,
});
const COLUMNS = [
  column('name', { isRowHeader: true }),
  column('phone'),
  column('unit'),
  column('state'),
  column('actions', { pin: 'end' }),
];
const ids = (columns: readonly { id: string }[]) => columns.map((c) => c.id);

describe('column settings (docs/behaviour.md, "Lists")', () => {
  it('leaves the columns as they are without settings', () => {
    expect(ids(applyColumnSettings(COLUMNS, null))).toEqual(['name', 'phone', 'unit', 'state', 'actions']);
    expect(ids(applyColumnSettings(COLUMNS, DEFAULT_TABLE_SETTINGS))).toEqual(ids(COLUMNS));
  });

  it('orders, hides, widens and pins as set; unnamed columns follow, unknown and repeated names are ignored', () => {
    const settings: DataTableSettings = {
      density: 'compact',
      columns: [
        { key: 'state' },
        { key: 'gone', hidden: true },
        { key: 'name', width: 240, hidden: true },
        { key: 'phone', hidden: true },
        { key: 'state', hidden: true },
      ],
    };
    const applied = applyColumnSettings(COLUMNS, settings);
    // The row's name is never hidden; the end pin stays last.
    expect(ids(applied)).toEqual(['state', 'name', 'unit', 'actions']);
    expect(applied.find((c) => c.id === 'name')?.width).toBe(240);
  });

  it('puts the columns pinned to the start first and unpins with none', () => {
    const pinned = updateColumn(COLUMNS, DEFAULT_TABLE_SETTINGS, 'unit', { pin: 'start' });
    const settings = updateColumn(COLUMNS, pinned, 'actions', { pin: 'none' });
    const applied = applyColumnSettings(COLUMNS, settings);
    expect(ids(applied)).toEqual(['unit', 'name', 'phone', 'state', 'actions']);
    expect(applied.find((c) => c.id === 'actions')?.pin).toBeUndefined();
  });

  it('moves a column within the table and no further', () => {
    const moved = moveColumn(COLUMNS, DEFAULT_TABLE_SETTINGS, 'state', -2);
    expect(moved.columns.map((c) => c.key)).toEqual(['name', 'state', 'phone', 'unit', 'actions']);
    const first = moveColumn(COLUMNS, DEFAULT_TABLE_SETTINGS, 'name', -1);
    expect(first).toBe(DEFAULT_TABLE_SETTINGS);
  });

  it('clamps a width to 40 … 2000 px and drops an empty one', () => {
    expect(clampWidth(12)).toBe(40);
    expect(clampWidth(5000)).toBe(2000);
    const wide = updateColumn(COLUMNS, DEFAULT_TABLE_SETTINGS, 'unit', { width: 199.6 });
    expect(wide.columns.find((c) => c.key === 'unit')?.width).toBe(200);
    const auto = updateColumn(COLUMNS, wide, 'unit', { width: Number.NaN });
    expect(auto.columns.find((c) => c.key === 'unit')).toEqual({ key: 'unit' });
  });

  it('resolves any settings to each column exactly once', () => {
    const key = fc.constantFrom('name', 'phone', 'unit', 'state', 'actions', 'other');
    fc.assert(
      fc.property(fc.array(fc.record({ key, hidden: fc.boolean() }), { maxLength: 12 }), (columns) => {
        const resolved = resolveColumnSettings(COLUMNS, { density: 'default', columns });
        expect([...resolved.map((c) => c.key)].sort()).toEqual(ids(COLUMNS).sort());
      }),
    );
  });
});
