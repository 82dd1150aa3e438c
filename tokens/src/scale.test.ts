import { describe, expect, it } from 'vitest';
import { toOklch } from './colour';
import { SCALE_STEPS, createNeutralScale, createScale } from './scale';

describe('createScale', () => {
  it('returns twelve oklch() steps with step 9 equal to the brand colour', () => {
    const scale = createScale('#409EFF', 'light');
    expect(SCALE_STEPS.map((step) => scale[step])).toHaveLength(12);
    for (const step of SCALE_STEPS) expect(scale[step]).toMatch(/^oklch\(/);
    expect(toOklch(scale[9]).l).toBeCloseTo(toOklch('#409EFF').l, 3);
  });

  it('runs light to dark in light mode (backgrounds, fills, borders, then text)', () => {
    const scale = createScale('#409EFF', 'light');
    const l = SCALE_STEPS.map((step) => toOklch(scale[step]).l);
    for (let i = 1; i < 8; i += 1) expect(l[i]).toBeLessThan(l[i - 1] ?? 1);
    expect(l[11]).toBeLessThan(l[10] ?? 1);
  });

  it('runs dark to light in dark mode', () => {
    const scale = createScale('#409EFF', 'dark');
    const l = SCALE_STEPS.map((step) => toOklch(scale[step]).l);
    for (let i = 1; i < 8; i += 1) expect(l[i]).toBeGreaterThan(l[i - 1] ?? 0);
    expect(l[11]).toBeGreaterThan(l[10] ?? 0);
  });

  it('keeps the hue of the brand', () => {
    const hue = toOklch('#409EFF').h ?? 0;
    const scale = createScale('#409EFF', 'light');
    for (const step of [3, 6, 9, 11] as const) expect(toOklch(scale[step]).h).toBeCloseTo(hue, 0);
  });

  it('throws a clear TypeError for a non-colour', () => {
    expect(() => createScale('blurple', 'light')).toThrow(/Expected a CSS colour/);
  });
});

describe('createNeutralScale', () => {
  it('is grey for an achromatic brand and only lightly tinted otherwise', () => {
    const grey = createNeutralScale('#808080', 'light');
    for (const step of SCALE_STEPS) expect(toOklch(grey[step]).c).toBe(0);
    const tinted = createNeutralScale('#409EFF', 'light');
    for (const step of SCALE_STEPS) expect(toOklch(tinted[step]).c).toBeLessThan(0.02);
  });
});
