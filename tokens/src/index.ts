/**
 * Workbench design tokens: 12-step OKLCH colour scales, WCAG-clamped semantic colour pairs,
 * radius, spacing, type, shadow, motion and z-index, with the CSS they compile to.
 *
 * CSS entry points: `@workbench/tokens/tokens.css` (the variables) and
 * `@workbench/tokens/theme.css` (the Tailwind v4 `@theme inline` mapping and `dark:` variant).
 *
 * @packageDocumentation
 */
export {
  CHART_MIN_DISTANCE,
  CHART_SERIES_COUNT,
  CHART_TOKENS,
  closestPair,
  createChartPalette,
  type ChartToken,
} from './chart';
export { formatOklch, toDisplayable, toOklch, type ColourInput } from './colour';
export {
  AA_NON_TEXT,
  AA_TEXT,
  LIGHT_SOLID_THRESHOLD,
  contrastRatio,
  contrastSafe,
  meetsContrast,
  readableForeground,
} from './contrast';
export {
  SCALE_STEPS,
  SCALE_STEP_ROLES,
  createNeutralScale,
  createScale,
  type ColorMode,
  type Scale,
  type ScaleStep,
} from './scale';
export {
  CONTRAST_PAIRS,
  DEFAULT_BRAND,
  SEMANTIC_TOKENS,
  STATUS_SEEDS,
  STATUS_TONES,
  auditContrast,
  createTheme,
  type ContrastPair,
  type ModeTheme,
  type SemanticToken,
  type StatusTone,
  type Theme,
  type ThemeOptions,
} from './semantic';
export { fontFamily, fontSize, fontWeight, motion, radius, shadow, spacing, zIndex } from './foundations';
export { DARK_SELECTOR, LIGHT_SELECTOR, SYSTEM_DARK_SELECTOR, colourCss, themeCss, tokensCss } from './css';
export { THEME_STYLE_ID, applyTheme, resetTheme } from './apply-theme';
