/**
 * A registry definition whose routes no module registers has them found by path, or the server
 * does not start, and says which definition (docs/architecture.md, "One registry").
 */
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerConventionalRoutes } from '../src/app';
import type { AppContext } from '../src/lib/context';

/** What registering reads of the context: the stores registered so far, none here. */
const context = () => ({ stores: new Map() }) as unknown as AppContext;

describe('routes found by path', () => {
  it('refuse a definition with no module of its name, naming it and the file looked for', async () => {
    await expect(registerConventionalRoutes(Fastify(), context(), [{ name: 'costCentre' }])).rejects.toThrow(
      'resource definition "costCentre" has no routes: no module registers them in app.ts and ' +
        'modules/cost-centre/cost-centre.ts does not load',
    );
  });

  it('refuse a module of its name that exports no routes plugin', async () => {
    await expect(registerConventionalRoutes(Fastify(), context(), [{ name: 'mro' }])).rejects.toThrow(
      'resource definition "mro" has no routes: modules/mro/mro.ts exports no `routes` plugin',
    );
  });

  it('skip a definition a module has registered already', async () => {
    const registered = context();
    registered.stores.set('costCentre', {} as never);
    await expect(registerConventionalRoutes(Fastify(), registered, [{ name: 'costCentre' }])).resolves.toBeUndefined();
  });
});
