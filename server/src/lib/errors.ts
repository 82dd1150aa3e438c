/**
 * Turns every failure into the envelope with a generic, localised message (wire protocol,
 * "Every API request"): never a stack trace, never the raw error text.
 */
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaValidationError,
} from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseUnavailable } from '../db/client';
import { ApiError, CODES, type Envelope, FieldError } from './envelope';
import { describeValidation, type MessageKey, requestLanguage, t, validationField } from './i18n';
import { referenceRefusal } from './references';
import { applyResponseHeaders } from './response-headers';

function send(reply: FastifyReply, status: number, code: number, msg: string, fieldErrors?: Record<string, string>) {
  const body: Envelope<{ fieldErrors: Record<string, string> } | null> = {
    code,
    msg,
    data: fieldErrors ? { fieldErrors } : null,
  };
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/** Answers HTTP 404 with envelope code 404; also the fallback of `/admin/` requests that are not pages. */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  return send(reply, 404, CODES.NOT_FOUND, t(requestLanguage(request), 'notFound'));
}

const CLIENT_ERRORS: Record<number, MessageKey> = {
  404: 'notFound',
  413: 'tooLarge',
  415: 'unsupportedMediaType',
};

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const lang = requestLanguage(request);
  if (error instanceof FieldError) {
    const msg = t(lang, error.messageKey, error.values);
    return send(reply, error.httpStatus, error.code, msg, { [error.field]: msg });
  }
  if (error instanceof ApiError) {
    return send(reply, error.httpStatus, error.code, t(lang, error.messageKey, error.values));
  }
  if (error.validation) {
    const msg = describeValidation(lang, error.validation, error.validationContext);
    const field = validationField(error.validation);
    return send(reply, 400, CODES.BAD_REQUEST, msg, field ? { [field]: msg } : undefined);
  }
  const refusal = referenceRefusal(error);
  if (refusal) return send(reply, refusal.httpStatus, refusal.code, t(lang, refusal.messageKey, refusal.values));
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Fastify's own client errors: malformed JSON, body too large (bodyLimit), media type...
    return send(reply, status, status, t(lang, CLIENT_ERRORS[status] ?? 'badRequest'));
  }
  if (isDatabaseUnavailable(error)) {
    // The database is down or restarting (docs/architecture.md, "Faults"): the client may retry.
    request.log.warn({ err: error }, 'database unavailable');
    return send(reply, 503, CODES.SERVICE_UNAVAILABLE, t(lang, 'databaseUnavailable'));
  }
  request.log.error({ err: error }, 'request failed');
  return send(reply, 500, CODES.INTERNAL, t(lang, 'internal'));
}

/**
 * A route's `schemaErrorFormatter` that words a schema refusal of one of `fields` (a field of the
 * body by its dotted path, as `data.fieldErrors` names it) with that field's own message: a rule
 * such as "1 to 64 characters, without < or >" said whole, rather than the one keyword that failed.
 * Any other refusal is worded by the error handler as usual (docs/wire-protocol.md, "What the
 * server checks").
 * @returns for a refusal of one of `fields`, a FieldError (HTTP 400, code 400, `fields[field]`);
 *   otherwise a plain Error, which Fastify gives the validation errors.
 */
export function fieldMessages(fields: Readonly<Partial<Record<string, MessageKey>>>) {
  return (issues: FastifySchemaValidationError[], part: FastifyError['validationContext']): Error => {
    const field = part === 'body' ? validationField(issues) : undefined;
    const messageKey = field === undefined ? undefined : fields[field];
    return field !== undefined && messageKey ? new FieldError(field, messageKey) : new Error(`invalid ${part}`);
  };
}

/**
 * Fastify's `frameworkErrors` option: failures before routing (a URL that does not decode, an
 * over-long parameter) skip every hook, so the headers are set here before the envelope.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  applyResponseHeaders(request, reply);
  return handleError(error, request, reply);
}

/**
 * Installs the error handler (ApiError, schema validation → 400, Fastify client errors, a write the
 * database refuses for a foreign key → 409 (src/lib/references.ts), a database
 * that cannot be reached → 503 (code 503), anything else → 500 logged with its stack on the server
 * only) and the 404 handler, for the whole app.
 */
export const errorHandling = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler(handleError);
    app.setNotFoundHandler(sendNotFound);
  },
  { name: 'error-handling' },
);
