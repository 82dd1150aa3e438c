/**
 * Field rules both sides check: the console before it sends, the server before it stores
 * (docs/behaviour.md, "Validation"). Lengths count characters (Unicode code points) after
 * trimming, so a Chinese name of 30 characters fits a limit of 30.
 */

/** The longest person name, company name or unit name: 30 characters. */
export const NAME_MAX = 30;

/**
 * A code of a role, role type, resource or coded list (a major, a dictionary type): a letter, then
 * letters, digits, `_`, `-`, `.` or `:`, at most 64 characters (`enterprise_admin`, `person:write`).
 */
export const CODE_PATTERN = '^[A-Za-z][A-Za-z0-9_.:-]{0,63}$';

/** The longest registered company name (`companyName`): 100 characters. */
export const COMPANY_NAME_MAX = 100;

/** The longest account name: 32 characters. */
export const ACCOUNT_MAX = 32;

/**
 * An account name: 3 to 32 letters, digits, `.`, `_` or `-`, starting with a letter or digit
 * (`admin`, `admin.yh`, `zhang.wei-02`).
 */
export const ACCOUNT_PATTERN = '^[A-Za-z0-9][A-Za-z0-9._-]{2,31}$';

/** The longest search keyword of a list filter: 50 characters. */
export const KEYWORD_MAX = 50;

/**
 * A mainland mobile number (11 digits starting 13 to 19) or a landline with its area code
 * (`0571-88886666`), as a string pattern for TypeBox and `RegExp`.
 */
export const PHONE_PATTERN = '^(?:1[3-9][0-9]{9}|0[0-9]{2,3}-?[0-9]{7,8})$';

/** A mainland mobile number, the only kind a text message reaches: 11 digits starting 13 to 19. */
export const MOBILE_PATTERN = '^1[3-9][0-9]{9}$';

/** A text-message verification code: 6 digits (docs/behaviour.md, "Supplier registration"). */
export const SMS_CODE_PATTERN = '^[0-9]{6}$';

/**
 * A unified social credit code (GB 32100-2015), the company's `binCode`: 18 characters of the
 * code's alphabet (digits and upper-case letters without I, O, S, V and Z). The check character
 * is not verified: demo and test companies use made-up codes.
 */
export const BIN_CODE_PATTERN = '^[0-9A-HJ-NPQRTUWXY]{18}$';

/**
 * The largest value of a PostgreSQL `integer` (int4) column, every id and count the database
 * keeps: 2,147,483,647 (2^31 - 1). A larger number in a body is refused with 400, never sent to
 * the database (docs/wire-protocol.md, "What the server checks").
 */
export const INT4_MAX = 2_147_483_647;

/**
 * The latest time a body may carry, in epoch ms: 9999-12-31T23:59:59.999Z (253,402,300,799,999).
 * Later times have a year of five digits, which neither ISO 8601's basic form nor the database's
 * `timestamptz` input takes.
 */
export const EPOCH_MS_MAX = 253_402_300_799_999;

/**
 * A calendar day `yyyy-MM-dd` of the years 1900 to 9999 (docs/behaviour.md, "Formats and
 * limits"), as a string pattern for TypeBox and `RegExp`. Whether the day exists (no 31 April) is
 * checked by the service.
 */
export const DAY_PATTERN = '^(?:19[0-9]{2}|[2-9][0-9]{3})-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])$';

/** Bounds of a password, in characters. */
export const PASSWORD_MIN = 8;
/** See {@link PASSWORD_MIN}. */
export const PASSWORD_MAX = 64;

/** The number of characters (code points) of `text`, as every length rule counts them. */
export function characterCount(text: string): number {
  return [...text].length;
}

/** Whether `password` has 8 to 64 characters with at least one letter and one digit. */
export function passwordRuleMet(password: string): boolean {
  const length = characterCount(password);
  return length >= PASSWORD_MIN && length <= PASSWORD_MAX && /\p{L}/u.test(password) && /\p{Nd}/u.test(password);
}

/**
 * `text` as a SQL `LIKE` pattern that matches it anywhere, taken literally: `%`, `_` and the
 * escape character `\` are escaped, so a search for `50%` finds "50%" and not "500".
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
