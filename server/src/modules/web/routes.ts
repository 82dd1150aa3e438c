/**
 * What browsers load directly, unsigned (docs/architecture.md, "Server"): the built console under
 * `/admin/` with history fallback, its lean pages, the sign-in page at `/admin/login` and
 * `/admin/login2` and the portal at `/store/index`, the demo images under `/static/`, and `/` →
 * `/admin/index`.
 */
import { access } from 'node:fs/promises';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendNotFound } from '../../lib/errors';
import { pageLanguage } from '../../lib/i18n';
import { DEFAULT_ADMIN_PATH } from '../../lib/redirect';
import { SERVER_PACKAGE_DIR } from '../../package-dir';
import { renderNotBuiltPage } from './pages';
import { PAGE_RESPONSE, REDIRECT_RESPONSE } from '../../lib/schemas';
import { NoQuery, SignInQuery, StoreIndexQuery } from './schemas';

/** Options of {@link webRoutes}. */
export interface WebRoutesOptions {
  /** The console's build output (`index.html`, `assets/`). */
  consoleDir: string;
}

/** The demo logos and avatars the seeded companies and persons point at. */
export const STATIC_DIR = join(SERVER_PACKAGE_DIR, 'static');

const HTML = 'text/html; charset=utf-8';

/** The console's pages (docs/architecture.md, "Sign-in page"): the app's entry and the lean pages. */
const INDEX_HTML = 'index.html';
const SIGN_IN_HTML = 'sign-in.html';
const PORTAL_HTML = 'portal.html';

/**
 * The build's Brotli and gzip twins (`x.js.br`, `x.js.gz`) are only ever sent in place of their
 * original, with `Content-Encoding`; asked for by their own names they do not exist.
 */
const COMPRESSED_TWIN = /\.(?:br|gz)$/i;

/**
 * Whether a request that matched no file is a console route to answer with `index.html`: a
 * path without a file extension, outside `assets/`, from a client that accepts HTML (a browser
 * sends `text/html`, curl `*\/*`, some clients nothing).
 */
function isRouteAddress(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '';
  if (path === '/admin/assets' || path.startsWith('/admin/assets/') || /\.[a-z0-9]+$/i.test(path)) return false;
  const accept = request.headers.accept ?? '';
  return accept === '' || accept.includes('text/html') || accept.includes('*/*');
}

async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}

/**
 * Sends one of the console's pages from `consoleDir` (through the `sendFile` of the context's
 * @fastify/static, Brotli or gzip twin included), or the 503 page when the console has not been built.
 */
async function sendPage(consoleDir: string, request: FastifyRequest, reply: FastifyReply, page: string) {
  if (!(await exists(join(consoleDir, page)))) {
    return reply
      .code(503)
      .type(HTML)
      .header('cache-control', 'no-store')
      .send(renderNotBuiltPage(pageLanguage(request)));
  }
  return reply.sendFile(page);
}

/**
 * - `GET /` and `GET /admin` → 302 `/admin/index`.
 * - `GET /admin/*`: files of `consoleDir`; `assets/` (content-hashed) cached for a year,
 *   everything else `no-cache`. A GET of a route address (no file extension, accepts HTML) gets
 *   `index.html` (history fallback, so reloading `/admin/people_basic_info` works); 503 page when
 *   there is no build; other misses 404 envelope.
 * - `GET /admin/login`, `GET /admin/login2`: `sign-in.html`, the lean sign-in page (`no-cache`;
 *   503 page when there is no build).
 * - Every file of the console, pages included, is sent as the build's Brotli (`.br`) or gzip
 *   (`.gz`) twin when the request's `Accept-Encoding` takes it, in that order of preference, with
 *   `Content-Encoding` and `Vary: Accept-Encoding` (RFC 9110, 8.4 and 12.5.3); as it is otherwise.
 *   A twin asked for by its own name is a 404.
 * - `GET /static/*`: demo images, cached for a day.
 * - `GET /store/index?errCode=`: `portal.html`, the lean portal page (`no-cache`; 503 page when
 *   there is no build), which reads the `errCode` and the `language` cookie itself
 *   (docs/behaviour.md, "Portal").
 */
export const webRoutes: FastifyPluginAsyncTypebox<WebRoutesOptions> = async (app, { consoleDir }) => {
  const assetsDir = join(consoleDir, 'assets') + sep;

  for (const url of ['/', '/admin']) {
    app.get(url, { schema: { querystring: NoQuery, response: REDIRECT_RESPONSE } }, async (_request, reply) =>
      reply.redirect(DEFAULT_ADMIN_PATH, 302),
    );
  }

  await app.register(
    async (admin) => {
      await admin.register(fastifyStatic, {
        root: consoleDir,
        prefix: '/',
        // `/admin/` itself is the console's entry page.
        index: [INDEX_HTML],
        redirect: false,
        cacheControl: false,
        preCompressed: true,
        allowedPath: (pathName) => !COMPRESSED_TWIN.test(pathName),
        // The console may be built after the server starts: files are looked up per request.
        wildcard: true,
        suppressWarning: true,
        setHeaders: (reply, filePath) => {
          reply.header(
            'cache-control',
            filePath.startsWith(assetsDir) ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
      for (const url of ['/login', '/login2']) {
        admin.get(url, { schema: { querystring: SignInQuery, response: PAGE_RESPONSE } }, async (request, reply) =>
          sendPage(consoleDir, request, reply, SIGN_IN_HTML),
        );
      }
      admin.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
        const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && isRouteAddress(request);
        if (!wantsPage) return sendNotFound(request, reply);
        return sendPage(consoleDir, request, reply, INDEX_HTML);
      });
    },
    { prefix: '/admin' },
  );

  await app.register(fastifyStatic, {
    root: STATIC_DIR,
    prefix: '/static/',
    decorateReply: false,
    index: false,
    maxAge: '1d',
  });

  // The portal sits outside `/admin/` but is a page of the console's build: its own context, with
  // an instance of @fastify/static that only sends files (no route of its own).
  await app.register(async (store) => {
    await store.register(fastifyStatic, {
      root: consoleDir,
      serve: false,
      cacheControl: false,
      preCompressed: true,
      setHeaders: (reply) => {
        reply.header('cache-control', 'no-cache');
      },
    });
    store.get(
      '/store/index',
      { schema: { querystring: StoreIndexQuery, response: PAGE_RESPONSE } },
      async (request, reply) => sendPage(consoleDir, request, reply, PORTAL_HTML),
    );
  });
};
