import { companyResource, personPaths, personResource, type RowOf } from '@workbench/contracts';
import { Button, ConfirmAction, Dialog, Form, Select, SelectItem, TextField } from '@workbench/design-system';
import { useState } from 'react';
import { ResourceListScreen } from '../../../components/resource/resource-list-screen';
import { useResourceText } from '../../../components/resource/resource-text';
import { useResourceList, useResourceMutation } from '../../../components/resource/use-resource';
import { useT } from '../../../i18n';
import { ApiError, useApi } from '../../../lib/api-client';
import { getUserType } from '../../../lib/cookies';
import { notify } from '../../../stores/feedback';
import { ReminderDialog } from '../components/reminder-dialog';

type Person = RowOf<typeof personResource>;

/** What the row actions are asking to confirm. */
type Pending = { kind: 'enable' | 'reset'; person: Person } | null;

/**
 * A person's accounts in every company: detach one of several (after a confirmation), or attach a
 * new one in another company with the default password (the top bar's company menu follows).
 */
function AccountsDialog({ person, onClose }: { person: Person; onClose: () => void }) {
  const rt = useResourceText(personResource);
  const { data: accounts } = useApi<Person[]>(personPaths.accounts, { id: person.id });
  const { data: companies } = useResourceList(companyResource, { pageNum: 1, pageSize: 100 });
  const attach = useResourceMutation(personResource, personPaths.attach);
  const detach = useResourceMutation(personResource, personPaths.detach);
  const [companyId, setCompanyId] = useState<number | null>(null);
  const [account, setAccount] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [detaching, setDetaching] = useState<Person | null>(null);

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={rt('accountsTitle', { name: person.name })}
      closeLabel={rt('close')}
      size="lg"
    >
      <ul aria-label={rt('accountsList')} className="flex flex-col gap-2">
        {(accounts ?? []).map((item) => (
          <li
            key={item.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border p-3"
          >
            <span>
              <span className="font-medium">{item.account}</span>
              <span className="text-muted-foreground"> · {item.companyName}</span>
            </span>
            {(accounts ?? []).length > 1 ? (
              <Button
                size="sm"
                variant="outline"
                aria-label={rt('detachNamed', { account: item.account })}
                onPress={() => setDetaching(item)}
              >
                {rt('detach')}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      <Form
        className="mt-4"
        validationErrors={errors}
        onSubmit={(event) => {
          event.preventDefault();
          if (companyId === null) return;
          attach
            .trigger({ id: person.id, companyId, account: account.trim() })
            .then(() => {
              notify({ tone: 'success', text: rt('attached') });
              setAccount('');
              setErrors({});
            })
            .catch((error: unknown) => {
              if (error instanceof ApiError) setErrors({ ...error.fieldErrors });
            });
        }}
      >
        <Select
          label={rt('attachCompany')}
          name="companyId"
          isRequired
          // Until the companies have loaded there is nothing to choose.
          isDisabled={!companies}
          items={(companies?.list ?? []).map((company) => ({ id: company.id, name: company.name }))}
          selectedKey={companyId}
          onSelectionChange={(key) => setCompanyId(key === null ? null : Number(key))}
        >
          {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
        </Select>
        <TextField
          label={rt('attachAccount')}
          name="account"
          isRequired
          description={rt('accountHint')}
          value={account}
          onChange={setAccount}
        />
        <div className="flex justify-end">
          <Button type="submit" variant="primary" isPending={attach.isMutating}>
            {rt('attach')}
          </Button>
        </div>
      </Form>
      <ConfirmAction
        target={detaching}
        onClose={() => setDetaching(null)}
        tone="destructive"
        title={rt('detachTitle')}
        description={(account) => rt('detachConfirm', { account: account.account })}
        confirmLabel={rt('detach')}
        cancelLabel={rt('cancel')}
        // A refusal (the last account, one's own) is shown by the API client.
        action={(account) => detach.trigger({ id: account.id })}
        success={rt('detached')}
      />
    </Dialog>
  );
}

/**
 * People manage (menu `url` `peopleManage`, docs/screens.md): the person resource, and per row
 * enable or disable (confirmed: a disabled account's sessions end at once), reset the password to
 * the default (confirmed), the person's accounts in other companies, and, for a platform
 * administrator, a reminder message sent to the account ({@link ReminderDialog}).
 */
export default function PeopleManageScreen({ title }: { title: string }) {
  const rt = useResourceText(personResource);
  const [pending, setPending] = useState<Pending>(null);
  const [accountsOf, setAccountsOf] = useState<Person | null>(null);
  const [remindOf, setRemindOf] = useState<Person | null>(null);
  const t = useT();
  // Only a platform administrator may send reminders; the server refuses anyone else as well.
  const maySend = getUserType() === 'platform';
  const enable = useResourceMutation(personResource, personPaths.enable);
  const reset = useResourceMutation(personResource, personPaths.resetPassword);

  return (
    <>
      <ResourceListScreen
        definition={personResource}
        title={title}
        bulkActions={[
          { id: 'enable', label: rt('enable'), path: personPaths.enableMany, body: { enabled: 'Y' } },
          {
            id: 'disable',
            label: rt('disable'),
            path: personPaths.enableMany,
            body: { enabled: 'N' },
            isDestructive: true,
            confirm: (count) => ({
              title: rt('disableManyTitle'),
              message: rt('disableManyConfirm', { count }),
              confirmLabel: rt('disable'),
            }),
          },
        ]}
        rowActions={(person) => [
          {
            id: 'enable',
            label: rt(person.enabled === 'Y' ? 'disable' : 'enable'),
            accessibleLabel: rt(person.enabled === 'Y' ? 'disableNamed' : 'enableNamed', { name: person.name }),
            onAction: () => setPending({ kind: 'enable', person }),
          },
          {
            id: 'resetPassword',
            label: rt('resetPassword'),
            accessibleLabel: rt('resetPasswordNamed', { name: person.name }),
            onAction: () => setPending({ kind: 'reset', person }),
          },
          {
            id: 'accounts',
            label: rt('accounts'),
            accessibleLabel: rt('accountsNamed', { name: person.name }),
            onAction: () => setAccountsOf(person),
          },
          ...(maySend
            ? [
                {
                  id: 'remind',
                  label: t('reminder.action'),
                  accessibleLabel: t('reminder.actionNamed', { name: person.name }),
                  onAction: () => setRemindOf(person),
                },
              ]
            : []),
        ]}
      />
      <ConfirmAction
        target={pending}
        onClose={() => setPending(null)}
        tone={({ kind, person }) => (kind === 'enable' && person.enabled === 'Y' ? 'destructive' : 'default')}
        title={({ kind, person }) =>
          kind === 'reset' ? rt('resetPassword') : person.enabled === 'Y' ? rt('disableTitle') : rt('enable')
        }
        description={({ kind, person }) =>
          rt(kind === 'reset' ? 'resetConfirm' : person.enabled === 'Y' ? 'disableConfirm' : 'enableNamed', {
            name: person.name,
            account: person.account,
          })
        }
        confirmLabel={({ kind, person }) =>
          kind === 'reset' ? rt('resetPassword') : person.enabled === 'Y' ? rt('disable') : rt('enable')
        }
        cancelLabel={rt('cancel')}
        // A refusal is shown by the API client.
        action={({ kind, person }) =>
          kind === 'reset'
            ? reset.trigger({ id: person.id })
            : enable.trigger({ id: person.id, enabled: person.enabled === 'Y' ? 'N' : 'Y' })
        }
        success={({ kind, person }) =>
          rt(kind === 'reset' ? 'passwordReset' : person.enabled === 'Y' ? 'disabledDone' : 'enabledDone')
        }
      />
      {accountsOf ? <AccountsDialog person={accountsOf} onClose={() => setAccountsOf(null)} /> : null}
      {remindOf ? (
        <ReminderDialog account={remindOf.account} name={remindOf.name} onClose={() => setRemindOf(null)} />
      ) : null}
    </>
  );
}
