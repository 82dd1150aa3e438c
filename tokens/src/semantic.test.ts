import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { toOklch } from './colour';
import { tokensCss } from './css';
import { CONTRAST_PAIRS, SEMANTIC_TOKENS, auditContrast, createTheme, type ModeTheme } from './semantic';

function failures(theme: ModeTheme): string[] {
  return auditContrast(theme)
    .filter((pair) => !pair.passes)
    .map((pair) => `${theme.mode} ${pair.foreground}/${pair.background} ${pair.ratio.toFixed(2)} < ${pair.minRatio}`);
}

/** Reads `--name: value;` declarations of the first block whose selector starts with `selector`. */
function declarations(css: string, selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  expect(start, `block ${selector}`).toBeGreaterThanOrEqual(0);
  const body = css.slice(start, css.indexOf('}', start));
  return Object.fromEntries([...body.matchAll(/--([\w-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2]?.trim()]));
}

describe('default theme (#409EFF)', () => {
  const theme = createTheme();

  it('defines every semantic token in both modes', () => {
    for (const mode of [theme.light, theme.dark]) {
      for (const token of SEMANTIC_TOKENS) expect(mode.tokens[token], `${mode.mode} ${token}`).toMatch(/^oklch\(/);
    }
  });

  it.each(['light', 'dark'] as const)('every pair reaches WCAG AA in %s mode', (mode) => {
    expect(failures(theme[mode])).toEqual([]);
  });

  it('keeps the pure brand as --brand while --primary is darkened for white text', () => {
    expect(toOklch(theme.light.tokens.brand).l).toBeCloseTo(toOklch('#409EFF').l, 3);
    expect(contrastRatio('#409EFF', '#fff')).toBeLessThan(3);
    expect(contrastRatio(theme.light.tokens.primary, theme.light.tokens['primary-foreground'])).toBeGreaterThanOrEqual(
      4.5,
    );
  });

  it('uses light text colours in dark mode', () => {
    expect(toOklch(theme.dark.tokens.foreground).l).toBeGreaterThan(0.8);
    expect(toOklch(theme.dark.tokens['primary-text']).l).toBeGreaterThan(toOklch(theme.light.tokens['primary-text']).l);
  });
});

describe('the emitted tokens.css', () => {
  const css = tokensCss();
  const blocks = {
    light: declarations(css, ':root, [data-theme="light"]'),
    dark: declarations(css, ':root[data-theme="dark"], [data-theme="dark"]'),
    'system dark': declarations(css, '  :root:not([data-theme="light"])'),
  };

  it.each(Object.keys(blocks) as (keyof typeof blocks)[])('every pair in the %s block reaches its ratio', (name) => {
    const vars = blocks[name];
    const misses = CONTRAST_PAIRS.filter((pair) => {
      const fg = vars[pair.foreground];
      const bg = vars[pair.background];
      expect(fg, `--${pair.foreground}`).toBeDefined();
      expect(bg, `--${pair.background}`).toBeDefined();
      return contrastRatio(fg ?? '', bg ?? '') < pair.minRatio;
    }).map((pair) => `${pair.foreground}/${pair.background}`);
    expect(misses).toEqual([]);
  });

  it('maps to system colours under forced-colors and zeroes durations under reduced motion', () => {
    expect(css).toMatch(/@media \(forced-colors: active\)[\s\S]*--ring: Highlight;/);
    expect(css).toMatch(/@media \(prefers-reduced-motion: reduce\)[\s\S]*--wb-duration-normal: 0ms;/);
  });
});

describe('any brand colour', () => {
  const hex = fc
    .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
    .map(([r, g, b]) => `#${[r, g, b].map((n) => n.toString(16).padStart(2, '0')).join('')}`);

  const oklch = fc
    .tuple(
      fc.double({ min: 0, max: 1, noNaN: true }),
      fc.double({ min: 0, max: 0.4, noNaN: true }),
      fc.double({ min: 0, max: 360, noNaN: true }),
    )
    .map(([l, c, h]) => `oklch(${l} ${c} ${h})`);

  it('derives pairs that all reach WCAG AA in both modes (1000 random brands, hex and out-of-gamut OKLCH)', () => {
    fc.assert(
      fc.property(fc.oneof(hex, hex, oklch), (brand) => {
        const theme = createTheme({ primary: brand });
        const misses = [...failures(theme.light), ...failures(theme.dark)];
        if (misses.length > 0) throw new Error(`${brand}: ${misses.join(', ')}`);
      }),
      { numRuns: 1000 },
    );
  }, 120_000);

  it('handles the extremes: white, black, pure yellow, pure blue, out-of-gamut OKLCH', () => {
    for (const brand of ['#ffffff', '#000000', '#ffff00', '#0000ff', 'oklch(0.7 0.4 150)', 'hotpink']) {
      const theme = createTheme({ primary: brand });
      expect([...failures(theme.light), ...failures(theme.dark)], brand).toEqual([]);
    }
  });

  it('throws a clear TypeError for a brand that is not a colour', () => {
    expect(() => createTheme({ primary: 'company-blue' })).toThrow(TypeError);
    expect(() => createTheme({ primary: 'company-blue' })).toThrow(/Expected a CSS colour/);
    expect(() => createTheme({ primary: '' })).toThrow(TypeError);
  });
});
