/**
 * The live socket (docs/behaviour.md, "Live socket"; docs/wire-protocol.md, "Live socket"): one
 * WebSocket with a heartbeat and a single pending reconnect.
 *
 * - `start()` connects and starts the heartbeat. Each connection, the first and every reconnect,
 *   first asks `address()` for a fresh address (it carries a one-time push key,
 *   docs/wire-protocol.md, "Live socket"); an address that cannot be had counts as a lost
 *   connection.
 * - A connection lost (a close, a handshake refused, no address) schedules ONE reconnect after
 *   `RECONNECT_DELAY_MS` (@workbench/contracts: 5,000 ms, every time); a reconnect already
 *   pending is not doubled.
 * - Every {@link HEARTBEAT_INTERVAL_MS} the heartbeat fires: on an open socket it sends
 *   {@link HEARTBEAT_TEXT}; on a socket that is not open it schedules that reconnect too (a
 *   handshake that hangs never closes).
 * - Every message resets the heartbeat: the unanswered-heartbeat timer is cleared and the next
 *   heartbeat is due {@link HEARTBEAT_INTERVAL_MS} after the message.
 * - When no message arrives within {@link HEARTBEAT_TIMEOUT_MS} of a heartbeat, the socket is
 *   closed (the next heartbeat then finds it closed and reconnects).
 * - Messages are parsed as JSON and handed to `onMessage`; a message that is not JSON is only
 *   logged. Close and error are logged (docs/behaviour.md, "Error messages"); a close with
 *   {@link SESSION_ENDED_CLOSE_CODE} means the session is over, so the heartbeat stops and the
 *   socket never reconnects (docs/wire-protocol.md, "Live socket").
 * - `stop()` (logout) clears every timer and closes the socket.
 *
 * Loaded with the messages feature, never by the entry (the entry's size budget, scripts/size.mjs).
 */
import { RECONNECT_DELAY_MS } from '@workbench/contracts';

/** What the heartbeat sends (docs/behaviour.md, "Live socket"). */
export const HEARTBEAT_TEXT = '3';

/** The heartbeat's period (ms, docs/behaviour.md, "Formats and limits"). */
export const HEARTBEAT_INTERVAL_MS = 60_000;

/** How long a heartbeat may stay unanswered before the socket is closed (ms, docs/behaviour.md, "Formats and limits"). */
export const HEARTBEAT_TIMEOUT_MS = 60_000;

/** Close code of a socket whose console session ended (logout, company switch; docs/wire-protocol.md). */
export const SESSION_ENDED_CLOSE_CODE = 4401;

/** `WebSocket.OPEN`, spelled out so a fake socket needs no WebSocket global. */
const OPEN = 1;

/** The connection's state as shown in the top bar. */
export type LiveSocketState = 'connecting' | 'open' | 'closed';

/** The part of a `WebSocket` the live socket uses (a test passes a fake). */
export interface SocketLike {
  /** 0 connecting, 1 open, 2 closing, 3 closed. */
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
}

/** Options of {@link LiveSocket}. */
export interface LiveSocketOptions {
  /**
   * A fresh address for each connection, its one-time push key included (config/env.ts
   * `socketUrl`); it rejects when no key can be had.
   */
  address: () => Promise<string>;
  /** Opens a socket. @default (url) => new WebSocket(url) */
  createSocket?: (url: string) => SocketLike;
  /** Each message, parsed as JSON. */
  onMessage?: (message: unknown) => void;
  /** Each change of state. */
  onStateChange?: (state: LiveSocketState) => void;
}

/** One live socket connection with its heartbeat and reconnect timers (see the module note). */
export class LiveSocket {
  private readonly options: LiveSocketOptions;
  private socket: SocketLike | null = null;
  private state: LiveSocketState = 'closed';
  private heartbeatTimer: ReturnType<typeof setTimeout> | undefined;
  private unansweredTimer: ReturnType<typeof setTimeout> | undefined;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  /** Counts connections begun and stops; an address that arrives after a newer one is dropped. */
  private generation = 0;

  constructor(options: LiveSocketOptions) {
    this.options = options;
  }

  /** Connects and starts the heartbeat. */
  start(): void {
    this.stop();
    this.connect();
  }

  /** Clears every timer and closes the socket (logout, token lost). */
  stop(): void {
    clearTimeout(this.heartbeatTimer);
    clearTimeout(this.unansweredTimer);
    clearTimeout(this.reconnectTimer);
    this.heartbeatTimer = this.unansweredTimer = this.reconnectTimer = undefined;
    this.dropSocket();
    this.setState('closed');
  }

  private setState(state: LiveSocketState): void {
    if (state === this.state) return;
    this.state = state;
    this.options.onStateChange?.(state);
  }

  /** Detaches and closes the current socket, so nothing it does later reaches this connection. */
  private dropSocket(): void {
    this.generation++;
    const socket = this.socket;
    this.socket = null;
    if (!socket) return;
    socket.onopen = socket.onmessage = socket.onclose = socket.onerror = null;
    try {
      socket.close();
    } catch (error) {
      console.warn('live socket: could not close', error);
    }
  }

  private connect(): void {
    this.dropSocket();
    this.setState('connecting');
    this.resetHeartbeat();
    const generation = this.generation;
    this.options.address().then(
      (url) => {
        if (generation === this.generation) this.open(url);
      },
      (error: unknown) => {
        if (generation !== this.generation) return;
        console.warn('live socket: no address', error);
        this.setState('closed');
        this.scheduleReconnect();
      },
    );
  }

  private open(url: string): void {
    const create = this.options.createSocket ?? ((address: string) => new WebSocket(address));
    try {
      const socket = create(url);
      socket.onopen = () => this.setState('open');
      socket.onmessage = (event) => this.receive(event.data);
      socket.onclose = (event) => {
        console.info(`live socket: closed (${event.code}${event.reason ? ` ${event.reason}` : ''})`);
        if (event.code === SESSION_ENDED_CLOSE_CODE) {
          this.stop();
          return;
        }
        this.setState('closed');
        this.scheduleReconnect();
      };
      socket.onerror = (event) => console.warn('live socket: error', event);
      this.socket = socket;
    } catch (error) {
      // A malformed address: logged, and tried again later.
      console.warn('live socket: could not connect', error);
      this.setState('closed');
      this.scheduleReconnect();
    }
  }

  /** Clears both heartbeat timers and schedules the next heartbeat. */
  private resetHeartbeat(): void {
    clearTimeout(this.heartbeatTimer);
    clearTimeout(this.unansweredTimer);
    this.unansweredTimer = undefined;
    this.heartbeatTimer = setTimeout(() => this.beat(), HEARTBEAT_INTERVAL_MS);
  }

  private beat(): void {
    this.heartbeatTimer = setTimeout(() => this.beat(), HEARTBEAT_INTERVAL_MS);
    const socket = this.socket;
    if (socket?.readyState !== OPEN) {
      this.scheduleReconnect();
      return;
    }
    socket.send(HEARTBEAT_TEXT);
    // Counted from the first heartbeat left unanswered; later ones do not push it back.
    this.unansweredTimer ??= setTimeout(() => {
      this.unansweredTimer = undefined;
      console.info('live socket: heartbeat unanswered, closing');
      socket.close();
    }, HEARTBEAT_TIMEOUT_MS);
  }

  private scheduleReconnect(): void {
    if (this.reconnectTimer !== undefined) return;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      this.connect();
    }, RECONNECT_DELAY_MS);
  }

  private receive(data: unknown): void {
    this.resetHeartbeat();
    let message: unknown;
    try {
      message = JSON.parse(String(data));
    } catch {
      console.info('live socket: a message that is not JSON was ignored', data);
      return;
    }
    this.options.onMessage?.(message);
  }
}
