import { useApi } from '../../../lib/api-client';

/** What was done at one step of a workflow task. */
export type TaskLogAction = 'submit' | 'approve' | 'reject' | 'pending';

/** One step of a workflow task's log: `time` in ms; `nodeName`, `operator` and `comment` are server text. */
export interface TaskLogStep {
  id: number;
  nodeName: string;
  operator: string;
  action: TaskLogAction;
  comment: string;
  time: number;
}

/** The envelope code of a task that does not exist or belongs to another company. */
export const TASK_NOT_FOUND_CODE = 404;

/**
 * The log of one workflow task, oldest step first:
 * `POST /share-purchase-workflow/workflow/process/task/log/query/single {taskId}` (docs/wire-protocol.md,
 * "Workflow"), as SWR in the interface language. A task that does not exist, or
 * of another company, fails with an `ApiError` of code {@link TASK_NOT_FOUND_CODE} whose message
 * is the server's.
 */
export function useTaskLog(taskId: number) {
  return useApi<TaskLogStep[]>('/share-purchase-workflow/workflow/process/task/log/query/single', {
    taskId,
  });
}
