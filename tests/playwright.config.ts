import { defineConfig } from '@playwright/test';
import path from 'node:path';
import { ROOT, testServer } from './support/server';

const server = testServer();

/**
 * Journeys, axe audits and security probes against the server we ship, started on a free port
 * with a fresh data directory, serving the console that `pnpm build` produced (ARCHITECTURE
 * decision 11). Debian Chromium, never a downloaded browser (TOOLING.md).
 */
export default defineConfig({
  testDir: '.',
  testMatch: ['e2e/**/*.spec.ts', 'a11y/**/*.spec.ts', 'security/**/*.spec.ts'],
  globalTeardown: './support/teardown.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: server.baseURL,
    locale: 'zh-CN',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
    trace: 'off',
  },
  webServer: {
    command: `exec "${path.join(ROOT, 'server/node_modules/.bin/tsx')}" src/main.ts`,
    cwd: path.join(ROOT, 'server'),
    url: `${server.baseURL}/admin/index`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(server.port),
      HOST: '127.0.0.1',
      DATA_DIR: server.dataDir,
      NODE_ENV: 'test',
    },
  },
});
