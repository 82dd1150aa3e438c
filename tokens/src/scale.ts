import { formatOklch, toDisplayable, toOklch, type ColourInput } from './colour';

/** Light or dark colour scheme. */
export type ColorMode = 'light' | 'dark';

/** A step of a 12-step scale. */
export type ScaleStep = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;

/** A 12-step colour scale: each step is a CSS `oklch()` string, keyed by step number. */
export type Scale = Readonly<Record<ScaleStep, string>>;

/** The twelve steps in order. */
export const SCALE_STEPS: readonly ScaleStep[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

/**
 * What each step is for, after Radix Colors ("Understanding the scale"): 1-2 backgrounds,
 * 3-5 component fills, 6-8 borders, 9-10 solids, 11-12 text.
 */
export const SCALE_STEP_ROLES: Readonly<Record<ScaleStep, string>> = {
  1: 'app background',
  2: 'subtle background',
  3: 'component background',
  4: 'hovered component background',
  5: 'active or selected component background',
  6: 'subtle border and separator',
  7: 'border of interactive components',
  8: 'strong border and focus',
  9: 'solid background',
  10: 'hovered solid background',
  11: 'low-contrast text',
  12: 'high-contrast text',
};

interface Curve {
  /** OKLCH lightness per step; `null` for 9 and 10, which follow the brand colour. */
  readonly lightness: readonly (number | null)[];
  /** Chroma per step, as a share of the brand colour's chroma (accent) or absolute (neutral). */
  readonly chroma: readonly number[];
}

// Lightness and chroma read off Radix Colors' blue and slate scales converted to OKLCH,
// so any hue gets the same perceptual rhythm.
const ACCENT: Record<ColorMode, Curve> = {
  light: {
    lightness: [0.993, 0.981, 0.955, 0.93, 0.895, 0.857, 0.8, 0.73, null, null, 0.55, 0.32],
    chroma: [0.02, 0.06, 0.13, 0.22, 0.32, 0.39, 0.47, 0.63, 1, 1, 0.84, 0.53],
  },
  dark: {
    lightness: [0.18, 0.2, 0.27, 0.3, 0.35, 0.4, 0.46, 0.53, null, null, 0.77, 0.91],
    chroma: [0.1, 0.15, 0.37, 0.5, 0.58, 0.58, 0.63, 0.74, 1, 0.84, 0.63, 0.26],
  },
};

const NEUTRAL: Record<ColorMode, Curve> = {
  light: {
    lightness: [0.993, 0.984, 0.96, 0.936, 0.91, 0.887, 0.85, 0.79, 0.64, 0.6, 0.5, 0.23],
    chroma: [0.0017, 0.003, 0.004, 0.006, 0.007, 0.01, 0.011, 0.015, 0.018, 0.016, 0.013, 0.009],
  },
  dark: {
    lightness: [0.17, 0.2, 0.24, 0.27, 0.3, 0.34, 0.39, 0.47, 0.53, 0.58, 0.77, 0.95],
    chroma: [0.003, 0.003, 0.005, 0.006, 0.008, 0.01, 0.012, 0.016, 0.016, 0.015, 0.01, 0.003],
  },
};

/** How far step 10 (hover) moves from step 9: darker in light mode, lighter in dark mode. */
const HOVER_SHIFT = 0.04;

/**
 * Turns any colour into a 12-step OKLCH scale with the Radix step roles ({@link SCALE_STEP_ROLES}).
 *
 * Step 9 is the colour itself (brought into sRGB), step 10 its hover shade; the other steps keep
 * the colour's hue at fixed lightness levels, with chroma proportional to the colour's own.
 * The scale is not contrast-checked: semantic tokens clamp the steps they use as text or borders.
 *
 * @param colour - any CSS colour, e.g. the brand `#409EFF`.
 * @param mode - `light` or `dark`.
 * @throws {TypeError} when `colour` is not a colour.
 */
export function createScale(colour: ColourInput, mode: ColorMode): Scale {
  const seed = toDisplayable(toOklch(colour));
  const curve = ACCENT[mode];
  const hover = mode === 'light' ? seed.l - HOVER_SHIFT : seed.l + HOVER_SHIFT;
  return buildScale((index) => {
    const fixed = curve.lightness[index];
    const l = fixed ?? (index === 8 ? seed.l : hover);
    return { l, c: seed.c * (curve.chroma[index] ?? 1), h: seed.h ?? 0 };
  });
}

/**
 * A neutral (grey) 12-step scale tinted with the colour's hue, as Radix pairs slate with blue.
 * An achromatic colour gives pure greys; the stronger the colour's chroma, the stronger the tint
 * (up to Radix slate's own chroma).
 *
 * @param colour - the brand colour whose hue tints the greys.
 * @param mode - `light` or `dark`.
 * @throws {TypeError} when `colour` is not a colour.
 */
export function createNeutralScale(colour: ColourInput, mode: ColorMode): Scale {
  const seed = toOklch(colour);
  const tint = Math.min(1, seed.c / 0.1);
  const curve = NEUTRAL[mode];
  return buildScale((index) => ({
    l: curve.lightness[index] ?? 0.5,
    c: (curve.chroma[index] ?? 0) * tint,
    h: seed.h ?? 0,
  }));
}

function buildScale(step: (index: number) => { l: number; c: number; h: number }): Scale {
  const entries = SCALE_STEPS.map((n) => {
    const { l, c, h } = step(n - 1);
    return [n, formatOklch(toDisplayable({ mode: 'oklch', l, c, h }))] as const;
  });
  return Object.fromEntries(entries) as unknown as Scale;
}
