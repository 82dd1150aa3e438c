/**
 * Starts the server from the environment (see `config.ts`) and prints
 * `Workbench listening on http://localhost:<port>/admin/` (`https` with TLS files) once it accepts connections.
 *
 * SIGTERM or SIGINT drains it (docs/architecture.md, "Shutdown"): no new connection, in-flight
 * requests finish, live sockets close with 1001, the database closes, the process exits 0. A
 * second signal, or `SHUTDOWN_TIMEOUT_MS` passing first, exits 1 at once.
 *
 * A setting it cannot start with (`SetupError`) prints its message, which names the variables to
 * set, and exits 1.
 */
import type { AddressInfo } from 'node:net';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { loadConfig } from './config';
import { SetupError } from './db/seed';
import { loggerOptions } from './lib/logging';

try {
  const config = loadConfig();
  const app = await buildApp({
    database: config.database,
    dataDir: config.dataDir,
    consoleDir: config.consoleDir,
    allowedOrigins: config.allowedOrigins,
    defaultPassword: config.defaultPassword,
    initialData: config.initialData,
    logger: loggerOptions(config.logLevel),
    ...(config.smsGatewayUrl ? { smsGatewayUrl: config.smsGatewayUrl } : {}),
    ...(config.tls ? { tls: config.tls } : {}),
  });

  closeWithGrace({ delay: config.shutdownTimeoutMs, logger: app.log }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an uncaught error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
  });

  await app.listen({ port: config.port, host: config.host });
  const { port } = app.server.address() as AddressInfo;
  console.log(`Workbench listening on ${config.tls ? 'https' : 'http'}://localhost:${port}/admin/`);
} catch (error) {
  if (!(error instanceof SetupError)) throw error;
  console.error(`Workbench cannot start: ${error.message}`);
  process.exitCode = 1;
}
