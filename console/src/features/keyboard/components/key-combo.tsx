import { useT } from '../../../i18n';
import { comboKeys, type Shortcut } from '../../../lib/shortcuts';

/** The key combinations of `shortcut` as `<kbd>` elements, "or" between alternatives. */
export function ShortcutKeys({ shortcut }: { shortcut: Shortcut }) {
  const t = useT();
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      {shortcut.keys.map((combo, index) => (
        <span key={index} className="inline-flex items-center gap-1">
          {index > 0 ? <span className="text-muted-foreground">{t('keys.or')}</span> : null}
          <kbd className="inline-flex gap-0.5">
            {comboKeys(combo).map((key) => (
              <kbd
                key={key}
                className="rounded min-w-6 border border-border bg-muted px-1.5 py-0.5 text-center font-mono text-xs text-foreground"
              >
                {key}
              </kbd>
            ))}
          </kbd>
        </span>
      ))}
    </span>
  );
}

/** How a shortcut reads in an accessible name: "Ctrl+K", "Alt+Shift+T or …". */
export function shortcutText(shortcut: Shortcut, or: string): string {
  return shortcut.keys.map((combo) => comboKeys(combo).join('+')).join(` ${or} `);
}
