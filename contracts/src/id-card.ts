/**
 * The 18-character PRC resident identity number (GB 11643-1999, "Citizen identification
 * number"): 6-digit address code, 8-digit birth date `YYYYMMDD`, 3-digit sequence, 1 check
 * character. Written here rather than taken from a package: the rule is a dozen lines of a
 * national standard, and the npm packages for it are small and little used. The console checks a
 * typed number with it before sending and the server before storing, so the two never disagree.
 */

/** Length of an identity number, in characters. */
export const ID_CARD_LENGTH = 18;

// GB 11643-1999 section 8.2: weight of position i (1-based, counted from the left) is
// 2^(18-i) mod 11, for the first 17 positions.
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
// The check character for each remainder 0..10 of the weighted sum mod 11.
const CHECK_CHARS = '10X98765432';

const SHAPE = /^[0-9]{17}[0-9X]$/;
/** The earliest birth year of an accepted number: no one alive was born before 1900. */
export const EARLIEST_BIRTH_YEAR = 1900;
/**
 * China's offset from UTC: 8 hours in ms, all year (no daylight saving time). Birth dates are
 * calendar dates in China; exported spreadsheets show times in China time.
 */
export const CHINA_OFFSET_MS = 8 * 3_600_000;

/**
 * The check character of an identity number from its first 17 digits: ISO 7064 MOD 11-2 as
 * GB 11643-1999 section 8.2 applies it (weights 7 9 10 5 8 4 2 1 6 3 7 9 10 5 8 4 2; the weighted
 * sum mod 11 picks a character of `10X98765432`).
 *
 * @param first17 exactly 17 ASCII digits.
 * @returns `0`-`9` or `X` (upper case).
 * @throws RangeError when `first17` is not 17 digits.
 */
export function idCardCheckChar(first17: string): string {
  if (!/^[0-9]{17}$/.test(first17)) throw new RangeError('an identity number body is 17 digits');
  let sum = 0;
  for (const [i, weight] of WEIGHTS.entries()) sum += Number(first17[i]) * weight;
  return CHECK_CHARS.charAt(sum % 11);
}

/** A typed number as it is checked and sent: surrounding blanks dropped, a lower-case `x` raised. */
export function normaliseIdCard(value: string): string {
  return value.trim().toUpperCase();
}

/** What is wrong with an identity number, in the order {@link idCardProblem} checks. */
export type IdCardProblem = 'length' | 'format' | 'birthDate' | 'checkChar';

/**
 * Checks an 18-character identity number (GB 11643-1999): the length, the shape (17 digits and a
 * digit or `X`; pass the value upper-cased), the birth date (positions 7-14: a real date, not
 * before 1900-01-01 and not after today in China), then the check character.
 *
 * @param idCard the number, upper-cased.
 * @param now the current time in epoch ms ("today" for the birth date).
 * @returns the first problem found, or `null` for a valid number.
 */
export function idCardProblem(idCard: string, now: number): IdCardProblem | null {
  if (idCard.length !== ID_CARD_LENGTH) return 'length';
  if (!SHAPE.test(idCard)) return 'format';
  const year = Number(idCard.slice(6, 10));
  const month = Number(idCard.slice(10, 12));
  const day = Number(idCard.slice(12, 14));
  const birth = new Date(Date.UTC(year, month - 1, day));
  const isRealDate = birth.getUTCFullYear() === year && birth.getUTCMonth() === month - 1 && birth.getUTCDate() === day;
  const today = new Date(now + CHINA_OFFSET_MS).toISOString().slice(0, 10).replaceAll('-', '');
  if (!isRealDate || year < EARLIEST_BIRTH_YEAR || idCard.slice(6, 14) > today) return 'birthDate';
  if (idCardCheckChar(idCard.slice(0, 17)) !== idCard.charAt(17)) return 'checkChar';
  return null;
}

/** An identity number as the API shows it: the first 6 and the last 4 characters, 8 `*` between. */
export function maskIdCard(idCard: string): string {
  return `${idCard.slice(0, 6)}${'*'.repeat(Math.max(0, idCard.length - 10))}${idCard.slice(-4)}`;
}
