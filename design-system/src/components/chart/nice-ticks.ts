/** The steps a value axis may take, times a power of ten (Heckbert's "nice numbers", plus 2.5). */
const NICE_STEPS = [1, 2, 2.5, 5, 10] as const;

/** Digits kept when multiplying out a step, so `0.1 * 3` is `0.3`, not `0.30000000000000004`. */
const PRECISION = 12;

/**
 * The ticks of a value axis from 0 up to `max` (Heckbert, "Nice numbers for graph labels",
 * Graphics Gems, 1990): evenly spaced by 1, 2, 2.5 or 5 times a power of ten, at most `count`
 * intervals, the last tick the first multiple of the step at or above `max`, so the top grid line
 * is never below the data (docs/architecture.md, "Work bench"). With `integer`, steps are whole
 * numbers of at least 1 (counts: no tick at 0.5 of an order).
 *
 * @param max - the largest value to show; 0, a negative number or a non-finite one shows 0 to 1.
 * @param count - the most intervals wanted, at least 1. @default 4
 * @param integer - whether ticks must be whole numbers. @default false
 * @returns the ticks in ascending order, the first 0, at least two.
 */
export function niceTicks(max: number, count = 4, integer = false): number[] {
  const top = Number.isFinite(max) && max > 0 ? max : 1;
  const intervals = Math.max(1, Math.floor(count));
  const magnitude = 10 ** Math.floor(Math.log10(top / intervals));
  // The steps of this magnitude and the next: the next one's 1 × 10 always covers `top`.
  const step =
    [magnitude, magnitude * 10]
      .flatMap((power) => NICE_STEPS.map((multiple) => Number((multiple * power).toPrecision(PRECISION))))
      .find(
        (candidate) => candidate * intervals >= top && (!integer || (Number.isInteger(candidate) && candidate >= 1)),
      ) ?? Math.max(1, Math.ceil(top / intervals));
  // The first multiple at or above `top`; a quotient a hair above a whole number from rounding
  // (`0.3 / 0.1`) would add an empty interval.
  let last = Math.ceil(top / step);
  while (last > 1 && (last - 1) * step >= top) last -= 1;
  return Array.from({ length: last + 1 }, (_, index) => Number((index * step).toPrecision(PRECISION)));
}
