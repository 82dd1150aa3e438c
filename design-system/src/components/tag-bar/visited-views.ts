/**
 * The tag bar's list of visited views as data (docs/behaviour.md, "Tag bar"): the item shape, the
 * pure helpers an owner keeps its list with, and the ids that tie tabs to panels. Apart from the
 * component, so an owner's store and view cache load without the bar's menu and icons.
 */

/** One visited view shown as a tag (docs/behaviour.md, "Tag bar"). */
interface TagBarItem {
  /** The full view key (path plus the `sku` / `proCode` query values, docs/architecture.md, "View cache"); unique in the bar. */
  key: string;
  /** The visible text and accessible name of the tab (translated by the caller). */
  label: string;
  /**
   * Whether the tag can be closed (by its button, Delete or the menu). `false` pins it (an affix tag, e.g. the work
   * bench): it stays first, is never dropped past `max` and is never closed by "close others" or "close all".
   * @default true
   */
  closable?: boolean;
}

/** An action of the tag menu, by its item id. */
type TagMenuAction = 'refresh' | 'close-this' | 'close-left' | 'close-right' | 'close-others' | 'close-all';

/** The closing actions of the tag menu: every {@link TagMenuAction} but `refresh`. */
type TagCloseAction = Exclude<TagMenuAction, 'refresh'>;

/** The most tags the bar holds by default (docs/behaviour.md, "Tag bar": at most 8, the oldest dropped). */
const TAG_BAR_MAX = 8;

/** Whether a view can be closed: every view but a pinned (`closable: false`) one. */
function isClosable(item: Pick<TagBarItem, 'closable'>): boolean {
  return item.closable !== false;
}

/** The list with its pinned views first, each group in its own order (`list` itself when it already is so). */
function pinnedFirst<T extends Pick<TagBarItem, 'closable'>>(list: T[]): T[] {
  const firstClosable = list.findIndex(isClosable);
  if (firstClosable === -1 || !list.slice(firstClosable).some((item) => !isClosable(item))) return list;
  return [...list.filter((item) => !isClosable(item)), ...list.filter(isClosable)];
}

/**
 * Adds a visited view to the list (pure): an existing key is not duplicated (its entry is replaced in place when it
 * changed, e.g. a refreshed label); a new view goes at the end, and while the list is longer than `max` the oldest
 * closable view is dropped (pinned views stay unless nothing else can go). Pinned views come first, as affix tabs
 * do. docs/behaviour.md, "Tag bar"; docs/architecture.md, "Tag bar".
 *
 * @param views - the current list, oldest first.
 * @param view - the view just visited.
 * @param max - the most views to keep, at least 1. @default 8
 * @returns a new list (or `views` itself when nothing changed).
 */
function addVisitedView<T extends Pick<TagBarItem, 'key' | 'closable'>>(
  views: readonly T[],
  view: T,
  max: number = TAG_BAR_MAX,
): T[] {
  const limit = Math.max(1, Math.floor(max));
  const index = views.findIndex((item) => item.key === view.key);
  if (index !== -1) {
    const current = views[index] as T;
    const same = (Object.keys(view) as (keyof T)[]).every((name) => Object.is(current[name], view[name]));
    if (same) return pinnedFirst(views as T[]);
    return pinnedFirst(views.map((item, i) => (i === index ? { ...item, ...view } : item)));
  }
  const next = [...views, view];
  while (next.length > limit) {
    const oldest = next.findIndex((item) => item.key !== view.key && isClosable(item));
    next.splice(oldest === -1 ? 0 : oldest, 1);
  }
  return pinnedFirst(next);
}

/**
 * Closes views (pure) and says which view to show next (docs/behaviour.md, "Tag bar"): when the active view is
 * closed, `anchorKey` if it remains (the tag whose menu closed a group), else the last remaining view, or `null` when
 * none remains (the console then goes to the root); otherwise the active view stays.
 *
 * @param views - the current list, oldest first.
 * @param keys - the keys to close (from {@link TagBar}'s `onClose`).
 * @param activeKey - the key of the view on screen, or `null`.
 * @param anchorKey - the tag the menu acted on, from `onClose`.
 * @returns the remaining views and the key to activate.
 */
function closeView<T extends Pick<TagBarItem, 'key'>>(
  views: readonly T[],
  keys: readonly string[],
  activeKey: string | null,
  anchorKey?: string,
): { views: T[]; activeKey: string | null } {
  const closing = new Set(keys);
  const remaining = views.filter((item) => !closing.has(item.key));
  const stays = (key: string | null | undefined): key is string =>
    key !== null && key !== undefined && remaining.some((item) => item.key === key);
  if (stays(activeKey)) return { views: remaining, activeKey };
  return { views: remaining, activeKey: stays(anchorKey) ? anchorKey : (remaining.at(-1)?.key ?? null) };
}

/**
 * The keys each closing action of the menu opened on `key` would close (pure), pinned tags never included; an empty
 * list means the action would do nothing, and the menu disables it (docs/behaviour.md, "Tag bar"):
 * `close-this` the tag itself; `close-left` / `close-right` the tags before / after it; `close-others` every other
 * tag; `close-all` every tag.
 *
 * @param views - the tags, in bar order.
 * @param key - the tag the menu was opened on; an unknown key gives empty lists but for `close-all`.
 */
function tagMenuTargets(
  views: readonly Pick<TagBarItem, 'key' | 'closable'>[],
  key: string,
): Record<TagCloseAction, string[]> {
  const index = views.findIndex((item) => item.key === key);
  const keysOf = (list: readonly Pick<TagBarItem, 'key' | 'closable'>[]) =>
    list.filter(isClosable).map((item) => item.key);
  const self = views[index];
  return {
    'close-this': self && isClosable(self) ? [self.key] : [],
    'close-left': index === -1 ? [] : keysOf(views.slice(0, index)),
    'close-right': index === -1 ? [] : keysOf(views.slice(index + 1)),
    'close-others': index === -1 ? [] : keysOf(views.filter((item) => item.key !== key)),
    'close-all': keysOf(views),
  };
}

/** The `id` of a tag's `tab`, for the console's `tabpanel` `aria-labelledby`. Keys are URI-encoded so they hold no spaces. */
function tagBarTabId(key: string, idPrefix = 'tag-bar'): string {
  return `${idPrefix}-tab-${encodeURIComponent(key)}`;
}

/** The `id` the console gives the `tabpanel` of a view, which the selected tab names in `aria-controls`. */
function tagBarPanelId(key: string, idPrefix = 'tag-bar'): string {
  return `${idPrefix}-panel-${encodeURIComponent(key)}`;
}

export {
  TAG_BAR_MAX,
  addVisitedView,
  closeView,
  isClosable,
  tagBarPanelId,
  tagBarTabId,
  tagMenuTargets,
  type TagBarItem,
  type TagCloseAction,
  type TagMenuAction,
};
