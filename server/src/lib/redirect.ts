/**
 * Where the server may send a browser back to: only same-origin paths under `/admin/`
 * (docs/architecture.md, "Routing"), so `redirectUrl` cannot be used as an open redirect.
 */
import type { FastifyRequest } from 'fastify';

/** Where unsafe or missing `redirectUrl` values lead: the work bench. */
export const DEFAULT_ADMIN_PATH = '/admin/index';

/** The origin the browser used for this request, e.g. `http://localhost:8080`. */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * The serialised origin of `value` (`scheme://host[:port]`, lower case, default port dropped), or
 * null when it has none (not a URL, or an opaque origin such as `null` or `file:`).
 */
export function originOf(value: string): string | null {
  try {
    const origin = new URL(value).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * `raw` as a path (with query and hash) under `/admin/` on `origin`, or `/admin/index` when it is
 * missing or leads anywhere else. Absolute URLs of the same origin are accepted (the console may
 * pass `location.href`). Refused, for example: `//evil.example`, `https://evil.example`,
 * `/\evil.example` (browsers read `\` as `/`), `javascript:alert(1)`, `/admin/../x`.
 */
export function safeAdminPath(raw: string | undefined, origin: string): string {
  // Backslashes and control characters are normalised away by URL parsers in ways browsers
  // disagree on; no legitimate console address has them.
  const suspicious = (char: string) => char === '\\' || char.charCodeAt(0) < 0x20 || char === '\u007f';
  if (!raw || [...raw].some(suspicious)) return DEFAULT_ADMIN_PATH;
  let base: URL;
  let url: URL;
  try {
    base = new URL(origin);
    url = new URL(raw, base);
  } catch {
    return DEFAULT_ADMIN_PATH;
  }
  // An empty segment (`/admin//evil.example`) is no console address, and a router that strips
  // the base would read what follows as a protocol-relative URL.
  if (url.origin !== base.origin || !url.pathname.startsWith('/admin/') || url.pathname.includes('//')) {
    return DEFAULT_ADMIN_PATH;
  }
  return url.pathname + url.search + url.hash;
}
