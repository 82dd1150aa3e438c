import type { RequestParams } from './signature';

/**
 * The password-type fields of docs/behaviour.md, "Password fields": in any payload they are sent base64-encoded, then
 * RSA-encrypted with the server's public key (docs/architecture.md, "Wire compatibility").
 */
export const PASSWORD_FIELDS = ['password', 'oldPassword', 'confirmPassword', 'newPassword'] as const;

/** Where the server's public key (PEM, SPKI, 2048-bit RSA) is fetched (docs/wire-protocol.md). */
export const PUBLIC_KEY_PATH = '/share-system/system/publicKey';

/**
 * Whether `params` holds a password field to encrypt: a non-empty string under one of
 * {@link PASSWORD_FIELDS}. An empty password is sent as it is, so the server can apply its default
 * password (docs/behaviour.md, "Password fields").
 */
export function hasPasswordField(params: RequestParams): boolean {
  return PASSWORD_FIELDS.some((name) => typeof params[name] === 'string' && params[name] !== '');
}

/** Base64 of the UTF-8 bytes of `text`, so any character survives (docs/behaviour.md, "Password fields"). */
export function base64Utf8(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

let publicKey: Promise<string> | undefined;

/**
 * The server's public key (PEM), fetched by `fetchKey` (the API client's signed GET of
 * {@link PUBLIC_KEY_PATH}) the first time a password field is sent and kept for the page's life.
 * A failed fetch (already shown to the user by the API client) is forgotten, so the next password
 * call fetches again. The fetch is passed in so this module does not import the API client,
 * which loads this one.
 *
 * @throws {ApiError} (rejects) when the key cannot be fetched.
 */
export function getPublicKey(fetchKey: () => Promise<string>): Promise<string> {
  publicKey ??= fetchKey().catch((error: unknown) => {
    publicKey = undefined;
    throw error;
  });
  return publicKey;
}

/** Forgets the kept public key (tests; a key the server has replaced). */
export function forgetPublicKey(): void {
  publicKey = undefined;
}

/**
 * A copy of `params` whose password fields ({@link hasPasswordField}) are base64-encoded, then
 * encrypted by jsencrypt with `key` (PEM, the server's: {@link getPublicKey}):
 * RSAES-PKCS1-v1_5, base64 ciphertext (344 characters for a 2048-bit key). Other fields are left
 * as they are, and a payload without a password field is returned as it is.
 * This module and jsencrypt load on first use (the API client imports it dynamically), so neither
 * weighs on the first render (the entry's size budget, scripts/size.mjs).
 *
 * @throws {Error} (rejects) when a field cannot be encrypted: a malformed key, or a password
 *   longer than the key allows (245 bytes of base64 for 2048 bits, about 183 bytes of password).
 */
export async function encryptPasswordFields<T extends RequestParams>(params: T, key: string): Promise<T> {
  if (!hasPasswordField(params)) return params;
  const { JSEncrypt } = await import('jsencrypt');
  const encryptor = new JSEncrypt();
  encryptor.setPublicKey(key);
  const encrypted: RequestParams = { ...params };
  for (const name of PASSWORD_FIELDS) {
    const value = params[name];
    if (typeof value !== 'string' || value === '') continue;
    const cipher = encryptor.encrypt(base64Utf8(value));
    if (!cipher) throw new Error(`password-fields: "${name}" could not be encrypted`);
    encrypted[name] = cipher;
  }
  return encrypted as T;
}
