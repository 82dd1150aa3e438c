/**
 * Workflow calls (wire protocol, "Work bench, travel, workflow and documents"), with
 * the session (603 / 700).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppContext } from '../../lib/context';
import { ApiError, CODES, ok } from '../../lib/envelope';
import { requestLanguage } from '../../lib/i18n';
import { sessionOf } from '../../lib/session';
import { BenchPageBody, BenchPageData, TaskLogBody, TaskLogItem } from './schemas';
import { answers } from '../../lib/schemas';
import { Type } from 'typebox';
import { benchPage, taskLog } from './service';

/**
 * - `POST /share-purchase-workflow/workflow/bench/page {pageNum, pageSize}`: `data` `{total, list:
 *   [{taskId, processName, nodeName, initiator, createTime}]}`, the tasks waiting for the
 *   session's account, newest first.
 * - `POST /share-purchase-workflow/workflow/process/task/log/query/single {taskId}`: `data`
 *   `[{id, nodeName, operator, action, comment, time}]`, oldest first. A task that does not exist
 *   or belongs to another company answers HTTP 200, code 404 (`taskNotFound`).
 */
export const workflowRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, { db }) => {
  app.post(
    '/share-purchase-workflow/workflow/bench/page',
    { schema: { body: BenchPageBody, response: answers(BenchPageData) } },
    async (request) => {
      const { companyId, accountId } = sessionOf(request);
      return ok(request, await benchPage(db, companyId, accountId, request.body, requestLanguage(request)));
    },
  );

  app.post(
    '/share-purchase-workflow/workflow/process/task/log/query/single',
    { schema: { body: TaskLogBody, response: answers(Type.Array(TaskLogItem)) } },
    async (request) => {
      const log = await taskLog(db, sessionOf(request).companyId, request.body.taskId, requestLanguage(request));
      if (!log) throw new ApiError(200, CODES.NOT_FOUND, 'taskNotFound');
      return ok(request, log);
    },
  );
};
