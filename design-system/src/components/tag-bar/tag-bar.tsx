import { X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type * as React from 'react';
import { Menu, MenuItem, Popover } from 'react-aria-components';
import { cn } from '../../lib/cn';
import { composeClassName } from '../../lib/compose-class-name';
import { focusRing } from '../../lib/focus-ring';
import { TAG_BAR_MAX, addVisitedView, closeView, tagBarPanelId, tagBarTabId, type TagBarItem } from './visited-views';

/** Texts of the tag bar's context menu (translated by the caller). */
interface TagBarLabels {
  /** Accessible name of the context menu, e.g. "标签操作" / "Tag actions". */
  menu: string;
  /** "关闭" / "Close this". */
  closeThis: string;
  /** "关闭其他" / "Close others". */
  closeOthers: string;
  /** "关闭所有" / "Close all". */
  closeAll: string;
}

/** Props of {@link TagBar}. */
interface TagBarProps extends Omit<React.ComponentProps<'div'>, 'children' | 'onClose'> {
  /** The visited views, oldest first (keep at most `max`: build the list with {@link addVisitedView}). */
  items: TagBarItem[];
  /** Key of the selected tag (the view on screen), or `null` when none is. */
  activeKey: string | null;
  /** Called with a tag's key when it is clicked, or when Enter or Space is pressed on it (manual activation). */
  onActivate: (key: string) => void;
  /**
   * Called with the keys to close: one key (close button, Delete, "close this"), or several ("close others",
   * "close all"). Pinned (`closable: false`) tags are never included. Compute the next view with {@link closeView}.
   */
  onClose: (keys: string[]) => void;
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

/**
 * The tag bar of visited views: the APG tabs pattern with manual activation (docs/architecture.md, "Tag bar").
 *
 * - `tablist` of `tab`s with a roving tabindex: Tab enters on the selected tag; Left / Right move focus (wrapping),
 *   Home / End go to the first / last tag; Enter or Space activates the focused tag (manual activation, so moving
 *   along the bar never loads views). Delete closes the focused tag; Shift+F10 or the Menu key opens its context
 *   menu, as does the right button: close this / close others / close all.
 * - The close button sits beside its tab, outside the `tablist` in the DOM (a `tablist` may own only tabs) and
 *   placed next to its tab with flex `order`. It has `tabindex="-1"`: pointer users click it, keyboard users press
 *   Delete, so Tab still leaves the bar in one step. It is named by `closeLabel(label)`.
 * - Only the selected tab carries `aria-controls` ({@link tagBarPanelId}): the console renders that panel as
 *   `role="tabpanel"` with `aria-labelledby` = {@link tagBarTabId}; hidden cached panels need no reference.
 *
 * Primitives: plain buttons for the tabs (RAC `Tabs` wants its panels inside it, the console's keep-alive panels
 * live elsewhere), and react-aria-components `Popover` + `Menu` for the context menu rather than Radix
 * `ContextMenu`, because a RAC popover can be opened from the keyboard and anchored to the tab.
 */
function TagBar({
  items,
  activeKey,
  onActivate,
  onClose,
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
  // is scrolled into view when it changes, without moving the page.
  useEffect(() => {
    const tab = activeKey === null ? undefined : tabRefs.current.get(activeKey);
    if (!tab) return;
    // Its close button too, which follows it; then the tab, which wins when both do not fit.
    const close = tab.parentElement?.parentElement?.querySelector<HTMLElement>(
      `[data-slot="tag-bar-close"][data-selected]`,
    );
    for (const target of [close, tab]) target?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [activeKey]);

  const isClosable = (item: TagBarItem) => item.closable !== false;

  const focusTab = (index: number) => {
    const item = items[(index + items.length) % items.length];
    if (item) tabRefs.current.get(item.key)?.focus();
  };

  /** Closes keys and remembers which tab takes the keyboard focus afterwards. */
  const close = (keys: string[], focusKey: string | null) => {
    if (keys.length === 0) return;
    const remaining = items.filter((item) => !keys.includes(item.key));
    const next = closeView(items, keys, activeKey);
    pendingFocus.current = focusKey && remaining.some((item) => item.key === focusKey) ? focusKey : next.activeKey;
    onClose(keys);
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
  const menuAction = (action: React.Key) => {
    if (!menuItem) return;
    setMenuKey(null);
    pendingFocus.current = menuItem.key;
    const index = items.indexOf(menuItem);
    if (action === 'close-this') {
      const neighbour = items[index + 1] ?? items[index - 1];
      close([menuItem.key], neighbour?.key ?? null);
    } else if (action === 'close-others') {
      close(
        items.filter((item) => item.key !== menuItem.key && isClosable(item)).map((item) => item.key),
        menuItem.key,
      );
    } else if (action === 'close-all') {
      close(
        items.filter(isClosable).map((item) => item.key),
        null,
      );
    }
  };
  const disabledActions = menuItem
    ? [
        ...(isClosable(menuItem) ? [] : ['close-this']),
        ...(items.some((item) => item.key !== menuItem.key && isClosable(item)) ? [] : ['close-others']),
        ...(items.some(isClosable) ? [] : ['close-all']),
      ]
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
              aria-selected={selected}
              aria-controls={selected ? tagBarPanelId(item.key, idPrefix) : undefined}
              tabIndex={item.key === tabbableKey ? 0 : -1}
              style={{ order: index * 2 }}
              className={cn(
                'ms-1 inline-flex h-7 max-w-48 min-w-0 shrink-0 cursor-pointer items-center rounded-s-md border border-border bg-surface px-2 text-surface-foreground',
                'hover:bg-accent hover:text-accent-foreground',
                'aria-selected:border-primary aria-selected:bg-primary aria-selected:text-primary-foreground',
                'forced-colors:aria-selected:border-[Highlight]',
                !isClosable(item) && 'rounded-e-md',
                focusRing,
              )}
              onClick={() => onActivate(item.key)}
              onKeyDown={(event) => onKeyDown(event, index)}
              onContextMenu={(event) => {
                event.preventDefault();
                openMenu(item.key);
              }}
            >
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
        className="z-(--wb-z-dropdown) max-w-[calc(100vw-1rem)] min-w-32 rounded-md border border-border bg-surface p-1 text-sm text-surface-foreground shadow-md"
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
          {(
            [
              ['close-this', labels.closeThis],
              ['close-others', labels.closeOthers],
              ['close-all', labels.closeAll],
            ] as const
          ).map(([id, text]) => (
            <MenuItem
              key={id}
              id={id}
              data-slot="tag-bar-menu-item"
              className={composeClassName(undefined, [
                'flex cursor-pointer items-center rounded-sm px-2 py-1.5 outline-hidden select-none',
                'focus:bg-accent focus:text-accent-foreground disabled:cursor-not-allowed disabled:opacity-50',
                'forced-colors:focus:bg-[Highlight] forced-colors:focus:text-[HighlightText]',
              ])}
            >
              {text}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </div>
  );
}

export {
  TAG_BAR_MAX,
  TagBar,
  addVisitedView,
  closeView,
  tagBarPanelId,
  tagBarTabId,
  type TagBarItem,
  type TagBarLabels,
  type TagBarProps,
};
