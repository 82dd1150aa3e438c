/**
 * Two server processes on one PostgreSQL (docs/architecture.md, "Several instances"): pushes,
 * the replay cache, the sign-in limit and session ends reach across instances. Runs only when
 * `DATABASE_URL` is set; each run creates its own database there and drops it afterwards.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createScratchDatabase,
  encryptPassword,
  openSocket,
  PASSWORD,
  type ScratchDatabase,
  signParams,
} from './support';

const DATABASE_URL = process.env['DATABASE_URL'];
const SERVER_DIR = join(import.meta.dirname, '..');

/** A server process started from `src/main.ts`, listening at `base`. */
interface Instance {
  base: string;
  child: ChildProcess;
  dataDir: string;
}

/** Starts `tsx src/main.ts` on a free port (PORT=0) and a temporary DATA_DIR; resolves once it listens. */
async function startInstance(databaseUrl: string): Promise<Instance> {
  const dataDir = mkdtempSync(join(tmpdir(), 'workbench-multi-'));
  const child = spawn(join(SERVER_DIR, 'node_modules/.bin/tsx'), ['src/main.ts'], {
    cwd: SERVER_DIR,
    // Its own process group, so that stopping it reaches the server under tsx's wrapper.
    detached: true,
    env: { ...process.env, DATABASE_URL: databaseUrl, SEED_DEMO: '1', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const base = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /listening on http:\/\/localhost:(\d+)\//.exec(output)?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  return { base, child, dataDir };
}

async function stopInstance(instance: Instance): Promise<void> {
  if (instance.child.exitCode === null && instance.child.pid !== undefined) {
    const exited = once(instance.child, 'exit');
    process.kill(-instance.child.pid, 'SIGTERM');
    await exited;
  }
  rmSync(instance.dataDir, { recursive: true, force: true });
}

let lastTimestamp = 0;

/** A request as the console sends it, signed; `headers` replaces the signing headers (a replay). */
interface SignedRequest {
  path: string;
  body: Record<string, unknown>;
  headers: Record<string, string>;
}

function signed(path: string, body: Record<string, unknown>, token?: string): SignedRequest {
  lastTimestamp = Math.max(Date.now(), lastTimestamp + 1);
  const timestamp = String(lastTimestamp);
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'accept-language': 'en',
    timestamp,
    signature: signParams(body, timestamp, token),
  };
  if (token) headers['authorization'] = token;
  return { path, body, headers };
}

async function send(instance: Instance, request: SignedRequest) {
  const response = await fetch(`${instance.base}${request.path}`, {
    method: 'POST',
    headers: request.headers,
    body: JSON.stringify(request.body),
  });
  return { status: response.status, body: (await response.json()) as { code: number; data: unknown } };
}

const post = (instance: Instance, path: string, body: Record<string, unknown>, token?: string) =>
  send(instance, signed(path, body, token));

async function publicKey(instance: Instance): Promise<string> {
  lastTimestamp = Math.max(Date.now(), lastTimestamp + 1);
  const timestamp = String(lastTimestamp);
  const response = await fetch(`${instance.base}/share-system/system/publicKey`, {
    headers: { timestamp, signature: signParams({}, timestamp) },
  });
  return ((await response.json()) as { data: string }).data;
}

/** Signs in through `through` (the public key from `keyFrom`) and exchanges the item key there: the token. */
async function signIn(through: Instance, account: string, key: string): Promise<string> {
  const login = await post(through, '/ibs/loginNew', { account, password: encryptPassword(key, PASSWORD) });
  expect(login.body.code).toBe(1);
  const { itemKey } = login.body.data as { itemKey: string };
  const exchange = await post(through, '/sso/exchangeItemKey', { itemKey });
  expect(exchange.body.code).toBe(1);
  return exchange.body.data as string;
}

describe.runIf(DATABASE_URL)('two server processes on one PostgreSQL (runs only when DATABASE_URL is set)', () => {
  let database: ScratchDatabase;
  let a: Instance;
  let b: Instance;
  let key: string;

  beforeAll(async () => {
    database = await createScratchDatabase('workbench_multi');
    // One after the other: the first migrates and seeds the empty database.
    a = await startInstance(database.url);
    b = await startInstance(database.url);
    key = await publicKey(a);
    expect(await publicKey(b)).toBe(key);
  }, 180_000);

  afterAll(async () => {
    await Promise.all([a, b].filter(Boolean).map(stopInstance));
    await database?.drop();
  }, 60_000);

  it('pushes a reminder created through A to a live socket connected to B', async () => {
    const adminToken = await signIn(a, 'admin', key);
    const buyerToken = await signIn(b, 'buyer', key);
    const socket = await openSocket(b.base, `?token=${encodeURIComponent(buyerToken)}`);
    const added = await post(
      a,
      '/share-system/remindMsg/add',
      { account: 'buyer', title: 'Across instances', content: 'Sent through A' },
      adminToken,
    );
    expect(added.body.code).toBe(200);
    expect(await socket.next()).toMatchObject({
      type: 'remindMsg',
      data: { id: (added.body.data as { id: number }).id, title: 'Across instances', content: 'Sent through A' },
    });
    socket.socket.close();
  });

  it('refuses with 409 on B a signed request A accepted', async () => {
    const token = await signIn(a, 'buyer', key);
    const request = signed('/share-system/remindMsg/getNotReadMsgList', {}, token);
    expect(await send(a, request)).toMatchObject({ status: 200, body: { code: 200 } });
    expect(await send(b, request)).toMatchObject({ status: 409, body: { code: 409 } });
    expect(await send(a, request)).toMatchObject({ status: 409, body: { code: 409 } });
  });

  it('locks an account after 5 wrong passwords spread over A and B: the 6th is refused', async () => {
    const wrong = () => ({ account: 'clerk', password: encryptPassword(key, 'Wrong@12345') });
    for (const instance of [a, b, a, b, a]) {
      expect(await post(instance, '/ibs/loginNew', wrong())).toMatchObject({ status: 200, body: { code: 1001 } });
    }
    const locked = await post(b, '/ibs/loginNew', wrong());
    expect(locked).toMatchObject({ status: 429, body: { code: 429 } });
    const right = await post(a, '/ibs/loginNew', { account: 'clerk', password: encryptPassword(key, PASSWORD) });
    expect(right).toMatchObject({ status: 429, body: { code: 429 } });
  });

  it('refuses on B at once a token logged out through A, and closes its socket there with 4401', async () => {
    const token = await signIn(a, 'buyer', key);
    // B has the live session in its cache once it has answered a call with it.
    const path = '/share-system/remindMsg/getNotReadMsgList';
    expect(await post(b, path, {}, token)).toMatchObject({ body: { code: 200 } });
    const socket = await openSocket(b.base, `?token=${encodeURIComponent(token)}`);
    expect(await post(a, '/authAction/shareLogout', { token })).toMatchObject({ body: { code: 200 } });
    expect(await post(b, path, {}, token)).toMatchObject({ status: 200, body: { code: 700 } });
    expect(await socket.closed).toEqual({ code: 4401, reason: 'session ended' });
  });
});
