import { api } from '../lib/api-client';

/** Ends the session on the server: its token is refused from then on (docs/behaviour.md, "Session"). */
export function shareLogout(token: string): Promise<null> {
  return api<null>('/authAction/shareLogout', { token });
}
