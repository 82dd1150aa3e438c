/**
 * The server as a process (`tsx src/main.ts`, docs/architecture.md, "Shutdown" and "Seeding"):
 * SIGTERM drains it (in-flight requests finish, live sockets close with 1001, exit 0), a second
 * signal or the time limit forces exit 1, and settings it cannot start with are refused with a
 * message naming the variables. Each process gets a free port (PORT=0) and a temporary DATA_DIR.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { encryptPassword, PASSWORD, signParams } from './support';

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
const TSX = join(SERVER_DIR, 'node_modules', '.bin', 'tsx');
const LISTENING = /Workbench listening on http:\/\/localhost:(\d+)\/admin\//;

const dataDirs: string[] = [];
const processes: ChildProcess[] = [];
afterAll(() => {
  for (const child of processes) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

/** A fresh temporary data directory, removed after the file. */
function newDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'workbench-process-'));
  dataDirs.push(dir);
  return dir;
}

/** A spawned server: its output so far, a way to await a line, and its exit. */
interface ServerProcess {
  child: ChildProcess;
  output: () => string;
  /** Resolves with the first output line (stdout or stderr) matching `pattern`, past or coming. */
  line: (pattern: RegExp) => Promise<string>;
  exited: Promise<{ code: number | null; at: number }>;
}

function startProcess(env: Record<string, string>): ServerProcess {
  const child = spawn(TSX, ['src/main.ts'], {
    cwd: SERVER_DIR,
    // The embedded database whatever the run's engine: these tests are about the process, and the
    // empty-database cases need a database of their own.
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: '0',
      HOST: '127.0.0.1',
      CONSOLE_DIR: join(env['DATA_DIR'] ?? '', 'none'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  processes.push(child);
  let text = '';
  const waiters: { pattern: RegExp; resolve: (line: string) => void }[] = [];
  const take = (chunk: Buffer) => {
    text += chunk.toString('utf8');
    for (const waiter of [...waiters]) {
      const found = text.split('\n').find((line) => waiter.pattern.test(line));
      if (found === undefined) continue;
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(found);
    }
  };
  child.stdout?.on('data', take);
  child.stderr?.on('data', take);
  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    child.once('exit', (code) => resolve({ code, at: Date.now() })),
  );
  return {
    child,
    output: () => text,
    line: (pattern) =>
      new Promise((resolve, reject) => {
        const found = text.split('\n').find((line) => pattern.test(line));
        if (found !== undefined) return resolve(found);
        waiters.push({ pattern, resolve });
        void exited.then(() => reject(new Error(`exited before ${pattern}:\n${text}`)));
      }),
    exited,
  };
}

/** Starts a server and waits until it listens; its base URL. */
async function listening(env: Record<string, string>) {
  const server = startProcess(env);
  const port = LISTENING.exec(await server.line(LISTENING))?.[1];
  return { ...server, base: `http://127.0.0.1:${port}` };
}

/** Sends a signed call the way the console does (wire protocol), over HTTP. */
async function signedCall(base: string, path: string, body?: Record<string, unknown>) {
  const timestamp = String(Date.now());
  const response = await fetch(`${base}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      timestamp,
      signature: signParams(body ?? {}, timestamp),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return (await response.json()) as { code: number; data: unknown };
}

/** Signs `admin` in over HTTP: the console token. */
async function signInOverHttp(base: string): Promise<string> {
  const key = (await signedCall(base, '/share-system/system/publicKey')).data as string;
  const login = await signedCall(base, '/ibs/loginNew', { account: 'admin', password: encryptPassword(key, PASSWORD) });
  const { itemKey } = login.data as { itemKey: string };
  return (await signedCall(base, '/sso/exchangeItemKey', { itemKey })).data as string;
}

/** An open live socket and how it closes. */
async function openSocket(base: string, token: string) {
  const socket = new WebSocket(`${base.replace('http', 'ws')}/ws?token=${token}`, { origin: base });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  return { socket, closed };
}

/**
 * A signed `/sso/checkSession` whose headers are sent but whose body is held back until `finish`
 * is called: in flight on the server until then. `answer` is the status and envelope.
 */
function heldRequest(base: string, token: string) {
  const timestamp = String(Date.now());
  const body = JSON.stringify({ token });
  const request = httpRequest(`${base}/sso/checkSession`, {
    method: 'POST',
    headers: {
      timestamp,
      signature: signParams({ token }, timestamp),
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
    },
  });
  const answer = new Promise<{ status: number; envelope: { code: number } }>((resolve, reject) => {
    request.once('error', reject);
    request.once('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      response.once('end', () => resolve({ status: response.statusCode ?? 0, envelope: JSON.parse(text) }));
    });
  });
  request.write(body.slice(0, 5));
  request.flushHeaders();
  return { answer, finish: () => request.end(body.slice(5)) };
}

/** Whether a new TCP connection to `base` is refused. */
async function refusesConnections(base: string): Promise<boolean> {
  try {
    await fetch(`${base}/admin/index`);
    return false;
  } catch (error) {
    return (error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED';
  }
}

// One data directory for the graceful and the forced runs: only the first start initialises PGlite.
const dataDir = newDataDir();
const held = /"url":"\/sso\/checkSession"/;

describe('SIGTERM', () => {
  it('lets an in-flight request finish, closes live sockets with 1001, refuses new connections, and exits 0', async () => {
    const server = await listening({ DATA_DIR: dataDir, LOG_LEVEL: 'info', SHUTDOWN_TIMEOUT_MS: '20000' });
    const token = await signInOverHttp(server.base);
    const live = await openSocket(server.base, token);
    const inFlight = heldRequest(server.base, token);
    await server.line(held);

    const signalled = Date.now();
    server.child.kill('SIGTERM');
    expect(await live.closed).toEqual({ code: 1001, reason: 'server shutting down' });
    expect(await refusesConnections(server.base)).toBe(true);
    inFlight.finish();
    expect(await inFlight.answer).toEqual({ status: 200, envelope: expect.objectContaining({ code: 1 }) });
    const { code, at } = await server.exited;
    expect(code).toBe(0);
    expect(at - signalled).toBeLessThan(20_000);
  }, 180_000);
});

describe('a forced shutdown', () => {
  it('exits 1 once SHUTDOWN_TIMEOUT_MS passes with a request still in flight', async () => {
    const server = await listening({ DATA_DIR: dataDir, LOG_LEVEL: 'info', SHUTDOWN_TIMEOUT_MS: '1500' });
    const cut = expect(heldRequest(server.base, 'never-finished').answer).rejects.toThrow(/socket hang up/);
    await server.line(held);
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    const { code, at } = await server.exited;
    await cut;
    expect(code).toBe(1);
    expect(at - signalled).toBeGreaterThanOrEqual(1500);
    expect(server.output()).toMatch(/killed by timeout \(1500ms\)/);
  }, 120_000);

  it('exits 1 at a second signal, without waiting for the time limit', async () => {
    const server = await listening({ DATA_DIR: dataDir, LOG_LEVEL: 'info', SHUTDOWN_TIMEOUT_MS: '60000' });
    const cut = expect(heldRequest(server.base, 'never-finished').answer).rejects.toThrow(/socket hang up/);
    await server.line(held);
    server.child.kill('SIGTERM');
    await server.line(/"msg":"shutting down"/);
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    const { code, at } = await server.exited;
    await cut;
    expect(code).toBe(1);
    expect(at - signalled).toBeLessThan(60_000);
  }, 120_000);
});

describe('settings it cannot start with', () => {
  it('refuses an empty database without the demo set or an administrator, naming the variables', async () => {
    const server = startProcess({ DATA_DIR: newDataDir(), SEED_DEMO: '0' });
    expect((await server.exited).code).toBe(1);
    expect(server.output()).toContain(
      'Workbench cannot start: The database is empty: set ADMIN_ACCOUNT and ADMIN_PASSWORD to create its first platform administrator, or SEED_DEMO=1 to load the demo data set',
    );
  }, 120_000);

  it('refuses a weak ADMIN_PASSWORD without printing it', async () => {
    const server = startProcess({
      DATA_DIR: newDataDir(),
      SEED_DEMO: '0',
      ADMIN_ACCOUNT: 'ops.root',
      ADMIN_PASSWORD: 'hunter2',
    });
    expect((await server.exited).code).toBe(1);
    expect(server.output()).toMatch(/Workbench cannot start: ADMIN_PASSWORD is too weak/);
    expect(server.output()).not.toContain('hunter2');
  }, 60_000);
});
