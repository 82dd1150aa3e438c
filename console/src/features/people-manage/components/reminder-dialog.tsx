import { FormDialog, TextField } from '@workbench/design-system';
import { useState } from 'react';
import { addRemindMsg, REMIND_MSG_LIMITS } from '../../../api/reminders';
import { useT } from '../../../i18n';
import { notify } from '../../../stores/feedback';

/**
 * Sends a reminder message to one account (`remindMsg/add`, docs/screens.md, "People manage"): a
 * title and the text, each required and bounded as the server bounds them. It arrives at once in
 * the recipient's reminders, over the live socket. The dialog stays open with what was typed when
 * the server refuses (the API client shows why).
 */
export function ReminderDialog({ account, name, onClose }: { account: string; name: string; onClose: () => void }) {
  const t = useT();
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [sending, setSending] = useState(false);

  async function send() {
    setSending(true);
    try {
      await addRemindMsg({ account, title: title.trim(), content: content.trim() });
      notify({ tone: 'success', text: t('reminder.sent', { name }) });
      onClose();
    } catch {
      // The API client has shown the refusal; what was typed stays.
    } finally {
      setSending(false);
    }
  }

  return (
    <FormDialog
      isDismissable={false}
      title={t('reminder.titleNamed', { name })}
      closeLabel={t('reminder.cancel')}
      onClose={onClose}
      onSubmit={() => void send()}
      cancelLabel={t('reminder.cancel')}
      submitLabel={t('reminder.send')}
      isPending={sending}
    >
      <TextField
        label={t('reminder.subject')}
        name="title"
        isRequired
        maxLength={REMIND_MSG_LIMITS.title}
        value={title}
        onChange={setTitle}
        validate={(text) => (text.trim() ? null : t('reminder.required'))}
      />
      <TextField
        label={t('reminder.content')}
        name="content"
        isRequired
        maxLength={REMIND_MSG_LIMITS.content}
        value={content}
        onChange={setContent}
        validate={(text) => (text.trim() ? null : t('reminder.required'))}
      />
    </FormDialog>
  );
}
