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
import { portalHref } from '../../../config/paths';
import { useT } from '../../../i18n';
import { LIVE_STATUS_LABEL, liveSocketStore } from '../../../stores/live-socket';
import { sessionStore } from '../../../stores/session';
import { prefetchThemeDialog, SchemeChoices, ThemeDialog } from './appearance-menu';
import { CompanyChoices, useCompanies } from './company-menu';
import { useFullscreen } from './fullscreen-toggle';

const LIVE_ICON = { connecting: LoaderCircle, open: Wifi, closed: WifiOff } as const;

/**
 * The top bar's layouts that have an overflow menu (docs/behaviour.md, "Layout"): `medium` keeps
 * the company switcher, the live status and the user menu in the bar; `narrow` keeps only the menu
 * button, the work-bench link and the messages button.
 */
export type TopBarLayout = 'narrow' | 'medium';

/**
 * The top bar's overflow menu below its widest layout (docs/behaviour.md, "Layout"; WCAG 2.2 SC
 * 1.4.10 Reflow): an APG menu button "更多" / "More" holding what the wide top bar shows and this
 * `layout` of it does not, each with its name and state: the portal link (opens a new tab); at
 * `narrow` the live connection's state and the company switcher (`menuitemradio`, when the
 * account has several); the language (`menuitemradio`, the current one checked), the theme colour
 * (opens its dialog once the menu has closed and handed focus back, so the dialog returns focus to
 * this button), the light / dark / system choice (`menuitemradio`), full screen
 * (`menuitemcheckbox`) and, at `narrow`, last, the user menu's items (`children`). The button shows
 * only below the top bar's widest layout (its `topbar` container, 56 rem), with CSS.
 */
export function MoreMenu({
  layout,
  currentAccount,
  onCloseAutoFocus,
  children,
}: {
  /** Which of the top bar's layouts is on screen: what the bar itself does not show goes here. */
  layout: TopBarLayout;
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
  const narrow = layout === 'narrow';
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger variant="icon" aria-label={t('topbar.more')} className="shrink-0 @4xl/topbar:hidden">
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
            <a href={portalHref()} target="_blank" rel="noopener noreferrer">
              {t('topbar.portal')}
              <span className="sr-only">{t('nav.external')}</span>
              <ExternalLink aria-hidden="true" className="ms-auto size-4" />
            </a>
          </DropdownMenuItem>
          {token && narrow ? (
            // The state, as a menu item so arrow keys reach it; choosing it keeps the menu open.
            <DropdownMenuItem onSelect={(event) => event.preventDefault()}>
              <LiveIcon aria-hidden="true" className="size-4" />
              {t(LIVE_STATUS_LABEL[state])}
            </DropdownMenuItem>
          ) : null}
          {companies && narrow ? (
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
              prefetchThemeDialog();
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
          {children && narrow ? (
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
