import { act, render, screen, waitFor } from '@testing-library/react';
import { toast, toastQueue } from '@workbench/design-system';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { announcerStore } from '../../../stores/announcer';
import { liveSocketStore } from '../../../stores/live-socket';
import { sessionStore } from '../../../stores/session';
import { FakeSocket } from '../../../testing/fake-socket';
import MessagesCenter from './messages-center';
import { TestProviders } from '../../../testing/providers';

const TOKEN = 'aaaa.bbbb';

/** An envelope answer with `data`. */
function answer(data: unknown): Response {
  return new Response(JSON.stringify({ code: 200, msg: '', data }), {
    headers: { 'content-type': 'application/json' },
  });
}

/**
 * Plays the server's calls: the unread list with `total` messages, and createPushKey with the keys
 * `key-1`, `key-2`… (or a network failure while `keysFail` is set). Counts the list calls and
 * records the token each key was asked with.
 */
function listServer(total: () => number, keysFail: () => boolean = () => false) {
  let listCalls = 0;
  const keyTokens: (string | null)[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('/share-system/remindMsg/createPushKey')) {
        if (keysFail()) throw new TypeError('Failed to fetch');
        keyTokens.push(new Headers(init?.headers).get('authorization'));
        return answer({ pushKey: `key-${keyTokens.length}`, expiresIn: 30 });
      }
      listCalls++;
      const list = Array.from({ length: total() }, (_, index) => ({
        id: index + 1,
        title: `提醒 ${index + 1}`,
        content: '',
        createTime: '2026-03-01T08:30:00.000Z',
      }));
      return answer({ total: list.length, list });
    }),
  );
  return { listCalls: () => listCalls, keyTokens };
}

/** The newest socket, once the page has one (its key is fetched first). */
function socket(): Promise<FakeSocket> {
  return waitFor(() => FakeSocket.latest());
}

/** Plays the server inside `act`, letting valtio's batched notifications and React settle. */
async function serverDoes(step: () => void): Promise<void> {
  await act(async () => step());
}

beforeEach(() => {
  FakeSocket.instances = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  sessionStore.token = TOKEN;
  announcerStore.message = '';
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  toast.clear();
  sessionStore.token = undefined;
});

describe('the messages feature in the top bar (docs/behaviour.md, "Live socket")', () => {
  it('opens the live socket at /ws on the page host with a one-time key asked for with the token', async () => {
    const server = listServer(() => 0);
    render(<MessagesCenter token={TOKEN} />, { wrapper: TestProviders });
    expect((await socket()).url).toBe(`ws://${window.location.host}/ws?pushKey=key-1`);
    expect(server.keyTokens).toEqual([TOKEN]);
    await screen.findByRole('button', { name: '提醒消息，0 条未读' });
  });

  it('counts a key that cannot be had as a lost connection, with no message on screen', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    listServer(
      () => 0,
      () => true,
    );
    render(<MessagesCenter token={TOKEN} />, { wrapper: TestProviders });
    expect(await screen.findByText('实时连接：已断开')).toBeInTheDocument();
    await screen.findByRole('button', { name: '提醒消息，0 条未读' });
    expect(FakeSocket.instances).toHaveLength(0);
    expect(toastQueue.visibleToasts).toEqual([]);
    expect(warn).toHaveBeenCalledWith('live socket: no address', expect.anything());
  });

  it('shows the connection state as text beside its icon: connecting, connected, disconnected', async () => {
    listServer(() => 0);
    render(<MessagesCenter token={TOKEN} />, { wrapper: TestProviders });
    expect(await screen.findByText('实时连接：正在连接')).toBeInTheDocument();
    const live = await socket();
    await serverDoes(() => live.open());
    expect(await screen.findByText('实时连接：已连接')).toBeInTheDocument();
    await serverDoes(() => FakeSocket.latest().serverClose(1006));
    expect(await screen.findByText('实时连接：已断开')).toBeInTheDocument();
    await screen.findByRole('button', { name: '提醒消息，0 条未读' });
  });

  it('announces a lost and a regained connection politely, but not the first connection (WCAG 4.1.3)', async () => {
    listServer(() => 0);
    render(<MessagesCenter token={TOKEN} />, { wrapper: TestProviders });
    await screen.findByRole('button', { name: '提醒消息，0 条未读' });
    const live = await socket();
    await serverDoes(() => live.open());
    await screen.findByText('实时连接：已连接');
    expect(announcerStore.message).toBe('');
    await serverDoes(() => FakeSocket.latest().serverClose(1006));
    await waitFor(() => expect(announcerStore.message).toBe('实时更新已中断'));
    await serverDoes(() => FakeSocket.latest().open());
    await waitFor(() => expect(announcerStore.message).toBe('实时更新已恢复'));
  });

  it('keeps every message as the latest socket response', async () => {
    listServer(() => 0);
    render(<MessagesCenter token={TOKEN} />, { wrapper: TestProviders });
    await screen.findByRole('button', { name: '提醒消息，0 条未读' });
    const live = await socket();
    await serverDoes(() => live.open());
    await serverDoes(() => FakeSocket.latest().receive({ type: 'heartbeat', time: 1 }));
    expect(liveSocketStore.latest).toEqual({ type: 'heartbeat', time: 1 });
  });

  it('on a pushed reminder, shows its title as text in an info toast and reloads the reminder calls', async () => {
    let unread = 1;
    const server = listServer(() => unread);
    render(<MessagesCenter token={TOKEN} />, { wrapper: TestProviders });
    await screen.findByRole('button', { name: '提醒消息，1 条未读' });
    const title = '<img src=x onerror=alert(1)>到货提醒';
    unread = 2;
    const live = await socket();
    await serverDoes(() => {
      live.open();
      live.receive({
        type: 'remindMsg',
        data: { id: 2, title, content: '内容', createTime: '2026-03-01T08:30:00.000Z' },
      });
    });
    expect(toastQueue.visibleToasts.map((queued) => queued.content)).toEqual([{ tone: 'info', title }]);
    expect(await screen.findByRole('button', { name: '提醒消息，2 条未读' })).toBeInTheDocument();
    expect(server.listCalls()).toBe(2);
  });

  it('stops the socket and forgets the latest response when it leaves (logout, token lost)', async () => {
    listServer(() => 0);
    const { unmount } = render(<MessagesCenter token={TOKEN} />, { wrapper: TestProviders });
    const live = await socket();
    await serverDoes(() => live.open());
    await serverDoes(() => FakeSocket.latest().receive({ type: 'heartbeat', time: 1 }));
    await screen.findByRole('button', { name: '提醒消息，0 条未读' });
    unmount();
    expect(FakeSocket.latest().closeCalls).toBe(1);
    expect(liveSocketStore.state).toBe('closed');
    expect(liveSocketStore.latest).toBeNull();
  });

  it('reconnects with a key of the new session after signing in again', async () => {
    const server = listServer(() => 0);
    const { rerender } = render(<MessagesCenter token={TOKEN} />, { wrapper: TestProviders });
    await screen.findByRole('button', { name: '提醒消息，0 条未读' });
    const first = await socket();
    sessionStore.token = 'cccc.dddd';
    rerender(<MessagesCenter token="cccc.dddd" />);
    await waitFor(() => expect(FakeSocket.latest().url).toContain('pushKey=key-2'));
    expect(server.keyTokens).toEqual([TOKEN, 'cccc.dddd']);
    expect(first.closeCalls).toBe(1);
  });
});
