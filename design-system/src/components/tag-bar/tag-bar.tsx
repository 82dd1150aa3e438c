import { ArrowLeftToLine, ArrowRightToLine, CircleX, FoldHorizontal, Pin, RotateCw, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type * as React from 'react';
import { Menu, MenuItem, Popover, Separator } from 'react-aria-components';
import { cn } from '../../lib/cn';
import { composeClassName } from '../../lib/compose-class-name';
import { focusRing } from '../../lib/focus-ring';
import {
  closeView,
  isClosable,
  tagBarPanelId,
  tagBarTabId,
  tagMenuTargets,
  type TagBarItem,
  type TagCloseAction,
  type TagMenuAction,
} from './visited-views';

/** Texts of the tag bar's context menu (translated by the caller). */
interface TagBarLabels {
  /** Accessible name of the context menu, e.g. "标签操作" / "Tag actions". */
  menu: string;
  /** "重新加载" / "Refresh" (shown only with `onRefresh`). */
  refresh: string;
  /** "关闭当前" / "Close this". */
  closeThis: string;
  /** "关闭左侧" / "Close tags to the left". */
  closeLeft: string;
  /** "关闭右侧" / "Close tags to the right". */
  closeRight: string;
  /** "关闭其他" / "Close others". */
  closeOthers: string;
  /** "关闭所有" / "Close all". */
  closeAll: string;
}

/** Props of {@link TagBar}. */
interface TagBarProps extends Omit<React.ComponentProps<'div'>, 'children' | 'onClose'> {
  /** The visited views, oldest first (build the list with `addVisitedView` of `./visited-views`). */
  items: TagBarItem[];
  /** Key of the selected tag (the view on screen), or `null` when none is. */
  activeKey: string | null;
  /** Called with a tag's key when it is clicked, or when Enter or Space is pressed on it (manual activation). */
  onActivate: (key: string) => void;
  /**
   * Called with the keys to close: one key (close button, Delete, "close this"), or several ("close left", "close
   * right", "close others", "close all", from {@link tagMenuTargets}). Pinned (`closable: false`) tags are never
   * included. `anchorKey` is the tag the menu acted on when a group was closed: the view to show if the active one
   * went with the group. Compute the next view with {@link closeView}.
   */
  onClose: (keys: string[], anchorKey?: string) => void;
  /**
   * Called with a tag's key when "refresh" is chosen in its menu: the owner re-mounts that view and fetches its data
   * again. Without it the menu has no refresh item.
   */
  onRefresh?: (key: string) => void;
  /** Accessible name of the `tablist`, e.g. "已打开的页面" / "Open views". */
  label: string;
  /** Texts of the context menu. */
  labels: TagBarLabels;
  /** Accessible name of a tag's close button from the tag's label, e.g. `(label) => \`Close ${label}\``. */
  closeLabel: (label: string) => string;
  /**
   * Prefix of the tab and panel ids made by {@link tagBarTabId} and {@link tagBarPanelId}; unique per page.
   * @default 'tag-bar'
   */
  idPrefix?: string;
  /**
   * Opens the context menu of this tag on mount (stories and screenshots; people open it with the right button,
   * Shift+F10 or the Menu key).
   */
  defaultMenuKey?: string;
}

/** The menu's items in order, with their icons; `null` draws the separator after refresh. */
const MENU_ITEMS: readonly ({ id: TagMenuAction; icon: React.ComponentType<{ className?: string }> } | null)[] = [
  { id: 'refresh', icon: RotateCw },
  null,
  { id: 'close-this', icon: X },
  { id: 'close-left', icon: ArrowLeftToLine },
  { id: 'close-right', icon: ArrowRightToLine },
  { id: 'close-others', icon: FoldHorizontal },
  { id: 'close-all', icon: CircleX },
];

/** The label of each menu item. */
const MENU_LABEL: Readonly<Record<TagMenuAction, keyof TagBarLabels>> = {
  refresh: 'refresh',
  'close-this': 'closeThis',
  'close-left': 'closeLeft',
  'close-right': 'closeRight',
  'close-others': 'closeOthers',
  'close-all': 'closeAll',
};

/**
 * The tag bar of visited views: the APG tabs pattern with manual activation (docs/architecture.md, "Tag bar").
 *
 * - `tablist` of `tab`s with a roving tabindex: Tab enters on the selected tag; Left / Right move focus (wrapping),
 *   Home / End go to the first / last tag; Enter or Space activates the focused tag (manual activation, so moving
 *   along the bar never loads views). Delete closes the focused tag; Shift+F10 or the Menu key opens its context
 *   menu (APG menu: focus on its first item, arrows, Enter, Escape back to the tag), as does the right button:
 *   refresh (with `onRefresh`), close this, close left, close right, close others, close all, each disabled when it
 *   would do nothing ({@link tagMenuTargets}).
 * - Pinned tags (`closable: false`, vue-vben-admin's affix tabs) come first, show a pin, have no close button and
 *   are left alone by every closing action.
 * - The close button sits beside its tab, outside the `tablist` in the DOM (a `tablist` may own only tabs) and
 *   placed next to its tab with flex `order`. It has `tabindex="-1"`: pointer users click it, keyboard users press
 *   Delete, so Tab still leaves the bar in one step. It is named by `closeLabel(label)`.
 * - Only the selected tab carries `aria-controls` ({@link tagBarPanelId}): the console renders that panel as
 *   `role="tabpanel"` with `aria-labelledby` = {@link tagBarTabId}; hidden cached panels need no reference.
 * - After a close, focus goes to the tag that takes the closed one's place (Delete, close this), to the tag the menu
 *   acted on (close left, right, others), or to the tag shown next (close all).
 *
 * Primitives: plain buttons for the tabs (RAC `Tabs` wants its panels inside it, the console's keep-alive panels
 * live elsewhere), and react-aria-components `Popover` + `Menu` + `Separator` for the context menu rather than Radix
 * `ContextMenu`, because a RAC popover can be opened from the keyboard and anchored to the tab.
 */
function TagBar({
  items,
  activeKey,
  onActivate,
  onClose,
  onRefresh,
  label,
  labels,
  closeLabel,
  idPrefix = 'tag-bar',
  defaultMenuKey,
  className,
  ...props
}: TagBarProps) {
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const [menuKey, setMenuKey] = useState<string | null>(null);
  const menuTriggerRef = useRef<HTMLButtonElement | null>(null);
  const pendingFocus = useRef<string | null>(null);
  const tabbableKey = items.some((item) => item.key === activeKey) ? activeKey : (items[0]?.key ?? null);

  useEffect(() => {
    const key = pendingFocus.current;
    if (key === null) return;
    pendingFocus.current = null;
    const target = tabRefs.current.get(key) ?? (tabbableKey ? tabRefs.current.get(tabbableKey) : undefined);
    target?.focus();
  }, [items, tabbableKey, menuKey]);

  const openMenu = (key: string) => {
    menuTriggerRef.current = tabRefs.current.get(key) ?? null;
    setMenuKey(key);
  };

  // The menu anchors to a tab element, which exists only after the first commit.
  useEffect(() => {
    if (defaultMenuKey === undefined) return;
    menuTriggerRef.current = tabRefs.current.get(defaultMenuKey) ?? null;
    setMenuKey(defaultMenuKey);
  }, [defaultMenuKey]);

  // The bar scrolls within itself rather than wrapping (WCAG 2.2 SC 1.4.10 Reflow): the selected tag
  // is scrolled into view when it changes, without moving the page. In the next frame, with the
  // layout the frame makes anyway: scrolled inside React's commit, it would force a layout of the
  // whole page there (the first view's Total Blocking Time, docs/architecture.md, "Stable work bench").
  useEffect(() => {
    const tab = activeKey === null ? undefined : tabRefs.current.get(activeKey);
    if (!tab) return;
    const frame = requestAnimationFrame(() => {
      // Its close button too, which follows it; then the tab, which wins when both do not fit.
      const close = tab.parentElement?.parentElement?.querySelector<HTMLElement>(
        `[data-slot="tag-bar-close"][data-selected]`,
      );
      for (const target of [close, tab]) target?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    });
    return () => cancelAnimationFrame(frame);
  }, [activeKey]);

  const focusTab = (index: number) => {
    const item = items[(index + items.length) % items.length];
    if (item) tabRefs.current.get(item.key)?.focus();
  };

  /** Closes keys and remembers which tab takes the keyboard focus afterwards. */
  const close = (keys: string[], focusKey: string | null, anchorKey?: string) => {
    if (keys.length === 0) return;
    const remaining = items.filter((item) => !keys.includes(item.key));
    const next = closeView(items, keys, activeKey, anchorKey);
    pendingFocus.current = focusKey && remaining.some((item) => item.key === focusKey) ? focusKey : next.activeKey;
    if (anchorKey === undefined) onClose(keys);
    else onClose(keys, anchorKey);
  };

  /** After Delete on a tag, focus goes to the tag that takes its place (or the one before it when it was last). */
  const closeFocused = (index: number) => {
    const item = items[index];
    if (!item || !isClosable(item)) return;
    const neighbour = items[index + 1] ?? items[index - 1];
    close([item.key], neighbour?.key ?? null);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLButtonElement>, index: number) => {
    const item = items[index];
    if (!item) return;
    let handled = true;
    if (event.key === 'ArrowRight') focusTab(index + 1);
    else if (event.key === 'ArrowLeft') focusTab(index - 1);
    else if (event.key === 'Home') focusTab(0);
    else if (event.key === 'End') focusTab(items.length - 1);
    else if (event.key === 'Delete') closeFocused(index);
    else if (event.key === 'ContextMenu' || (event.key === 'F10' && event.shiftKey)) openMenu(item.key);
    else handled = false;
    if (handled) event.preventDefault();
  };

  const menuItem = items.find((item) => item.key === menuKey);
  const targets = menuItem ? tagMenuTargets(items, menuItem.key) : null;
  const menuAction = (action: React.Key) => {
    if (!menuItem || !targets) return;
    setMenuKey(null);
    pendingFocus.current = menuItem.key;
    if (action === 'refresh') {
      onRefresh?.(menuItem.key);
    } else if (action === 'close-this') {
      const index = items.indexOf(menuItem);
      const neighbour = items[index + 1] ?? items[index - 1];
      close(targets['close-this'], neighbour?.key ?? null);
    } else if (action === 'close-all') {
      close(targets['close-all'], null);
    } else if (action === 'close-left' || action === 'close-right' || action === 'close-others') {
      close(targets[action], menuItem.key, menuItem.key);
    }
  };
  const shownItems = MENU_ITEMS.filter((entry) => onRefresh || (entry !== null && entry.id !== 'refresh'));
  const disabledActions = targets
    ? (Object.keys(targets) as TagCloseAction[]).filter((action) => targets[action].length === 0)
    : [];

  return (
    <div
      data-slot="tag-bar"
      className={cn('flex min-w-0 items-center overflow-x-auto overscroll-x-contain py-1 pe-1 text-sm', className)}
      {...props}
    >
      <div
        data-slot="tag-bar-list"
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        className="contents"
      >
        {items.map((item, index) => {
          const selected = item.key === activeKey;
          const pinned = !isClosable(item);
          return (
            <button
              key={item.key}
              ref={(node) => {
                if (node) tabRefs.current.set(item.key, node);
                else tabRefs.current.delete(item.key);
              }}
              type="button"
              role="tab"
              id={tagBarTabId(item.key, idPrefix)}
              data-slot="tag-bar-tab"
              data-pinned={pinned || undefined}
              aria-selected={selected}
              aria-controls={selected ? tagBarPanelId(item.key, idPrefix) : undefined}
              tabIndex={item.key === tabbableKey ? 0 : -1}
              style={{ order: index * 2 }}
              className={cn(
                'ms-1 inline-flex h-7 max-w-64 min-w-0 shrink-0 cursor-pointer items-center gap-1 rounded-s-md border border-border bg-surface px-2 text-surface-foreground',
                'hover:bg-accent hover:text-accent-foreground',
                'aria-selected:border-primary aria-selected:bg-primary aria-selected:text-primary-foreground',
                'forced-colors:aria-selected:border-[Highlight]',
                pinned && 'rounded-e-md',
                focusRing,
              )}
              onClick={() => onActivate(item.key)}
              onKeyDown={(event) => onKeyDown(event, index)}
              onContextMenu={(event) => {
                event.preventDefault();
                openMenu(item.key);
              }}
            >
              {pinned ? (
                <Pin data-slot="tag-bar-pin" aria-hidden="true" className="size-3 shrink-0 -rotate-45 opacity-70" />
              ) : null}
              <span data-slot="tag-bar-tab-label" title={item.label} className="truncate">
                {item.label}
              </span>
            </button>
          );
        })}
      </div>
      {items.map((item, index) =>
        isClosable(item) ? (
          <button
            key={item.key}
            type="button"
            tabIndex={-1}
            data-slot="tag-bar-close"
            aria-label={closeLabel(item.label)}
            data-selected={item.key === activeKey || undefined}
            style={{ order: index * 2 + 1 }}
            className={cn(
              'inline-flex h-7 w-6 shrink-0 cursor-pointer items-center justify-center rounded-e-md border border-s-0 border-border bg-surface text-muted-foreground',
              'hover:bg-destructive hover:text-destructive-foreground',
              'data-selected:border-primary data-selected:bg-primary data-selected:text-primary-foreground',
              focusRing,
            )}
            onClick={() => close([item.key], item.key === activeKey ? null : activeKey)}
          >
            <X aria-hidden="true" className="size-3.5" />
          </button>
        ) : null,
      )}
      <Popover
        data-slot="tag-bar-menu-popover"
        // React Aria makes the popover a dialog: named after the tag, a screen reader says which
        // tag the menu acts on instead of a bare "dialog".
        aria-label={menuItem?.label}
        triggerRef={menuTriggerRef}
        isOpen={menuItem !== undefined}
        onOpenChange={(open) => {
          if (!open) {
            const key = menuKey;
            setMenuKey(null);
            if (key) pendingFocus.current = key;
          }
        }}
        placement="bottom start"
        className="z-(--wb-z-dropdown) max-w-[calc(100vw-1rem)] min-w-40 rounded-md border border-border bg-surface p-1 text-sm text-surface-foreground shadow-md"
      >
        <Menu
          data-slot="tag-bar-menu"
          aria-label={labels.menu}
          // APG menu: opening the menu moves focus to its first item; this is not a page-load autofocus.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus="first"
          disabledKeys={disabledActions}
          onAction={menuAction}
          className="outline-hidden"
        >
          {shownItems.map((entry) =>
            entry === null ? (
              <Separator key="separator" data-slot="tag-bar-menu-separator" className="-mx-1 my-1 h-px bg-border" />
            ) : (
              <MenuItem
                key={entry.id}
                id={entry.id}
                data-slot="tag-bar-menu-item"
                textValue={labels[MENU_LABEL[entry.id]]}
                className={composeClassName(undefined, [
                  'flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 whitespace-nowrap outline-hidden select-none',
                  'focus:bg-accent focus:text-accent-foreground disabled:cursor-not-allowed disabled:opacity-50',
                  'forced-colors:focus:bg-[Highlight] forced-colors:focus:text-[HighlightText]',
                  'forced-colors:disabled:text-[GrayText]',
                ])}
              >
                <entry.icon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground rtl:-scale-x-100" />
                {labels[MENU_LABEL[entry.id]]}
              </MenuItem>
            ),
          )}
        </Menu>
      </Popover>
    </div>
  );
}

export { TagBar, type TagBarLabels, type TagBarProps };
