import { defineConfig } from '@playwright/test';
import path from 'node:path';
import baseConfig from './playwright.config';
import { testCertificate } from './support/certificate';
import { testServer } from './support/server';

const server = testServer();
const certificate = testCertificate(path.join(server.dataDir, 'tls'));
// For audit.spec.ts, which starts Chromium trusting this certificate alone.
process.env.WORKBENCH_TLS_SPKI = certificate.spki;
const [serverCommand] = Array.isArray(baseConfig.webServer) ? baseConfig.webServer : [baseConfig.webServer];
if (!serverCommand) throw new Error('playwright.config.ts starts no server');
const baseURL = server.baseURL.replace(/^http:/, 'https:');

/**
 * `pnpm lighthouse` (not part of `pnpm test`): Lighthouse's desktop audit of the sign-in page, the
 * portal and the work bench, written to docs/lighthouse.md. Against the server the main
 * configuration starts (free port, fresh data directory, the built console), here over HTTPS with
 * a certificate made for the run, as a deployment serves it: HTTP/2, one connection for the first
 * view's thirty requests (docs/architecture.md, "Server").
 */
export default defineConfig({
  ...baseConfig,
  testDir: './lighthouse',
  testMatch: ['**/*.spec.ts'],
  workers: 1,
  timeout: 600_000,
  use: { ...baseConfig.use, baseURL, ignoreHTTPSErrors: true },
  projects: [{ name: 'pglite', metadata: { databaseUrl: '' } }],
  webServer: {
    ...serverCommand,
    url: `${baseURL}/admin/index`,
    ignoreHTTPSErrors: true,
    env: { ...serverCommand.env, TLS_CERT_FILE: certificate.certFile, TLS_KEY_FILE: certificate.keyFile },
  },
});
