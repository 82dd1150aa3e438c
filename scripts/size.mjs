// Size budget of the console's first render: the gzip size of the JavaScript that
// /admin/index loads before it renders: the entry script plus every modulepreload chunk named in
// the built index.html. Bytes are stable across machines, so this check may fail CI.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/**
 * Budget in bytes (181 kB): 180 kB until the shell learnt to follow access changes live (fetch
 * the routes again, close the tags of views no longer permitted, warn), which the first render
 * must carry.
 */
const BUDGET = 181_000;

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
