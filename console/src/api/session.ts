import { api } from '../lib/api-client';

/** The RSA public key (PEM) that password fields are encrypted with (spec section 5). */
export function getPublicKey(): Promise<string> {
  return api<string>('/share-system/system/publicKey', {}, { method: 'GET' });
}

/** Ends the session on the server: its token is refused from then on (spec section 4). */
export function shareLogout(token: string): Promise<null> {
  return api<null>('/authAction/shareLogout', { token });
}
