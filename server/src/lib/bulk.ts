/**
 * Bulk writes (docs/behaviour.md, "Lists"; docs/wire-protocol.md, "Bulk writes"): one request
 * names many rows of a resource, and each row is written as a write of that row alone would be,
 * all in one transaction. A row the caller may not see refuses the whole request before anything
 * is written; a row its write refuses (code 400 or 403, or 409 when the database refuses it for a
 * foreign key) is rolled back to its savepoint, logged as
 * `refuse` and answered with its reason, while the others are written.
 */
import { type BulkResult, type OperateAction, type ResourceDefinition, titleOf } from '@workbench/contracts';
import { and, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import type { Database, Transaction } from '../db/client';
import { actorOf, announceAccessChange, calledPath } from './access';
import { type LogEntry, writeOperateLogs } from './audit-log';
import type { Actor, AppContext, ResourceStore, WriteContext } from './context';
import { ApiError, CODES } from './envelope';
import { type Lang, LANGS, requestLanguage, t } from './i18n';
import { referenceRefusal } from './references';

/** What a bulk write of one resource does to each of its rows. */
export interface BulkWrite<D extends ResourceDefinition, R extends object = Record<string, unknown>> {
  definition: D;
  store: ResourceStore<D, R>;
  /** The rows asked for, distinct (the body's schema sees to that), in the order they are written. */
  ids: readonly number[];
  /** The operate-log action of each row written: the single write's (`delete`, `disable`…). */
  action: OperateAction;
  /** Whether the write deletes its row: its log row then has no `after`. */
  deletes: boolean;
  /**
   * The write of one row, the single route's, whose row before is `before`. Throws `FieldError` or
   * an `ApiError` with code 400 or 403 to refuse that row (a foreign-key violation refuses it too);
   * anything else it throws aborts all.
   */
  write: (tx: Transaction, before: Static<D['row']>, actor: Actor, context: WriteContext) => Promise<void>;
}

/** What became of one row inside the transaction: written, or refused by its write. */
interface Outcome<Row> {
  id: number;
  before: Row;
  refusal?: ApiError;
}

/**
 * A write's refusal of its row, as opposed to a failure: an `ApiError` with code 400 or 403, or the
 * database's refusal of a row others still refer to (code 409, src/lib/references.ts).
 */
function refusalOf(error: unknown): ApiError | undefined {
  if (error instanceof ApiError && (error.code === CODES.BAD_REQUEST || error.code === CODES.FORBIDDEN)) return error;
  return referenceRefusal(error);
}

/**
 * The rows `ids` of `store` that `actor` may see, by id, in one query. `ids` hold at most
 * `BULK_MAX` (10,000) values, well under PostgreSQL's 65,535 parameters of one statement.
 */
async function visibleRows<D extends ResourceDefinition, R extends object = Record<string, unknown>>(
  db: Database | Transaction,
  store: ResourceStore<D, R>,
  ids: readonly number[],
  actor: Actor,
  lang: Lang,
): Promise<Map<number, Static<D['row']>>> {
  const records = (await store.query(db).where(and(inArray(store.id, [...ids]), store.scope(actor)))) as R[];
  return new Map(
    records.map((record) => {
      const row = store.toRow(record, lang);
      return [(row as { id: number }).id, row];
    }),
  );
}

/**
 * Runs `bulk` for the caller of `request` (whose route checked the resource's write permission):
 * reads every row asked for in one query through the store's scope, then, in one transaction,
 * writes each row in a savepoint of its own and logs it under `bulk.action`, or, when its write
 * refuses it, rolls it back and logs a `refuse` row with the reason in both languages and the
 * path called; the operate-log rows are inserted together once the rows are written. After the
 * commit, the accounts whose access the written rows change are told (`changesAccess`).
 * @returns which rows were written, in the order asked, and which were refused, with their names
 *   and reasons in the request's language.
 * @throws ApiError HTTP 200, code 404 (`bulkRowsNotFound`, with the count) when any row is
 *   missing or out of the caller's scope, before anything is written; whatever a write throws
 *   that is not a refusal (the transaction is then rolled back whole).
 */
export async function runBulkWrite<D extends ResourceDefinition, R extends object = Record<string, unknown>>(
  context: AppContext,
  request: FastifyRequest,
  bulk: BulkWrite<D, R>,
): Promise<BulkResult> {
  const { db } = context;
  const { definition, store, ids } = bulk;
  const actor = await actorOf(db, request);
  const lang = requestLanguage(request);
  const befores = await visibleRows(db, store, ids, actor, lang);
  const missing = ids.length - befores.size;
  if (missing > 0) throw new ApiError(200, CODES.NOT_FOUND, 'bulkRowsNotFound', { count: missing });
  const writeContext: WriteContext = { app: context, request };

  const { outcomes, afters } = await db.transaction(async (tx) => {
    const outcomes: Outcome<Static<D['row']>>[] = [];
    for (const id of ids) {
      const before = befores.get(id) as Static<D['row']>;
      try {
        await tx.transaction((savepoint) => bulk.write(savepoint, before, actor, writeContext));
        outcomes.push({ id, before });
      } catch (error) {
        const refusal = refusalOf(error);
        if (!refusal) throw error;
        outcomes.push({ id, before, refusal });
      }
    }
    const written = outcomes.filter((outcome) => !outcome.refusal).map((outcome) => outcome.id);
    const afters =
      bulk.deletes || written.length === 0
        ? new Map<number, Static<D['row']>>()
        : await visibleRows(tx, store, written, actor, lang);
    const url = calledPath(request);
    await writeOperateLogs(
      tx,
      request,
      actor,
      outcomes.map(({ id, before, refusal }): LogEntry => {
        const entry = { resource: definition.name, rowId: id, before };
        if (!refusal) return { ...entry, action: bulk.action, after: afters.get(id) };
        const reason = Object.fromEntries(LANGS.map((each) => [each, t(each, refusal.messageKey, refusal.values)]));
        return { ...entry, action: 'refuse', after: { reason, url } };
      }),
    );
    return { outcomes, afters };
  });

  const done = outcomes.filter((outcome) => !outcome.refusal);
  if (store.changesAccess && done.length > 0) {
    const changed = done.map(({ id, before }) => store.changesAccess?.(afters.get(id) ?? before) ?? []);
    await announceAccessChange(
      context.sockets,
      changed.includes('all') ? 'all' : changed.flatMap((accounts) => (accounts === 'all' ? [] : accounts)),
    );
  }
  return {
    done: done.map((outcome) => outcome.id),
    refused: outcomes.flatMap(({ id, before, refusal }) =>
      refusal
        ? [
            {
              id,
              name: titleOf(definition, before as Record<string, unknown>, lang),
              reason: t(lang, refusal.messageKey, refusal.values),
            },
          ]
        : [],
    ),
  };
}
