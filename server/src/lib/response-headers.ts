/**
 * Headers on every response: `x-request-id` (the request number the console shows beside a
 * failure, docs/behaviour.md, "Error messages") and a basic set of security headers.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The Content-Security-Policy of every response. The console is built without inline scripts;
 * `style-src 'unsafe-inline'` is kept because UI primitives set inline styles (positioning);
 * `blob:` images are the upload previews of files picked on the page; `ws:`/`wss:` are for the live
 * socket at `/ws`.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self' ws: wss:",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

const SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/** Sets `x-request-id` and the security headers on `reply`. */
export function applyResponseHeaders(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('x-request-id', request.id);
  reply.headers(SECURITY_HEADERS);
}

/** Adds the headers in `onSend`, which also runs for 404s and for replies built by the error handler. */
export const responseHeaders = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', async (request, reply) => applyResponseHeaders(request, reply));
  },
  { name: 'response-headers' },
);

/**
 * Adds `Cache-Control: no-store` to every answer of the context it is registered in: API answers
 * and downloads carry personal data and tokens, which no cache may keep.
 */
export const noStore = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
  },
  { name: 'no-store' },
);
