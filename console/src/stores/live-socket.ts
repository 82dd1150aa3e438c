import { proxy } from 'valtio';
import type { MessageKey } from '../i18n';
import type { LiveSocketState } from '../lib/live-socket';

/**
 * The live socket's client state (docs/behaviour.md, "Live socket"): the latest socket response (any JSON
 * message, as parsed) and the connection's state. What a message says about server data (a new
 * reminder) goes to SWR, not here (docs/architecture.md, "State").
 */
export interface LiveSocketStoreState {
  /** The latest message, parsed as JSON; `null` before the first. */
  latest: unknown;
  /**
   * The connection's state; `connecting` at first, since the messages feature opens the socket
   * as soon as it mounts (so the top bar never flashes "disconnected").
   */
  state: LiveSocketState;
}

/**
 * What the connection status says in each state ("实时连接：已连接", "Live updates: connected"): in
 * the top bar's status and in its overflow menu at narrow widths (docs/behaviour.md, "Layout").
 */
export const LIVE_STATUS_LABEL: Record<LiveSocketState, MessageKey> = {
  connecting: 'live.status.connecting',
  open: 'live.status.open',
  closed: 'live.status.closed',
};

/** The live socket store, written by the messages feature's socket runner. */
export const liveSocketStore = proxy<LiveSocketStoreState>({ latest: null, state: 'connecting' });

/** Keeps a message as the latest socket response (docs/behaviour.md, "Live socket"). */
export function setLatestSocketResponse(message: unknown): void {
  liveSocketStore.latest = message;
}

/** Records the connection's state. */
export function setLiveSocketState(state: LiveSocketState): void {
  liveSocketStore.state = state;
}
