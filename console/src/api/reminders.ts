import { api, useApi } from '../lib/api-client';

/** The path prefix of every reminder-message call; a pushed reminder revalidates them all. */
export const REMIND_MSG_PREFIX = '/share-system/remindMsg/';

/** `POST /share-system/remindMsg/getNotReadMsgList` (docs/wire-protocol.md, "Reminder messages"). */
export const NOT_READ_MSG_LIST_PATH = '/share-system/remindMsg/getNotReadMsgList';

/**
 * A reminder message: `title` and `content` are server text, rendered as text only;
 * `createTime` is an ISO 8601 UTC string (docs/wire-protocol.md); `taskId` the workflow task it
 * links, or `null`; `announcementId` the announcement it delivers (shown as a banner too,
 * docs/behaviour.md, "Announcements"), or `null`.
 */
export interface RemindMsg {
  id: number;
  title: string;
  content: string;
  createTime: string;
  taskId: number | null;
  announcementId: number | null;
}

/** The caller's unread messages, newest first; `total` is their number. */
export interface NotReadMsgList {
  total: number;
  list: RemindMsg[];
}

/** Whether an SWR key belongs to a reminder-message call (`[path, params]`, lib/api-client.ts). */
export function isRemindMsgKey(key: unknown): boolean {
  return Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith(REMIND_MSG_PREFIX);
}

/** The signed-in person's unread reminder messages (SWR). */
export function useNotReadMsgList() {
  return useApi<NotReadMsgList>(NOT_READ_MSG_LIST_PATH);
}

/** A one-time key that opens the live socket: `expiresIn` is in seconds (30). */
export interface PushKey {
  pushKey: string;
  expiresIn: number;
}

/**
 * `POST /share-system/remindMsg/createPushKey {}` (docs/wire-protocol.md, "Live socket"): a fresh
 * key for one handshake of the live socket, so the session token never travels in its URL.
 * Quiet: a failure shows no message, the live socket's status says it (docs/behaviour.md, "Live socket").
 *
 * @throws {ApiError} as `api` does (a network failure, a refusal; 603 / 700 also clear the token).
 */
export function createPushKey(): Promise<PushKey> {
  return api<PushKey>('/share-system/remindMsg/createPushKey', {}, { quiet: true });
}
