import { useState, type FormEvent } from 'react';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  PasswordField,
  TextField,
} from '@workbench/design-system';
import useSWR from 'swr';
import { useSearch } from 'wouter';
import { loginNew, SIGN_IN_OPTIONS_PATH, signInOptions, SSO_OK } from '../../../api/sign-on';
import { paths, ROUTER_BASE } from '../../../config/paths';
import { useT } from '../../../i18n';
import { setUserType } from '../../../lib/cookies';
import { safeRedirect, withQuery } from '../../../lib/safe-redirect';
import { LanguageSwitch } from '../../../components/language-switch';

interface FieldErrors {
  account?: string;
  password?: string;
}

/**
 * The sign-on service's sign-in page, served as the console's open `/login` route
 * (docs/behaviour.md, "Sign-on"): trims the account, sends the password (the API client encrypts
 * it), shows the server's message when the result code is not 1, and on success hands a one-time
 * `itemKey` back to a same-origin `redirectUrl` under `/admin/`, or to the work bench. It names
 * the demo accounts only when the sign-on service says they exist (`demoAccounts`).
 */
export default function LoginScreen() {
  const t = useT();
  const search = useSearch();
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const { data: options } = useSWR(SIGN_IN_OPTIONS_PATH, signInOptions);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = account.trim();
    const nextErrors: FieldErrors = {
      ...(name ? {} : { account: t('login.accountRequired') }),
      ...(password ? {} : { password: t('login.passwordRequired') }),
    };
    setErrors(nextErrors);
    setFailure(null);
    if (nextErrors.account || nextErrors.password) return;
    setPending(true);
    try {
      const answer = await loginNew(name, password);
      if (answer.code !== SSO_OK || !answer.data) {
        setFailure(answer.msg || t('request.failed'));
        return;
      }
      setUserType(answer.data.type);
      const target =
        safeRedirect(new URLSearchParams(search).get('redirectUrl')) ?? `${ROUTER_BASE}${paths.index.href()}`;
      window.location.assign(withQuery(target, 'itemKey', answer.data.itemKey));
    } catch {
      // The API client has already shown the failure with its request number.
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="flex min-h-dvh flex-col bg-muted">
      <header className="flex justify-end p-4">
        <LanguageSwitch />
      </header>
      <main id="main" className="flex flex-1 items-start justify-center px-4 pt-[10vh]">
        <Card className="w-full max-w-sm">
          <CardHeader>
            <CardTitle level={1}>{t('login.title')}</CardTitle>
            <CardDescription>{t('login.subtitle')}</CardDescription>
          </CardHeader>
          <CardContent>
            <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
              {failure ? (
                <p role="alert" className="rounded-md border border-destructive px-3 py-2 text-sm text-destructive">
                  {failure}
                </p>
              ) : null}
              <TextField
                label={t('login.account')}
                name="account"
                autoComplete="username"
                isRequired
                value={account}
                onChange={setAccount}
                isInvalid={Boolean(errors.account)}
                errorMessage={errors.account}
              />
              <PasswordField
                label={t('login.password')}
                name="password"
                autoComplete="current-password"
                isRequired
                value={password}
                onChange={setPassword}
                isInvalid={Boolean(errors.password)}
                errorMessage={errors.password}
                showPasswordLabel={t('login.showPassword')}
              />
              <Button type="submit" variant="primary" isPending={pending}>
                {t('login.submit')}
              </Button>
              {options?.data?.demoAccounts ? <p className="text-sm text-muted-foreground">{t('login.demo')}</p> : null}
            </form>
          </CardContent>
        </Card>
      </main>
    </div>
  );
}
