import { parse } from '@formatjs/icu-messageformat-parser';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';

/**
 * The console is served under /admin/ (docs/behaviour.md, "Routes"). In development the platform's API
 * prefixes are proxied to a gateway: the bundled server by default, or a real platform gateway
 * named by WORKBENCH_GATEWAY.
 */
const gateway = process.env.WORKBENCH_GATEWAY ?? 'http://localhost:8080';
const API_PREFIXES = [
  '/sso',
  '/ibs',
  '/authAction',
  '/share-system',
  '/share-ecommerce',
  '/share-trip',
  '/share-ztrip',
  '/share-purchase-workflow',
  '/purchase',
  '/oa-system',
  '/static',
  '/store',
  '/ws',
];

/** The message catalogues (docs/architecture.md, "Languages"). */
const CATALOGUE = /\/src\/i18n\/(?:zh|en)\.json$/;

/**
 * Compiles the message catalogues to formatjs ASTs at build time, so the bundle can drop the ICU
 * message parser (about 10 kB gzip of the entry): formatjs's documented "precompile" setup, with
 * the parser aliased to its `no-parser` build below. The catalogues' JSON stays the source; the
 * ASTs are still JSON, so Vite's JSON plugin turns them into modules as before.
 */
function precompileCatalogues(): Plugin {
  return {
    name: 'workbench:precompile-catalogues',
    enforce: 'pre',
    load(id) {
      if (!CATALOGUE.test(id)) return null;
      const messages = JSON.parse(readFileSync(id, 'utf8')) as Record<string, string>;
      const compiled = Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, parse(text)]));
      return JSON.stringify(compiled);
    },
  };
}

export default defineConfig({
  base: '/admin/',
  plugins: [precompileCatalogues(), react(), tailwindcss()],
  resolve: {
    alias: [
      { find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' },
    ],
  },
  server: {
    proxy: Object.fromEntries(
      API_PREFIXES.map((prefix) => [prefix, { target: gateway, changeOrigin: true, ws: prefix === '/ws' }]),
    ),
  },
  build: {
    target: 'es2022',
    sourcemap: false,
  },
});
