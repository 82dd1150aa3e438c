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

/** `POST /share-system/remindMsg/add` (docs/wire-protocol.md, "Reminder messages"). */
export const REMIND_MSG_ADD_PATH = '/share-system/remindMsg/add';

/** A reminder to send: the recipient's account name, a title (1 to 100) and content (1 to 1000 characters). */
export interface NewRemindMsg {
  account: string;
  title: string;
  content: string;
}

/** The most characters of a reminder's title and content (docs/wire-protocol.md, "Reminder messages"). */
export const REMIND_MSG_LIMITS = { title: 100, content: 1000 } as const;

/**
 * Sends a reminder to `message.account`, pushed at once to its open consoles (`remindMsg/add`).
 * Only a platform administrator may send: others get code 403, an unknown account code 404, each
 * shown by the API client.
 * @returns the new message's id.
 */
export function addRemindMsg(message: NewRemindMsg): Promise<{ id: number }> {
  return api<{ id: number }>(REMIND_MSG_ADD_PATH, { ...message });
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
