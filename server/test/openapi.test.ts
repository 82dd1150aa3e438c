/** The OpenAPI document built from the route schemas (docs/wire-protocol.md, "OpenAPI"). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPENAPI_PATH } from '../src/app';
import { startTestServer, type TestServer } from './support';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Operation = { responses?: Record<string, { description?: string; content?: unknown }> };

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
});
