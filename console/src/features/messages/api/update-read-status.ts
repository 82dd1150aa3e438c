import { api } from '../../../lib/api-client';

/**
 * Marks every reminder message of the signed-in person read:
 * `GET /share-system/remindMsg/updateReadStatus` (docs/wire-protocol.md). Blocked while in flight.
 *
 * @throws {ApiError} as `api` does.
 */
export function updateReadStatus(): Promise<null> {
  return api<null>('/share-system/remindMsg/updateReadStatus', {}, { method: 'GET', block: true });
}
