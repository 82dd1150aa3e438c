/**
 * Formatting rules of spec section 9, on `Intl`.
 */

/** A timestamp of 10 digits or fewer is in seconds; longer ones are in milliseconds (spec section 9). */
export function toMilliseconds(timestamp: number | string): number {
  const value = Number(timestamp);
  return String(Math.trunc(Math.abs(value))).length <= 10 ? value * 1000 : value;
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
 * Formats a timestamp (seconds or ms) as `YYYY-MM-DD HH:mm:ss` in local time, the default format
 * of spec section 9. Returns `''` for a value that is not a date.
 */
export function formatTimestamp(timestamp: number | string): string {
  const date = new Date(toMilliseconds(timestamp));
  if (Number.isNaN(date.getTime())) return '';
  const part = Object.fromEntries(PARTS.formatToParts(date).map(({ type, value }) => [type, value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`;
}
