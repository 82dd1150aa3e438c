import { useApi } from '../../../lib/api-client';

/** The company's applications by status: `/share-ecommerce/apply/getWorkTodo` (docs/wire-protocol.md). */
export interface WorkTodo {
  pending: number;
  approved: number;
  rejected: number;
}

/** The call's path. */
export const WORK_TODO_PATH = '/share-ecommerce/apply/getWorkTodo';

/** The work to-do figures of the work bench (SWR). */
export function useWorkTodo() {
  return useApi<WorkTodo>(WORK_TODO_PATH);
}
