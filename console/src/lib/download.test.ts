import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../stores/settings';
import { sessionStore } from '../stores/session';
import { apiRequest, FILE_CONTENT_TYPES, isFileContentType } from './api-client';
import {
  download,
  DOWNLOAD_FRAME_LIFETIME_MS,
  DOWNLOAD_FRAME_NAME,
  downloadThroughForm,
  downloadThroughFrame,
} from './download';

vi.mock('../config/env', () => ({ env: { gateway: 'https://gateway.example.com', socket: '' } }));

const TOKEN = 'aaaa.bbbb';

/** The download frame, found the way assistive technology cannot: it is hidden from it. */
const frame = () => document.querySelector<HTMLIFrameElement>(`iframe[name="${DOWNLOAD_FRAME_NAME}"]`);

/** The forms submitted, captured at submission (jsdom does not navigate). */
function captureSubmissions() {
  const submitted: { action: string; method: string; target: string; fields: Record<string, string> }[] = [];
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    submitted.push({
      action: this.action,
      method: this.method,
      target: this.target,
      fields: Object.fromEntries(new FormData(this) as unknown as Iterable<[string, string]>),
    });
  });
  return submitted;
}

beforeEach(() => {
  sessionStore.token = TOKEN;
  setLanguage('zh');
});

afterEach(() => {
  frame()?.remove();
  sessionStore.token = undefined;
  setLanguage('zh');
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('downloads through the hidden frame (docs/behaviour.md, "Downloads")', () => {
  it('points the frame at the gateway path with the params, the token and the language', () => {
    setLanguage('en');
    const address = downloadThroughFrame('/am/report/export', { year: 2026, name: '报表 1', rows: [1] });
    const url = new URL(frame()?.src ?? '');
    expect(address).toBe(url.href);
    expect(`${url.origin}${url.pathname}`).toBe('https://gateway.example.com/oa-system/report/export');
    expect(Object.fromEntries(url.searchParams)).toEqual({ year: '2026', name: '报表 1', token: TOKEN, lang: 'en' });
  });

  it('makes the frame hidden, titled, hidden from assistive technology and out of the tab order', () => {
    downloadThroughFrame('/share-system/remindMsg/export');
    const element = frame();
    expect(element).not.toBeNull();
    expect(element?.hidden).toBe(true);
    expect(element?.title).toBe('文件下载');
    expect(element?.getAttribute('aria-hidden')).toBe('true');
    expect(element?.tabIndex).toBe(-1);
  });

  it('creates the frame once and reuses it', () => {
    downloadThroughFrame('/share-system/remindMsg/export');
    downloadThroughFrame('/share-system/person/export');
    expect(document.querySelectorAll('iframe')).toHaveLength(1);
    expect(frame()?.src).toContain('/share-system/person/export?');
  });

  it('lets the token and the language replace params of the same names (a repeated name is refused)', () => {
    downloadThroughFrame('/share-system/remindMsg/export', { token: 'forged', lang: 'fr' });
    expect(new URL(frame()?.src ?? '').search).toBe(`?token=${encodeURIComponent(TOKEN)}&lang=zh`);
  });

  it('removes the frame once it has loaded', () => {
    downloadThroughFrame('/share-system/remindMsg/export');
    frame()?.dispatchEvent(new Event('load'));
    expect(frame()).toBeNull();
  });

  it(`removes the frame ${DOWNLOAD_FRAME_LIFETIME_MS} ms after its last use when no load comes`, () => {
    vi.useFakeTimers();
    downloadThroughFrame('/share-system/remindMsg/export');
    vi.advanceTimersByTime(DOWNLOAD_FRAME_LIFETIME_MS - 1);
    expect(frame()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(frame()).toBeNull();
  });
});

describe('downloads through a hidden form (docs/behaviour.md, "Downloads")', () => {
  it('submits a hidden POST form into the frame with the scalar fields, the token and the language', () => {
    const submitted = captureSubmissions();
    downloadThroughForm('/share-system/person/export', { companyId: 7, active: true, ids: [1, 2] });
    expect(submitted).toEqual([
      {
        action: 'https://gateway.example.com/share-system/person/export',
        method: 'post',
        target: DOWNLOAD_FRAME_NAME,
        fields: { companyId: '7', active: 'true', token: TOKEN, lang: 'zh' },
      },
    ]);
    expect(frame()).not.toBeNull();
    expect(document.querySelector('form')).toBeNull(); // removed once submitted
  });

  it('sends no token field when signed out', () => {
    sessionStore.token = undefined;
    const submitted = captureSubmissions();
    download('/share-system/person/export', {}, { method: 'POST' });
    expect(submitted[0]?.fields).toEqual({ lang: 'zh' });
  });

  it('goes to the frame for a GET export button', () => {
    download('/share-system/remindMsg/export', {}, { method: 'GET' });
    expect(frame()?.src).toBe(
      `https://gateway.example.com/share-system/remindMsg/export?token=${encodeURIComponent(TOKEN)}&lang=zh`,
    );
  });
});

describe('file answers in the API client (docs/behaviour.md, "Downloads")', () => {
  it('recognises Excel and octet-stream content types, parameters and case aside', () => {
    for (const type of FILE_CONTENT_TYPES) expect(isFileContentType(type)).toBe(true);
    expect(isFileContentType('application/vnd.ms-excel;charset=UTF-8')).toBe(true);
    expect(isFileContentType('Application/Octet-Stream')).toBe(true);
    expect(isFileContentType('application/json; charset=utf-8')).toBe(false);
    expect(isFileContentType('text/html')).toBe(false);
    expect(isFileContentType(null)).toBe(false);
  });

  const xlsx = () =>
    new Response(new Uint8Array([0x50, 0x4b, 0x03, 0x04]), {
      headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
    });

  it('fetches a GET that answers a file again through the frame, with the token', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => xlsx()),
    );
    await expect(
      apiRequest('/share-system/remindMsg/export', { month: '2026-03' }, { method: 'GET' }),
    ).resolves.toEqual({ code: 200, msg: '', data: null });
    const url = new URL(frame()?.src ?? '');
    expect(url.pathname).toBe('/share-system/remindMsg/export');
    expect(Object.fromEntries(url.searchParams)).toEqual({ month: '2026-03', token: TOKEN, lang: 'zh' });
  });

  it('resubmits a POST that answers a file as a hidden form', async () => {
    const submitted = captureSubmissions();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => xlsx()),
    );
    await apiRequest('/share-system/person/export', { companyId: 7 });
    expect(submitted).toEqual([
      {
        action: 'https://gateway.example.com/share-system/person/export',
        method: 'post',
        target: DOWNLOAD_FRAME_NAME,
        fields: { companyId: '7', token: TOKEN, lang: 'zh' },
      },
    ]);
  });
});
