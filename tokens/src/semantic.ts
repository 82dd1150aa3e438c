import { CHART_TOKENS, createChartPalette, type ChartToken } from './chart';
import { formatOklch, toDisplayable, toOklch, type ColourInput } from './colour';
import { AA_NON_TEXT, AA_TEXT, contrastRatio, contrastSafe, readableForeground } from './contrast';
import { createNeutralScale, createScale, type ColorMode, type Scale } from './scale';

/** The default brand colour (docs/behaviour.md, "Formats and limits"). */
export const DEFAULT_BRAND = '#409EFF';

/**
 * Seeds of the status scales, from the platform's existing palette (Element Plus): danger, success,
 * warning, info. They go through the same scale and contrast clamps as the brand.
 */
export const STATUS_SEEDS = {
  destructive: '#F56C6C',
  success: '#67C23A',
  warning: '#E6A23C',
  info: '#909399',
} as const;

/** A status tone with a solid, a foreground on that solid, and a text colour for the page. */
export type StatusTone = keyof typeof STATUS_SEEDS;

/** The status tones in order. */
export const STATUS_TONES = Object.keys(STATUS_SEEDS) as StatusTone[];

/**
 * The semantic colour tokens, emitted as CSS variables `--<name>` and Tailwind colours `<utility>-<name>`.
 *
 * - `background` / `foreground`: the page.
 * - `surface` / `surface-foreground`: cards, popovers, menus (Tailwind also maps `card` and `popover` to it).
 * - `muted` / `muted-foreground`: quiet fills and secondary text (the text also reads on background and surface).
 * - `secondary` / `secondary-foreground`: neutral buttons.
 * - `primary` / `primary-foreground`: the brand solid behind text (clamped for AA) and the text on it;
 *   `primary-hover` is the solid when hovered or pressed, moved further from the text so it still passes.
 * - `primary-text`: brand-coloured text and links on the page (background, surface, muted, accent).
 * - `accent` / `accent-foreground`: hovered and current items (menus, sidebar).
 * - `brand`: the pure brand colour, for places where no text sits on it (charts, decoration).
 * - `border`: decorative dividers; `input`: form control boundaries (3:1); `ring`: focus indicator (3:1).
 * - `destructive`, `success`, `warning`, `info`: solid + `-foreground` + `-hover` + `-text` (text on the page).
 * - `chart-1` … `chart-6`: the categorical series of charts, distinct hues at one lightness, each
 *   3:1 on the page and the card (`createChartPalette`).
 */
export type SemanticToken =
  | 'background'
  | 'foreground'
  | 'surface'
  | 'surface-foreground'
  | 'muted'
  | 'muted-foreground'
  | 'secondary'
  | 'secondary-foreground'
  | 'primary'
  | 'primary-foreground'
  | 'primary-hover'
  | 'primary-text'
  | 'accent'
  | 'accent-foreground'
  | 'brand'
  | 'border'
  | 'input'
  | 'ring'
  | ChartToken
  | StatusTone
  | `${StatusTone}-foreground`
  | `${StatusTone}-hover`
  | `${StatusTone}-text`;

/** Every semantic token name, in emission order. */
export const SEMANTIC_TOKENS: readonly SemanticToken[] = [
  'background',
  'foreground',
  'surface',
  'surface-foreground',
  'muted',
  'muted-foreground',
  'secondary',
  'secondary-foreground',
  'primary',
  'primary-foreground',
  'primary-hover',
  'primary-text',
  'accent',
  'accent-foreground',
  'brand',
  'border',
  'input',
  'ring',
  ...CHART_TOKENS,
  ...STATUS_TONES.flatMap((tone) => [tone, `${tone}-foreground`, `${tone}-hover`, `${tone}-text`] as SemanticToken[]),
];

/** One colour pair that must reach a WCAG 2 contrast ratio. */
export interface ContrastPair {
  /** The token drawn on top (text, ring, input border). */
  readonly foreground: SemanticToken;
  /** The token underneath. */
  readonly background: SemanticToken;
  /** 4.5 for text (SC 1.4.3), 3 for UI components and focus indicators (SC 1.4.11). */
  readonly minRatio: number;
}

const PAGE: readonly SemanticToken[] = ['background', 'surface'];
const QUIET: readonly SemanticToken[] = ['background', 'surface', 'muted'];

/**
 * Every pair the theme promises to keep at WCAG AA in both modes; the tests check them all for the
 * default brand and for random brands.
 */
export const CONTRAST_PAIRS: readonly ContrastPair[] = [
  ...pairs('foreground', ['background', 'surface', 'muted', 'secondary', 'accent'], AA_TEXT),
  ...pairs('surface-foreground', ['surface'], AA_TEXT),
  ...pairs('muted-foreground', QUIET, AA_TEXT),
  ...pairs('secondary-foreground', ['secondary'], AA_TEXT),
  ...pairs('primary-foreground', ['primary', 'primary-hover'], AA_TEXT),
  ...pairs('primary-text', [...QUIET, 'accent'], AA_TEXT),
  ...pairs('accent-foreground', ['accent'], AA_TEXT),
  ...STATUS_TONES.flatMap((tone) => [
    ...pairs(`${tone}-foreground`, [tone, `${tone}-hover`], AA_TEXT),
    ...pairs(`${tone}-text`, QUIET, AA_TEXT),
  ]),
  ...pairs('ring', PAGE, AA_NON_TEXT),
  ...pairs('input', PAGE, AA_NON_TEXT),
  ...CHART_TOKENS.flatMap((token) => pairs(token, PAGE, AA_NON_TEXT)),
];

/** The colours of one mode: the scales and the semantic tokens (CSS `oklch()` strings). */
export interface ModeTheme {
  readonly mode: ColorMode;
  /** The brand scale (`--brand-1` … `--brand-12`). */
  readonly brandScale: Scale;
  /** The neutral scale tinted with the brand hue (`--neutral-1` … `--neutral-12`). */
  readonly neutralScale: Scale;
  /** The semantic tokens. */
  readonly tokens: Readonly<Record<SemanticToken, string>>;
  /** Colour of drop shadows in this mode. */
  readonly shadowColour: string;
}

/** A full colour theme: the brand it came from and both modes. */
export interface Theme {
  /** The brand colour as given (normalised to `oklch()`). */
  readonly brand: string;
  readonly light: ModeTheme;
  readonly dark: ModeTheme;
}

/** Options of {@link createTheme}. */
export interface ThemeOptions {
  /**
   * The brand colour, any CSS colour.
   * @default DEFAULT_BRAND ("#409EFF")
   */
  primary?: ColourInput;
}

/**
 * Derives the full colour theme (both modes) from a brand colour.
 *
 * The brand becomes a 12-step scale; the solid behind text (`primary`), the brand text on the page
 * (`primary-text`) and the focus ring (`ring`) are clamped in OKLCH lightness with
 * {@link contrastSafe} until every pair in {@link CONTRAST_PAIRS} reaches WCAG AA
 * (docs/architecture.md, "Theming"). The pure brand stays available as `brand`.
 *
 * @throws {TypeError} when `primary` is not a colour.
 */
export function createTheme(options: ThemeOptions = {}): Theme {
  const brand = formatOklch(toOklch(options.primary ?? DEFAULT_BRAND));
  return { brand, light: createModeTheme(brand, 'light'), dark: createModeTheme(brand, 'dark') };
}

/**
 * Checks a mode's tokens against {@link CONTRAST_PAIRS}.
 *
 * @returns one entry per pair with the measured ratio and whether it passes.
 */
export function auditContrast(theme: ModeTheme): (ContrastPair & { ratio: number; passes: boolean })[] {
  return CONTRAST_PAIRS.map((pair) => {
    const ratio = contrastRatio(theme.tokens[pair.foreground], theme.tokens[pair.background]);
    return { ...pair, ratio, passes: ratio >= pair.minRatio };
  });
}

// A hair above the WCAG minimum so that a browser's own colour rounding cannot drop a pair below it.
const MARGIN = 0.02;

function createModeTheme(brand: string, mode: ColorMode): ModeTheme {
  const brandScale = createScale(brand, mode);
  const neutralScale = createNeutralScale(brand, mode);
  const text = AA_TEXT + MARGIN;
  const ui = AA_NON_TEXT + MARGIN;

  const background = mode === 'light' ? neutralScale[2] : neutralScale[1];
  const surface = mode === 'light' ? 'oklch(1 0 0)' : neutralScale[2];
  const muted = neutralScale[3];
  const secondary = neutralScale[4];
  const accent = brandScale[3];
  const quiet = [background, surface, muted];

  const primaryForeground = readableForeground(brandScale[9]);
  const primary = contrastSafe(brandScale[9], primaryForeground, text);
  const status = Object.fromEntries(
    STATUS_TONES.flatMap((tone) => {
      const scale = createScale(STATUS_SEEDS[tone], mode);
      const foreground = readableForeground(scale[9]);
      const solid = contrastSafe(scale[9], foreground, text);
      return [
        [tone, solid],
        [`${tone}-foreground`, foreground],
        [`${tone}-hover`, hoverOf(solid, foreground)],
        [`${tone}-text`, contrastSafe(scale[11], quiet, text)],
      ];
    }),
  ) as Record<`${StatusTone}${'' | '-foreground' | '-hover' | '-text'}`, string>;

  const tokens: Record<SemanticToken, string> = {
    background,
    foreground: contrastSafe(neutralScale[12], [background, surface, muted, secondary, accent], text),
    surface,
    'surface-foreground': contrastSafe(neutralScale[12], surface, text),
    muted,
    'muted-foreground': contrastSafe(neutralScale[11], quiet, text),
    secondary,
    'secondary-foreground': contrastSafe(neutralScale[12], secondary, text),
    primary,
    'primary-foreground': primaryForeground,
    'primary-hover': hoverOf(primary, primaryForeground),
    'primary-text': contrastSafe(brandScale[11], [...quiet, accent], text),
    accent,
    'accent-foreground': contrastSafe(brandScale[12], accent, text),
    brand: brandScale[9],
    border: neutralScale[6],
    input: contrastSafe(neutralScale[8], [background, surface], ui),
    ring: contrastSafe(brandScale[9], [background, surface], ui),
    ...(Object.fromEntries(
      createChartPalette(brand, mode, [background, surface], ui).map((colour, index) => [CHART_TOKENS[index], colour]),
    ) as Record<ChartToken, string>),
    ...status,
  };

  const shadowColour =
    mode === 'light' ? formatOklch(toDisplayable({ ...toOklch(neutralScale[12]), alpha: 0.12 })) : 'oklch(0 0 0 / 0.5)';

  return { mode, brandScale, neutralScale, tokens, shadowColour };
}

/** How far a hovered solid moves in OKLCH lightness, always away from its text so contrast only grows. */
const HOVER_SHIFT = 0.06;

function hoverOf(solid: string, foreground: string): string {
  const fill = toOklch(solid);
  const direction = toOklch(foreground).l > fill.l ? -1 : 1;
  return formatOklch(toDisplayable({ ...fill, l: fill.l + direction * HOVER_SHIFT }));
}

function pairs(foreground: SemanticToken, backgrounds: readonly SemanticToken[], minRatio: number): ContrastPair[] {
  return backgrounds.map((background) => ({ foreground, background, minRatio }));
}
