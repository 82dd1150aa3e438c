#!/usr/bin/env node
// `pnpm new:screen NAME --zh 中文名 --en "English name" [--group code]`: adds a management screen the
// way CONTRIBUTING.md, "Add a management screen", describes it by hand. It writes the resource
// definition, the table's module in server/src/db/schema/, the server's store and routes, the
// console's screen, a server test and a journey from ./templates; puts the table's export, menu
// entry, resource codes, grants, log label and registry entry where each list lives (at the
// `new:screen` marks in those files, the table's at the end of server/src/db/schema.ts); adds a
// section to docs/screens.md; makes the migration with drizzle-kit; and formats what it touched.
// The screen is a company's list of coded, named entries (code, names in zh and en, a remark): edit
// the files it names to make it what the screen is for.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
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
/** The line of the `new:screen` mark named `mark`, its indent captured. */
const markPattern = (mark) => new RegExp(`^([ \\t]*)// new:screen ${mark}\\b.*$`, 'm');
/**
 * Puts `text` on the lines above the `new:screen` mark named `mark` in `file`, indented as the
 * mark is. Each mark is a comment `// new:screen <mark> ...` left where its list ends.
 */
function insertAtMark(file, mark, text) {
  const source = read(file);
  const found = markPattern(mark).exec(source);
  if (!found) throw new Error(`${file}: no "// new:screen ${mark}" mark`);
  const indent = found[1];
  const lines = text
    .split('\n')
    .map((line) => (line ? indent + line : line))
    .join('\n');
  write(file, source.slice(0, found.index) + lines + '\n' + source.slice(found.index));
}

const contract = `contracts/src/resources/${vars.kebab}.ts`;
const table = `server/src/db/schema/${vars.kebab}.ts`;
const module = `server/src/modules/${vars.kebab}/${vars.kebab}.ts`;
const screen = `console/src/features/${vars.kebab}/screens/${vars.kebab}-screen.tsx`;
const serverTest = `server/test/${vars.kebab}.test.ts`;
const journey = `tests/e2e/${vars.kebab}.spec.ts`;
for (const file of [contract, table, module, screen, serverTest, journey]) {
  if (existsSync(path.join(ROOT, file))) fail(`${file} exists already.`);
}
if (read('contracts/src/screens.ts').includes(`'${name}',`)) fail(`the screen url ${name} exists already.`);

// The menu group, read from the seed's menu tree: its Chinese name is what the journey opens.
const seed = read('server/src/db/seed/base.ts');
const groupAt = seed.indexOf(`    code: '${options.group}',`);
if (groupAt < 0) fail(`no menu group ${options.group} in server/src/db/seed/base.ts.`);
const groupZh = /nameZh: '([^']+)'/.exec(seed.slice(groupAt))?.[1];

// Every mark is checked before anything is written, so a refusal leaves the tree as it was.
const MARKS = {
  'contracts/src/screens.ts': ['screens'],
  'contracts/src/resources/logs.ts': ['logged', 'options', 'zh', 'en'],
  'contracts/src/resources/registry.ts': ['imports', 'definitions'],
  'server/src/lib/crud.ts': ['unique'],
  'server/src/app.ts': ['imports', 'routes'],
  'console/src/app/screen-registry.ts': ['screens'],
  'server/src/db/seed/base.ts': ['resources', 'admin-menus', 'admin-resources'],
};
for (const [file, marks] of Object.entries(MARKS)) {
  for (const mark of marks) {
    if (!markPattern(mark).test(read(file))) fail(`${file} has no "// new:screen ${mark}" mark: restore it from git.`);
  }
}

// The files of the screen's own.
write(contract, template('contract.ts.tmpl'));
write(table, template('schema.ts.tmpl'));
write(module, template('module.ts.tmpl'));
write(screen, template('screen.tsx.tmpl'));
write(serverTest, template('server-test.ts.tmpl'));
write(journey, template('journey.spec.ts.tmpl', { groupZh }));

// Its entries in the shared lists.
write('contracts/src/index.ts', `${read('contracts/src/index.ts')}export * from './resources/${vars.kebab}';\n`);
insertAtMark('contracts/src/screens.ts', 'screens', `'${name}',`);
insertAtMark('contracts/src/resources/logs.ts', 'logged', `'${name}',`);
insertAtMark('contracts/src/resources/logs.ts', 'options', `{ value: '${name}', label: 'resource.${name}' },`);
insertAtMark('contracts/src/resources/logs.ts', 'zh', `'resource.${name}': '${vars.menuZh}',`);
insertAtMark('contracts/src/resources/logs.ts', 'en', `'resource.${name}': '${menuEn}',`);
insertAtMark('contracts/src/resources/registry.ts', 'imports', `import { ${name}Resource } from './${vars.kebab}';`);
insertAtMark('contracts/src/resources/registry.ts', 'definitions', `${name}Resource,`);
write('server/src/db/schema.ts', `${read('server/src/db/schema.ts')}export * from './schema/${vars.kebab}';\n`);
insertAtMark(
  'server/src/lib/crud.ts',
  'unique',
  `${vars.tableSql}_company_code_uq: { field: 'code', messageKey: 'codeTaken' },`,
);
insertAtMark('server/src/app.ts', 'imports', `import { ${name}Routes } from './modules/${vars.kebab}/${vars.kebab}';`);
insertAtMark('server/src/app.ts', 'routes', `await api.register(${name}Routes, context);`);
insertAtMark(
  'console/src/app/screen-registry.ts',
  'screens',
  `${name}: lazy(() => import('../features/${vars.kebab}/screens/${vars.kebab}-screen')),`,
);

// The menu entry goes last in its group's children, which end at the group's first `    ],`.
const childrenEnd = seed.indexOf('\n    ],\n', groupAt);
const entry = `      { code: '${snake}', url: '${name}', nameZh: '${vars.menuZh}', nameEn: '${menuEn}', icon: 'list' },`;
write('server/src/db/seed/base.ts', `${seed.slice(0, childrenEnd)}\n${entry}${seed.slice(childrenEnd)}`);
insertAtMark(
  'server/src/db/seed/base.ts',
  'resources',
  `${snake}: [
  { code: '${name}:read', nameZh: '查看${options.zh}', nameEn: 'View ${plural(options.en)}', kind: 'api' },
  { code: '${name}:write', nameZh: '编辑${options.zh}', nameEn: 'Edit ${plural(options.en)}', kind: 'action' },
],`,
);
insertAtMark('server/src/db/seed/base.ts', 'admin-menus', `'${snake}',`);
insertAtMark('server/src/db/seed/base.ts', 'admin-resources', `'${name}:read',\n'${name}:write',`);

write(
  'docs/screens.md',
  `${read('docs/screens.md')}
## ${menuEn}

- **${menuEn}** (\`${name}\`, \`/share-system/${name}/…\`, \`${name}:read\` / \`${name}:write\`): a
  company's ${plural(options.en)}: code (the \`CODE_PATTERN\` of roles, unique in the company, fixed
  once made), names in both languages and a remark (optional, up to 200). Filter: keyword (code or
  names), in SQL. An entry is added to the caller's company; an enterprise administrator sees and
  changes only their company's.

The base data set puts the entry "${vars.menuZh} / ${menuEn}" under "${groupZh}" with its two
resources; the enterprise administrator role gets the menu and both codes.
`,
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
  screen,
  serverTest,
  journey,
  'contracts/src/resources/logs.ts',
  'contracts/src/resources/registry.ts',
  'server/src/db/seed/base.ts',
  'server/src/lib/crud.ts',
  'console/src/app/screen-registry.ts',
  'docs/screens.md',
]);

console.log(`new:screen: made "${vars.menuZh} / ${menuEn}" (${name}). Next (CONTRIBUTING.md, "Add a management screen"):
  - fields and columns: ${contract}
  - the table and its migration: ${table}, server/src/db/migrations/
  - queries and rules: ${module}
  - tests: ${serverTest}, ${journey}
  - what it is for: docs/screens.md, "${menuEn}"`);
