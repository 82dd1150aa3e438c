/**
 * `pnpm bench`, under load: autocannon (100 connections, 10 s after a 3 s warm-up) against the
 * server as it ships (`node dist/main.js`, built by `pnpm build`), started as its own process on
 * a free port, beside a bare Fastify hello-world process measured in the same run. Every request
 * is freshly signed (a new timestamp, docs/wire-protocol.md) and carries the session token of
 * `admin`, signed in through the sign-on calls first, the baseline's as well (it answers a fixed
 * envelope to the menu's request): the load generator shares the two cores with the server, so it
 * does the same work per request in every target and the ratio is the server's. An answer whose
 * envelope `code` is not 200 counts as an error.
 *
 * The server is started with the options of `pnpm start`, once to migrate and seed its empty
 * database, then again for the measurement.
 *
 * Engines: PGlite in a temporary `DATA_DIR`, always; PostgreSQL when `DATABASE_URL` is set (the
 * server is started with it and `SEED_DEMO=1`; the database is seeded when empty). Each engine's
 * figures go to its own section of docs/benchmarks.md, with the server's RSS after the run
 * (read from `/proc`, so Linux only). `BENCH_NODE_ARGS` adds options to the server's `node`, such as
 * `--cpu-prof --cpu-prof-dir=/tmp/profiles` to profile it under this load.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import forge from 'node-forge';
import { serverStart } from '../../scripts/server-start.mjs';
import { DEMO_PASSWORD } from '../src/db/seed/demo';
import { computeSignature, SIGNATURE_WINDOW_MS } from '../src/lib/signature';
import { type SectionId, writeSection } from './report';

const CONNECTIONS = 100;
const DURATION_S = 10;
const WARMUP_S = 3;
/**
 * How long the server idles after the run before its memory is read again, in ms: past V8's
 * memory reducer, which collects and gives pages back some 8 s after allocation slows down.
 */
const SETTLE_MS = 12_000;
const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
const MENU_PATH = '/share-system/menu/getLeftMenuList';
const MENU_BODY = { appId: 1 };
const DOCUMENT_PATH = '/share-system/document/list';
const DOCUMENT_BODY = { pageNum: 1, pageSize: 10 };

/** A process this benchmark started, and the port it listens on. */
interface Started {
  child: ChildProcess;
  port: number;
}

/**
 * Starts `node args` in `SERVER_DIR` and resolves once a line of its standard output matches
 * `listening` (its first group is the port).
 * @throws Error when the process ends before it listens.
 */
function startProcess(args: string[], env: NodeJS.ProcessEnv, listening: RegExp): Promise<Started> {
  const child = spawn(process.execPath, args, { cwd: SERVER_DIR, env, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`node ${args.join(' ')} ended with ${code} before listening`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const port = listening.exec(line)?.[1];
      if (port) resolve({ child, port: Number(port) });
    });
  });
}

/** Stops a started process with SIGTERM and waits for it to end. */
async function stop({ child }: Started): Promise<void> {
  if (child.exitCode !== null) return;
  const ended = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await ended;
}

/** Resident set size of process `pid` in MB (VmRSS of /proc/<pid>/status). */
function rssMb(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) / 1024;
}

let lastTimestamp = 0;
/** Signed headers for `body`, with a timestamp never used before in this run. */
function signedHeaders(body: Record<string, unknown>, token?: string): Record<string, string> {
  lastTimestamp = Math.max(Date.now(), lastTimestamp + 1);
  const timestamp = String(lastTimestamp);
  return {
    'content-type': 'application/json',
    timestamp,
    signature: computeSignature(body, timestamp, token),
    ...(token ? { authorization: token } : {}),
  };
}

/**
 * Signs in as `admin` through the sign-on calls as the console does (password base64 then
 * RSA-encrypted, then the item key exchanged for the token).
 * @throws Error when a step does not answer the sign-on service's success code, 1.
 */
async function signIn(base: string): Promise<string> {
  const keyTimestamp = String((lastTimestamp = Math.max(Date.now(), lastTimestamp + 1)));
  const publicKey = (
    (await (
      await fetch(`${base}/share-system/system/publicKey`, {
        headers: { timestamp: keyTimestamp, signature: computeSignature({}, keyTimestamp, undefined) },
      })
    ).json()) as { data: string }
  ).data;
  const password = forge.util.encode64(
    forge.pki.publicKeyFromPem(publicKey).encrypt(Buffer.from(DEMO_PASSWORD).toString('base64'), 'RSAES-PKCS1-V1_5'),
  );
  const post = async <T>(path: string, body: Record<string, unknown>, success: number): Promise<T> => {
    const answer = (await (
      await fetch(`${base}${path}`, { method: 'POST', headers: signedHeaders(body), body: JSON.stringify(body) })
    ).json()) as { code: number; data: T };
    if (answer.code !== success) throw new Error(`${path} answered ${JSON.stringify(answer)}`);
    return answer.data;
  };
  return (await post<{ token: string }>('/ibs/loginNew', { account: 'admin', password }, 1)).token;
}

/** A signed call to load: its path, its body and the session token. */
interface Call {
  path: string;
  body: Record<string, unknown>;
  token: string;
}

/** What one measured target gave. */
interface Figures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Connection errors, time-outs, non-2xx answers and envelopes whose code is not 200. */
  errors: number;
  timeouts: number;
}

/**
 * Whether an answer is an envelope with code 200. The server writes `code` first, so the prefix
 * answers almost every time without parsing the body: parsing the menu's 7 kB would cost the
 * load generator, which shares the cores, more per request than the baseline's small envelope,
 * and the ratio is meant to be the server's. Any other answer is parsed.
 */
function isSuccess(body: string): boolean {
  return body.startsWith('{"code":200,') || (JSON.parse(body) as { code?: unknown }).code === 200;
}

/** Runs autocannon for `seconds` against `base`: `call`'s body POSTed to its path, freshly signed with its token each time. */
async function load(base: string, seconds: number, call: Call): Promise<Figures> {
  let wrongEnvelopes = 0;
  const payload = JSON.stringify(call.body);
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: seconds,
    timeout: 10,
    requests: [
      {
        method: 'POST',
        path: call.path,
        setupRequest: (request) => ({ ...request, headers: signedHeaders(call.body, call.token), body: payload }),
        onResponse: (_status, body) => {
          if (!isSuccess(body)) wrongEnvelopes++;
        },
      },
    ],
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + wrongEnvelopes,
    timeouts: result.timeouts,
  };
}

/**
 * Warms up, then measures. Every signed request needs a timestamp of its own (a replay otherwise),
 * and the server takes one up to {@link SIGNATURE_WINDOW_MS} either side of its clock: past 1,000
 * requests a second the timestamps run ahead of the clock, by some 200 s after a target at
 * 15,000. So each target's timestamps start near the window's past edge (a target's body differs
 * from the others', and so do its signatures), which leaves room for about 45,000 requests a
 * second over a warm-up and a measurement.
 */
async function measure(base: string, call: Call): Promise<Figures> {
  lastTimestamp = Date.now() - SIGNATURE_WINDOW_MS + 10_000;
  await load(base, WARMUP_S, call);
  return load(base, DURATION_S, call);
}

/** Measures one engine and writes its section of docs/benchmarks.md. */
async function benchEngine(engine: 'pglite' | 'postgres'): Promise<void> {
  // Other work on the same cores skews every figure; the page says how busy the machine was.
  const [busy = 0] = loadavg();
  const dataDir = mkdtempSync(join(tmpdir(), 'workbench-bench-'));
  const { DATABASE_URL: databaseUrl, ...inherited } = process.env;
  const env: NodeJS.ProcessEnv = {
    ...inherited,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    ...(engine === 'postgres' ? { DATABASE_URL: databaseUrl, SEED_DEMO: '1' } : {}),
  };
  const bare = await startProcess(['--import', 'tsx', 'bench/bare-fastify.ts'], env, /listening on (\d+)/);
  const start = serverStart();
  const serverEnv = { ...env, ...start.env };
  const serverArgs = [
    ...start.nodeOptions,
    ...(process.env['BENCH_NODE_ARGS'] ?? '').split(' ').filter(Boolean),
    start.entry,
  ];
  const listening = /listening on http:\/\/localhost:(\d+)\//;
  // The first start of an empty database migrates and seeds it, once in the database's life; the
  // server measured is the next start, as every later one is (docs/architecture.md, "Memory").
  const seeding = await startProcess(serverArgs, serverEnv, listening);
  const seedingRss = rssMb(seeding.child.pid!);
  await stop(seeding);
  const server = await startProcess(serverArgs, serverEnv, listening);
  const idleRss = rssMb(server.child.pid!);
  try {
    const base = `http://127.0.0.1:${server.port}`;
    const token = await signIn(base);
    // The baseline gets the menu's signed request, so the load generator's work is the same.
    const hello = await measure(`http://127.0.0.1:${bare.port}`, { path: '/', body: MENU_BODY, token });
    const menu = await measure(base, { path: MENU_PATH, body: MENU_BODY, token });
    const documents = await measure(base, { path: DOCUMENT_PATH, body: DOCUMENT_BODY, token });
    const rss = rssMb(server.child.pid!);
    // Once the load stops, V8 collects what the run left and returns pages; the settled figure
    // is what the process holds between bursts.
    await setTimeout(SETTLE_MS);
    const settledRss = rssMb(server.child.pid!);
    const row = (name: string, figures: Figures) =>
      `| ${name} | ${Math.round(figures.requestsPerSecond).toLocaleString('en')} | ${(figures.requestsPerSecond / hello.requestsPerSecond).toFixed(3)} | ${figures.p50} | ${figures.p99} | ${figures.errors} | ${figures.timeouts} |`;
    const title = engine === 'pglite' ? 'PGlite (the default)' : 'PostgreSQL (`DATABASE_URL`)';
    const section = `## Under load, ${title}

${CONNECTIONS} connections for ${DURATION_S} s (after ${WARMUP_S} s of warm-up) with autocannon, against \`node dist/main.js\`
and a bare Fastify hello-world process in the same run; every request, the baseline's too, freshly
signed with \`admin\`'s session token (the load generator shares the cores: its work is the same in
every row). Measured on ${new Date().toISOString().slice(0, 10)}, ${availableParallelism()} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.version},
load average ${busy.toFixed(1)} when the run began.

| target | req/s | × bare Fastify | p50 ms | p99 ms | errors | time-outs |
| --- | ---: | ---: | ---: | ---: | ---: | ---: |
${row('bare Fastify hello-world (baseline)', hello)}
${row(`\`${MENU_PATH}\` \`${JSON.stringify(MENU_BODY)}\``, menu)}
${row(`\`${DOCUMENT_PATH}\` \`${JSON.stringify(DOCUMENT_BODY)}\``, documents)}

Server RSS after the run: ${Math.round(rss)} MB as the load stopped, ${Math.round(settledRss)} MB ${SETTLE_MS / 1000} s later
(${Math.round(idleRss)} MB when it began listening; the first start, which seeded the empty
database, held ${Math.round(seedingRss)} MB when it began listening).
`;
    writeSection(`load-${engine}` satisfies SectionId, section);
    console.log(section);
  } finally {
    await stop(server);
    await stop(bare);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await benchEngine('pglite');
if (process.env['DATABASE_URL']) await benchEngine('postgres');
else console.log('DATABASE_URL is not set: PostgreSQL not measured (scripts/with-postgres.sh pnpm bench measures it).');
