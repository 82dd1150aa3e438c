// Size budget of the console's first render: the gzip size of the JavaScript that
// /admin/index loads before it renders: the entry script plus every modulepreload chunk named in
// the built index.html. Bytes are stable across machines, so this check may fail CI.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** Budget in bytes (180 kB). */
const BUDGET = 180_000;

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../console/dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const urls = [
  ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
  ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
].map((match) => match[1]);

let total = 0;
for (const url of urls) {
  const file = path.join(dist, url.replace(/^\/admin\//, ''));
  const gzip = gzipSync(readFileSync(file), { level: 9 }).length;
  total += gzip;
  console.log(`${String(gzip).padStart(8)} B gzip  ${url}`);
}
console.log(`${String(total).padStart(8)} B gzip  total before first render (budget ${BUDGET} B)`);
if (urls.length === 0) {
  console.error('size: no entry script found in console/dist/index.html');
  process.exit(1);
}
if (total > BUDGET) {
  console.error(`size: ${total} B is over the budget of ${BUDGET} B`);
  process.exit(1);
}
