/**
 * Settings from the environment (README, "Configuration"):
 *
 * | variable | default |
 * |---|---|
 * | `PORT` | 8080 |
 * | `HOST` | 0.0.0.0 |
 * | `DATA_DIR` | `./.data`, resolved from the working directory, created if missing |
 * | `DATABASE_URL` | unset: PGlite in `DATA_DIR/pglite`; set: that PostgreSQL through node-postgres |
 * | `CONSOLE_DIR` | the console's build output, `console/dist` beside this package |
 * | `LOG_LEVEL` | `warn` (pino level; `info` logs every request) |
 * | `ALLOWED_ORIGINS` | unset: none; comma-separated origins that may open the live socket besides the server's own |
 * | `DEFAULT_PASSWORD` | `Workbench@123`: the password of an account created without one, and of a reset one |
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { DatabaseOption } from './db/client';
import { DEMO_PASSWORD } from './db/seed';
import { originOf } from './lib/redirect';
import { SERVER_PACKAGE_DIR } from './package-dir';

/** The server's settings, resolved to absolute paths. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseOption;
  consoleDir: string;
  logLevel: string;
  /** Origins (`scheme://host[:port]`) allowed to open the live socket besides the server's own. */
  allowedOrigins: string[];
  /** The password of an account created without one, and of a reset one. */
  defaultPassword: string;
}

/**
 * `ALLOWED_ORIGINS` as serialised origins: entries are trimmed, empty ones skipped.
 * @throws Error for an entry that is not an http(s) origin (a path, a query or a hash included).
 */
function parseAllowedOrigins(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const origin = originOf(entry);
      if (!origin || !/^https?:/.test(origin) || origin !== entry.replace(/\/$/, '').toLowerCase()) {
        throw new Error(`ALLOWED_ORIGINS entries must be origins such as https://example.com:8443, got "${entry}"`);
      }
      return origin;
    });
}

/**
 * Reads the settings from `env`, resolving relative paths from `cwd`, and creates `DATA_DIR`.
 * @throws Error for a `PORT` that is not an integer from 0 to 65535, or an `ALLOWED_ORIGINS`
 * entry that is not an origin.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): Config {
  const port = env['PORT'] ? Number(env['PORT']) : 8080;
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be an integer from 0 to 65535, got "${env['PORT']}"`);
  const dataDir = resolve(cwd, env['DATA_DIR'] || '.data');
  mkdirSync(dataDir, { recursive: true });
  const databaseUrl = env['DATABASE_URL'];
  return {
    port,
    host: env['HOST'] || '0.0.0.0',
    dataDir,
    database: databaseUrl ? { url: databaseUrl } : { pgliteDir: join(dataDir, 'pglite') },
    consoleDir: env['CONSOLE_DIR'] ? resolve(cwd, env['CONSOLE_DIR']) : resolve(SERVER_PACKAGE_DIR, '../console/dist'),
    logLevel: env['LOG_LEVEL'] || 'warn',
    allowedOrigins: parseAllowedOrigins(env['ALLOWED_ORIGINS']),
    defaultPassword: env['DEFAULT_PASSWORD'] || DEMO_PASSWORD,
  };
}
