import type { MessageKey } from '../i18n';

/**
 * One key combination. `code` names a physical key (`KeyboardEvent.code`, e.g. `KeyK`), so the
 * combination holds whatever the layout types with Alt held (macOS types `ˇ` for Alt+Shift+T);
 * `key` names a typed character or a named key (`KeyboardEvent.key`, e.g. `?`, `Delete`, `F10`).
 * `mod` is Ctrl, or Cmd on macOS. Modifiers not set must not be held, except Shift with a `key`
 * combination (typing `?` needs Shift on most layouts).
 */
export interface KeyCombo {
  code?: string;
  key?: string;
  mod?: boolean;
  alt?: boolean;
  shift?: boolean;
}

/**
 * Where a shortcut works (docs/behaviour.md, "Keyboard"): `console` anywhere in the shell; the
 * others only while focus is in that widget (the tag bar, the sidebar menu, a data grid, a tree).
 */
export type ShortcutScope = 'console' | WidgetScope;

/** The widgets with keys of their own. */
export type WidgetScope = 'tagBar' | 'sidebar' | 'grid' | 'tree';

/** A shortcut of the console: its keys (any of them works) and the message naming what it does. */
export interface Shortcut {
  id: string;
  scope: ShortcutScope;
  keys: readonly KeyCombo[];
  label: MessageKey;
  /**
   * Fires while typing in a field too. Only the palette's Ctrl+K / Cmd+K does: a modifier
   * combination types nothing, and the palette must be reachable from a form (docs/behaviour.md,
   * "Keyboard").
   */
  inFields?: boolean;
}

/**
 * The single registry of the console's shortcuts (docs/behaviour.md, "Keyboard"), read by the
 * handlers, the shortcut sheet and the command palette. The widget keys are those of the WAI-ARIA
 * APG patterns the design system follows (tabs, disclosure navigation, grid, tree view); only the
 * `console` ones are handled by the console itself.
 */
export const SHORTCUTS = [
  { id: 'palette', scope: 'console', keys: [{ code: 'KeyK', mod: true }], label: 'keys.palette', inFields: true },
  { id: 'reopenTag', scope: 'console', keys: [{ code: 'KeyT', alt: true, shift: true }], label: 'keys.reopenTag' },
  { id: 'shortcuts', scope: 'console', keys: [{ key: '?' }], label: 'keys.shortcuts' },
  { id: 'tagMove', scope: 'tagBar', keys: [{ key: 'ArrowLeft' }, { key: 'ArrowRight' }], label: 'keys.tagMove' },
  { id: 'tagEnds', scope: 'tagBar', keys: [{ key: 'Home' }, { key: 'End' }], label: 'keys.tagEnds' },
  { id: 'tagOpen', scope: 'tagBar', keys: [{ key: 'Enter' }, { key: ' ' }], label: 'keys.tagOpen' },
  { id: 'tagClose', scope: 'tagBar', keys: [{ key: 'Delete' }], label: 'keys.tagClose' },
  {
    id: 'tagMenu',
    scope: 'tagBar',
    keys: [{ key: 'F10', shift: true }, { key: 'ContextMenu' }],
    label: 'keys.tagMenu',
  },
  { id: 'menuToggle', scope: 'sidebar', keys: [{ key: 'Enter' }, { key: ' ' }], label: 'keys.menuToggle' },
  { id: 'menuClose', scope: 'sidebar', keys: [{ key: 'Escape' }], label: 'keys.menuClose' },
  {
    id: 'gridMove',
    scope: 'grid',
    keys: [{ key: 'ArrowUp' }, { key: 'ArrowDown' }, { key: 'ArrowLeft' }, { key: 'ArrowRight' }],
    label: 'keys.gridMove',
  },
  { id: 'gridEnds', scope: 'grid', keys: [{ key: 'Home' }, { key: 'End' }], label: 'keys.gridEnds' },
  { id: 'gridPage', scope: 'grid', keys: [{ key: 'PageUp' }, { key: 'PageDown' }], label: 'keys.gridPage' },
  { id: 'gridActivate', scope: 'grid', keys: [{ key: 'Enter' }], label: 'keys.gridActivate' },
  { id: 'treeMove', scope: 'tree', keys: [{ key: 'ArrowUp' }, { key: 'ArrowDown' }], label: 'keys.treeMove' },
  {
    id: 'treeExpand',
    scope: 'tree',
    keys: [{ key: 'ArrowRight' }, { key: 'ArrowLeft' }],
    label: 'keys.treeExpand',
  },
  { id: 'treeSelect', scope: 'tree', keys: [{ key: ' ' }], label: 'keys.treeSelect' },
] as const satisfies readonly Shortcut[];

/** The id of a registered shortcut. */
export type ShortcutId = (typeof SHORTCUTS)[number]['id'];

/** The registered shortcut `id`. */
export function shortcut(id: ShortcutId): Shortcut {
  // The registry holds every id of the type, so the lookup cannot miss.
  return SHORTCUTS.find((entry) => entry.id === id) as Shortcut;
}

/** Whether this browser runs on macOS (or iOS), where `mod` is Cmd. */
export function isApplePlatform(): boolean {
  return typeof navigator !== 'undefined' && /mac|iphone|ipad/i.test(navigator.platform || navigator.userAgent);
}

function matchesCombo(event: KeyboardEvent, combo: KeyCombo, apple: boolean): boolean {
  const mod = apple ? event.metaKey : event.ctrlKey;
  const otherMod = apple ? event.ctrlKey : event.metaKey;
  if (Boolean(combo.mod) !== mod || otherMod || Boolean(combo.alt) !== event.altKey) return false;
  if (combo.code !== undefined) return event.code === combo.code && Boolean(combo.shift) === event.shiftKey;
  if (combo.shift && !event.shiftKey) return false;
  return event.key === combo.key;
}

/** Whether `event` presses one of `entry`'s key combinations (`apple`: `mod` is Cmd). */
export function matchesShortcut(event: KeyboardEvent, entry: Shortcut, apple = isApplePlatform()): boolean {
  return entry.keys.some((combo) => matchesCombo(event, combo, apple));
}

/**
 * Whether `entry` is a character key shortcut of WCAG 2.2 SC 2.1.4: a printable character (a letter,
 * punctuation, a digit or a symbol) with no modifier but Shift. These can be turned off.
 */
export function isCharacterKeyShortcut(entry: Shortcut): boolean {
  return entry.keys.some((combo) => combo.key?.length === 1 && combo.key !== ' ' && !combo.mod && !combo.alt);
}

/** Input types that take no typing, so shortcuts still work while they have focus. */
const NON_TEXT_INPUTS = new Set(['button', 'checkbox', 'radio', 'range', 'reset', 'submit', 'color', 'file', 'image']);

/**
 * Whether `target` takes typing (a text input, a textarea, a select, an editable element): the
 * console's shortcuts stay quiet there, except those with `inFields` (docs/behaviour.md, "Keyboard").
 */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLInputElement) return !NON_TEXT_INPUTS.has(target.type);
  return target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
}

/** Printable names of named keys; the rest print as they are, letters in upper case. */
const KEY_NAMES: Record<string, string> = {
  ArrowLeft: '←',
  ArrowRight: '→',
  ArrowUp: '↑',
  ArrowDown: '↓',
  ' ': 'Space',
  ContextMenu: 'Menu',
};

/**
 * The keys of `combo` as printed in the sheet and the palette: `["Ctrl", "K"]` (`["⌘", "K"]` on
 * macOS), `["Alt", "Shift", "T"]` (`["⌥", "⇧", "T"]`), `["?"]`.
 */
export function comboKeys(combo: KeyCombo, apple = isApplePlatform()): string[] {
  const keys: string[] = [];
  if (combo.mod) keys.push(apple ? '⌘' : 'Ctrl');
  if (combo.alt) keys.push(apple ? '⌥' : 'Alt');
  if (combo.shift) keys.push(apple ? '⇧' : 'Shift');
  const main = combo.code?.replace(/^Key|^Digit/, '') ?? combo.key ?? '';
  keys.push(KEY_NAMES[main] ?? (main.length === 1 ? main.toUpperCase() : main));
  return keys;
}

/**
 * The widget that holds `element` and has keys of its own (docs/behaviour.md, "Keyboard"): the
 * tag bar, the sidebar menu, a data grid or a tree; `null` for none.
 */
export function widgetScopeOf(element: Element | null): WidgetScope | null {
  if (!element) return null;
  if (element.closest('#tags')) return 'tagBar';
  if (element.closest('#menu')) return 'sidebar';
  if (element.closest('[role="treegrid"], [role="tree"]')) return 'tree';
  if (element.closest('[role="grid"]')) return 'grid';
  return null;
}
