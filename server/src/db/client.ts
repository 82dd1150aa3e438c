/**
 * Opens the database the server runs on and brings it to the committed migrations
 * (docs/architecture.md, "Server"): PGlite (embedded PostgreSQL) by default, node-postgres when a
 * `DATABASE_URL` is given. Both drivers are used through the same Drizzle query API.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgDatabase, PgQueryResultHKT, PgTable } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

/** The Drizzle database, whichever driver is underneath. Services take this type only. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The transaction a write runs in: the same query API as the database. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Where the data lives:
 * - `{ pglite }`: an already created PGlite client (tests pass `new PGlite()`, in memory);
 * - `{ pgliteDir }`: PGlite persisted in that directory (created if missing);
 * - `{ url }`: a PostgreSQL server reached with node-postgres.
 *
 * The opened handle owns the client: closing it closes the client.
 */
export type DatabaseOption = { pglite: PGlite } | { pgliteDir: string } | { url: string };

/**
 * An open, migrated database and the way to release it. `postgres` is set on PostgreSQL only:
 * the node-postgres pool under `db` and its connection string, for what several instances share
 * through the database (docs/architecture.md, "Several instances").
 */
export interface DatabaseHandle {
  db: Database;
  postgres?: { pool: pg.Pool; url: string };
  close: () => Promise<void>;
}

/**
 * Key of the session-level advisory lock (`pg_advisory_lock`) instances hold while they migrate,
 * so that instances starting together on one PostgreSQL apply each migration once.
 */
export const MIGRATION_LOCK_KEY = 7_202_611;

// Beside this module in src/db/, and beside the bundle in dist/, where the build copies them (tsup.config.ts).
const execFileAsync = promisify(execFile);

const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * How long node-postgres waits for a new connection to PostgreSQL before the query fails, in ms.
 * Without it an unreachable host (packets dropped, not refused) would hold requests open forever;
 * with it they fail as {@link isDatabaseUnavailable} (docs/architecture.md, "Faults").
 */
export const CONNECT_TIMEOUT_MS = 5_000;

/**
 * System error codes of a connection to PostgreSQL that failed or broke (Node's `errno` names).
 */
const NETWORK_ERROR_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND']);

/**
 * SQLSTATEs of a server that cannot serve right now (PostgreSQL, Appendix A "Error Codes"):
 * `57P01` admin_shutdown, `57P02` crash_shutdown, `57P03` cannot_connect_now; the whole class
 * `08` (connection exception) is matched separately.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03']);

/** node-postgres's own errors for a connection that ended or never came (they carry no code). */
const DRIVER_CONNECTION_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/**
 * Whether `error` (or one of its causes: Drizzle wraps driver errors in `DrizzleQueryError`) says
 * the database cannot be reached right now, rather than that the query was wrong: a refused,
 * reset or timed-out connection, a server shutting down or starting up. The error handler answers
 * those with HTTP 503 and code 503 (docs/wire-protocol.md, "Envelope").
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const current of causesOf(error)) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (NETWORK_ERROR_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
    } else if (DRIVER_CONNECTION_MESSAGE.test(current.message)) {
      return true;
    }
  }
  return false;
}

/** `error` and its causes, five at most (Drizzle wraps a driver's error in `DrizzleQueryError`). */
function* causesOf(error: unknown): Generator<Error> {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    yield current;
    current = current.cause;
  }
}

/**
 * The name of the unique constraint (or unique index) `error` says a write broke: SQLSTATE `23505`
 * unique_violation (PostgreSQL, Appendix A "Error Codes"), whose `constraint` both drivers report;
 * `undefined` for any other error.
 */
export function uniqueViolation(error: unknown): string | undefined {
  for (const current of causesOf(error)) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505' && typeof constraint === 'string') return constraint;
  }
  return undefined;
}

/** What a foreign-key violation names: the constraint and the database's detail, when the driver reports them. */
export interface ForeignKeyViolation {
  constraint: string | undefined;
  detail: string | undefined;
}

/**
 * The foreign key `error` says a write broke: SQLSTATE `23503` foreign_key_violation (PostgreSQL,
 * Appendix A "Error Codes"), whose `constraint` and `detail` both drivers report; `undefined` for
 * any other error.
 */
export function foreignKeyViolation(error: unknown): ForeignKeyViolation | undefined {
  for (const current of causesOf(error)) {
    const { code, constraint, detail } = current as { code?: unknown; constraint?: unknown; detail?: unknown };
    if (code === '23503') {
      return {
        constraint: typeof constraint === 'string' ? constraint : undefined,
        detail: typeof detail === 'string' ? detail : undefined,
      };
    }
  }
  return undefined;
}

/**
 * `column` named with its schema and table (`"workbench"."companies"."id"`), for the outer side
 * of a correlated subquery: Drizzle names the columns of a one-table query without their table,
 * and inside a subquery a bare `"id"` means the subquery's own table's column (PostgreSQL,
 * "Scalar Subqueries"), which silently counts the wrong rows.
 */
export function qualified(column: PgColumn): SQL {
  return sql`${column.table}.${sql.identifier(column.name)}`;
}

/**
 * Locks the row of `column`'s table whose `column` equals `id` until the transaction ends
 * (`SELECT … FOR UPDATE`, PostgreSQL "Explicit Locking"). A write that replaces a set of rows
 * hanging from one parent (the grants of a role, the applications of an account) locks the parent
 * first, so that two such writes take turns: under READ COMMITTED each would read the set before
 * the other's change, and the second insert would break the key (HTTP 500) or keep part of the
 * first. On PGlite, whose writes already take turns, the lock costs a read.
 */
export async function lockRow(tx: Pick<Database, 'select'>, column: PgColumn, id: number): Promise<void> {
  await tx
    .select({ id: column })
    .from(column.table as PgTable)
    .where(eq(column, id))
    .for('update');
}

/**
 * PGlite's `shared_buffers`: 16 MB instead of PostgreSQL's 128 MB. PGlite's WebAssembly memory
 * holds the whole buffer pool and is resident from the start, while the embedded database of one
 * process is small and the files it reads stay in the system's page cache (docs/architecture.md,
 * "Memory").
 */
export const PGLITE_SHARED_BUFFERS = '16MB';

/**
 * Creates PGlite's cluster (initdb) in `dir` in a child process of its own, which ends once it is
 * done. The client that creates a cluster keeps the WebAssembly instance that ran initdb, with
 * its memory (some 400 MB), for as long as it lives, and memory freed inside a process mostly
 * stays with it; a child's goes back to the system when it exits (docs/architecture.md, "Memory").
 * @throws Error with the child's standard error when the cluster cannot be created.
 */
async function createPgliteCluster(dir: string): Promise<void> {
  const pglite = import.meta.resolve('@electric-sql/pglite');
  await execFileAsync(process.execPath, [
    '--input-type=module',
    '--eval',
    `const { PGlite } = await import(${JSON.stringify(pglite)}); await (await PGlite.create(${JSON.stringify(dir)})).close();`,
  ]);
}

/**
 * Opens the database described by `option` and applies every committed migration that has not
 * run yet (Drizzle's migrator records them in `drizzle.__drizzle_migrations`); on PostgreSQL
 * under {@link MIGRATION_LOCK_KEY}, one instance at a time.
 *
 * @throws when the database cannot be reached or a migration fails; nothing stays open then.
 */
export async function connectDatabase(option: DatabaseOption): Promise<DatabaseHandle> {
  if ('url' in option) {
    const pool = new pg.Pool({ connectionString: option.url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    // An idle connection breaks when PostgreSQL stops: the pool drops it and connects anew on the
    // next query, whose failure is what a request sees (503). Without a listener, the pool's
    // 'error' event would end the process (Node's EventEmitter throws unhandled 'error' events).
    pool.on('error', () => {});
    // The same for a connection checked out of the pool between two statements of a transaction:
    // the pool does not listen to it then, and its next query fails (rolled back) on its own.
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = drizzlePg({ client: pool, schema });
    try {
      const lock = await pool.connect();
      try {
        await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        // Should the unlock fail, the connection is destroyed, which ends the lock with its session.
        await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).then(
          () => lock.release(),
          (error: Error) => lock.release(error),
        );
      }
    } catch (error) {
      await pool.end();
      throw error;
    }
    return { db, postgres: { pool, url: option.url }, close: () => pool.end() };
  }
  let client: PGlite;
  if ('pglite' in option) {
    client = option.pglite;
  } else {
    // PGlite fails with ENOENT unless its directory exists (docs/architecture.md, "Known constraints").
    mkdirSync(option.pgliteDir, { recursive: true });
    if (!existsSync(join(option.pgliteDir, 'PG_VERSION'))) await createPgliteCluster(option.pgliteDir);
    client = await PGlite.create(option.pgliteDir, {
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    });
  }
  const db = drizzlePglite({ client, schema });
  try {
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  } catch (error) {
    await client.close();
    throw error;
  }
  return { db, close: () => client.close() };
}
