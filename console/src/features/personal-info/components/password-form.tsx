import { Button, Form, PasswordField } from '@workbench/design-system';
import { useState, type FormEvent } from 'react';
import { shareLogout } from '../../../api/session';
import { logoutAddress } from '../../../api/sign-on';
import { useT } from '../../../i18n';
import { ApiError } from '../../../lib/api-client';
import { sessionStore, signOut } from '../../../stores/session';
import {
  PASSWORD_MAX,
  PASSWORD_MIN,
  passwordRuleMet,
  updatePassword,
  WRONG_OLD_PASSWORD_CODE,
} from '../api/update-password';
import { leavePage } from '../../../lib/leave-page';

/**
 * Signs out the way the top bar's logout does (docs/behaviour.md, "Session"): ends the session on the
 * server, clears token and app id, and goes to the sign-on logout address.
 */
async function signInAgain(): Promise<void> {
  const token = sessionStore.token;
  if (token) await shareLogout(token).catch(() => undefined);
  signOut();
  leavePage(logoutAddress());
}

/**
 * Changes the account's password: current, new and confirmation. The rule (8 to 64 characters,
 * letters and digits) and new == confirmation are checked before anything is sent; a failed
 * submit moves focus to the first invalid field (WCAG 3.3.1). The server's refusal shows as a
 * warning and under the field it concerns. After a change the person is told so and offered
 * "sign in again", which signs them out through the logout path; other sessions stay valid.
 */
export function PasswordForm() {
  const t = useT();
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const [changed, setChanged] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setServerErrors({});
    try {
      await updatePassword({ oldPassword, newPassword, confirmPassword });
      setOldPassword('');
      setNewPassword('');
      setConfirmPassword('');
      setChanged(true);
    } catch (error) {
      // The API client has shown the message as a warning; it also goes under the field it is about.
      if (error instanceof ApiError && error.message) {
        setServerErrors({ [error.code === WRONG_OLD_PASSWORD_CODE ? 'oldPassword' : 'newPassword']: error.message });
      }
    } finally {
      setPending(false);
    }
  }

  if (changed) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 text-sm">
        <p>{t('personal.password.changed')}</p>
        <Button variant="primary" onPress={() => void signInAgain()}>
          {t('personal.password.signInAgain')}
        </Button>
      </div>
    );
  }

  return (
    <Form
      aria-label={t('personal.password.title')}
      validationErrors={serverErrors}
      onSubmit={(event) => void submit(event)}
    >
      <PasswordField
        name="oldPassword"
        label={t('personal.password.old')}
        showPasswordLabel={t('personal.password.show')}
        autoComplete="current-password"
        isRequired
        value={oldPassword}
        onChange={setOldPassword}
        validate={(value) => (value ? null : t('personal.password.oldRequired'))}
      />
      <PasswordField
        name="newPassword"
        label={t('personal.password.new')}
        description={t('personal.password.rule', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
        showPasswordLabel={t('personal.password.show')}
        autoComplete="new-password"
        isRequired
        value={newPassword}
        onChange={setNewPassword}
        validate={(value) =>
          passwordRuleMet(value) ? null : t('personal.password.rule', { min: PASSWORD_MIN, max: PASSWORD_MAX })
        }
      />
      <PasswordField
        name="confirmPassword"
        label={t('personal.password.confirm')}
        showPasswordLabel={t('personal.password.show')}
        autoComplete="new-password"
        isRequired
        value={confirmPassword}
        onChange={setConfirmPassword}
        validate={(value) =>
          !value
            ? t('personal.password.confirmRequired')
            : value === newPassword
              ? null
              : t('personal.password.mismatch')
        }
      />
      <div>
        <Button type="submit" variant="primary" isPending={pending}>
          {t('personal.password.submit')}
        </Button>
      </div>
    </Form>
  );
}
