import { defineConfig } from '@playwright/test';
import baseConfig from './playwright.config';

/**
 * `pnpm lighthouse` (not part of `pnpm test`): Lighthouse's desktop audit of the sign-in page, the
 * portal and the work bench, against the server the main configuration starts (free port, fresh data
 * directory, the built console), written to docs/lighthouse.md.
 */
export default defineConfig({
  ...baseConfig,
  testDir: './lighthouse',
  testMatch: ['**/*.spec.ts'],
  workers: 1,
  timeout: 600_000,
  webServer: Array.isArray(baseConfig.webServer) ? baseConfig.webServer.slice(0, 1) : baseConfig.webServer,
});
