/** User-info calls (wire protocol, "Platform calls of the walking skeleton"); all need a session (603 / 700). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppContext } from '../../lib/context';
import { ok } from '../../lib/envelope';
import { EmptyBody } from '../../lib/schemas';
import { sessionOf } from '../../lib/session';
import { UpdateIdCardBody } from './schemas';
import { attachedAccounts, registerIdCard, userDetail } from './service';

/**
 * - `POST /share-system/userinfo/detail {}`: `data` `{account, companyList, userInfo}`;
 *   `userInfo` is `{name, avatarUrl, idCardName, idCardMasked}`.
 * - `POST /share-system/userinfo/company/list {}`: `data` `[{accountId, account, companyName}]`.
 * - `POST /share-system/userinfo/updateIdCard {name, idCard}`: stores the person's real name and
 *   identity number (GB 11643-1999); `data` `{name, idCardMasked}`. An invalid name or number
 *   answers HTTP 400, code 400, with a message naming the problem.
 */
export const userinfoRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, { db, clock }) => {
  app.post('/share-system/userinfo/detail', { schema: { body: EmptyBody } }, async (request) =>
    ok(request, await userDetail(db, sessionOf(request))),
  );

  app.post('/share-system/userinfo/company/list', { schema: { body: EmptyBody } }, async (request) =>
    ok(request, await attachedAccounts(db, sessionOf(request))),
  );

  app.post('/share-system/userinfo/updateIdCard', { schema: { body: UpdateIdCardBody } }, async (request) =>
    ok(request, await registerIdCard(db, sessionOf(request), request.body, clock())),
  );
};
