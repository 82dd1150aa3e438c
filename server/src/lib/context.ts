/**
 * What the route modules share: the database, the clock, the RSA keys, the open live sockets, the
 * session cache and the sign-in limit; and the shape of a resource's store, which the context
 * holds for every resource (`stores`).
 */
import type { ResourceDefinition } from '@workbench/contracts';
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import type { Database, Transaction } from '../db/client';
import type { Clock } from './clock';
import type { Lang, t } from './i18n';
import type { RsaKeys } from './rsa';
import type { SessionCache } from './session';
import type { SignInLimiter } from './sign-in-limiter';
import type { SocketHub } from './socket-hub';

/** Who is calling a management route: the session, names for the log, scope and permissions. */
export interface Actor {
  accountId: number;
  account: string;
  personId: number;
  personName: string;
  companyId: number;
  companyName: string;
  /** A platform account sees and changes every company's rows; others their own company's. */
  platform: boolean;
  /** A super account holds every resource whatever its roles. */
  superAccount: boolean;
  /** The resource codes the account holds. */
  permissions: ReadonlySet<string>;
}

/** Options every route module is registered with. */
export interface AppContext {
  db: Database;
  clock: Clock;
  keys: RsaKeys;
  /**
   * The live sockets of this process; pushes and session ends go through it to every instance
   * (docs/architecture.md, "Several instances").
   */
  sockets: SocketHub;
  /** Console sessions, cached; the session check of every signed request reads them. */
  sessions: SessionCache;
  /** The failed sign-in counters of `/ibs/loginNew`, shared on PostgreSQL. */
  signInLimiter: SignInLimiter;
  /** The password a new account gets when none is given, and a reset sets (`DEFAULT_PASSWORD`). */
  defaultPassword: string;
  /** Whether the sign-in page may advertise the demo accounts: the demo seed is on and its data is there. */
  demoAccounts: boolean;
  /**
   * The store of every resource whose routes are registered, by its definition's `name` (filled by
   * `resourceRoutes`): the search log names a search's references through them.
   */
  stores: Map<string, ResourceStore<ResourceDefinition>>;
}

/**
 * How one resource's rows are read and written. Reads are built by the factory from `query`,
 * `count`, `scope`, `filter` and the sort columns, so paging, sorting and filtering all happen in
 * SQL; writes are the store's own, run by the factory inside the transaction that also writes
 * the operate log.
 */
export interface ResourceStore<D extends ResourceDefinition, R extends object = Record<string, unknown>> {
  /**
   * The row query with its joins (`db.select({...}).from(...).$dynamic()`): one row per record,
   * each an `R`, the query's {@link SelectedRecord}.
   */
  query: (db: Database | Transaction) => PgSelect;
  /** The same joins counting rows (`db.select({ total: count() }).from(...).$dynamic()`). */
  count: (db: Database | Transaction) => PgSelect;
  /** The id column: detail, update and delete find a row by it; it breaks ties of every sort. */
  id: PgColumn;
  /** The column or expression each sort key orders by. */
  sort: Record<D['sortKeys'][number], PgColumn | SQL>;
  /** The rows `actor` may see (another company's: none unless platform); `undefined` for all. */
  scope: (actor: Actor) => SQL | undefined;
  /** The conditions of the list's filters (only the filters present are passed). */
  filter: (filters: Record<string, unknown>, actor: Actor) => (SQL | undefined)[];
  /** A selected record as the definition's row (dates to epoch ms, arrays, localised names). */
  toRow: (record: R, lang: Lang) => Static<D['row']>;
  /** Adds a record; returns its id. Throws `FieldError` / `ApiError` to refuse. */
  insert?: (tx: Transaction, body: Static<D['create']>, actor: Actor, context: WriteContext) => Promise<number>;
  /** Changes record `id`, whose row before is `before`. */
  update?: (
    tx: Transaction,
    body: Static<D['update']>,
    before: Static<D['row']>,
    actor: Actor,
    context: WriteContext,
  ) => Promise<void>;
  /** Deletes record `id`, whose row before is `before`. */
  remove?: (tx: Transaction, before: Static<D['row']>, actor: Actor, context: WriteContext) => Promise<void>;
  /**
   * Whose access a write of this resource changes (menus, resources, role holders): after each
   * committed add, update or delete, those accounts' open consoles are told to fetch their menus
   * and routes again (`'all'`: every open console). Given the row after the write (before, for a
   * delete).
   */
  changesAccess?: (row: Static<D['row']>) => readonly number[] | 'all';
  /** The body limit of add and update in bytes, for a resource that takes an image. @default 1 MiB */
  bodyLimit?: number;
  /** The not-found message of the resource. @default 'recordNotFound' */
  notFound?: Parameters<typeof t>[1];
}

/**
 * The record a store's row query selects: one element of what awaiting the query gives, as Drizzle
 * infers it from the selection (columns keep their types: `Date`, enums, `null` where nullable).
 */
export type SelectedRecord<Q extends (db: Database | Transaction) => PromiseLike<readonly object[]>> = Awaited<
  ReturnType<Q>
>[number];

/** What a store's write may need besides the transaction: the app's context and the request. */
export interface WriteContext {
  app: AppContext;
  request: FastifyRequest;
}
