/**
 * The open live sockets of this process (wire protocol, "Live socket"; docs/architecture.md, "Data flow"),
 * by console session and by account, so that the end of
 * a session closes its sockets and an event reaches every socket of an account.
 *
 * Per process: instances behind a load balancer would fan pushes out through PostgreSQL's
 * LISTEN/NOTIFY.
 */
import type { WebSocket } from 'ws';

/** Close code sent when the socket's console session ends (logout, company switch). */
export const SESSION_ENDED_CLOSE_CODE = 4401;

/** Close reason sent with {@link SESSION_ENDED_CLOSE_CODE}. */
export const SESSION_ENDED_CLOSE_REASON = 'session ended';

/** A reminder message as pushed and listed: `createTime` is ISO 8601 (UTC). */
export interface ReminderMessageItem {
  id: number;
  title: string;
  content: string;
  createTime: string;
}

/**
 * Every JSON frame the server sends: the heartbeat answer (`time` in epoch ms), the answer to an
 * unknown message, the push of a new reminder message, and "access changed": the account's
 * menus, routes or permissions changed, so the console fetches them again (docs/behaviour.md,
 * "Roles and permissions").
 */
export type ServerFrame =
  | { type: 'heartbeat'; time: number }
  | { type: 'error'; msg: string }
  | { type: 'remindMsg'; data: ReminderMessageItem }
  | { type: 'accessChanged' };

/** Which console session and account a socket belongs to. */
export interface SocketOwner {
  sessionId: number;
  accountId: number;
}

function addTo(index: Map<number, Set<WebSocket>>, key: number, socket: WebSocket) {
  const sockets = index.get(key) ?? new Set<WebSocket>();
  sockets.add(socket);
  index.set(key, sockets);
}

function removeFrom(index: Map<number, Set<WebSocket>>, key: number, socket: WebSocket) {
  const sockets = index.get(key);
  sockets?.delete(socket);
  if (sockets?.size === 0) index.delete(key);
}

/** Sends `frame` as JSON text when `socket` is open; a closing socket gets nothing. */
export function sendFrame(socket: WebSocket, frame: ServerFrame): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
}

/** The registry of open sockets. A socket leaves it by itself when it closes. */
export class SocketHub {
  readonly #bySession = new Map<number, Set<WebSocket>>();
  readonly #byAccount = new Map<number, Set<WebSocket>>();

  /** Registers an open `socket` of `owner` until it closes. */
  add(socket: WebSocket, owner: SocketOwner): void {
    addTo(this.#bySession, owner.sessionId, socket);
    addTo(this.#byAccount, owner.accountId, socket);
    socket.once('close', () => {
      removeFrom(this.#bySession, owner.sessionId, socket);
      removeFrom(this.#byAccount, owner.accountId, socket);
    });
  }

  /** Closes every socket of the console sessions `sessionIds` with 4401 `session ended`. */
  closeSessions(sessionIds: readonly number[]): void {
    for (const sessionId of sessionIds) {
      for (const socket of this.#bySession.get(sessionId) ?? []) {
        socket.close(SESSION_ENDED_CLOSE_CODE, SESSION_ENDED_CLOSE_REASON);
      }
    }
  }

  /** Sends `frame` to every open socket of the account `accountId`. */
  push(accountId: number, frame: ServerFrame): void {
    for (const socket of this.#byAccount.get(accountId) ?? []) sendFrame(socket, frame);
  }

  /** Sends `frame` to every open socket. */
  broadcast(frame: ServerFrame): void {
    for (const sockets of this.#byAccount.values()) for (const socket of sockets) sendFrame(socket, frame);
  }
}
