import { describe, expect, it } from 'vitest';
import { AA_NON_TEXT, AA_TEXT, contrastRatio, contrastSafe, meetsContrast, readableForeground } from './contrast';
import { toOklch } from './colour';

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#409EFF', '#409EFF')).toBeCloseTo(1, 5);
  });

  it('matches the WCAG figure for the default brand on white (about 2.8, below AA)', () => {
    expect(contrastRatio('#409EFF', '#ffffff')).toBeCloseTo(2.78, 2);
    expect(meetsContrast('#409EFF', '#ffffff', AA_TEXT)).toBe(false);
  });

  it('reads any CSS colour syntax', () => {
    expect(contrastRatio('white', 'oklch(0 0 0)')).toBeCloseTo(21, 5);
    expect(contrastRatio('rgb(255 255 255)', 'hsl(0 0% 0%)')).toBeCloseTo(21, 5);
  });

  it('throws a clear TypeError for something that is not a colour', () => {
    expect(() => contrastRatio('not-a-colour', '#fff')).toThrow(TypeError);
    expect(() => contrastRatio('not-a-colour', '#fff')).toThrow(/Expected a CSS colour.*"not-a-colour"/);
    expect(() => contrastRatio('', '#fff')).toThrow(TypeError);
    expect(() => contrastRatio(42 as unknown as string, '#fff')).toThrow(/number 42/);
    expect(() => contrastRatio(null as unknown as string, '#fff')).toThrow(/null/);
  });
});

describe('contrastSafe', () => {
  it('darkens #409EFF until white text on it reaches 4.5:1, keeping the hue', () => {
    const safe = contrastSafe('#409EFF', '#ffffff', AA_TEXT);
    expect(contrastRatio(safe, '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT);
    expect(toOklch(safe).l).toBeLessThan(toOklch('#409EFF').l);
    expect(toOklch(safe).h).toBeCloseTo(toOklch('#409EFF').h ?? 0, 0);
  });

  it('moves lightness by the smallest amount: the result is just above the ratio and its rounding margin', () => {
    const safe = contrastSafe('#409EFF', '#ffffff', AA_TEXT);
    expect(contrastRatio(safe, '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT + 0.04);
    expect(contrastRatio(safe, '#ffffff')).toBeLessThan(AA_TEXT + 0.1);
  });

  it('measures colours as a page renders them, rounded to 8 bits a channel (white on #5e8200 is 4.49:1)', () => {
    expect(contrastRatio('#ffffff', '#5e8200')).toBeLessThan(AA_TEXT);
    expect(contrastRatio(contrastSafe('#5e8200', '#ffffff', AA_TEXT), '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('lightens a dark colour used as text on a dark background', () => {
    const safe = contrastSafe('#1d3a8a', '#111113', AA_TEXT);
    expect(contrastRatio(safe, '#111113')).toBeGreaterThanOrEqual(AA_TEXT);
    expect(toOklch(safe).l).toBeGreaterThan(toOklch('#1d3a8a').l);
  });

  it('returns a colour that already passes unchanged in lightness', () => {
    const safe = contrastSafe('#000000', '#ffffff', AA_TEXT);
    expect(safe).toBe('oklch(0 0 0)');
  });

  it('satisfies every background at once', () => {
    const backgrounds = ['#ffffff', '#f4f4f5', '#e4e4e7'];
    const safe = contrastSafe('#409EFF', backgrounds, AA_NON_TEXT);
    for (const bg of backgrounds) expect(contrastRatio(safe, bg)).toBeGreaterThanOrEqual(AA_NON_TEXT);
  });

  it('throws a RangeError when no lightness can reach the ratio', () => {
    expect(() => contrastSafe('#808080', ['#000000', '#ffffff'], 7)).toThrow(RangeError);
    expect(() => contrastSafe('#808080', '#ffffff', 30)).toThrow(/minRatio/);
  });

  it('throws a TypeError for a non-colour input', () => {
    expect(() => contrastSafe('brand', '#fff', AA_TEXT)).toThrow(TypeError);
    expect(() => contrastSafe('#409EFF', ['#fff', 'nope'], AA_TEXT)).toThrow(TypeError);
  });
});

describe('readableForeground', () => {
  it('gives white on mid and dark fills and dark text on light fills', () => {
    expect(readableForeground('#409EFF')).toBe('oklch(1 0 0)');
    expect(toOklch(readableForeground('#FFE629')).l).toBeLessThan(0.3);
  });
});
