import useSWR, { mutate, preload, type SWRResponse } from 'swr';
import { useSnapshot } from 'valtio';
import { notify } from '../stores/feedback';
import { expireSession, markWaiting, releaseWaiting, sessionStore } from '../stores/session';
import { settingsStore } from '../stores/settings';
import type { RequestParams } from './signature';
import {
  isFileContentType,
  mayHoldPassword,
  PLATFORM_OK,
  REQUEST_ID_HEADER,
  requestUrl,
  sendSigned,
  withEncryptedPasswords,
  type Envelope,
} from './signed-request';

/** Codes that mean the session is invalid: the token is cleared (docs/behaviour.md, "Error messages"). */
export const SESSION_INVALID_CODES: readonly number[] = [603, 700];

/**
 * A failed call: HTTP status, envelope code (or -1 when no envelope came back), the server's
 * message and the request number.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: number,
    readonly requestId: string | undefined,
    /** The refusal's problems by body field (`data.fieldErrors`), for a form to show on its fields. */
    readonly fieldErrors: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Options of one call. */
export interface RequestOptions {
  /** @default 'POST' */
  method?: 'GET' | 'POST';
  /**
   * `'platform'` treats any code but 200 as a failure and shows its message; `'sso'` returns the
   * sign-on service's envelope (codes 1 and -1) to the caller as it is.
   * @default 'platform'
   */
  envelope?: 'platform' | 'sso';
  /**
   * The block flag (docs/behaviour.md, "Waiting requests"): refuse this call, with the info message "数据加载中，请耐心等待",
   * while a call to the same URL is still in flight. For actions a double press must not repeat.
   * @default false
   */
  block?: boolean;
  /**
   * Show no message for a failure: the caller reports it its own way (the live socket's status
   * indicator, docs/behaviour.md, "Live socket"). The call still throws, and 603 / 700 still clear the token.
   * @default false
   */
  quiet?: boolean;
}

export { rewritePath } from './gateway';
export {
  FILE_CONTENT_TYPES,
  isFileContentType,
  PLATFORM_OK,
  REPLAYED_CODE,
  REQUEST_ID_HEADER,
  type Envelope,
} from './signed-request';

/**
 * Sends one signed call and returns its envelope (docs/behaviour.md, "Calls"; docs/wire-protocol.md).
 *
 * Password fields (`password`, `oldPassword`, `confirmPassword`, `newPassword`) are base64-encoded
 * and RSA-encrypted with the server's public key before signing and sending (docs/behaviour.md, "Password fields"); the
 * key is fetched once per page.
 *
 * A call refused as a replay (409, code 409: another page of the session sent the same body in
 * the same millisecond) is signed afresh and sent once more.
 *
 * A file answer (Excel or octet-stream, {@link isFileContentType}) is downloaded again as
 * docs/behaviour.md, "Downloads" says: a GET through a hidden frame, a POST resubmitted as a
 * hidden form (both carry the token, lib/download.ts); the call then resolves to
 * `{ code: 200, msg: '', data: null }`.
 *
 * The URL is on the waiting list while the call is in flight (docs/behaviour.md, "Waiting requests").
 *
 * Unless `quiet` is set, every failure below shows its message.
 *
 * @throws {ApiError} with code -1 when a password field cannot be encrypted (a warning is shown),
 *   when `block` is set and a call to the same URL is in flight (an info message says to wait), on
 *   a network failure, a non-2xx answer (a warning with the server's message and the request number
 *   is shown), a body that is not an envelope, and, for platform calls, any code but 200 (a warning
 *   with the message is shown; 603 and 700 also clear the token, docs/behaviour.md, "Error messages").
 */
export async function apiRequest<T>(
  path: string,
  plainParams: RequestParams = {},
  options: RequestOptions = {},
): Promise<Envelope<T>> {
  const method = options.method ?? 'POST';
  const warn = options.quiet ? () => undefined : notify;
  let params = plainParams;
  if (mayHoldPassword(plainParams)) {
    try {
      params = await withEncryptedPasswords(plainParams, (keyPath) => api<string>(keyPath, {}, { method: 'GET' }));
    } catch (error) {
      if (error instanceof ApiError) throw error; // The key could not be fetched: already shown.
      console.warn('api: password fields could not be encrypted', error);
      warn({ tone: 'warning', key: 'request.failed' });
      throw new ApiError('encryption failed', 0, -1, undefined);
    }
  }
  const url = requestUrl(path, params, method);
  if (options.block && sessionStore.waiting.includes(url)) {
    warn({ tone: 'info', key: 'request.busy' });
    throw new ApiError('busy', 0, -1, undefined);
  }
  let response: Response;
  let envelope: Envelope<T> | null;
  markWaiting(url);
  try {
    // A file answer is not read: it is fetched again through the frame or the form.
    ({ response, envelope } = await sendSigned<T>(url, params, {
      method,
      token: sessionStore.token,
      language: settingsStore.language,
    }));
  } catch {
    warn({ tone: 'warning', key: 'request.network' });
    throw new ApiError('network', 0, -1, undefined);
  } finally {
    releaseWaiting(url);
  }
  if (response.ok && isFileContentType(response.headers.get('content-type'))) {
    void response.body?.cancel().catch(() => undefined);
    const { download } = await import('./download');
    download(path, params, { method });
    return { code: PLATFORM_OK, msg: '', data: null as T };
  }
  const requestId = response.headers.get(REQUEST_ID_HEADER) ?? undefined;
  const fieldErrors = fieldErrorsOf(envelope);
  if (!response.ok || !envelope || typeof envelope.code !== 'number') {
    const text = typeof envelope?.msg === 'string' && envelope.msg ? envelope.msg : undefined;
    warn({ tone: 'warning', ...(text ? { text } : { key: 'request.failed' }), requestId });
    throw new ApiError(text ?? 'request failed', response.status, envelope?.code ?? -1, requestId, fieldErrors);
  }
  if ((options.envelope ?? 'platform') === 'platform' && envelope.code !== PLATFORM_OK) {
    if (SESSION_INVALID_CODES.includes(envelope.code)) expireSession();
    warn({ tone: 'warning', ...(envelope.msg ? { text: envelope.msg } : { key: 'request.failed' }) });
    throw new ApiError(envelope.msg, response.status, envelope.code, requestId, fieldErrors);
  }
  return envelope;
}

/** The `data.fieldErrors` of a refusal (docs/wire-protocol.md), text values only; `{}` when none. */
function fieldErrorsOf(envelope: Envelope<unknown> | null): Record<string, string> {
  const data = envelope?.data;
  if (!data || typeof data !== 'object' || !('fieldErrors' in data)) return {};
  const errors = (data as { fieldErrors: unknown }).fieldErrors;
  if (!errors || typeof errors !== 'object') return {};
  return Object.fromEntries(
    Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** A platform call that answers its `data`, or throws {@link ApiError}. */
export async function api<T>(path: string, params: RequestParams = {}, options: RequestOptions = {}): Promise<T> {
  return (await apiRequest<T>(path, params, options)).data;
}

/**
 * The SWR hook over {@link api}: key `[path, params, language]` (docs/architecture.md, "State").
 * The language is in every key, so after a language switch every answer the server
 * words (menu names, to-do titles, roles...) is fetched again in the new language, and no call
 * can forget it. Pass `null` as the path to wait (for example while signed out). `quiet` (see
 * {@link RequestOptions}) leaves the failure to the caller, which shows it where it happened.
 */
export function useApi<T>(
  path: string | null,
  params: RequestParams = {},
  options: Pick<RequestOptions, 'quiet'> = {},
): SWRResponse<T, ApiError> {
  const { language } = useSnapshot(settingsStore);
  return useSWR<T, ApiError, [string, RequestParams, string] | null>(path ? [path, params, language] : null, ([p, b]) =>
    api<T>(p, b, options),
  );
}

/**
 * Starts the call an SWR hook with `key` and `fetcher` makes, before the component that makes it
 * has rendered or even loaded (SWR's `preload`: fetch as you render): the hook, once it mounts,
 * takes this answer (or this failure, shown as the hook would show it) instead of asking again.
 * The answer also goes into SWR's cache as it comes, so a hook mounting after it renders with the
 * data at once, in its first render, instead of rendering again when the answer is taken (docs/
 * architecture.md, "Stable work bench"). For the first calls of the view a page opens on; only for
 * calls that view is sure to make, since an answer nobody takes would be taken by the next fetch
 * of its key, however late. The promise settles, never rejecting, once the answer is cached or the
 * call has failed.
 */
export function preloadCall<Key extends readonly unknown[]>(
  key: Key,
  fetcher: (key: Key) => Promise<unknown>,
): Promise<void> {
  return preload(key, fetcher).then(
    async (data) => {
      await mutate(key, data, { revalidate: false });
    },
    // The hook gets the rejection; this only keeps it from being reported as unhandled first.
    () => undefined,
  );
}

/** {@link preloadCall} for the call `useApi(path, params)` makes. */
export function preloadApi(path: string, params: RequestParams = {}): Promise<void> {
  const key: [string, RequestParams, string] = [path, params, settingsStore.language];
  return preloadCall(key, ([p, b]) => api(p, b));
}
