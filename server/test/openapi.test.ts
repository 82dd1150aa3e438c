/** The OpenAPI document built from the route schemas (docs/wire-protocol.md, "OpenAPI"). */
import { Validator } from '@seriousme/openapi-schema-validator';
import { personPaths, personResource } from '@workbench/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPENAPI_PATH } from '../src/app';
import { startTestServer, type TestServer } from './support';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Operation = { responses?: Record<string, { description?: string; content?: unknown }> };

async function openApiDocument() {
  return (await server.app.inject({ method: 'GET', url: OPENAPI_PATH })).json<{
    openapi: string;
    paths: Record<string, Record<string, Operation>>;
  }>();
}

/** The statuses `method path` declares, as strings. */
async function statuses(path: string, method = 'post') {
  return Object.keys((await openApiDocument()).paths[path]?.[method]?.responses ?? {}).sort();
}

describe('OpenAPI', () => {
  it('is published unsigned at /share-system/openapi.json as OpenAPI 3', async () => {
    const response = await server.app.inject({ method: 'GET', url: OPENAPI_PATH });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ openapi: string; info: { title: string }; paths: Record<string, unknown> }>();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.info.title).toBe('Workbench platform API');
    const menus = document.paths['/share-system/menu/getLeftMenuList'] as Record<string, Operation>;
    expect(menus['post']?.responses?.['200']?.content).toBeDefined();
  });

  it('gives every route a response schema: none is left with the default response', async () => {
    const document = (await server.app.inject({ method: 'GET', url: OPENAPI_PATH })).json<{
      paths: Record<string, Record<string, Operation>>;
    }>();
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ route: `${method.toUpperCase()} ${path}`, operation })),
    );
    expect(operations.length).toBeGreaterThan(80);
    const without = operations
      .filter(({ operation }) => {
        const responses = Object.values(operation.responses ?? {});
        // Without a response schema @fastify/swagger writes one 200 "Default Response" with no content.
        return !responses.some(
          (response) => response.content !== undefined || response.description !== 'Default Response',
        );
      })
      .map(({ route }) => route);
    expect(without).toEqual([]);
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const document = await openApiDocument();
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('declares the refusals each route can answer besides 200, each the envelope', async () => {
    // A management write: signed, guarded by a resource code, and refused for a foreign key.
    expect(await statuses(personPaths.detach)).toEqual(['200', '400', '401', '403', '409', '413', '415', '500', '503']);
    expect(await statuses(personResource.paths.list)).toContain('403');
    // A self-service call needs no resource code, so it is never 403.
    expect(await statuses('/share-system/userinfo/detail')).not.toContain('403');
    expect(await statuses('/ibs/loginNew')).toContain('429');
    // A download is not signed.
    expect(await statuses(personResource.paths.export, 'get')).toEqual(['200', '400', '403', '500', '503']);
    // A page of the console: the page, or the page saying it has not been built.
    expect(await statuses('/admin/login', 'get')).toEqual(['200', '503']);
    const detach = (await openApiDocument()).paths[personPaths.detach]?.['post']?.responses ?? {};
    expect(JSON.stringify(detach['400']?.content)).toContain('fieldErrors');
    expect(JSON.stringify(detach['409']?.content)).toContain('"msg"');
  });
});
