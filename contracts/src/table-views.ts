/**
 * A person's saved views of a list (docs/behaviour.md, "Lists", saved views): the filters, sort
 * and page size of the list's address, with the column settings, kept under a name on the server
 * per account and list. A company administrator may share a view with their company; each person
 * may make one view, their own or a shared one, the list's default, which it opens in.
 */
import { type Static, Type } from 'typebox';
import { PAGE_SIZES } from './paging';
import { Flag, Id } from './resource';
import { TableSettings, TableView } from './table-settings';

/** The longest name of a saved view, in characters. */
export const SAVED_VIEW_NAME_MAX = 64;

/** The most saved views one account keeps of one list (400 `savedViewLimit` beyond). */
export const SAVED_VIEWS_MAX = 50;

/**
 * A saved view's name: 1 to {@link SAVED_VIEW_NAME_MAX} characters, not blank, without `<` or
 * `>` (a name is text, never markup; 400 `savedViewName`).
 */
export const SavedViewName = Type.String({
  minLength: 1,
  maxLength: SAVED_VIEW_NAME_MAX,
  pattern: '^[^<>]*\\S[^<>]*$',
});

/**
 * What a saved view restores of its list: the filters as the list query takes them (a unit as its
 * id, a time as epoch ms; each a filter of the definition with a value of its type), the sort (one
 * of the definition's sort keys) and its order, and the page size. Checked against the list's
 * query schema: anything else is refused (400 `savedViewQuery`, naming the field).
 */
export const SavedViewQuery = Type.Object(
  {
    filters: Type.Record(Type.String({ maxLength: 64 }), Type.Union([Type.String({ maxLength: 100 }), Type.Number()])),
    sortKey: Type.Optional(Type.String({ maxLength: 64 })),
    order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
    pageSize: Type.Optional(
      Type.Union([
        Type.Literal(PAGE_SIZES[0]),
        Type.Literal(PAGE_SIZES[1]),
        Type.Literal(PAGE_SIZES[2]),
        Type.Literal(PAGE_SIZES[3]),
      ]),
    ),
  },
  { additionalProperties: false },
);

/** {@link SavedViewQuery} as a type. */
export type SavedViewQuery = Static<typeof SavedViewQuery>;

/**
 * A saved view as the list call answers it: `mine` when the caller owns it (only then may they
 * rename, change or delete it), `shared` `Y` when the company sees it, `isDefault` when it is the
 * caller's default for the list, `ownerName` the name of the person who saved it. `settings` are
 * the column settings saved with it, `null` when it keeps the person's own.
 */
export const SavedView = Type.Object({
  id: Id,
  view: TableView,
  name: Type.String(),
  query: SavedViewQuery,
  settings: Type.Union([TableSettings, Type.Null()]),
  shared: Flag,
  mine: Type.Boolean(),
  isDefault: Type.Boolean(),
  ownerName: Type.String(),
  updateTime: Type.Integer(),
});

/** {@link SavedView} as a type. */
export type SavedView = Static<typeof SavedView>;

/**
 * What the list call answers: the caller's views of the list and the company's shared ones, by
 * name, and `mayShare`, whether the caller may share a view with its company (a company
 * administrator: a super account, or a holder of a role of an administrator's type), so the
 * console offers 共享 to those the server lets share and to no one else.
 */
export const SavedViewList = Type.Object({
  views: Type.Array(SavedView),
  mayShare: Type.Boolean(),
});

/** {@link SavedViewList} as a type. */
export type SavedViewList = Static<typeof SavedViewList>;

/** The body of {@link savedViewPaths} `add`. `shared` `Y` needs a company administrator (403). */
export const SavedViewAddBody = Type.Object(
  {
    view: TableView,
    name: SavedViewName,
    query: SavedViewQuery,
    settings: Type.Optional(Type.Union([TableSettings, Type.Null()])),
    shared: Type.Optional(Flag),
  },
  { additionalProperties: false },
);

/** The body of {@link savedViewPaths} `update`: the fields given replace the view's. */
export const SavedViewUpdateBody = Type.Object(
  {
    id: Id,
    name: Type.Optional(SavedViewName),
    query: Type.Optional(SavedViewQuery),
    settings: Type.Optional(Type.Union([TableSettings, Type.Null()])),
    shared: Type.Optional(Flag),
  },
  { additionalProperties: false },
);

/** The body of {@link savedViewPaths} `setDefault`: a view of the list, or `null` for none. */
export const SavedViewDefaultBody = Type.Object(
  { view: TableView, id: Type.Union([Id, Type.Null()]) },
  { additionalProperties: false },
);

/**
 * The saved view calls, each `POST` with the signed-in account's session, each needing the
 * list's read permission (403 without it); a `view` that names no list answers 404
 * (`tableViewNotFound`). A view of another account that is not shared with the caller's company
 * answers as a missing one: HTTP 200, code 404 (`savedViewNotFound`), for every call; a shared view
 * may be used (listed, made a default) by the company but changed only by its owner (404 for
 * others). Add, update, delete and setDefault are written to the operate log (`savedView`).
 */
export const savedViewPaths = {
  /** `{view}` ({@link TableViewBody}): `data` a {@link SavedViewList}: the caller's views of the list and the company's shared ones, by name, and whether the caller may share. */
  list: '/share-system/savedViews/list',
  /** {@link SavedViewAddBody}: `data` the new {@link SavedView}. A name the caller already gave a view of the list: 400 `savedViewNameTaken`. */
  add: '/share-system/savedViews/add',
  /** {@link SavedViewUpdateBody}: `data` the {@link SavedView} after. */
  update: '/share-system/savedViews/update',
  /** `{id}`: deletes it (a default it was is forgotten); `data` `null`. */
  delete: '/share-system/savedViews/delete',
  /** {@link SavedViewDefaultBody}: the list opens in that view from then on; `data` `null`. */
  setDefault: '/share-system/savedViews/setDefault',
} as const;
