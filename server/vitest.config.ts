import { defineConfig } from 'vitest/config';

/**
 * Unit tests beside the code in `src/`, HTTP-level tests in `test/`; one file at a time. On
 * PGlite by default, on PostgreSQL when `DATABASE_URL` is set (test/global-setup.ts).
 */
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/global-setup.ts'],
    // One in-memory PGlite at a time: each costs ~4 s and several hundred MB while it initialises.
    fileParallelism: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
