import { appPaths, connectionPaths, type AppAccess } from '@workbench/contracts';
import type { Static } from 'typebox';
import { api, useApi } from '../lib/api-client';

/** One application the account may enter: `{id, code, name, platformCode}`, named in the request's language. */
export type AccessibleApp = Static<typeof AppAccess>;

/** The platforms whose applications the console offers (docs/behaviour.md, "Layout": "My applications"). */
export const ACCESS_PLATFORMS = ['COLLECT', 'BASE'] as const;

/**
 * `POST /share-system/app/accessV2 {platformCodes: ['COLLECT', 'BASE']}` (`appPaths.accessV2`,
 * docs/screens.md, "System"): the enabled applications of those platforms the signed-in account is
 * authorised for, in `sort` order. Waits while `enabled` is false (the dialog is closed).
 */
export function useAccessibleApps(enabled: boolean) {
  return useApi<AccessibleApp[]>(enabled ? appPaths.accessV2 : null, { platformCodes: [...ACCESS_PLATFORMS] });
}

/**
 * `POST /purchase/ipConfig/getUrl {code}` (`connectionPaths.serverUrl`, docs/screens.md, "System"):
 * the address of the enabled server address of that code, such as `ebidding` or an application's
 * code. None: code 404, shown by the API client (the promise rejects).
 */
export function getUrl(code: string): Promise<string> {
  return api<string>(connectionPaths.serverUrl, { code });
}
