import { defineConfig } from '@playwright/test';

/**
 * The browser part of `pnpm bench` (not part of `pnpm test`): timings of the design system's
 * stories in Debian Chromium from the built Ladle (`pnpm build-ladle` first), written to
 * docs/benchmarks.md. No server: the stories are served by the spec itself.
 */
export default defineConfig({
  testDir: './bench',
  testMatch: ['**/*.spec.ts'],
  workers: 1,
  reporter: [['list']],
  use: { launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' } },
});
