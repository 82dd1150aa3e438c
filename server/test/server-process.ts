/**
 * Test helpers for fault tests (docs/architecture.md, "Faults"): the real server process
 * (`tsx src/main.ts`) on a free port and a data directory of the test's choosing, killed and
 * started again, and a client that signs requests over HTTP the way the console does.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { DEMO_PASSWORD } from '../src/db/seed';
import { INDEX_HTML, encryptPassword, signParams } from './support';

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
const TSX_CLI = createRequire(import.meta.url).resolve('tsx/cli');

/** How long a start may take before the test fails, in ms (a new PGlite directory takes seconds). */
const START_TIMEOUT_MS = 60_000;

/** A free TCP port on 127.0.0.1, found by listening on port 0 and closing again. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as { port: number };
  probe.close();
  await once(probe, 'close');
  return port;
}

/** A temporary console build for `CONSOLE_DIR`, so the process serves pages without the real build. */
export function temporaryConsoleDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'workbench-console-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), INDEX_HTML);
  return dir;
}

/** Options of {@link ServerProcess}. */
export interface ServerProcessOptions {
  port: number;
  /** `DATA_DIR`: PGlite's directory and the RSA keys. */
  dataDir: string;
  consoleDir: string;
  /** Extra environment, e.g. `DATABASE_URL`. */
  env?: Record<string, string>;
}

/**
 * The server as `pnpm start` runs it, in its own process group: `tsx` starts Node as its child,
 * so a signal meant for the server goes to the whole group (docs/architecture.md, "Known
 * constraints").
 */
export class ServerProcess {
  readonly baseURL: string;
  private child: ChildProcess | undefined;
  private exited: Promise<unknown> = Promise.resolve();

  constructor(private readonly options: ServerProcessOptions) {
    this.baseURL = `http://127.0.0.1:${options.port}`;
  }

  /**
   * Starts the process and resolves once it prints that it listens.
   * @throws when it exits first or takes longer than {@link START_TIMEOUT_MS}; its output is in the message.
   */
  async start(): Promise<void> {
    const child = spawn(process.execPath, [TSX_CLI, 'src/main.ts'], {
      cwd: SERVER_DIR,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        PORT: String(this.options.port),
        HOST: '127.0.0.1',
        DATA_DIR: this.options.dataDir,
        CONSOLE_DIR: this.options.consoleDir,
        LOG_LEVEL: 'error',
        ...this.options.env,
      },
    });
    this.child = child;
    this.exited = once(child, 'exit');
    let output = '';
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.kill('SIGKILL');
        reject(new Error(`the server did not start within ${START_TIMEOUT_MS} ms:\n${output}`));
      }, START_TIMEOUT_MS);
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Workbench listening on')) {
          clearTimeout(timer);
          resolve();
        }
      };
      child.stdout?.on('data', read);
      child.stderr?.on('data', read);
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`the server exited (${code ?? signal}) before listening:\n${output}`));
      });
    });
  }

  /** Sends `signal` to the whole process group; nothing when it is not running. */
  kill(signal: NodeJS.Signals): void {
    const pid = this.child?.pid;
    if (pid === undefined || this.child?.exitCode !== null || this.child.signalCode !== null) return;
    process.kill(-pid, signal);
  }

  /** Resolves once the process has exited (at once when it never started). */
  async stopped(): Promise<void> {
    await this.exited;
  }

  /** SIGKILL to the group, resolved once the process is gone. */
  async crash(): Promise<void> {
    this.kill('SIGKILL');
    await this.stopped();
  }
}

let lastTimestamp = 0;

/** `timestamp`, `signature` and, with a token, `authorization`; timestamps strictly increase. */
function signedHeaders(params: Record<string, unknown>, token?: string): Record<string, string> {
  lastTimestamp = Math.max(Date.now(), lastTimestamp + 1);
  const timestamp = String(lastTimestamp);
  return {
    timestamp,
    signature: signParams(params, timestamp, token),
    ...(token ? { authorization: token } : {}),
  };
}

/** The envelope of an answer, with its HTTP status. */
export interface HttpAnswer<T = unknown> {
  status: number;
  body: { code: number; msg: string; data: T };
}

/**
 * A signed POST over HTTP as the console sends it (docs/wire-protocol.md, "Every API request"):
 * timestamps strictly increasing across the test file.
 * @throws on a network failure (connection refused or reset), which tests of a dying server expect.
 */
export async function post<T = unknown>(
  baseURL: string,
  path: string,
  body: Record<string, unknown>,
  options: { token?: string; lang?: 'zh' | 'en'; signal?: AbortSignal } = {},
): Promise<HttpAnswer<T>> {
  const headers = {
    ...signedHeaders(body, options.token),
    'content-type': 'application/json',
    'accept-language': options.lang ?? 'zh',
  };
  const response = await fetch(`${baseURL}${path}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  return { status: response.status, body: (await response.json()) as HttpAnswer<T>['body'] };
}

/** Signs `account` in over HTTP (`/ibs/loginNew`, then `/sso/exchangeItemKey`) and returns its console token. */
export async function signInOverHttp(baseURL: string, account: string, password = DEMO_PASSWORD): Promise<string> {
  const keyResponse = await fetch(`${baseURL}/share-system/system/publicKey`, { headers: signedHeaders({}) });
  const publicKey = ((await keyResponse.json()) as { data: string }).data;
  const login = await post<{ itemKey: string }>(baseURL, '/ibs/loginNew', {
    account,
    password: encryptPassword(publicKey, password),
  });
  expect(login.body.code).toBe(1);
  const exchange = await post<string>(baseURL, '/sso/exchangeItemKey', { itemKey: login.body.data.itemKey });
  expect(exchange.body.code).toBe(1);
  return exchange.body.data;
}
