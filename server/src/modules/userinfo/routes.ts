/** User-info calls (wire protocol, "Platform calls of the walking skeleton"); both need a session (603 / 700). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppContext } from '../../lib/context';
import { ok } from '../../lib/envelope';
import { EmptyBody } from '../../lib/schemas';
import { sessionOf } from '../../lib/session';
import { attachedAccounts, userDetail } from './service';

/**
 * - `POST /share-system/userinfo/detail {}`: `data` `{account, companyList, userInfo}`.
 * - `POST /share-system/userinfo/company/list {}`: `data` `[{accountId, account, companyName}]`.
 */
export const userinfoRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, { db }) => {
  app.post('/share-system/userinfo/detail', { schema: { body: EmptyBody } }, async (request) =>
    ok(request, await userDetail(db, sessionOf(request))),
  );

  app.post('/share-system/userinfo/company/list', { schema: { body: EmptyBody } }, async (request) =>
    ok(request, await attachedAccounts(db, sessionOf(request))),
  );
};
