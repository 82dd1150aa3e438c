import {
  type AppAuthorisation,
  type AuthorisedApp,
  authorisationPaths,
  authorisationPeopleResource,
  type personResource,
  type RowOf,
} from '@workbench/contracts';
import { Checkbox, CheckboxGroup, FormDialog } from '@workbench/design-system';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Static } from 'typebox';
import { ResourceListScreen } from '../../../components/resource/resource-list-screen';
import { useResourceText } from '../../../components/resource/resource-text';
import { useResourceMutation } from '../../../components/resource/use-resource';
import { ApiError, useApi } from '../../../lib/api-client';
import { notify } from '../../../stores/feedback';

type Person = RowOf<typeof personResource>;
type App = Static<typeof AppAuthorisation>;

/**
 * The applications one account holds as saved (`selectByAccountId`), as a sentence in a status
 * region, to compare the ticked checkboxes with.
 */
function SavedApps({ accountId }: { accountId: number }) {
  const rt = useResourceText(authorisationPeopleResource);
  const intl = useIntl();
  const { data } = useApi<Static<typeof AuthorisedApp>[]>(authorisationPaths.selectByAccountId, { accountId });
  return (
    <p role="status" className="text-sm text-muted-foreground">
      {data === undefined
        ? null
        : data.length === 0
          ? rt('appsNowNone')
          : rt('appsNow', { names: intl.formatList(data.map((app) => app.name)) })}
    </p>
  );
}

/**
 * The applications of one account: what it holds as saved, then a group of checkboxes (APG
 * checkbox: Tab moves between them, Space toggles), saved at once with `update`; a refusal shows
 * on the group.
 */
function AppsDialog({ person, onClose }: { person: Person; onClose: () => void }) {
  const rt = useResourceText(authorisationPeopleResource);
  const { data: apps, mutate } = useApi<App[]>(authorisationPaths.selectAllByAccountId, { accountId: person.id });
  const update = useResourceMutation<
    typeof authorisationPeopleResource,
    { accountId: number; appIds: number[] },
    App[]
  >(authorisationPeopleResource, authorisationPaths.update);
  // The ticked applications once changed; until then, those the account holds.
  const [ticked, setTicked] = useState<string[] | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const value = ticked ?? (apps ?? []).filter((app) => app.authorized).map((app) => String(app.appId));
  const names = { name: person.name, account: person.account };

  return (
    <FormDialog
      title={rt('appsTitle', names)}
      closeLabel={rt('close')}
      validationErrors={errors}
      onClose={onClose}
      onSubmit={() => {
        update
          .trigger({ accountId: person.id, appIds: value.map(Number) })
          .then((saved) => {
            void mutate(saved, { revalidate: false });
            notify({ tone: 'success', text: rt('appsSaved') });
            onClose();
          })
          .catch((error: unknown) => {
            if (error instanceof ApiError) setErrors({ ...error.fieldErrors });
          });
      }}
      cancelLabel={rt('cancel')}
      submitLabel={rt('save')}
      isPending={update.isMutating}
    >
      <SavedApps accountId={person.id} />
      <CheckboxGroup
        label={rt('appsLabel')}
        description={rt('appsHint')}
        name="appIds"
        isDisabled={!apps}
        value={value}
        onChange={(next) => {
          setTicked(next);
          setErrors({});
        }}
      >
        {(apps ?? []).map((app) => (
          <Checkbox key={app.appId} value={String(app.appId)}>
            {app.name}
          </Checkbox>
        ))}
      </CheckboxGroup>
    </FormDialog>
  );
}

/**
 * Authorisations (menu `url` `authManagement`, docs/screens.md "Access"): the people list, and per
 * row the applications the account may use. In an application it is not authorised for, an
 * account's menu and routes are empty.
 */
export default function AuthorisationScreen({ title }: { title: string }) {
  const rt = useResourceText(authorisationPeopleResource);
  const [editing, setEditing] = useState<Person | null>(null);
  return (
    <>
      <ResourceListScreen
        definition={authorisationPeopleResource}
        title={title}
        rowActions={(person) => [
          {
            id: 'apps',
            label: rt('apps'),
            accessibleLabel: rt('appsNamed', { name: person.name, account: person.account }),
            onAction: () => setEditing(person),
          },
        ]}
      />
      {editing ? <AppsDialog person={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
