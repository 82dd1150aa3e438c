import { proxy } from 'valtio';
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
