/**
 * Every route answers every body or query within what it declares (docs/wire-protocol.md, "What
 * the server checks" and "OpenAPI"): a property-based walk of the route table. For each route with
 * a body or query schema it sends, as the seeded platform administrator (a super account: every
 * resource code, docs/architecture.md "Access"), a few bodies drawn from the route's own schema
 * and a few that break it (test/schema-arbitraries.ts), signed as the console signs them, and
 * checks each answer: no 5xx, a status the route declares in the OpenAPI document, and a body
 * that matches the schema declared for that status and content type (TypeBox's compiled checker,
 * as the routes' validator compiler builds it). The samples come from a fixed seed, so a run is
 * reproducible; a failure names every route, sample and answer at fault, not only the first.
 *
 * It runs on both engines, as the other HTTP-level tests do (server/vitest.config.ts): PGlite by
 * default, PostgreSQL when `DATABASE_URL` is set (`pnpm test:unit:postgres`).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPENAPI_PATH } from '../src/app';
import { accepts, invalidValue, type JsonSchema, validValue } from './schema-arbitraries';
import { call, INDEX_HTML, signIn, signParams, startTestServer, type TestServer } from './support';

/**
 * Bodies drawn from each route's schema, and bodies that break it, per route: 3 of each by
 * default, which keeps the file within some 30 s per engine on two cores. `ROUTE_PROPERTIES_RUNS`
 * sets both for a longer search by hand.
 */
const RUNS = Number(process.env['ROUTE_PROPERTIES_RUNS'] ?? 3);
/**
 * The seed of every draw, mixed with the route's method and path so that each route has its own
 * samples. Fixed, so that a run is reproducible; `ROUTE_PROPERTIES_SEED` draws others by hand.
 */
const SEED = Number(process.env['ROUTE_PROPERTIES_SEED'] ?? 20_261_128);

/**
 * Routes not walked, by `METHOD path`, and why. Not in the OpenAPI document, so not walked either:
 * the live socket `/ws` (an upgrade, not a call: test/live-socket.test.ts) and the console's
 * static files (`/admin/*`, `/*`, `/static/*`: test/web.test.ts). Routes without a body or query
 * schema have nothing to draw and are counted apart. No route takes a file upload: the avatar is
 * a JSON string (`/share-system/userinfo/personal/avatarupdate`), walked like any other body.
 */
const SKIPPED: Record<string, string> = {
  // Sign-on navigations (docs/behaviour.md, "Sign-on"): a browser's redirects, not calls. The
  // first ends the administrator's sign-on session and every console session of it.
  'GET /sso/logout': 'sign-on redirect; ends every session of the administrator',
  'GET /sso/switchAccount': 'sign-on redirect; signs another account in',
};

/**
 * Routes sent last, in this order, because a drawn body may take something away from the
 * administrator the other routes need: its token (replaced or ended), its account (disabled,
 * detached, reset, no longer a super account), its roles or the resource codes that routes
 * require. A sample that ends the session is followed by a fresh sign-in (counted); one that takes
 * a permission away leaves the remaining routes answering 403, still a declared answer.
 */
const LAST = [
  '/share-system/resource/delete',
  '/share-system/resource/deleteMany',
  '/share-system/role/grant',
  '/share-system/role/delete',
  '/share-system/role/deleteMany',
  '/share-system/roleHolder/remove',
  '/share-system/authorize/update',
  '/share-system/person/resetPassword',
  '/share-system/person/detach',
  '/share-system/person/enable',
  '/share-system/person/enableMany',
  '/share-system/superAccount/delete',
  '/share-system/superAccount/deleteMany',
  '/share-system/company/update',
  '/ibs/replaceToken',
  '/authAction/shareLogout',
];

/** One operation of the OpenAPI document: its parameters and its declared answers. */
interface Operation {
  parameters?: { name: string; in: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
}

/** How a route is reached: a signed API call, an unsigned download (token in the parameters), a page. */
type Kind = 'signed' | 'download' | 'page';

/** A route of the table with what is needed to call it and to judge its answers. */
interface Route {
  method: 'GET' | 'POST';
  url: string;
  kind: Kind;
  /** The body schema of a POST or the query schema of a GET. */
  parameters: JsonSchema;
  operation: Operation;
}

/** A broken promise of a route: the request and what was wrong with its answer. */
interface Problem {
  route: string;
  sample: unknown;
  status: number;
  problem: string;
  body: string;
}

/** A 32-bit hash of `text` (FNV-1a), to give each route its own seed. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) value = Math.imul(value ^ text.charCodeAt(i), 0x01000193);
  return value >>> 0;
}

/** The query-string form of a drawn value: scalars as `String()`, the rest as JSON. */
function queryOf(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { value: String(value) };
  return Object.fromEntries(
    Object.entries(value).map(([name, field]) => [
      name,
      typeof field === 'object' && field !== null ? JSON.stringify(field) : String(field),
    ]),
  );
}

/** The schema of a query rebuilt from the document's parameters (pages are not in `routeAccess`). */
function querySchema(operation: Operation): JsonSchema | undefined {
  const query = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query');
  if (query.length === 0) return undefined;
  return {
    type: 'object',
    properties: Object.fromEntries(query.map((parameter) => [parameter.name, parameter.schema])),
    required: query.filter((parameter) => parameter.required).map((parameter) => parameter.name),
  };
}

let server: TestServer;
let token: string;
let signIns = 0;

beforeAll(async () => {
  server = await startTestServer();
  // The console's lean pages, so that the page routes answer them rather than the not-built page.
  for (const page of ['sign-in.html', 'portal.html']) writeFileSync(join(server.consoleDir, page), INDEX_HTML);
  token = (await signIn(server, 'admin')).token;
});
afterAll(() => server.close());

/** The route table: each operation of the OpenAPI document, with its TypeBox parameters when the app has them. */
async function routeTable(): Promise<{ routes: Route[]; without: string[] }> {
  const document = (await server.app.inject({ method: 'GET', url: OPENAPI_PATH })).json<{
    paths: Record<string, Record<string, Operation>>;
  }>();
  const access = new Map(server.app.routeAccess.map((route) => [`${route.method} ${route.url}`, route]));
  const routes: Route[] = [];
  const without: string[] = [];
  for (const [url, methods] of Object.entries(document.paths)) {
    for (const [lower, operation] of Object.entries(methods)) {
      const method = lower.toUpperCase() as Route['method'];
      const key = `${method} ${url}`;
      if (key in SKIPPED) continue;
      const registered = access.get(key);
      const kind: Kind = !registered ? 'page' : '401' in operation.responses ? 'signed' : 'download';
      const parameters = (registered?.parameters as JsonSchema | undefined) ?? querySchema(operation);
      if (!parameters) without.push(key);
      else routes.push({ method, url, kind, parameters, operation });
    }
  }
  const rank = (route: Route) => LAST.indexOf(route.url);
  routes.sort((a, b) => rank(a) - rank(b));
  return { routes, without };
}

/** Timestamps of the bodies that are not objects, below those of `call` and within the window. */
let otherTimestamp = 0;

/**
 * Sends `sample` to `route` the way its kind is reached, as the administrator. A drawn body that
 * is not an object (a string, a number, `null`, an array) is sent as JSON all the same, signed
 * with no parameters, as the server's canonical string takes only an object's fields.
 */
async function send(route: Route, sample: unknown, lang: 'zh' | 'en') {
  if (route.kind === 'signed') {
    if (route.method === 'GET') return call(server, route.url, { method: 'GET', query: queryOf(sample), token, lang });
    if (typeof sample === 'object' && sample !== null && !Array.isArray(sample)) {
      return call(server, route.url, { body: sample, token, lang });
    }
    otherTimestamp += 1;
    const timestamp = String(server.clock.now - 200_000 + otherTimestamp);
    return server.app.inject({
      method: 'POST',
      url: route.url,
      payload: JSON.stringify(sample),
      headers: {
        'content-type': 'application/json',
        'accept-language': lang,
        authorization: token,
        timestamp,
        signature: signParams({}, timestamp, token),
      },
    });
  }
  const fields = route.kind === 'download' ? { ...queryOf(sample), token } : queryOf(sample);
  if (route.method === 'GET') {
    return server.app.inject({ method: 'GET', url: route.url, query: fields, headers: { 'accept-language': lang } });
  }
  return server.app.inject({
    method: 'POST',
    url: route.url,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': lang },
  });
}

/** Answers whose JSON body was checked against the schema declared for its status. */
let bodiesChecked = 0;

/** What is wrong with an answer of `route`, or `undefined` when it is one the route declares. */
function judge(route: Route, status: number, contentType: string, body: string): string | undefined {
  if (status >= 500) return `server error ${status}`;
  const declared = route.operation.responses[String(status)];
  if (!declared) return `undeclared status ${status}`;
  if (!declared.content) return body === '' ? undefined : 'a body where none is declared';
  const media = contentType.split(';')[0]?.trim() ?? '';
  const schema = declared.content[media]?.schema;
  if (!schema) return `undeclared content type ${media} for ${status}`;
  if (media !== 'application/json') return undefined;
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return 'a body that is not JSON';
  }
  bodiesChecked += 1;
  return accepts(schema, json) ? undefined : `a body off the schema declared for ${status}`;
}

describe('the schema arbitraries', () => {
  it('draw values their schema accepts, and values it refuses', () => {
    const schema: JsonSchema = {
      type: 'object',
      required: ['id', 'day'],
      properties: {
        id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
        day: { type: 'string', pattern: '^(?:19[0-9]{2}|[2-9][0-9]{3})-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])$' },
        name: { type: 'string', minLength: 1, maxLength: 30 },
        tags: { type: 'array', items: { anyOf: [{ const: 'a' }, { const: 'b' }] }, maxItems: 2, uniqueItems: true },
      },
      additionalProperties: false,
    };
    const valid = fc.sample(validValue(schema), { seed: SEED, numRuns: 1000 });
    const drawn = fc.sample(invalidValue(schema) ?? fc.constant(undefined), { seed: SEED, numRuns: 1000 });
    const invalid = drawn.filter((value): value is object => typeof value === 'object' && value !== null);
    expect(valid.every((value) => accepts(schema, value))).toBe(true);
    expect(drawn.some((value) => accepts(schema, value))).toBe(false);
    // Among the breaking values: an id past the database integer and a day of the year 0000.
    expect(invalid.some((value) => 'id' in value && value.id === 2 ** 31)).toBe(true);
    expect(invalid.some((value) => !('id' in value))).toBe(true);
    expect(invalid.some((value) => 'unexpectedField' in value)).toBe(true);
    expect(invalid.some((value) => 'day' in value && value.day === '0000-01-01')).toBe(true);
  });
});

describe('every route', () => {
  it('answers drawn valid and invalid parameters with a declared status and body, never 5xx', async () => {
    const started = Date.now();
    const { routes, without } = await routeTable();
    const problems: Problem[] = [];
    let requests = 0;
    const statuses = new Map<number, number>();
    for (const route of routes) {
      const key = `${route.method} ${route.url}`;
      const seed = SEED ^ hash(key);
      const valid = fc.sample(validValue(route.parameters), { seed, numRuns: RUNS });
      const breaking = invalidValue(route.parameters);
      const invalid = breaking ? fc.sample(breaking, { seed, numRuns: RUNS }) : [];
      for (const [index, sample] of [...valid, ...invalid].entries()) {
        const response = await send(route, sample, index % 2 === 0 ? 'zh' : 'en');
        requests += 1;
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        const contentType = String(response.headers['content-type'] ?? '');
        const problem = judge(route, response.statusCode, contentType, response.body);
        if (problem) {
          const shown = JSON.stringify(sample) ?? String(sample);
          problems.push({
            route: key,
            sample: shown.length > 300 ? `${shown.slice(0, 300)}…` : shown,
            status: response.statusCode,
            problem,
            body: response.body.slice(0, 300),
          });
        }
        // A drawn body that ended the administrator's session (a replaced or ended token): sign in again.
        if (route.kind !== 'page' && contentType.startsWith('application/json')) {
          const code = (JSON.parse(response.body) as { code?: unknown }).code;
          if (code === 603 || code === 700) {
            token = (await signIn(server, 'admin')).token;
            signIns += 1;
          }
        }
      }
    }
    console.log(
      `route properties: ${routes.length} routes walked, ${requests} requests sent in ${Date.now() - started} ms ` +
        `(${without.length} routes without parameters: ${without.join(', ')}; ${Object.keys(SKIPPED).length} skipped, ${signIns} fresh sign-ins, ` +
        `${bodiesChecked} JSON bodies checked against their schema); ` +
        `statuses ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`,
    );
    expect(problems).toEqual([]);
    expect(routes.length).toBeGreaterThan(300);
  }, 120_000);
});
