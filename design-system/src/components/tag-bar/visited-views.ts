/**
 * The tag bar's pure helpers (docs/behaviour.md, "Tag bar"), apart from the component so that the
 * console's tag store can use them without loading the bar and its menu (docs/architecture.md,
 * "Work bench").
 */

/** One visited view shown as a tag (docs/behaviour.md, "Tag bar"). */
interface TagBarItem {
  /** The full view key (path plus the `sku` / `proCode` query values, docs/architecture.md, "View cache"); unique in the bar. */
  key: string;
  /** The visible text and accessible name of the tab (translated by the caller). */
  label: string;
  /**
   * Whether the tag can be closed (by its button, Delete or the menu). Pinned views (e.g. the work bench) pass `false`.
   * @default true
   */
  closable?: boolean;
}

/** The most tags the bar holds by default (docs/behaviour.md, "Tag bar": at most 8, the oldest dropped). */
const TAG_BAR_MAX = 8;

/**
 * Adds a visited view to the list (pure): an existing key is not duplicated (its label is refreshed in place);
 * a new view goes at the end, and while the list is longer than `max` the oldest closable view is dropped
 * (pinned views stay unless nothing else can go). docs/behaviour.md, "Tag bar"; docs/architecture.md, "Tag bar".
 *
 * @param views - the current list, oldest first.
 * @param view - the view just visited.
 * @param max - the most views to keep, at least 1. @default 8
 * @returns a new list (or `views` itself when nothing changed).
 */
function addVisitedView<T extends TagBarItem>(views: readonly T[], view: T, max: number = TAG_BAR_MAX): T[] {
  const limit = Math.max(1, Math.floor(max));
  const index = views.findIndex((item) => item.key === view.key);
  if (index !== -1) {
    if (views[index]?.label === view.label) return views as T[];
    return views.map((item, i) => (i === index ? { ...item, label: view.label } : item));
  }
  const next = [...views, view];
  while (next.length > limit) {
    const oldest = next.findIndex((item) => item.key !== view.key && item.closable !== false);
    next.splice(oldest === -1 ? 0 : oldest, 1);
  }
  return next;
}

/**
 * Closes views (pure) and says which view to show next (docs/behaviour.md, "Tag bar"): when the active view is
 * closed, the last remaining view, or `null` when none remains (the console then goes to the root); otherwise the
 * active view stays.
 *
 * @param views - the current list, oldest first.
 * @param keys - the keys to close (from {@link TagBar}'s `onClose`).
 * @param activeKey - the key of the view on screen, or `null`.
 * @returns the remaining views and the key to activate.
 */
function closeView<T extends TagBarItem>(
  views: readonly T[],
  keys: readonly string[],
  activeKey: string | null,
): { views: T[]; activeKey: string | null } {
  const closing = new Set(keys);
  const remaining = views.filter((item) => !closing.has(item.key));
  if (activeKey !== null && !closing.has(activeKey) && remaining.some((item) => item.key === activeKey)) {
    return { views: remaining, activeKey };
  }
  return { views: remaining, activeKey: remaining.at(-1)?.key ?? null };
}

/** The `id` of a tag's `tab`, for the console's `tabpanel` `aria-labelledby`. Keys are URI-encoded so they hold no spaces. */
function tagBarTabId(key: string, idPrefix = 'tag-bar'): string {
  return `${idPrefix}-tab-${encodeURIComponent(key)}`;
}

/** The `id` the console gives the `tabpanel` of a view, which the selected tab names in `aria-controls`. */
function tagBarPanelId(key: string, idPrefix = 'tag-bar'): string {
  return `${idPrefix}-panel-${encodeURIComponent(key)}`;
}

export { TAG_BAR_MAX, addVisitedView, closeView, tagBarPanelId, tagBarTabId, type TagBarItem };
