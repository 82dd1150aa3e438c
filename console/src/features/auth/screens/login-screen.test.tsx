import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@workbench/design-system';
import { generateKeyPairSync } from 'node:crypto';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogue, LOCALE_TAG } from '../../../i18n';
import { forgetPublicKey, PUBLIC_KEY_PATH } from '../../../lib/password-fields';
import { SIGN_IN_OPTIONS_PATH } from '../../../api/sign-on';
import LoginScreen from './login-screen';

const { publicKey } = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});

function Providers({ children }: { children: ReactNode }) {
  return (
    <IntlProvider locale={LOCALE_TAG.zh} messages={catalogue('zh')}>
      <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>
    </IntlProvider>
  );
}

/** The sign-on service refusing the sign-in with `msg` (docs/wire-protocol.md, "Envelope"). */
function refusingServer(msg: string) {
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
    const body = url.startsWith(PUBLIC_KEY_PATH)
      ? { code: 200, msg: '', data: publicKey }
      : { code: 1001, msg, data: null };
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A sign-on service whose sign-in options say `demoAccounts` (docs/wire-protocol.md, "Sign-on service"). */
function serverWithDemoAccounts(demoAccounts: boolean) {
  const fetchMock = vi.fn(async (url: string) => {
    const body = url.startsWith(SIGN_IN_OPTIONS_PATH)
      ? { code: 1, msg: '', data: { demoAccounts } }
      : { code: -1, msg: '', data: null };
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  forgetPublicKey();
  toast.clear();
});

describe('the sign-in page (docs/behaviour.md, "Sign-on")', () => {
  it('trims the account, sends the password encrypted, and shows the server message for a code other than 1', async () => {
    const user = userEvent.setup();
    const fetchMock = refusingServer('<b>账号或密码错误</b>');
    render(<LoginScreen />, { wrapper: Providers });
    await user.type(screen.getByRole('textbox', { name: '账号' }), '  admin  ');
    await user.type(screen.getByLabelText(/^密码/, { selector: 'input' }), 'Workbench@123');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('<b>账号或密码错误</b>');
    const login = fetchMock.mock.calls.find(([url]) => url === '/ibs/loginNew');
    const body = JSON.parse(String(login?.[1]?.body)) as { account: string; password: string };
    expect(body.account).toBe('admin');
    expect(body.password).toHaveLength(344);
    expect(body.password).not.toContain('Workbench');
  });

  it('names the demo accounts when the sign-on service says they exist', async () => {
    const fetchMock = serverWithDemoAccounts(true);
    render(<LoginScreen />, { wrapper: Providers });
    expect(await screen.findByText(catalogue('zh')['login.demo'])).toBeVisible();
    expect(fetchMock.mock.calls.some(([url]) => url.startsWith(SIGN_IN_OPTIONS_PATH))).toBe(true);
  });

  it('does not name them otherwise', async () => {
    serverWithDemoAccounts(false);
    let answered: () => void = () => undefined;
    const optionsAnswered = new Promise<void>((resolve) => (answered = resolve));
    render(
      <IntlProvider locale={LOCALE_TAG.zh} messages={catalogue('zh')}>
        <SWRConfig value={{ provider: () => new Map(), onSuccess: () => answered() }}>
          <LoginScreen />
        </SWRConfig>
      </IntlProvider>,
    );
    await act(() => optionsAnswered);
    expect(screen.getByRole('button', { name: '登录' })).toBeEnabled();
    expect(screen.queryByText(catalogue('zh')['login.demo'])).toBeNull();
  });
});
