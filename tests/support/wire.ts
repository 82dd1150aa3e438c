import type { APIRequestContext, APIResponse } from '@playwright/test';
import { constants, createHash, publicEncrypt } from 'node:crypto';

/**
 * The signature of docs/wire-protocol.md, written again from the document (not imported from the
 * console) so a drift between console, server and document shows as a failing probe.
 */
export function signature(params: Record<string, unknown>, timestamp: string, token?: string): string {
  const fields: Record<string, string> = { timestamp };
  for (const [name, value] of Object.entries(params)) {
    if (['string', 'number', 'boolean'].includes(typeof value)) fields[name] = String(value);
  }
  const joined = Object.keys(fields)
    .sort()
    .map((name) => `${name}=${fields[name]}`)
    .join('&');
  const key = token ? (token.split('.').pop() ?? '') : '';
  return createHash('sha1').update(`${joined}&key=${key}`).digest('hex');
}

let lastTimestamp = 0;

/** Now in ms, strictly increasing within this worker, so two probes never share a signature. */
function nextTimestamp(): number {
  lastTimestamp = Math.max(Date.now(), lastTimestamp + 1);
  return lastTimestamp;
}

/** Options of one probe: what to sign with, and what to forge. */
export interface ProbeOptions {
  token?: string;
  /** ms since the epoch; default now (strictly increasing between probes). */
  timestamp?: number;
  /** Replaces the computed signature; `null` leaves the header out. */
  signature?: string | null;
  language?: 'zh' | 'en';
}

/** Sends a signed POST as the console would. */
export function signedPost(
  request: APIRequestContext,
  path: string,
  body: Record<string, unknown>,
  options: ProbeOptions = {},
): Promise<APIResponse> {
  const timestamp = String(options.timestamp ?? nextTimestamp());
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    timestamp,
    'accept-language': options.language ?? 'zh',
  };
  const sig = options.signature === undefined ? signature(body, timestamp, options.token) : options.signature;
  if (sig !== null) headers.signature = sig;
  if (options.token) headers.authorization = options.token;
  return request.post(path, { headers, data: body });
}

/**
 * Sends a signed GET as the console would: the query is the signed parameters. `rawQuery`, when
 * given, is sent as the query string instead (to forge one, such as a repeated name).
 */
export function signedGet(
  request: APIRequestContext,
  path: string,
  query: Record<string, string>,
  options: ProbeOptions & { rawQuery?: string } = {},
): Promise<APIResponse> {
  const timestamp = String(options.timestamp ?? nextTimestamp());
  const headers: Record<string, string> = { timestamp, 'accept-language': options.language ?? 'zh' };
  const sig = options.signature === undefined ? signature(query, timestamp, options.token) : options.signature;
  if (sig !== null) headers.signature = sig;
  if (options.token) headers.authorization = options.token;
  const search = options.rawQuery ?? new URLSearchParams(query).toString();
  return request.get(search ? `${path}?${search}` : path, { headers });
}

/**
 * `password` as a password field goes on the wire (docs/behaviour.md, "Password fields"): base64
 * of its UTF-8, RSA PKCS#1 v1.5 with the server's public key, as base64.
 */
export async function encryptedPassword(request: APIRequestContext, password: string): Promise<string> {
  const pem = (await (await signedGet(request, '/share-system/system/publicKey', {})).json()).data as string;
  const plain = Buffer.from(Buffer.from(password, 'utf8').toString('base64'), 'utf8');
  return publicEncrypt({ key: pem, padding: constants.RSA_PKCS1_PADDING }, plain).toString('base64');
}
