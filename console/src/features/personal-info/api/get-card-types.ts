import { useApi } from '../../../lib/api-client';

/** An identity document type: a stable `code` and its name in the request language. */
export interface CardType {
  code: string;
  name: string;
}

/**
 * The identity document types (`POST /share-system/userCard/getCardTypeList {}`), named by the
 * server in the interface language: the language is part of the cache key, so a switch fetches
 * the names again. Waits while `enabled` is false.
 */
export function useCardTypes(enabled: boolean) {
  return useApi<CardType[]>(enabled ? '/share-system/userCard/getCardTypeList' : null);
}
