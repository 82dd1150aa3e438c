import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { toast } from '@workbench/design-system';
import { apiRequest } from './api-client';
import {
  base64Utf8,
  encryptPasswordFields,
  forgetPublicKey,
  hasPasswordField,
  PASSWORD_FIELDS,
  PUBLIC_KEY_PATH,
} from './password-fields';

let publicKey = '';
let privateKey = '';

beforeAll(() => {
  const pair = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  publicKey = pair.publicKey;
  privateKey = pair.privateKey;
});

afterEach(() => {
  vi.restoreAllMocks();
  forgetPublicKey();
  vi.unstubAllGlobals();
  toast.clear();
});

/**
 * Decrypts a jsencrypt ciphertext. Node 20 refuses RSA_PKCS1_PADDING for private decryption
 * (CVE-2023-46809), so the raw RSA block is decrypted without padding and the PKCS#1 v1.5
 * encryption padding (00 02, at least 8 non-zero bytes, 00, message) is checked and removed here.
 */
function decrypt(cipher: string): string {
  const block = privateDecrypt({ key: privateKey, padding: constants.RSA_NO_PADDING }, Buffer.from(cipher, 'base64'));
  expect([block[0], block[1]]).toEqual([0x00, 0x02]);
  const separator = block.indexOf(0x00, 2);
  expect(separator).toBeGreaterThanOrEqual(10);
  return block.subarray(separator + 1).toString('utf8');
}

/** What the server reads back: base64-decoded UTF-8 of the decrypted text. */
const plainOf = (cipher: string) => Buffer.from(decrypt(cipher), 'base64').toString('utf8');

describe('password fields (docs/behaviour.md, "Password fields")', () => {
  it('names exactly the four password fields of docs/behaviour.md, "Password fields"', () => {
    expect(PASSWORD_FIELDS).toEqual(['password', 'oldPassword', 'confirmPassword', 'newPassword']);
  });

  it.each(PASSWORD_FIELDS)('encrypts "%s": base64 first, then RSA with the public key', async (name) => {
    const password = `Workbench@123 密码 ✓ ${name}`;
    const sent = await encryptPasswordFields({ [name]: password }, publicKey);
    const cipher = sent[name] as string;
    expect(cipher).toMatch(/^[A-Za-z0-9+/]{342}==$/);
    expect(cipher).toHaveLength(344);
    expect(decrypt(cipher)).toBe(base64Utf8(password));
    expect(plainOf(cipher)).toBe(password);
  });

  it('encrypts every password field of one payload and leaves the other fields untouched', async () => {
    const payload = {
      account: 'admin',
      appId: 1,
      remember: true,
      tags: ['a'],
      oldPassword: 'old',
      newPassword: 'new',
      confirmPassword: 'new',
    };
    const sent = await encryptPasswordFields(payload, publicKey);
    expect(sent).toMatchObject({ account: 'admin', appId: 1, remember: true, tags: ['a'] });
    expect([plainOf(sent.oldPassword), plainOf(sent.newPassword), plainOf(sent.confirmPassword)]).toEqual([
      'old',
      'new',
      'new',
    ]);
    expect(payload.oldPassword).toBe('old'); // the caller's object is not changed
  });

  it('sends an empty password as it is, so the default password can apply', async () => {
    expect(hasPasswordField({ password: '' })).toBe(false);
    await expect(encryptPasswordFields({ account: 'a', password: '' }, publicKey)).resolves.toEqual({
      account: 'a',
      password: '',
    });
  });

  it('base64-encodes UTF-8, so any character survives', () => {
    expect(base64Utf8('密码')).toBe(Buffer.from('密码', 'utf8').toString('base64'));
  });

  it('refuses a password too long for the key rather than sending it in clear', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined); // jsencrypt's own log
    await expect(encryptPasswordFields({ password: 'x'.repeat(300) }, publicKey)).rejects.toThrow(/password/);
    expect(logged).toHaveBeenCalled();
  });
});

describe('apiRequest with password fields (docs/behaviour.md, "Password fields")', () => {
  /** The sign-on service answers code 1, the platform 200 (docs/wire-protocol.md). */
  function envelope(url: string, data: unknown): Response {
    const code = /^\/(ibs|sso)\//.test(url) ? 1 : 200;
    return new Response(JSON.stringify({ code, msg: '', data }), { headers: { 'content-type': 'application/json' } });
  }

  function serverFetch() {
    return vi.fn(async (url: string, _init?: RequestInit) =>
      envelope(url, url.startsWith(PUBLIC_KEY_PATH) ? publicKey : null),
    );
  }

  const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as Record<string, string>;

  it('encrypts a password field of any payload before signing and sending, fetching the key once', async () => {
    const fetchMock = serverFetch();
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('/ibs/loginNew', { account: 'admin', password: 'Workbench@123' }, { envelope: 'sso' });
    await apiRequest('/share-system/userinfo/password/update', { oldPassword: 'a', newPassword: 'b' });
    const keyCalls = fetchMock.mock.calls.filter(([url]) => url.startsWith(PUBLIC_KEY_PATH));
    expect(keyCalls).toHaveLength(1);
    const [login, update] = fetchMock.mock.calls
      .filter(([url]) => !url.startsWith(PUBLIC_KEY_PATH))
      .map(([, init]) => bodyOf(init));
    expect(login?.account).toBe('admin');
    expect(plainOf(login?.password ?? '')).toBe('Workbench@123');
    expect([plainOf(update?.oldPassword ?? ''), plainOf(update?.newPassword ?? '')]).toEqual(['a', 'b']);
  });

  it('sends a payload without a password field as it is, with no key fetched', async () => {
    const fetchMock = serverFetch();
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('/sso/checkSession', { token: 'x.y' }, { envelope: 'sso' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(bodyOf(fetchMock.mock.calls[0]?.[1])).toEqual({ token: 'x.y' });
  });

  it('fetches the key again after a failed fetch, and never sends the password in clear', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetchMock = vi.fn(async () => Promise.reject(new TypeError('offline')));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('/ibs/loginNew', { account: 'a', password: 'p' }, { envelope: 'sso' })).rejects.toThrow();
    expect(fetchMock).toHaveBeenCalledTimes(1); // the key fetch only: the login was not sent
    const retry = serverFetch();
    vi.stubGlobal('fetch', retry);
    await apiRequest('/ibs/loginNew', { account: 'a', password: 'p' }, { envelope: 'sso' });
    expect(retry.mock.calls.map(([url]) => url.split('?')[0])).toEqual([PUBLIC_KEY_PATH, '/ibs/loginNew']);
  });
});
