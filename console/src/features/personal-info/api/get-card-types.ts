import useSWR from 'swr';
import { useSnapshot } from 'valtio';
import { api, type ApiError } from '../../../lib/api-client';
import { settingsStore } from '../../../stores/settings';

/** An identity document type: a stable `code` and its name in the request language. */
export interface CardType {
  code: string;
  name: string;
}

const PATH = '/share-system/userCard/getCardTypeList';

/**
 * The identity document types (`POST /share-system/userCard/getCardTypeList {}`), named by the
 * server in the interface language: the language is part of the cache key, so a switch fetches
 * the names again. Waits while `enabled` is false.
 */
export function useCardTypes(enabled: boolean) {
  const { language } = useSnapshot(settingsStore);
  return useSWR<CardType[], ApiError, [string, string] | null>(enabled ? [PATH, language] : null, ([path]) =>
    api<CardType[]>(path, {}),
  );
}
