/**
 * The response envelope `{ code, msg, data }` (spec section 3; wire protocol, "Envelope") and the
 * codes the server answers with.
 */
import type { FastifyRequest } from 'fastify';
import { type MessageKey, type MessageValues, requestLanguage, t } from './i18n';

/** Every JSON answer of the API. `msg` is in the request's language. */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/**
 * Envelope codes. Platform calls answer `OK` (200); sign-on calls answer `SSO_OK` (1) or
 * `SSO_INVALID` (-1). The HTTP-like codes mirror the HTTP status of the refusal; 603 and 700
 * come with HTTP 200 (wire protocol, "What the server checks"). 1001 and 1002 are sign-in
 * failures, with HTTP 200. 403 and 404 come with HTTP 200 when a call is refused for business
 * reasons (not allowed, no such record) and with their own status otherwise (a refused socket
 * handshake, an unknown path). 429 (sign-in rate limit) comes with HTTP 429. Other client errors
 * Fastify raises (413 body over 1 MiB, 415 content type, malformed JSON) answer their HTTP status
 * as the code (`lib/errors.ts`).
 */
export const CODES = {
  OK: 200,
  SSO_OK: 1,
  SSO_INVALID: -1,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  REPLAYED: 409,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  NO_SESSION: 603,
  SESSION_ENDED: 700,
  LOGIN_FAILED: 1001,
  ACCOUNT_BLANK: 1002,
} as const;

/**
 * A refusal the error handler turns into an envelope: HTTP status `httpStatus`, envelope `code`,
 * and the message `messageKey` in the request's language with its placeholders filled from
 * `values`. Throw it from hooks and handlers.
 */
export class ApiError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly code: number,
    readonly messageKey: MessageKey,
    readonly values?: MessageValues,
  ) {
    super(messageKey);
    this.name = 'ApiError';
  }
}

/** A platform call's success: code 200 with `data`. */
export function ok<T>(request: FastifyRequest, data: T): Envelope<T> {
  return { code: CODES.OK, msg: t(requestLanguage(request), 'success'), data };
}

/** A sign-on call's success: code 1 with `data` (wire protocol, "Envelope"). */
export function ssoOk<T>(request: FastifyRequest, data: T): Envelope<T> {
  return { code: CODES.SSO_OK, msg: t(requestLanguage(request), 'success'), data };
}
