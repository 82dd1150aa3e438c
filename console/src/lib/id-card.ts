/**
 * The resident identity card number of GB 11643-1999: 17 digits (region, birth date, sequence)
 * and a check character computed with ISO 7064 MOD 11-2.
 */

/** Length of an identity card number, in characters. */
export const ID_CARD_LENGTH = 18;

/** The weights of the first 17 digits, left to right (GB 11643-1999, ISO 7064 MOD 11-2). */
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;

/** The check character for each remainder of the weighted sum modulo 11. */
const CHECK_CHARS = '10X98765432';

/** What is wrong with a typed identity card number. */
export type IdCardProblem =
  /** Not 18 characters long. */
  | 'length'
  /** The first 17 are not all digits, or the last is neither a digit nor X. */
  | 'format'
  /** The last character is not the check character of the first 17. */
  | 'checkDigit';

/** A typed number as it is checked and sent: surrounding blanks dropped, a lowercase `x` raised. */
export function normaliseIdCard(value: string): string {
  return value.trim().toUpperCase();
}

/**
 * The check character of the first 17 digits (ISO 7064 MOD 11-2): the sum of each digit times
 * its weight, modulo 11, indexes `10X98765432`.
 *
 * @throws {RangeError} when `digits` is not exactly 17 decimal digits.
 */
export function idCardCheckChar(digits: string): string {
  if (!/^\d{17}$/.test(digits)) throw new RangeError('an identity card check character needs 17 digits');
  const sum = WEIGHTS.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
  return CHECK_CHARS.charAt(sum % 11);
}

/**
 * What is wrong with an identity card number, or `null` when it is well formed and its check
 * character matches (GB 11643-1999). The value is normalised first ({@link normaliseIdCard}), so
 * a lowercase `x` and surrounding blanks pass. The birth date inside is not checked.
 */
export function idCardProblem(value: string): IdCardProblem | null {
  const number = normaliseIdCard(value);
  if (number.length !== ID_CARD_LENGTH) return 'length';
  if (!/^\d{17}[\dX]$/.test(number)) return 'format';
  return idCardCheckChar(number.slice(0, 17)) === number.charAt(17) ? null : 'checkDigit';
}
