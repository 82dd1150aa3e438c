import { Dialog } from '@workbench/design-system';
import { useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { BrandLogo } from '../../../components/brand-logo';
import { useT, type MessageKey } from '../../../i18n';
import { NARROW_SCREEN_QUERY, useMediaQuery } from '../../../lib/media-query';
import { announcerStore } from '../../../stores/announcer';
import { settingsStore, toggleSidebar } from '../../../stores/settings';
import { SideMenu } from './side-menu';
import { TopBar, type MenuToggle } from './top-bar';

/** Skip links to the main area and the menu (WCAG 2.4.1). */
const SKIP_LINKS: { href: string; label: MessageKey }[] = [
  { href: '#main', label: 'skip.main' },
  { href: '#menu', label: 'skip.menu' },
  { href: '#tags', label: 'skip.tags' },
];

/**
 * The layout of docs/behaviour.md, "Layout": skip links, the sidebar with the granted menus, the top bar, the
 * tag bar of visited views and the breadcrumb (given by the app, which owns the views) and the
 * main area. Below 992 px the sidebar becomes a modal drawer (APG dialog) opened from the top
 * bar; it closes on Escape, on its close button, or when a menu entry is chosen. The drawer's
 * state is not the `sidebarStatus` cookie, which keeps the wide layout's choice.
 * `topBarExtras` go into the top bar (the app's messages feature; features never import each other),
 * and `banner` above it, at the top of the main column (the announcement banner).
 */
export default function Shell({
  tagBar,
  breadcrumb,
  topBarExtras,
  banner,
  children,
}: {
  tagBar: ReactNode;
  breadcrumb: ReactNode;
  topBarExtras?: ReactNode;
  banner?: ReactNode;
  children: ReactNode;
}) {
  const t = useT();
  const { sidebarOpened } = useSnapshot(settingsStore);
  const { message } = useSnapshot(announcerStore);
  const narrow = useMediaQuery(NARROW_SCREEN_QUERY);
  const [location] = useLocation();
  // The address at which the drawer was opened: moving elsewhere (choosing a menu entry) closes it.
  const [drawerAt, setDrawerAt] = useState<string | null>(null);
  const drawerOpen = narrow && drawerAt === location;
  const menuToggle: MenuToggle = narrow
    ? { expanded: drawerOpen, drawer: true, onToggle: () => setDrawerAt(location) }
    : { expanded: sidebarOpened, drawer: false, controls: 'menu', onToggle: toggleSidebar };
  return (
    <div className="flex h-dvh bg-background text-foreground">
      {SKIP_LINKS.filter(({ href }) => !(narrow && href === '#menu')).map(({ href, label }) => (
        <a
          key={href}
          href={href}
          className="sr-only z-50 rounded-md bg-primary px-3 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {t(label)}
        </a>
      ))}
      {narrow ? (
        <Dialog
          placement="start"
          size="sm"
          title={t('nav.drawerTitle')}
          closeLabel={t('nav.closeDrawer')}
          isOpen={drawerOpen}
          onOpenChange={(open) => setDrawerAt(open ? location : null)}
        >
          <SideMenu collapsed={false} />
        </Dialog>
      ) : (
        <aside
          data-collapsed={!sidebarOpened || undefined}
          className="flex w-(--wb-sidebar-width) shrink-0 flex-col border-r border-border bg-surface data-collapsed:w-(--wb-sidebar-rail-width)"
        >
          <p
            className="flex h-14 shrink-0 items-center gap-2.5 px-4 text-lg font-semibold data-collapsed:justify-center data-collapsed:px-0"
            data-collapsed={!sidebarOpened || undefined}
          >
            <BrandLogo className="size-7" />
            <span className={sidebarOpened ? 'truncate' : 'sr-only'}>{t('app.name')}</span>
          </p>
          <div className="min-h-0 flex-1 overflow-y-auto">
            <SideMenu collapsed={!sidebarOpened} />
          </div>
        </aside>
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        {banner}
        <TopBar menu={menuToggle} extras={topBarExtras} />
        {/* The row of tags (28 px, and 4 px above and below for the focus ring, as the bar scrolls within itself) plus the border is held before the first tag arrives, so the page does not move down then (docs/architecture.md, "Stable work bench"). */}
        <div className="min-h-[calc(--spacing(9)+1px)] border-b border-border bg-surface px-2">{tagBar}</div>
        <p role="status" aria-live="polite" className="sr-only">
          {message}
        </p>
        <main id="main" tabIndex={-1} className="relative min-h-0 flex-1 overflow-y-auto outline-none">
          {breadcrumb}
          <div className="p-6">{children}</div>
        </main>
      </div>
    </div>
  );
}
