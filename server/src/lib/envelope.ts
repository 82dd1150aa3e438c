/**
 * The response envelope `{ code, msg, data }` (docs/wire-protocol.md, "Envelope") and the
 * codes the server answers with.
 */
import { CODES } from '@workbench/contracts';
import type { FastifyRequest } from 'fastify';
import { type MessageKey, type MessageValues, requestLanguage, t } from './i18n';

/** Every JSON answer of the API. `msg` is in the request's language. */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** Envelope codes: shared with the console (`@workbench/contracts`, docs/wire-protocol.md "Envelope"). */
export { CODES } from '@workbench/contracts';

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

/**
 * A write refused because of one field of its body: HTTP 400, code 400, the message as `msg` and
 * as `data.fieldErrors[field]`, so a form shows it on that field (docs/behaviour.md, "Forms").
 */
export class FieldError extends ApiError {
  constructor(
    readonly field: string,
    messageKey: MessageKey,
    values?: MessageValues,
  ) {
    super(400, CODES.BAD_REQUEST, messageKey, values);
    this.name = 'FieldError';
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
