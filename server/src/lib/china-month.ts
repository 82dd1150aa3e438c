/**
 * Calendar months in China time (UTC+8 all year), for the figures that count "this month" or
 * "the last 6 months" (the work-bench cards) and for the seed that fills them.
 */
import { CHINA_OFFSET_MS } from '@workbench/contracts';

/** The time zone SQL buckets rows by, so its months match {@link monthStart}. */
export const CHINA_TIME_ZONE = 'Asia/Shanghai';

/** The start (epoch ms) of the China calendar month `back` months before the one holding `now` (ms). */
export function monthStart(now: number, back: number): number {
  const local = new Date(now + CHINA_OFFSET_MS);
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth() - back, 1) - CHINA_OFFSET_MS;
}

/** The China calendar month holding `time` (ms) as `YYYY-MM`, as SQL `to_char(..., 'YYYY-MM')` writes it. */
export function monthLabel(time: number): string {
  return new Date(time + CHINA_OFFSET_MS).toISOString().slice(0, 7);
}
