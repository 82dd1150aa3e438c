import type { SocketLike } from '../lib/live-socket';

/**
 * A WebSocket stand-in for unit tests: records what is sent and whether it was closed, and lets
 * the test play the server (`open`, `receive`, `serverClose`, `fail`). Every instance is kept in
 * {@link FakeSocket.instances}, newest last. Usable as `createSocket` or stubbed as the global
 * `WebSocket`.
 */
export class FakeSocket implements SocketLike {
  static instances: FakeSocket[] = [];

  /** The newest socket. */
  static latest(): FakeSocket {
    const socket = FakeSocket.instances.at(-1);
    if (!socket) throw new Error('no socket was opened');
    return socket;
  }

  readonly url: string;
  readyState = 0;
  readonly sent: string[] = [];
  closeCalls = 0;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(url: string) {
    this.url = url;
    FakeSocket.instances.push(this);
  }

  send(data: string): void {
    this.sent.push(data);
  }

  /** The client closes: the socket reports its close at once (code 1000). */
  close(): void {
    this.closeCalls += 1;
    if (this.readyState === 3) return;
    this.serverClose(1000);
  }

  /** The handshake succeeds. */
  open(): void {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }

  /** A text frame arrives. */
  receive(data: string | object): void {
    this.onmessage?.(new MessageEvent('message', { data: typeof data === 'string' ? data : JSON.stringify(data) }));
  }

  /** The connection closes with `code` (the server left, or ended the session with 4401). */
  serverClose(code = 1006, reason = ''): void {
    this.readyState = 3;
    this.onclose?.(new CloseEvent('close', { code, reason }));
  }

  /** A socket error. */
  fail(): void {
    this.onerror?.(new Event('error'));
  }
}
