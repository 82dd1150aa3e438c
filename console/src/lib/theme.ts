/**
 * The brand colour and the light/dark choice, kept in local storage for
 * `public/theme-boot.js`, which puts them back before the first paint (no flash of the
 * default colour on reload). These two keys are stored plainly, not through `storage.ts`: the
 * boot script runs before any bundle and cannot decrypt, and neither value is personal.
 * Applying a colour needs the tokens' colour maths, so it lives in `apply-brand.ts`, loaded on
 * demand to keep it out of the first render's bundle.
 */

/** Local-storage key of the saved theme: `{primary, css}`. */
export const THEME_KEY = 'workbench-theme';

/** Local-storage key of the light/dark choice. */
export const COLOR_SCHEME_KEY = 'workbench-color-scheme';

/** How the interface picks light or dark: the system's choice unless the user made one. */
export type ColorScheme = 'system' | 'light' | 'dark';

/** The default brand colour (docs/behaviour.md, "Formats and limits"); the same value as the tokens' `DEFAULT_BRAND`. */
export const DEFAULT_PRIMARY = '#409EFF';

/** The brand colour in force: the saved one, else the default `#409EFF`. */
export function savedPrimary(): string {
  try {
    const saved = JSON.parse(window.localStorage.getItem(THEME_KEY) ?? 'null') as { primary?: unknown } | null;
    return typeof saved?.primary === 'string' ? saved.primary : DEFAULT_PRIMARY;
  } catch {
    return DEFAULT_PRIMARY;
  }
}

/** The saved light/dark choice; anything unknown reads as `system`. */
export function savedColorScheme(): ColorScheme {
  const value = window.localStorage.getItem(COLOR_SCHEME_KEY);
  return value === 'light' || value === 'dark' ? value : 'system';
}

/** Applies and saves the light/dark choice (`data-theme` on `<html>`, read by the tokens' CSS). */
export function applyColorScheme(scheme: ColorScheme): void {
  if (scheme === 'system') {
    document.documentElement.removeAttribute('data-theme');
    window.localStorage.removeItem(COLOR_SCHEME_KEY);
  } else {
    document.documentElement.setAttribute('data-theme', scheme);
    window.localStorage.setItem(COLOR_SCHEME_KEY, scheme);
  }
}
