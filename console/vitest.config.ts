import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** jsdom in the `vmThreads` pool, two workers, for the reasons design-system/vitest.config.ts gives. */
export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    pool: 'vmThreads',
    maxWorkers: 2,
    // A test here is a whole journey in jsdom (open, type, wait for the answer); on a loaded CI host
    // one can pass 5 s without hanging, so the budget is for a slow machine, not for a hang.
    testTimeout: 15_000,
  },
});
