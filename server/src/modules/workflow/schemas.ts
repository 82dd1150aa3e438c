/**
 * Shapes of the workflow calls (wire protocol, "Work bench, travel, workflow and documents
 *"): the work bench's task page and the task log. Times in epoch ms; texts in the
 * request's language.
 */
import { Id, INT4_MAX } from '@workbench/contracts';
import { type Static, Type } from 'typebox';

/** Largest page of a paged list. */
export const MAX_PAGE_SIZE = 100;

/** A paged list's position: `pageNum` from 1, `pageSize` 1 to {@link MAX_PAGE_SIZE} rows. */
export const PageFields = {
  pageNum: Type.Integer({ minimum: 1, maximum: INT4_MAX }),
  pageSize: Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE }),
};

/** `/share-purchase-workflow/workflow/bench/page`: which page of the waiting tasks. */
export const BenchPageBody = Type.Object(PageFields, { additionalProperties: false });
/** {@link BenchPageBody} as a type. */
export type BenchPageBody = Static<typeof BenchPageBody>;

/** A task waiting for the session's account: its process, current node and who started it. */
export const BenchTask = Type.Object({
  taskId: Type.Integer(),
  processName: Type.String(),
  nodeName: Type.String(),
  initiator: Type.String(),
  createTime: Type.Integer(),
});
/** {@link BenchTask} as a type. */
export type BenchTask = Static<typeof BenchTask>;

/** `data` of the task page: how many tasks wait in all, and the page's rows. */
export const BenchPageData = Type.Object({ total: Type.Integer(), list: Type.Array(BenchTask) });
/** {@link BenchPageData} as a type. */
export type BenchPageData = Static<typeof BenchPageData>;

/** `/share-purchase-workflow/workflow/process/task/log/query/single`: the task whose log to show. */
export const TaskLogBody = Type.Object({ taskId: Id }, { additionalProperties: false });

/** One step of a task log: what `operator` did at `nodeName` (`pending` for the open step). */
export const TaskLogItem = Type.Object({
  id: Type.Integer(),
  nodeName: Type.String(),
  operator: Type.String(),
  action: Type.Union([
    Type.Literal('submit'),
    Type.Literal('approve'),
    Type.Literal('reject'),
    Type.Literal('pending'),
  ]),
  comment: Type.String(),
  time: Type.Integer(),
});
/** {@link TaskLogItem} as a type. */
export type TaskLogItem = Static<typeof TaskLogItem>;
