// How the server we ship starts, read from `scripts.start` of server/package.json: environment
// settings, then `node`, its options and the build's entry (docs/architecture.md, "Memory").
// The benchmark, the size check and the browser tests start the build this way, with
// `process.execPath` and no pnpm between them and the server, so a signal reaches the server.
import { readFileSync } from 'node:fs';

const START = /^((?:[A-Z_]+=\S+\s+)*)node\s+((?:\S+\s+)*?)(dist\/main\.js)$/;

/**
 * The start command of the server, split.
 * @returns {{ env: Record<string, string>, nodeOptions: string[], entry: string }} `env` the
 *   settings before `node` (such as `MALLOC_ARENA_MAX`), `nodeOptions` Node's options, `entry`
 *   the script to run, relative to `server/`.
 * @throws Error when `scripts.start` is not `[NAME=value ...] node [options] dist/main.js`.
 */
export function serverStart() {
  const { scripts } = JSON.parse(readFileSync(new URL('../server/package.json', import.meta.url), 'utf8'));
  const match = START.exec(scripts.start);
  if (!match)
    throw new Error(
      `server/package.json: scripts.start is not "[NAME=value ...] node [options] dist/main.js": ${scripts.start}`,
    );
  const [, settings = '', options = '', entry = ''] = match;
  const words = (text) => text.split(/\s+/).filter(Boolean);
  return {
    env: Object.fromEntries(
      words(settings).map((setting) => [
        setting.slice(0, setting.indexOf('=')),
        setting.slice(setting.indexOf('=') + 1),
      ]),
    ),
    nodeOptions: words(options),
    entry,
  };
}
