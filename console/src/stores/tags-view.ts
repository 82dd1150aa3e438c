import { addVisitedView, closeView, type TagBarItem } from '@workbench/design-system';
import { proxy, subscribe } from 'valtio';
import { storage } from '../lib/storage';

/**
 * A visited view (docs/behaviour.md, "Tag bar"): `key` tells views apart (path plus the `sku`,
 * `proCode` and `reportId` query values), `path` and `search` reopen it, `label` is the title it had when
 * visited (shown until the current language's title is known).
 */
export interface VisitedView extends TagBarItem {
  path: string;
  /** The query string it was opened with, without `?`. */
  search: string;
  /** Routes marked `noCache` are never kept alive when hidden (docs/behaviour.md, "View cache"). */
  noCache: boolean;
}

/** Session-storage key: tags survive a reload, not a new tab. */
const STORAGE_KEY = 'visitedViews';

/** The query values that tell item-detail and report views apart (docs/behaviour.md, "View cache"). */
export const VIEW_KEY_PARAMS = ['sku', 'proCode', 'reportId'] as const;

/**
 * The view key of an address: the path plus the `sku`, `proCode` and `reportId` query values, so
 * `/item?sku=1` and `/item?sku=2` are two views and `/item?sku=1&tab=2` is the first one again
 * (docs/architecture.md, "View cache").
 */
export function viewKey(path: string, search: string): string {
  const query = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of VIEW_KEY_PARAMS) {
    const value = query.get(name);
    if (value !== null) kept.set(name, value);
  }
  const suffix = kept.toString();
  return suffix ? `${path}?${suffix}` : path;
}

function restore(): VisitedView[] {
  const saved = storage.session.get<unknown>(STORAGE_KEY);
  if (!Array.isArray(saved)) return [];
  return saved.filter(
    (view): view is VisitedView =>
      typeof view === 'object' &&
      view !== null &&
      typeof (view as VisitedView).key === 'string' &&
      typeof (view as VisitedView).path === 'string' &&
      typeof (view as VisitedView).search === 'string',
  );
}

/** Visited views, oldest first; at most 8 (docs/behaviour.md, "Formats and limits"). */
export const tagsViewStore = proxy<{ visitedViews: VisitedView[] }>({ visitedViews: restore() });

subscribe(tagsViewStore, () => storage.session.set(STORAGE_KEY, tagsViewStore.visitedViews));

/** Records a visit: a new tag at the end, the oldest dropped past 8 (docs/behaviour.md, "Tag bar"). */
export function visitView(view: VisitedView): void {
  const next = addVisitedView(tagsViewStore.visitedViews, view);
  if (next !== tagsViewStore.visitedViews) tagsViewStore.visitedViews = next;
}

/**
 * Closes tags and says which view to show: the active one when it stays, else the last
 * remaining tag, else `null` (go to the root), as docs/behaviour.md, "Tag bar" says.
 */
export function closeViews(keys: readonly string[], activeKey: string | null): VisitedView | null {
  const { views, activeKey: next } = closeView(tagsViewStore.visitedViews, keys, activeKey);
  tagsViewStore.visitedViews = views;
  return views.find((view) => view.key === next) ?? null;
}
