/**
 * The approval process routes (docs/screens.md, "Approval processes"): the CRUD of process types
 * and templates and the list and submission of applications, made by the factory
 * (`lib/crud.ts`); an application's flow, and approving or rejecting a task (`processPaths`). Every route names its resource code; every
 * write is logged in its transaction.
 */
import {
  Answer,
  cbdPaths,
  Flow,
  FlowBody,
  processListResource,
  processPaths,
  processTemplateResource,
  processTypeResource,
  LinkedDocument,
  ShareUuidQuery,
  TaskDecisionBody,
} from '@workbench/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { actorOf } from '../../lib/access';
import type { AppContext } from '../../lib/context';
import { resourceRoutes } from '../../lib/crud';
import { ApiError, CODES, ok } from '../../lib/envelope';
import { requestLanguage } from '../../lib/i18n';
import { applicationStore, decide, documentByShareUuid, flowOf } from './applications';
import { processTemplateStore, processTypeStore } from './processes';

/** The API routes (signed, with a session) of approval processes. */
export const processRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, context) => {
  resourceRoutes(app, context, processTypeResource, processTypeStore);
  resourceRoutes(app, context, processTemplateResource, processTemplateStore);
  resourceRoutes(app, context, processListResource, applicationStore);
  const { db } = context;

  app.post(
    processPaths.flow,
    {
      schema: { body: FlowBody, response: { 200: Answer(Flow) } },
      config: { resource: processListResource.permissions.read },
    },
    async (request) =>
      ok(request, await flowOf(db, await actorOf(db, request), request.body, requestLanguage(request))),
  );

  app.get(
    cbdPaths.byShareUuid,
    {
      schema: { querystring: ShareUuidQuery, response: { 200: Answer(LinkedDocument) } },
      config: { resource: processListResource.permissions.read },
    },
    async (request) => {
      const actor = await actorOf(db, request);
      const found = await documentByShareUuid(db, request.query.shareUuid, actor, requestLanguage(request));
      if (!found) throw new ApiError(200, CODES.NOT_FOUND, 'documentNotFound');
      return ok(request, found);
    },
  );

  for (const decision of ['approve', 'reject'] as const) {
    app.post(
      processPaths[decision],
      {
        schema: { body: TaskDecisionBody, response: { 200: Answer(Flow) } },
        config: { resource: processListResource.permissions.write },
      },
      async (request) => {
        const actor = await actorOf(db, request);
        const lang = requestLanguage(request);
        const id = await decide(db, request, actor, request.body, decision, lang);
        return ok(request, await flowOf(db, actor, { id }, lang));
      },
    );
  }
};
