// The generator as a newcomer runs it (CONTRIBUTING.md, "Add a management screen"): into a copy of
// this working tree (its tracked and new files, without node_modules or build output), installed
// from the warm pnpm store, it makes a screen; then the checks of `pnpm test` that the new files
// touch must pass there: types, ESLint, Prettier, the catalogue check, the contracts' tests (every
// definition logged, every screen url shown), the generated server test, and the generated
// journey against the copy's built console and server (with an axe audit of the screen and its
// form). NEW_SCREEN_JOURNEY=0 leaves the journey out, for a quicker run while editing the templates.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const copy = mkdtempSync(path.join(tmpdir(), 'workbench-new-screen-'));

/** Runs `command` in the copy (or in `cwd` under it); its output shows only when it fails. */
function run(command, args, cwd = '.') {
  try {
    return execFileSync(command, args, { cwd: path.join(copy, cwd), encoding: 'utf8', stdio: 'pipe' });
  } catch (error) {
    throw new Error(`${command} ${args.join(' ')} failed:\n${error.stdout}\n${error.stderr}`, { cause: error });
  }
}

before(() => {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => file && existsSync(path.join(ROOT, file)));
  for (const file of files) cpSync(path.join(ROOT, file), path.join(copy, file));
  run('pnpm', ['install', '--frozen-lockfile', '--offline', '--reporter', 'silent']);
  run('pnpm', ['--filter', '@workbench/tokens', 'build']);
  // A repository of its own, so that what the generator touched is what `git status` lists.
  run('git', ['init', '--quiet']);
  run('git', ['add', '--all']);
  run('git', ['-c', 'user.name=new-screen', '-c', 'user.email=new-screen@invalid', 'commit', '--quiet', '-m', 'base']);
});
after(() => rmSync(copy, { recursive: true, force: true }));

test('refuses a name that is not camelCase, saying how to call it', () => {
  assert.throws(
    () => run('node', ['scripts/new-screen/new-screen.mjs', 'Cost-Centre', '--zh', '成本中心', '--en', 'cost centre']),
    /give one NAME in camelCase[\s\S]*Usage: pnpm new:screen NAME/,
  );
});

test('makes a screen that passes the checks of pnpm test', { timeout: 600_000 }, () => {
  run('pnpm', ['new:screen', 'costCentre', '--zh', '成本中心', '--en', 'cost centre']);
  // Six files and the migration's (docs/architecture.md, "One registry"): no list elsewhere names the screen.
  const touched = run('git', ['status', '--porcelain', '--untracked-files=all'])
    .split('\n')
    .filter(Boolean)
    .map((line) => line.slice(3))
    .filter((file) => !file.startsWith('server/src/db/migrations/'))
    .sort();
  assert.deepEqual(touched, [
    'contracts/src/resources/cost-centre.ts',
    'contracts/src/resources/registry.ts',
    'server/src/db/schema/cost-centre.ts',
    'server/src/modules/cost-centre/cost-centre.ts',
    'server/test/cost-centre.test.ts',
    'tests/e2e/cost-centre.spec.ts',
  ]);
  const migrations = path.join(copy, 'server/src/db/migrations');
  const journal = JSON.parse(readFileSync(path.join(migrations, 'meta/_journal.json'), 'utf8'));
  assert.match(journal.entries.at(-1).tag, /_cost_centre$/);
  assert.match(readFileSync(path.join(migrations, `${journal.entries.at(-1).tag}.sql`), 'utf8'), /"cost_centres"/);

  run('pnpm', [
    '-r',
    '--filter',
    '@workbench/contracts',
    '--filter',
    '@workbench/server',
    '--filter',
    '@workbench/console',
    '--filter',
    '@workbench/tests',
    'typecheck',
  ]);
  run('pnpm', [
    'exec',
    'eslint',
    'contracts/src',
    'server/src',
    'server/test/cost-centre.test.ts',
    'console/src/app',
    'tests/e2e/cost-centre.spec.ts',
  ]);
  run('pnpm', ['exec', 'prettier', '--check', '.']);
  run('node', ['scripts/check-i18n.mjs']);
  run('pnpm', ['exec', 'vitest', 'run'], 'contracts');
  run('pnpm', ['exec', 'vitest', 'run', 'test/cost-centre.test.ts'], 'server');
  if (process.env.NEW_SCREEN_JOURNEY !== '0') {
    run('pnpm', ['--filter', '@workbench/console', 'build']);
    run('pnpm', ['--filter', '@workbench/server', 'build']);
    run('pnpm', ['exec', 'playwright', 'test', 'e2e/cost-centre.spec.ts', '--project', 'pglite'], 'tests');
  }
});
