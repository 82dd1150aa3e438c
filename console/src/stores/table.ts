import { proxy } from 'valtio';

/** Page sizes offered by every table (spec section 9). */
export const PAGE_SIZES = [10, 20, 50, 100] as const;

/** Default page size (spec section 9). */
export const DEFAULT_PAGE_SIZE = 10;

/** Table state (spec section 3): page size and current page, reset after each navigation. */
export interface TableState {
  pageSize: number;
  /** 1-based. */
  currentPage: number;
}

/** The table store. */
export const tableStore = proxy<TableState>({ pageSize: DEFAULT_PAGE_SIZE, currentPage: 1 });

/** Resets the page state (spec section 2: "After each navigation the page state is reset"). */
export function resetTable(): void {
  tableStore.pageSize = DEFAULT_PAGE_SIZE;
  tableStore.currentPage = 1;
}
