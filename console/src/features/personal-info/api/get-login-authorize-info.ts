import { type AuthorisedApp, authorisationPaths } from '@workbench/contracts';
import type { Static } from 'typebox';
import { useApi } from '../../../lib/api-client';

/** One application the signed-in account is authorised for: `name` in the request language. */
export type OwnApp = Static<typeof AuthorisedApp>;

/**
 * The signed-in account's own applications (`POST /share-system/authorize/getLoginAuthorizeInfo {}`,
 * `authorisationPaths.getLoginAuthorizeInfo`; docs/screens.md, "Access"). Waits while
 * `enabled` is false.
 */
export function useOwnApps(enabled: boolean) {
  return useApi<OwnApp[]>(enabled ? authorisationPaths.getLoginAuthorizeInfo : null);
}
