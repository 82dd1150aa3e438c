import { addVisitedView, closeView, TAG_BAR_MAX } from '@workbench/design-system';
import { proxy, subscribe } from 'valtio';
import { paths } from '../config/paths';
import { storage } from '../lib/storage';

/**
 * A visited view (docs/behaviour.md, "Tag bar"): what names it, never its name in one language.
 * `path` is the route (`/<menu code>` for a runtime route), `search` the query it was opened with,
 * which holds the record reference of a detail view (`reportId`, `sku`, `proCode`); `key` tells
 * views apart ({@link viewKey}). The tag's text is looked up in the current language each time it
 * is shown (`app/view-names.tsx`).
 */
export interface VisitedView {
  key: string;
  path: string;
  /** The query string it was opened with, without `?`. */
  search: string;
  /** Routes marked `noCache` are never kept alive when hidden (docs/behaviour.md, "View cache"). */
  noCache: boolean;
  /** `false` for the affix work bench tag, which no action closes (docs/behaviour.md, "Tag bar"). */
  closable?: boolean;
}

/** Session-storage key: tags survive a reload, not a new tab. */
const STORAGE_KEY = 'visitedViews';
/** Session-storage key of the closed views: the reopen stack is per tab, like the tags. */
const CLOSED_STORAGE_KEY = 'closedViews';
/** How many closed views are kept for reopening, the latest on top (docs/behaviour.md, "Keyboard"). */
export const CLOSED_VIEWS_KEPT = 10;

/** The query values that tell item-detail and report views apart (docs/behaviour.md, "View cache"). */
export const VIEW_KEY_PARAMS = ['sku', 'proCode', 'reportId'] as const;

/** One of {@link VIEW_KEY_PARAMS}. */
export type ViewKeyParam = (typeof VIEW_KEY_PARAMS)[number];

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

/** The record a detail view shows: the query value that refers to it (`reportId=3`). */
export interface ViewRecord {
  param: ViewKeyParam;
  value: string;
}

/**
 * The record a detail view shows, from its query: the first of {@link VIEW_KEY_PARAMS} it holds
 * and its value, or `null` for a view of no one record.
 */
export function recordOf(search: string): ViewRecord | null {
  const query = new URLSearchParams(search);
  for (const param of VIEW_KEY_PARAMS) {
    const value = query.get(param);
    if (value) return { param, value };
  }
  return null;
}

/** A record's place among names read so far: `reportId=3`. */
export function recordId(record: ViewRecord): string {
  return `${record.param}=${record.value}`;
}

/**
 * A tag's text (docs/behaviour.md, "Tag bar"): the view's title in the current language, then the
 * name of the record it shows, when it shows one and its name is known ("报表详情 · 采购月报").
 */
export function tagLabel(title: string, recordName?: string | null): string {
  return recordName ? `${title} · ${recordName}` : title;
}

/** The affix tag (docs/behaviour.md, "Tag bar"): the work bench, first, never closed or dropped. */
export const AFFIX_VIEW: Readonly<VisitedView> = {
  key: paths.index.path,
  path: paths.index.path,
  search: '',
  noCache: false,
  closable: false,
};

/** Whether `view` is the affix work bench tag. */
function isAffix(view: Pick<VisitedView, 'key'>): boolean {
  return view.key === AFFIX_VIEW.key;
}

/**
 * A view as it is kept: only what names it, with the affix flag on the work bench alone. Anything
 * else an older console stored beside it (a title in one language) is left behind.
 */
function normalise(view: Pick<VisitedView, 'path' | 'search' | 'noCache'>): VisitedView {
  const key = viewKey(view.path, view.search);
  return isAffix({ key })
    ? { ...AFFIX_VIEW }
    : { key, path: view.path, search: view.search, noCache: view.noCache === true };
}

/**
 * The views in `saved`, as read from session storage (pure): entries that are not views (corrupt or
 * foreign data, a key that does not match its address) are ignored, as is a repeated key; the
 * last `limit` at most. Nothing is thrown (docs/behaviour.md, "Tag bar").
 */
export function restoreViews(saved: unknown, limit: number): VisitedView[] {
  if (!Array.isArray(saved)) return [];
  const views: VisitedView[] = [];
  for (const entry of saved as unknown[]) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { key, path, search, noCache } = entry as Record<string, unknown>;
    if (typeof path !== 'string' || !path.startsWith('/') || typeof search !== 'string') continue;
    const view = normalise({ path, search, noCache: noCache === true });
    // A key that does not match its address was not written by this console.
    if (typeof key === 'string' && key !== view.key) continue;
    if (views.some((kept) => kept.key === view.key)) continue;
    views.push(view);
  }
  return views.slice(-limit);
}

/** The tags with the affix work bench tag first (docs/behaviour.md, "Tag bar"). */
export function withAffix(views: readonly VisitedView[]): VisitedView[] {
  return addVisitedView(views, { ...AFFIX_VIEW });
}

/**
 * Visited views, oldest first, at most 8 with the work bench first (docs/behaviour.md, "Tag
 * bar"); the views closed since, oldest first, at most {@link CLOSED_VIEWS_KEPT}, the reopen stack
 * (docs/behaviour.md, "Keyboard"), never the work bench; and how many times each view was
 * refreshed on this page (its view-cache panel is keyed by it). A view is never in both lists.
 */
export const tagsViewStore = proxy<{
  visitedViews: VisitedView[];
  closedViews: VisitedView[];
  refreshes: Record<string, number>;
}>({
  visitedViews: withAffix(restoreViews(storage.session.get<unknown>(STORAGE_KEY), TAG_BAR_MAX)),
  closedViews: restoreViews(storage.session.get<unknown>(CLOSED_STORAGE_KEY), CLOSED_VIEWS_KEPT).filter(
    (view) => !isAffix(view),
  ),
  refreshes: {},
});

subscribe(tagsViewStore, () => {
  storage.session.set(STORAGE_KEY, tagsViewStore.visitedViews);
  storage.session.set(CLOSED_STORAGE_KEY, tagsViewStore.closedViews);
});

/** Puts `closed` on the reopen stack, the last one on top, and drops what falls past the limit. */
function remember(closed: readonly VisitedView[]): void {
  const reopenable = closed.filter((view) => !isAffix(view));
  if (!reopenable.length) return;
  const keys = new Set(reopenable.map((view) => view.key));
  tagsViewStore.closedViews = [...tagsViewStore.closedViews.filter((view) => !keys.has(view.key)), ...reopenable].slice(
    -CLOSED_VIEWS_KEPT,
  );
}

/**
 * Records a visit: a new tag at the end, the oldest closable one dropped past 8 (docs/behaviour.md,
 * "Tag bar") and kept for reopening; a view visited again leaves the reopen stack.
 */
export function visitView(view: Pick<VisitedView, 'path' | 'search' | 'noCache'>): void {
  const visited = normalise(view);
  const before = tagsViewStore.visitedViews;
  const next = addVisitedView(before, visited);
  if (tagsViewStore.closedViews.some((entry) => entry.key === visited.key)) {
    tagsViewStore.closedViews = tagsViewStore.closedViews.filter((entry) => entry.key !== visited.key);
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
 * permitted), and says which view to show: the active one when it stays, else `anchorKey` (the
 * tag whose menu closed a group) when it stays, else the last remaining tag, else `null` (go to
 * the root), as docs/behaviour.md, "Tag bar" says. The work bench tag is never closed.
 */
export function closeViews(
  keys: readonly string[],
  activeKey: string | null,
  { reopenable = true, anchorKey }: { reopenable?: boolean; anchorKey?: string } = {},
): VisitedView | null {
  const closing = keys.filter((key) => key !== AFFIX_VIEW.key);
  const { views, activeKey: next } = closeView(tagsViewStore.visitedViews, closing, activeKey, anchorKey);
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

/**
 * Refreshes a view (the tag menu's "refresh", docs/behaviour.md, "Tag bar"): its view-cache panel
 * is keyed by the count, so it mounts afresh (`app/view-cache.tsx` also fetches its data again).
 */
export function refreshView(key: string): void {
  tagsViewStore.refreshes[key] = (tagsViewStore.refreshes[key] ?? 0) + 1;
}
