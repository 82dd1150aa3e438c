import { clampChroma, converter, parse, type Color, type Oklch } from 'culori';

/** Anything a colour token accepts: a CSS colour string (hex, rgb(), hsl(), oklch(), a named colour) or a culori colour object. */
export type ColourInput = string | Color;

const toOklchRaw = converter('oklch');

/**
 * Parses a colour into OKLCH.
 *
 * Achromatic colours (white, greys, black) come back with hue 0 so arithmetic on `h` is safe.
 *
 * @throws {TypeError} when `input` is not a colour (an empty string, `"nope"`, a number, `null`).
 */
export function toOklch(input: ColourInput): Oklch {
  const parsed = typeof input === 'string' ? parse(input.trim()) : isColourObject(input) ? input : undefined;
  if (!parsed) {
    throw new TypeError(
      `Expected a CSS colour (e.g. "#409EFF", "rgb(64 158 255)", "oklch(0.69 0.17 252)"), received ${describe(input)}.`,
    );
  }
  const oklch = toOklchRaw(parsed);
  return { mode: 'oklch', l: clamp01(oklch.l), c: Math.max(0, oklch.c || 0), h: oklch.h ?? 0, alpha: oklch.alpha };
}

/**
 * Brings an OKLCH colour into the sRGB gamut by lowering its chroma only, so lightness and hue stay
 * exactly as asked (the contrast clamps move lightness and must not be undone by gamut mapping).
 */
export function toDisplayable(colour: Oklch): Oklch {
  const mapped = clampChroma({ ...colour, l: clamp01(colour.l) }, 'oklch', 'rgb') as Oklch;
  return { mode: 'oklch', l: mapped.l, c: mapped.c || 0, h: colour.h ?? 0, alpha: colour.alpha };
}

/**
 * Formats an OKLCH colour as the CSS string the tokens emit, e.g. `oklch(0.5512 0.1489 252.18)`.
 *
 * Lightness and chroma keep 4 decimals, hue 2; chroma is rounded down so rounding never pushes
 * a colour out of the sRGB gamut. Alpha below 1 is written as `/ a`.
 */
export function formatOklch(colour: Oklch): string {
  const l = round(clamp01(colour.l), 4);
  const c = Math.floor(Math.max(0, colour.c || 0) * 1e4) / 1e4;
  const h = c === 0 ? 0 : round(colour.h ?? 0, 2);
  const alpha = colour.alpha === undefined || colour.alpha >= 1 ? '' : ` / ${round(colour.alpha, 3)}`;
  return `oklch(${l} ${c} ${h}${alpha})`;
}

function isColourObject(input: unknown): input is Color {
  return typeof input === 'object' && input !== null && typeof (input as { mode?: unknown }).mode === 'string';
}

function describe(input: unknown): string {
  if (typeof input === 'string') return JSON.stringify(input);
  if (input === null) return 'null';
  if (typeof input === 'object') return 'an object that is not a culori colour';
  return `${typeof input} ${String(input)}`;
}

function clamp01(value: number): number {
  return Math.min(1, Math.max(0, Number.isFinite(value) ? value : 0));
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
