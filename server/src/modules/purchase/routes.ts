/**
 * Purchase work-bench calls (wire protocol, "Work bench, travel, workflow and documents
 *"), all `{}` with the session (603 / 700), company-scoped unless said otherwise.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppContext } from '../../lib/context';
import { ok } from '../../lib/envelope';
import { requestLanguage } from '../../lib/i18n';
import { answers, EmptyBody } from '../../lib/schemas';
import { Type } from 'typebox';
import { sessionOf } from '../../lib/session';
import {
  BiddingSupplier,
  CategoryCount,
  CONTRACT_KINDS,
  HandleData,
  MajorCount,
  QualificationData,
  SignInItem,
  TurnoverData,
} from './schemas';
import {
  biddingSuppliers,
  expertsByMajor,
  purchaseHandle,
  qualification,
  qualifiedByCategory,
  signInList,
  turnover,
} from './service';

/**
 * - `POST /purchase/{goods,engineering,service}/contract/getPurchaseTurnoverSummry {}`: `data`
 *   `{total, count, months: [{month: 'YYYY-MM', amount}]}` (yuan), the last 6 months.
 * - `POST /purchase/supplier/supplier/getEbiddingSupplier {}`: `[{supplierName, bidCount}]`, max 5.
 * - `POST /purchase/supplier/supplier/getGroupQualifiedBusinessCount {}`: `[{category, count}]`,
 *   qualified suppliers of every company.
 * - `POST /purchase/supplier/supplier/getEbiddingQualifiedSupplier {}`: `{qualified, pending, disqualified}`.
 * - `POST /purchase/expert/expert/getHomePageExpertCount {}`: `[{major, count}]`, the whole pool.
 * - `POST /purchase/ebidding/getPurchaseHandle {}`: `{toPublish, bidding, toEvaluate, done}`.
 * - `POST /purchase/ebidding/signIn {}`: `[{projectId, projectName, openTime, signedIn, invited}]`, max 5.
 */
export const purchaseRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, { db, clock }) => {
  for (const kind of CONTRACT_KINDS) {
    app.post(
      `/purchase/${kind}/contract/getPurchaseTurnoverSummry`,
      { schema: { body: EmptyBody, response: answers(TurnoverData) } },
      async (request) => ok(request, await turnover(db, sessionOf(request).companyId, kind, clock())),
    );
  }

  app.post(
    '/purchase/supplier/supplier/getEbiddingSupplier',
    { schema: { body: EmptyBody, response: answers(Type.Array(BiddingSupplier)) } },
    async (request) => ok(request, await biddingSuppliers(db, sessionOf(request).companyId, requestLanguage(request))),
  );

  app.post(
    '/purchase/supplier/supplier/getGroupQualifiedBusinessCount',
    { schema: { body: EmptyBody, response: answers(Type.Array(CategoryCount)) } },
    async (request) => ok(request, await qualifiedByCategory(db, requestLanguage(request))),
  );

  app.post(
    '/purchase/supplier/supplier/getEbiddingQualifiedSupplier',
    { schema: { body: EmptyBody, response: answers(QualificationData) } },
    async (request) => ok(request, await qualification(db, sessionOf(request).companyId)),
  );

  app.post(
    '/purchase/expert/expert/getHomePageExpertCount',
    { schema: { body: EmptyBody, response: answers(Type.Array(MajorCount)) } },
    async (request) => ok(request, await expertsByMajor(db, requestLanguage(request))),
  );

  app.post(
    '/purchase/ebidding/getPurchaseHandle',
    { schema: { body: EmptyBody, response: answers(HandleData) } },
    async (request) => ok(request, await purchaseHandle(db, sessionOf(request).companyId)),
  );

  app.post(
    '/purchase/ebidding/signIn',
    { schema: { body: EmptyBody, response: answers(Type.Array(SignInItem)) } },
    async (request) =>
      ok(request, await signInList(db, sessionOf(request).companyId, clock(), requestLanguage(request))),
  );
};
