/**
 * The management routes of companies, units, people and the logs (docs/screens.md): the CRUD of
 * each resource definition, made by the factory (`lib/crud.ts`), and the few calls particular to
 * units (tree, move) and people (enable, one or many; reset password, attach, detach, accounts).
 * Every one checks the permission its definition names; every write is logged in its transaction.
 */
import {
  companyResource,
  Answer,
  BulkEnableBody,
  BulkResult,
  IdBody,
  type OperateAction,
  operateLogResource,
  personPaths,
  PersonAttachBody,
  PersonEnableBody,
  personResource,
  searchLogResource,
  unitPaths,
  unitResource,
  UnitMoveBody,
  UnitTree,
  UnitTreeBody,
} from '@workbench/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { Actor, AppContext } from '../../lib/context';
import { findRow, resourceExportRoute, resourceRoutes, runWrite } from '../../lib/crud';
import type { Transaction } from '../../db/client';
import { actorOf } from '../../lib/access';
import { runBulkWrite } from '../../lib/bulk';
import { ApiError, CODES, ok } from '../../lib/envelope';
import { requestLanguage } from '../../lib/i18n';
import { companyStore } from './company';
import { operateLogStore, searchLogStore } from './logs';
import { attachAccount, detachAccount, personAccounts, personStore, resetPassword, setEnabled } from './person';
import { moveUnit, unitStore, unitTree } from './unit';

/** The API routes (signed, with a session) of the organisation resources. */
export const orgRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, context) => {
  const { db } = context;
  /** The row a write answers, which it has just read back in its transaction. */
  const written = <Row>(row: Row | undefined): Row => {
    if (row === undefined) throw new Error('the written row was not found');
    return row;
  };
  resourceRoutes(app, context, companyResource, companyStore);
  resourceRoutes(app, context, unitResource, unitStore);
  resourceRoutes(app, context, personResource, personStore);
  resourceRoutes(app, context, operateLogResource, operateLogStore);
  resourceRoutes(app, context, searchLogResource, searchLogStore);

  const unitRead = { resource: unitResource.permissions.read };
  const unitWrite = { resource: unitResource.permissions.write };
  const personRead = { resource: personResource.permissions.read };
  const personWrite = { resource: personResource.permissions.write };
  app.post(
    unitPaths.tree,
    { schema: { body: UnitTreeBody, response: { 200: Answer(UnitTree) } }, config: unitRead },
    async (request) => {
      const actor = await actorOf(db, request);
      return ok(request, await unitTree(db, actor, request.body.companyId));
    },
  );

  app.post(
    unitPaths.move,
    { schema: { body: UnitMoveBody, response: { 200: Answer(unitResource.row) } }, config: unitWrite },
    async (request) => {
      const actor = await actorOf(db, request);
      const lang = requestLanguage(request);
      const before = await findRow(db, unitStore, request.body.id, actor, lang);
      if (!before) throw new ApiError(200, CODES.NOT_FOUND, 'unitNotFound');
      const row = written(
        await runWrite(db, request, actor, unitResource.name, {
          action: 'move',
          before,
          run: async (tx) => {
            await moveUnit(tx, actor, request.body);
            return request.body.id;
          },
          after: (tx, id) => findRow(tx, unitStore, id, actor, lang),
        }),
      );
      return ok(request, row);
    },
  );

  const PersonRowEnvelope = Answer(personResource.row);
  /**
   * A write on one account: the permission, the row before (404 outside the caller's scope), the
   * change and its operate-log row in one transaction; resolves to the row after (none once gone).
   */
  const personChange =
    <Body extends { id: number }>(
      action: (body: Body) => OperateAction,
      change: (tx: Transaction, actor: Actor, body: Body, request: FastifyRequest) => Promise<number>,
    ) =>
    async (request: FastifyRequest) => {
      const actor = await actorOf(db, request);
      const lang = requestLanguage(request);
      const body = request.body as Body;
      const before = await findRow(db, personStore, body.id, actor, lang);
      if (!before) throw new ApiError(200, CODES.NOT_FOUND, 'personNotFound');
      return runWrite(db, request, actor, personResource.name, {
        action: action(body),
        before,
        run: (tx) => change(tx, actor, body, request),
        after: (tx, id) => findRow(tx, personStore, id, actor, lang),
      });
    };

  const enable = personChange<{ id: number; enabled: 'Y' | 'N' }>(
    (body) => (body.enabled === 'Y' ? 'enable' : 'disable'),
    async (tx, actor, body, request) => {
      await setEnabled(tx, { app: context, request }, actor, body.id, body.enabled);
      return body.id;
    },
  );
  app.post(
    personPaths.enable,
    { schema: { body: PersonEnableBody, response: { 200: PersonRowEnvelope } }, config: personWrite },
    async (request) => ok(request, written(await enable(request))),
  );

  app.post(
    personPaths.enableMany,
    { schema: { body: BulkEnableBody, response: { 200: Answer(BulkResult) } }, config: personWrite },
    async (request) => {
      const { ids, enabled } = request.body;
      const result = await runBulkWrite(context, request, {
        definition: personResource,
        store: personStore,
        ids,
        action: enabled === 'Y' ? 'enable' : 'disable',
        deletes: false,
        write: (tx, before, actor, writeContext) => setEnabled(tx, writeContext, actor, before.id, enabled),
      });
      return ok(request, result);
    },
  );

  const reset = personChange<{ id: number }>(
    () => 'resetPassword',
    async (tx, actor, body, request) => {
      await resetPassword(tx, { app: context, request }, actor, body.id);
      return body.id;
    },
  );
  app.post(
    personPaths.resetPassword,
    { schema: { body: IdBody, response: { 200: PersonRowEnvelope } }, config: personWrite },
    async (request) => ok(request, written(await reset(request))),
  );

  const attach = personChange<{ id: number; companyId: number; account: string }>(
    () => 'attach',
    (tx, actor, body, request) => attachAccount(tx, { app: context, request }, actor, body),
  );
  app.post(
    personPaths.attach,
    { schema: { body: PersonAttachBody, response: { 200: PersonRowEnvelope } }, config: personWrite },
    async (request) => ok(request, written(await attach(request))),
  );

  const detach = personChange<{ id: number }>(
    () => 'detach',
    async (tx, actor, body, request) => {
      await detachAccount(tx, { app: context, request }, actor, body.id);
      return body.id;
    },
  );
  app.post(
    personPaths.detach,
    { schema: { body: IdBody, response: { 200: Answer(Type.Null()) } }, config: personWrite },
    async (request) => {
      await detach(request);
      return ok(request, null);
    },
  );

  app.post(
    personPaths.accounts,
    { schema: { body: IdBody, response: { 200: Answer(Type.Array(personResource.row)) } }, config: personRead },
    async (request) => {
      const actor = await actorOf(db, request);
      return ok(request, await personAccounts(db, actor, request.body.id, requestLanguage(request)));
    },
  );
};

/** The `.xlsx` exports of the organisation resources (download context: token in the query or form). */
export const orgDownloadRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, context) => {
  resourceExportRoute(app, context, companyResource, companyStore);
  resourceExportRoute(app, context, personResource, personStore);
  resourceExportRoute(app, context, operateLogResource, operateLogStore);
  resourceExportRoute(app, context, searchLogResource, searchLogStore);
};
