import { afterEach, describe, expect, it, vi } from 'vitest';
import { feedbackStore } from '../stores/feedback';
import { api, ApiError } from './api-client';

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const replayed = () => answer(409, { code: 409, msg: '重复的请求已被拒绝', data: null });

afterEach(() => {
  vi.unstubAllGlobals();
  feedbackStore.items = [];
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
    expect(feedbackStore.items).toEqual([]);
  });

  it('gives up after one more refusal and shows the server message', async () => {
    const fetchMock = vi.fn(async () => replayed());
    vi.stubGlobal('fetch', fetchMock);
    await expect(api('/share-system/userinfo/detail')).rejects.toBeInstanceOf(ApiError);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(feedbackStore.items.map((item) => item.text)).toEqual(['重复的请求已被拒绝']);
  });
});
