import { api } from '../../../lib/api-client';

/** The longest display name, in characters once trimmed (the server's limit). */
export const NAME_MAX = 30;

/**
 * Replaces the signed-in person's display name (`POST /share-system/userinfo/personal/update`).
 *
 * @returns the stored name (trimmed).
 * @throws {ApiError} when the server refuses it (HTTP 400, code 400) or the session is invalid;
 *   the API client has shown the warning.
 */
export function updatePersonal(name: string): Promise<{ name: string }> {
  return api<{ name: string }>('/share-system/userinfo/personal/update', { name });
}
