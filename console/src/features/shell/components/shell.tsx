import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { useT, type MessageKey } from '../../../i18n';
import { announcerStore } from '../../../stores/announcer';
import { settingsStore } from '../../../stores/settings';
import { SideMenu } from './side-menu';
import { TopBar } from './top-bar';

/** Skip links to the main area and the menu (WCAG 2.4.1). */
const SKIP_LINKS: { href: string; label: MessageKey }[] = [
  { href: '#main', label: 'skip.main' },
  { href: '#menu', label: 'skip.menu' },
  { href: '#tags', label: 'skip.tags' },
];

/**
 * The layout of spec section 2: skip links, the sidebar with the granted menus, the top bar, the
 * tag bar of visited views (given by the app, which owns the view cache) and the main area.
 */
export default function Shell({ tagBar, children }: { tagBar: ReactNode; children: ReactNode }) {
  const t = useT();
  const { sidebarOpened } = useSnapshot(settingsStore);
  const { message } = useSnapshot(announcerStore);
  return (
    <div className="flex h-dvh bg-background text-foreground">
      {SKIP_LINKS.map(({ href, label }) => (
        <a
          key={href}
          href={href}
          className="sr-only z-50 rounded-md bg-primary px-3 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {t(label)}
        </a>
      ))}
      <aside
        data-collapsed={!sidebarOpened || undefined}
        className="flex w-60 shrink-0 flex-col border-r border-border bg-surface data-collapsed:w-16"
      >
        <p className="truncate px-4 py-4 text-lg font-semibold" title={t('app.name')}>
          {sidebarOpened ? (
            t('app.name')
          ) : (
            <>
              <span aria-hidden="true">W</span>
              <span className="sr-only">{t('app.name')}</span>
            </>
          )}
        </p>
        <div className="min-h-0 flex-1 overflow-y-auto">
          <SideMenu />
        </div>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <TopBar />
        <div className="border-b border-border bg-surface px-2">{tagBar}</div>
        <p role="status" aria-live="polite" className="sr-only">
          {message}
        </p>
        <main id="main" tabIndex={-1} className="min-h-0 flex-1 overflow-y-auto p-6 outline-none">
          {children}
        </main>
      </div>
    </div>
  );
}
