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
 *
 * Two more changes keep the serializers few and small. A union whose branches are all plain
 * values (`Type.Union([Type.String(), Type.Null()])`, literals of one type) is written as
 * JSON Schema's list of types, which fast-json-stringify serialises by `typeof` where it would
 * otherwise build an Ajv validator for the union and validate each value against its branches.
 * And routes whose schemas are the same share one serializer.
 */
import { CODES, ErrorEnvelope } from '@workbench/contracts';
import type { FastifySerializerCompiler } from 'fastify';
import fastJsonStringify, { type Schema } from 'fast-json-stringify';

const ERROR_ENVELOPE = JSON.stringify(ErrorEnvelope);

/** The JSON Schema types of plain values, which fast-json-stringify tells apart by `typeof`. */
const PLAIN_TYPES = new Set(['string', 'number', 'integer', 'boolean', 'null']);

/**
 * Keywords of a union's branch that restrict which values it accepts but not how one is written.
 * `format` is not among them: fast-json-stringify writes a `Date` by its format.
 */
const WRITE_NEUTRAL = new Set([
  'type',
  'const',
  'enum',
  'minLength',
  'maxLength',
  'pattern',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'default',
  'title',
  'description',
  'examples',
]);

/** The type of `branch` when it is a plain value of one type with nothing that changes its writing. */
function plainType(branch: unknown): string | undefined {
  if (typeof branch !== 'object' || branch === null) return undefined;
  const { type } = branch as { type?: unknown };
  if (typeof type !== 'string' || !PLAIN_TYPES.has(type)) return undefined;
  return Object.keys(branch).every((key) => WRITE_NEUTRAL.has(key)) ? type : undefined;
}

/**
 * `schema` for writing only: every `anyOf` or `oneOf` of plain values becomes a list of types
 * (a single type when the branches share one); the rest is copied as it is. The route keeps its
 * schema for validation and OpenAPI.
 */
export function forWriting(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(forWriting);
  if (typeof schema !== 'object' || schema === null) return schema;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) copy[key] = forWriting(value);
  for (const keyword of ['anyOf', 'oneOf'] as const) {
    const branches = copy[keyword];
    if (!Array.isArray(branches)) continue;
    const types = branches.map(plainType);
    if (types.some((type) => type === undefined)) continue;
    const unique = [...new Set(types as string[])];
    delete copy[keyword];
    copy['type'] = unique.length === 1 ? unique[0] : unique;
  }
  return copy;
}

/** Serializers built so far, by the JSON of the schema they write: routes with one schema share one. */
const built = new Map<string, (value: unknown) => string>();

/** The fast-json-stringify serializer of `schema` ({@link forWriting}), built once per distinct schema. */
function serializerOf(schema: unknown): (value: unknown) => string {
  const writing = forWriting(schema);
  const key = JSON.stringify(writing);
  let serializer = built.get(key);
  if (!serializer) {
    serializer = fastJsonStringify(writing as Schema);
    built.set(key, serializer);
  }
  return serializer;
}

/** Whether `schema` is `Answer(data)`: a union of a success envelope and the refusal envelope. */
function isAnswer(schema: Schema): schema is Schema & { anyOf: [Schema, Schema] } {
  const branches = (schema as { anyOf?: unknown }).anyOf;
  return Array.isArray(branches) && branches.length === 2 && JSON.stringify(branches[1]) === ERROR_ENVELOPE;
}

/**
 * Fastify's serializer compiler (`setSerializerCompiler`): fast-json-stringify of the route's
 * response schema; for an `Answer(data)` schema, the success branch's serializer or the shared
 * refusal serializer, chosen by the envelope's `code` instead of by validating the value; each
 * written from its schema {@link forWriting}, and shared by the routes with the same schema.
 */
export const answerSerializerCompiler: FastifySerializerCompiler<Schema> = ({ schema }) => {
  if (!isAnswer(schema)) return serializerOf(schema);
  const success = serializerOf(schema.anyOf[0]);
  const failure = serializerOf(ErrorEnvelope);
  return (envelope: unknown) => {
    const { code, data } = envelope as { code?: unknown; data?: unknown };
    return (code === CODES.OK || code === CODES.SSO_OK) && data !== null && data !== undefined
      ? success(envelope)
      : failure(envelope);
  };
};
