import {
  MAX_PAGE_SIZE,
  RoleHolderAddBody,
  roleHolderPaths,
  RoleHolderRemoveBody,
  roleHolderResource,
  roleLossResource,
  roleResource,
  titleOf,
  type RowOf,
} from '@workbench/contracts';
import { Button, FormDialog, Select, SelectItem, TextField } from '@workbench/design-system';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { useSnapshot } from 'valtio';
import { textProblem } from '../../../components/resource/field-rules';
import { ResourceListScreen } from '../../../components/resource/resource-list-screen';
import { useResourceText } from '../../../components/resource/resource-text';
import { useResourceList, useResourceMutation } from '../../../components/resource/use-resource';
import { useT } from '../../../i18n';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../stores/feedback';
import { settingsStore } from '../../../stores/settings';

type Holder = RowOf<typeof roleHolderResource>;

/**
 * "Assign a role": a role of those the caller sees and an account by its name, each checked as the
 * user leaves it and on submit (required; the account's pattern), the server's refusals on their
 * fields (an unknown account, a role already held, another company's role). Primitive: `Form` in
 * a modal `Dialog` (APG dialog).
 */
function GiveRoleDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const rt = useResourceText(roleHolderResource);
  const { language } = useSnapshot(settingsStore);
  const { data: roles } = useResourceList(roleResource, { pageNum: 1, pageSize: MAX_PAGE_SIZE });
  const give = useResourceMutation(roleHolderResource, roleHolderPaths.add);
  const [roleId, setRoleId] = useState<number | null>(null);
  const [account, setAccount] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const accountSchema = RoleHolderAddBody.properties.account;

  return (
    <FormDialog
      title={rt('give')}
      closeLabel={rt('close')}
      validationErrors={errors}
      onClose={onClose}
      onSubmit={() => {
        if (roleId === null) return;
        give
          .trigger({ roleId, account: account.trim() })
          .then(() => {
            notify({ tone: 'success', text: rt('given') });
            onClose();
          })
          .catch((error: unknown) => {
            if (error instanceof ApiError) setErrors({ ...error.fieldErrors });
          });
      }}
      cancelLabel={rt('cancel')}
      submitLabel={rt('give')}
      isPending={give.isMutating}
    >
      <Select
        label={rt('role')}
        name="roleId"
        isRequired
        // Until the roles have loaded there is nothing to choose.
        isDisabled={!roles}
        items={(roles?.list ?? []).map((role) => ({ id: role.id, name: titleOf(roleResource, role, language) }))}
        selectedKey={roleId}
        onSelectionChange={(key) => {
          setRoleId(key === null ? null : Number(key));
          setErrors(({ roleId: _dropped, ...rest }) => rest);
        }}
        validate={(key) => (key === null ? t('form.required') : null)}
      >
        {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
      </Select>
      <TextField
        label={rt('account')}
        name="account"
        isRequired
        description={rt('accountHint')}
        value={account}
        onChange={(text) => {
          setAccount(text);
          setErrors(({ account: _dropped, ...rest }) => rest);
        }}
        validate={(text) => {
          const problem = textProblem(accountSchema, text);
          return problem ? t(problem.key, problem.values) : null;
        }}
      />
    </FormDialog>
  );
}

/**
 * Removing a role: a destructive confirmation (APG alert dialog) naming the person, the account
 * and the role, with the reason it asks for (required, at most 200 characters, checked as the
 * user leaves the field and on submit; the server's refusal shows on it). The removal goes to the
 * role loss record, whose lists are fetched again.
 */
function RemoveRoleDialog({ holder, onClose }: { holder: Holder; onClose: () => void }) {
  const t = useT();
  const rt = useResourceText(roleHolderResource);
  const { language } = useSnapshot(settingsStore);
  const { mutate } = useSWRConfig();
  const remove = useResourceMutation(roleHolderResource, roleHolderPaths.remove);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const role = language === 'en' ? holder.roleNameEn : holder.roleNameZh;
  const reasonSchema = RoleHolderRemoveBody.properties.reason;

  return (
    <FormDialog
      role="alertdialog"
      isDismissable={false}
      title={rt('removeTitle')}
      closeLabel={rt('close')}
      validationErrors={errors}
      onClose={onClose}
      onSubmit={() => {
        remove
          .trigger({ id: holder.id, reason: reason.trim() })
          .then(() => {
            void mutate((key) => Array.isArray(key) && String(key[0]).startsWith(`${roleLossResource.basePath}/`));
            notify({ tone: 'success', text: rt('removed') });
            onClose();
          })
          .catch((error: unknown) => {
            if (error instanceof ApiError) setErrors({ ...error.fieldErrors });
          });
      }}
      cancelLabel={rt('cancel')}
      submitLabel={rt('remove')}
      isPending={remove.isMutating}
      submitVariant="destructive"
    >
      <p>{rt('removeConfirm', { name: holder.personName, account: holder.account, role })}</p>
      <TextField
        label={rt('reason')}
        name="reason"
        isRequired
        description={rt('reasonHint')}
        value={reason}
        onChange={(text) => {
          setReason(text);
          setErrors({});
        }}
        validate={(text) => {
          const problem = textProblem(reasonSchema, text);
          return problem ? t(problem.key, problem.values) : null;
        }}
      />
    </FormDialog>
  );
}

/**
 * Role assignment (menu `url` `roleAuth`, docs/screens.md "Access"): who holds which role,
 * filtered by role or by name; "give a role" to an account by its name, and per row "remove" for
 * a reason that the role loss record keeps.
 */
export default function RoleHolderScreen({ title }: { title: string }) {
  const rt = useResourceText(roleHolderResource);
  const { language } = useSnapshot(settingsStore);
  const [giving, setGiving] = useState(false);
  const [removing, setRemoving] = useState<Holder | null>(null);

  return (
    <>
      <ResourceListScreen
        definition={roleHolderResource}
        title={title}
        actions={
          <Button variant="primary" onPress={() => setGiving(true)}>
            <UserPlus aria-hidden="true" className="size-4" />
            {rt('give')}
          </Button>
        }
        rowActions={(holder) => [
          {
            id: 'remove',
            label: rt('remove'),
            accessibleLabel: rt('removeNamed', {
              name: holder.personName,
              role: language === 'en' ? holder.roleNameEn : holder.roleNameZh,
            }),
            onAction: () => setRemoving(holder),
            isDestructive: true,
          },
        ]}
      />
      {giving ? <GiveRoleDialog onClose={() => setGiving(false)} /> : null}
      {removing ? <RemoveRoleDialog holder={removing} onClose={() => setRemoving(null)} /> : null}
    </>
  );
}
