import {
  Avatar,
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  Link,
} from '@workbench/design-system';
import { AppWindow, CircleHelp, LogOut, PanelLeft, UserRound } from 'lucide-react';
import { useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { logout } from '../../../api/session';
import { useUserDetail } from '../../../api/user-info';
import { LanguageSwitch } from '../../../components/language-switch';
import { paths, portalHref } from '../../../config/paths';
import { useT } from '../../../i18n';
import { sessionStore } from '../../../stores/session';
import { AppearanceMenu } from './appearance-menu';
import { CompanyMenu } from './company-menu';
import { FullscreenToggle } from './fullscreen-toggle';
import { MoreMenu, type TopBarLayout } from './more-menu';
import { MyAppsDialog } from './my-apps-dialog';

/** What the top bar's menu button does: collapse the sidebar, or open the drawer on a narrow screen. */
export interface MenuToggle {
  /** The sidebar is open, or the drawer is. */
  expanded: boolean;
  /** Opens a drawer dialog (below 992 px) rather than collapsing the sidebar. */
  drawer: boolean;
  /** The id of the element shown or hidden, when it is on the page. */
  controls?: string;
  onToggle: () => void;
}

/**
 * The user menu's items (docs/behaviour.md, "Layout"): the account as the heading once known,
 * personal information, my applications (`onApps`, which the menu opens once closed), help (the
 * help centre, docs/behaviour.md, "Help centre") and log out. Log out does not wait for the user's details, so it stays reachable while they load or fail.
 */
function UserMenuItems({ account, onApps }: { account: string | undefined; onApps: () => void }) {
  const t = useT();
  const [, navigate] = useLocation();
  return (
    <>
      {account ? (
        <>
          <DropdownMenuLabel>{account}</DropdownMenuLabel>
          <DropdownMenuSeparator />
        </>
      ) : null}
      <DropdownMenuItem onSelect={() => navigate(paths.peopleBasicInfo.href())}>
        <UserRound aria-hidden="true" className="size-4" />
        {t('topbar.personalInfo')}
      </DropdownMenuItem>
      <DropdownMenuItem onSelect={onApps}>
        <AppWindow aria-hidden="true" className="size-4" />
        {t('myApps.menu')}
      </DropdownMenuItem>
      <DropdownMenuItem onSelect={() => navigate(paths.help.href())}>
        <CircleHelp aria-hidden="true" className="size-4" />
        {t('topbar.help')}
      </DropdownMenuItem>
      <DropdownMenuSeparator />
      <DropdownMenuItem variant="destructive" onSelect={() => void logout()}>
        <LogOut aria-hidden="true" className="size-4" />
        {t('topbar.logout')}
      </DropdownMenuItem>
    </>
  );
}

/**
 * Where the top bar changes its layout, in rem of its own width: the container queries
 * `@2xl/topbar` (42 rem) and `@4xl/topbar` (56 rem) of its markup.
 */
const LAYOUT_WIDTH_REM = { medium: 42, wide: 56 } as const;

/**
 * The top bar's layout by the width of the bar itself, measured as its container queries measure it
 * (the content box, in root `rem`), for what the overflow menu holds; `wide` until measured, or
 * where there is no `ResizeObserver` (jsdom). The bar's own items switch in CSS alone.
 */
function useTopBarLayout(bar: RefObject<HTMLElement | null>): TopBarLayout | 'wide' {
  const [layout, setLayout] = useState<TopBarLayout | 'wide'>('wide');
  useLayoutEffect(() => {
    const element = bar.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const rem = Number.parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
      const width = (entry?.contentBoxSize[0]?.inlineSize ?? element.clientWidth) / rem;
      setLayout(width >= LAYOUT_WIDTH_REM.wide ? 'wide' : width >= LAYOUT_WIDTH_REM.medium ? 'medium' : 'narrow');
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [bar]);
  return layout;
}

/**
 * The top bar (docs/behaviour.md, "Layout"): sidebar toggle, portal and work-bench links, company switcher,
 * what the app adds (`extras`: the live status and the messages button), language, theme, fullscreen,
 * and the user menu with the avatar (personal information, my applications, help, log out).
 *
 * It is the `topbar` size container and never wraps to a second line: from 56 rem of its own
 * width it shows everything; from 42 rem (a 768 px tablet) the portal link, the language, the
 * theme and fullscreen move into the overflow {@link MoreMenu}; narrower (a 320 px window, WCAG 2.2
 * SC 1.4.10 Reflow) it keeps the menu button, the work-bench link and the messages button, and the
 * overflow menu takes the rest, the company switcher and the user menu's items included. Container
 * queries switch the bar's items; the overflow menu's items follow {@link useTopBarLayout}. The
 * company's name takes the room left and is cut with an ellipsis only when that runs out (the
 * company menu names it in full); the user's name stays on one line.
 */
export function TopBar({ menu, extras }: { menu: MenuToggle; extras?: ReactNode }) {
  const t = useT();
  const bar = useRef<HTMLElement>(null);
  const layout = useTopBarLayout(bar);
  const { token } = useSnapshot(sessionStore);
  const { data } = useUserDetail(Boolean(token));
  const name = data?.userInfo.name ?? data?.account.account ?? '';
  const [appsOpen, setAppsOpen] = useState(false);
  // "My applications" opens once its menu has closed and handed focus back to its button, so the
  // dialog returns focus there when it closes (APG dialog pattern).
  const appsChosen = useRef(false);
  const openChosenDialog = () => {
    if (!appsChosen.current) return;
    appsChosen.current = false;
    setAppsOpen(true);
  };
  // There once signed in, so logout stays reachable while the user's details load or fail.
  const userItems = token ? (
    <UserMenuItems
      account={data?.account.account}
      onApps={() => {
        appsChosen.current = true;
      }}
    />
  ) : null;
  return (
    <header
      ref={bar}
      className="@container/topbar flex h-14 items-center gap-2 border-b border-border bg-surface px-2 whitespace-nowrap @2xl/topbar:gap-3 @2xl/topbar:px-4"
    >
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('topbar.toggleSidebar')}
        aria-expanded={menu.expanded}
        aria-controls={menu.controls}
        aria-haspopup={menu.drawer ? 'dialog' : undefined}
        onPress={menu.onToggle}
      >
        <PanelLeft aria-hidden="true" className="size-4" />
      </Button>
      <nav aria-label={t('topbar.links')} className="flex shrink-0 items-center gap-4">
        <span className="hidden @4xl/topbar:contents">
          <Link href={portalHref()} target="_blank" externalLabel={t('nav.external')}>
            {t('topbar.portal')}
          </Link>
        </span>
        <Link href={paths.index.href()}>{t('topbar.workbench')}</Link>
      </nav>
      <div className="ml-auto flex min-w-0 items-center justify-end gap-2">
        {data ? (
          <span className="hidden min-w-0 @2xl/topbar:flex">
            <CompanyMenu currentAccount={data.account.account} />
          </span>
        ) : null}
        <span className="flex shrink-0 items-center gap-2">{extras}</span>
        {/* Hidden, not unmounted, at narrower widths: the appearance menu follows the company's colour. */}
        <span className="hidden shrink-0 items-center gap-2 @4xl/topbar:flex">
          <LanguageSwitch />
          <AppearanceMenu />
          <FullscreenToggle />
        </span>
        <MoreMenu
          layout={layout === 'wide' ? 'medium' : layout}
          currentAccount={data?.account.account ?? null}
          onCloseAutoFocus={openChosenDialog}
        >
          {userItems}
        </MoreMenu>
        {userItems ? (
          <DropdownMenu>
            <DropdownMenuTrigger
              aria-label={name ? t('topbar.userMenu', { name }) : t('topbar.userMenuUnnamed')}
              variant="ghost"
              className="hidden shrink-0 @2xl/topbar:flex"
            >
              {data ? (
                <>
                  <Avatar name={name} src={data.userInfo.avatarUrl} size="sm" aria-hidden="true" />
                  <span className="max-w-40 truncate text-sm">{name}</span>
                </>
              ) : (
                <UserRound aria-hidden="true" className="size-4" />
              )}
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end" onCloseAutoFocus={openChosenDialog}>
              {userItems}
            </DropdownMenuContent>
          </DropdownMenu>
        ) : null}
        {token ? <MyAppsDialog isOpen={appsOpen} onClose={() => setAppsOpen(false)} /> : null}
      </div>
    </header>
  );
}
