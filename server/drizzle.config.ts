/**
 * drizzle-kit configuration: `pnpm --filter @workbench/server db:generate` writes a new SQL
 * migration into `src/db/migrations` from the tables of `src/db/schema/`. The server applies the committed
 * migrations at start (`src/db/client.ts`); `generate` needs no database.
 */
import { defineConfig } from 'drizzle-kit';

/**
 * drizzle-kit settings: the `workbench` schema of every module in `src/db/schema/` (those
 * `src/db/schema.ts` exports, and the table of a screen made by `pnpm new:screen`, which its
 * module imports from the table's own file), migrations in `src/db/migrations`.
 */
export default defineConfig({
  dialect: 'postgresql',
  driver: 'pglite',
  schema: './src/db/schema/*.ts',
  out: './src/db/migrations',
  // Used by `drizzle-kit studio` only: the server's default database when started from this
  // folder (DATA_DIR=./.data). `generate` reads no database.
  dbCredentials: { url: './.data/pglite' },
  schemaFilter: ['workbench'],
});
