import { parse } from '@formatjs/icu-messageformat-parser';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import escapeHtml from 'escape-html';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { SIGN_IN_KEYS, type SignInTexts } from './src/features/auth/sign-in/texts';

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

/** The sign-in page's HTML (docs/architecture.md, "Sign-in page"). */
const SIGN_IN_HTML = 'sign-in.html';
/** The addresses the server answers with the sign-in page; the dev server does the same. */
const SIGN_IN_ROUTES = /^\/admin\/login2?(?=[?#]|$)/;
const SIGN_IN_TEXTS = 'virtual:sign-in-texts';

function catalogue(language: 'zh' | 'en'): Record<string, string> {
  return JSON.parse(
    readFileSync(fileURLToPath(new URL(`src/i18n/${language}.json`, import.meta.url)), 'utf8'),
  ) as Record<string, string>;
}

/** The sign-in page's texts ({@link SIGN_IN_KEYS}) in both languages, from the catalogues. */
function signInTexts(): SignInTexts {
  const pick = (messages: Record<string, string>) =>
    Object.fromEntries(SIGN_IN_KEYS.map((key) => [key, messages[key] ?? key])) as SignInTexts['zh'];
  return { zh: pick(catalogue('zh')), en: pick(catalogue('en')) };
}

/**
 * The lean sign-in page (docs/architecture.md, "Sign-in page"): serves its texts as the module
 * `virtual:sign-in-texts` (only its keys, not the catalogues), writes the Chinese texts over the
 * `{{key}}` marks of sign-in.html (so the page paints complete before its script runs), and lets
 * the dev server answer `/admin/login` and `/admin/login2` with it, as the server does.
 */
function signInPage(): Plugin {
  return {
    name: 'workbench:sign-in-page',
    resolveId: (id) => (id === SIGN_IN_TEXTS ? `\0${SIGN_IN_TEXTS}` : null),
    load: (id) => (id === `\0${SIGN_IN_TEXTS}` ? `export default ${JSON.stringify(signInTexts())};` : null),
    transformIndexHtml: {
      order: 'pre',
      handler(html, { filename }) {
        if (!filename.endsWith(SIGN_IN_HTML)) return html;
        const { zh } = signInTexts();
        return html.replace(/\{\{([\w.]+)\}\}/g, (mark, key: string) =>
          key in zh ? escapeHtml(zh[key as keyof typeof zh]) : mark,
        );
      },
    },
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        if (request.url && SIGN_IN_ROUTES.test(request.url)) {
          request.url = request.url.replace(SIGN_IN_ROUTES, `/admin/${SIGN_IN_HTML}`);
        }
        next();
      });
    },
  };
}

export default defineConfig({
  base: '/admin/',
  plugins: [
    precompileCatalogues(),
    signInPage(),
    react(),
    tailwindcss(),
    // Brotli and gzip twins of every text asset, which the server sends as they are to a browser
    // that accepts them (docs/architecture.md, "Server"); maximum levels, since they are made once.
    compression({
      include: /\.(js|css|html|svg|json)$/,
      exclude: /\.vite\//,
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      logLevel: 'silent',
    }),
  ],
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
    // dist/.vite/manifest.json: each page's chunks, which scripts/size.mjs weighs (never served:
    // the server does not send dot directories).
    manifest: true,
    rollupOptions: {
      input: {
        index: fileURLToPath(new URL('index.html', import.meta.url)),
        'sign-in': fileURLToPath(new URL(SIGN_IN_HTML, import.meta.url)),
      },
    },
  },
});
