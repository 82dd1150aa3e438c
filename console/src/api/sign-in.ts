import { PLATFORM_OK, requestUrl, sendSigned, withEncryptedPasswords, type SignedAnswer } from '../lib/signed-request';

/** Sign-on success code (docs/wire-protocol.md). */
export const SSO_OK = 1;

/** What the sign-in page shows besides its form (`/sso/signInOptions`, docs/wire-protocol.md, "Sign-on service"). */
export interface SignInOptions {
  /** Whether the demo accounts exist to be named (the demo seed is on and its data is there). */
  demoAccounts: boolean;
}

/**
 * Asks the sign-on service what the sign-in page shows besides its form, signed out.
 * @param language - `Accept-Language`
 * @throws {TypeError} (rejects) on a network failure.
 */
export async function signInOptions(language: string): Promise<SignInOptions | null> {
  const { envelope } = await sendSigned<SignInOptions | null>(
    requestUrl('/sso/signInOptions', {}, 'GET'),
    {},
    {
      token: undefined,
      language,
      method: 'GET',
    },
  );
  return envelope?.code === SSO_OK ? (envelope.data ?? null) : null;
}

/**
 * The login result of `/ibs/loginNew` (docs/wire-protocol.md, "Sign-on service"): the session
 * token and the user type, and the sign-on loop's one-time hand-back key, which the console's own
 * sign-in page does not need.
 */
export interface LoginResult {
  token: string;
  type: string;
  itemKey?: string;
}

/**
 * Signs in with the trimmed account and the password as typed, signed out (no token): the
 * password is base64-encoded and RSA-encrypted with the server's public key first
 * (docs/behaviour.md, "Password fields"). Reads no store, so the lean sign-in page can call it
 * (docs/architecture.md, "Sign-in page"). A code other than 1 is a refusal whose `msg` the caller
 * shows as it is (docs/behaviour.md, "Error messages").
 *
 * @param language - `Accept-Language`, the language the server words `msg` in
 * @throws {TypeError} (rejects) on a network failure; an `Error` when the public key does not come
 *   back or the password cannot be encrypted.
 */
export async function loginNew(
  account: string,
  password: string,
  language: string,
): Promise<SignedAnswer<LoginResult | null>> {
  const options = { token: undefined, language } as const;
  const params = await withEncryptedPasswords({ account, password }, async (keyPath) => {
    const { response, envelope } = await sendSigned<string>(
      requestUrl(keyPath, {}, 'GET'),
      {},
      {
        ...options,
        method: 'GET',
      },
    );
    if (!response.ok || envelope?.code !== PLATFORM_OK || typeof envelope.data !== 'string') {
      throw new Error('sign-in: the public key did not come back');
    }
    return envelope.data;
  });
  return sendSigned<LoginResult | null>(requestUrl('/ibs/loginNew', params, 'POST'), params, {
    ...options,
    method: 'POST',
  });
}
