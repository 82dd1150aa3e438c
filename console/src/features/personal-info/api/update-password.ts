import { api } from '../../../lib/api-client';

/** Bounds of a new password, in characters (the server's rule). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;

/** The envelope code of a wrong current password (as a failed sign-in). */
export const WRONG_OLD_PASSWORD_CODE = 1001;

/** Whether `password` meets the rule: 8 to 64 characters with at least one letter and one digit. */
export function passwordRuleMet(password: string): boolean {
  const length = [...password].length;
  return length >= PASSWORD_MIN && length <= PASSWORD_MAX && /\p{L}/u.test(password) && /\p{Nd}/u.test(password);
}

/** What `/share-system/userinfo/password/update` takes, in clear; the API client encrypts each field. */
export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * Changes the signed-in account's password (`POST /share-system/userinfo/password/update`). The
 * three fields leave base64-then-RSA encrypted (docs/behaviour.md, "Password fields", `lib/password-fields.ts`).
 *
 * @throws {ApiError} code {@link WRONG_OLD_PASSWORD_CODE} for a wrong current password, code 400
 *   for a confirmation that differs or a new password outside the rule; the API client has shown
 *   the server's message.
 */
export function updatePassword(change: PasswordChange): Promise<null> {
  return api<null>('/share-system/userinfo/password/update', { ...change });
}
