import { Button } from '@workbench/design-system';
import { useSnapshot } from 'valtio';
import { useT } from '../i18n';
import { setLanguage, settingsStore } from '../stores/settings';

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
      <span lang={other === 'zh' ? 'zh-CN' : 'en'}>{t('topbar.switchLanguage')}</span>
    </Button>
  );
}
