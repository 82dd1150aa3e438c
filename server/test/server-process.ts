/**
 * The real server process in tests (docs/architecture.md, "Faults" and "Several instances"):
 * the server as `pnpm build` builds it (built once per run, `test/process-build.ts`), on a port and a data directory of the test's
 * choosing or fresh ones, on the suite's engine, the embedded database or a given PostgreSQL;
 * its output awaited line by line, stopped, killed and started again; and a client that signs
 * requests over HTTP the way the console does.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { DEMO_PASSWORD } from '../src/db/seed/demo';
import { PROCESS_ENTRY } from './process-build';
import { INDEX_HTML, encryptPassword, signParams } from './support';

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));

/** How long a start may take before the test fails, in ms (a new PGlite directory takes seconds). */
const START_TIMEOUT_MS = 60_000;

/** The line `src/main.ts` prints once it accepts connections, with its port. */
const LISTENING = /Workbench listening on http:\/\/localhost:(\d+)\/admin\//;

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

/**
 * The database of a server process: `'run'` the suite's engine (the PostgreSQL of `DATABASE_URL`
 * when it is set, else PGlite in `DATA_DIR`), `'pglite'` PGlite in `DATA_DIR` whatever the run's
 * engine, or the PostgreSQL database at `url`.
 */
export type ServerEngine = 'run' | 'pglite' | { url: string };

/** Options of {@link ServerProcess}; every one has a default. */
export interface ServerProcessOptions {
  /** `PORT`. Default 0: a free port the server picks, read from the line it prints. */
  port?: number;
  /** `DATA_DIR`: PGlite's directory and the RSA keys. Default a new temporary directory, removed once the process stopped. */
  dataDir?: string;
  /** `CONSOLE_DIR`. Default a directory that does not exist (pages answer 503). */
  consoleDir?: string;
  /** Default `'run'`. */
  engine?: ServerEngine;
  /** More environment, over the defaults (`LOG_LEVEL=error`, `SEED_DEMO=1`, `HOST=127.0.0.1`). */
  env?: Record<string, string>;
}

/** How a server process ended: its exit code (null when a signal ended it), and when (epoch ms). */
export interface ServerExit {
  code: number | null;
  at: number;
}

/** Processes started and not yet seen to exit, for {@link stopServerProcesses}. */
const running = new Set<ServerProcess>();

/**
 * The server built from its source as one process, as `pnpm start` runs the build: plain Node, not
 * the `tsx` command, whose wrapper process passes a signal on only after waiting for the server to
 * report it (docs/architecture.md, "Known constraints"). One process per object: a restart is a new
 * object on the same port and data directory.
 */
export class ServerProcess {
  private child: ChildProcess | undefined;
  private text = '';
  private readonly waiters: { pattern: RegExp; resolve: (line: string) => void }[] = [];
  private readonly ownDataDir: string | undefined;
  private readonly dataDir: string;
  private port: number | undefined;
  /** Resolves once the process has exited (never before it was spawned). */
  readonly exited: Promise<ServerExit>;
  private onExit: (exit: ServerExit) => void = () => {};

  constructor(private readonly options: ServerProcessOptions = {}) {
    this.ownDataDir = options.dataDir ? undefined : mkdtempSync(join(tmpdir(), 'workbench-process-'));
    this.dataDir = options.dataDir ?? (this.ownDataDir as string);
    this.exited = new Promise((resolve) => (this.onExit = resolve));
  }

  /** `http://127.0.0.1:<port>`, once the process listens (see {@link start}). */
  get baseURL(): string {
    if (this.port === undefined) throw new Error('the server process is not listening yet');
    return `http://127.0.0.1:${this.port}`;
  }

  /** Everything it printed so far, stdout and stderr. */
  output(): string {
    return this.text;
  }

  /** Starts the process without waiting for it; {@link line} and {@link exited} tell what it does. */
  spawn(): this {
    const { engine = 'run' } = this.options;
    const database = engine === 'run' ? {} : { DATABASE_URL: engine === 'pglite' ? '' : engine.url };
    const child = spawn(process.execPath, [PROCESS_ENTRY], {
      cwd: SERVER_DIR,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        PORT: String(this.options.port ?? 0),
        HOST: '127.0.0.1',
        DATA_DIR: this.dataDir,
        CONSOLE_DIR: this.options.consoleDir ?? join(this.dataDir, 'no-console'),
        LOG_LEVEL: 'error',
        SEED_DEMO: '1',
        ...database,
        ...this.options.env,
      },
    });
    this.child = child;
    running.add(this);
    const take = (chunk: Buffer) => {
      this.text += chunk.toString('utf8');
      for (const waiter of [...this.waiters]) {
        const found = this.findLine(waiter.pattern);
        if (found === undefined) continue;
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        waiter.resolve(found);
      }
    };
    child.stdout?.on('data', take);
    child.stderr?.on('data', take);
    child.once('exit', (code) => {
      running.delete(this);
      if (this.ownDataDir) rmSync(this.ownDataDir, { recursive: true, force: true });
      this.onExit({ code, at: Date.now() });
    });
    return this;
  }

  private findLine(pattern: RegExp): string | undefined {
    return this.text.split('\n').find((line) => pattern.test(line));
  }

  /**
   * Resolves with the first line of output matching `pattern`, printed already or to come.
   * @throws when the process exits first; its output is in the message.
   */
  line(pattern: RegExp): Promise<string> {
    return new Promise((resolve, reject) => {
      const found = this.findLine(pattern);
      if (found !== undefined) return resolve(found);
      this.waiters.push({ pattern, resolve });
      void this.exited.then(() => reject(new Error(`the server exited before printing ${pattern}:\n${this.text}`)));
    });
  }

  /**
   * Spawns the process and resolves once it listens.
   * @throws when it exits first or takes longer than {@link START_TIMEOUT_MS}; its output is in the message.
   */
  async start(): Promise<this> {
    this.spawn();
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        this.kill('SIGKILL');
        reject(new Error(`the server did not start within ${START_TIMEOUT_MS} ms:\n${this.text}`));
      }, START_TIMEOUT_MS);
    });
    try {
      this.port = Number(LISTENING.exec(await Promise.race([this.line(LISTENING), late]))?.[1]);
    } finally {
      clearTimeout(timer);
    }
    return this;
  }

  /** Sends `signal` to the process; nothing when it is not running. */
  kill(signal: NodeJS.Signals): void {
    if (this.child && this.child.exitCode === null && this.child.signalCode === null) this.child.kill(signal);
  }

  /** Sends `signal` (default SIGTERM: a graceful shutdown) and resolves once the process exited. */
  async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<ServerExit | undefined> {
    if (!this.child) return undefined;
    this.kill(signal);
    return this.exited;
  }

  /** SIGKILL, resolved once the process is gone. */
  async crash(): Promise<void> {
    await this.stop('SIGKILL');
  }
}

/** Kills every server process still running (SIGKILL), for a test file's `afterAll`. */
export async function stopServerProcesses(): Promise<void> {
  await Promise.all([...running].map((server) => server.crash()));
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

/** A signed POST, made once and sendable several times (a replay) with {@link send}. */
export interface SignedRequest {
  path: string;
  body: Record<string, unknown>;
  headers: Record<string, string>;
}

/** Options of a signed request: the console token, the language (default `zh`). */
export interface SignedRequestOptions {
  token?: string;
  lang?: 'zh' | 'en';
}

/**
 * A POST signed as the console signs it (docs/wire-protocol.md, "Every API request"):
 * timestamps strictly increasing across the test file.
 */
export function signedRequest(
  path: string,
  body: Record<string, unknown>,
  options: SignedRequestOptions = {},
): SignedRequest {
  return {
    path,
    body,
    headers: {
      ...signedHeaders(body, options.token),
      'content-type': 'application/json',
      'accept-language': options.lang ?? 'zh',
    },
  };
}

/**
 * Sends `request` to the server at `baseURL`.
 * @throws on a network failure (connection refused or reset), which tests of a dying server expect.
 */
export async function send<T = unknown>(
  baseURL: string,
  request: SignedRequest,
  signal?: AbortSignal,
): Promise<HttpAnswer<T>> {
  const response = await fetch(`${baseURL}${request.path}`, {
    method: 'POST',
    headers: request.headers,
    body: JSON.stringify(request.body),
    ...(signal ? { signal } : {}),
  });
  return { status: response.status, body: (await response.json()) as HttpAnswer<T>['body'] };
}

/**
 * A signed POST over HTTP as the console sends it ({@link signedRequest}, then {@link send}).
 * @throws on a network failure (connection refused or reset), which tests of a dying server expect.
 */
export function post<T = unknown>(
  baseURL: string,
  path: string,
  body: Record<string, unknown>,
  options: SignedRequestOptions & { signal?: AbortSignal } = {},
): Promise<HttpAnswer<T>> {
  return send<T>(baseURL, signedRequest(path, body, options), options.signal);
}

/** The server's public key for password fields, fetched as the console does. */
export async function publicKeyOverHttp(baseURL: string): Promise<string> {
  const response = await fetch(`${baseURL}/share-system/system/publicKey`, { headers: signedHeaders({}) });
  return ((await response.json()) as { data: string }).data;
}

/** Signs `account` in over HTTP (`/ibs/loginNew`) and returns its console token, the login result's `token`. */
export async function signInOverHttp(baseURL: string, account: string, password = DEMO_PASSWORD): Promise<string> {
  const login = await post<{ token: string }>(baseURL, '/ibs/loginNew', {
    account,
    password: encryptPassword(await publicKeyOverHttp(baseURL), password),
  });
  expect(login.body.code).toBe(1);
  return login.body.data.token;
}

/**
 * The live socket's query for the session of `token`, fetched over HTTP from the server at
 * `baseURL` as the console does before each connection: `?pushKey=<a fresh one-time key>`.
 * @throws on a network failure, or when the server does not answer code 200.
 */
export async function pushKeyQueryOverHttp(baseURL: string, token: string): Promise<string> {
  const answer = await post<{ pushKey: string }>(baseURL, '/share-system/remindMsg/createPushKey', {}, { token });
  if (answer.body.code !== 200) throw new Error(`createPushKey answered ${JSON.stringify(answer.body)}`);
  return `?pushKey=${encodeURIComponent(answer.body.data.pushKey)}`;
}
