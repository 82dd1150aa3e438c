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
 * | `SEED_DEMO` | `1` on PGlite, `0` with `DATABASE_URL`: whether an empty database gets the demo data set |
 * | `ADMIN_ACCOUNT`, `ADMIN_PASSWORD` | unset: the first platform administrator of an empty database without the demo set |
 * | `SHUTDOWN_TIMEOUT_MS` | `10000`: how long SIGTERM or SIGINT may drain before the process exits anyway |
 * | `SMS_GATEWAY_URL` | unset: text messages go to the `outbox` table and the log; set: posted there (src/lib/sms.ts) |
 * | `TLS_CERT_FILE`, `TLS_KEY_FILE` | unset: plain HTTP/1.1; set: HTTPS, HTTP/2 with HTTP/1.1 beside it (docs/architecture.md, "Server") |
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { DatabaseOption } from './db/client';
import { firstAdministratorProblem, type InitialData, SetupError } from './db/seed';
import { DEMO_PASSWORD } from './db/seed/demo';
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
  /** What an empty database gets besides the base data (docs/architecture.md, "Seeding"). */
  initialData: InitialData;
  /** How long a shutdown may drain, in ms, before the process exits 1 anyway. */
  shutdownTimeoutMs: number;
  /** The SMS gateway's URL, or undefined for the reference outbox sender. */
  smsGatewayUrl: string | undefined;
  /** The certificate chain and private key (PEM) to serve HTTPS with, or undefined for plain HTTP. */
  tls: TlsFiles | undefined;
}

/** A certificate chain and its private key, PEM text as read from `TLS_CERT_FILE` and `TLS_KEY_FILE`. */
export interface TlsFiles {
  cert: string;
  key: string;
}

/**
 * `TLS_CERT_FILE` and `TLS_KEY_FILE`, read: both or neither must be set.
 * @throws Error naming the variable when only one is set or its file cannot be read.
 */
function readTlsFiles(env: NodeJS.ProcessEnv, cwd: string): TlsFiles | undefined {
  const certFile = env['TLS_CERT_FILE'];
  const keyFile = env['TLS_KEY_FILE'];
  if (!certFile && !keyFile) return undefined;
  if (!certFile || !keyFile) throw new Error('TLS_CERT_FILE and TLS_KEY_FILE must be set together');
  const read = (name: string, file: string) => {
    try {
      return readFileSync(resolve(cwd, file), 'utf8');
    } catch (error) {
      throw new Error(`${name} cannot be read: ${(error as Error).message}`);
    }
  };
  return { cert: read('TLS_CERT_FILE', certFile), key: read('TLS_KEY_FILE', keyFile) };
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
 * `SEED_DEMO` (`1` or `0`, default `1` on PGlite and `0` on `DATABASE_URL`), and else the first
 * administrator from `ADMIN_ACCOUNT` and `ADMIN_PASSWORD`, which must be set together.
 * @throws SetupError for another `SEED_DEMO`, one of the two administrator variables without the
 * other, or an administrator `firstAdministratorProblem` refuses (a weak password).
 */
function parseInitialData(env: NodeJS.ProcessEnv, onPglite: boolean): InitialData {
  const seedDemo = env['SEED_DEMO'] || (onPglite ? '1' : '0');
  if (seedDemo !== '0' && seedDemo !== '1') throw new SetupError(`SEED_DEMO must be 1 or 0, got "${seedDemo}"`);
  if (seedDemo === '1') return { demo: true };
  const account = env['ADMIN_ACCOUNT']?.trim();
  const password = env['ADMIN_PASSWORD'];
  if (!account && !password) return { demo: false };
  if (!account || !password) throw new SetupError('ADMIN_ACCOUNT and ADMIN_PASSWORD must be set together');
  const administrator = { account, password };
  const problem = firstAdministratorProblem(administrator);
  if (problem) throw new SetupError(problem);
  return { demo: false, administrator };
}

/**
 * Reads the settings from `env`, resolving relative paths from `cwd`, and creates `DATA_DIR`.
 * @throws Error for a `PORT` that is not an integer from 0 to 65535, a `SHUTDOWN_TIMEOUT_MS` that
 * is not a positive integer, an `ALLOWED_ORIGINS` entry that is not an origin, or TLS files that
 * cannot be read or come alone ({@link readTlsFiles}); SetupError for the seeding variables (see {@link parseInitialData}).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): Config {
  const port = env['PORT'] ? Number(env['PORT']) : 8080;
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be an integer from 0 to 65535, got "${env['PORT']}"`);
  const shutdownTimeoutMs = env['SHUTDOWN_TIMEOUT_MS'] ? Number(env['SHUTDOWN_TIMEOUT_MS']) : 10_000;
  if (!Number.isInteger(shutdownTimeoutMs) || shutdownTimeoutMs <= 0)
    throw new Error(`SHUTDOWN_TIMEOUT_MS must be a positive integer (ms), got "${env['SHUTDOWN_TIMEOUT_MS']}"`);
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
    initialData: parseInitialData(env, !databaseUrl),
    shutdownTimeoutMs,
    smsGatewayUrl: env['SMS_GATEWAY_URL'] || undefined,
    tls: readTlsFiles(env, cwd),
  };
}
