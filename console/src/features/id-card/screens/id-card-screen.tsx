import { useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { Button, Card, CardContent, CardHeader, CardTitle, Form, Skeleton, TextField } from '@workbench/design-system';
import { useUserDetail } from '../../../api/user-info';
import { Screen } from '../../../components/screen';
import { useT } from '../../../i18n';
import { ID_CARD_LENGTH, idCardProblem, normaliseIdCard, type IdCardProblem } from '../../../lib/id-card';
import { notify } from '../../../stores/feedback';
import { sessionStore } from '../../../stores/session';
import { updateIdCard } from '../api/update-id-card';

/** The message of each problem a typed number can have. */
const PROBLEM_MESSAGES = {
  length: 'idCard.number.length',
  format: 'idCard.number.format',
  checkDigit: 'idCard.number.checkDigit',
} as const satisfies Record<IdCardProblem, string>;

/** The identity card on record, from the user detail, or a line saying there is none. */
function RecordedIdCard() {
  const t = useT();
  const { token } = useSnapshot(sessionStore);
  const { data, isLoading } = useUserDetail(Boolean(token));
  const info = data?.userInfo;
  return (
    <Card aria-busy={isLoading}>
      <CardHeader>
        <CardTitle level={2}>{t('idCard.recorded')}</CardTitle>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <Skeleton className="h-10" />
        ) : info?.idCardMasked ? (
          <dl className="grid grid-cols-[max-content_1fr] gap-x-8 gap-y-2 text-sm">
            <dt className="text-muted-foreground">{t('idCard.name')}</dt>
            <dd>{info.idCardName}</dd>
            <dt className="text-muted-foreground">{t('idCard.number')}</dt>
            <dd className="font-mono tabular-nums">{info.idCardMasked}</dd>
          </dl>
        ) : (
          <p className="text-sm text-muted-foreground">{t('idCard.none')}</p>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * The fixed route `/updateIdCard` (docs/behaviour.md, "Routes"): the identity card on record and a form to
 * record a new one. The number's check character (GB 11643-1999) is checked before anything is
 * sent; a failed submit moves focus to the first invalid field, whose error is read with it
 * (WCAG 3.3.1). After a save the record above shows the new masked number; when the server
 * refuses, its warning shows and what was typed stays.
 */
export default function IdCardScreen({ title }: { title: string }) {
  const t = useT();
  const { token } = useSnapshot(sessionStore);
  const { mutate } = useUserDetail(Boolean(token));
  const [name, setName] = useState('');
  const [idCard, setIdCard] = useState('');
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    try {
      const saved = await updateIdCard({ name: name.trim(), idCard: normaliseIdCard(idCard) });
      notify({ tone: 'success', key: 'idCard.saved' });
      // The full number leaves the screen once it is on record; only the masked one shows.
      setIdCard('');
      await mutate(
        (current) =>
          current && {
            ...current,
            userInfo: { ...current.userInfo, idCardName: saved.name, idCardMasked: saved.idCardMasked },
          },
        { revalidate: true },
      );
    } catch {
      // The API client has shown the server's message; the typed values stay for a correction.
    } finally {
      setPending(false);
    }
  }

  return (
    <Screen title={title} className="flex max-w-xl flex-col gap-6">
      <RecordedIdCard />
      <Card>
        <CardHeader>
          <CardTitle level={2}>{t('idCard.formTitle')}</CardTitle>
        </CardHeader>
        <CardContent>
          <Form aria-label={t('idCard.formTitle')} onSubmit={(event) => void submit(event)}>
            <TextField
              name="name"
              label={t('idCard.name')}
              description={t('idCard.name.description')}
              autoComplete="name"
              isRequired
              value={name}
              onChange={setName}
              validate={(value) => (value.trim() ? null : t('idCard.name.required'))}
            />
            <TextField
              name="idCard"
              label={t('idCard.number')}
              description={t('idCard.number.description', { length: ID_CARD_LENGTH })}
              autoComplete="off"
              spellCheck="false"
              isRequired
              value={idCard}
              onChange={setIdCard}
              validate={(value) => {
                if (!value.trim()) return t('idCard.number.required');
                const problem = idCardProblem(value);
                return problem ? t(PROBLEM_MESSAGES[problem], { length: ID_CARD_LENGTH }) : null;
              }}
            />
            <div>
              <Button type="submit" variant="primary" isPending={pending}>
                {t('idCard.submit')}
              </Button>
            </div>
          </Form>
        </CardContent>
      </Card>
    </Screen>
  );
}
