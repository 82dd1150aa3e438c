/**
 * The routes of role holders, the role loss record and authorisations (docs/screens.md,
 * "Access"): the list and detail of holders and of the loss record made by the factory
 * (`lib/crud.ts`), giving and removing a role, and the applications of an account. Every route
 * names its resource code (`getLoginAuthorizeInfo` is any signed-in account's own); every write
 * runs with its operate-log row in one transaction.
 */
import {
  AppAuthorisation,
  Answer,
  authorisationPaths,
  AuthorisedApp,
  AuthorizeAccountBody,
  AuthorizeUpdateBody,
  RoleHolderAddBody,
  roleHolderPaths,
  RoleHolderRemoveBody,
  roleHolderResource,
  roleLossResource,
} from '@workbench/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { actorOf, announceAccessChange } from '../../lib/access';
import type { AppContext } from '../../lib/context';
import { findRow, resourceExportRoute, resourceRoutes, runWrite } from '../../lib/crud';
import { ApiError, CODES, ok } from '../../lib/envelope';
import { requestLanguage } from '../../lib/i18n';
import { EmptyBody } from '../../lib/schemas';
import { appAuthorisations, authorisedApps, scopedAccount, setAuthorisedApps } from './authorisations';
import { giveRole, removeRole, roleHolderStore, roleLossStore } from './holders';

/** The operate-log resource of authorisation changes (the code prefix of `authorize:write`). */
const AUTHORIZE_RESOURCE = 'authorize';

/** The API routes (signed, with a session) of role holders, the role loss record and authorisations. */
export const roleHolderRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, context) => {
  const { db } = context;
  resourceRoutes(app, context, roleHolderResource, roleHolderStore);
  resourceRoutes(app, context, roleLossResource, roleLossStore);
  const assign = { resource: roleHolderResource.permissions.write };

  app.post(
    roleHolderPaths.add,
    { schema: { body: RoleHolderAddBody, response: { 200: Answer(roleHolderResource.row) } }, config: assign },
    async (request) => {
      const actor = await actorOf(db, request);
      const lang = requestLanguage(request);
      const row = await runWrite(db, request, actor, roleHolderResource.name, {
        action: 'assignRole',
        run: (tx) => giveRole(tx, actor, request.body, new Date(context.clock()), lang),
        after: (tx, id) => findRow(tx, roleHolderStore, id, actor, lang),
      });
      if (!row) throw new Error('the role holding given was not found');
      await announceAccessChange(context.sockets, [row.accountId]);
      return ok(request, row);
    },
  );

  app.post(
    roleHolderPaths.remove,
    { schema: { body: RoleHolderRemoveBody, response: { 200: Answer(Type.Null()) } }, config: assign },
    async (request) => {
      const actor = await actorOf(db, request);
      const { id, reason } = request.body;
      const before = await findRow(db, roleHolderStore, id, actor, requestLanguage(request));
      if (!before) throw new ApiError(200, CODES.NOT_FOUND, 'roleHolderNotFound');
      await runWrite(db, request, actor, roleHolderResource.name, {
        action: 'removeRole',
        before,
        run: async (tx) => {
          await removeRole(tx, actor, before, reason, new Date(context.clock()));
          return id;
        },
        after: async () => undefined,
      });
      await announceAccessChange(context.sockets, [before.accountId]);
      return ok(request, null);
    },
  );

  const authorizeRead = { resource: 'authorize:read' };
  app.post(
    authorisationPaths.selectByAccountId,
    {
      schema: { body: AuthorizeAccountBody, response: { 200: Answer(Type.Array(AuthorisedApp)) } },
      config: authorizeRead,
    },
    async (request) => {
      const actor = await actorOf(db, request);
      const account = await scopedAccount(db, actor, request.body.accountId);
      return ok(request, await authorisedApps(db, account.id, requestLanguage(request)));
    },
  );

  app.post(
    authorisationPaths.selectAllByAccountId,
    {
      schema: { body: AuthorizeAccountBody, response: { 200: Answer(Type.Array(AppAuthorisation)) } },
      config: authorizeRead,
    },
    async (request) => {
      const actor = await actorOf(db, request);
      const account = await scopedAccount(db, actor, request.body.accountId);
      return ok(request, await appAuthorisations(db, account.id, requestLanguage(request)));
    },
  );

  app.post(
    authorisationPaths.update,
    {
      schema: { body: AuthorizeUpdateBody, response: { 200: Answer(Type.Array(AppAuthorisation)) } },
      config: { resource: 'authorize:write' },
    },
    async (request) => {
      const actor = await actorOf(db, request);
      const lang = requestLanguage(request);
      const { accountId, appIds } = request.body;
      const account = await scopedAccount(db, actor, accountId);
      // The log keeps the application codes and their names in both languages, which it shows.
      const apps = async (tx: Parameters<typeof authorisedApps>[0]) => {
        const zh = await authorisedApps(tx, accountId, 'zh');
        const en = await authorisedApps(tx, accountId, 'en');
        return {
          accountId,
          account: account.account,
          apps: zh.map((app) => app.code),
          appNames: { zh: zh.map((app) => app.name), en: en.map((app) => app.name) },
        };
      };
      await runWrite(db, request, actor, AUTHORIZE_RESOURCE, {
        action: 'update',
        before: await apps(db),
        run: async (tx) => {
          await setAuthorisedApps(tx, actor, account, appIds);
          return accountId;
        },
        after: (tx) => apps(tx),
      });
      await announceAccessChange(context.sockets, [accountId]);
      return ok(request, await appAuthorisations(db, accountId, lang));
    },
  );

  app.post(
    authorisationPaths.getLoginAuthorizeInfo,
    { schema: { body: EmptyBody, response: { 200: Answer(Type.Array(AuthorisedApp)) } }, config: { resource: null } },
    async (request) => {
      const actor = await actorOf(db, request);
      return ok(request, await authorisedApps(db, actor.accountId, requestLanguage(request)));
    },
  );
};

/** The `.xlsx` export of the role loss record (download context: token in the query or form). */
export const roleHolderDownloadRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, context) => {
  resourceExportRoute(app, context, roleLossResource, roleLossStore);
};
