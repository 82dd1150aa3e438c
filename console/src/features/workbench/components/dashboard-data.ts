/**
 * Pure helpers of the work-bench cards: empty detection and month labels.
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
 * The short name of a calendar month `YYYY-MM` in `locale` (`2026-06` -> `2026年6月` in zh-CN,
 * `Jun 2026` in en), from `Intl.DateTimeFormat`. The month is read in UTC so no time zone moves it
 * into its neighbour. A value that is not `YYYY-MM` is returned as it is.
 */
export function monthLabel(month: string, locale: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return month;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', timeZone: 'UTC' }).format(date);
}
