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
  },
});
