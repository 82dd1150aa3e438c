import { useApi } from '../../../lib/api-client';

/** The company's applications by status: `/share-ecommerce/apply/getWorkTodo` (docs/wire-protocol.md). */
export interface WorkTodo {
  pending: number;
  approved: number;
  rejected: number;
}

/** The work to-do figures of the work bench (SWR). */
export function useWorkTodo() {
  return useApi<WorkTodo>('/share-ecommerce/apply/getWorkTodo');
}
