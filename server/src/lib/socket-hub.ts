/**
 * The open live sockets of this process (wire protocol, "Live socket"; docs/architecture.md, "Data flow"),
 * by console session and by account, so that the end of a session closes its sockets and an
 * event reaches every socket of an account. Pushes and session ends go through the bus, so they
 * reach the sockets open on every instance (docs/architecture.md, "Several instances").
 */
import type { WebSocket } from 'ws';
import type { Bus } from './bus';

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
 * unknown message, the push of a new reminder message, the push of a published announcement
 * (`data.id` the announcement's id, `content` its body: docs/screens.md, "Announcements"), its
 * withdrawal (`data.id`), and
 * "access changed": the account's
 * menus, routes or permissions changed, so the console fetches them again (docs/behaviour.md,
 * "Roles and permissions").
 */
export type ServerFrame =
  | { type: 'heartbeat'; time: number }
  | { type: 'error'; msg: string }
  | { type: 'remindMsg'; data: ReminderMessageItem }
  | { type: 'announcement'; data: ReminderMessageItem }
  | { type: 'announcementWithdrawn'; data: { id: number } }
  | { type: 'accessChanged' };

/**
 * What the instances tell each other through the bus: a frame for the sockets of one account, a
 * frame for every socket, console sessions that ended (their sockets close, and session caches
 * forget them). Each message stays far below the bus's 7,999 bytes: a frame carries at most a
 * reminder or an announcement (100 + 1,000 characters, docs/wire-protocol.md, "Reminder messages"), and ended
 * sessions and accounts go {@link IDS_PER_MESSAGE} ids at a time.
 */
export type HubMessage =
  | { type: 'push'; accountIds: number[]; frame: ServerFrame }
  | { type: 'broadcast'; frame: ServerFrame }
  | { type: 'sessionsEnded'; sessionIds: number[] };

/** Session or account ids per message: 11 bytes each at most, 3.3 kB in all. */
export const IDS_PER_MESSAGE = 300;

/** `ids` in slices of {@link IDS_PER_MESSAGE}. */
function slices(ids: readonly number[]): number[][] {
  const result: number[][] = [];
  for (let start = 0; start < ids.length; start += IDS_PER_MESSAGE)
    result.push(ids.slice(start, start + IDS_PER_MESSAGE));
  return result;
}

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

/**
 * The registry of this process's open sockets; a socket leaves it by itself when it closes. Its
 * pushes and closes are published on the bus and carried out by every instance's hub, this one
 * included, before the call returns.
 */
export class SocketHub {
  readonly #bySession = new Map<number, Set<WebSocket>>();
  readonly #byAccount = new Map<number, Set<WebSocket>>();
  readonly #bus: Bus<HubMessage>;

  constructor(bus: Bus<HubMessage>) {
    this.#bus = bus;
    bus.subscribe({ message: (message) => this.#deliver(message) });
  }

  /** Registers an open `socket` of `owner` until it closes. */
  add(socket: WebSocket, owner: SocketOwner): void {
    addTo(this.#bySession, owner.sessionId, socket);
    addTo(this.#byAccount, owner.accountId, socket);
    socket.once('close', () => {
      removeFrom(this.#bySession, owner.sessionId, socket);
      removeFrom(this.#byAccount, owner.accountId, socket);
    });
  }

  /**
   * Announces that the console sessions `sessionIds` ended: every instance closes their sockets
   * with 4401 `session ended` and forgets them (call it once the end is committed).
   * @throws the bus's error when the announcement cannot be published.
   */
  async closeSessions(sessionIds: readonly number[]): Promise<void> {
    for (const slice of slices(sessionIds)) await this.#bus.publish({ type: 'sessionsEnded', sessionIds: slice });
  }

  /**
   * Sends `frame` to every open socket of the accounts `accountIds`, on every instance.
   * @throws the bus's error when the frame cannot be published.
   */
  async push(accountIds: readonly number[], frame: ServerFrame): Promise<void> {
    for (const slice of slices(accountIds)) await this.#bus.publish({ type: 'push', accountIds: slice, frame });
  }

  /**
   * Sends `frame` to every open socket, on every instance.
   * @throws the bus's error when the frame cannot be published.
   */
  async broadcast(frame: ServerFrame): Promise<void> {
    await this.#bus.publish({ type: 'broadcast', frame });
  }

  #deliver(message: HubMessage): void {
    if (message.type === 'sessionsEnded') {
      for (const sessionId of message.sessionIds) {
        for (const socket of this.#bySession.get(sessionId) ?? []) {
          socket.close(SESSION_ENDED_CLOSE_CODE, SESSION_ENDED_CLOSE_REASON);
        }
      }
    } else if (message.type === 'push') {
      for (const accountId of message.accountIds) {
        for (const socket of this.#byAccount.get(accountId) ?? []) sendFrame(socket, message.frame);
      }
    } else {
      for (const sockets of this.#byAccount.values()) for (const socket of sockets) sendFrame(socket, message.frame);
    }
  }
}
