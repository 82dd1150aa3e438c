/**
 * A person's settings of a list's table (docs/behaviour.md, "Lists", column settings): which
 * columns show, in what order, how wide, which stay in place while the table scrolls, and how
 * dense its rows are. They are kept on the server per account and per list, so they follow the
 * person to another browser, machine or server instance.
 *
 * A list is named by its resource definition's `name` (`person`, `company`): the `view` of every
 * call. The server keeps what the definition still has: a column the definition drops is left out
 * of what it answers, without error.
 */
import { type Static, Type } from 'typebox';

/**
 * How dense a table's rows are: cells with 4 px (`compact`), 8 px (`default`) or 12 px (`relaxed`)
 * above and below.
 */
export const DENSITIES = ['compact', 'default', 'relaxed'] as const;

/** One of {@link DENSITIES}. */
export type Density = (typeof DENSITIES)[number];

/** The narrowest a person may make a column, in CSS px. */
export const COLUMN_WIDTH_MIN = 40;

/** The widest a person may make a column, in CSS px. */
export const COLUMN_WIDTH_MAX = 2_000;

/** The most columns a setting may name: more than any list has (`maxItems`, 400 beyond). */
export const COLUMN_SETTINGS_MAX = 64;

/** A list's name in the calls below: a resource definition's `name`, as the registry has it. */
export const TableView = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z][A-Za-z0-9]*$' });

/**
 * One column as a person set it: its `key` (a column of the definition), whether it is hidden, its
 * width in px ({@link COLUMN_WIDTH_MIN} to {@link COLUMN_WIDTH_MAX}; absent: as the table lays it
 * out) and its pin (`start` or `end`, `none` to unpin a column the definition pins; absent: as the
 * definition pins it).
 */
export const ColumnSetting = Type.Object(
  {
    key: Type.String({ minLength: 1, maxLength: 64 }),
    hidden: Type.Optional(Type.Boolean()),
    width: Type.Optional(Type.Integer({ minimum: COLUMN_WIDTH_MIN, maximum: COLUMN_WIDTH_MAX })),
    pin: Type.Optional(Type.Union([Type.Literal('start'), Type.Literal('end'), Type.Literal('none')])),
  },
  { additionalProperties: false },
);

/** {@link ColumnSetting} as a type. */
export type ColumnSetting = Static<typeof ColumnSetting>;

/**
 * A list's table settings: its columns in the order shown (a column of the definition that is not
 * named follows the named ones, in the definition's order) and its row density.
 */
export const TableSettings = Type.Object(
  {
    columns: Type.Array(ColumnSetting, { maxItems: COLUMN_SETTINGS_MAX }),
    density: Type.Enum([...DENSITIES]),
  },
  { additionalProperties: false },
);

/** {@link TableSettings} as a type. */
export type TableSettings = Static<typeof TableSettings>;

/** The body of {@link tableSettingsPaths} `get` and `reset`: the list. */
export const TableViewBody = Type.Object({ view: TableView }, { additionalProperties: false });

/** The body of {@link tableSettingsPaths} `save`: the list and its settings. */
export const TableSettingsSaveBody = Type.Object(
  { view: TableView, ...TableSettings.properties },
  { additionalProperties: false },
);

/**
 * The table settings calls, each `POST` with the signed-in account's session. Each needs the
 * list's read permission (403 without it); a `view` that names no list answers 404
 * (`tableViewNotFound`). No call reads or writes another account's settings.
 */
export const tableSettingsPaths = {
  /** {@link TableViewBody}: `data` the account's {@link TableSettings} of the list, or `null` for none. */
  get: '/share-system/tableSettings/get',
  /**
   * {@link TableSettingsSaveBody}: replaces them; `data` as `get` answers after. A column the
   * definition does not have, or named twice, is refused (400, `tableColumnUnknown`, naming it).
   */
  save: '/share-system/tableSettings/save',
  /** {@link TableViewBody}: forgets them, so the list shows as its definition says; `data` `null`. */
  reset: '/share-system/tableSettings/reset',
} as const;
