import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogue, LOCALE_TAG } from '../../../i18n';
import { sessionStore } from '../../../stores/session';
import SecretScreen from './secret-screen';

const SECRET = 'Zq3_x7Lm-9aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456';

const row = {
  id: 7,
  appId: 1,
  appName: '工作台',
  name: '对账接口',
  prefix: SECRET.slice(0, 8),
  createdBy: 'admin',
  createTime: Date.UTC(2026, 0, 5),
  revokeTime: null,
  status: 'active',
};

/** A stand-in for the secret and application calls, recording each path and body. */
function secretServer() {
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  let made = false;
  const answer = (data: unknown) =>
    new Response(JSON.stringify({ code: 200, msg: '', data }), { headers: { 'content-type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = new URL(url, 'http://localhost').pathname;
      const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
      calls.push({ path, body });
      if (path.endsWith('/share-system/app/list')) {
        return answer({
          total: 2,
          list: [
            { id: 1, code: 'workbench', nameZh: '工作台', nameEn: 'Workbench' },
            { id: 3, code: 'purchase', nameZh: '采购平台', nameEn: 'Purchasing' },
          ],
        });
      }
      if (path.endsWith('/share-system/secret/add')) {
        made = true;
        return answer({ ...row, secret: SECRET });
      }
      if (path.endsWith('/share-system/secret/list')) return answer({ total: made ? 1 : 0, list: made ? [row] : [] });
      return answer(null);
    }),
  );
  return { calls };
}

beforeEach(() => {
  sessionStore.token = 'aaaa.bbbb';
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.token = undefined;
});

describe('making an application secret', { timeout: 30_000 }, () => {
  it('shows the secret once, copies it with a polite announcement, and keeps it out of the SWR cache', async () => {
    const user = userEvent.setup();
    const { calls } = secretServer();
    const cache = new Map();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <IntlProvider locale={LOCALE_TAG.zh} messages={catalogue('zh')}>
        <SWRConfig value={{ provider: () => cache, dedupingInterval: 0, shouldRetryOnError: false }}>
          {children}
        </SWRConfig>
      </IntlProvider>
    );
    render(<SecretScreen title="密钥分配" />, { wrapper });

    await user.click(screen.getByRole('button', { name: '生成密钥' }));
    const make = await screen.findByRole('dialog', { name: '生成密钥' });
    const app = within(make).getByRole('button', { name: /应用/ });
    await waitFor(() => expect(app).toBeEnabled());
    app.focus();
    await user.keyboard('{ArrowDown}');
    await user.click(await screen.findByRole('option', { name: '工作台' }));
    await user.type(within(make).getByRole('textbox', { name: /密钥名称/ }), ' 对账接口 ');
    await user.click(within(make).getByRole('button', { name: '生成' }));

    const shown = await screen.findByRole('dialog', { name: '新密钥：对账接口' });
    expect(calls.find((call) => call.path.endsWith('/secret/add'))?.body).toMatchObject({ appId: 1, name: '对账接口' });
    const field = within(shown).getByRole('textbox', { name: '密钥' });
    expect(field).toHaveValue(SECRET);
    expect(field).toHaveAttribute('readonly');
    expect(field).toHaveAccessibleDescription(/关闭此窗口后，密钥不会再显示/);
    await user.click(within(shown).getByRole('button', { name: '复制密钥' }));
    // user-event's clipboard stands in for the system's.
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    await waitFor(() => expect(within(shown).getByRole('status')).toHaveTextContent('已复制'));

    await user.click(within(shown).getAllByRole('button', { name: '关闭' }).at(-1) as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('rowheader', { name: '对账接口' })).toBeInTheDocument();
    expect(document.body.innerHTML).not.toContain(SECRET);
    expect(JSON.stringify([...cache.entries()])).not.toContain(SECRET);
  });
});
