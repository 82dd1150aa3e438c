/**
 * Paging of every list (docs/behaviour.md, "Formats and limits"): a page query `{pageNum,
 * pageSize}` and a page `{total, list}`.
 */
import { type TSchema, Type } from 'typebox';

/** The page sizes every table offers. */
export const PAGE_SIZES = [10, 20, 50, 100] as const;

/** The page size a list starts with. */
export const DEFAULT_PAGE_SIZE = 10;

/** The largest page a list answers: 100 rows. */
export const MAX_PAGE_SIZE = 100;

/**
 * The paging part of a list query: `pageNum` from 1 (a page past the end answers an empty
 * `list` and the real `total`), `pageSize` 1 to 100 (0 or 101 answers 400).
 */
export const PageQuery = Type.Object({
  pageNum: Type.Integer({ minimum: 1, maximum: 1_000_000 }),
  pageSize: Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE }),
});

/** Sort direction of a list. */
export const SortOrder = Type.Union([Type.Literal('asc'), Type.Literal('desc')]);

/** One page of a list: `total` rows match the query in all; `list` holds this page's, in order. */
export const Page = <T extends TSchema>(row: T) =>
  Type.Object({ total: Type.Integer({ minimum: 0 }), list: Type.Array(row) });

/**
 * The query parameter a console adds to a list call's address when a person ran that search:
 * typed a keyword, chose a filter or a sort (`POST …/list?searchLog=Y`). The server writes such a
 * call to the search log when it has a filter or a sort; the fetches that fill a select, load a
 * card or page through the same search are sent without it and are not logged
 * (docs/behaviour.md, "Lists"). It stands outside the signed body, so a gateway that does not
 * know it passes it by (docs/wire-protocol.md, "Every API request").
 */
export const SEARCH_LOG_PARAM = 'searchLog';
