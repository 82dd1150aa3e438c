/**
 * The wire format's signed call without the console's stores (docs/wire-protocol.md;
 * docs/architecture.md, "Wire compatibility"): the strictly increasing `timestamp`, the SHA-1
 * `signature`, the token and the language headers, password fields encrypted with the server's
 * public key, and one fresh retry of a call refused as a replay. The API client
 * (lib/api-client.ts) adds the waiting list, messages and errors on top; the lean sign-in page
 * (features/auth/sign-in/) calls it directly, so both send the same bytes.
 */
import { gatewayUrl } from './gateway';
import { sign, type RequestParams } from './signature';

/** The response envelope of every call (docs/wire-protocol.md, "Envelope"). */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** Success code of the platform's calls; the sign-on service's calls answer 1 (docs/wire-protocol.md). */
export const PLATFORM_OK = 200;

/** Header that carries the request number (docs/behaviour.md, "Error messages"). */
export const REQUEST_ID_HEADER = 'x-request-id';

/** Envelope code of a refused replay: the same `signature` + `timestamp` arrived before (docs/wire-protocol.md). */
export const REPLAYED_CODE = 409;

/**
 * Content types of a file answer (docs/behaviour.md, "Downloads"): Excel (`.xls`, `.xlsx`) and
 * `application/octet-stream`.
 */
export const FILE_CONTENT_TYPES: readonly string[] = [
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/octet-stream',
];

/** Whether a `content-type` header names a file answer ({@link FILE_CONTENT_TYPES}); parameters such as `charset` are ignored. */
export function isFileContentType(contentType: string | null): boolean {
  const type = (contentType ?? '').split(';')[0] ?? '';
  return FILE_CONTENT_TYPES.includes(type.trim().toLowerCase());
}

/**
 * A cheap gate in front of lib/password-fields.ts, which holds the exact field list of
 * docs/behaviour.md, "Password fields" (`password`, `oldPassword`, `confirmPassword`,
 * `newPassword`): only a payload with a field named like a password loads that module, so it
 * stays out of the entry bundles.
 */
const MAY_HOLD_PASSWORD = /password$/i;

/**
 * Whether `params` has a field named like a password, so that {@link withEncryptedPasswords} has
 * work to do. Checked synchronously, so a call without one is sent in the same task.
 */
export function mayHoldPassword(params: RequestParams): boolean {
  return Object.keys(params).some((name) => MAY_HOLD_PASSWORD.test(name));
}

/**
 * `params` with its password fields base64-encoded and RSA-encrypted (docs/behaviour.md,
 * "Password fields"; lib/password-fields.ts); `params` itself when it holds none. The server's
 * public key is fetched once per page by `fetchKey`, given the key's path.
 *
 * @throws (rejects) whatever `fetchKey` rejects with, or an `Error` when a field cannot be
 *   encrypted (a malformed key, a password too long for the key).
 */
export async function withEncryptedPasswords(
  params: RequestParams,
  fetchKey: (path: string) => Promise<string>,
): Promise<RequestParams> {
  if (!mayHoldPassword(params)) return params;
  const { encryptPasswordFields, getPublicKey, hasPasswordField, PUBLIC_KEY_PATH } = await import('./password-fields');
  if (!hasPasswordField(params)) return params;
  const key = await getPublicKey(() => fetchKey(PUBLIC_KEY_PATH));
  return encryptPasswordFields(params, key);
}

let lastTimestamp = 0;

/**
 * The `timestamp` header (ms since the epoch), strictly increasing within this page: two calls of
 * the same body in the same millisecond would otherwise carry the same signature and the second
 * would be refused as a replay.
 */
function nextTimestamp(): string {
  lastTimestamp = Math.max(Date.now(), lastTimestamp + 1);
  return String(lastTimestamp);
}

/** Who sends a call and how. */
export interface SignedRequestOptions {
  method: 'GET' | 'POST';
  /** The session token (`Authorization`, and the sign key's source); `undefined` signed out. */
  token: string | undefined;
  /** `Accept-Language`: the interface language, in which the server words `msg`. */
  language: string;
}

/** The address of a call: the gateway's (lib/gateway.ts), with the parameters as the query of a GET. */
export function requestUrl(path: string, params: RequestParams, method: 'GET' | 'POST'): string {
  const query = method === 'GET' ? new URLSearchParams(params as Record<string, string>).toString() : '';
  return `${gatewayUrl(path)}${query ? `?${query}` : ''}`;
}

/** What came back: the response and its envelope, `null` for a file answer or a body that is no JSON. */
export interface SignedAnswer<T> {
  response: Response;
  envelope: Envelope<T> | null;
}

/**
 * Sends `params` (already encrypted: {@link withEncryptedPasswords}) to `url` ({@link requestUrl}),
 * signed with a fresh timestamp. A file answer ({@link isFileContentType}) is left unread. A call
 * refused as a replay (409, code 409: another page of the session sent the same body in the same
 * millisecond) is signed afresh and sent once more.
 *
 * @throws {TypeError} (rejects) on a network failure, as `fetch` does.
 */
export async function sendSigned<T>(
  url: string,
  params: RequestParams,
  { method, token, language }: SignedRequestOptions,
): Promise<SignedAnswer<T>> {
  const send = () => {
    const timestamp = nextTimestamp();
    const headers = new Headers({ timestamp, signature: sign(params, timestamp, token), 'Accept-Language': language });
    if (method === 'POST') headers.set('Content-Type', 'application/json');
    if (token) headers.set('Authorization', token);
    return fetch(url, {
      method,
      credentials: 'include',
      headers,
      body: method === 'POST' ? JSON.stringify(params) : undefined,
    });
  };
  const read = (response: Response) =>
    isFileContentType(response.headers.get('content-type'))
      ? null
      : (response.json().catch(() => null) as Promise<Envelope<T> | null>);
  let response = await send();
  let envelope = await read(response);
  if (response.status === REPLAYED_CODE && envelope?.code === REPLAYED_CODE) {
    response = await send();
    envelope = await read(response);
  }
  return { response, envelope };
}
