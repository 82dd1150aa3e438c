#!/usr/bin/env node
// `pnpm new:screen NAME --zh 中文名 --en "English name" [--group code]`: adds a management screen the
// way CONTRIBUTING.md, "Add a management screen", describes it by hand. From ./templates it writes
// the resource definition (the console shows it on the generic list; its `menu` places the menu
// entry, its resources and grants in the base data), the table's module in server/src/db/schema/,
// the server's store and routes (found by their path, docs/architecture.md, "One registry"), a
// server test and a journey; it adds the definition to the registry's list, makes the migration
// with drizzle-kit, and formats what it touched: six files and the migration's. The screen is a company's list of coded, named entries (code, names in zh
// and en, a remark): edit the files it names to make it what the screen is for.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const TEMPLATES = path.join(HERE, 'templates');

const USAGE = `Usage: pnpm new:screen NAME --zh 中文名 --en "English name" [--group GROUP] [--root DIR]

  NAME     the resource's name in camelCase, singular (costCentre): its menu url, permission
           codes (costCentre:read, costCentre:write) and API paths (/share-system/costCentre/...)
  --zh     what one entry is called in Chinese (成本中心); the menu entry is "<zh>管理"
  --en     what one entry is called in English, lower case (cost centre); the menu entry is its plural
  --group  the code of the menu group the entry goes under (default system_manage)
  --root   the repository to write into (default: this one)`;

/** Fails with `message` and the usage. */
function fail(message) {
  console.error(`new:screen: ${message}\n\n${USAGE}`);
  process.exit(1);
}

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    zh: { type: 'string' },
    en: { type: 'string' },
    group: { type: 'string', default: 'system_manage' },
    root: { type: 'string', default: path.resolve(HERE, '../..') },
  },
});
const [name] = positionals;
if (positionals.length !== 1 || !/^[a-z][a-zA-Z0-9]{1,40}$/.test(name)) fail('give one NAME in camelCase.');
if (!options.zh || !/^\p{Script=Han}{1,10}$/u.test(options.zh)) fail('give --zh: 1 to 10 Chinese characters.');
if (!options.en || !/^[a-z][a-z ]{1,40}$/.test(options.en)) fail('give --en: lower-case English words.');
const ROOT = path.resolve(options.root);

const words = name
  .replace(/([A-Z])/g, ' $1')
  .toLowerCase()
  .split(' ');
/** The English plural of a lower-case word or phrase (its last word). */
const plural = (text) =>
  /[^aeiou]y$/.test(text) ? `${text.slice(0, -1)}ies` : /(s|x|ch|sh)$/.test(text) ? `${text}es` : `${text}s`;
const capital = (text) => text[0].toUpperCase() + text.slice(1);
const snake = words.join('_');
const menuEn = capital(plural(options.en));
const vars = {
  name,
  Name: capital(name),
  kebab: words.join('-'),
  snake,
  table: plural(name),
  tableSql: plural(snake),
  zh: options.zh,
  en: options.en,
  menuZh: `${options.zh}管理`,
  menuEn,
  group: options.group,
};

/** The text of `file` (relative to the root). */
const read = (file) => readFileSync(path.join(ROOT, file), 'utf8');
/** The text of every resource definition's module, where each `menuUrl` is named. */
const definitionsText = () =>
  readdirSync(path.join(ROOT, 'contracts/src/resources'))
    .filter((file) => file.endsWith('.ts'))
    .map((file) => read(`contracts/src/resources/${file}`))
    .join('\n');
/** Writes `text` to `file`, making its folder. */
function write(file, text) {
  mkdirSync(path.dirname(path.join(ROOT, file)), { recursive: true });
  writeFileSync(path.join(ROOT, file), text);
}
/** Template `file` with its `{{var}}`s filled. */
function template(file, extra = {}) {
  const all = { ...vars, ...extra };
  return readFileSync(path.join(TEMPLATES, file), 'utf8').replace(/\{\{(\w+)\}\}/g, (_, key) => {
    if (!(key in all)) throw new Error(`${file}: no value for {{${key}}}`);
    return all[key];
  });
}
const REGISTRY = 'contracts/src/resources/registry.ts';
/** The end of the registry's list of definitions, where a new one goes. */
const DEFINITIONS_END = /^\] as const satisfies readonly ResourceDefinition\[\];$/m;
/** The last line of the registry's imports. */
const LAST_IMPORT = /^(?:import .*|\} from .*);$(?![\s\S]*^(?:import .*|\} from .*);$)/m;

const contract = `contracts/src/resources/${vars.kebab}.ts`;
const table = `server/src/db/schema/${vars.kebab}.ts`;
const module = `server/src/modules/${vars.kebab}/${vars.kebab}.ts`;
const serverTest = `server/test/${vars.kebab}.test.ts`;
const journey = `tests/e2e/${vars.kebab}.spec.ts`;
for (const file of [contract, table, module, serverTest, journey]) {
  if (existsSync(path.join(ROOT, file))) fail(`${file} exists already.`);
}
if (new RegExp(`menuUrl: '${name}'|'${name}',`).test(read('contracts/src/screens.ts') + definitionsText()))
  fail(`the screen url ${name} exists already.`);

// The menu group, read from the seed's menu tree: its Chinese name is what the journey opens.
const seed = read('server/src/db/seed/base.ts');
const groupAt = seed.indexOf(`    code: '${options.group}',`);
if (groupAt < 0) fail(`no menu group ${options.group} in server/src/db/seed/base.ts.`);
const groupZh = /nameZh: '([^']+)'/.exec(seed.slice(groupAt))?.[1];

// The registry is checked before anything is written, so a refusal leaves the tree as it was.
const registry = read(REGISTRY);
if (!DEFINITIONS_END.test(registry) || !LAST_IMPORT.test(registry))
  fail(`${REGISTRY} has no list of definitions ending in "] as const satisfies readonly ResourceDefinition[];".`);

// The files of the screen's own.
write(contract, template('contract.ts.tmpl'));
write(table, template('schema.ts.tmpl'));
write(module, template('module.ts.tmpl'));
write(serverTest, template('server-test.ts.tmpl'));
write(journey, template('journey.spec.ts.tmpl', { groupZh }));

// Its entry in the one shared list, the registry's definitions. The base data places its menu entry
// by the definition's `menu`; the server finds its routes by path; drizzle-kit reads its table from
// the schema's folder.
const importLine = `import { ${name}Resource } from './${vars.kebab}';`;
const withImport = registry.replace(LAST_IMPORT, (line) => `${line}\n${importLine}`);
write(
  REGISTRY,
  withImport.replace(DEFINITIONS_END, (end) => `  ${name}Resource,\n${end}`),
);

/** Runs `command` in the root; its output shows only when it fails. */
function run(command, args) {
  try {
    execFileSync(command, args, { cwd: ROOT, encoding: 'utf8', stdio: 'pipe' });
  } catch (error) {
    console.error(`new:screen: ${command} ${args.join(' ')} failed:\n${error.stdout}\n${error.stderr}`);
    process.exit(1);
  }
}
run('pnpm', ['--filter', '@workbench/server', 'db:generate', '--name', vars.snake]);
run('pnpm', [
  'exec',
  'prettier',
  '--log-level',
  'warn',
  '--write',
  contract,
  table,
  module,
  serverTest,
  journey,
  REGISTRY,
]);

console.log(`new:screen: made "${vars.menuZh} / ${menuEn}" (${name}). Next (CONTRIBUTING.md, "Add a management screen"):
  - fields and columns: ${contract}
  - the table and its migration: ${table}, server/src/db/migrations/
  - queries and rules: ${module}
  - tests: ${serverTest}, ${journey}
  - a screen of its own, only if the generic list is not enough: console/src/app/screen-registry.ts
  - what it is for: a section in docs/screens.md`);
