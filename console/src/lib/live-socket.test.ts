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
import { RECONNECT_DELAY_MS } from '@workbench/contracts';

/** The address of the `n`th connection (from 1): each carries a fresh one-time key. */
const URL = (n: number) => `ws://console.test/ws?pushKey=key-${n}`;

/**
 * Starts a live socket whose `address()` answers {@link URL} in turn, or what `address` answers;
 * resolves once the first address is in (so the first socket exists when it did not fail).
 */
async function startSocket(address?: () => Promise<string>) {
  const states: LiveSocketState[] = [];
  const onMessage = vi.fn();
  let asked = 0;
  const live = new LiveSocket({
    address: address ?? (() => Promise.resolve(URL(++asked))),
    createSocket: (url) => new FakeSocket(url),
    onMessage,
    onStateChange: (state) => states.push(state),
  });
  live.start();
  await vi.advanceTimersByTimeAsync(0);
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
  it('uses the constants of docs/behaviour.md, "Formats and limits"', async () => {
    expect(HEARTBEAT_TEXT).toBe('3');
    expect(HEARTBEAT_INTERVAL_MS).toBe(60_000);
    expect(HEARTBEAT_TIMEOUT_MS).toBe(60_000);
  });

  it('connects to the address supplied at start and reports connecting, then open', async () => {
    const { states } = await startSocket();
    expect(FakeSocket.instances.map((socket) => socket.url)).toEqual([URL(1)]);
    FakeSocket.latest().open();
    expect(states).toEqual(['connecting', 'open']);
  });

  it(`sends the heartbeat "${HEARTBEAT_TEXT}" every ${HEARTBEAT_INTERVAL_MS} ms`, async () => {
    await startSocket();
    const socket = FakeSocket.latest();
    socket.open();
    await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS - 1);
    expect(socket.sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(socket.sent).toEqual([HEARTBEAT_TEXT]);
    socket.receive({ type: 'heartbeat', time: Date.now() });
    await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS);
    expect(socket.sent).toEqual([HEARTBEAT_TEXT, HEARTBEAT_TEXT]);
  });

  it('every message resets the heartbeat: the next one is due a full interval after the message', async () => {
    await startSocket();
    const socket = FakeSocket.latest();
    socket.open();
    await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS - 1_000);
    socket.receive({ type: 'remindMsg', data: { id: 1, title: 't', content: 'c', createTime: '' } });
    await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS - 1);
    expect(socket.sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(socket.sent).toEqual([HEARTBEAT_TEXT]);
  });

  it('every message resets the heartbeat: an answer clears the unanswered-heartbeat timer', async () => {
    await startSocket();
    const socket = FakeSocket.latest();
    socket.open();
    await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS);
    await vi.advanceTimersByTimeAsync(HEARTBEAT_TIMEOUT_MS - 1);
    socket.receive({ type: 'heartbeat', time: Date.now() });
    await vi.advanceTimersByTimeAsync(HEARTBEAT_TIMEOUT_MS);
    expect(socket.closeCalls).toBe(0);
    expect(socket.readyState).toBe(1);
  });

  it(`closes the socket when no message arrives within ${HEARTBEAT_TIMEOUT_MS} ms after a heartbeat`, async () => {
    const { states } = await startSocket();
    const socket = FakeSocket.latest();
    socket.open();
    await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS);
    expect(socket.sent).toEqual([HEARTBEAT_TEXT]);
    await vi.advanceTimersByTimeAsync(HEARTBEAT_TIMEOUT_MS - 1);
    expect(socket.closeCalls).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(socket.closeCalls).toBe(1);
    expect(states.at(-1)).toBe('closed');
  });

  it(`after a lost connection, schedules ONE reconnect ${RECONNECT_DELAY_MS} ms on, and the same while the handshake is refused`, async () => {
    expect(RECONNECT_DELAY_MS).toBe(5_000);
    const { states } = await startSocket();
    FakeSocket.latest().open();
    FakeSocket.latest().serverClose(1006);
    expect(states.at(-1)).toBe('closed');
    await vi.advanceTimersByTimeAsync(RECONNECT_DELAY_MS - 1);
    expect(FakeSocket.instances).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeSocket.instances).toHaveLength(2);
    expect(FakeSocket.latest().url).toBe(URL(2));
    // The server is still down: the handshake fails, and the next try waits the same 5 s.
    FakeSocket.latest().serverClose(1006);
    await vi.advanceTimersByTimeAsync(RECONNECT_DELAY_MS - 1);
    expect(FakeSocket.instances).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeSocket.instances).toHaveLength(3);
    FakeSocket.latest().open();
    expect(states.slice(-2)).toEqual(['connecting', 'open']);
    FakeSocket.latest().serverClose(1006);
    await vi.advanceTimersByTimeAsync(RECONNECT_DELAY_MS);
    expect(FakeSocket.instances).toHaveLength(4);
  });

  it('when the heartbeat finds the handshake still hanging, drops that socket and tries again', async () => {
    await startSocket();
    const hung = FakeSocket.latest(); // never opens
    await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS + RECONNECT_DELAY_MS);
    expect(FakeSocket.instances).toHaveLength(2);
    expect(hung.closeCalls).toBe(1);
    expect(vi.getTimerCount()).toBe(1); // the heartbeat only: no second reconnect queued
  });

  it('parses messages as JSON and hands them on', async () => {
    const { onMessage } = await startSocket();
    FakeSocket.latest().open();
    FakeSocket.latest().receive('{"type":"heartbeat","time":1763700000000}');
    expect(onMessage).toHaveBeenCalledWith({ type: 'heartbeat', time: 1_763_700_000_000 });
  });

  it('only logs a message that is not JSON (and it still resets the heartbeat)', async () => {
    const { onMessage } = await startSocket();
    const socket = FakeSocket.latest();
    socket.open();
    await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS - 1);
    expect(() => socket.receive('<not json>')).not.toThrow();
    expect(onMessage).not.toHaveBeenCalled();
    expect(console.info).toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(socket.sent).toEqual([]);
  });

  it('logs a close or an error', async () => {
    const { states } = await startSocket();
    const socket = FakeSocket.latest();
    socket.open();
    socket.fail();
    expect(console.warn).toHaveBeenCalled();
    socket.serverClose(1006);
    expect(console.info).toHaveBeenCalled();
    expect(states.at(-1)).toBe('closed');
  });

  it('reconnects with a fresh address after a close with 1001 (the server going away)', async () => {
    const { states } = await startSocket();
    FakeSocket.latest().open();
    FakeSocket.latest().serverClose(1001, 'server shutting down');
    expect(states.at(-1)).toBe('closed');
    await vi.advanceTimersByTimeAsync(RECONNECT_DELAY_MS);
    expect(FakeSocket.instances).toHaveLength(2);
    expect(FakeSocket.latest().url).toBe(URL(2));
    FakeSocket.latest().open();
    expect(states.slice(-2)).toEqual(['connecting', 'open']);
  });

  it(`never reconnects after a close with ${SESSION_ENDED_CLOSE_CODE} (session ended)`, async () => {
    const { states } = await startSocket();
    FakeSocket.latest().open();
    FakeSocket.latest().serverClose(SESSION_ENDED_CLOSE_CODE, 'session ended');
    await vi.advanceTimersByTimeAsync(10 * (HEARTBEAT_INTERVAL_MS + RECONNECT_DELAY_MS));
    expect(FakeSocket.instances).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
    expect(states.at(-1)).toBe('closed');
  });

  it('stop() clears every timer and closes the socket', async () => {
    const { live, states } = await startSocket();
    const socket = FakeSocket.latest();
    socket.open();
    await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS); // a heartbeat is now waiting for its answer
    expect(vi.getTimerCount()).toBe(2);
    live.stop();
    expect(vi.getTimerCount()).toBe(0);
    expect(socket.closeCalls).toBe(1);
    expect(states.at(-1)).toBe('closed');
  });

  it('stop() cancels a pending reconnect', async () => {
    const { live } = await startSocket();
    FakeSocket.latest().serverClose(1006);
    live.stop();
    await vi.advanceTimersByTimeAsync(RECONNECT_DELAY_MS * 10);
    expect(FakeSocket.instances).toHaveLength(1);
  });

  it('asks for a fresh address, a new one-time key, before every connection', async () => {
    await startSocket();
    for (let n = 1; n <= 3; n++) {
      FakeSocket.latest().open();
      FakeSocket.latest().serverClose(1006);
      await vi.advanceTimersByTimeAsync(RECONNECT_DELAY_MS);
    }
    expect(FakeSocket.instances.map((socket) => socket.url)).toEqual([URL(1), URL(2), URL(3), URL(4)]);
  });

  it('counts an address that cannot be had as a failed attempt: closed, then the same delay', async () => {
    const answers = [false, false, true];
    const address = vi.fn(() => (answers.shift() ? Promise.resolve(URL(1)) : Promise.reject(new Error('network'))));
    const { states } = await startSocket(address);
    expect(states).toEqual(['connecting', 'closed']);
    expect(FakeSocket.instances).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(RECONNECT_DELAY_MS);
    expect(address).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(RECONNECT_DELAY_MS - 1);
    expect(address).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(address).toHaveBeenCalledTimes(3);
    FakeSocket.latest().open();
    expect(states.at(-1)).toBe('open');
    expect(console.warn).toHaveBeenCalled();
  });

  it('stop() while the address is on its way: no socket is opened when it arrives', async () => {
    let deliver: (url: string) => void = () => undefined;
    const { live, states } = await startSocket(() => new Promise<string>((resolve) => (deliver = resolve)));
    live.stop();
    deliver(URL(1));
    await vi.advanceTimersByTimeAsync(RECONNECT_DELAY_MS * 10);
    expect(FakeSocket.instances).toHaveLength(0);
    expect(states.at(-1)).toBe('closed');
    expect(vi.getTimerCount()).toBe(0);
  });
});
