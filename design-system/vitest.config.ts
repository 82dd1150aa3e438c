import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * jsdom in the `vmThreads` pool: each file gets a fresh VM context (a new jsdom, the modules
 * evaluated again) inside two long-lived workers, instead of a new worker that loads jsdom and
 * every dependency from scratch: on the 2-core machine a quarter of the wall time of the default
 * pool (docs/architecture.md, "Tests"). What runs outside the context (jsdom's own clock and
 * cookie jar) does not see `vi.useFakeTimers`.
 */
export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    pool: 'vmThreads',
    maxWorkers: 2,
    // A test here is a whole journey in jsdom (open, type, wait for the answer); on a loaded CI host
    // one can pass 5 s without hanging, so the budget is for a slow machine, not for a hang.
    testTimeout: 15_000,
  },
});
