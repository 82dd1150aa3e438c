import { useApi } from '../lib/api-client';

/** Account (docs/wire-protocol.md). `createTime` in ms since the epoch. */
export interface Account {
  accountId: string | number;
  account: string;
  companyId: string | number;
  createTime: number | string;
}

/** Company (docs/wire-protocol.md). */
export interface Company {
  companyId: string | number;
  binCode: string;
  name: string;
  logoUrl: string | null;
  default: 'Y' | 'N';
  companyName: string;
}

/**
 * User info (docs/wire-protocol.md); `avatarUrl` may be missing. `idCardName` and `idCardMasked` are the
 * identity card on record (the number with its middle masked), `null` until one is recorded.
 */
export interface UserInfo {
  name: string;
  avatarUrl: string | null;
  idCardName: string | null;
  idCardMasked: string | null;
}

/** The answer of `/share-system/userinfo/detail` (docs/wire-protocol.md). */
export interface UserDetail {
  account: Account;
  companyList: Company[];
  userInfo: UserInfo;
}

/** The path of the signed-in user's detail call. */
export const USER_DETAIL_PATH = '/share-system/userinfo/detail';

/** The signed-in user's account, companies and info; waits while `enabled` is false. */
export function useUserDetail(enabled: boolean) {
  return useApi<UserDetail>(enabled ? USER_DETAIL_PATH : null);
}

/** An attached company account (`/share-system/userinfo/company/list`, docs/wire-protocol.md). */
export interface AttachedAccount {
  accountId: string | number;
  account: string;
  companyName: string;
}

/** Every account of the signed-in person, the current one included (`/share-system/userinfo/company/list`). */
export function useCompanyList(enabled: boolean) {
  return useApi<AttachedAccount[]>(enabled ? '/share-system/userinfo/company/list' : null);
}
