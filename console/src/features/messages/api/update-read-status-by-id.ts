import { api } from '../../../lib/api-client';

/**
 * Marks one reminder message read: `POST /share-system/remindMsg/updateReadStatusById {id}`
 * (docs/wire-protocol.md). Blocked while the same call is in flight (a double press).
 *
 * @throws {ApiError} as `api` does; an unknown id or another person's message answers code 404.
 */
export function updateReadStatusById(id: number): Promise<null> {
  return api<null>('/share-system/remindMsg/updateReadStatusById', { id }, { block: true });
}
