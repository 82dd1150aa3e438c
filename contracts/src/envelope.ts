/**
 * The response envelope `{code, msg, data}` every API answer is wrapped in, and the codes it
 * carries (docs/wire-protocol.md, "Envelope").
 */
import { type TSchema, Type } from 'typebox';

/**
 * Envelope codes. Platform calls answer `OK` (200); sign-on calls answer `SSO_OK` (1) or
 * `SSO_INVALID` (-1). The HTTP-like codes mirror the HTTP status of the refusal; 603 and 700
 * come with HTTP 200. 1001 and 1002 are sign-in failures, 1003 a sign-in to a disabled account,
 * all with HTTP 200. 403 comes with HTTP 403 when a management call's resource code is not held or
 * the caller's rights do not reach the write (docs/screens.md), and with HTTP 200 when a call of the
 * original protocol refuses for business reasons (the travel service, someone else's task); 404
 * comes with HTTP 200 for no such record and with HTTP 404 for an unknown path; 409 comes with
 * HTTP 409 for a replayed signature (`REPLAYED`) and for a write the database refuses because other
 * rows still refer to the row (`CONFLICT`, docs/wire-protocol.md, "What the server checks"); a refused socket
 * handshake is HTTP 403. 429 (sign-in rate limit) comes with HTTP 429. 503 (the database
 * cannot be reached; docs/wire-protocol.md, "Envelope") comes with HTTP 503.
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
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
  NO_SESSION: 603,
  SESSION_ENDED: 700,
  LOGIN_FAILED: 1001,
  ACCOUNT_BLANK: 1002,
  ACCOUNT_DISABLED: 1003,
} as const;

/** One of {@link CODES}. */
export type Code = (typeof CODES)[keyof typeof CODES];

/**
 * `{code, msg, data}` with `data` of the given schema: the answer of a successful call. `msg` is
 * in the request's language (`Accept-Language`).
 */
export const Envelope = <T extends TSchema>(data: T) => Type.Object({ code: Type.Integer(), msg: Type.String(), data });

/**
 * Problems with single fields of a refused write, keyed by the field's name in the body (for a
 * nested value, its dotted path), each a message in the request's language. A form shows each
 * on its field (docs/behaviour.md, "Forms").
 */
export const FieldErrors = Type.Record(Type.String(), Type.String());

/**
 * The answer of a refused call: `data` is `null`, or `{fieldErrors}` when the refusal is about
 * fields of the body (a 400 naming the field).
 */
export const ErrorEnvelope = Type.Object({
  code: Type.Integer(),
  msg: Type.String(),
  data: Type.Union([Type.Null(), Type.Object({ fieldErrors: FieldErrors })]),
});

/**
 * What a call answers with HTTP 200: `{code: 200, data}` with `data` of the given schema, or a
 * business refusal (403, 404, 603, 700...) whose `data` is null.
 */
export const Answer = <T extends TSchema>(data: T) => Type.Union([Envelope(data), ErrorEnvelope]);
