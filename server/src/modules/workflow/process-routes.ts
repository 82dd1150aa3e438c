/**
 * The approval process routes (docs/screens.md, "Approval processes"): the CRUD of process types
 * and templates, made by the factory (`lib/crud.ts`). Every route names its resource code; every
 * write is logged in its transaction.
 */
import { processTemplateResource, processTypeResource } from '@workbench/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppContext } from '../../lib/context';
import { resourceRoutes } from '../../lib/crud';
import { processTemplateStore, processTypeStore } from './processes';

/** The API routes (signed, with a session) of approval processes. */
export const processRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, context) => {
  resourceRoutes(app, context, processTypeResource, processTypeStore);
  resourceRoutes(app, context, processTemplateResource, processTemplateStore);
};
