/**
 * E-commerce calls (wire protocol, "Platform calls of the walking skeleton"): the work-bench
 * dashboard (session needed, 603 / 700) and the goods catalogue (no session: the supply-chain
 * page is open to signed-out visitors).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppContext } from '../../lib/context';
import { ApiError, CODES, ok } from '../../lib/envelope';
import { requestLanguage } from '../../lib/i18n';
import { answers, EmptyBody } from '../../lib/schemas';
import { Type } from 'typebox';
import { sessionOf } from '../../lib/session';
import {
  GoodsDetail,
  GoodsDetailBody,
  GoodsItem,
  PubInquiryItem,
  SummaryData,
  ToDoItem,
  WorkTodoData,
} from './schemas';
import { goodsDetail, goodsList, orderSummary, publicInquiries, toDoList, workTodo } from './service';

/**
 * - `POST /share-ecommerce/orderRelatedSummary/platformAndCompanySummary {}`: `data`
 *   `{platform: {orderCount, orderAmount}, company: {orderCount, orderAmount}}` (yuan).
 * - `POST /share-ecommerce/apply/getListOfToDo {}`: `data` `[{id, title, createTime}]`, the
 *   applications of the session's company in review (the approval applications of 流程申请).
 * - `POST /share-ecommerce/apply/getWorkTodo {}`: `data` `{pending, approved, rejected}`, the
 *   company's applications by status (`pending`: in review).
 * - `POST /share-ecommerce/inquiry/getPubInquiry {}`: `data` `[{id, title, quoteCount, deadline}]`,
 *   the company's inquiries still open, soonest deadline first, at most 10.
 * - `POST /share-ecommerce/goods/list {}` (no session): `data` `GoodsItem[]`
 *   `[{sku, name, brand, category, unit, price, stock}]` by SKU, `price` a 2-decimal string (yuan).
 * - `POST /share-ecommerce/goods/detail {sku}` (no session): `data` `GoodsDetail`, the item and
 *   its `specs: [{label, value}]`; an unknown SKU answers HTTP 200 with code 404 (`goodsNotFound`),
 *   like the other business refusals (sign-in failures), so the console shows the message.
 */
export const ecommerceRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, { db, clock }) => {
  app.post(
    '/share-ecommerce/orderRelatedSummary/platformAndCompanySummary',
    { schema: { body: EmptyBody, response: answers(SummaryData) } },
    async (request) => ok(request, await orderSummary(db, sessionOf(request).companyId)),
  );

  app.post(
    '/share-ecommerce/apply/getListOfToDo',
    { schema: { body: EmptyBody, response: answers(Type.Array(ToDoItem)) } },
    async (request) => ok(request, await toDoList(db, sessionOf(request).companyId)),
  );

  app.post(
    '/share-ecommerce/apply/getWorkTodo',
    { schema: { body: EmptyBody, response: answers(WorkTodoData) } },
    async (request) => ok(request, await workTodo(db, sessionOf(request).companyId)),
  );

  app.post(
    '/share-ecommerce/inquiry/getPubInquiry',
    { schema: { body: EmptyBody, response: answers(Type.Array(PubInquiryItem)) } },
    async (request) =>
      ok(request, await publicInquiries(db, sessionOf(request).companyId, clock(), requestLanguage(request))),
  );

  app.post(
    '/share-ecommerce/goods/list',
    { schema: { body: EmptyBody, response: answers(Type.Array(GoodsItem)) }, config: { session: 'none' } },
    async (request) => ok(request, await goodsList(db, requestLanguage(request))),
  );

  app.post(
    '/share-ecommerce/goods/detail',
    { schema: { body: GoodsDetailBody, response: answers(GoodsDetail) }, config: { session: 'none' } },
    async (request) => {
      const detail = await goodsDetail(db, request.body.sku, requestLanguage(request));
      if (!detail) throw new ApiError(200, CODES.NOT_FOUND, 'goodsNotFound');
      return ok(request, detail);
    },
  );
};
