/**
 * Reminder-message calls (docs/wire-protocol.md, "Reminder messages" and
 * "Downloads"). The signed calls and the download are separate plugins because a
 * download cannot carry a signature.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppContext } from '../../lib/context';
import { downloadRoute } from '../../lib/download';
import { ApiError, CODES, ok } from '../../lib/envelope';
import { requestLanguage, t } from '../../lib/i18n';
import { answers, EmptyBody, NoData } from '../../lib/schemas';
import { sessionOf } from '../../lib/session';
import { createPushKey, PUSH_KEY_TTL_MS } from '../live/push-keys';
import { PushKeyData } from '../live/schemas';
import { AddMessageBody, ReadByIdBody, UnreadMessagesData } from './schemas';
import { Type } from 'typebox';
import { addMessage, allMessages, markAllRead, markRead, maySend, unreadMessages } from './service';

/**
 * Signed calls, all needing the session (603 / 700):
 * - `POST /share-system/remindMsg/getNotReadMsgList {}`: `data` `{total, list: [{id, title,
 *   content, createTime, taskId, announcementId}]}`, the caller's unread messages in the
 *   request's language, newest first, `createTime` ISO 8601, `taskId` the linked workflow task
 *   or null, `announcementId` the announcement the message delivers or null.
 * - `POST /share-system/remindMsg/updateReadStatusById {id}`: `data` null; another account's or
 *   an unknown id answers HTTP 200, code 404 (`messageNotFound`). Reading a message that
 *   delivers an announcement counts the announcement read by the caller, once.
 * - `GET /share-system/remindMsg/updateReadStatus` (no query): marks all the caller's messages
 *   read; `data` null.
 * - `POST /share-system/remindMsg/add {account, title, content}` (ours): `data` `{id}`, an unread
 *   message for that account, pushed at once to its open live sockets. Only a `platform_admin`
 *   may send (else HTTP 200, code 403, `forbidden`); an unknown account: HTTP 200, code 404
 *   (`accountNotFound`).
 * - `POST /share-system/remindMsg/createPushKey {}`: `data` `{pushKey, expiresIn}`, a one-time key
 *   (256 random bits, base64url) that opens one live socket of the caller's session within
 *   `expiresIn` seconds (30): `/ws?pushKey=<key>` (wire protocol, "Live socket").
 */
export const messageRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, { db, clock, sockets }) => {
  app.post(
    '/share-system/remindMsg/getNotReadMsgList',
    { schema: { body: EmptyBody, response: answers(UnreadMessagesData) } },
    async (request) => ok(request, await unreadMessages(db, sessionOf(request).accountId, requestLanguage(request))),
  );

  app.post(
    '/share-system/remindMsg/createPushKey',
    { schema: { body: EmptyBody, response: answers(PushKeyData) } },
    async (request) =>
      ok(request, {
        pushKey: await createPushKey(db, sessionOf(request).sessionId, clock()),
        expiresIn: PUSH_KEY_TTL_MS / 1000,
      }),
  );

  app.post(
    '/share-system/remindMsg/updateReadStatusById',
    { schema: { body: ReadByIdBody, response: answers(NoData) } },
    async (request) => {
      if (!(await markRead(db, sessionOf(request).accountId, request.body.id, clock()))) {
        throw new ApiError(200, CODES.NOT_FOUND, 'messageNotFound');
      }
      return ok(request, null);
    },
  );

  app.get(
    '/share-system/remindMsg/updateReadStatus',
    { schema: { querystring: EmptyBody, response: answers(NoData) } },
    async (request) => {
      await markAllRead(db, sessionOf(request).accountId, clock());
      return ok(request, null);
    },
  );

  app.post(
    '/share-system/remindMsg/add',
    { schema: { body: AddMessageBody, response: answers(Type.Object({ id: Type.Integer() })) } },
    async (request) => {
      if (!(await maySend(db, sessionOf(request).accountId))) throw new ApiError(200, CODES.FORBIDDEN, 'forbidden');
      const added = await addMessage(db, request.body, clock());
      if (!added) throw new ApiError(200, CODES.NOT_FOUND, 'accountNotFound');
      await sockets.push([added.accountId], { type: 'remindMsg', data: added.message });
      return ok(request, { id: added.message.id });
    },
  );
};

/**
 * `GET` and `POST /share-system/remindMsg/export` (a download, wire protocol "Downloads"): every
 * message of the caller, newest first, as `提醒消息.xlsx` / `reminder-messages.xlsx` with the
 * columns title, content, read (yes / no) and created time, in the download's language.
 */
export const messageDownloadRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, { db }) => {
  downloadRoute(app, '/share-system/remindMsg/export', async (request, lang) => ({
    file: 'fileReminderMessages',
    sheet: 'sheetReminderMessages',
    columns: [
      { header: 'columnTitle', key: 'title', width: 30 },
      { header: 'columnContent', key: 'content', width: 60 },
      { header: 'columnRead', key: 'read', width: 8 },
      { header: 'columnCreateTime', key: 'createTime', width: 20 },
    ],
    rows: (await allMessages(db, sessionOf(request).accountId, lang)).map((message) => ({
      title: message.title,
      content: message.content,
      read: t(lang, message.read ? 'yes' : 'no'),
      createTime: message.createdAt,
    })),
  }));
};
