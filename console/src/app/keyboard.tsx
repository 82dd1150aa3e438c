import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { useT } from '../i18n';
import {
  isCharacterKeyShortcut,
  isTypingTarget,
  matchesShortcut,
  SHORTCUTS,
  widgetScopeOf,
  type WidgetScope,
} from '../lib/shortcuts';
import { announce } from '../stores/announcer';
import { settingsStore } from '../stores/settings';
import { tagsViewStore, lastClosedView, viewHref, type VisitedView } from '../stores/tags-view';
import { useViewNames } from './view-names';

// Loaded on first use, with the pinyin dictionary, so the work bench's first load stays in its
// budget (scripts/size.mjs).
const CommandPalette = lazy(() => import('../features/keyboard/components/command-palette'));
const ShortcutSheet = lazy(() => import('../features/keyboard/components/shortcut-sheet'));

/** The shortcuts the console handles itself; each needs an action below. */
type ConsoleShortcut = Extract<(typeof SHORTCUTS)[number], { scope: 'console' }>;
const CONSOLE_SHORTCUTS = SHORTCUTS.filter((entry): entry is ConsoleShortcut => entry.scope === 'console');
type ConsoleShortcutId = ConsoleShortcut['id'];

/** A dialog loaded on first use: nothing until then, so its code is not fetched before. */
function Deferred({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary fallback={null} onError={(error) => console.error('keyboard dialog failed:', error)}>
      <Suspense fallback={null}>{children}</Suspense>
    </ErrorBoundary>
  );
}

/**
 * The console's own shortcuts (docs/behaviour.md, "Keyboard"; the registry in lib/shortcuts.ts):
 * Ctrl+K / Cmd+K opens or closes the command palette, anywhere, even in a field; Alt+Shift+T
 * reopens the last closed tag at its address, with its state when it was cached; `?` opens the
 * shortcut sheet for the widget that has focus. The last two never fire while typing in a field,
 * and `?` not at all once single-character shortcuts are turned off (WCAG 2.2 SC 2.1.4).
 */
export function KeyboardShortcuts() {
  const t = useT();
  const [, navigate] = useLocation();
  const nameOf = useViewNames();
  const { visitedViews, closedViews } = useSnapshot(tagsViewStore);
  // `null` until first opened, so the dialog's code loads only then.
  const [palette, setPalette] = useState<boolean | null>(null);
  const [sheet, setSheet] = useState<{ open: boolean; widget: WidgetScope | null } | null>(null);

  const reopen = useCallback(() => {
    const view = lastClosedView();
    if (view) navigate(viewHref(view));
    else announce(t('keys.nothingToReopen'));
  }, [navigate, t]);

  const showShortcuts = useCallback((widget: WidgetScope | null) => setSheet({ open: true, widget }), []);

  useEffect(() => {
    const actions: Record<ConsoleShortcutId, (event: KeyboardEvent) => void> = {
      palette: () => setPalette((open) => !open),
      reopenTag: (event) => {
        if (!event.repeat) reopen();
      },
      shortcuts: () => showShortcuts(widgetScopeOf(document.activeElement)),
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const entry = CONSOLE_SHORTCUTS.find((candidate) => matchesShortcut(event, candidate));
      if (!entry || (!('inFields' in entry && entry.inFields) && isTypingTarget(event.target))) return;
      if (!settingsStore.characterKeys && isCharacterKeyShortcut(entry)) return;
      event.preventDefault();
      actions[entry.id](event);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [reopen, showShortcuts]);

  // A view whose name is not known yet (routes still loading) is left out until it is.
  const paletteViews = (views: readonly VisitedView[]) =>
    views.flatMap((view) => {
      const label = nameOf(view);
      return label === undefined ? [] : [{ key: view.key, label, href: viewHref(view) }];
    });

  return (
    <>
      {palette !== null ? (
        <Deferred>
          <CommandPalette
            isOpen={palette}
            onOpenChange={setPalette}
            tags={paletteViews(visitedViews)}
            recent={paletteViews(closedViews).reverse()}
            onNavigate={navigate}
            onReopen={reopen}
            onShowShortcuts={() => showShortcuts(null)}
          />
        </Deferred>
      ) : null}
      {sheet !== null ? (
        <Deferred>
          <ShortcutSheet
            isOpen={sheet.open}
            widget={sheet.widget}
            onOpenChange={(open) => setSheet({ open, widget: sheet.widget })}
          />
        </Deferred>
      ) : null}
    </>
  );
}
