import { CHINA_OFFSET_MS } from '@workbench/contracts';
import { dateTimeFormat } from '../../../lib/format';

/**
 * Pure helpers of the work bench: empty detection, month labels, and the key figures' comparisons
 * (docs/screens.md, "Work bench").
 */

/**
 * Whether every figure of a card's answer (an object of counts, such as `{pending, approved,
 * rejected}`) is 0, so the card says "no data" instead of drawing nothing.
 */
export function allZero(figures: object): boolean {
  return Object.values(figures).every((value) => value === 0);
}

/** Whether a list answer holds no row. */
export function isEmptyList(list: readonly unknown[]): boolean {
  return list.length === 0;
}

/**
 * The short name of a calendar month `YYYY-MM` in `locale`, from `Intl.DateTimeFormat`: with its
 * year by default (`2026-06` -> `2026年6月` in zh-CN, `Jun 2026` in en), without it for the
 * months of a chart's axis whose title gives the span (`6月`, `Jun`). The month is read in UTC so
 * no time zone moves it into its neighbour. A value that is not `YYYY-MM` is returned as it is.
 */
export function monthLabel(month: string, locale: string, withYear = true): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return month;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
  return dateTimeFormat(locale, { year: withYear ? 'numeric' : undefined, month: 'short', timeZone: 'UTC' }).format(
    date,
  );
}

/** One purchase kind's months, oldest first, as `getPurchaseTurnoverSummry` answers them. */
type Months = readonly { month: string; amount: number }[];

/**
 * This month's and last month's purchasing in yuan: the sums over the purchase kinds of their
 * last month (the current one, docs/wire-protocol.md, "Work bench cards") and the one before.
 */
export function monthTotals(kinds: readonly Months[]): { current: number; previous: number } {
  const sumAt = (fromEnd: number) =>
    kinds.reduce((total, months) => total + (months[months.length - fromEnd]?.amount ?? 0), 0);
  return { current: sumAt(1), previous: sumAt(2) };
}

/**
 * How `current` compares with `previous`, as a signed share of `previous` (`0.25` is a quarter
 * more), or `null` when `previous` is 0 and there is nothing to compare with.
 */
export function relativeChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return (current - previous) / previous;
}

/** One day in ms. */
const DAY_MS = 86_400_000;

/** How many of `times` (epoch ms) fall on the China calendar day of `now` (UTC+8, docs/wire-protocol.md). */
export function countToday(times: readonly number[], now: number): number {
  const day = (time: number) => Math.floor((time + CHINA_OFFSET_MS) / DAY_MS);
  return times.filter((time) => day(time) === day(now)).length;
}

/** Whole days from the earliest of `times` (epoch ms) to `now`; 0 for none. */
export function daysWaiting(times: readonly number[], now: number): number {
  if (times.length === 0) return 0;
  return Math.max(0, Math.floor((now - Math.min(...times)) / DAY_MS));
}

/** How many of `deadlines` (epoch ms) are still ahead of `now` and at most `withinMs` away. */
export function countClosingWithin(deadlines: readonly number[], now: number, withinMs: number): number {
  return deadlines.filter((deadline) => deadline > now && deadline - now <= withinMs).length;
}
