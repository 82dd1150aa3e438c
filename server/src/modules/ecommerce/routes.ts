/** Work-bench dashboard calls (wire protocol, "Platform calls of the walking skeleton"); both need a session (603 / 700). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppContext } from '../../lib/context';
import { ok } from '../../lib/envelope';
import { requestLanguage } from '../../lib/i18n';
import { EmptyBody } from '../../lib/schemas';
import { sessionOf } from '../../lib/session';
import { orderSummary, toDoList } from './service';

/**
 * - `POST /share-ecommerce/orderRelatedSummary/platformAndCompanySummary {}`: `data`
 *   `{platform: {orderCount, orderAmount}, company: {orderCount, orderAmount}}` (yuan).
 * - `POST /share-ecommerce/apply/getListOfToDo {}`: `data` `[{id, title, createTime}]`, the
 *   pending applications of the session's company.
 */
export const ecommerceRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, { db }) => {
  app.post(
    '/share-ecommerce/orderRelatedSummary/platformAndCompanySummary',
    { schema: { body: EmptyBody } },
    async (request) => ok(request, await orderSummary(db, sessionOf(request).companyId)),
  );

  app.post('/share-ecommerce/apply/getListOfToDo', { schema: { body: EmptyBody } }, async (request) =>
    ok(request, await toDoList(db, sessionOf(request).companyId, requestLanguage(request))),
  );
};
