import { defineConfig } from '@playwright/test';
import path from 'node:path';
import { postgresServer, ROOT, SERVER_ENV, SERVER_NODE_ARGS, testServer } from './support/server';
import { READY_PATH, storiesServer } from './support/static-server';

const server = testServer();
const postgres = postgresServer();
const stories = storiesServer();
const SERVER_COMMAND = ['exec', JSON.stringify(process.execPath), ...SERVER_NODE_ARGS].join(' ');

/**
 * The journeys that also run against the server on PostgreSQL. Every call of the wire protocol is
 * already tested on both engines at the HTTP level (server/test/, the second run of the unit
 * tests), writes with their operate-log row included; in a browser, PostgreSQL adds what rests on
 * the shipped server process and its database together: a session kept over a reload and a browser
 * restart (sign-in), a list's SQL sort, filter, keyset paging and export as a person drives them
 * (people manage), the organisation trees, the month sums of the work bench, and access changes
 * and reminders pushed over the live socket, also across server processes on one database. The
 * axe and story audits and the wire probes check markup and protocol, the same on either engine,
 * and the other journeys make the same calls as these: leaving them out keeps this project to a
 * few minutes of `pnpm test:e2e`.
 */
const POSTGRES_JOURNEYS = [
  'e2e/sign-in.spec.ts',
  'e2e/people-manage.spec.ts',
  'e2e/org-structure.spec.ts',
  'e2e/access-live.spec.ts',
  'e2e/live.spec.ts',
  'e2e/workbench.spec.ts',
];

/**
 * The story audit's random brand colours derive from this seed: chosen once per run in the main
 * process (workers inherit it), printed by the audit, and set it again to reproduce a failure.
 * Local runs draw a new seed each time, to keep exploring colours; CI replays a seed that passed,
 * so a submission never lands or fails on the luck of the draw (the tokens' property test covers
 * 1,000 fresh random brands on every run).
 */
const CI_STORIES_SEED = '417139681';
process.env.WORKBENCH_STORIES_SEED ??= process.env.CI ? CI_STORIES_SEED : String(Math.floor(Math.random() * 2 ** 31));

/**
 * Journeys, axe audits and security probes against the server we ship, as `pnpm start` starts
 * the build, on a free port with a fresh data directory, serving the console that `pnpm build`
 * produced (docs/architecture.md, "Tests").
 * Project `pglite` runs everything against the server on its embedded database; when
 * `DATABASE_URL` is set (`pnpm test:e2e` runs inside scripts/with-postgres.sh), project
 * `postgresql` runs {@link POSTGRES_JOURNEYS} against a second server on that database.
 * Project `pglite` also runs `package/`, the pack-and-consume test of the published packages.
 * Debian Chromium, never a downloaded browser (docs/architecture.md, "Known constraints").
 */
export default defineConfig({
  testDir: '.',
  testMatch: ['e2e/**/*.spec.ts', 'a11y/**/*.spec.ts', 'security/**/*.spec.ts', 'package/**/*.spec.ts'],
  globalTeardown: './support/teardown.ts',
  fullyParallel: false,
  workers: 2,
  // On CI a failed test runs once more, as Playwright's own configuration suggests: a test that
  // passes then is reported as flaky in the list (fixing it is work, see docs/architecture.md,
  // "Tests"), and a submission does not fail on one slow moment of a shared host. Locally every
  // failure shows at once.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: server.baseURL,
    locale: 'zh-CN',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
    trace: 'off',
  },
  projects: [
    { name: 'pglite', metadata: { databaseUrl: '' } },
    ...(postgres
      ? [
          {
            name: 'postgresql',
            testMatch: POSTGRES_JOURNEYS,
            use: { baseURL: postgres.baseURL },
            metadata: { databaseUrl: postgres.databaseUrl },
          },
        ]
      : []),
  ],
  webServer: [
    {
      command: SERVER_COMMAND,
      cwd: path.join(ROOT, 'server'),
      url: `${server.baseURL}/admin/index`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        ...SERVER_ENV,
        PORT: String(server.port),
        HOST: '127.0.0.1',
        DATA_DIR: server.dataDir,
        // PGlite in DATA_DIR, even inside scripts/with-postgres.sh.
        DATABASE_URL: '',
        NODE_ENV: 'test',
      },
    },
    ...(postgres
      ? [
          {
            command: SERVER_COMMAND,
            cwd: path.join(ROOT, 'server'),
            url: `${postgres.baseURL}/admin/index`,
            reuseExistingServer: false,
            timeout: 180_000,
            stdout: 'pipe' as const,
            stderr: 'pipe' as const,
            env: {
              ...SERVER_ENV,
              PORT: String(postgres.port),
              HOST: '127.0.0.1',
              DATA_DIR: postgres.dataDir,
              DATABASE_URL: postgres.databaseUrl,
              SEED_DEMO: '1',
              NODE_ENV: 'test',
            },
          },
        ]
      : []),
    // storybook-static for a11y/stories.a11y.spec.ts, by a node:http server on its own free port. A
    // webServer rather than page.route: routing disables Chromium's HTTP cache and sends every
    // request through the Playwright protocol, and the audit reloads the Storybook iframe hundreds
    // of times. It starts even when storybook-static is missing (the story audit then fails, saying so).
    {
      command: `exec "${path.join(ROOT, 'server/node_modules/.bin/tsx')}" support/static-server.ts`,
      cwd: path.join(ROOT, 'tests'),
      url: `${stories.baseURL}${READY_PATH}`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { PORT: String(stories.port), STATIC_DIR: stories.dir },
    },
  ],
});
