/**
 * Travel calls (wire protocol, "Work bench, travel, workflow and documents"), all `{}`
 * with the session (603 / 700).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppContext } from '../../lib/context';
import { ApiError, CODES, ok } from '../../lib/envelope';
import { requestLanguage } from '../../lib/i18n';
import { answers, EmptyBody } from '../../lib/schemas';
import { Type } from 'typebox';
import { CheckAuthData, ClassAmount, TravelLoginData, UnTicketData } from './schemas';
import { sessionOf } from '../../lib/session';
import { classAmounts, strandedTickets, travelServiceUrl, tripAuthorized } from './service';

/**
 * - `POST /share-trip/index/workBatchClassAmount {}`: `data` `[{ticketClass, count, amount}]`, the
 *   company's tickets of this month, all 4 classes.
 * - `POST /share-trip/index/workBatchUnTicket {}`: `data` `{count, amount, applies, orders}`, the
 *   company's stranded tickets and the applications about them.
 * - `POST /share-ztrip/ZtripSsoLogin/checkAuth {}`: `data` `{authorized}` for the session's account.
 * - `POST /share-ztrip/ZtripSsoLogin/login {}`: `data` `{url}`, the travel service's single sign-on
 *   address (the server address `ztrip`), for an authorised account; code 403 (HTTP 200) for
 *   another, code 404 when no enabled http(s) address `ztrip` is stored.
 */
export const tripRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, { db, clock }) => {
  app.post(
    '/share-trip/index/workBatchClassAmount',
    { schema: { body: EmptyBody, response: answers(Type.Array(ClassAmount)) } },
    async (request) => ok(request, await classAmounts(db, sessionOf(request).companyId, clock())),
  );

  app.post(
    '/share-trip/index/workBatchUnTicket',
    { schema: { body: EmptyBody, response: answers(UnTicketData) } },
    async (request) =>
      ok(request, await strandedTickets(db, sessionOf(request).companyId, clock(), requestLanguage(request))),
  );

  app.post(
    '/share-ztrip/ZtripSsoLogin/checkAuth',
    { schema: { body: EmptyBody, response: answers(CheckAuthData) } },
    async (request) => ok(request, { authorized: await tripAuthorized(db, sessionOf(request).accountId) }),
  );

  app.post(
    '/share-ztrip/ZtripSsoLogin/login',
    { schema: { body: EmptyBody, response: answers(TravelLoginData) } },
    async (request) => {
      if (!(await tripAuthorized(db, sessionOf(request).accountId)))
        throw new ApiError(200, CODES.FORBIDDEN, 'travelUnauthorized');
      const url = await travelServiceUrl(db);
      if (!url) throw new ApiError(200, CODES.NOT_FOUND, 'travelUnavailable');
      return ok(request, { url });
    },
  );
};
