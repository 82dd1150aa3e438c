import { connectionPaths } from '@workbench/contracts';
import { api } from '../../../lib/api-client';

/** The server address codes the work bench opens (docs/screens.md, "System": server addresses). */
export type ServerCode = 'ebidding';

/**
 * `POST /purchase/ipConfig/getUrl {code}` (`connectionPaths.serverUrl`, docs/screens.md, "System"):
 * the address of the enabled server address of that code. None: code 404, shown by the API
 * client (the promise rejects).
 */
export function getUrl(code: ServerCode): Promise<string> {
  return api<string>(connectionPaths.serverUrl, { code });
}
