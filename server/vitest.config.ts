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
 * The test that stops the run's PostgreSQL cluster for 10 s (it is skipped on PGlite): it runs
 * alone, once every other file finished, or their connections would be refused meanwhile.
 */
const OUTAGE = 'test/database-outage.test.ts';

const common = { environment: 'node', testTimeout: 20_000, hookTimeout: 60_000 } as const;

/**
 * Unit tests beside the code in `src/`, HTTP-level tests in `test/`, two files at a time, one per
 * core: each test server loads its own copy of the seeded template (test/global-setup.ts), some
 * hundred MB of PGlite or one PostgreSQL database. On PGlite by default, on PostgreSQL when
 * `DATABASE_URL` is set. Then the database outage, alone.
 */
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        test: {
          ...common,
          name: 'server',
          include: ON_POSTGRES
            ? ['test/**/*.test.ts', 'src/db/**/*.test.ts', 'src/lib/bus.test.ts']
            : ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, OUTAGE, ...(ON_POSTGRES ? ['test/shutdown.test.ts'] : [])],
          globalSetup: ['test/global-setup.ts'],
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          ...common,
          name: 'outage',
          include: [OUTAGE],
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
