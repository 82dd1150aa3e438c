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
/** Session-storage key of the closed views: the reopen stack is per tab, like the tags. */
const CLOSED_STORAGE_KEY = 'closedViews';
/** How many closed views are kept for reopening, the latest on top (docs/behaviour.md, "Keyboard"). */
export const CLOSED_VIEWS_KEPT = 10;

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

/** The address that reopens a view: its path and the query it was opened with. */
export function viewHref(view: Pick<VisitedView, 'path' | 'search'>): string {
  return view.search ? `${view.path}?${view.search}` : view.path;
}

/** A tag's text: the view's title, then its `sku`, `proCode` or `reportId`, so item and report tags differ. */
export function tagLabel(title: string, search: string): string {
  const params = new URLSearchParams(search);
  const item = VIEW_KEY_PARAMS.map((name) => params.get(name)).filter(Boolean);
  return [title, ...item].join(' · ');
}

function restore(key: string): VisitedView[] {
  const saved = storage.session.get<unknown>(key);
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

/**
 * Visited views, oldest first, at most 8 (docs/behaviour.md, "Formats and limits"); and the views
 * closed since, oldest first, at most {@link CLOSED_VIEWS_KEPT}, the reopen stack
 * (docs/behaviour.md, "Keyboard"). A view is never in both.
 */
export const tagsViewStore = proxy<{ visitedViews: VisitedView[]; closedViews: VisitedView[] }>({
  visitedViews: restore(STORAGE_KEY),
  closedViews: restore(CLOSED_STORAGE_KEY),
});

subscribe(tagsViewStore, () => {
  storage.session.set(STORAGE_KEY, tagsViewStore.visitedViews);
  storage.session.set(CLOSED_STORAGE_KEY, tagsViewStore.closedViews);
});

/** Puts `closed` on the reopen stack, the last one on top, and drops what falls past the limit. */
function remember(closed: readonly VisitedView[]): void {
  if (!closed.length) return;
  const keys = new Set(closed.map((view) => view.key));
  tagsViewStore.closedViews = [...tagsViewStore.closedViews.filter((view) => !keys.has(view.key)), ...closed].slice(
    -CLOSED_VIEWS_KEPT,
  );
}

/**
 * Records a visit: a new tag at the end, the oldest dropped past 8 (docs/behaviour.md, "Tag bar")
 * and kept for reopening; a view visited again leaves the reopen stack.
 */
export function visitView(view: VisitedView): void {
  const before = tagsViewStore.visitedViews;
  const next = addVisitedView(before, view);
  if (tagsViewStore.closedViews.some((entry) => entry.key === view.key)) {
    tagsViewStore.closedViews = tagsViewStore.closedViews.filter((entry) => entry.key !== view.key);
  }
  if (next === before) return;
  const kept = new Set(next.map((entry) => entry.key));
  remember(before.filter((entry) => !kept.has(entry.key)));
  tagsViewStore.visitedViews = next;
}

/**
 * The most recently closed view (docs/behaviour.md, "Keyboard"), or `null` when none is left.
 * The caller navigates to it; the visit takes it off the stack ({@link visitView}), so its cached
 * panel stays mounted on the way back.
 */
export function lastClosedView(): VisitedView | null {
  return tagsViewStore.closedViews.at(-1) ?? null;
}

/**
 * Closes tags, keeping them for reopening unless `reopenable` is false (views no longer
 * permitted), and says which view to show: the active one when it stays, else the last
 * remaining tag, else `null` (go to the root), as docs/behaviour.md, "Tag bar" says.
 */
export function closeViews(keys: readonly string[], activeKey: string | null, reopenable = true): VisitedView | null {
  const { views, activeKey: next } = closeView(tagsViewStore.visitedViews, keys, activeKey);
  const kept = new Set(views.map((view) => view.key));
  if (reopenable) remember(tagsViewStore.visitedViews.filter((view) => !kept.has(view.key)));
  tagsViewStore.visitedViews = views;
  return views.find((view) => view.key === next) ?? null;
}

/** Drops the closed views `permitted` refuses from the reopen stack (access changed). */
export function forgetClosedViews(permitted: (view: VisitedView) => boolean): void {
  const left = tagsViewStore.closedViews.filter(permitted);
  if (left.length !== tagsViewStore.closedViews.length) tagsViewStore.closedViews = left;
}
