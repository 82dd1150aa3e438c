import { ChevronRight } from 'lucide-react';
import { createContext, use, useId, useRef, useState } from 'react';
import type * as React from 'react';
import { Button as RACButton, Tooltip, TooltipTrigger } from 'react-aria-components';
import { cn } from '../../lib/cn';
import { composeClassName } from '../../lib/compose-class-name';
import { focusRing } from '../../lib/focus-ring';
import { graphemes } from '../../lib/graphemes';
import { Link } from '../link/link';

/** One entry of the sidebar: a group (with `children`) or a leaf link (with `href`). */
interface SidebarItem {
  /** Stable key, unique in the tree; also names the group in `defaultExpandedIds`. */
  id: string;
  /** The visible text and accessible name (translated by the caller). */
  label: string;
  /** Where a leaf goes; compared with `currentHref` to mark the current page. Routed through RAC's `RouterProvider`. */
  href?: string;
  /** A decorative icon (hidden from screen readers; the label names the item). */
  icon?: React.ReactNode;
  /** Opens in a new window (`target="_blank"`, `rel="noopener noreferrer"`), announced with `externalLabel`. */
  external?: boolean;
  /** Nested items: makes this entry a group toggle. */
  children?: SidebarItem[];
  /**
   * A leaf's description (a menu entry's tips): a smaller line under the label, and the link's
   * accessible description (`aria-describedby`), kept out of its name. In the collapsed rail it is
   * not shown but is still the description.
   */
  description?: string;
}

/** Props of {@link Sidebar}: the `<nav>` element's props plus these. */
interface SidebarProps extends Omit<React.ComponentProps<'nav'>, 'children' | 'aria-label'> {
  /** The menu tree. */
  items: SidebarItem[];
  /** The current page's href: that leaf gets `aria-current="page"` and its groups open. */
  currentHref?: string;
  /** Accessible name of the `<nav>` landmark, e.g. "Main menu" (translated by the caller). */
  label: string;
  /** Read after the name of external items, e.g. "opens in a new window" (translated by the caller). */
  externalLabel: string;
  /**
   * Icon rail: labels are visually hidden but stay the accessible names, and a tooltip shows each
   * name on hover and focus (Escape dismisses it). Groups still open, below their icon.
   * @default false
   */
  collapsed?: boolean;
  /** Content above the menu, e.g. the logo. */
  header?: React.ReactNode;
  /**
   * Groups open at first, in addition to the groups holding the current page.
   * @default []
   */
  defaultExpandedIds?: string[];
  /** Called with the ids of the open groups whenever a group opens or closes. */
  onExpandedChange?: (expandedIds: string[]) => void;
}

interface SidebarContextValue {
  currentHref: string | undefined;
  externalLabel: string;
  collapsed: boolean;
  currentPath: ReadonlySet<string>;
  isExpanded: (id: string) => boolean;
  setExpanded: (id: string, open: boolean) => void;
}

const SidebarContext = createContext<SidebarContextValue | null>(null);

function useSidebar(): SidebarContextValue {
  const context = use(SidebarContext);
  if (!context) throw new Error('Sidebar parts must be rendered inside <Sidebar>.');
  return context;
}

/** Ids of the groups that lead to the leaf whose href is `href`, outermost first; empty when none does. */
function sidebarPathTo(items: readonly SidebarItem[], href: string | undefined): string[] {
  if (href === undefined) return [];
  for (const item of items) {
    if (item.children?.length) {
      const below = sidebarPathTo(item.children, href);
      if (below.length > 0 || item.children.some((child) => child.href === href && !child.children?.length)) {
        return [item.id, ...below];
      }
    }
  }
  return [];
}

/**
 * The console's navigation menu, built on the APG disclosure navigation pattern (docs/architecture.md, "Sidebar"),
 * not a tree: a `<nav>` landmark with nested lists, group toggles are buttons with
 * `aria-expanded` / `aria-controls`, leaves are links, and the current page has
 * `aria-current="page"`. Keyboard: Tab moves through toggles and links, Enter or Space toggles a
 * group, Escape inside an open group closes it and returns focus to its toggle.
 * Primitives: react-aria-components `Button`, `Link` (client routing via `RouterProvider`),
 * `TooltipTrigger` / `Tooltip` (rail).
 */
function Sidebar({
  items,
  currentHref,
  label,
  externalLabel,
  collapsed = false,
  header,
  defaultExpandedIds = [],
  onExpandedChange,
  className,
  ...props
}: SidebarProps) {
  const currentPath = sidebarPathTo(items, currentHref);
  const [expanded, setExpandedIds] = useState<ReadonlySet<string>>(
    () => new Set([...defaultExpandedIds, ...currentPath]),
  );
  // When the page changes, or the items leading to it arrive after the page (a menu fetched after
  // a deep link), open the groups that lead to it (and close none).
  const pathKey = `${currentHref ?? ''} ${currentPath.join(' ')}`;
  const [trackedKey, setTrackedKey] = useState(pathKey);
  if (trackedKey !== pathKey) {
    setTrackedKey(pathKey);
    if (currentPath.some((id) => !expanded.has(id))) setExpandedIds(new Set([...expanded, ...currentPath]));
  }

  const context: SidebarContextValue = {
    currentHref,
    externalLabel,
    collapsed,
    currentPath: new Set(currentPath),
    isExpanded: (id) => expanded.has(id),
    setExpanded: (id, open) => {
      const next = new Set(expanded);
      if (open) next.add(id);
      else next.delete(id);
      setExpandedIds(next);
      onExpandedChange?.([...next]);
    },
  };

  return (
    <SidebarContext value={context}>
      <nav
        aria-label={label}
        data-slot="sidebar"
        data-collapsed={collapsed || undefined}
        className={cn(
          'flex h-full min-h-0 flex-col bg-surface text-surface-foreground transition-[width]',
          collapsed ? 'w-(--wb-sidebar-rail-width)' : 'w-(--wb-sidebar-width)',
          className,
        )}
        {...props}
      >
        {header ? (
          <div data-slot="sidebar-header" className="shrink-0">
            {header}
          </div>
        ) : null}
        <div data-slot="sidebar-content" className="min-h-0 flex-1 overflow-y-auto overscroll-contain p-2">
          <SidebarMenu items={items} depth={0} />
        </div>
      </nav>
    </SidebarContext>
  );
}

function SidebarMenu({ items, depth }: { items: readonly SidebarItem[]; depth: number }) {
  return (
    <ul data-slot="sidebar-menu" className="flex flex-col gap-0.5">
      {items.map((item) =>
        item.children?.length ? (
          <SidebarGroup key={item.id} item={item} depth={depth} />
        ) : (
          <SidebarLeaf key={item.id} item={item} depth={depth} />
        ),
      )}
    </ul>
  );
}

/** Classes shared by group toggles and leaf links. */
function itemClassName(collapsed: boolean): string {
  return cn(
    'relative flex w-full min-h-9 cursor-pointer items-center gap-2 rounded-md py-1.5 text-start text-sm text-surface-foreground no-underline transition-colors',
    'hover:bg-accent hover:text-accent-foreground hover:no-underline',
    focusRing,
    'focus-visible:-outline-offset-2',
    'aria-[current=page]:bg-accent aria-[current=page]:font-medium aria-[current=page]:text-accent-foreground',
    'aria-[current=page]:before:absolute aria-[current=page]:before:inset-y-1.5 aria-[current=page]:before:start-0 aria-[current=page]:before:w-0.75 aria-[current=page]:before:rounded-full aria-[current=page]:before:bg-primary',
    'forced-colors:aria-[current=page]:outline-1 forced-colors:aria-[current=page]:outline-solid',
    collapsed ? 'justify-center px-0' : 'ps-[calc(0.75rem+var(--sidebar-depth)*1rem)] pe-3',
  );
}

function depthStyle(depth: number): React.CSSProperties {
  return { '--sidebar-depth': depth } as React.CSSProperties;
}

function SidebarGroup({ item, depth }: { item: SidebarItem; depth: number }) {
  const { collapsed, currentPath, isExpanded, setExpanded } = useSidebar();
  const listId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const open = isExpanded(item.id);
  // A group's entries render once it first opens, then stay: a closed menu costs the first render
  // nothing (most of the sidebar's links sit in closed groups), and an entry keeps its state.
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    // Only the innermost open group closes: the event stops here.
    event.stopPropagation();
    toggleRef.current?.focus();
    setExpanded(item.id, false);
  };

  return (
    <li data-slot="sidebar-menu-item">
      <WithTooltip label={item.label}>
        <RACButton
          ref={toggleRef}
          data-slot="sidebar-group-toggle"
          data-current-ancestor={currentPath.has(item.id) || undefined}
          aria-expanded={open}
          aria-controls={listId}
          onPress={() => setExpanded(item.id, !open)}
          style={depthStyle(depth)}
          className={cn('group/toggle', itemClassName(collapsed), 'data-current-ancestor:text-primary-text')}
        >
          <SidebarIcon item={item} />
          <SidebarLabel label={item.label} />
          <ChevronRight
            data-slot="sidebar-chevron"
            aria-hidden="true"
            className={cn(
              'ms-auto size-4 shrink-0 transition-transform group-aria-expanded/toggle:rotate-90',
              collapsed && 'hidden',
            )}
          />
        </RACButton>
      </WithTooltip>
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- Escape bubbles up from the links and toggles inside; the wrapper itself takes no focus. */}
      <div
        id={listId}
        data-slot="sidebar-submenu"
        hidden={!open}
        onKeyDown={onKeyDown}
        className={cn('pt-0.5', collapsed && 'mt-0.5 rounded-md bg-muted')}
      >
        {opened ? <SidebarMenu items={item.children ?? []} depth={depth + 1} /> : null}
      </div>
    </li>
  );
}

function SidebarLeaf({ item, depth }: { item: SidebarItem; depth: number }) {
  const { collapsed, currentHref, externalLabel } = useSidebar();
  const isCurrent = item.href !== undefined && item.href === currentHref;
  const descriptionId = useId();
  return (
    <li data-slot="sidebar-menu-item">
      <WithTooltip label={item.label}>
        <Link
          data-slot="sidebar-link"
          href={item.href}
          variant="quiet"
          aria-current={isCurrent ? 'page' : undefined}
          target={item.external ? '_blank' : undefined}
          externalLabel={item.external ? externalLabel : undefined}
          aria-describedby={item.description ? descriptionId : undefined}
          style={depthStyle(depth)}
          className={composeClassName(undefined, [
            itemClassName(collapsed),
            collapsed && '[&_[data-slot=link-external-icon]]:hidden',
            '[&_[data-slot=link-external-icon]]:self-center',
          ])}
        >
          <SidebarIcon item={item} />
          <SidebarLabel
            label={item.label}
            description={item.description ? { id: descriptionId, text: item.description } : undefined}
          />
        </Link>
      </WithTooltip>
    </li>
  );
}

function SidebarLabel({ label, description }: { label: string; description?: { id: string; text: string } }) {
  const { collapsed } = useSidebar();
  return (
    <span data-slot="sidebar-label" className={collapsed ? 'sr-only' : 'min-w-0 flex-1 break-words'}>
      {label}
      {description ? (
        // Hidden from the name (the link's aria-describedby reads it as the description instead);
        // the label's own colour, smaller, so it keeps the label's contrast on every background.
        <span
          id={description.id}
          data-slot="sidebar-description"
          aria-hidden="true"
          className={collapsed ? 'hidden' : 'block text-xs font-normal'}
        >
          {description.text}
        </span>
      ) : null}
    </span>
  );
}

function SidebarIcon({ item }: { item: SidebarItem }) {
  const { collapsed } = useSidebar();
  if (item.icon) {
    return (
      <span
        data-slot="sidebar-icon"
        aria-hidden="true"
        className="flex size-5 shrink-0 items-center justify-center [&_svg]:size-4"
      >
        {item.icon}
      </span>
    );
  }
  if (!collapsed) return null;
  // The rail needs something to see: the label's first character stands in for a missing icon.
  return (
    <span
      data-slot="sidebar-icon"
      aria-hidden="true"
      className="flex size-6 shrink-0 items-center justify-center rounded-sm border border-border text-xs font-medium"
    >
      {graphemes(item.label)[0]}
    </span>
  );
}

function WithTooltip({ label, children }: { label: string; children: React.ReactElement }) {
  const { collapsed } = useSidebar();
  if (!collapsed) return children;
  return (
    <TooltipTrigger delay={300} closeDelay={0}>
      {children}
      <Tooltip
        data-slot="sidebar-tooltip"
        placement="end"
        offset={8}
        className="z-(--wb-z-tooltip) max-w-64 rounded-md bg-foreground px-2 py-1 text-xs text-background shadow-md"
      >
        {label}
      </Tooltip>
    </TooltipTrigger>
  );
}

export { Sidebar, sidebarPathTo, type SidebarItem, type SidebarProps };
