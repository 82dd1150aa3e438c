/** The start command of the server, split: see `server-start.mjs`. */
export interface ServerStart {
  /** The settings before `node` (such as `MALLOC_ARENA_MAX`). */
  env: Record<string, string>;
  /** Node's options. */
  nodeOptions: string[];
  /** The script to run, relative to `server/`. */
  entry: string;
}

/**
 * The start command of the server, read from `scripts.start` of server/package.json.
 * @throws Error when `scripts.start` is not `[NAME=value ...] node [options] dist/main.js`.
 */
export function serverStart(): ServerStart;
