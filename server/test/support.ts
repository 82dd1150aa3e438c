/**
 * Test helpers: an app on in-memory PGlite, or on a fresh PostgreSQL database when `DATABASE_URL`
 * is set (./postgres.ts), with a temporary data directory and console build,
 * and a client that signs requests and encrypts passwords the way the console does (wire
 * protocol). The signing here is written from the wire document on purpose, independently of
 * `src/lib/signature.ts`, so the tests check the server against the document, not against itself.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import forge from 'node-forge';
import pg from 'pg';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import WebSocket from 'ws';
import { buildApp, type BuildAppOptions, type WorkbenchApp } from '../src/app';
import type { DatabaseOption } from '../src/db/client';
import { DEMO_PASSWORD } from '../src/db/seed/demo';
import { createDatabase, databaseUrl, dropDatabase, uniqueDatabaseName } from './postgres';

/** The demo password of every seeded account. */
export { DEMO_PASSWORD as PASSWORD } from '../src/db/seed/demo';

/** The `index.html` of the temporary console build. */
export const INDEX_HTML =
  '<!doctype html><html lang="zh-CN"><head><title>Workbench</title></head><body><div id="root"></div></body></html>';

/** A running test app and the handles tests need. */
export interface TestServer {
  app: WorkbenchApp;
  /** The app's clock: set `clock.now` (ms) to move time. */
  clock: { now: number };
  dataDir: string;
  consoleDir: string;
  /**
   * Runs one SQL statement (`$1`… parameters) on the app's database, beside the app, and returns
   * its rows. Only on a database {@link startTestServer} made itself.
   * @throws Error when the test passed its own `database`.
   */
  sql: <T>(text: string, params?: unknown[]) => Promise<T[]>;
  close: () => Promise<void>;
}

/** Options of {@link startTestServer}. */
export interface TestServerOptions {
  /** Register extra routes before the app is ready (e.g. one that throws). */
  beforeReady?: (app: WorkbenchApp) => void;
  /** Database settings; default a fresh seeded database of the run's engine (see {@link freshDatabase}). */
  database?: DatabaseOption;
  /** Reuse a data directory (keys) instead of a fresh one. */
  dataDir?: string;
  /** Origins allowed to open the live socket besides the server's own (`ALLOWED_ORIGINS`). */
  allowedOrigins?: string[];
  /** More options of `buildApp`: what an empty database gets (default the demo set), a logger. */
  build?: Pick<BuildAppOptions, 'initialData' | 'logger' | 'tls'>;
}

/** A database of one test server and the way to read it and to throw it away. */
export interface FreshDatabase {
  option: DatabaseOption;
  /** See {@link TestServer.sql}. */
  sql: TestServer['sql'];
  /** Releases what is left once the app closed it: drops the PostgreSQL copy. */
  dispose: () => Promise<void>;
}

/**
 * A database nobody else uses, seeded with the demo data set: a copy of the run's template
 * (./global-setup.ts), a database on PostgreSQL (`DATABASE_URL`), otherwise an in-memory PGlite
 * loaded from the seeded data directory.
 */
export async function freshDatabase(): Promise<FreshDatabase> {
  const template = inject('postgresTemplate');
  if (!template) {
    const pglite = new PGlite({ loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]) });
    return {
      option: { pglite },
      sql: async <T>(text: string, params: unknown[] = []) => (await pglite.query<T>(text, params)).rows,
      dispose: async () => {},
    };
  }
  const name = uniqueDatabaseName('workbench_test');
  await createDatabase(name, template);
  const url = databaseUrl(name);
  let pool: pg.Pool | undefined;
  return {
    option: { url },
    sql: async <T>(text: string, params: unknown[] = []) => {
      if (!pool) {
        pool = new pg.Pool({ connectionString: url, max: 1 });
        // `pool.end()` resolves before its client's connection has closed, and dropping the
        // database with (force) may end that connection first: the pool reports it as an error
        // nobody waits for.
        pool.on('error', () => {});
      }
      return (await pool.query(text, params)).rows as T[];
    },
    dispose: async () => {
      await pool?.end();
      await dropDatabase(name);
    },
  };
}

/**
 * Builds the app on a fresh seeded database of the run's engine ({@link freshDatabase}) unless
 * given one, with a temp `DATA_DIR` and a temp console build.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const ownDataDir = !options.dataDir;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'workbench-data-'));
  const consoleDir = mkdtempSync(join(tmpdir(), 'workbench-console-'));
  mkdirSync(join(consoleDir, 'assets'));
  writeFileSync(join(consoleDir, 'index.html'), INDEX_HTML);
  writeFileSync(join(consoleDir, 'assets', 'index-Ab12Cd34.js'), 'console.log("workbench")\n');
  const clock = { now: Date.now() };
  const fresh = options.database ? undefined : await freshDatabase();
  const app = await buildApp({
    database: options.database ?? (fresh as FreshDatabase).option,
    dataDir,
    consoleDir,
    clock: () => clock.now,
    ...(options.allowedOrigins ? { allowedOrigins: options.allowedOrigins } : {}),
    ...options.build,
  }).catch(async (error: unknown) => {
    await fresh?.dispose();
    throw error;
  });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    clock,
    dataDir,
    consoleDir,
    sql: fresh?.sql ?? (() => Promise.reject(new Error('sql() reads only a database startTestServer made itself'))),
    close: async () => {
      await app.close();
      await fresh?.dispose();
      rmSync(consoleDir, { recursive: true, force: true });
      if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The wire protocol's signature, computed from the document's five steps. */
export function signParams(params: Record<string, unknown>, timestamp: string, token?: string): string {
  const fields: [string, string][] = Object.entries(params)
    .filter(([, value]) => ['string', 'number', 'boolean'].includes(typeof value))
    .map(([name, value]) => [name, String(value)]);
  fields.push(['timestamp', timestamp]);
  fields.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const key = token ? (token.split('.').at(-1) ?? '') : '';
  const canonical = `${fields.map(([name, value]) => `${name}=${value}`).join('&')}&key=${key}`;
  return createHash('sha1').update(canonical).digest('hex');
}

/** A request as the console sends it; the overrides let tests break one part. */
export interface CallOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
  query?: Record<string, string>;
  token?: string;
  lang?: 'zh' | 'en';
  /** Override the timestamp header (default: the app clock, made unique per request). */
  timestamp?: string;
  /** Override the signature header; `null` leaves it out. */
  signature?: string | null;
  headers?: Record<string, string>;
  /** The client address the server sees (default 127.0.0.1). */
  remoteAddress?: string;
}

let lastTimestamp = 0;

/**
 * Sends a signed API request with `app.inject` and checks that the answer has `x-request-id`.
 * Timestamps follow the app clock and are unique, so the replay cache never trips by accident.
 */
export async function call(server: TestServer, url: string, options: CallOptions = {}) {
  const method = options.method ?? 'POST';
  lastTimestamp = Math.max(server.clock.now, lastTimestamp + 1);
  const timestamp = options.timestamp ?? String(lastTimestamp);
  const params = (method === 'GET' ? options.query : options.body) ?? {};
  const signature =
    options.signature === undefined
      ? signParams(params as Record<string, unknown>, timestamp, options.token)
      : options.signature;
  const headers: Record<string, string> = { timestamp, 'accept-language': options.lang ?? 'zh', ...options.headers };
  if (signature !== null) headers['signature'] = signature;
  if (options.token) headers['authorization'] = options.token;
  const response = await server.app.inject({
    method,
    url,
    headers,
    ...(options.query ? { query: options.query } : {}),
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    ...(method === 'POST' ? { payload: (options.body ?? {}) as object } : {}),
  });
  expect(response.headers['x-request-id']).toMatch(/^\d+$/);
  return response;
}

/**
 * The live socket's query for the session of `token`, as the console builds it before each
 * connection: `?pushKey=<a fresh one-time key from createPushKey>`.
 */
export async function pushKeyQuery(server: TestServer, token: string): Promise<string> {
  const response = await call(server, '/share-system/remindMsg/createPushKey', { body: {}, token });
  const { pushKey } = response.json<{ data: { pushKey: string } }>().data;
  return `?pushKey=${encodeURIComponent(pushKey)}`;
}

/** Encrypts a password field like the console: base64(UTF-8 password), then RSAES-PKCS1-v1_5, base64. */
export function encryptPassword(publicKeyPem: string, password: string): string {
  const key = forge.pki.publicKeyFromPem(publicKeyPem);
  return forge.util.encode64(key.encrypt(Buffer.from(password, 'utf8').toString('base64'), 'RSAES-PKCS1-V1_5'));
}

/** The server's public key, fetched as the console does. */
export async function publicKey(server: TestServer): Promise<string> {
  const response = await call(server, '/share-system/system/publicKey', { method: 'GET' });
  return response.json<{ data: string }>().data;
}

/** Signs in through `/ibs/loginNew`: the login result's token and user type, and the `sso_session` cookie. */
export async function signIn(server: TestServer, account: string, password = DEMO_PASSWORD) {
  const login = await call(server, '/ibs/loginNew', {
    body: { account, password: encryptPassword(await publicKey(server), password) },
  });
  const { code, data } = login.json<{ code: number; data: { token: string; type: string } }>();
  expect(code).toBe(1);
  const ssoCookie = login.cookies.find((cookie) => cookie.name === 'sso_session')?.value;
  expect(ssoCookie).toBeTruthy();
  return { token: data.token, ssoCookie: ssoCookie as string, type: data.type };
}

/** The key of an account's token on {@link DemoServer}: its name in camel case (`admin.yh` is `adminYh`). */
export type AccountKey<A extends string> = A extends `${infer Head}.${infer Tail}`
  ? `${Head}${Capitalize<AccountKey<Tail>>}`
  : A;

/** The demo server of a test file and the tokens of the accounts signed in (set once `beforeAll` ran). */
export type DemoServer<A extends string = 'admin' | 'buyer'> = { server: TestServer } & {
  readonly [K in A as AccountKey<K>]: string;
};

/**
 * Starts a test server before the file's tests and signs `accounts` in (`admin` and `buyer` when none
 * is named), each under {@link AccountKey}; closes it after. Read the fields inside tests, not at the
 * top of the file (they are set by `beforeAll`).
 */
export function useDemoServer<const A extends string = 'admin' | 'buyer'>(...accounts: A[]): DemoServer<A> {
  const demo: Record<string, unknown> = {};
  const names: string[] = accounts.length > 0 ? accounts : ['admin', 'buyer'];
  beforeAll(async () => {
    const server = await startTestServer();
    demo['server'] = server;
    for (const name of names)
      demo[name.replace(/\.(\w)/g, (_, letter: string) => letter.toUpperCase())] = (await signIn(server, name)).token;
  });
  afterAll(() => (demo['server'] as TestServer | undefined)?.close());
  return demo as DemoServer<A>;
}

/** The response envelope of every call (docs/wire-protocol.md, "Envelope"). */
export type Envelope<T = unknown> = { code: number; msg: string; data: T };

/**
 * A signed POST to the demo server as the account of `token`, in `lang`: the HTTP status beside the
 * envelope the server answered.
 */
export function postWith(demo: { server: TestServer }) {
  return async <T = unknown>(token: string, url: string, body: object, lang: 'zh' | 'en' = 'zh') => {
    const response = await call(demo.server, url, { body, token, lang });
    return { status: response.statusCode, ...response.json<Envelope<T>>() };
  };
}

/** A live socket client: its messages queued, and how it closed. */
export interface SocketClient {
  socket: WebSocket;
  /** The next JSON message (already received or the next to come). */
  next: () => Promise<unknown>;
  closed: Promise<{ code: number; reason: string }>;
}

/** The handshake's outcome: an open socket, or the refusal's HTTP status and body. */
export type Handshake = { client: SocketClient } | { status: number; body: string };

/** Options of {@link connectSocket}. */
export interface SocketOptions {
  /** The `Origin` header; default the server's own (`base`), `null` for none. */
  origin?: string | null;
  cookie?: string;
  /** The certificate to trust for a `https` base (PEM), when it is not signed by a known authority. */
  ca?: string;
}

/** Opens `/ws<query>` on the server listening at `base` (`http://host:port`), in English. */
export function connectSocket(base: string, query: string, options: SocketOptions = {}): Promise<Handshake> {
  const origin = options.origin === undefined ? base : options.origin;
  const socket = new WebSocket(`${base.replace('http', 'ws')}/ws${query}`, {
    ...(origin !== null ? { origin } : {}),
    headers: { 'accept-language': 'en', ...(options.cookie ? { cookie: options.cookie } : {}) },
    ...(options.ca ? { ca: options.ca } : {}),
  });
  const queue: unknown[] = [];
  const waiters: ((message: unknown) => void)[] = [];
  socket.on('message', (data) => {
    const message: unknown = JSON.parse(String(data));
    const waiter = waiters.shift();
    if (waiter) waiter(message);
    else queue.push(message);
  });
  // Sending a frame over the limit may meet a socket the server is closing: only the close matters.
  socket.on('error', () => {});
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
  });
  const next = () =>
    queue.length > 0 ? Promise.resolve(queue.shift()) : new Promise<unknown>((resolve) => waiters.push(resolve));
  return new Promise((resolve) => {
    socket.on('open', () => resolve({ client: { socket, next, closed } }));
    socket.on('unexpected-response', (request, response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, body });
        request.destroy();
      });
    });
  });
}

/**
 * {@link connectSocket} that must succeed.
 * @throws Error with the status and body when the handshake is refused.
 */
export async function openSocket(base: string, query: string, options: SocketOptions = {}): Promise<SocketClient> {
  const handshake = await connectSocket(base, query, options);
  if (!('client' in handshake)) throw new Error(`handshake refused with ${handshake.status}: ${handshake.body}`);
  return handshake.client;
}

/** A database of its own on the run's PostgreSQL server, and the way to drop it. */
export interface ScratchDatabase {
  /** `DATABASE_URL` with the new database's name as its path. */
  url: string;
  /** Drops the database, ending whatever is still connected to it. */
  drop: () => Promise<void>;
}

/** Creates an empty database named after `prefix` on the run's PostgreSQL (test/postgres.ts). */
export async function createScratchDatabase(prefix: string): Promise<ScratchDatabase> {
  const name = uniqueDatabaseName(prefix);
  await createDatabase(name);
  return { url: databaseUrl(name), drop: () => dropDatabase(name) };
}
