import {
  Button,
  DialogTrigger,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@workbench/design-system';
import { Palette, SunMoon } from 'lucide-react';
import { lazy, Suspense, use, useEffect, useId, useState } from 'react';
import { OverlayTriggerStateContext } from 'react-aria-components';
import { ErrorBoundary } from 'react-error-boundary';
import { useSnapshot } from 'valtio';
import { useCompanyTheme } from '../../../api/theme';
import { useT, type MessageKey } from '../../../i18n';
import { DEFAULT_PRIMARY, type ColorScheme } from '../../../lib/theme';
import { notify } from '../../../stores/feedback';
import { sessionStore } from '../../../stores/session';
import { setColorScheme, setPrimary, settingsStore } from '../../../stores/settings';

/** The light/dark choices and their labels. */
const SCHEMES: readonly { scheme: ColorScheme; label: MessageKey }[] = [
  { scheme: 'system', label: 'appearance.system' },
  { scheme: 'light', label: 'appearance.light' },
  { scheme: 'dark', label: 'appearance.dark' },
];

/**
 * The theme dialog's code: the picker and the tokens' colour maths, which no page needs before
 * someone opens it, so they stay out of the work bench's first load (docs/architecture.md,
 * "Stable work bench"). Fetched when the theme button is hovered or focused, or the overflow
 * menu's theme item chosen, so it is usually there when the dialog opens.
 */
const loadThemeDialog = () => import('./theme-dialog');
const LazyThemeDialog = lazy(loadThemeDialog);

/** Starts fetching the theme dialog's code; a failure is said when the dialog opens, not here. */
export function prefetchThemeDialog(): void {
  loadThemeDialog().catch(() => undefined);
}

/**
 * The theme-colour picker in a dialog (`theme-dialog.tsx`): nothing until it is
 * first opened, by its `DialogTrigger` or by `isOpen` (the top bar's overflow menu opens it once
 * the menu has closed); then the dialog, which opens once its code is there and takes focus.
 */
export function ThemeDialog({ isOpen, onOpenChange }: { isOpen?: boolean; onOpenChange?: (open: boolean) => void }) {
  const trigger = use(OverlayTriggerStateContext);
  const open = isOpen ?? trigger?.isOpen ?? false;
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  // Code that cannot load (the network went, or the console was updated meanwhile) says so and
  // leaves the rest of the top bar working.
  return (
    <ErrorBoundary
      fallback={null}
      onError={(error) => {
        console.error('theme dialog failed:', error);
        notify({ tone: 'error', key: 'state.screenFailed' });
        if (isOpen === undefined) trigger?.close();
        else onOpenChange?.(false);
      }}
    >
      <Suspense fallback={null}>
        <LazyThemeDialog isOpen={isOpen} onOpenChange={onOpenChange} />
      </Suspense>
    </ErrorBoundary>
  );
}

/**
 * The light / dark / system choice as menu radio items (`menuitemradio`, the current one checked)
 * headed by "外观" / "Appearance", for the appearance menu and the top bar's overflow menu.
 */
export function SchemeChoices() {
  const t = useT();
  const { colorScheme } = useSnapshot(settingsStore);
  const labelId = useId();
  return (
    <>
      <DropdownMenuLabel id={labelId}>{t('appearance.scheme')}</DropdownMenuLabel>
      <DropdownMenuRadioGroup
        aria-labelledby={labelId}
        value={colorScheme}
        onValueChange={(value) => setColorScheme(value as ColorScheme)}
      >
        {SCHEMES.map(({ scheme, label }) => (
          <DropdownMenuRadioItem key={scheme} value={scheme}>
            {t(label)}
          </DropdownMenuRadioItem>
        ))}
      </DropdownMenuRadioGroup>
    </>
  );
}

/**
 * The theme controls of the top bar (docs/behaviour.md, "Layout"): the theme-colour picker in a
 * dialog ({@link ThemeDialog}) and the light / dark / system choice. The colour the signed-in
 * company shares is followed on load. At narrow widths the top bar hides these buttons with CSS
 * and its overflow menu offers both; this stays mounted, so the company's colour is still followed.
 */
export function AppearanceMenu() {
  const t = useT();
  const { token } = useSnapshot(sessionStore);
  const { data: companyTheme } = useCompanyTheme(Boolean(token));

  // The colour the company shares wins over the one saved in this browser; null is the default.
  useEffect(() => {
    if (!companyTheme) return;
    const shared = companyTheme.primary ?? DEFAULT_PRIMARY;
    if (shared.toLowerCase() !== settingsStore.primary.toLowerCase()) void setPrimary(shared);
  }, [companyTheme]);

  return (
    <>
      <DialogTrigger>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('appearance.theme')}
          onHoverStart={prefetchThemeDialog}
          onFocus={prefetchThemeDialog}
        >
          <Palette aria-hidden="true" className="size-4" />
        </Button>
        <ThemeDialog />
      </DialogTrigger>
      <DropdownMenu>
        <DropdownMenuTrigger variant="icon" aria-label={t('appearance.scheme')}>
          <SunMoon aria-hidden="true" className="size-4" />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <SchemeChoices />
        </DropdownMenuContent>
      </DropdownMenu>
    </>
  );
}
