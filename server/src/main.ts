/**
 * Starts the server from the environment (see `config.ts`) and prints
 * `Workbench listening on http://localhost:<port>/admin/` once it accepts connections.
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from './app';
import { loadConfig } from './config';

const config = loadConfig();
const app = await buildApp({
  database: config.database,
  dataDir: config.dataDir,
  consoleDir: config.consoleDir,
  allowedOrigins: config.allowedOrigins,
  defaultPassword: config.defaultPassword,
  logger: { level: config.logLevel },
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    // Closing lets PGlite flush to DATA_DIR; a second signal kills as usual.
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ port: config.port, host: config.host });
const { port } = app.server.address() as AddressInfo;
console.log(`Workbench listening on http://localhost:${port}/admin/`);
