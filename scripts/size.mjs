// Size budgets of the console's two pages, as the server sends them: the built server is started
// on a free port with a temporary data directory, and each page and script is fetched with
// `Accept-Encoding: br, gzip`, counting the bytes that come over the wire (the build's Brotli
// twins, docs/architecture.md, "Server"). The scripts of a page are read from Vite's manifest
// (console/dist/.vite/manifest.json). Bytes are stable across machines, so this check may fail CI.
// It also checks that the screens load on demand: no screen of the registry, nor the generic
// management list and form, is among the work bench's static imports.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverStart } from './server-start.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = path.join(ROOT, 'console/dist');
/** How long the server may take to open its fresh embedded database, in ms. */
const START_TIMEOUT_MS = 120_000;

/**
 * The pages and their budgets in bytes on the wire.
 * - The sign-in page (docs/architecture.md, "Sign-in page"): 60 kB for all the JavaScript signing
 *   in needs, the lazy RSA encryption (jsencrypt) included.
 * - The portal, the other lean page (same section): 60 kB, the same allowance, for its texts and
 *   language switch.
 * - The work bench, `/admin/index`: 150 kB for the JavaScript it loads before its first render
 *   (the entry and its static imports): the framework, the session check, the route guard and the
 *   stores; the shell, the tag bar, the screens and the charts load on demand (docs/architecture.md,
 *   "Work bench").
 * - The work bench's first view: 275 kB for all the JavaScript before its cards render, the shell's,
 *   the tag bar's and the work bench's chunks (`FIRST_VIEW` in console/src/app/router.tsx) with their
 *   static imports added; a ceiling that keeps it from growing, not yet a target.
 */
const PAGES = [
  { name: 'sign-in', url: '/admin/login', entries: ['sign-in.html'], lazy: true, budget: 60_000 },
  { name: 'portal', url: '/store/index', entries: ['portal.html'], lazy: true, budget: 60_000 },
  { name: 'work bench', url: '/admin/index', entries: ['index.html'], lazy: false, budget: 150_000 },
  {
    name: "work bench's first view",
    url: '/admin/index',
    entries: [
      'index.html',
      'src/features/shell/components/shell.tsx',
      'src/app/tags-view-bar.tsx',
      'src/features/workbench/screens/workbench-screen.tsx',
    ],
    lazy: false,
    budget: 275_000,
  },
];

const manifest = JSON.parse(readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8'));

/**
 * Manifest keys of what must load on demand (docs/architecture.md, "Screens"): the screens of the
 * registry (`console/src/features/<feature>/screens/`), and the chunks of the generic management
 * list and form every resource screen is made of.
 */
const ON_DEMAND = /^src\/features\/[^/]+\/screens\/|^_resource-(list-screen|form)-/;

/** The manifest keys an entry loads before its first render: itself and its static imports. */
function staticClosure(entry) {
  const keys = new Set();
  const visit = (key) => {
    if (!manifest[key] || keys.has(key)) return;
    keys.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  visit(entry);
  return keys;
}

/** The screen modules in the console's source: each must load on demand, in a chunk of its own. */
const SCREEN_MODULES = readdirSync(path.join(ROOT, 'console/src/features')).flatMap((feature) => {
  const dir = path.join(ROOT, 'console/src/features', feature, 'screens');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.tsx') && !/\.(test|stories)\.tsx$/.test(file))
    .map((file) => `src/features/${feature}/screens/${file}`);
});

/**
 * The manifest key of a screen module's chunk: its source path when it is a dynamic entry, or the
 * shared chunk named after it when another screen also imports it statically (the log screens'
 * tabs), which the bundler lists under `_<name>-<hash>.js` without its source.
 */
function chunkKeyOf(file) {
  if (manifest[file]) return file;
  const name = path.basename(file, '.tsx');
  return Object.keys(manifest).find((key) => key.startsWith('_') && manifest[key].name === name);
}

/**
 * Problems with on-demand loading: a screen module with no chunk of its own (bundled into another,
 * so it cannot load on demand), or a screen or management part among the work bench's static
 * imports.
 */
function onDemandProblems() {
  const keys = new Map(SCREEN_MODULES.map((file) => [file, chunkKeyOf(file)]));
  const problems = [...keys].filter(([, key]) => !key).map(([file]) => `size: ${file} has no chunk of its own`);
  if (keys.size === 0) problems.push('size: no screen modules found under console/src/features');
  const onDemand = new Set([...keys.values()].filter(Boolean));
  for (const key of Object.keys(manifest)) if (ON_DEMAND.test(key)) onDemand.add(key);
  const eager = [...staticClosure('index.html')].filter((key) => onDemand.has(key));
  problems.push(...eager.map((key) => `size: ${key} is loaded before the work bench's first render`));
  if (problems.length === 0) {
    console.log(`${onDemand.size} screens and management parts load on demand, none before the first render\n`);
  }
  return problems;
}

/** The script files a page loads: its entries' static imports, and with `lazy` their dynamic imports too. */
function scriptsOf(entries, lazy) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const next of chunk.imports ?? []) visit(next);
    if (lazy) for (const next of chunk.dynamicImports ?? []) visit(next);
  };
  for (const entry of entries) {
    if (!manifest[entry]) throw new Error(`size: ${entry} is not in the manifest`);
    visit(entry);
  }
  return [...files].map((file) => `/admin/${file}`);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** GETs `url` and answers its status, `Content-Encoding` and the body's length as sent (not decoded). */
function fetchRaw(url) {
  return new Promise((resolve, reject) => {
    const request = http.get(
      url,
      { headers: { 'accept-encoding': 'br, gzip', accept: 'text/html,*/*' } },
      (response) => {
        let bytes = 0;
        response.on('data', (chunk) => (bytes += chunk.length));
        response.on('end', () =>
          resolve({ status: response.statusCode, encoding: response.headers['content-encoding'] ?? 'identity', bytes }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

async function waitUntilUp(base, server) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`size: the server exited with ${server.exitCode}`);
    const up = await fetchRaw(`${base}/admin/index`).then(
      (answer) => answer.status === 200,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('size: the server did not start');
}

const port = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), 'workbench-size-'));
// The build, as `pnpm start` runs it (server/package.json), in its own process group so that it
// stops with everything it started.
const start = serverStart();
const server = spawn(process.execPath, [...start.nodeOptions, start.entry], {
  cwd: path.join(ROOT, 'server'),
  env: { ...process.env, ...start.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, CONSOLE_DIR: DIST },
  detached: true,
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stop = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
};

let failed = false;
for (const problem of onDemandProblems()) {
  console.error(problem);
  failed = true;
}
try {
  const base = `http://127.0.0.1:${port}`;
  await waitUntilUp(base, server);
  for (const page of PAGES) {
    const html = await fetchRaw(`${base}${page.url}`);
    console.log(`${page.name} (${page.url})`);
    console.log(`${String(html.bytes).padStart(8)} B ${html.encoding.padEnd(8)} ${page.url}`);
    let total = 0;
    for (const url of scriptsOf(page.entries, page.lazy)) {
      const answer = await fetchRaw(`${base}${url}`);
      if (answer.status !== 200) throw new Error(`size: ${url} answered ${answer.status}`);
      total += answer.bytes;
      console.log(`${String(answer.bytes).padStart(8)} B ${answer.encoding.padEnd(8)} ${url}`);
    }
    const what = page.lazy
      ? 'JavaScript in all'
      : page.entries.length > 1
        ? 'JavaScript before its cards render'
        : 'JavaScript before first render';
    console.log(`${String(total).padStart(8)} B on the wire: ${what} (budget ${page.budget} B)\n`);
    if (total === 0) {
      console.error(`size: no script found for ${page.entries.join(', ')} in the manifest`);
      failed = true;
    } else if (total > page.budget) {
      console.error(`size: ${page.name} is ${total} B, over its budget of ${page.budget} B`);
      failed = true;
    }
  }
} finally {
  stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
