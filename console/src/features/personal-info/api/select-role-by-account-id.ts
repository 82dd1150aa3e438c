import { useApi } from '../../../lib/api-client';

/** One role of the signed-in account: `roleName` in the request language. */
export interface AccountRole {
  roleId: number;
  roleCode: string;
  roleName: string;
}

/**
 * The signed-in account's roles (`POST /share-system/role/selectRoleByAccountId {}`,
 * docs/wire-protocol.md, "Workflow"). Waits while `enabled` is false.
 */
export function useAccountRoles(enabled: boolean) {
  return useApi<AccountRole[]>(enabled ? '/share-system/role/selectRoleByAccountId' : null);
}
