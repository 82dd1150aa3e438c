import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverStart } from '../../scripts/server-start.mjs';

/** The repository root, seen from this file. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const start = serverStart();

/**
 * How the server we ship starts: the Node options and entry of `pnpm start` (server/package.json),
 * run in `server/` on the build `pnpm build` made (`dist/main.js`), without pnpm between the
 * test and the server so that a signal reaches the server itself. {@link SERVER_ENV} holds the
 * environment settings of that command.
 */
export const SERVER_NODE_ARGS: readonly string[] = [...start.nodeOptions, start.entry];

/** The environment settings of `pnpm start` (such as `MALLOC_ARENA_MAX`), to add to a server's. */
export const SERVER_ENV: Readonly<Record<string, string>> = start.env;

/**
 * A port nobody listens on now, found by asking the OS for one (synchronously, because
 * Playwright reads its config synchronously).
 */
export function freePort(): number {
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
}

/**
 * The server of this test run: one port and one temporary data directory per run, chosen once in
 * the main process and handed to the workers through the environment they inherit.
 */
export function testServer(): { port: number; dataDir: string; baseURL: string } {
  process.env.WORKBENCH_TEST_PORT ??= String(freePort());
  process.env.WORKBENCH_TEST_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'workbench-e2e-'));
  const port = Number(process.env.WORKBENCH_TEST_PORT);
  return { port, dataDir: process.env.WORKBENCH_TEST_DATA_DIR, baseURL: `http://127.0.0.1:${port}` };
}

/**
 * The run's second server, on the PostgreSQL database of `DATABASE_URL` (as
 * scripts/with-postgres.sh sets it), with its own port and temporary data directory, chosen like
 * {@link testServer}'s; `undefined` when `DATABASE_URL` is unset.
 */
export function postgresServer(): { port: number; dataDir: string; baseURL: string; databaseUrl: string } | undefined {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) return undefined;
  process.env.WORKBENCH_POSTGRES_TEST_PORT ??= String(freePort());
  process.env.WORKBENCH_POSTGRES_TEST_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'workbench-e2e-pg-'));
  const port = Number(process.env.WORKBENCH_POSTGRES_TEST_PORT);
  return {
    port,
    dataDir: process.env.WORKBENCH_POSTGRES_TEST_DATA_DIR,
    baseURL: `http://127.0.0.1:${port}`,
    databaseUrl,
  };
}
