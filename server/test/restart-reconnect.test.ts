/**
 * A hundred open consoles outlive a server restart (docs/architecture.md, "Faults"): the server is
 * killed and started again on the same port and data, and every console's live socket reconnects
 * by the console's own rule (`RECONNECT_DELAY_MS`, 5 s every time) within 15 s of
 * the server listening again, then receives the next push. Runs on the engine of the suite's run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RECONNECT_DELAY_MS } from '@workbench/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  ServerProcess,
  freePort,
  post,
  pushKeyQueryOverHttp,
  signInOverHttp,
  temporaryConsoleDir,
} from './server-process';

const DATABASE_URL = process.env['DATABASE_URL'];
const ENGINE = DATABASE_URL ? 'PostgreSQL, as DATABASE_URL is set' : 'PGlite in DATA_DIR';

const CONSOLES = 100;
/** How soon after the server listens again every console must be connected, in ms. */
const RECONNECT_WITHIN_MS = 15_000;

const dataDir = mkdtempSync(join(tmpdir(), 'workbench-restart-'));
const consoleDir = temporaryConsoleDir();
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(consoleDir, { recursive: true, force: true });
});

/** A console page's live socket: when it last opened, and what it received. */
interface Console {
  openedAt: number | undefined;
  /** Resolves with the time of the first open at or after `after` (epoch ms). */
  opened: (after: number) => Promise<number>;
  /** Resolves with the first message that matches. */
  received: (predicate: (message: unknown) => boolean) => Promise<unknown>;
  stop: () => void;
}

/**
 * Opens a socket the way a console page does (the server's own `Origin`, a fresh one-time key from
 * `createPushKey` in the query) and, whenever it closes or no key can be had, tries again after
 * `RECONNECT_DELAY_MS`, the console's rule (docs/behaviour.md, "Live socket").
 */
function openConsole(baseURL: string, token: string): Console {
  const waiters = new Set<() => void>();
  const messages: unknown[] = [];
  const wake = () => waiters.forEach((waiter) => waiter());
  let socket: WebSocket | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const page: Console = {
    openedAt: undefined,
    opened: (after) => until(() => (page.openedAt !== undefined && page.openedAt >= after ? page.openedAt : undefined)),
    received: (predicate) => until(() => messages.find(predicate)),
    stop: () => {
      stopped = true;
      clearTimeout(timer);
      socket?.terminate();
    },
  };
  function until<T>(check: () => T | undefined): Promise<T> {
    return new Promise((resolve) => {
      const test = () => {
        const value = check();
        if (value === undefined) return;
        waiters.delete(test);
        resolve(value);
      };
      waiters.add(test);
      test();
    });
  }
  function retry() {
    if (!stopped) timer = setTimeout(() => void connect(), RECONNECT_DELAY_MS);
  }
  async function connect() {
    let query: string;
    try {
      query = await pushKeyQueryOverHttp(baseURL, token);
    } catch {
      retry(); // no key while the server is down: a failed attempt
      return;
    }
    if (stopped) return;
    socket = new WebSocket(`${baseURL.replace('http', 'ws')}/ws${query}`, { origin: baseURL });
    socket.on('open', () => {
      page.openedAt = Date.now();
      wake();
    });
    socket.on('message', (data) => {
      messages.push(JSON.parse(String(data)));
      wake();
    });
    socket.on('error', () => {}); // a refused connection: its close follows
    socket.on('close', retry);
  }
  void connect();
  return page;
}

describe(`a restart under ${CONSOLES} open consoles (${ENGINE})`, () => {
  it(
    `reconnects every console within ${RECONNECT_WITHIN_MS / 1000} s, and each gets the next push`,
    { timeout: 150_000 },
    async () => {
      const port = await freePort();
      const first = new ServerProcess({ port, dataDir, consoleDir });
      await first.start();
      const buyer = await signInOverHttp(first.baseURL, 'buyer');
      const admin = await signInOverHttp(first.baseURL, 'admin');
      const consoles = Array.from({ length: CONSOLES }, () => openConsole(first.baseURL, buyer));
      let second: ServerProcess | undefined;
      try {
        await Promise.all(consoles.map((page) => page.opened(0)));

        await first.crash();
        second = new ServerProcess({ port, dataDir, consoleDir });
        await second.start();
        const listening = Date.now();
        const reopened = await Promise.race([
          Promise.all(consoles.map((page) => page.opened(listening))),
          new Promise<never>((_, reject) =>
            setTimeout(() => {
              const late = consoles.filter((page) => (page.openedAt ?? 0) < listening).length;
              reject(
                new Error(`${late} of ${CONSOLES} consoles not connected ${RECONNECT_WITHIN_MS} ms after the restart`),
              );
            }, RECONNECT_WITHIN_MS),
          ),
        ]);
        expect(Math.max(...reopened) - listening).toBeLessThan(RECONNECT_WITHIN_MS);
        // The jitter spread them: not all in one millisecond.
        expect(new Set(reopened).size).toBeGreaterThan(CONSOLES / 4);

        const title = `重启之后 ${Date.now()}`;
        const sent = await post<{ id: number }>(
          second.baseURL,
          '/share-system/remindMsg/add',
          { account: 'buyer', title, content: '请查收' },
          { token: admin },
        );
        expect(sent.body.code).toBe(200);
        const isPush = (message: unknown) =>
          (message as { type?: string; data?: { id?: number } }).type === 'remindMsg' &&
          (message as { data: { id: number } }).data.id === sent.body.data.id;
        const pushes = await Promise.all(consoles.map((page) => page.received(isPush)));
        expect(pushes).toHaveLength(CONSOLES);
        expect(pushes[0]).toMatchObject({ data: { title } });
      } finally {
        for (const page of consoles) page.stop();
        await second?.stop();
        first.kill('SIGKILL');
      }
    },
  );
});
