import { Button, Form, TextField } from '@workbench/design-system';
import { useState, type FormEvent } from 'react';
import type { KeyedMutator } from 'swr';
import type { UserDetail } from '../../../api/user-info';
import { useT } from '../../../i18n';
import { notify } from '../../../stores/feedback';
import { NAME_MAX, updatePersonal } from '../api/update-personal';

/**
 * Edits the person's display name (1 to 30 characters once trimmed, checked before sending).
 * After a save the user detail is updated, so the top bar's user menu shows the new name.
 */
export function NameForm({ initialName, mutate }: { initialName: string; mutate: KeyedMutator<UserDetail> }) {
  const t = useT();
  const [name, setName] = useState(initialName);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    try {
      const saved = await updatePersonal(name.trim());
      setName(saved.name);
      notify({ tone: 'success', key: 'personal.name.saved' });
      await mutate((current) => current && { ...current, userInfo: { ...current.userInfo, name: saved.name } }, {
        revalidate: true,
      });
    } catch {
      // The API client has shown the server's message; the typed name stays for a correction.
    } finally {
      setPending(false);
    }
  }

  return (
    <Form aria-label={t('personal.name.title')} onSubmit={(event) => void submit(event)}>
      <TextField
        name="name"
        label={t('personal.name.label')}
        description={t('personal.name.description', { max: NAME_MAX })}
        autoComplete="name"
        isRequired
        value={name}
        onChange={setName}
        validate={(value) => {
          const length = [...value.trim()].length;
          if (length === 0) return t('personal.name.required');
          return length > NAME_MAX ? t('personal.name.tooLong', { max: NAME_MAX }) : null;
        }}
      />
      <div>
        <Button type="submit" variant="primary" isPending={pending}>
          {t('personal.name.submit')}
        </Button>
      </div>
    </Form>
  );
}
