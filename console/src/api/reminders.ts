import { useApi } from '../lib/api-client';

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
