import {
  appResource,
  MAX_PAGE_SIZE,
  type RowOf,
  type SecretCreated,
  secretPaths,
  secretResource,
  titleOf,
} from '@workbench/contracts';
import { Button, ConfirmAction, Dialog, FormDialog, Select, SelectItem, TextField } from '@workbench/design-system';
import { Copy, KeyRound, TriangleAlert } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { Static } from 'typebox';
import { useSWRConfig } from 'swr';
import { useSnapshot } from 'valtio';
import { textProblem } from '../../../components/resource/field-rules';
import { ResourceListScreen } from '../../../components/resource/resource-list-screen';
import { useResourceText } from '../../../components/resource/resource-text';
import { useResourceList, useResourceMutation } from '../../../components/resource/use-resource';
import { Screen } from '../../../components/screen';
import { useT } from '../../../i18n';
import { api, ApiError } from '../../../lib/api-client';
import { settingsStore } from '../../../stores/settings';

type Secret = RowOf<typeof secretResource>;
type Made = Static<typeof SecretCreated>;

/**
 * The form that makes a secret: the application (a select of the applications) and a name. The
 * call goes straight through `api`, not SWR, so the answer, which carries the secret, is handed
 * to `onMade` and cached nowhere; the lists are fetched again. Refusals show on their fields.
 */
function MakeSecretDialog({ onMade, onClose }: { onMade: (made: Made) => void; onClose: () => void }) {
  const rt = useResourceText(secretResource);
  const { language } = useSnapshot(settingsStore);
  const { mutate } = useSWRConfig();
  const { data: apps } = useResourceList(appResource, { pageNum: 1, pageSize: MAX_PAGE_SIZE });
  const t = useT();
  const [appId, setAppId] = useState<number | null>(null);
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);

  async function submit() {
    if (appId === null) return;
    setPending(true);
    try {
      const made = await api<Made>(secretPaths.add, { appId, name: name.trim() }, { block: true });
      void mutate(
        (key) => Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith(`${secretResource.basePath}/`),
      );
      onMade(made);
    } catch (error) {
      if (error instanceof ApiError) setErrors({ ...error.fieldErrors });
    } finally {
      setPending(false);
    }
  }

  return (
    <FormDialog
      isDismissable={false}
      title={rt('make')}
      closeLabel={rt('close')}
      validationErrors={errors}
      onClose={onClose}
      onSubmit={() => void submit()}
      cancelLabel={rt('cancel')}
      submitLabel={rt('makeSubmit')}
      isPending={pending}
    >
      <Select
        label={rt('app')}
        name="appId"
        isRequired
        // Until the applications have loaded there is nothing to choose.
        isDisabled={!apps}
        items={(apps?.list ?? []).map((app) => ({ id: app.id, name: titleOf(appResource, app, language) }))}
        selectedKey={appId}
        onSelectionChange={(key) => {
          setAppId(key === null ? null : Number(key));
          setErrors(({ appId: _dropped, ...rest }) => rest);
        }}
      >
        {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
      </Select>
      <TextField
        label={rt('name')}
        name="name"
        isRequired
        description={rt('nameHint')}
        value={name}
        onChange={(text) => {
          setName(text);
          setErrors(({ name: _dropped, ...rest }) => rest);
        }}
        validate={(text) => {
          const problem = textProblem(secretResource.create.properties.name, text);
          return problem ? t(problem.key, problem.values) : null;
        }}
      />
    </FormDialog>
  );
}

/**
 * Shows a new secret once: a read-only field with the secret, a copy button (the Clipboard API; the
 * result is announced politely in the dialog's own status line, WCAG 4.1.3) and a warning that it
 * will not be shown again. Closing it drops the secret: the screen forgets `made`.
 */
function SecretRevealDialog({ made, onClose }: { made: Made; onClose: () => void }) {
  const rt = useResourceText(secretResource);
  const warningId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  /** Says `text` in the status line; cleared first, so the same words are announced again. */
  const say = (text: string) => {
    setStatus('');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setStatus(text), 50);
  };

  async function copy() {
    try {
      await navigator.clipboard.writeText(made.secret);
      say(rt('copied'));
    } catch {
      // Without clipboard access the secret is selected, ready for the keyboard's own copy.
      input.current?.focus();
      input.current?.select();
      say(rt('copyFailed'));
    }
  }

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      isDismissable={false}
      title={rt('madeTitle', { name: made.name })}
      closeLabel={rt('close')}
      footer={(close) => (
        <Button variant="primary" onPress={close}>
          {rt('close')}
        </Button>
      )}
    >
      <div className="flex flex-col gap-4">
        <p
          id={warningId}
          className="flex gap-2 rounded-md border border-warning-text bg-surface p-3 text-sm font-medium text-surface-foreground"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning-text" />
          <span>{rt('madeWarning')}</span>
        </p>
        <div className="flex items-end gap-2">
          <TextField
            className="min-w-0 flex-1"
            label={rt('secretValue')}
            aria-describedby={warningId}
            value={made.secret}
            isReadOnly
            autoComplete="off"
            spellCheck="false"
            inputRef={input}
            onFocus={() => input.current?.select()}
          />
          <Button variant="outline" onPress={() => void copy()}>
            <Copy aria-hidden="true" className="size-4" />
            {rt('copy')}
          </Button>
        </div>
        <p role="status" className="min-h-5 text-sm text-muted-foreground">
          {status}
        </p>
      </div>
    </Dialog>
  );
}

/**
 * Application secrets (menu `url` `secretAllot`, docs/screens.md, "Access"): the secret resource's
 * list (prefixes only, never a secret), "make a secret" in a dialog whose answer is shown once in
 * {@link SecretRevealDialog}, and per active row a revocation confirmed in an alert dialog that
 * names the secret (APG alert dialog).
 */
export default function SecretScreen({ title }: { title: string }) {
  const rt = useResourceText(secretResource);
  const [making, setMaking] = useState(false);
  const [made, setMade] = useState<Made | null>(null);
  const [revoking, setRevoking] = useState<Secret | null>(null);
  const revoke = useResourceMutation(secretResource, secretPaths.revoke);
  const makeButton = useRef<HTMLButtonElement>(null);

  return (
    <Screen
      title={title}
      actions={
        <Button ref={makeButton} variant="primary" onPress={() => setMaking(true)}>
          <KeyRound aria-hidden="true" className="size-4" />
          {rt('make')}
        </Button>
      }
    >
      <ResourceListScreen
        definition={secretResource}
        title={title}
        embedded
        rowActions={(secret) =>
          secret.status === 'active'
            ? [
                {
                  id: 'revoke',
                  label: rt('revoke'),
                  accessibleLabel: rt('revokeNamed', { name: secret.name }),
                  onAction: () => setRevoking(secret),
                  isDestructive: true,
                },
              ]
            : []
        }
      />
      {making ? (
        <MakeSecretDialog
          onClose={() => setMaking(false)}
          onMade={(answer) => {
            setMaking(false);
            setMade(answer);
          }}
        />
      ) : null}
      {made ? (
        <SecretRevealDialog
          made={made}
          onClose={() => {
            setMade(null);
            // The reveal dialog opened from the make dialog, which is gone: focus goes back to
            // the button that started it all (WCAG 2.4.3), after the overlay has let it go.
            requestAnimationFrame(() => makeButton.current?.focus());
          }}
        />
      ) : null}
      <ConfirmAction
        target={revoking}
        onClose={() => setRevoking(null)}
        tone="destructive"
        title={rt('revokeTitle')}
        description={(secret) => rt('revokeConfirm', { name: secret.name, app: secret.appName, prefix: secret.prefix })}
        confirmLabel={rt('revoke')}
        cancelLabel={rt('cancel')}
        // A refusal (already revoked) is shown by the API client.
        action={(secret) => revoke.trigger({ id: secret.id })}
        success={rt('revoked')}
      />
    </Screen>
  );
}
