/**
 * The announcement routes (docs/screens.md, "Announcements"): the resource's list, detail, add,
 * update and delete from the CRUD factory, and publish, schedule and withdraw, each authorised by
 * `announcement:write` and written to the operate log in its own transaction.
 */
import {
  Answer,
  announcementPaths,
  announcementResource,
  IdBody,
  type OperateAction,
  ScheduleBody,
} from '@workbench/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import { actorOf } from '../../lib/access';
import type { Actor, AppContext } from '../../lib/context';
import { findRow, resourceRoutes, runWrite } from '../../lib/crud';
import type { Transaction } from '../../db/client';
import { ApiError, CODES, ok } from '../../lib/envelope';
import { requestLanguage } from '../../lib/i18n';
import {
  announcementStore,
  type Delivery,
  publishAnnouncement,
  pushDelivery,
  pushWithdrawal,
  scheduleAnnouncement,
  withdrawAnnouncement,
} from './service';

type Row = Static<typeof announcementResource.row>;

/**
 * - the factory's routes of `announcementResource` (`/share-system/announcement/list`, …);
 * - `POST publish {id}`, `POST schedule {id, publishTime}`, `POST withdraw {id}`: `data` the row
 *   after the change; another company's or an unknown id answers HTTP 200, code 404
 *   (`announcementNotFound`); refusals as `announcementPaths` says. A publication is pushed to the
 *   audience's open live sockets once committed (`{"type":"announcement",…}`), a withdrawal to those
 *   it was taken from (`{"type":"announcementWithdrawn",…}`).
 */
export const announcementRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, context) => {
  const { db, clock, sockets } = context;
  resourceRoutes(app, context, announcementResource, announcementStore);
  const write = { resource: announcementResource.permissions.write };

  /** Runs `action` on the announcement the body names, in one transaction with its log row. */
  async function act(
    request: FastifyRequest,
    id: number,
    action: OperateAction,
    run: (tx: Transaction, actor: Actor) => Promise<void>,
  ) {
    const actor = await actorOf(db, request);
    const lang = requestLanguage(request);
    const before = await findRow(db, announcementStore, id, actor, lang);
    if (!before) throw new ApiError(200, CODES.NOT_FOUND, 'announcementNotFound');
    const row = await runWrite<Row>(db, request, actor, announcementResource.name, {
      action,
      before,
      run: async (tx) => {
        await run(tx, actor);
        return id;
      },
      after: (tx, rowId) => findRow(tx, announcementStore, rowId, actor, lang),
    });
    if (!row) throw new Error('the announcement was not found after the change');
    return row;
  }

  app.post(
    announcementPaths.publish,
    { schema: { body: IdBody, response: { 200: Answer(announcementResource.row) } }, config: write },
    async (request) => {
      const { id } = request.body;
      let delivery: Delivery | null = null;
      const row = await act(request, id, 'publish', async (tx) => {
        delivery = await publishAnnouncement(tx, id, new Date(clock()));
        if (!delivery) throw new ApiError(400, CODES.BAD_REQUEST, 'announcementPublished');
      });
      if (delivery) await pushDelivery(sockets, delivery);
      return ok(request, row);
    },
  );

  app.post(
    announcementPaths.schedule,
    { schema: { body: ScheduleBody, response: { 200: Answer(announcementResource.row) } }, config: write },
    async (request) => {
      const { id, publishTime } = request.body;
      const row = await act(request, id, 'schedule', (tx, actor) =>
        scheduleAnnouncement(tx, id, new Date(publishTime), new Date(clock()), actor.accountId),
      );
      return ok(request, row);
    },
  );

  app.post(
    announcementPaths.withdraw,
    { schema: { body: IdBody, response: { 200: Answer(announcementResource.row) } }, config: write },
    async (request) => {
      const { id } = request.body;
      let readers: number[] = [];
      const row = await act(request, id, 'withdraw', async (tx) => {
        readers = await withdrawAnnouncement(tx, id, new Date(clock()));
      });
      await pushWithdrawal(sockets, readers, id);
      return ok(request, row);
    },
  );
};
