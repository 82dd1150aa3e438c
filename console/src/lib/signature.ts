import encHex from 'crypto-js/enc-hex';
import sha1 from 'crypto-js/sha1';

/** Request parameters as sent: a POST body object or a GET query. */
export type RequestParams = Record<string, unknown>;

/**
 * The sign key: the last `.`-separated segment of the token, or `''` without a token
 * (docs/wire-protocol.md, "Canonical string").
 */
export function signKey(token: string | undefined): string {
  return token ? (token.split('.').pop() ?? '') : '';
}

/**
 * The canonical string that is signed: the scalar fields (string, number, boolean) of `params`
 * plus `timestamp`, sorted by name, joined as `name=value` with `&`, then `&key=<signKey>`.
 * Objects, arrays, `null` and `undefined` are left out (docs/wire-protocol.md).
 */
export function canonicalString(params: RequestParams, timestamp: string, key: string): string {
  const fields: Record<string, string> = { timestamp };
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      fields[name] = String(value);
    }
  }
  const joined = Object.keys(fields)
    .sort()
    .map((name) => `${name}=${fields[name]}`)
    .join('&');
  return `${joined}&key=${key}`;
}

/**
 * Signs a request: lowercase hex SHA-1 of the canonical string (docs/wire-protocol.md; docs/architecture.md, "Wire compatibility").
 * SHA-1 here is the platform's wire format, not a security choice of ours.
 */
export function sign(params: RequestParams, timestamp: string, token: string | undefined): string {
  return sha1(canonicalString(params, timestamp, signKey(token))).toString(encHex);
}
