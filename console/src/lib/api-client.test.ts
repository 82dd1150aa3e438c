import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast, toastQueue } from '@workbench/design-system';
import { sessionStore } from '../stores/session';
import { renderHook, waitFor } from '@testing-library/react';
import { api, ApiError, preloadApi, useApi } from './api-client';

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const replayed = () => answer(409, { code: 409, msg: '重复的请求已被拒绝', data: null });

afterEach(() => {
  vi.unstubAllGlobals();
  toast.clear();
});

describe('api', () => {
  it('never signs two calls with the same timestamp, even in the same millisecond', async () => {
    const fetchMock = vi.fn(async () => answer(200, { code: 200, msg: '', data: 1 }));
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(Date, 'now').mockReturnValue(1_763_700_000_000);
    await Promise.all([api('/share-system/userinfo/detail'), api('/share-system/userinfo/detail')]);
    vi.mocked(Date.now).mockRestore();
    const stamps = fetchMock.mock.calls.map((call) =>
      new Headers((call as unknown as [string, RequestInit])[1].headers).get('timestamp'),
    );
    expect(stamps).toHaveLength(2);
    expect(new Set(stamps).size).toBe(2);
  });

  it('signs a call refused as a replay afresh and sends it once more, without a warning', async () => {
    const fetchMock = vi
      .fn<() => Promise<Response>>()
      .mockResolvedValueOnce(replayed())
      .mockResolvedValueOnce(answer(200, { code: 200, msg: '', data: { ok: true } }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(api('/share-system/userinfo/detail')).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(toastQueue.visibleToasts).toEqual([]);
  });

  it('with quiet, shows no message for a network failure, a refusal or a 5xx, and still throws', async () => {
    const failures = [
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => Promise.resolve(answer(200, { code: 500, msg: '服务器开小差了', data: null })),
      () => Promise.resolve(answer(502, { code: 502, msg: 'Bad Gateway', data: null })),
    ];
    for (const failure of failures) {
      vi.stubGlobal('fetch', vi.fn(failure));
      await expect(api('/share-system/remindMsg/createPushKey', {}, { quiet: true })).rejects.toBeInstanceOf(ApiError);
    }
    expect(toastQueue.visibleToasts).toEqual([]);
    vi.stubGlobal('fetch', vi.fn(failures[1]));
    await expect(api('/share-system/remindMsg/createPushKey')).rejects.toBeInstanceOf(ApiError);
    expect(toastQueue.visibleToasts).toHaveLength(1);
  });

  it('gives up after one more refusal and shows the server message', async () => {
    const fetchMock = vi.fn(async () => replayed());
    vi.stubGlobal('fetch', fetchMock);
    await expect(api('/share-system/userinfo/detail')).rejects.toBeInstanceOf(ApiError);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(toastQueue.visibleToasts.map((queued) => queued.content)).toEqual([
      { tone: 'warning', title: '重复的请求已被拒绝' },
    ]);
  });
});

describe('the waiting list (docs/behaviour.md, "Waiting requests")', () => {
  /** A fetch whose answers wait until `finish` answers every call made so far with 200. */
  function deferredFetch() {
    const pending: ((response: Response) => void)[] = [];
    const fetchMock = vi.fn(() => new Promise<Response>((done) => pending.push(done)));
    vi.stubGlobal('fetch', fetchMock);
    const finish = () => pending.splice(0).forEach((done) => done(answer(200, { code: 200, msg: '', data: 1 })));
    return { fetchMock, finish };
  }

  it('marks a URL waiting while its call is in flight and releases it when it finishes', async () => {
    const { finish } = deferredFetch();
    const call = api('/share-system/userinfo/detail');
    expect(sessionStore.waiting).toEqual(['/share-system/userinfo/detail']);
    finish();
    await call;
    expect(sessionStore.waiting).toEqual([]);
  });

  it('releases the URL when the call fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    await expect(api('/share-system/userinfo/detail')).rejects.toBeInstanceOf(ApiError);
    expect(sessionStore.waiting).toEqual([]);
  });

  it('refuses a second call with the block flag while the first is in flight, with the info message', async () => {
    const { fetchMock, finish } = deferredFetch();
    const first = api('/share-system/theme/update', { primary: '#0f766e' });
    await expect(api('/share-system/theme/update', { primary: '#0f766e' }, { block: true })).rejects.toMatchObject({
      code: -1,
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(toastQueue.visibleToasts.map((queued) => queued.content)).toEqual([
      { tone: 'info', title: '数据加载中，请耐心等待' },
    ]);
    finish();
    await first;
    // Released: the same blocking call now goes through.
    const again = api('/share-system/theme/update', { primary: '#0f766e' }, { block: true });
    finish();
    await expect(again).resolves.toBe(1);
  });

  it('lets a call without the block flag through even while the same URL is in flight', async () => {
    const { fetchMock, finish } = deferredFetch();
    const calls = [api('/share-system/userinfo/detail'), api('/share-system/userinfo/detail')];
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(sessionStore.waiting).toHaveLength(2);
    finish();
    await Promise.all(calls);
  });
});

describe('preloadApi (docs/architecture.md, "Stable work bench")', () => {
  it('starts the call a hook makes, and the hook takes its answer instead of asking again', async () => {
    const fetchMock = vi.fn(async () => answer(200, { code: 200, msg: '', data: { total: 3 } }));
    vi.stubGlobal('fetch', fetchMock);
    preloadApi('/share-ecommerce/apply/getWorkTodo');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const { result } = renderHook(() => useApi<{ total: number }>('/share-ecommerce/apply/getWorkTodo'));
    await waitFor(() => expect(result.current.data).toEqual({ total: 3 }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('once settled, gives a hook mounting after it the answer in its first render, without asking again', async () => {
    const fetchMock = vi.fn(async () => answer(200, { code: 200, msg: '', data: { list: ['a'] } }));
    vi.stubGlobal('fetch', fetchMock);
    await preloadApi('/share-ecommerce/apply/getListOfToDo');
    const renders: unknown[] = [];
    const { result } = renderHook(() => {
      const response = useApi<{ list: string[] }>('/share-ecommerce/apply/getListOfToDo');
      renders.push(response.data);
      return response;
    });
    expect(renders[0]).toEqual({ list: ['a'] });
    await waitFor(() => expect(result.current.isValidating).toBe(false));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('settles, without rejecting, when the call fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(preloadApi('/share-ecommerce/orderRelatedSummary/platformAndCompanySummary')).resolves.toBeUndefined();
    toast.clear();
  });

  it('hands a failure to the hook, shown once', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(200, { code: 500, msg: '服务繁忙', data: null })),
    );
    preloadApi('/share-ecommerce/inquiry/getPubInquiry');
    const { result } = renderHook(() => useApi('/share-ecommerce/inquiry/getPubInquiry'));
    await waitFor(() => expect(result.current.error).toBeInstanceOf(ApiError));
    expect(toastQueue.visibleToasts.map((queued) => queued.content)).toEqual([{ tone: 'warning', title: '服务繁忙' }]);
  });
});
