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
import { useRef, useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { logout } from '../../../api/session';
import { useUserDetail } from '../../../api/user-info';
import { LanguageSwitch } from '../../../components/language-switch';
import { paths, PORTAL_HREF } from '../../../config/paths';
import { useT } from '../../../i18n';
import { notify } from '../../../stores/feedback';
import { sessionStore } from '../../../stores/session';
import { AppearanceMenu } from './appearance-menu';
import { CompanyMenu } from './company-menu';
import { FullscreenToggle } from './fullscreen-toggle';
import { MoreMenu } from './more-menu';
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
 * personal information, my applications (`onApps`, which the menu opens once closed), help and log
 * out. Log out does not wait for the user's details, so it stays reachable while they load or fail.
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
      <DropdownMenuItem onSelect={() => notify({ tone: 'info', key: 'feedback.helpUnfinished' })}>
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
 * The top bar (docs/behaviour.md, "Layout"): sidebar toggle, portal and work-bench links, company switcher,
 * what the app adds (`extras`: the live status and the messages button), language, fullscreen,
 * and the user menu with the avatar (personal information, my applications, help, log out).
 *
 * It is the `topbar` size container: narrower than 42 rem (672 px; a 320 px window, WCAG 2.2
 * SC 1.4.10 Reflow) it keeps the menu button, the work-bench link and the messages button, and
 * moves the rest, the user menu's items included, into the overflow {@link MoreMenu}. Only CSS
 * container queries switch the two, so nothing is measured in script.
 */
export function TopBar({ menu, extras }: { menu: MenuToggle; extras?: ReactNode }) {
  const t = useT();
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
    <header className="@container/topbar flex h-14 items-center gap-2 border-b border-border bg-surface px-2 @2xl/topbar:gap-4 @2xl/topbar:px-4">
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
      <nav aria-label={t('topbar.links')} className="flex min-w-0 items-center gap-4">
        <span className="hidden @2xl/topbar:contents">
          <Link href={PORTAL_HREF} target="_blank" externalLabel={t('nav.external')}>
            {t('topbar.portal')}
          </Link>
        </span>
        <Link href={paths.index.href()}>{t('topbar.workbench')}</Link>
      </nav>
      <div className="ml-auto flex items-center gap-2">
        {data ? (
          <span className="hidden @2xl/topbar:contents">
            <CompanyMenu currentAccount={data.account.account} />
          </span>
        ) : null}
        {extras}
        {/* Hidden, not unmounted, at narrow widths: the appearance menu follows the company's colour. */}
        <span className="hidden @2xl/topbar:contents">
          <LanguageSwitch />
          <AppearanceMenu />
          <FullscreenToggle />
        </span>
        <MoreMenu currentAccount={data?.account.account ?? null} onCloseAutoFocus={openChosenDialog}>
          {userItems}
        </MoreMenu>
        {userItems ? (
          <DropdownMenu>
            <DropdownMenuTrigger
              aria-label={name ? t('topbar.userMenu', { name }) : t('topbar.userMenuUnnamed')}
              variant="ghost"
              className="hidden @2xl/topbar:flex"
            >
              {data ? (
                <>
                  <Avatar name={name} src={data.userInfo.avatarUrl} size="sm" aria-hidden="true" />
                  <span className="text-sm">{name}</span>
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
