import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHART_MIN_DISTANCE, CHART_TOKENS, closestPair } from './chart';
import { toOklch } from './colour';
import { AA_NON_TEXT, contrastRatio } from './contrast';
import { createTheme, type ModeTheme } from './semantic';

const palette = (mode: ModeTheme) => CHART_TOKENS.map((token) => mode.tokens[token]);

/** What a mode's series must be: 3:1 on the card and the page, apart from each other, at one lightness. */
function problems(mode: ModeTheme): string[] {
  const colours = palette(mode);
  const found: string[] = [];
  for (const [index, colour] of colours.entries()) {
    for (const under of ['surface', 'background'] as const) {
      const ratio = contrastRatio(colour, mode.tokens[under]);
      if (ratio < AA_NON_TEXT) found.push(`${mode.mode} chart-${index + 1} on ${under}: ${ratio.toFixed(2)}`);
    }
  }
  const { distance, pair } = closestPair(colours);
  if (distance < CHART_MIN_DISTANCE) found.push(`${mode.mode} chart-${pair[0] + 1}/chart-${pair[1] + 1}: ${distance}`);
  const lightness = colours.map((colour) => toOklch(colour).l);
  if (Math.max(...lightness) - Math.min(...lightness) > 0.1)
    found.push(`${mode.mode} lightness ${lightness.join(' ')}`);
  return found;
}

describe('the chart palette (docs/architecture.md, "Theming")', () => {
  const theme = createTheme();

  it.each(['light', 'dark'] as const)(
    'has six distinct hues at one lightness, each 3:1 on the card, in %s mode',
    (mode) => {
      expect(problems(theme[mode])).toEqual([]);
      const hues = palette(theme[mode]).map((colour) => Math.round(toOklch(colour).h ?? 0));
      expect(new Set(hues).size).toBe(6);
    },
  );

  it('starts from the brand hue, and a grey brand from the default one', () => {
    expect(toOklch(theme.light.tokens['chart-1']).h).toBeCloseTo(toOklch('#409EFF').h ?? 0, 0);
    expect(toOklch(createTheme({ primary: '#0F766E' }).light.tokens['chart-1']).h).toBeCloseTo(
      toOklch('#0F766E').h ?? 0,
      0,
    );
    expect(createTheme({ primary: '#808080' }).dark.tokens['chart-1']).toBe(theme.dark.tokens['chart-1']);
  });

  it('keeps its promises for any brand (200 random brands, both modes; contrast for 1,000 more in semantic.test.ts)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 0xffffff }).map((rgb) => `#${rgb.toString(16).padStart(6, '0')}`),
        (brand) => {
          const { light, dark } = createTheme({ primary: brand });
          const found = [...problems(light), ...problems(dark)];
          if (found.length > 0) throw new Error(`${brand}: ${found.join(', ')}`);
        },
      ),
      { numRuns: 200 },
    );
  }, 120_000);
});
