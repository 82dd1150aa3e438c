import { api } from '../../../lib/api-client';

/** The identity card on record after an update: the name and the number with its middle masked. */
export interface IdCardRecord {
  name: string;
  idCardMasked: string;
}

/** What `/share-system/userinfo/updateIdCard` takes: the name and the full 18-character number. */
export interface IdCardUpdate {
  name: string;
  idCard: string;
}

/**
 * Records the signed-in person's identity card (`POST /share-system/userinfo/updateIdCard`).
 *
 * @throws {ApiError} when the server refuses it (HTTP 400, code 400, with a message in the
 *   request language) or the session is invalid; the API client has shown the warning.
 */
export function updateIdCard(update: IdCardUpdate): Promise<IdCardRecord> {
  return api<IdCardRecord>('/share-system/userinfo/updateIdCard', { ...update });
}
