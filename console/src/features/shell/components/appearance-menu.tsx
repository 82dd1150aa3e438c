import {
  Button,
  Dialog,
  DialogTrigger,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
  ThemeColorPicker,
} from '@workbench/design-system';
import { Palette, SunMoon } from 'lucide-react';
import { useEffect, useId } from 'react';
import { useSnapshot } from 'valtio';
import { updateCompanyTheme, useCompanyTheme } from '../../../api/theme';
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
 * The theme-colour picker in a dialog (docs/behaviour.md, "Layout"): says in words how readable
 * the page stays with the colour, applies it, keeps it locally and for the company, and says
 * "主题色已更新" / "Theme colour applied". Opened by its `DialogTrigger`, or controlled
 * with `isOpen` / `onOpenChange` (the top bar's overflow menu opens it once the menu has closed).
 */
export function ThemeDialog({ isOpen, onOpenChange }: { isOpen?: boolean; onOpenChange?: (open: boolean) => void }) {
  const t = useT();
  const { primary, colorScheme } = useSnapshot(settingsStore);
  const { token } = useSnapshot(sessionStore);
  const { mutate } = useCompanyTheme(Boolean(token));
  const dark =
    colorScheme === 'dark' || (colorScheme === 'system' && window.matchMedia?.('(prefers-color-scheme: dark)').matches);
  return (
    <Dialog
      title={t('appearance.themeTitle')}
      closeLabel={t('appearance.close')}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
    >
      <ThemeColorPicker
        value={primary}
        mode={dark ? 'dark' : 'light'}
        labels={{
          group: t('appearance.group'),
          swatches: t('appearance.swatches'),
          area: t('appearance.area'),
          hue: t('appearance.hue'),
          hex: t('appearance.hex'),
          apply: t('appearance.apply'),
          invalidHex: t('appearance.invalidHex'),
          // Readability in words, not ratios: the tokens keep text and controls AA whatever the colour.
          contrast: ({ brandPassesText, brandPassesUi }) =>
            t('appearance.readability', { level: brandPassesText ? 'text' : brandPassesUi ? 'ui' : 'adjusted' }),
        }}
        onApply={(result) => {
          if (!result.ok) return;
          void setPrimary(result.hex);
          notify({ tone: 'success', key: 'appearance.applied' });
          void updateCompanyTheme(result.hex)
            .then((saved) => mutate(saved, { revalidate: false }))
            .catch(() => undefined);
        }}
      />
    </Dialog>
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
        <Button variant="ghost" size="icon" aria-label={t('appearance.theme')}>
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
