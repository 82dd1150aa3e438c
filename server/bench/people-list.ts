/**
 * `pnpm bench`: the people list over 10,000 accounts of one company, against baselines measured
 * in the same run, written to `docs/benchmarks.md`. Seconds are not comparable between machines
 * (these are shared 2-core ones); the ratios to the baselines are what to read.
 *
 * - baseline 1: a bare Fastify route answering `{}` through `inject` (the cost of the framework);
 * - baseline 2: the same filtered, sorted page as one plain SQL statement on the same PGlite
 *   (the cost of the query itself);
 * - measured: `POST /share-system/person/list` through the whole server: signature, session,
 *   permission, schema, count and page in SQL, search-log row, envelope.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { personResource } from '@workbench/contracts';
import { drizzle } from 'drizzle-orm/pglite';
import Fastify from 'fastify';
import forge from 'node-forge';
import { buildApp } from '../src/app';
import * as schema from '../src/db/schema';
import { DEMO_PASSWORD } from '../src/db/seed/demo';
import { GENERATED_PEOPLE, insertGeneratedPeople } from '../src/db/seed/demo-organisation';
import { computeSignature } from '../src/lib/signature';
import { writeSection } from './report';

const TARGET_PEOPLE = 10_000;
const WARMUP = 30;
const RUNS = 300;

/** p-th percentile (0..100) of `samples` in ms, nearest rank. */
function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/** Runs `once` WARMUP + RUNS times; the timings of the last RUNS, in ms. */
async function measure(once: () => Promise<void>): Promise<number[]> {
  for (let i = 0; i < WARMUP; i++) await once();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await once();
    samples.push(performance.now() - start);
  }
  return samples;
}

const pglite = new PGlite();
const dataDir = mkdtempSync(join(tmpdir(), 'workbench-bench-'));
let clock = Date.now();
const app = await buildApp({ database: { pglite }, dataDir, consoleDir: dataDir, clock: () => clock });
const db = drizzle({ client: pglite, schema });

// Fill company 2 (远航供应链, which the seed gives 1,200 people) up to 10,000 accounts.
const [{ id: companyId } = { id: 0 }] = (
  await pglite.query<{ id: number }>("select id from workbench.companies where bin_code = '91440300MA5YH00002'")
).rows;
const unitIds = (
  await pglite.query<{ id: number }>('select id from workbench.units where company_id = $1', [companyId])
).rows.map((row) => row.id);
const [{ id: staffRoleId } = { id: 0 }] = (
  await pglite.query<{ id: number }>("select id from workbench.roles where code = 'enterprise_staff'")
).rows;
await db.transaction((tx) =>
  insertGeneratedPeople(tx, {
    companyId,
    unitIds,
    staffRoleId,
    passwordHash: 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA$' + 'A'.repeat(86),
    now: clock,
    count: TARGET_PEOPLE - GENERATED_PEOPLE - 1,
    prefix: 'bench.',
    seed: 7,
  }),
);
await pglite.query('analyze');
const [{ n: people } = { n: 0 }] = (
  await pglite.query<{ n: number }>('select count(*)::int as n from workbench.accounts where company_id = $1', [
    companyId,
  ])
).rows;

let lastTimestamp = 0;
/** A signed `POST` as the console sends it (docs/wire-protocol.md). */
async function call(url: string, body: Record<string, unknown>, token?: string) {
  lastTimestamp = Math.max(Date.now(), lastTimestamp + 1);
  clock = lastTimestamp;
  const timestamp = String(lastTimestamp);
  const headers: Record<string, string> = { timestamp, signature: computeSignature(body, timestamp, token) };
  if (token) headers['authorization'] = token;
  const response = await app.inject({ method: 'POST', url, headers, payload: body });
  return response.json<{ code: number; data: unknown }>();
}

// Sign in as admin.yh the way the console does: encrypted password, then the item key.
lastTimestamp = Math.max(Date.now(), lastTimestamp + 1);
clock = lastTimestamp;
const publicKey = (
  await app.inject({
    method: 'GET',
    url: '/share-system/system/publicKey',
    headers: { timestamp: String(lastTimestamp), signature: computeSignature({}, String(lastTimestamp), undefined) },
  })
).json<{ data: string }>().data;
const encrypted = forge.util.encode64(
  forge.pki.publicKeyFromPem(publicKey).encrypt(Buffer.from(DEMO_PASSWORD).toString('base64'), 'RSAES-PKCS1-V1_5'),
);
const login = (await call('/ibs/loginNew', { account: 'admin.yh', password: encrypted })) as {
  data: { token: string };
};
const { token } = login.data;

const [{ id: unitId } = { id: 0 }] = (
  await pglite.query<{ id: number }>("select id from workbench.units where name = '华南仓储'")
).rows;
const query = { pageNum: 3, pageSize: 20, sortKey: 'name', order: 'asc', enabled: 'Y', unitId };

const baseline = Fastify();
baseline.get('/', async () => ({}));
await baseline.ready();
const bare = await measure(async () => {
  await baseline.inject({ method: 'GET', url: '/' });
});
const plainSql = await measure(async () => {
  const where =
    'from workbench.accounts a join workbench.persons p on p.id = a.person_id where a.company_id = $1 and a.enabled and a.unit_id = $2';
  await pglite.query(`select count(*) ${where}`, [companyId, unitId]);
  await pglite.query(`select a.id, a.account, p.name ${where} order by p.name, a.id limit 20 offset 40`, [
    companyId,
    unitId,
  ]);
});
let total = 0;
const list = await measure(async () => {
  const answer = (await call(personResource.paths.list, query, token)) as { code: number; data: { total: number } };
  if (answer.code !== 200) throw new Error(`list answered ${answer.code}`);
  total = answer.data.total;
});

const row = (name: string, samples: number[]) =>
  `| ${name} | ${percentile(samples, 50).toFixed(2)} | ${percentile(samples, 99).toFixed(2)} |`;
const ratio = (a: number[], b: number[], p: number) => (percentile(a, p) / percentile(b, p)).toFixed(1);
const report = `## People list, ${people.toLocaleString('en')} accounts in one company

A filtered, sorted page: \`${JSON.stringify(query)}\` (${total} matching accounts), ${RUNS} calls
after ${WARMUP} to warm up, one at a time, through \`app.inject\` on the embedded PGlite.

| what | p50 ms | p99 ms |
| --- | ---: | ---: |
${row('bare Fastify route (baseline)', bare)}
${row('the same page as plain SQL, count and page (baseline)', plainSql)}
${row(`\`${personResource.paths.list}\` through the whole server`, list)}

The list takes ${ratio(list, plainSql, 50)} times the plain SQL at p50 (${ratio(list, plainSql, 99)} at p99) and
${ratio(list, bare, 50)} times a bare Fastify route. The difference to plain SQL is the signature and
session checks, the permission lookup, the role names of each row, the search-log write and the
envelope.
`;
writeSection('people-list', report);
console.log(report);
await app.close();
await baseline.close();
rmSync(dataDir, { recursive: true, force: true });
