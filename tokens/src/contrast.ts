import { clampRgb, converter, wcagContrast } from 'culori';
import { formatOklch, toDisplayable, toOklch, type ColourInput } from './colour';

/** WCAG 2 AA minimum for text and images of text (SC 1.4.3), as a contrast ratio. */
export const AA_TEXT = 4.5;
/** WCAG 2 AA minimum for user-interface components and focus indicators (SC 1.4.11), as a contrast ratio. */
export const AA_NON_TEXT = 3;

const toRgb = converter('rgb');

/**
 * The WCAG 2 contrast ratio of two colours, from 1 (same luminance) to 21 (black on white).
 *
 * Both colours are clipped to sRGB first, which is what a browser paints; the maths is culori's
 * `wcagContrast` (relative luminance per WCAG 2.x, SC 1.4.3).
 *
 * @throws {TypeError} when either argument is not a colour.
 */
export function contrastRatio(a: ColourInput, b: ColourInput): number {
  return wcagContrast(rendered(a), rendered(b));
}

/**
 * A colour as a page shows it: clamped to sRGB and rounded to 8 bits a channel. Browsers (and axe)
 * measure these rounded values, so a colour whose exact ratio is 4.5 can render at 4.49.
 */
function rendered(colour: ColourInput) {
  const rgb = clampRgb(toRgb(toOklch(colour)));
  const round = (channel: number) => Math.round(channel * 255) / 255;
  return { ...rgb, r: round(rgb.r), g: round(rgb.g), b: round(rgb.b) };
}

/**
 * Head-room added to every clamp target, so that a browser's own OKLCH-to-sRGB conversion, which
 * may round a channel the other way, still lands on the passing side of the threshold.
 */
const CLAMP_MARGIN = 0.05;

/**
 * Whether two colours reach a minimum contrast ratio.
 *
 * @param minRatio - e.g. {@link AA_TEXT} (4.5) or {@link AA_NON_TEXT} (3).
 * @throws {TypeError} when either colour is not a colour.
 */
export function meetsContrast(a: ColourInput, b: ColourInput, minRatio: number): boolean {
  return contrastRatio(a, b) >= minRatio;
}

/**
 * Moves a colour's OKLCH lightness, keeping its hue (and as much chroma as sRGB allows), by the
 * smallest amount that makes it reach `minRatio` against every colour in `against`.
 *
 * This is the clamp behind every text, border and focus-ring token (docs/architecture.md, "Theming"): the
 * build uses it for the default theme, and the runtime theme picker uses it for any brand colour.
 * A colour that already passes comes back unchanged (only formatted and brought into sRGB).
 *
 * @param colour - the wished-for colour, e.g. the brand `#409EFF`.
 * @param against - the colour or colours it will sit on (or that will sit on it).
 * @param minRatio - the WCAG 2 ratio to reach: {@link AA_TEXT} 4.5 for text, {@link AA_NON_TEXT} 3 for UI.
 * @returns the colour as a CSS `oklch()` string.
 * @throws {TypeError} when `colour` or one of `against` is not a colour.
 * @throws {RangeError} when no lightness reaches the ratio (e.g. 7:1 against both black and white).
 */
export function contrastSafe(
  colour: ColourInput,
  against: ColourInput | readonly ColourInput[],
  minRatio: number,
): string {
  if (!(minRatio >= 1 && minRatio <= 21)) {
    throw new RangeError(`contrastSafe: minRatio must be between 1 and 21, received ${String(minRatio)}.`);
  }
  const start = toDisplayable(toOklch(colour));
  const backgrounds = (Array.isArray(against) ? against : [against]).map((c: ColourInput) => formatOklch(toOklch(c)));
  const worst = (l: number): number => {
    const candidate = formatOklch(toDisplayable({ ...start, l }));
    return Math.min(...backgrounds.map((bg) => contrastRatio(candidate, bg)));
  };

  if (worst(start.l) >= minRatio) return formatOklch(start);

  const target = Math.min(21, minRatio + CLAMP_MARGIN);
  const options = [searchLightness(start.l, 0, worst, target), searchLightness(start.l, 1, worst, target)].filter(
    (l): l is number => l !== undefined,
  );
  const best = options
    .filter((l) => worst(l) >= minRatio)
    .sort((a, b) => Math.abs(a - start.l) - Math.abs(b - start.l))[0];
  if (best === undefined) {
    throw new RangeError(
      `contrastSafe: no lightness of ${formatOklch(start)} reaches ${minRatio}:1 against ${backgrounds.join(', ')}.`,
    );
  }
  return formatOklch(toDisplayable({ ...start, l: best }));
}

/**
 * Picks the text colour for a solid fill: white unless the fill is light (OKLCH L above
 * {@link LIGHT_SOLID_THRESHOLD}, e.g. yellow, amber, lime), then a near-black tinted with the fill's hue.
 * The caller still clamps the fill with {@link contrastSafe} against the returned colour.
 */
export function readableForeground(solid: ColourInput): string {
  const fill = toOklch(solid);
  if (fill.l > LIGHT_SOLID_THRESHOLD) {
    return formatOklch(toDisplayable({ mode: 'oklch', l: 0.22, c: Math.min(fill.c, 0.03), h: fill.h ?? 0 }));
  }
  return 'oklch(1 0 0)';
}

/** Solids lighter than this OKLCH lightness get dark text (as Radix's amber, yellow, lime and sky do). */
export const LIGHT_SOLID_THRESHOLD = 0.75;

/**
 * Bisects lightness between `from` (failing) and `to` for the passing value closest to `from`.
 * Contrast against same-polarity backgrounds grows monotonically as lightness moves away from them,
 * so if the far end fails there is no answer in that direction.
 */
function searchLightness(from: number, to: number, worst: (l: number) => number, minRatio: number): number | undefined {
  if (worst(to) < minRatio) return undefined;
  let fail = from;
  let pass = to;
  for (let i = 0; i < 16 && Math.abs(pass - fail) > 1e-4; i += 1) {
    const mid = (fail + pass) / 2;
    if (worst(mid) >= minRatio) pass = mid;
    else fail = mid;
  }
  // Rounding to 4 decimals in formatOklch can step back over the edge: nudge until it holds.
  const step = to > from ? 1e-4 : -1e-4;
  let l = pass;
  while (worst(l) < minRatio && l >= 0 && l <= 1) l += step;
  return Math.min(1, Math.max(0, l));
}
