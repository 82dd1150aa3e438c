import { BENCH_PAGE_PATH } from '../../../api/bench-page';
import { NOT_READ_MSG_LIST_PATH } from '../../../api/reminders';
import { USER_DETAIL_PATH } from '../../../api/user-info';
import { preloadApi } from '../../../lib/api-client';
import { LIST_OF_TODO_PATH } from './get-list-of-todo';
import { ORDER_SUMMARY_PATH } from './get-order-summary';
import { PUB_INQUIRY_PATH } from './get-pub-inquiry';
import { purchaseTurnoverPath, TURNOVER_KINDS } from './get-purchase-turnover-summary';
import { WORK_TODO_PATH } from './get-work-todo';

/**
 * The waiting approvals the work bench asks for at once (`workflow/bench/page`, page 1): the most
 * a page may hold (docs/wire-protocol.md, "Workflow"), so today's new ones and the longest wait
 * are counted over all of them for anyone with up to 100; the to-do card lists the newest.
 */
export const BENCH_TASKS = 100;

/**
 * Starts the calls of what the work bench shows in its first screen (the greeting, the key
 * figures, the to-do tabs, the inquiries and the orders) while its code loads, so the figures paint
 * with the first render of the view (docs/architecture.md, "Stable work bench"). Each is asked as
 * its card's hook asks it, which then takes the answer (`preloadApi`). Settles once every answer
 * has come and is cached, or failed.
 */
export async function preloadWorkbenchCalls(): Promise<void> {
  await Promise.all([
    preloadApi(USER_DETAIL_PATH),
    preloadApi(BENCH_PAGE_PATH, { pageNum: 1, pageSize: BENCH_TASKS }),
    preloadApi(WORK_TODO_PATH),
    ...TURNOVER_KINDS.map((kind) => preloadApi(purchaseTurnoverPath(kind))),
    preloadApi(PUB_INQUIRY_PATH),
    preloadApi(LIST_OF_TODO_PATH),
    preloadApi(NOT_READ_MSG_LIST_PATH),
    preloadApi(ORDER_SUMMARY_PATH),
  ]);
}
