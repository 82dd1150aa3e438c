// The catalogue check of docs/architecture.md, "Languages": fails when a key is missing from
// either catalogue, or when a catalogue key is used nowhere in the console's source. Keys are
// written as string literals in the source (`t('login.title')`, `{ label: 'skip.main' }`), so a
// literal search finds every use.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../console/src');
const zh = JSON.parse(readFileSync(path.join(src, 'i18n/zh.json'), 'utf8'));
const en = JSON.parse(readFileSync(path.join(src, 'i18n/en.json'), 'utf8'));

const source = readdirSync(src, { recursive: true })
  .filter((file) => /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file))
  .map((file) => readFileSync(path.join(src, file), 'utf8'))
  .join('\n');

const problems = [
  ...Object.keys(zh)
    .filter((key) => !(key in en))
    .map((key) => `missing in en.json: ${key}`),
  ...Object.keys(en)
    .filter((key) => !(key in zh))
    .map((key) => `missing in zh.json: ${key}`),
  ...Object.keys(zh)
    .filter((key) => !source.includes(`'${key}'`))
    .map((key) => `unused key: ${key}`),
];

if (problems.length) {
  console.error(`i18n: ${problems.length} problem(s) in the message catalogues:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`i18n: ${Object.keys(zh).length} keys, present in zh and en, all used`);
