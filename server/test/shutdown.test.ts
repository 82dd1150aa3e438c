/**
 * The server as a process (`node .test-build/main.js`, built once per run, docs/architecture.md, "Shutdown"
 * and "Seeding"): SIGTERM drains it (in-flight requests finish, live sockets close with 1001, exit
 * 0), a second signal or the time limit forces exit 1, and settings it cannot start with are
 * refused with a message naming the variables. Each process gets a free port (PORT=0) and a
 * temporary DATA_DIR.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pushKeyQueryOverHttp, ServerProcess, signInOverHttp, stopServerProcesses } from './server-process';
import { openSocket, signParams } from './support';

afterAll(stopServerProcesses);

/**
 * A server process on the embedded database whatever the run's engine: these tests are about the
 * process, and the empty-database cases need a database of their own.
 */
const serverProcess = (options: { dataDir?: string; env: Record<string, string> }) =>
  new ServerProcess({ engine: 'pglite', ...options });

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
const dataDir = mkdtempSync(join(tmpdir(), 'workbench-process-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const held = /"url":"\/sso\/checkSession"/;

describe('SIGTERM', () => {
  it('lets an in-flight request finish, closes live sockets with 1001, refuses new connections, and exits 0', async () => {
    const server = await serverProcess({ dataDir, env: { LOG_LEVEL: 'info', SHUTDOWN_TIMEOUT_MS: '20000' } }).start();
    const token = await signInOverHttp(server.baseURL, 'admin');
    const live = await openSocket(server.baseURL, await pushKeyQueryOverHttp(server.baseURL, token));
    const inFlight = heldRequest(server.baseURL, token);
    await server.line(held);

    const signalled = Date.now();
    server.kill('SIGTERM');
    expect(await live.closed).toEqual({ code: 1001, reason: 'server shutting down' });
    expect(await refusesConnections(server.baseURL)).toBe(true);
    inFlight.finish();
    expect(await inFlight.answer).toEqual({ status: 200, envelope: expect.objectContaining({ code: 1 }) });
    const { code, at } = await server.exited;
    expect(code).toBe(0);
    expect(at - signalled).toBeLessThan(20_000);
  }, 180_000);
});

describe('a forced shutdown', () => {
  it('exits 1 once SHUTDOWN_TIMEOUT_MS passes with a request still in flight', async () => {
    const server = await serverProcess({ dataDir, env: { LOG_LEVEL: 'info', SHUTDOWN_TIMEOUT_MS: '1500' } }).start();
    const cut = expect(heldRequest(server.baseURL, 'never-finished').answer).rejects.toThrow(/socket hang up/);
    await server.line(held);
    const signalled = Date.now();
    server.kill('SIGTERM');
    const { code, at } = await server.exited;
    await cut;
    expect(code).toBe(1);
    expect(at - signalled).toBeGreaterThanOrEqual(1500);
    expect(server.output()).toMatch(/killed by timeout \(1500ms\)/);
  }, 120_000);

  it('exits 1 at a second signal, without waiting for the time limit', async () => {
    const server = await serverProcess({ dataDir, env: { LOG_LEVEL: 'info', SHUTDOWN_TIMEOUT_MS: '60000' } }).start();
    const cut = expect(heldRequest(server.baseURL, 'never-finished').answer).rejects.toThrow(/socket hang up/);
    await server.line(held);
    server.kill('SIGTERM');
    await server.line(/"msg":"shutting down"/);
    const signalled = Date.now();
    server.kill('SIGTERM');
    const { code, at } = await server.exited;
    await cut;
    expect(code).toBe(1);
    expect(at - signalled).toBeLessThan(60_000);
  }, 120_000);
});

describe('settings it cannot start with', () => {
  it('refuses an empty database without the demo set or an administrator, naming the variables', async () => {
    const server = serverProcess({ env: { SEED_DEMO: '0' } }).spawn();
    expect((await server.exited).code).toBe(1);
    expect(server.output()).toContain(
      'Workbench cannot start: The database is empty: set ADMIN_ACCOUNT and ADMIN_PASSWORD to create its first platform administrator, or SEED_DEMO=1 to load the demo data set',
    );
  }, 120_000);

  it('refuses a weak ADMIN_PASSWORD without printing it', async () => {
    const server = serverProcess({
      env: { SEED_DEMO: '0', ADMIN_ACCOUNT: 'ops.root', ADMIN_PASSWORD: 'hunter2' },
    }).spawn();
    expect((await server.exited).code).toBe(1);
    expect(server.output()).toMatch(/Workbench cannot start: ADMIN_PASSWORD is too weak/);
    expect(server.output()).not.toContain('hunter2');
  }, 60_000);
});
