/**
 * The two logs of docs/screens.md, "Log manage", written here alone: the operate log (every write
 * and every refusal, in the write's own transaction) and the search log (the searches a person ran
 * and every export). Each row records who acted as they were at the time ({@link actorColumns}).
 */
import type { Localised, OperateAction, ResourceDefinition } from '@workbench/contracts';
import type { FastifyRequest } from 'fastify';
import type { Database, Transaction } from '../db/client';
import { operateLogs, searchLogs } from '../db/schema';
import type { Actor } from './context';

/** What one operate-log row records besides who and when. */
export interface LogEntry {
  action: OperateAction;
  /** The definition's `name`, or another name the logs know (`logResources` of the contracts). */
  resource: string;
  rowId?: string | number;
  before?: unknown;
  after?: unknown;
}

/** The columns both logs record about who acted, at the time of acting. */
export function actorColumns(actor: Actor) {
  return {
    accountId: actor.accountId,
    account: actor.account,
    personId: actor.personId,
    personName: actor.personName,
    companyId: actor.companyId,
    companyName: actor.companyName,
    createdAt: new Date(),
  };
}

/**
 * Where a logged change came from: the request that made it (its id and client address), or, for
 * a change the server made on someone's behalf (a scheduled publication), a named origin such as
 * `{ id: 'timer', ip: '' }`.
 */
export type LogOrigin = Pick<FastifyRequest, 'id' | 'ip'>;

/** Writes an operate-log row for `actor` from `request` (in the caller's transaction, when given one). */
export async function writeOperateLog(db: Database | Transaction, request: LogOrigin, actor: Actor, entry: LogEntry) {
  await writeOperateLogs(db, request, actor, [entry]);
}

/**
 * Operate-log rows per insert of {@link writeOperateLogs}: 1,000 rows of 14 columns keep an insert
 * well under PostgreSQL's 65,535 parameters of one statement.
 */
const LOG_ROWS_PER_INSERT = 1_000;

/**
 * Writes one operate-log row per entry, in their order, for `actor` from `request` (in the
 * caller's transaction, when given one): a bulk write's rows in a few inserts, not one each.
 */
export async function writeOperateLogs(
  db: Database | Transaction,
  request: LogOrigin,
  actor: Actor,
  entries: readonly LogEntry[],
) {
  const who = actorColumns(actor);
  const values = entries.map((entry) => ({
    ...who,
    action: entry.action,
    resource: entry.resource,
    rowId: entry.rowId === undefined ? '' : String(entry.rowId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    requestId: String(request.id),
    clientIp: request.ip,
  }));
  for (let start = 0; start < values.length; start += LOG_ROWS_PER_INSERT) {
    await db.insert(operateLogs).values(values.slice(start, start + LOG_ROWS_PER_INSERT));
  }
}

/**
 * Writes one search of `definition` by `actor` to the search log, with `names`: what its conditions
 * say of the units, rows and dictionary items it filters by, in both languages.
 */
export async function writeSearchLog(
  db: Database,
  actor: Actor,
  definition: ResourceDefinition,
  kind: 'list' | 'export',
  filters: Record<string, unknown>,
  total: number,
  names: Record<string, Localised>,
) {
  await db.insert(searchLogs).values({
    ...actorColumns(actor),
    resource: definition.name,
    kind,
    filters,
    names,
    total,
  });
}
