import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { socketUrl } from '../../../config/env';
import { LiveSocket } from '../../../lib/live-socket';
import { notify } from '../../../stores/feedback';
import { setLatestSocketResponse, setLiveSocketState } from '../../../stores/live-socket';
import { isLeftMenuListKey } from '../../../api/menus';
import { isGrantedCodesKey } from '../../../api/granted-codes';
import { createPushKey, isRemindMsgKey, type RemindMsg } from '../../../api/reminders';
import { refreshRoutes } from '../../../stores/session';

/** A reminder pushed over the live socket (docs/wire-protocol.md, "Live socket"). */
export interface RemindMsgPush {
  type: 'remindMsg';
  data: RemindMsg;
}

/** Whether a socket message is a pushed reminder with a title to show. */
export function isRemindMsgPush(message: unknown): message is RemindMsgPush {
  if (typeof message !== 'object' || message === null) return false;
  const { type, data } = message as { type?: unknown; data?: unknown };
  return (
    type === 'remindMsg' &&
    typeof data === 'object' &&
    data !== null &&
    typeof (data as { title?: unknown }).title === 'string'
  );
}

/**
 * Whether a socket message is an announcement published or withdrawn (docs/wire-protocol.md, "Live
 * socket"): the reminders are fetched again, so the announcement banner shows it or drops it.
 */
export function isAnnouncementPush(message: unknown): boolean {
  const type = typeof message === 'object' && message !== null ? (message as { type?: unknown }).type : undefined;
  return type === 'announcement' || type === 'announcementWithdrawn';
}

/** Whether a socket message is the "access changed" push (docs/wire-protocol.md, "Live socket"). */
export function isAccessChangedPush(message: unknown): boolean {
  return typeof message === 'object' && message !== null && (message as { type?: unknown }).type === 'accessChanged';
}

/**
 * Runs the live socket while `token` is set (docs/behaviour.md, "Live socket"): starts it on sign-in,
 * stops it when the token changes or goes (logout, expired session) or the component leaves.
 * Each connection opens with a fresh key from `createPushKey` (docs/wire-protocol.md, "Live socket").
 * Every message is kept as the latest socket response and the state is mirrored to
 * stores/live-socket.ts; a pushed reminder shows an info toast with its title (as text) and
 * revalidates every `/share-system/remindMsg/` call, as a published announcement does (without a
 * toast: the announcement banner shows it); "access changed" fetches the menu tree, the
 * routes and the granted resource codes again (docs/behaviour.md, "Roles and permissions").
 */
export function useLiveSocket(token: string | undefined): void {
  const { mutate } = useSWRConfig();
  useEffect(() => {
    if (!token) return;
    const socket = new LiveSocket({
      // A fresh one-time key for each connection: the token never goes into the socket's address.
      address: async () => socketUrl((await createPushKey()).pushKey),
      onStateChange: setLiveSocketState,
      onMessage: (message) => {
        setLatestSocketResponse(message);
        if (isAccessChangedPush(message)) {
          refreshRoutes();
          void mutate(isLeftMenuListKey);
          void mutate(isGrantedCodesKey);
          return;
        }
        if (isAnnouncementPush(message)) {
          // The banner says it politely; a toast would say it twice.
          void mutate(isRemindMsgKey);
          return;
        }
        if (!isRemindMsgPush(message)) return;
        notify({ tone: 'info', text: message.data.title });
        void mutate(isRemindMsgKey);
      },
    });
    socket.start();
    return () => {
      socket.stop();
      setLatestSocketResponse(null);
    };
  }, [token, mutate]);
}
