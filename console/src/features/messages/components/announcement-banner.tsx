import { Button } from '@workbench/design-system';
import { Megaphone, X } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { useT } from '../../../i18n';
import { useNotReadMsgList } from '../../../api/reminders';
import { announce } from '../../../stores/announcer';
import { updateReadStatusById } from '../api/update-read-status-by-id';

/**
 * The banner of published announcements at the top of the shell (docs/behaviour.md,
 * "Announcements"): the caller's unread reminder messages that deliver an announcement, each with
 * its title and text (server text, rendered as text) and a close button. A `region` named
 * "公告" / "Announcements"; nothing when there are none. It never takes focus: an announcement
 * that arrives while the console is open is said through the shell's polite live region (WCAG
 * 4.1.3). Escape on an announcement's close button, or pressing it, dismisses it, which marks its
 * message read, so the server counts the announcement read; focus then moves to the next
 * announcement's close button, or the previous one's, or the main area (WCAG 2.4.3).
 */
export default function AnnouncementBanner() {
  const t = useT();
  const { data, mutate } = useNotReadMsgList();
  const listRef = useRef<HTMLUListElement>(null);
  const seen = useRef<Set<number> | null>(null);
  const announcements = useMemo(() => (data?.list ?? []).filter((message) => message.announcementId !== null), [data]);

  useEffect(() => {
    if (!data) return;
    const ids = announcements.map((message) => message.id);
    // Those present at the first answer are on screen already; only later arrivals are said.
    if (seen.current) {
      const arrived = announcements.find((message) => !seen.current?.has(message.id));
      if (arrived) announce(t('announcements.arrived', { title: arrived.title }));
    }
    seen.current = new Set(ids);
  }, [data, announcements, t]);

  async function dismiss(id: number) {
    const buttons = Array.from(listRef.current?.querySelectorAll<HTMLElement>('button[data-dismiss]') ?? []);
    const index = announcements.findIndex((message) => message.id === id);
    const hadFocus = listRef.current?.contains(document.activeElement) ?? false;
    try {
      await updateReadStatusById(id);
    } catch {
      return; // The API client has shown the failure.
    }
    if (hadFocus) {
      const next = buttons[index + 1] ?? buttons[index - 1] ?? document.getElementById('main');
      next?.focus();
    }
    await mutate();
  }

  if (announcements.length === 0) return null;
  return (
    <section aria-label={t('announcements.region')} className="border-b border-border bg-surface px-4 py-2">
      <ul ref={listRef} className="flex flex-col gap-2">
        {announcements.map((message) => (
          <li key={message.id} className="flex items-start gap-3">
            <Megaphone aria-hidden="true" className="mt-1 size-4 shrink-0 text-muted-foreground" />
            <div className="min-w-0 flex-1">
              <p className="font-medium break-words">{message.title}</p>
              <p className="break-words whitespace-pre-line text-muted-foreground">{message.content}</p>
            </div>
            <Button
              size="icon"
              variant="ghost"
              data-dismiss=""
              aria-label={t('announcements.dismissNamed', { title: message.title })}
              onPress={() => void dismiss(message.id)}
              onKeyDown={(event) => {
                if (event.key === 'Escape') void dismiss(message.id);
                else event.continuePropagation();
              }}
            >
              <X aria-hidden="true" className="size-4" />
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
