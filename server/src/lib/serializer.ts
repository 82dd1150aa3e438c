/**
 * The reply serializer of every route with a response schema (docs/architecture.md, "Hot paths"):
 * fast-json-stringify, as Fastify's default, with one change for the envelope answers of
 * `answers()` (src/lib/schemas.ts). Their HTTP 200 schema is a union, `Answer(data)` of
 * `@workbench/contracts`: `{code, msg, data}` of a success or a business refusal's envelope.
 * fast-json-stringify picks a branch of a union by validating the value against each branch in
 * turn (the whole `data`, a menu tree or a page of rows), on every answer, and builds a validator
 * (an Ajv instance with both branches) for each route. Here a success (code 200, or 1 on the
 * sign-on calls) with a `data` goes straight to the success branch's serializer; refusals and a
 * success without `data` go through one serializer of the refusal envelope, shared by every
 * route. The JSON is the union's: the refusal branch is the same schema everywhere, and a success
 * without `data` has the refusal envelope's shape (`data` null).
 */
import { CODES, ErrorEnvelope } from '@workbench/contracts';
import type { FastifySerializerCompiler } from 'fastify';
import fastJsonStringify, { type Schema } from 'fast-json-stringify';

const ERROR_ENVELOPE = JSON.stringify(ErrorEnvelope);

/** Whether `schema` is `Answer(data)`: a union of a success envelope and the refusal envelope. */
function isAnswer(schema: Schema): schema is Schema & { anyOf: [Schema, Schema] } {
  const branches = (schema as { anyOf?: unknown }).anyOf;
  return Array.isArray(branches) && branches.length === 2 && JSON.stringify(branches[1]) === ERROR_ENVELOPE;
}

/** The serializer of the refusal envelope, built at the first `Answer(data)` route. */
let refusal: ((envelope: unknown) => string) | undefined;

/**
 * Fastify's serializer compiler (`setSerializerCompiler`): fast-json-stringify of the route's
 * response schema; for an `Answer(data)` schema, the success branch's serializer or the shared
 * refusal serializer, chosen by the envelope's `code` instead of by validating the value.
 */
export const answerSerializerCompiler: FastifySerializerCompiler<Schema> = ({ schema }) => {
  if (!isAnswer(schema)) return fastJsonStringify(schema);
  const success = fastJsonStringify(schema.anyOf[0]);
  const failure = (refusal ??= fastJsonStringify(ErrorEnvelope as Schema));
  return (envelope: unknown) => {
    const { code, data } = envelope as { code?: unknown; data?: unknown };
    return (code === CODES.OK || code === CODES.SSO_OK) && data !== null && data !== undefined
      ? success(envelope)
      : failure(envelope);
  };
};
