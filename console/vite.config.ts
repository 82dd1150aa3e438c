import { parse } from '@formatjs/icu-messageformat-parser';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import escapeHtml from 'escape-html';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { SIGN_IN_KEYS } from './src/features/auth/sign-in/texts';
import { PORTAL_KEYS } from './src/features/portal/page/texts';
import { illustrationSvg } from './src/lib/brand-illustration';
import { logoSvg } from './src/lib/brand-logo';

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
  '/ws',
];

/** One of the lean pages (docs/architecture.md, "Sign-in page"): an HTML entry of its own, without React. */
interface LeanPage {
  /** Its HTML entry, beside index.html. */
  html: string;
  /** The catalogue keys it shows. */
  keys: readonly string[];
  /** The module that hands it those texts in both languages. */
  texts: string;
  /** The addresses the server answers with it; the dev server does the same. */
  routes: RegExp;
}

/** The sign-in page at `/admin/login` and `/admin/login2`, and the portal at `/store/index`. */
const LEAN_PAGES: readonly LeanPage[] = [
  { html: 'sign-in.html', keys: SIGN_IN_KEYS, texts: 'virtual:sign-in-texts', routes: /^\/admin\/login2?(?=[?#]|$)/ },
  { html: 'portal.html', keys: PORTAL_KEYS, texts: 'virtual:portal-texts', routes: /^\/store\/index(?=[?#]|$)/ },
];

/** Shared chunks smaller than this (bytes of transformed source, before minifying) are inlined. */
const INLINED_CHUNK_MAX_BYTES = 64 * 1024;

function catalogue(language: 'zh' | 'en'): Record<string, string> {
  return JSON.parse(
    readFileSync(fileURLToPath(new URL(`src/i18n/${language}.json`, import.meta.url)), 'utf8'),
  ) as Record<string, string>;
}

/** A lean page's texts (its `keys`) in both languages, from the catalogues. */
function pageTexts(keys: readonly string[]): Record<'zh' | 'en', Record<string, string>> {
  const pick = (messages: Record<string, string>) => Object.fromEntries(keys.map((key) => [key, messages[key] ?? key]));
  return { zh: pick(catalogue('zh')), en: pick(catalogue('en')) };
}

/** The message catalogues (docs/architecture.md, "Languages"). */
const CATALOGUE = /\/src\/i18n\/(?:zh|en)\.json$/;

/** The lean pages' own modules: the keys they name are not, by that alone, the app's. */
const LEAN_PAGE_DIRS = ['features/auth/sign-in/', 'features/portal/page/'].map((dir) => path.join('src', dir));

/**
 * The keys only the lean pages show: named by a lean page and written as a literal (`'key'`, the
 * rule of scripts/check-i18n.mjs) in none of the app's source files. The app's catalogues leave
 * them out, so a visitor of the console never downloads the sign-in page's and the portal's words.
 */
function leanOnlyKeys(): Set<string> {
  const src = fileURLToPath(new URL('src', import.meta.url));
  const appSource = readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .filter((file) => !LEAN_PAGE_DIRS.some((dir) => path.join('src', file).startsWith(dir)))
    .map((file) => readFileSync(path.join(src, file), 'utf8'))
    .join('\n');
  return new Set(LEAN_PAGES.flatMap((page) => page.keys).filter((key) => !appSource.includes(`'${key}'`)));
}

/**
 * Compiles the message catalogues to formatjs ASTs at build time, so the bundle can drop the ICU
 * message parser (about 10 kB gzip of the entry): formatjs's documented "precompile" setup, with
 * the parser aliased to its `no-parser` build below. The catalogues' JSON stays the source; the
 * ASTs are still JSON, so Vite's JSON plugin turns them into modules as before. The keys only the
 * lean pages show ({@link leanOnlyKeys}) are left out: the lean pages read them from the JSON
 * themselves ({@link pageTexts}).
 */
function precompileCatalogues(): Plugin {
  let leanOnly: Set<string> | undefined;
  return {
    name: 'workbench:precompile-catalogues',
    enforce: 'pre',
    load(id) {
      if (!CATALOGUE.test(id)) return null;
      leanOnly ??= leanOnlyKeys();
      const messages = JSON.parse(readFileSync(id, 'utf8')) as Record<string, string>;
      const compiled = Object.fromEntries(
        Object.entries(messages)
          .filter(([key]) => !leanOnly?.has(key))
          .map(([key, text]) => [key, parse(text)]),
      );
      return JSON.stringify(compiled);
    },
  };
}

/** The drawings a lean page's HTML names with `{{@name}}`, each filling its box (`size-full`). */
const DRAWINGS: Record<string, () => string> = {
  logo: () => logoSvg('size-full'),
  illustration: () => illustrationSvg('size-full'),
};

/**
 * The lean pages (docs/architecture.md, "Sign-in page"): serves each page's texts as its module
 * (`virtual:sign-in-texts`, `virtual:portal-texts`: only its keys, not the catalogues), writes the
 * Chinese texts over the `{{key}}` marks of its HTML (so the page paints complete before its
 * script runs) and the brand's drawings over the `{{@logo}}` and `{{@illustration}}` marks, and
 * lets the dev server answer the page's addresses with it, as the server does. It also writes the
 * console's own `index.html` marks `{{zh:key}}` and `{{en:key}}` (its status line until the
 * script runs, in both languages; theme-boot.js picks one).
 */
function leanPages(): Plugin {
  const byModule = new Map(LEAN_PAGES.map((page) => [`\0${page.texts}`, page]));
  return {
    name: 'workbench:lean-pages',
    resolveId: (id) => (LEAN_PAGES.some((page) => page.texts === id) ? `\0${id}` : null),
    load: (id) => {
      const page = byModule.get(id);
      return page ? `export default ${JSON.stringify(pageTexts(page.keys))};` : null;
    },
    transformIndexHtml: {
      order: 'pre',
      handler(html, { filename }) {
        if (filename.endsWith('index.html')) {
          // The console's status line before its script runs, in both languages (`{{zh:key}}`, `{{en:key}}`).
          const texts = { zh: catalogue('zh'), en: catalogue('en') };
          return html.replace(/\{\{(zh|en):([\w.]+)\}\}/g, (mark, language: 'zh' | 'en', key: string) =>
            key in texts[language] ? escapeHtml(texts[language][key] ?? '') : mark,
          );
        }
        const page = LEAN_PAGES.find((candidate) => filename.endsWith(candidate.html));
        if (!page) return html;
        const { zh } = pageTexts(page.keys);
        return html
          .replace(/\{\{@(\w+)\}\}/g, (mark, name: string) => DRAWINGS[name]?.() ?? mark)
          .replace(/\{\{([\w.]+)\}\}/g, (mark, key: string) => (key in zh ? escapeHtml(zh[key] ?? '') : mark));
      },
    },
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        const page = request.url ? LEAN_PAGES.find((candidate) => candidate.routes.test(request.url ?? '')) : undefined;
        if (page && request.url) request.url = request.url.replace(page.routes, `/admin/${page.html}`);
        next();
      });
    },
  };
}

export default defineConfig({
  base: '/admin/',
  plugins: [
    precompileCatalogues(),
    leanPages(),
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
        ...Object.fromEntries(
          LEAN_PAGES.map((page) => [
            page.html.replace(/\.html$/, ''),
            fileURLToPath(new URL(page.html, import.meta.url)),
          ]),
        ),
      },
      // Small shared chunks are copied into the chunks that use them (a registry in the runtime
      // chunk keeps one instance of each module), so the work bench's first screen loads about
      // twenty script files instead of about ninety: over HTTP/1.1 a browser fetches six at a time
      // from one origin, and the session check waited behind them (docs/architecture.md, "Stable
      // work bench"). Nothing imports an entry's exports, hence no entry signatures.
      preserveEntrySignatures: false,
      output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: INLINED_CHUNK_MAX_BYTES } } },
    },
  },
});
