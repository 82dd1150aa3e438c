import { applyTheme, resetTheme, THEME_STYLE_ID } from '@workbench/tokens';
import { DEFAULT_PRIMARY, THEME_KEY } from './theme';

/**
 * Applies a brand colour to the page (contrast-clamped by `@workbench/tokens`) and saves it;
 * the default colour removes the runtime theme instead.
 *
 * @throws {TypeError} when `primary` is not a colour; the page keeps its theme.
 */
export function applyBrand(primary: string): void {
  if (primary.toLowerCase() === DEFAULT_PRIMARY.toLowerCase()) {
    resetTheme();
    window.localStorage.removeItem(THEME_KEY);
    return;
  }
  applyTheme({ primary });
  const css = document.getElementById(THEME_STYLE_ID)?.textContent ?? '';
  try {
    window.localStorage.setItem(THEME_KEY, JSON.stringify({ primary, css }));
  } catch (error) {
    console.warn('theme: could not save the brand colour', error);
  }
}
