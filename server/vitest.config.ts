import { configDefaults, defineConfig } from 'vitest/config';

/**
 * With `DATABASE_URL` set (the second run of `pnpm test`, on PostgreSQL), only the files whose
 * outcome can differ between the engines: the HTTP-level tests in `test/`, which run on the
 * suite's engine, the database client and the PostgreSQL bus. The rest is the same code on
 * either run: unit tests that use no database or an in-memory PGlite of their own, and
 * test/shutdown.test.ts, whose server processes use the embedded database whatever the engine.
 */
const ON_POSTGRES = Boolean(process.env['DATABASE_URL']);

/**
 * Unit tests beside the code in `src/`, HTTP-level tests in `test/`; two files at a time. On
 * PGlite by default, on PostgreSQL when `DATABASE_URL` is set (test/global-setup.ts).
 */
export default defineConfig({
  test: {
    include: ON_POSTGRES
      ? ['test/**/*.test.ts', 'src/db/**/*.test.ts', 'src/lib/bus.test.ts']
      : ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...(ON_POSTGRES ? ['test/shutdown.test.ts'] : [])],
    environment: 'node',
    globalSetup: ['test/global-setup.ts'],
    // Two files at a time, one per core: each test server loads its own copy of the seeded
    // template (test/global-setup.ts), some hundred MB of PGlite or one PostgreSQL database.
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
