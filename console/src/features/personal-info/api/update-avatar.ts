import { api } from '../../../lib/api-client';

/** What the avatar must be (as the company logo, docs/behaviour.md, "Validation"): type, size in bytes, px. */
export const AVATAR_RULES = {
  accept: ['.jpg', '.jpeg', '.png', '.bmp', 'image/jpeg', 'image/png', 'image/bmp'],
  maxBytes: 5 * 1024 * 1024,
  width: 80,
  height: 80,
} as const;

/**
 * Stores the signed-in person's avatar (`POST /share-system/userinfo/personal/avatarupdate`):
 * `avatar` a PNG, JPEG or BMP `data:` URL of at most 5 MB decoded.
 *
 * @returns the stored avatar, as `userInfo.avatarUrl` shows it.
 * @throws {ApiError} when the server refuses it (HTTP 400, code 400, wrong type or too large);
 *   the API client has shown the warning.
 */
export function updateAvatar(avatar: string): Promise<{ avatarUrl: string }> {
  return api<{ avatarUrl: string }>('/share-system/userinfo/personal/avatarupdate', { avatar });
}
