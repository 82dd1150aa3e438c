import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast, toastQueue } from '@workbench/design-system';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../stores/session';
import { TestProviders } from '../../../testing/providers';
import type { TravelLogin } from '../api/travel-login';
import { OpenTravelService } from './open-travel-service';

/** Answers `/share-ztrip/ZtripSsoLogin/login` with `code` and `data` (docs/wire-protocol.md). */
function travelService(code: number, data: TravelLogin | null, msg = '') {
  const fetchMock = vi.fn(async (url: string) => {
    expect(url).toBe('/share-ztrip/ZtripSsoLogin/login');
    return new Response(JSON.stringify({ code, msg, data }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

let opened: ReturnType<typeof vi.fn>;

beforeEach(() => {
  sessionStore.token = 'aaaa.bbbb';
  opened = vi.fn();
  vi.stubGlobal('open', opened);
});

afterEach(() => {
  vi.unstubAllGlobals();
  toast.clear();
  sessionStore.token = undefined;
});

async function press() {
  render(
    <TestProviders>
      <OpenTravelService />
    </TestProviders>,
  );
  await userEvent.click(screen.getByRole('button', { name: '打开差旅服务' }));
}

describe('OpenTravelService', () => {
  it('opens the address the travel service answers in a new tab, without access to this page', async () => {
    const fetchMock = travelService(200, { url: 'https://trip.example.com/sso' });
    await press();
    await waitFor(() =>
      expect(opened).toHaveBeenCalledWith('https://trip.example.com/sso', '_blank', 'noopener,noreferrer'),
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('never opens an address that is not http(s), and says so', async () => {
    travelService(200, { url: 'javascript:alert(1)' });
    await press();
    await waitFor(() =>
      expect(toastQueue.visibleToasts.map((queued) => queued.content)).toEqual([
        { tone: 'warning', title: '差旅服务地址无效，无法打开' },
      ]),
    );
    expect(opened).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of an unauthorised account and opens nothing", async () => {
    travelService(403, null, '您没有使用差旅服务的权限');
    await press();
    await waitFor(() =>
      expect(toastQueue.visibleToasts.map((queued) => queued.content)).toEqual([
        { tone: 'warning', title: '您没有使用差旅服务的权限' },
      ]),
    );
    expect(opened).not.toHaveBeenCalled();
  });
});
