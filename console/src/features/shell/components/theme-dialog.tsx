import { Dialog, ThemeColorPicker } from '@workbench/design-system';
import { useSnapshot } from 'valtio';
import { updateCompanyTheme, useCompanyTheme } from '../../../api/theme';
import { useT } from '../../../i18n';
import { notify } from '../../../stores/feedback';
import { sessionStore } from '../../../stores/session';
import { setPrimary, settingsStore } from '../../../stores/settings';

/**
 * The theme-colour picker in a dialog (docs/behaviour.md, "Layout"): says in words how readable
 * the page stays with the colour, applies it, keeps it locally and for the company, and says
 * "主题色已更新" / "Theme colour applied". Opened by its `DialogTrigger`, or controlled
 * with `isOpen` / `onOpenChange` (the top bar's overflow menu opens it once the menu has closed).
 */
export default function ThemeDialog({
  isOpen,
  onOpenChange,
}: {
  isOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
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
