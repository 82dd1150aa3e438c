import useSWR, { type SWRResponse } from 'swr';
import { useSnapshot } from 'valtio';
import { settingsStore } from '../stores/settings';
import { api, type ApiError } from './api-client';
import type { RequestParams } from './signature';

/**
 * The SWR hook over `api` for a call whose answer holds server text in the request language
 * (names, titles): key `[path, params, language]`, so a language switch fetches the texts again
 * (docs/architecture.md, "Server state"). Pass `null` as the path to wait.
 */
export function useLocalizedApi<T>(path: string | null, params: RequestParams = {}): SWRResponse<T, ApiError> {
  const { language } = useSnapshot(settingsStore);
  return useSWR<T, ApiError, [string, RequestParams, string] | null>(path ? [path, params, language] : null, ([p, b]) =>
    api<T>(p, b),
  );
}
