import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../testing/fake-socket';
import {
  HEARTBEAT_INTERVAL_MS,
  HEARTBEAT_TEXT,
  HEARTBEAT_TIMEOUT_MS,
  LiveSocket,
  SESSION_ENDED_CLOSE_CODE,
  type LiveSocketState,
} from './live-socket';
import { RECONNECT_BASE_DELAY_MS, RECONNECT_MAX_DELAY_MS, reconnectDelay } from '@workbench/contracts';

const URL = 'ws://console.test/ws?token=abc.def';

function startSocket() {
  const states: LiveSocketState[] = [];
  const onMessage = vi.fn();
  const live = new LiveSocket({
    url: URL,
    createSocket: (url) => new FakeSocket(url),
    onMessage,
    onStateChange: (state) => states.push(state),
    // The top of the jitter: delays of 1,000, 2,000, 4,000… ms.
    random: () => 1,
  });
  live.start();
  return { live, states, onMessage };
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.instances = [];
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the live socket (docs/behaviour.md, "Live socket")', () => {
  it('uses the constants of docs/behaviour.md, "Formats and limits"', () => {
    expect(HEARTBEAT_TEXT).toBe('3');
    expect(HEARTBEAT_INTERVAL_MS).toBe(60_000);
    expect(HEARTBEAT_TIMEOUT_MS).toBe(60_000);
  });

  it('connects to the address supplied at start and reports connecting, then open', () => {
    const { states } = startSocket();
    expect(FakeSocket.instances.map((socket) => socket.url)).toEqual([URL]);
    FakeSocket.latest().open();
    expect(states).toEqual(['connecting', 'open']);
  });

  it(`sends the heartbeat "${HEARTBEAT_TEXT}" every ${HEARTBEAT_INTERVAL_MS} ms`, () => {
    startSocket();
    const socket = FakeSocket.latest();
    socket.open();
    vi.advanceTimersByTime(HEARTBEAT_INTERVAL_MS - 1);
    expect(socket.sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(socket.sent).toEqual([HEARTBEAT_TEXT]);
    socket.receive({ type: 'heartbeat', time: Date.now() });
    vi.advanceTimersByTime(HEARTBEAT_INTERVAL_MS);
    expect(socket.sent).toEqual([HEARTBEAT_TEXT, HEARTBEAT_TEXT]);
  });

  it('every message resets the heartbeat: the next one is due a full interval after the message', () => {
    startSocket();
    const socket = FakeSocket.latest();
    socket.open();
    vi.advanceTimersByTime(HEARTBEAT_INTERVAL_MS - 1_000);
    socket.receive({ type: 'remindMsg', data: { id: 1, title: 't', content: 'c', createTime: '' } });
    vi.advanceTimersByTime(HEARTBEAT_INTERVAL_MS - 1);
    expect(socket.sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(socket.sent).toEqual([HEARTBEAT_TEXT]);
  });

  it('every message resets the heartbeat: an answer clears the unanswered-heartbeat timer', () => {
    startSocket();
    const socket = FakeSocket.latest();
    socket.open();
    vi.advanceTimersByTime(HEARTBEAT_INTERVAL_MS);
    vi.advanceTimersByTime(HEARTBEAT_TIMEOUT_MS - 1);
    socket.receive({ type: 'heartbeat', time: Date.now() });
    vi.advanceTimersByTime(HEARTBEAT_TIMEOUT_MS);
    expect(socket.closeCalls).toBe(0);
    expect(socket.readyState).toBe(1);
  });

  it(`closes the socket when no message arrives within ${HEARTBEAT_TIMEOUT_MS} ms after a heartbeat`, () => {
    const { states } = startSocket();
    const socket = FakeSocket.latest();
    socket.open();
    vi.advanceTimersByTime(HEARTBEAT_INTERVAL_MS);
    expect(socket.sent).toEqual([HEARTBEAT_TEXT]);
    vi.advanceTimersByTime(HEARTBEAT_TIMEOUT_MS - 1);
    expect(socket.closeCalls).toBe(0);
    vi.advanceTimersByTime(1);
    expect(socket.closeCalls).toBe(1);
    expect(states.at(-1)).toBe('closed');
  });

  it('after a lost connection, schedules ONE reconnect, backing off while the handshake is refused', () => {
    const { states } = startSocket();
    FakeSocket.latest().open();
    FakeSocket.latest().serverClose(1006);
    expect(states.at(-1)).toBe('closed');
    vi.advanceTimersByTime(reconnectDelay(0, () => 1) - 1);
    expect(FakeSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.instances).toHaveLength(2);
    expect(FakeSocket.latest().url).toBe(URL);
    // The server is still down: the handshake fails, and the next try waits twice as long.
    FakeSocket.latest().serverClose(1006);
    vi.advanceTimersByTime(reconnectDelay(1, () => 1) - 1);
    expect(FakeSocket.instances).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.instances).toHaveLength(3);
    FakeSocket.latest().open();
    expect(states.slice(-2)).toEqual(['connecting', 'open']);
    // Open again: the next loss starts from the first delay.
    FakeSocket.latest().serverClose(1006);
    vi.advanceTimersByTime(reconnectDelay(0, () => 1));
    expect(FakeSocket.instances).toHaveLength(4);
  });

  it('when the heartbeat finds the handshake still hanging, drops that socket and tries again', () => {
    startSocket();
    const hung = FakeSocket.latest(); // never opens
    vi.advanceTimersByTime(HEARTBEAT_INTERVAL_MS + reconnectDelay(0, () => 1));
    expect(FakeSocket.instances).toHaveLength(2);
    expect(hung.closeCalls).toBe(1);
    expect(vi.getTimerCount()).toBe(1); // the heartbeat only: no second reconnect queued
  });

  it('parses messages as JSON and hands them on', () => {
    const { onMessage } = startSocket();
    FakeSocket.latest().open();
    FakeSocket.latest().receive('{"type":"heartbeat","time":1763700000000}');
    expect(onMessage).toHaveBeenCalledWith({ type: 'heartbeat', time: 1_763_700_000_000 });
  });

  it('only logs a message that is not JSON (and it still resets the heartbeat)', () => {
    const { onMessage } = startSocket();
    const socket = FakeSocket.latest();
    socket.open();
    vi.advanceTimersByTime(HEARTBEAT_INTERVAL_MS - 1);
    expect(() => socket.receive('<not json>')).not.toThrow();
    expect(onMessage).not.toHaveBeenCalled();
    expect(console.info).toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(socket.sent).toEqual([]);
  });

  it('logs a close or an error', () => {
    const { states } = startSocket();
    const socket = FakeSocket.latest();
    socket.open();
    socket.fail();
    expect(console.warn).toHaveBeenCalled();
    socket.serverClose(1006);
    expect(console.info).toHaveBeenCalled();
    expect(states.at(-1)).toBe('closed');
  });

  it('reconnects with the same address after a close with 1001 (the server going away)', () => {
    const { states } = startSocket();
    FakeSocket.latest().open();
    FakeSocket.latest().serverClose(1001, 'server shutting down');
    expect(states.at(-1)).toBe('closed');
    vi.advanceTimersByTime(RECONNECT_BASE_DELAY_MS);
    expect(FakeSocket.instances).toHaveLength(2);
    expect(FakeSocket.latest().url).toBe(URL);
    FakeSocket.latest().open();
    expect(states.slice(-2)).toEqual(['connecting', 'open']);
  });

  it(`never reconnects with the token after a close with ${SESSION_ENDED_CLOSE_CODE} (session ended)`, () => {
    const { states } = startSocket();
    FakeSocket.latest().open();
    FakeSocket.latest().serverClose(SESSION_ENDED_CLOSE_CODE, 'session ended');
    vi.advanceTimersByTime(10 * (HEARTBEAT_INTERVAL_MS + RECONNECT_MAX_DELAY_MS));
    expect(FakeSocket.instances).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
    expect(states.at(-1)).toBe('closed');
  });

  it('stop() clears every timer and closes the socket', () => {
    const { live, states } = startSocket();
    const socket = FakeSocket.latest();
    socket.open();
    vi.advanceTimersByTime(HEARTBEAT_INTERVAL_MS); // a heartbeat is now waiting for its answer
    expect(vi.getTimerCount()).toBe(2);
    live.stop();
    expect(vi.getTimerCount()).toBe(0);
    expect(socket.closeCalls).toBe(1);
    expect(states.at(-1)).toBe('closed');
  });

  it('stop() cancels a pending reconnect', () => {
    const { live } = startSocket();
    FakeSocket.latest().serverClose(1006);
    live.stop();
    vi.advanceTimersByTime(RECONNECT_MAX_DELAY_MS * 10);
    expect(FakeSocket.instances).toHaveLength(1);
  });
});
