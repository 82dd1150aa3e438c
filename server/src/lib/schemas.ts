/** Request schema parts shared by several modules (TypeBox; wire protocol payloads). */
import { Answer, ErrorEnvelope } from '@workbench/contracts';
import type { RouteOptions } from 'fastify';
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
 * The `response` schema of a JSON route's HTTP 200 (docs/wire-protocol.md, "Envelope"): `data` of
 * the given schema, or a business refusal (403, 404, 603, 700, 1001...) whose `data` is null. The
 * refusals with another status are added to every route by {@link declareRefusals}, and the
 * OpenAPI document at `/share-system/openapi.json` is built from them.
 */
export function answers<T extends TSchema>(data: T) {
  return { 200: Answer(data) };
}

/** The envelope of a refusal answered with a status other than 200: `data` null. */
const NullEnvelope = Type.Object({ code: Type.Integer(), msg: Type.String(), data: Type.Null() });

/** The envelope of a refusal with `description` for the OpenAPI document; `fields` when it may carry `data.fieldErrors`. */
export const refusal = (description: string, fields = false) => ({
  ...(fields ? ErrorEnvelope : NullEnvelope),
  description,
});

/** Where a route sits, which decides the refusals it can answer (src/app.ts, "Layout of contexts"). */
export interface RefusalContext {
  /** Whether its calls are signed: a refused signature or timestamp (401) and a replay (409). */
  signed: boolean;
  /** Whether a write may run: a row other rows still refer to (409, src/lib/references.ts). */
  writes: boolean;
}

/**
 * An `onRoute` hook that adds to each route's `response` the refusals the route can answer besides
 * HTTP 200, each the envelope (docs/wire-protocol.md, "What the server checks"; statuses of
 * RFC 9110, section 15): 400 for parameters its schema refuses (with `data.fieldErrors` naming the
 * field, docs/behaviour.md "Forms") or a repeated query name; 401 and 409 for a signed call's signature, timestamp and
 * replay (409 also for a write the database refuses for a foreign key); 403 for a route that needs
 * a resource code (`config.resource`, src/lib/access.ts); 413 and 415 for a POST's body; 503 when
 * the database cannot be reached; 500. A status the route declares itself is kept. A missing path
 * answers 404 whatever the route, so no route declares it. The route's own response object is
 * replaced, not changed, since routes share those (`DOWNLOAD_RESPONSE`).
 */
export function declareRefusals(context: RefusalContext) {
  return (route: RouteOptions): void => {
    const declared = route.schema?.response as Record<string, unknown> | undefined;
    if (!declared) return;
    const methods = [route.method].flat();
    const post = methods.includes('POST');
    const config = route.config as { resource?: unknown; session?: unknown } | undefined;
    const guarded = typeof config?.resource === 'string' && config.session !== 'none';
    const refusals: Record<string, unknown> = {
      400: refusal(
        'The parameters break the route schema (data.fieldErrors names the field when there is one), or a query name is repeated',
        true,
      ),
      ...(context.signed && { 401: refusal('The timestamp or the signature is missing or wrong') }),
      ...(guarded && { 403: refusal('The session does not hold the resource code the route needs') }),
      ...(context.signed && {
        409: refusal(
          context.writes
            ? 'A replayed signature, or a write refused because other rows still refer to the row'
            : 'A replayed signature',
        ),
      }),
      ...(post && {
        413: refusal('The body is over the size limit'),
        415: refusal('The body is of another content type'),
      }),
      500: refusal('An unexpected failure'),
      503: refusal('The database cannot be reached; the call may be sent again later'),
    };
    route.schema = { ...route.schema, response: { ...refusals, ...declared } };
  };
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

/**
 * The `response` of a route that answers an HTML page in the request's language: the page, or,
 * while the console has not been built, HTTP 503 with a page saying so (src/modules/web/routes.ts).
 */
export const PAGE_RESPONSE = {
  200: { description: 'An HTML page', content: { 'text/html': { schema: { type: 'string' } } } },
  503: {
    description: 'The console has not been built: a page saying to build it',
    content: { 'text/html': { schema: { type: 'string' } } },
  },
} as const;
