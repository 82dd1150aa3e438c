import { execFileSync } from 'node:child_process';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type Server, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, seen from this file. */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Where `pnpm build-storybook` writes the static Storybook (its `index.json` lists every story). */
export const STORYBOOK_STATIC = path.join(ROOT, 'storybook-static');

/** The readiness URL path: answers 200 even before Storybook is built, so the run is not held up. */
export const READY_PATH = '/__ready';

/**
 * The URL path of axe-core's browser script (the copy @axe-core/playwright uses), served next to
 * the stories. Loaded with a `<script src>` and cached like the assets, the browser compiles it
 * once rather than on every one of the audit's hundreds of pages.
 */
export const AXE_PATH = '/__axe/axe.min.js';

/** axe-core's browser script: the copy @axe-core/playwright depends on, so every audit runs the same rules. */
export const AXE_SCRIPT = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve(
  'axe-core/axe.min.js',
);

/** A free port, asked of the OS synchronously (Playwright reads its config synchronously). */
export function freePort(): number {
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
}

/**
 * The static server of this run for `storybook-static`: one port, chosen once in the main process
 * and handed to the workers through the environment they inherit (as `testServer` does).
 */
export function storiesServer(): { port: number; baseURL: string; dir: string } {
  process.env.WORKBENCH_STORIES_PORT ??= String(freePort());
  const port = Number(process.env.WORKBENCH_STORIES_PORT);
  return { port, baseURL: `http://127.0.0.1:${port}`, dir: STORYBOOK_STATIC };
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Serves `dir` on 127.0.0.1:`port` with node:http (GET and HEAD; no listing, no new dependency),
 * plus axe-core at {@link AXE_PATH}.
 * Vite's hashed `/assets/` are sent cacheable for a year, so the audit's hundreds of reloads in
 * one browser context parse the 1 MB preview runtime from the memory cache, not from the wire.
 * Returns the listening server, for a test that serves a folder of its own and closes it after.
 */
export function serveStatic(dir: string, port: number): Server {
  const root = path.resolve(dir);
  const axe = AXE_SCRIPT;
  return createServer((request, response) => {
    void (async () => {
      const { pathname } = new URL(request.url ?? '/', 'http://localhost');
      if (pathname === READY_PATH) return send(response, 200, 'text/plain; charset=utf-8', 'ready');
      if (request.method !== 'GET' && request.method !== 'HEAD') return send(response, 405, 'text/plain', '');
      let file: string;
      try {
        file = pathname === AXE_PATH ? axe : path.resolve(root, `.${decodeURIComponent(pathname)}`);
      } catch {
        return send(response, 400, 'text/plain', 'bad path');
      }
      if (file !== axe && file !== root && !file.startsWith(root + path.sep)) {
        return send(response, 403, 'text/plain', 'outside root');
      }
      try {
        if ((await stat(file)).isDirectory()) file = path.join(file, 'index.html');
        const body = await readFile(file);
        response.writeHead(200, {
          'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
          'Content-Length': body.length,
          'Cache-Control':
            pathname.startsWith('/assets/') || file === axe ? 'public, max-age=31536000, immutable' : 'no-cache',
        });
        response.end(request.method === 'HEAD' ? undefined : body);
      } catch {
        send(response, 404, 'text/plain; charset=utf-8', `not found: ${pathname}`);
      }
    })();
  }).listen(port, '127.0.0.1', () => console.log(`serving ${root} at http://127.0.0.1:${port}`));
}

function send(response: ServerResponse, status: number, type: string, body: string): void {
  response.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store' });
  response.end(body);
}

// Run as a program (Playwright's second webServer): `tsx support/static-server.ts`.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  serveStatic(process.env.STATIC_DIR ?? STORYBOOK_STATIC, Number(process.env.PORT));
}
