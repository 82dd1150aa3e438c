import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RemindMsg } from '../../../api/reminders';
import { sessionStore } from '../../../stores/session';
import { TestProviders } from '../../../testing/providers';
import AnnouncementBanner from './announcement-banner';

const HOSTILE = '<img src=x onerror=alert(1)>';

const reminder = (id: number, title: string, announcementId: number | null): RemindMsg => ({
  id,
  title,
  content: `${title}的正文`,
  createTime: '2026-03-01T08:30:00.000Z',
  taskId: null,
  announcementId,
});

/** The unread list and `updateReadStatusById` of docs/wire-protocol.md, "Reminder messages". */
function stubReminders(unread: RemindMsg[]) {
  let list = [...unread];
  const read: number[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = url.split('?')[0] ?? '';
      const body = init?.body ? (JSON.parse(String(init.body)) as { id?: number }) : {};
      if (path === '/share-system/remindMsg/updateReadStatusById') {
        read.push(body.id ?? 0);
        list = list.filter((message) => message.id !== body.id);
      }
      const data = path.endsWith('getNotReadMsgList') ? { total: list.length, list } : null;
      return new Response(JSON.stringify({ code: 200, msg: '', data }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return read;
}

beforeEach(() => {
  sessionStore.token = 'aaaa.bbbb';
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.token = undefined;
});

describe('the announcement banner (docs/behaviour.md, "Announcements")', () => {
  it('lists only the reminders that deliver an announcement, server text as text', async () => {
    stubReminders([reminder(1, '审批提醒', null), reminder(2, '系统升级', 7), reminder(3, HOSTILE, 8)]);
    render(<AnnouncementBanner />, { wrapper: TestProviders });
    const region = await screen.findByRole('region', { name: '公告' });
    expect(within(region).getAllByRole('listitem')).toHaveLength(2);
    expect(region).toHaveTextContent('系统升级的正文');
    expect(region).not.toHaveTextContent('审批提醒');
    expect(within(region).getByText(HOSTILE)).toBeInTheDocument();
    expect(region.querySelector('img')).toBeNull();
  });

  it('shows nothing without announcements', async () => {
    stubReminders([reminder(1, '审批提醒', null)]);
    const { container } = render(<AnnouncementBanner />, { wrapper: TestProviders });
    await waitFor(() => expect(container).toBeEmptyDOMElement());
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('dismisses one with Escape on its close button, marks it read and moves focus to the next', async () => {
    const user = userEvent.setup();
    const read = stubReminders([reminder(2, '系统升级', 7), reminder(3, '盘点通知', 8)]);
    render(<AnnouncementBanner />, { wrapper: TestProviders });
    const first = await screen.findByRole('button', { name: '关闭公告：系统升级' });
    await user.tab();
    expect(first).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText('系统升级')).not.toBeInTheDocument());
    expect(read).toEqual([2]);
    expect(screen.getByRole('button', { name: '关闭公告：盘点通知' })).toHaveFocus();
  });
});
