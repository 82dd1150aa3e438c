/**
 * Opens the database the server runs on and brings it to the committed migrations
 * (docs/architecture.md, "Server"): PGlite (embedded PostgreSQL) by default, node-postgres when a
 * `DATABASE_URL` is given. Both drivers are used through the same Drizzle query API.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

/** The Drizzle database, whichever driver is underneath. Services take this type only. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * Where the data lives:
 * - `{ pglite }`: an already created PGlite client (tests pass `new PGlite()`, in memory);
 * - `{ pgliteDir }`: PGlite persisted in that directory (created if missing);
 * - `{ url }`: a PostgreSQL server reached with node-postgres.
 *
 * The opened handle owns the client: closing it closes the client.
 */
export type DatabaseOption = { pglite: PGlite } | { pgliteDir: string } | { url: string };

/** An open, migrated database and the way to release it. */
export interface DatabaseHandle {
  db: Database;
  close: () => Promise<void>;
}

const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Opens the database described by `option` and applies every committed migration that has not
 * run yet (Drizzle's migrator records them in `drizzle.__drizzle_migrations`).
 *
 * @throws when the database cannot be reached or a migration fails; nothing stays open then.
 */
export async function connectDatabase(option: DatabaseOption): Promise<DatabaseHandle> {
  if ('url' in option) {
    const pool = new pg.Pool({ connectionString: option.url });
    // The server may end an idle pooled connection (a restart, a failover, pg_terminate_backend):
    // the pool drops it and the next query opens a new one. Without a listener, node-postgres
    // raises that as an uncaught 'error' event, which ends the process.
    pool.on('error', () => {});
    const db = drizzlePg({ client: pool, schema });
    try {
      await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
    } catch (error) {
      await pool.end();
      throw error;
    }
    return { db, close: () => pool.end() };
  }
  let client: PGlite;
  if ('pglite' in option) {
    client = option.pglite;
  } else {
    // PGlite fails with ENOENT unless its directory exists (docs/architecture.md, "Known constraints").
    mkdirSync(option.pgliteDir, { recursive: true });
    client = await PGlite.create(option.pgliteDir);
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
