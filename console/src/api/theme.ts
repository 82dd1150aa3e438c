import { api, useApi } from '../lib/api-client';

/** The brand colour a company's staff share: `#rrggbb`, or `null` for the default. */
export interface CompanyTheme {
  primary: string | null;
}

/** The signed-in company's brand colour (`/share-system/theme/get`, docs/wire-protocol.md). */
export function useCompanyTheme(enabled: boolean) {
  return useApi<CompanyTheme>(enabled ? '/share-system/theme/get' : null);
}

/** Stores the company's brand colour (`/share-system/theme/update`); `null` clears it. */
export function updateCompanyTheme(primary: string | null): Promise<CompanyTheme> {
  // Blocked while a save is in flight: pressing Apply twice quickly saves once (docs/behaviour.md, "Waiting requests").
  return api<CompanyTheme>('/share-system/theme/update', { primary }, { block: true });
}
