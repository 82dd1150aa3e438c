import { Button, DropdownMenuLabel, DropdownMenuRadioGroup, DropdownMenuRadioItem } from '@workbench/design-system';
import { useId } from 'react';
import { useSnapshot } from 'valtio';
import { LOCALE_TAG, toLanguage, useT, type Language } from '../i18n';
import { setLanguage, settingsStore } from '../stores/settings';

/** Each language by its own name (the same in every catalogue), marked with its `lang`. */
const LANGUAGE_NAME: Record<Language, string> = { zh: '中文', en: 'English' };

/**
 * Switches between Chinese and English (docs/behaviour.md, "Layout"). The button shows the other language's
 * own name, marked with its `lang` so screen readers pronounce it right.
 */
export function LanguageSwitch() {
  const { language } = useSnapshot(settingsStore);
  const t = useT();
  const other = language === 'zh' ? 'en' : 'zh';
  return (
    <Button variant="ghost" size="sm" onPress={() => void setLanguage(other)}>
      <span lang={LOCALE_TAG[other]}>{t('topbar.switchLanguage')}</span>
    </Button>
  );
}

/**
 * The languages as menu radio items headed by "语言" / "Language" (`menuitemradio`, the current one
 * checked), each by its own name with its `lang`: the language switch of the top bar's overflow
 * menu at narrow widths (docs/behaviour.md, "Layout").
 */
export function LanguageChoices() {
  const { language } = useSnapshot(settingsStore);
  const t = useT();
  const labelId = useId();
  return (
    <>
      <DropdownMenuLabel id={labelId}>{t('topbar.language')}</DropdownMenuLabel>
      <DropdownMenuRadioGroup
        aria-labelledby={labelId}
        value={language}
        onValueChange={(value) => void setLanguage(toLanguage(value))}
      >
        {(Object.keys(LANGUAGE_NAME) as Language[]).map((choice) => (
          <DropdownMenuRadioItem key={choice} value={choice} lang={LOCALE_TAG[choice]}>
            {LANGUAGE_NAME[choice]}
          </DropdownMenuRadioItem>
        ))}
      </DropdownMenuRadioGroup>
    </>
  );
}
