import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, ROOT, SERVER_ENV, SERVER_NODE_ARGS } from './server';

/** A server process of one test, on its own port and data directory. */
export interface OwnServer {
  baseURL: string;
  /** Stops the process (SIGTERM: PGlite flushes to the data directory) and waits for its exit. */
  stop(): Promise<void>;
  /** Starts the process again on the same port and data directory; resolves once it listens. */
  start(): Promise<void>;
  /** Stops the process and removes the data directory. */
  dispose(): Promise<void>;
  /** Everything the process has printed so far (stdout and stderr). */
  output(): string;
}

/** What `server/src/main.ts` prints once it accepts connections. */
const LISTENING = /Workbench listening on /;

function launch(
  port: number,
  dataDir: string,
  databaseUrl: string,
  env: Record<string, string>,
  printed: string[],
): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...SERVER_NODE_ARGS], {
    cwd: path.join(ROOT, 'server'),
    env: {
      ...process.env,
      ...SERVER_ENV,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      ...(databaseUrl ? { SEED_DEMO: '1' } : {}),
      NODE_ENV: 'test',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      printed.push(chunk.toString());
      if (LISTENING.test(output)) resolve(child);
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    child.once('exit', (code) => reject(new Error(`server exited with ${code} before listening:\n${output}`)));
  });
}

/**
 * Starts a second copy of the server we ship, for a test that must stop and start it under an
 * open console (the run's shared server must keep serving the other tests). It serves the same
 * console build as the shared one. On PGlite in its data directory when `databaseUrl` is empty;
 * otherwise on that PostgreSQL database, which the project's shared server also uses (two
 * processes on one database, as a deployment with several instances runs). `env` adds to the
 * process's environment (`LOG_LEVEL=info` to read what it logs through `output`).
 */
export async function startOwnServer(databaseUrl = '', env: Record<string, string> = {}): Promise<OwnServer> {
  const port = freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'workbench-own-'));
  const printed: string[] = [];
  let child: ChildProcess | null = await launch(port, dataDir, databaseUrl, env, printed);
  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGTERM');
    });
  };
  return {
    baseURL: `http://127.0.0.1:${port}`,
    stop,
    async start() {
      if (!child) child = await launch(port, dataDir, databaseUrl, env, printed);
    },
    output: () => printed.join(''),
    async dispose() {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
