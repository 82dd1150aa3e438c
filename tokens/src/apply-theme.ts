import { colourCss } from './css';
import { createTheme, type Theme, type ThemeOptions } from './semantic';

/** `id` of the `<style>` element that holds a runtime theme. */
export const THEME_STYLE_ID = 'workbench-theme';

/**
 * Applies a brand colour at run time (the console's theme picker): derives the theme with
 * {@link createTheme} and writes the same colour CSS the build writes into a
 * `<style id="workbench-theme">` at the end of `<head>`, so it overrides `tokens.css` for light,
 * dark, system-dark and forced colours alike. Calling it again replaces the previous theme.
 *
 * @param options - `{ primary }`, any CSS colour (default `#409EFF`).
 * @param target - the document to theme. @default document
 * @param nonce - CSP nonce for the style element, when the page's `style-src` requires one.
 * @returns the derived theme (its tokens are contrast-clamped to WCAG AA).
 * @throws {TypeError} when `primary` is not a colour (the page keeps its current theme).
 */
export function applyTheme(options: ThemeOptions, target: Document = document, nonce?: string): Theme {
  const theme = createTheme(options);
  let style = target.getElementById(THEME_STYLE_ID);
  if (!style) {
    style = target.createElement('style');
    style.id = THEME_STYLE_ID;
    if (nonce) style.setAttribute('nonce', nonce);
    target.head.append(style);
  }
  style.textContent = colourCss(theme);
  return theme;
}

/**
 * Removes a runtime theme so the built default (`tokens.css`) applies again.
 *
 * @param target - the document. @default document
 */
export function resetTheme(target: Document = document): void {
  target.getElementById(THEME_STYLE_ID)?.remove();
}
