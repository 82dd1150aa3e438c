import { Badge, Button, DialogTrigger, Popover } from '@workbench/design-system';
import { Bell, CheckCheck, Download } from 'lucide-react';
import { useRef } from 'react';
import { useT } from '../../../i18n';
import { formatTimestamp, toMilliseconds } from '../../../lib/format';
import { exportRemindMsg } from '../api/export-remind-msg';
import { useNotReadMsgList, type RemindMsg } from '../../../api/reminders';
import { updateReadStatus } from '../api/update-read-status';
import { updateReadStatusById } from '../api/update-read-status-by-id';
import { FlowButton } from './flow-button';
import { TaskLogButton } from './task-log-button';

/** The machine-readable `dateTime` of a `<time>`, or `undefined` when the value is not a date. */
function isoTime(createTime: string): string | undefined {
  const time = toMilliseconds(createTime);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

/**
 * One unread message: title, content and time as text (server text, never HTML), its "view task
 * log" and "approval flow" buttons when it links a workflow task, and its "mark as read" button.
 */
function MessageItem({ message, onMarkRead }: { message: RemindMsg; onMarkRead: (id: number) => void }) {
  const t = useT();
  return (
    <li className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0">
      <p className="font-medium break-words">{message.title}</p>
      <p className="break-words whitespace-pre-line text-muted-foreground">{message.content}</p>
      <time
        dateTime={isoTime(message.createTime)}
        className="text-xs whitespace-nowrap text-muted-foreground tabular-nums"
      >
        {formatTimestamp(message.createTime)}
      </time>
      {/* The actions get a row of their own, so the time never wraps and they stay on one line. */}
      <div className="-ms-2 flex flex-wrap gap-1">
        {message.taskId !== null ? (
          <>
            <TaskLogButton taskId={message.taskId} title={message.title} />
            <FlowButton taskId={message.taskId} title={message.title} />
          </>
        ) : null}
        <Button
          size="sm"
          variant="ghost"
          // Marks the buttons focus moves between when a message leaves the list.
          data-mark-read=""
          aria-label={t('messages.markReadNamed', { title: message.title })}
          onPress={() => onMarkRead(message.id)}
        >
          {t('messages.markRead')}
        </Button>
      </div>
    </li>
  );
}

/**
 * The messages button of the top bar: a bell whose accessible name says the unread count
 * ("提醒消息，3 条未读" / "Reminders, 3 unread") with a counter badge, opening a popover (APG
 * dialog, non-modal: focus moves in, Escape closes it and returns focus) that lists the unread
 * messages from `getNotReadMsgList`, each with "mark as read", plus "mark all read" and the Excel
 * export; with loading, error (and retry) and empty states.
 *
 * When a message leaves the list, focus moves to the next message's button (or the previous one's,
 * or the export button), so it is never lost with the removed element (WCAG 2.4.3).
 */
export function MessagesButton() {
  const t = useT();
  const { data, error, isLoading, mutate } = useNotReadMsgList();
  const listRef = useRef<HTMLUListElement>(null);
  const exportRef = useRef<HTMLButtonElement>(null);

  /**
   * Moves focus off a button about to leave the list, when focus is on it: to the next message's
   * button, else the previous one's, else the export button (WCAG 2.4.3).
   */
  function moveFocusOff(leaving: Element | null | undefined, neighbours: (Element | undefined)[]) {
    const focused = document.activeElement;
    if (focused !== leaving && focused !== document.body) return;
    const target = neighbours.find((element) => element instanceof HTMLElement) ?? exportRef.current;
    (target as HTMLElement | null)?.focus();
  }

  async function markRead(id: number) {
    const buttons = Array.from(listRef.current?.querySelectorAll('button[data-mark-read]') ?? []);
    const index = data?.list.findIndex((message) => message.id === id) ?? -1;
    try {
      await updateReadStatusById(id);
    } catch {
      return; // The API client has shown the failure.
    }
    moveFocusOff(buttons[index], [buttons[index + 1], buttons[index - 1]]);
    await mutate();
  }

  async function markAllRead() {
    const leaving = document.activeElement;
    try {
      await updateReadStatus();
    } catch {
      return;
    }
    // The button is disabled once the list is empty, and a disabled button loses focus.
    moveFocusOff(leaving, []);
    await mutate();
  }

  const total = data?.total;
  const list = data?.list ?? [];
  return (
    <DialogTrigger>
      <Button
        variant="ghost"
        size="icon"
        className="relative"
        aria-label={total === undefined ? t('messages.title') : t('messages.button', { count: total })}
      >
        <Bell aria-hidden="true" className="size-4" />
        {total ? (
          <Badge
            aria-hidden="true"
            count={total}
            tone="destructive"
            variant="solid"
            size="sm"
            className="absolute -top-0.5 -right-0.5"
          />
        ) : null}
      </Button>
      <Popover title={t('messages.title')} placement="bottom end" className="w-96">
        <div className="flex flex-col gap-3">
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="outline" isDisabled={list.length === 0} onPress={() => void markAllRead()}>
              <CheckCheck aria-hidden="true" className="size-4" />
              {t('messages.markAllRead')}
            </Button>
            <Button
              ref={exportRef}
              size="sm"
              variant="outline"
              aria-label={t('messages.exportLabel')}
              onPress={exportRemindMsg}
            >
              <Download aria-hidden="true" className="size-4" />
              {t('messages.export')}
            </Button>
          </div>
          {error ? (
            <div role="alert" className="flex items-center gap-3">
              <span className="text-destructive-text">{t('state.error')}</span>
              <Button variant="outline" size="sm" onPress={() => void mutate()}>
                {t('state.retry')}
              </Button>
            </div>
          ) : isLoading ? (
            <p role="status" className="text-muted-foreground">
              {t('state.loading')}
            </p>
          ) : list.length === 0 ? (
            <p className="text-muted-foreground">{t('messages.empty')}</p>
          ) : (
            <ul ref={listRef} aria-label={t('messages.list')} className="divide-y divide-border">
              {list.map((message) => (
                <MessageItem key={message.id} message={message} onMarkRead={(id) => void markRead(id)} />
              ))}
            </ul>
          )}
        </div>
      </Popover>
    </DialogTrigger>
  );
}
