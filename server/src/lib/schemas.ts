/** Request schema parts shared by several modules (TypeBox; wire protocol payloads). */
import { Answer, ErrorEnvelope } from '@workbench/contracts';
import { type TSchema, Type } from 'typebox';

/**
 * An application id: a non-negative integer, or its decimal string (the console keeps `app_id`
 * in a cookie, so it may send the string). Routes read it with `Number()`.
 */
export const AppId = Type.Union([
  Type.Integer({ minimum: 0, maximum: 999_999_999 }),
  Type.String({ pattern: '^[0-9]{1,9}$' }),
]);

/** The body of calls that take no parameters: `{}` and nothing else. */
export const EmptyBody = Type.Object({}, { additionalProperties: false });

/**
 * The `response` schemas of a JSON route (docs/wire-protocol.md, "Envelope"): HTTP 200 answers
 * `data` of the given schema, or a business refusal (403, 404, 603, 700, 1001...) whose `data` is
 * null; client and server errors answer the refusal envelope. Every route declares them, and the
 * OpenAPI document at `/share-system/openapi.json` is built from them.
 */
export function answers<T extends TSchema>(data: T) {
  return { 200: Answer(data), '4xx': ErrorEnvelope, '5xx': ErrorEnvelope };
}

/** The `data` of a call that answers nothing: `null`. */
export const NoData = Type.Null();

/**
 * The `response` of a route that answers by redirecting (HTTP 302, `Location`, no body): sign-on
 * navigations and the console's root.
 */
export const REDIRECT_RESPONSE = {
  302: { description: 'Redirects to the address in Location', type: 'null' },
} as const;

/** The `response` of a route that answers an HTML page in the request's language. */
export const PAGE_RESPONSE = {
  200: { description: 'An HTML page', content: { 'text/html': { schema: { type: 'string' } } } },
} as const;
