import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@workbench/design-system';
import { Ellipsis, ExternalLink, LoaderCircle, Palette, Wifi, WifiOff } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { LanguageChoices } from '../../../components/language-switch';
import { PORTAL_HREF } from '../../../config/paths';
import { useT } from '../../../i18n';
import { LIVE_STATUS_LABEL, liveSocketStore } from '../../../stores/live-socket';
import { sessionStore } from '../../../stores/session';
import { SchemeChoices, ThemeDialog } from './appearance-menu';
import { CompanyChoices, useCompanies } from './company-menu';
import { useFullscreen } from './fullscreen-toggle';

const LIVE_ICON = { connecting: LoaderCircle, open: Wifi, closed: WifiOff } as const;

/**
 * The top bar's overflow menu at narrow widths (docs/behaviour.md, "Layout"; WCAG 2.2 SC 1.4.10
 * Reflow): an APG menu button "更多" / "More" holding what the wide top bar shows beside the
 * messages button, each with its name and state: the portal link (opens a new
 * tab), the live connection's state, the company switcher (`menuitemradio`, when the account has
 * several), the language (`menuitemradio`, the current one checked), the theme colour (opens its
 * dialog once the menu has closed and handed focus back, so the dialog returns focus to this
 * button), the light / dark / system choice (`menuitemradio`), full screen (`menuitemcheckbox`)
 * and, last, the user menu's items (`children`). It shows only below the top bar's breakpoint (its `topbar` container, 42 rem), with CSS.
 */
export function MoreMenu({
  currentAccount,
  onCloseAutoFocus,
  children,
}: {
  /** The signed-in company account, once known: its companies are offered when there are several. */
  currentAccount: string | null;
  /** Called once the menu has closed and focus is back on its button (to open a dialog chosen in `children`). */
  onCloseAutoFocus: () => void;
  /** The user menu's items, last, when signed in. */
  children?: ReactNode;
}) {
  const t = useT();
  const { token } = useSnapshot(sessionStore);
  const { state } = useSnapshot(liveSocketStore);
  const companies = useCompanies(currentAccount ?? '');
  const fullscreen = useFullscreen();
  const [themeOpen, setThemeOpen] = useState(false);
  const themeChosen = useRef(false);
  const LiveIcon = LIVE_ICON[state];
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger variant="icon" aria-label={t('topbar.more')} className="@2xl/topbar:hidden">
          <Ellipsis aria-hidden="true" className="size-4" />
        </DropdownMenuTrigger>
        <DropdownMenuContent
          align="end"
          onCloseAutoFocus={() => {
            onCloseAutoFocus();
            if (!themeChosen.current) return;
            themeChosen.current = false;
            setThemeOpen(true);
          }}
        >
          <DropdownMenuItem asChild>
            <a href={PORTAL_HREF} target="_blank" rel="noopener noreferrer">
              {t('topbar.portal')}
              <span className="sr-only">{t('nav.external')}</span>
              <ExternalLink aria-hidden="true" className="ms-auto size-4" />
            </a>
          </DropdownMenuItem>
          {token ? (
            // The state, as a menu item so arrow keys reach it; choosing it keeps the menu open.
            <DropdownMenuItem onSelect={(event) => event.preventDefault()}>
              <LiveIcon aria-hidden="true" className="size-4" />
              {t(LIVE_STATUS_LABEL[state])}
            </DropdownMenuItem>
          ) : null}
          {companies ? (
            <>
              <DropdownMenuSeparator />
              <CompanyChoices {...companies} />
            </>
          ) : null}
          <DropdownMenuSeparator />
          <LanguageChoices />
          <DropdownMenuSeparator />
          <DropdownMenuItem
            onSelect={() => {
              themeChosen.current = true;
            }}
          >
            <Palette aria-hidden="true" className="size-4" />
            {t('appearance.theme')}
          </DropdownMenuItem>
          <SchemeChoices />
          <DropdownMenuSeparator />
          <DropdownMenuCheckboxItem checked={fullscreen.active} onCheckedChange={fullscreen.toggle}>
            {t('topbar.fullscreen')}
          </DropdownMenuCheckboxItem>
          {children ? (
            <>
              <DropdownMenuSeparator />
              {children}
            </>
          ) : null}
        </DropdownMenuContent>
      </DropdownMenu>
      <ThemeDialog isOpen={themeOpen} onOpenChange={setThemeOpen} />
    </>
  );
}
