import { accessPaths, CONSOLE_APP_ID, type PermissionTree } from '@workbench/contracts';
import type { Static } from 'typebox';
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { useApi } from '../lib/api-client';
import { sessionStore } from '../stores/session';

/**
 * The resource codes the signed-in account holds in the console's application: the `granted`
 * resources of `/share-system/role/getAllResPermissions` asked without a role (docs/screens.md,
 * "Access"), the same rule the server's permission check applies. `undefined` until it answers.
 * Screens hide what the account may not do with it; the server still refuses it (HTTP 200, code
 * 403). Fetched again when access changes ({@link isGrantedCodesKey}).
 */
export function useGrantedCodes(): ReadonlySet<string> | undefined {
  const { appId, token } = useSnapshot(sessionStore);
  const { data } = useApi<Static<typeof PermissionTree>>(token ? accessPaths.permissionTree : null, {
    appId: Number(appId ?? CONSOLE_APP_ID),
  });
  return useMemo(
    () =>
      data
        ? new Set(data.resources.filter((resource) => resource.granted).map((resource) => resource.code))
        : undefined,
    [data],
  );
}

/** Whether an SWR key is a permission tree call: the "access changed" push fetches them again. */
export function isGrantedCodesKey(key: unknown): boolean {
  return Array.isArray(key) && key[0] === accessPaths.permissionTree;
}
