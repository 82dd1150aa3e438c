/**
 * Headers on every response: `x-request-id` (the request number the console shows beside a
 * failure, docs/behaviour.md, "Error messages") and a basic set of security headers.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** A `Host` header that may go into a policy: a DNS name or IPv4 address, or a bracketed IPv6 one, and a port. */
const SAFE_HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The sources of `connect-src` (CSP Level 3, "connect-src"): `'self'`, the server's own live socket
 * address `ws://<host> wss://<host>` (`Host` of the request), and each of `allowedOrigins`
 * (`ALLOWED_ORIGINS`) with its socket form (`https://x wss://x`, `http://x ws://x`), never any
 * `ws:` or `wss:` host.
 *
 * CSP Level 3 makes `'self'` match the page's own host over `ws:` and `wss:` too, which current
 * browsers follow; the explicit socket address serves browsers that implement only Level 2, where
 * `'self'` covers `http(s):` alone. A `Host` that is not a plain host and port adds nothing.
 * Level 3 scheme matching lets `wss://x` also cover `https://x` but not the other way round,
 * hence both forms of an allowed origin.
 */
export function connectSources(host: string, allowedOrigins: readonly string[]): string[] {
  const own = SAFE_HOST.test(host) ? [`ws://${host}`, `wss://${host}`] : [];
  const allowed = allowedOrigins.flatMap((origin) => [origin, origin.replace(/^http/, 'ws')]);
  return ["'self'", ...own, ...allowed];
}

/**
 * The Content-Security-Policy of a response whose request came to `host`. The console is built
 * without inline scripts; `style-src 'unsafe-inline'` is kept because UI primitives set inline
 * styles (positioning); `blob:` images are the upload previews of files picked on the page;
 * `connect-src` is {@link connectSources}: the API and the live socket at `/ws`.
 */
export function contentSecurityPolicy(host: string, allowedOrigins: readonly string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    `connect-src ${connectSources(host, allowedOrigins).join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

const SECURITY_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The origins, besides the server's own, that the live socket and `connect-src` allow (`ALLOWED_ORIGINS`). */
    allowedOrigins: readonly string[];
  }
}

/**
 * The policy last made for each list of allowed origins (one per app), with its host: nearly every
 * request of a server comes to the same host, and one entry bounds the memory whatever `Host`
 * the requests carry (docs/architecture.md, "Hot paths").
 */
const lastPolicies = new WeakMap<readonly string[], { host: string; policy: string }>();

function policyFor(host: string, allowedOrigins: readonly string[]): string {
  const last = lastPolicies.get(allowedOrigins);
  if (last?.host === host) return last.policy;
  const policy = contentSecurityPolicy(host, allowedOrigins);
  lastPolicies.set(allowedOrigins, { host, policy });
  return policy;
}

/** Sets `x-request-id` and the security headers on `reply`. */
export function applyResponseHeaders(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('x-request-id', request.id);
  reply.header('content-security-policy', policyFor(request.host, request.server.allowedOrigins));
  reply.headers(SECURITY_HEADERS);
}

/** Options of {@link responseHeaders}. */
export interface ResponseHeadersOptions {
  /** Serialised origins (`https://host:port`) allowed besides the server's own (`ALLOWED_ORIGINS`). */
  allowedOrigins: readonly string[];
}

/**
 * Adds the headers in `onSend`, which also runs for 404s and for replies built by the error
 * handler; decorates the app with `allowedOrigins`.
 */
export const responseHeaders = fp(
  async (app: FastifyInstance, { allowedOrigins }: ResponseHeadersOptions) => {
    app.decorate('allowedOrigins', allowedOrigins);
    // Callback hooks here and in `noStore`: an async hook costs a promise and a turn of the
    // microtask queue on every request (docs/architecture.md, "Hot paths").
    app.addHook('onSend', (request, reply, payload, done) => {
      applyResponseHeaders(request, reply);
      done(null, payload);
    });
  },
  { name: 'response-headers' },
);

/**
 * Adds `Cache-Control: no-store` to every answer of the context it is registered in: API answers
 * and downloads carry personal data and tokens, which no cache may keep.
 */
export const noStore = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', (_request, reply, done) => {
      reply.header('cache-control', 'no-store');
      done();
    });
  },
  { name: 'no-store' },
);
