import { expect, test } from '@playwright/test';
import { execFile } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expectNoAxeViolation } from '../support/axe';
import { ROOT } from '../support/server';
import { freePort, serveStatic } from '../support/static-server';

/**
 * The published packages as another team gets them (docs/architecture.md, "Packages"): both are
 * packed with `pnpm pack` (their `prepack` builds `dist/`), installed with npm from the tarballs
 * into a fresh Vite + React + TypeScript app in the OS temp folder, outside the workspace so no
 * workspace `node_modules` resolves, type-checked against the published `.d.ts`, built with
 * `vite build` and opened in Chromium. The app has no Tailwind: it imports the compiled stylesheet.
 */

const run = promisify(execFile);

/**
 * Upper bounds of the packed tarballs in bytes (`tar` gzip as `pnpm pack` writes it), about 15%
 * above their size when set; README.md, "Publishing the design system", states the same figures.
 */
const TARBALL_BUDGET_BYTES = {
  '@workbench/tokens': 23_000,
  '@workbench/design-system': 150_000,
} as const;

/**
 * A string literal of @tanstack/table-core that DataTable's sorting keeps in a minified bundle:
 * its presence means table code was bundled.
 */
const TABLE_CORE_MARKER = 'rowSortingFeature';

/** What a tarball may hold besides `dist/`. */
const PACKAGE_FILES = ['package/package.json', 'package/README.md', 'package/CHANGELOG.md'];

interface Packed {
  name: keyof typeof TARBALL_BUDGET_BYTES;
  tarball: string;
  files: string[];
}

/** The environment of the npm, tsc and vite runs: without pnpm's `npm_*` settings of this run. */
function consumerEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.toLowerCase().startsWith('npm_')));
}

async function versionsOf(manifest: string, names: string[]): Promise<Record<string, string>> {
  const json = JSON.parse(await readFile(path.join(ROOT, manifest), 'utf8')) as {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
  const all = { ...json.dependencies, ...json.devDependencies };
  return Object.fromEntries(names.map((name) => [name, all[name] ?? 'latest']));
}

const MAIN_TSX = `import '@workbench/design-system/compiled.css';
import { Button, DataTable, Dialog, DialogTrigger, type DataTableColumn } from '@workbench/design-system';
import { applyTheme } from '@workbench/tokens';
import { createRoot } from 'react-dom/client';

applyTheme({ primary: '#0F766E' });

interface Order {
  id: string;
  supplier: string;
  total: number;
}

const rows: Order[] = [
  { id: 'po-1', supplier: 'Acme Paper', total: 1200 },
  { id: 'po-2', supplier: 'Blue Ink', total: 86 },
];

const columns: DataTableColumn<Order>[] = [
  { id: 'supplier', header: 'Supplier', value: (row) => row.supplier, isRowHeader: true },
  { id: 'total', header: 'Total', value: (row) => row.total, align: 'end' },
];

const messages = {
  empty: 'No data',
  noValue: 'No value',
  loading: 'Loading…',
  error: 'Could not load the data',
  retry: 'Retry',
  selectAll: 'Select all',
  selectRow: 'Select',
};

function App() {
  return (
    <main className="flex flex-col gap-4 p-6">
      <h1 className="text-lg font-semibold">Purchase orders</h1>
      <div className="flex gap-2">
        <Button>Save</Button>
        <DialogTrigger>
          <Button variant="outline">Edit supplier</Button>
          <Dialog title="Edit supplier" closeLabel="Close">
            <p>Acme Paper supplies the office.</p>
          </Dialog>
        </DialogTrigger>
      </div>
      <DataTable label="Orders" columns={columns} rows={rows} getRowId={(row) => row.id} messages={messages} />
    </main>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(<App />);
`;

const BUTTON_TSX = `import { Button } from '@workbench/design-system';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root') as HTMLElement).render(<Button>Save</Button>);
`;

const html = (entry: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Workbench package consumer</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/${entry}"></script>
  </body>
</html>
`;

/** Writes the consumer app into `app`, installs it from the tarballs, type-checks and builds it. */
async function buildConsumer(app: string, packed: Packed[]): Promise<void> {
  const runtime = await versionsOf('package.json', ['react', 'react-dom']);
  const tools = {
    ...(await versionsOf('package.json', ['vite', '@vitejs/plugin-react', 'typescript'])),
    ...(await versionsOf('design-system/package.json', ['@types/react', '@types/react-dom'])),
  };
  const tarballs = Object.fromEntries(packed.map(({ name, tarball }) => [name, `file:${tarball}`]));
  await mkdir(path.join(app, 'src'), { recursive: true });
  await Promise.all([
    writeFile(
      path.join(app, 'package.json'),
      JSON.stringify(
        {
          name: 'workbench-consumer',
          private: true,
          type: 'module',
          dependencies: { ...tarballs, ...runtime },
          devDependencies: tools,
        },
        null,
        2,
      ),
    ),
    writeFile(
      path.join(app, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          lib: ['ES2022', 'DOM', 'DOM.Iterable'],
          module: 'ESNext',
          moduleResolution: 'bundler',
          jsx: 'react-jsx',
          strict: true,
          noEmit: true,
          skipLibCheck: true,
        },
        include: ['src'],
      }),
    ),
    writeFile(
      path.join(app, 'vite.config.js'),
      `import react from '@vitejs/plugin-react';

export default {
  plugins: [react()],
  build: { manifest: true, rolldownOptions: { input: { main: 'index.html', button: 'button.html' } } },
};
`,
    ),
    writeFile(path.join(app, 'index.html'), html('main.tsx')),
    writeFile(path.join(app, 'button.html'), html('button.tsx')),
    writeFile(path.join(app, 'src/main.tsx'), MAIN_TSX),
    writeFile(path.join(app, 'src/button.tsx'), BUTTON_TSX),
  ]);
  const options = { cwd: app, env: consumerEnv(), maxBuffer: 16 * 1024 * 1024 };
  await run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], options);
  await run(process.execPath, ['node_modules/typescript/bin/tsc', '-p', '.'], options);
  await run(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], options);
}

/** The JavaScript an HTML entry of the consumer's build loads, its static imports included. */
async function entryScript(dist: string, entry: string): Promise<string> {
  const manifest = JSON.parse(await readFile(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; imports?: string[] }
  >;
  const seen = new Set<string>();
  const visit = (key: string): void => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the consumer's manifest`);
    chunk.imports?.forEach(visit);
  };
  visit(entry);
  const files = [...seen].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
  return (await Promise.all(files.map((file) => readFile(path.join(dist, file), 'utf8')))).join('\n');
}

let work = '';
let packed: Packed[] = [];
let server: Server | undefined;
let baseURL = '';

test.beforeAll(async () => {
  // Packs, installs from the registry and builds: minutes on a cold npm cache.
  test.setTimeout(600_000);
  work = await mkdtemp(path.join(tmpdir(), 'workbench-consumer-'));
  const tarballs = path.join(work, 'tarballs');
  // Tokens first: the design system's compiled stylesheet imports the tokens' built CSS.
  for (const [name, dir] of [
    ['@workbench/tokens', 'tokens'],
    ['@workbench/design-system', 'design-system'],
  ] as const) {
    const cwd = path.join(ROOT, dir);
    await run('pnpm', ['pack', '--pack-destination', tarballs], { cwd, maxBuffer: 16 * 1024 * 1024 });
    const { version } = JSON.parse(await readFile(path.join(cwd, 'package.json'), 'utf8')) as { version: string };
    const tarball = path.join(tarballs, `${name.slice(1).replace('/', '-')}-${version}.tgz`);
    const files = (await run('tar', ['-tzf', tarball])).stdout.split('\n').filter(Boolean);
    packed.push({ name, tarball, files });
  }
  const app = path.join(work, 'app');
  await buildConsumer(app, packed);
  const port = freePort();
  server = serveStatic(path.join(app, 'dist'), port);
  await once(server, 'listening');
  baseURL = `http://127.0.0.1:${port}`;
});

test.afterAll(async () => {
  server?.close();
  if (work) await rm(work, { recursive: true, force: true });
  packed = [];
});

test('a Vite app without Tailwind renders a themed Button, a keyboard-opened Dialog and a DataTable, axe clean', async ({
  page,
}) => {
  await page.goto(`${baseURL}/index.html`);
  const save = page.getByRole('button', { name: 'Save' });
  await expect(save).toBeVisible();

  // The brand reaches the Button through the tokens' CSS variables: its fill is `--primary`, and
  // it changes when the runtime theme (applyTheme's <style>) is switched off.
  const fills = await save.evaluate((button) => {
    const theme = document.getElementById('workbench-theme') as HTMLStyleElement | null;
    const probe = document.createElement('div');
    probe.style.backgroundColor = 'var(--primary)';
    document.body.append(probe);
    const themed = getComputedStyle(button).backgroundColor;
    const primary = getComputedStyle(probe).backgroundColor;
    if (theme) theme.disabled = true;
    const fallback = getComputedStyle(button).backgroundColor;
    if (theme) theme.disabled = false;
    probe.remove();
    return { hasTheme: theme !== null, themed, primary, fallback };
  });
  expect(fills.hasTheme).toBe(true);
  expect(fills.themed).toBe(fills.primary);
  expect(fills.themed).not.toBe(fills.fallback);

  await expect(page.getByRole('grid', { name: 'Orders' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'Acme Paper' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Total' })).toBeVisible();
  await expectNoAxeViolation(page);

  // Keyboard only: Tab to the trigger, Enter opens the dialog, Escape closes it and focus returns.
  const trigger = page.getByRole('button', { name: 'Edit supplier' });
  await page.keyboard.press('Tab');
  await expect(save).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(trigger).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Edit supplier' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
  await expectNoAxeViolation(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
});

test('the tarballs hold only the build and stay in budget; a Button-only app ships no table code', async () => {
  for (const { name, tarball, files } of packed) {
    const extra = files.filter((file) => !file.startsWith('package/dist/') && !PACKAGE_FILES.includes(file));
    expect(extra, `${name} packs only dist/, README, CHANGELOG and package.json`).toEqual([]);
    const manifest = JSON.parse((await run('tar', ['-xzOf', tarball, 'package/package.json'])).stdout) as {
      exports: Record<string, unknown>;
      dependencies?: Record<string, string>;
    };
    expect(JSON.stringify(manifest.exports), `${name} exports point at dist/`).not.toContain('./src/');
    expect(JSON.stringify(manifest.dependencies ?? {}), `${name} has no workspace: range`).not.toContain('workspace:');
    expect((await stat(tarball)).size, `${name} tarball size in bytes`).toBeLessThanOrEqual(TARBALL_BUDGET_BYTES[name]);
  }

  const dist = path.join(work, 'app/dist');
  const bundles = (entry: string) => entryScript(dist, entry).then((script) => script.includes(TABLE_CORE_MARKER));
  expect(await bundles('index.html'), 'the DataTable page bundles table code').toBe(true);
  expect(await bundles('button.html'), 'the Button-only page bundles table code').toBe(false);
});
