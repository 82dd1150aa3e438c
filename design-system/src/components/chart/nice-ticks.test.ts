import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { niceTicks } from './nice-ticks';

/** Whether `step` is 1, 2, 2.5 or 5 times a power of ten. */
function isNice(step: number): boolean {
  const mantissa = Number((step / 10 ** Math.floor(Math.log10(step))).toPrecision(12));
  return [1, 2, 2.5, 5].includes(mantissa);
}

describe('niceTicks', () => {
  it.each([
    [1_730_000, [0, 500_000, 1_000_000, 1_500_000, 2_000_000]],
    [246_700.5, [0, 100_000, 200_000, 300_000]],
    [100, [0, 25, 50, 75, 100]],
    [3, [0, 1, 2, 3]],
    [0.3, [0, 0.1, 0.2, 0.3]],
    [9, [0, 2.5, 5, 7.5, 10]],
  ])('%d -> %j', (max, ticks) => {
    expect(niceTicks(max)).toEqual(ticks);
  });

  it('keeps whole steps for counts', () => {
    expect(niceTicks(3, 4, true)).toEqual([0, 1, 2, 3]);
    expect(niceTicks(2, 4, true)).toEqual([0, 1, 2]);
    expect(niceTicks(9, 4, true)).toEqual([0, 5, 10]);
    expect(niceTicks(0.4, 4, true)).toEqual([0, 1]);
  });

  it('shows 0 to 1 when there is nothing above 0', () => {
    expect(niceTicks(0)).toEqual([0, 0.25, 0.5, 0.75, 1]);
    expect(niceTicks(-5, 4, true)).toEqual([0, 1]);
    expect(niceTicks(Number.NaN, 2)).toEqual([0, 0.5, 1]);
    expect(niceTicks(Number.POSITIVE_INFINITY, 1)).toEqual([0, 1]);
  });

  it('for any maximum: starts at 0, ends at the first nice multiple at or above it, in at most `count` even steps', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1e-6, max: 1e13, noNaN: true }),
        fc.integer({ min: 1, max: 10 }),
        fc.boolean(),
        (max, count, integer) => {
          const ticks = niceTicks(max, count, integer);
          const step = ticks[1]! - ticks[0]!;
          expect(ticks[0]).toBe(0);
          expect(ticks.length).toBeGreaterThanOrEqual(2);
          expect(ticks.length - 1).toBeLessThanOrEqual(count);
          expect(ticks.at(-1)).toBeGreaterThanOrEqual(max);
          // Tight: the tick below the top is below the maximum.
          expect(ticks.at(-2)).toBeLessThan(max);
          expect(isNice(step)).toBe(true);
          for (const [index, tick] of ticks.entries()) expect(tick).toBeCloseTo(index * step, 9);
          if (integer) for (const tick of ticks) expect(Number.isInteger(tick)).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
