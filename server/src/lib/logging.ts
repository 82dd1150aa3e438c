/**
 * The server's log options (docs/architecture.md, "Logs"): pino, as Fastify's logger, never writes
 * a credential, at any level. Keys and tokens travel in URLs (`/ws?pushKey=`, downloads' `token=`, the
 * sign-on hand-back's `itemKey=`, wire protocol; a `token` the live socket refuses is hidden too) and in headers (`Authorization`, `Cookie`,
 * `Set-Cookie`, the request `signature`).
 */
import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';

/** What replaces a credential in a log line. */
export const REDACTED = '[Redacted]';

/** Query parameters whose values are credentials (wire protocol: live socket, downloads, sign-on). */
const SECRET_PARAMETERS = new Set(['token', 'itemkey', 'pushkey']);

/** Headers whose values are credentials, as pino `redact` paths under a serialised request or reply. */
const SECRET_HEADERS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers.signature',
  'res.headers["set-cookie"]',
];

/**
 * `url` (a path with its query, or an absolute URL) with the value of every `token`, `itemKey`
 * and `pushKey` query parameter (any letter case) replaced by {@link REDACTED}; the rest is kept as
 * sent, so a log line still shows which route and parameters were asked for.
 */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const hashStart = url.indexOf('#', queryStart);
  const query = url.slice(queryStart + 1, hashStart < 0 ? undefined : hashStart);
  const redacted = query
    .split('&')
    .map((pair) => {
      const nameEnd = pair.indexOf('=');
      const name = nameEnd < 0 ? pair : pair.slice(0, nameEnd);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // A malformed escape: the name is compared as sent.
      }
      return SECRET_PARAMETERS.has(decoded.toLowerCase()) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, queryStart + 1)}${redacted}${hashStart < 0 ? '' : url.slice(hashStart)}`;
}

/** A request in a log line: Fastify's default fields with the URL redacted, and the headers (redacted by pino). */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
    headers: request.headers,
  };
}

/**
 * A reply in a log line: the status and the headers, a redirect's `Location` redacted like a URL.
 * Fastify passes only `statusCode` in some cases (then no headers).
 */
function serializeReply(reply: Partial<FastifyReply> & Pick<FastifyReply, 'statusCode'>) {
  if (!reply.getHeaders) return { statusCode: reply.statusCode };
  const headers = { ...reply.getHeaders() };
  if (typeof headers.location === 'string') headers.location = redactUrl(headers.location);
  return { statusCode: reply.statusCode, headers };
}

/**
 * Fastify's `logger` option at `level` (`LOG_LEVEL`): a request serializer that redacts the URL's
 * tokens, and pino `redact` over the credential headers, applied to every line whatever its level.
 */
export function loggerOptions(level: string): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    redact: { paths: SECRET_HEADERS, censor: REDACTED },
    serializers: { req: serializeRequest, res: serializeReply },
  };
}
