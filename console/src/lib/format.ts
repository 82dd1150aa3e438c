import { CHINA_OFFSET_MS } from '@workbench/contracts';

/**
 * Formatting rules of docs/behaviour.md, "Formats and limits", on `Intl`.
 */

/**
 * A timestamp of 10 digits or fewer is in seconds; longer ones are in milliseconds (docs/behaviour.md, "Formats and limits").
 * A date string such as ISO 8601 (`2026-03-01T08:30:00.000Z`, the reminder messages' `createTime`)
 * is parsed as a date; anything else gives `NaN`.
 */
export function toMilliseconds(timestamp: number | string): number {
  const value = Number(timestamp);
  if (typeof timestamp === 'string' && timestamp.trim() && Number.isNaN(value)) return Date.parse(timestamp);
  return String(Math.trunc(Math.abs(value))).length <= 10 ? value * 1000 : value;
}

/** `Intl` formatters by kind, locale and options, each made once: building one costs far more than using it. */
const formatters = new Map<string, Intl.NumberFormat | Intl.RelativeTimeFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.RelativeTimeFormat | Intl.DateTimeFormat>(
  kind: string,
  locale: string,
  options: object,
  make: () => T,
): T {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached('number', locale, options, () => new Intl.NumberFormat(locale, options));
}

/** The `Intl.DateTimeFormat` of `locale` and `options`, made once (a month's name on a chart's axis, docs/behaviour.md). */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached('date', locale, options, () => new Intl.DateTimeFormat(locale, options));
}

const PARTS = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/**
 * Formats a timestamp (seconds, ms or a date string) as `YYYY-MM-DD HH:mm:ss` in local time, the default format
 * of docs/behaviour.md, "Formats and limits". Returns `''` for a value that is not a date.
 */
export function formatTimestamp(timestamp: number | string): string {
  const date = new Date(toMilliseconds(timestamp));
  if (Number.isNaN(date.getTime())) return '';
  const part = Object.fromEntries(PARTS.formatToParts(date).map(({ type, value }) => [type, value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`;
}

/** Seconds under which a time reads "just now" (docs/behaviour.md, "Formats and limits"). */
const JUST_NOW_S = 30;
const MINUTE_S = 60;
const HOUR_S = 3600;
const DAY_S = 86_400;

/**
 * How long ago `timestamp` (seconds or ms) was, as docs/behaviour.md, "Formats and limits" says: "just now" under 30 s,
 * minutes under an hour, hours under a day, one day under two days, then the date
 * (`YYYY-MM-DD HH:mm:ss`). Minutes and hours round up. Words come from `Intl.RelativeTimeFormat`
 * in `locale` (singular and plural included); "just now" is the caller's translated text.
 *
 * @param now - the reference time in ms (default: the current time)
 */
export function formatTimeAgo(
  timestamp: number | string,
  locale: string,
  justNow: string,
  now: number = Date.now(),
): string {
  const seconds = (now - toMilliseconds(timestamp)) / 1000;
  const rtf = cached('relative', locale, {}, () => new Intl.RelativeTimeFormat(locale, { numeric: 'always' }));
  if (seconds < JUST_NOW_S) return justNow;
  if (seconds < HOUR_S) return rtf.format(-Math.ceil(seconds / MINUTE_S), 'minute');
  if (seconds < DAY_S) return rtf.format(-Math.ceil(seconds / HOUR_S), 'hour');
  if (seconds < 2 * DAY_S) return rtf.format(-1, 'day');
  return formatTimestamp(timestamp);
}

/** Groups the integer digits with commas (docs/behaviour.md, "Formats and limits"), keeping every fraction digit. */
export function formatThousands(value: number): string {
  return numberFormat('en-US', { maximumFractionDigits: 20, useGrouping: true }).format(value);
}

/**
 * How the console writes money (docs/behaviour.md, "Formats and limits"): yuan as the currency CNY
 * in the reader's language, so each language has one symbol everywhere, in tables, summaries and
 * charts alike (`¥` in zh, `CN¥` in en).
 */
const MONEY: Intl.NumberFormatOptions = { style: 'currency', currency: 'CNY' };

/**
 * An exact amount in yuan as CNY in `locale`, two decimals and grouped thousands (docs/behaviour.md,
 * "Formats and limits"): `1234.5` -> `¥1,234.50` (zh), `CN¥1,234.50` (en). For tables, where
 * amounts are exact.
 */
export function formatMoney(yuan: number, locale: string): string {
  return numberFormat(locale, MONEY).format(yuan);
}

/**
 * An amount in yuan in the reader's compact units, for summaries and chart axes (tables stay
 * exact, {@link formatMoney}), with the currency symbol of {@link formatMoney} and at most
 * `digits` fraction digits, trailing zeros dropped. The units are `Intl.NumberFormat`'s compact
 * notation (docs/behaviour.md, "Formats and limits"): in zh 万 (10^4), 亿 (10^8) and 万亿 (10^12),
 * `12345678` -> `¥1,234.57万`, `9999` -> `¥9,999`; in en k (10^3, written lower case as the
 * compact units of docs/behaviour.md are), M, B, T: `12345678` -> `CN¥12.35M`. `-0` is shown as
 * `0`; a value that is not a finite number as `Intl` writes it (`¥NaN`).
 */
export function formatCompactMoney(yuan: number, locale: string, digits = 2): string {
  const format = numberFormat(locale, {
    ...MONEY,
    notation: 'compact',
    minimumFractionDigits: 0,
    maximumFractionDigits: digits,
    useGrouping: 'always',
  });
  return format
    .formatToParts(yuan === 0 ? 0 : yuan)
    .map(({ type, value }) => (type === 'compact' && value === 'K' ? 'k' : value))
    .join('');
}

/** The byte units of {@link formatBytes}, largest first (binary: 1 KB = 1,024 bytes). */
const BYTE_UNITS = [
  { symbol: 'MB', value: 1024 ** 2 },
  { symbol: 'KB', value: 1024 },
] as const;

/**
 * A file size in bytes as `B`, `KB` or `MB` (binary units, 1 KB = 1,024 bytes) with at most one
 * fraction digit and thousands separators (docs/behaviour.md, "Formats and limits"): `512` -> `512 B`, `1536` -> `1.5 KB`,
 * `5_242_880` -> `5 MB`. Sizes of 1,024 MB and more stay in MB.
 */
export function formatBytes(bytes: number): string {
  const unit = BYTE_UNITS.find(({ value }) => Math.abs(bytes) >= value);
  const format = new Intl.NumberFormat('en-US', { maximumFractionDigits: unit ? 1 : 0, useGrouping: true });
  return unit ? `${format.format(bytes / unit.value)} ${unit.symbol}` : `${format.format(bytes)} B`;
}

/**
 * A day of a date input (`yyyy-MM-dd`) as epoch ms at its start (`from`) or its last millisecond
 * (`to`) in China time (UTC+8), as the server's periods count days.
 */
export function dayBound(day: string, bound: 'from' | 'to'): number {
  const start = Date.parse(`${day}T00:00:00+08:00`);
  return bound === 'from' ? start : start + 86_399_999;
}

/** The China-time day (`yyyy-MM-dd`, a date input's value) holding `time` (epoch ms): the inverse of {@link dayBound}. */
export function dayOf(time: number): string {
  return new Date(time + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}
