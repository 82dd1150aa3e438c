import { differenceEuclidean } from 'culori';
import { formatOklch, toDisplayable, toOklch, type ColourInput } from './colour';
import { contrastSafe } from './contrast';
import type { ColorMode } from './scale';

/** How many categorical series colours the theme has (`--chart-1` … `--chart-6`). */
export const CHART_SERIES_COUNT = 6;

/** The categorical series tokens, in the order charts use them. */
export const CHART_TOKENS = ['chart-1', 'chart-2', 'chart-3', 'chart-4', 'chart-5', 'chart-6'] as const;

/** One categorical series colour token. */
export type ChartToken = (typeof CHART_TOKENS)[number];

/**
 * Hue of each series, in degrees from the brand's hue: the brand first, then its complement, then
 * the quarter turns and the eighths, so that neighbours in the order are far apart on the wheel and
 * any two series are at least 45° apart.
 */
const HUE_OFFSETS = [0, 180, 90, 270, 45, 225] as const satisfies readonly number[] & { length: 6 };

/**
 * OKLCH lightness and chroma of the series in each mode: every hue at one lightness, so no series
 * stands out by brightness alone, dark enough on the light card and light enough on the dark one
 * to reach 3:1 (WCAG 1.4.11) with room to spare for any brand's tinted neutrals.
 */
const SERIES_LC: Record<ColorMode, { l: number; c: number }> = {
  light: { l: 0.62, c: 0.15 },
  dark: { l: 0.72, c: 0.14 },
};

/** The hue of the default brand #409EFF, used when the brand is a grey and has no hue of its own. */
const FALLBACK_HUE = 252.18;

/** Below this OKLCH chroma a brand counts as grey: its hue is noise. */
const GREY_CHROMA = 0.03;

/**
 * The fewest OKLab units (Euclidean ΔE) between any two series colours of a mode: about what tells
 * two small swatches apart at a glance. {@link createChartPalette}'s hues keep above it for every
 * brand; the tokens' tests and build check it.
 */
export const CHART_MIN_DISTANCE = 0.08;

/**
 * The categorical palette of charts in one mode (docs/architecture.md, "Theming"): six hues spaced
 * from the brand's ({@link HUE_OFFSETS}), at one lightness and chroma per mode ({@link SERIES_LC}),
 * each clamped with {@link contrastSafe} to 3:1 against every colour of `against` (the card and the
 * page), so a series is a graphical object of WCAG 1.4.11 on either. Series must also differ by
 * shape or pattern (WCAG 1.4.1): the charts add those; the colours only help.
 *
 * @param brand - the brand colour; a grey brand takes the default brand's hue.
 * @param against - the backgrounds the series are drawn on.
 * @param minRatio - the contrast to reach, 3 plus the theme's rounding margin.
 * @returns `CHART_SERIES_COUNT` CSS `oklch()` strings, series 1 first.
 * @throws {TypeError} when `brand` or one of `against` is not a colour.
 */
export function createChartPalette(
  brand: ColourInput,
  mode: ColorMode,
  against: readonly ColourInput[],
  minRatio: number,
): string[] {
  const seed = toOklch(brand);
  const hue = seed.c < GREY_CHROMA ? FALLBACK_HUE : (seed.h ?? FALLBACK_HUE);
  const { l, c } = SERIES_LC[mode];
  return HUE_OFFSETS.map((offset) =>
    contrastSafe(formatOklch(toDisplayable({ mode: 'oklch', l, c, h: (hue + offset) % 360 })), against, minRatio),
  );
}

const distance = differenceEuclidean('oklab');

/**
 * The smallest OKLab distance between two colours of a palette, and which pair it is (indices
 * from 0): what {@link CHART_MIN_DISTANCE} bounds.
 *
 * @throws {TypeError} when a colour is not a colour.
 */
export function closestPair(palette: readonly ColourInput[]): { distance: number; pair: [number, number] } {
  let closest = { distance: Infinity, pair: [0, 0] as [number, number] };
  palette.forEach((a, i) => {
    palette.slice(i + 1).forEach((b, offset) => {
      const d = distance(toOklch(a), toOklch(b));
      if (d < closest.distance) closest = { distance: d, pair: [i, i + 1 + offset] };
    });
  });
  return closest;
}
