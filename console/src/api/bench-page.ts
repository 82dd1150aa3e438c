import { useApi } from '../lib/api-client';

/** A workflow task waiting for the signed-in account; `createTime` in ms since the epoch. */
export interface BenchTask {
  taskId: number;
  processName: string;
  nodeName: string;
  initiator: string;
  createTime: number;
}

/** One page of waiting tasks and their total. */
export interface BenchPage {
  total: number;
  list: BenchTask[];
}

/** Tasks on the work bench's first page. */
export const BENCH_PAGE_SIZE = 5;

/** The path of the waiting-approvals call; its params are `{ pageNum, pageSize }`. */
export const BENCH_PAGE_PATH = '/share-purchase-workflow/workflow/bench/page';

/**
 * Page `pageNum` (from 1) of `/share-purchase-workflow/workflow/bench/page`, newest first
 * (docs/wire-protocol.md): by default the work bench's first page of {@link BENCH_PAGE_SIZE}.
 */
export function useBenchPage(pageNum = 1, pageSize = BENCH_PAGE_SIZE) {
  return useApi<BenchPage>(BENCH_PAGE_PATH, { pageNum, pageSize });
}
