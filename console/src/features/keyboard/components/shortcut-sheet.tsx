import { Dialog, Switch } from '@workbench/design-system';
import { useId } from 'react';
import { useSnapshot } from 'valtio';
import { useT, type MessageKey } from '../../../i18n';
import { SHORTCUTS, type Shortcut, type WidgetScope } from '../../../lib/shortcuts';
import { settingsStore } from '../../../stores/settings';
import { ShortcutKeys } from './key-combo';

/** The names of the widgets that have keys of their own. */
const WIDGET_NAMES: Record<WidgetScope, MessageKey> = {
  tagBar: 'keys.scope.tagBar',
  sidebar: 'keys.scope.sidebar',
  grid: 'keys.scope.grid',
  tree: 'keys.scope.tree',
};

function ShortcutTable({ caption, shortcuts }: { caption: string; shortcuts: readonly Shortcut[] }) {
  const t = useT();
  return (
    <table className="mb-4 w-full text-left text-sm">
      <caption className="mb-2 text-left font-semibold">{caption}</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">{t('keys.keysHeader')}</th>
          <th scope="col">{t('keys.actionHeader')}</th>
        </tr>
      </thead>
      <tbody>
        {shortcuts.map((entry) => (
          <tr key={entry.id} className="border-t border-border">
            <td className="py-1.5 pe-4 align-top whitespace-nowrap">
              <ShortcutKeys shortcut={entry} />
            </td>
            <td className="py-1.5">{t(entry.label)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The shortcut sheet (docs/behaviour.md, "Keyboard"), a modal dialog opened by `?`: every
 * shortcut of the console, and those of the widget that had focus when it opened (`widget`),
 * read from the one registry (lib/shortcuts.ts). Escape closes it and focus returns there. Its
 * switch turns single-character shortcuts off and on (WCAG 2.2 SC 2.1.4); the sheet stays
 * reachable from the command palette when they are off.
 */
export default function ShortcutSheet({
  isOpen,
  onOpenChange,
  widget,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  widget: WidgetScope | null;
}) {
  const t = useT();
  const { characterKeys } = useSnapshot(settingsStore);
  const helpId = useId();
  return (
    <Dialog title={t('keys.sheetTitle')} closeLabel={t('keys.close')} isOpen={isOpen} onOpenChange={onOpenChange}>
      <ShortcutTable caption={t('keys.console')} shortcuts={SHORTCUTS.filter((entry) => entry.scope === 'console')} />
      {widget ? (
        <ShortcutTable
          caption={t('keys.widget', { widget: t(WIDGET_NAMES[widget]) })}
          shortcuts={SHORTCUTS.filter((entry) => entry.scope === widget)}
        />
      ) : null}
      <Switch
        isSelected={characterKeys}
        onChange={(selected) => {
          settingsStore.characterKeys = selected;
        }}
        aria-describedby={helpId}
      >
        {t('keys.characterKeys')}
      </Switch>
      <p id={helpId} className="mt-1 text-sm text-muted-foreground">
        {t('keys.characterKeysHelp')}
      </p>
    </Dialog>
  );
}
