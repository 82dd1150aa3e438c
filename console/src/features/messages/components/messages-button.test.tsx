import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast, toastQueue } from '@workbench/design-system';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DOWNLOAD_FRAME_NAME } from '../../../lib/download';
import { sessionStore } from '../../../stores/session';
import { setLanguage } from '../../../stores/settings';
import type { RemindMsg } from '../../../api/reminders';
import { MessagesButton } from './messages-button';
import { TestProviders } from '../../../testing/providers';

const TOKEN = 'aaaa.bbbb';
const HOSTILE = '<img src=x onerror=alert(1)>';

/** The console's providers around `children`: react-intl in `language`, a fresh SWR cache. */

/**
 * A stand-in for the reminder-message calls of docs/wire-protocol.md ("Reminder messages"),
 * holding the unread messages; `failList` makes the list call fail.
 */
function reminderServer(
  unread: RemindMsg[],
  options: {
    failList?: boolean;
    taskLog?: { code: number; data: unknown };
    flow?: { code: number; msg: string; data: unknown; status?: number }[];
  } = {},
) {
  let list = [...unread];
  const calls: { method: string; path: string; body: unknown }[] = [];
  const answer = (data: unknown, code = 200, msg = '服务器错误', status = code === 200 ? 200 : 500) =>
    new Response(JSON.stringify({ code, msg: code === 200 ? '' : msg, data }), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const path = url.split('?')[0] ?? '';
    const body = init?.body ? (JSON.parse(String(init.body)) as { id?: number }) : undefined;
    calls.push({ method: init?.method ?? 'GET', path, body });
    switch (path) {
      case '/share-system/remindMsg/getNotReadMsgList':
        return options.failList ? answer(null, 500) : answer({ total: list.length, list });
      case '/share-system/remindMsg/updateReadStatusById':
        list = list.filter((message) => message.id !== body?.id);
        return answer(null);
      case '/share-system/remindMsg/updateReadStatus':
        list = [];
        return answer(null);
      case '/share-purchase-workflow/workflow/process/task/log/query/single': {
        const log = options.taskLog ?? { code: 200, data: [] };
        // The task-not-found answer is HTTP 200 with code 404 (docs/wire-protocol.md).
        return answer(log.data, log.code, '流程任务不存在', 200);
      }
      case '/share-workflow/processList/flow': {
        // One answer per call, in order: a refusal, then what a retry gets.
        const next = options.flow?.shift() ?? { code: 404, msg: '没有这条申请', data: null };
        return answer(next.data, next.code, next.msg, next.status ?? 200);
      }
      default:
        return answer(null, 404);
    }
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

const message = (id: number, title: string, content = `${title}的内容`, taskId: number | null = null): RemindMsg => ({
  id,
  title,
  content,
  createTime: '2026-03-01T08:30:00.000Z',
  taskId,
  announcementId: null,
});

/** A two-step task log, oldest first, as the server answers it. */
const TASK_LOG = [
  { id: 1, nodeName: '发起申请', operator: '张三', action: 'submit', comment: '', time: 1_772_000_000_000 },
  { id: 2, nodeName: '部门审批', operator: '李四', action: 'approve', comment: '同意', time: 1_772_003_600_000 },
];

beforeEach(() => {
  sessionStore.token = TOKEN;
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  toast.clear();
  sessionStore.token = undefined;
  setLanguage('zh');
  document.querySelector(`iframe[name="${DOWNLOAD_FRAME_NAME}"]`)?.remove();
});

describe('the messages button', () => {
  it('says the unread count in its accessible name, and shows it as a badge', async () => {
    reminderServer([message(1, '审批提醒'), message(2, '到货提醒'), message(3, '付款提醒')]);
    render(<MessagesButton />, { wrapper: TestProviders });
    const button = await screen.findByRole('button', { name: '提醒消息，3 条未读' });
    expect(button).toHaveTextContent('3');
  });

  it('says the count in English too', async () => {
    reminderServer([message(1, 'Approval')]);
    render(<MessagesButton />, { wrapper: ({ children }) => <TestProviders language="en">{children}</TestProviders> });
    expect(await screen.findByRole('button', { name: 'Reminders, 1 unread' })).toBeInTheDocument();
  });

  it('opens a dialog listing the unread messages, server text shown as text', async () => {
    const user = userEvent.setup();
    reminderServer([message(1, '审批提醒', '请审批采购单 PO-1'), message(2, HOSTILE, HOSTILE)]);
    render(<MessagesButton />, { wrapper: TestProviders });
    await user.click(await screen.findByRole('button', { name: '提醒消息，2 条未读' }));
    const dialog = screen.getByRole('dialog', { name: '提醒消息' });
    const items = within(within(dialog).getByRole('list', { name: '未读提醒消息' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('审批提醒');
    expect(items[0]).toHaveTextContent('请审批采购单 PO-1');
    expect(within(items[0] as HTMLElement).getByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getAllByText(HOSTILE)).toHaveLength(2);
    expect(dialog.querySelector('img')).toBeNull();
  });

  it('opens from the keyboard and moves focus into the dialog', async () => {
    const user = userEvent.setup();
    reminderServer([message(1, '审批提醒')]);
    render(<MessagesButton />, { wrapper: TestProviders });
    const button = await screen.findByRole('button', { name: '提醒消息，1 条未读' });
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: '提醒消息' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('marks one message read through the API, then shows the list without it', async () => {
    const user = userEvent.setup();
    const { calls } = reminderServer([message(1, '审批提醒'), message(2, '到货提醒')]);
    render(<MessagesButton />, { wrapper: TestProviders });
    await user.click(await screen.findByRole('button', { name: '提醒消息，2 条未读' }));
    await user.click(screen.getByRole('button', { name: '标为已读：审批提醒' }));
    expect(calls).toContainEqual({
      method: 'POST',
      path: '/share-system/remindMsg/updateReadStatusById',
      body: { id: 1 },
    });
    await waitFor(() => expect(screen.queryByText('审批提醒')).not.toBeInTheDocument());
    // The trigger is hidden from assistive technology while the dialog is open.
    expect(screen.getByRole('button', { name: '提醒消息，1 条未读', hidden: true })).toBeInTheDocument();
    // Focus went to the next message's button, not lost with the removed one.
    expect(screen.getByRole('button', { name: '标为已读：到货提醒' })).toHaveFocus();
  });

  it('marks every message read with one GET', async () => {
    const user = userEvent.setup();
    const { calls } = reminderServer([message(1, '审批提醒'), message(2, '到货提醒')]);
    render(<MessagesButton />, { wrapper: TestProviders });
    await user.click(await screen.findByRole('button', { name: '提醒消息，2 条未读' }));
    await user.click(screen.getByRole('button', { name: '全部标为已读' }));
    expect(calls).toContainEqual({ method: 'GET', path: '/share-system/remindMsg/updateReadStatus', body: undefined });
    expect(await screen.findByText('暂无未读提醒消息')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '导出提醒消息' })).toHaveFocus();
  });

  it('shows the empty state, with nothing to mark read', async () => {
    const user = userEvent.setup();
    reminderServer([]);
    render(<MessagesButton />, { wrapper: TestProviders });
    const button = await screen.findByRole('button', { name: '提醒消息，0 条未读' });
    expect(button).not.toHaveTextContent(/\d/);
    await user.click(button);
    const dialog = screen.getByRole('dialog', { name: '提醒消息' });
    expect(within(dialog).getByText('暂无未读提醒消息')).toBeInTheDocument();
    expect(within(dialog).queryByRole('list')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '全部标为已读' })).toBeDisabled();
  });

  it('shows the loading state until the list comes', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    render(<MessagesButton />, { wrapper: TestProviders });
    await user.click(screen.getByRole('button', { name: '提醒消息' }));
    expect(within(screen.getByRole('dialog')).getByRole('status')).toHaveTextContent('加载中…');
  });

  it('shows the error state with a retry', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { calls } = reminderServer([message(1, '审批提醒')], { failList: true });
    render(<MessagesButton />, { wrapper: TestProviders });
    const button = screen.getByRole('button', { name: '提醒消息' });
    await waitFor(() => expect(calls).toHaveLength(1));
    await user.click(button);
    const alert = await within(screen.getByRole('dialog')).findByRole('alert');
    expect(alert).toHaveTextContent('加载失败');
    await user.click(within(alert).getByRole('button', { name: '重试' }));
    await waitFor(() => expect(calls).toHaveLength(2));
  });

  it('exports the reminders through the hidden frame, with the token', async () => {
    const user = userEvent.setup();
    reminderServer([message(1, '审批提醒')]);
    render(<MessagesButton />, { wrapper: TestProviders });
    await user.click(await screen.findByRole('button', { name: '提醒消息，1 条未读' }));
    await user.click(screen.getByRole('button', { name: '导出提醒消息' }));
    const frame = document.querySelector<HTMLIFrameElement>(`iframe[name="${DOWNLOAD_FRAME_NAME}"]`);
    const url = new URL(frame?.src ?? '');
    expect(url.pathname).toBe('/share-system/remindMsg/export');
    expect(Object.fromEntries(url.searchParams)).toEqual({ token: TOKEN, lang: 'zh' });
  });

  it('offers the task log only for a message that links a task', async () => {
    const user = userEvent.setup();
    reminderServer([message(1, '审批提醒', '请审批', 7), message(2, '系统通知')]);
    render(<MessagesButton />, { wrapper: TestProviders });
    await user.click(await screen.findByRole('button', { name: '提醒消息，2 条未读' }));
    const items = within(screen.getByRole('list', { name: '未读提醒消息' })).getAllByRole('listitem');
    expect(within(items[0] as HTMLElement).getByRole('button', { name: '查看流程日志：审批提醒' })).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).queryByRole('button', { name: /查看流程日志/ })).not.toBeInTheDocument();
  });

  it('shows the task log steps in order in a dialog, and Escape returns focus to its button', async () => {
    const user = userEvent.setup();
    const { calls } = reminderServer([message(1, '审批提醒', '请审批', 7)], { taskLog: { code: 200, data: TASK_LOG } });
    render(<MessagesButton />, { wrapper: TestProviders });
    await user.click(await screen.findByRole('button', { name: '提醒消息，1 条未读' }));
    const open = screen.getByRole('button', { name: '查看流程日志：审批提醒' });
    open.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: '流程日志：审批提醒' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    const steps = within(await within(dialog).findByRole('list', { name: '流程步骤' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringMatching(/^发起申请提交.*张三/),
      expect.stringMatching(/^部门审批通过.*李四.*同意/),
    ]);
    expect(calls).toContainEqual({
      method: 'POST',
      path: '/share-purchase-workflow/workflow/process/task/log/query/single',
      body: { taskId: 7 },
    });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '流程日志：审批提醒' })).not.toBeInTheDocument());
    // The reminders popover stays open under it.
    expect(screen.getByRole('dialog', { name: '提醒消息' })).toBeInTheDocument();
    await waitFor(() => expect(open).toHaveFocus());
  });

  it("shows the server's message when the task is not found (code 404)", async () => {
    const user = userEvent.setup();
    reminderServer([message(1, '审批提醒', '请审批', 99)], { taskLog: { code: 404, data: null } });
    render(<MessagesButton />, { wrapper: TestProviders });
    await user.click(await screen.findByRole('button', { name: '提醒消息，1 条未读' }));
    await user.click(screen.getByRole('button', { name: '查看流程日志：审批提醒' }));
    const dialog = await screen.findByRole('dialog', { name: '流程日志：审批提醒' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('流程任务不存在');
    expect(within(dialog).queryByRole('button', { name: '重试' })).not.toBeInTheDocument();
  });

  it('moves focus to the next "mark as read" button past a task log button', async () => {
    const user = userEvent.setup();
    reminderServer([message(1, '审批提醒', '请审批', 7), message(2, '到货提醒', '已到货', 8)]);
    render(<MessagesButton />, { wrapper: TestProviders });
    await user.click(await screen.findByRole('button', { name: '提醒消息，2 条未读' }));
    await user.click(screen.getByRole('button', { name: '标为已读：审批提醒' }));
    await waitFor(() => expect(screen.queryByText('审批提醒')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: '标为已读：到货提醒' })).toHaveFocus();
  });

  describe("a reminder's approval flow", () => {
    // The flow modal is loaded on first use; loaded here, its module transform is not timed with a test.
    beforeAll(() => import('../../../components/flow-modal'));

    it('says a refusal (code 404) in the dialog, not in a toast, and Escape returns focus', async () => {
      const user = userEvent.setup();
      reminderServer([message(1, '审批提醒', '请审批', 7)], {
        flow: [{ code: 404, msg: '这条申请的流程模板已被删除，无法查看或审批', data: null }],
      });
      render(<MessagesButton />, { wrapper: TestProviders });
      await user.click(await screen.findByRole('button', { name: '提醒消息，1 条未读' }));
      // The popover takes focus once it has opened, as a person sees it do before tabbing on; moved
      // to the opener earlier, focus would be taken back and the flow dialog would return it there.
      const reminders = screen.getByRole('dialog', { name: '提醒消息' });
      await waitFor(() => expect(reminders).toHaveFocus());
      const open = screen.getByRole('button', { name: '查看 审批提醒 的审批流程' });
      open.focus();
      await user.keyboard('{Enter}');
      const dialog = await screen.findByRole('dialog', { name: '审批流程' });
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('这条申请的流程模板已被删除，无法查看或审批');
      expect(within(dialog).queryByRole('button', { name: '重试' })).not.toBeInTheDocument();
      expect(toastQueue.visibleToasts).toEqual([]);
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog', { name: '审批流程' })).not.toBeInTheDocument());
      await waitFor(() => expect(open).toHaveFocus());
    });

    it('offers a retry for any other failure, which shows what the server says next', async () => {
      const user = userEvent.setup();
      reminderServer([message(2, '到货提醒', '已到货', 8)], {
        flow: [
          { code: 500, msg: '服务器错误', data: null, status: 500 },
          { code: 404, msg: '没有这条申请，或您无权查看', data: null },
        ],
      });
      render(<MessagesButton />, { wrapper: TestProviders });
      await user.click(await screen.findByRole('button', { name: '提醒消息，1 条未读' }));
      await user.click(screen.getByRole('button', { name: '查看 到货提醒 的审批流程' }));
      const failed = await screen.findByRole('dialog', { name: '审批流程' });
      await user.click(await within(failed).findByRole('button', { name: '重试' }));
      expect(await within(failed).findByRole('alert')).toHaveTextContent('没有这条申请，或您无权查看');
    });
  });
});
