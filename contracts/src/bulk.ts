/**
 * Bulk writes (docs/behaviour.md, "Lists", bulk work): one request names many rows; the server
 * authorises each row as it would a write of that row alone, writes the rows it may in one
 * transaction with an operate-log row each, logs each refused row as `refuse`, and answers which
 * rows were written and which were refused and why.
 */
import { type Static, Type } from 'typebox';
import { Flag, Id } from './resource';

/** The most rows one bulk request names: more answers 400. */
export const BULK_MAX = 10_000;

/** The ids of a bulk request: 1 to {@link BULK_MAX} distinct row ids. */
export const BulkIds = Type.Array(Id, { minItems: 1, maxItems: BULK_MAX, uniqueItems: true });

/** The body of a bulk write with nothing but its rows (delete). */
export const BulkBody = Type.Object({ ids: BulkIds }, { additionalProperties: false });

/** The body of a bulk enable or disable: the rows and the flag they get. */
export const BulkEnableBody = Type.Object({ ids: BulkIds, enabled: Flag }, { additionalProperties: false });

/** One refused row of a bulk write: its id, its name (`titleKey`) and why, in the caller's language. */
export const BulkRefusal = Type.Object({ id: Id, name: Type.String(), reason: Type.String() });

/**
 * The answer of a bulk write: the ids written, in the order asked, and the rows refused. A row the
 * caller may not see (another company's, or none) refuses the whole request before anything is
 * written: HTTP 200, code 404, naming how many (`bulkRowsNotFound`).
 */
export const BulkResult = Type.Object({ done: Type.Array(Id), refused: Type.Array(BulkRefusal) });

/** {@link BulkResult} as a type. */
export type BulkResult = Static<typeof BulkResult>;

/**
 * The answer of a list's `ids` call: how many rows its filters find in all, and their ids in its
 * sort, the first {@link BULK_MAX} of them.
 */
export const MatchingIds = Type.Object({ total: Type.Integer({ minimum: 0 }), ids: Type.Array(Id) });

/** {@link MatchingIds} as a type. */
export type MatchingIds = Static<typeof MatchingIds>;
