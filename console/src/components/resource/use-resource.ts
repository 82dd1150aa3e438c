import { type Page, type ResourceDefinition, type RowOf, SEARCH_LOG_PARAM } from '@workbench/contracts';
import { useCallback, useRef } from 'react';
import type { Static } from 'typebox';
import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { useSnapshot } from 'valtio';
import { api, type ApiError } from '../../lib/api-client';
import type { RequestParams } from '../../lib/signature';
import { settingsStore } from '../../stores/settings';

/** One page of a resource's rows as the list call answers it. */
export type ResourcePage<D extends ResourceDefinition> = Static<ReturnType<typeof Page<D['row']>>>;

/** The SWR key of every call, as `useApi` makes it: `[path, body, language]` (docs/architecture.md, "State"). */
export type ResourceKey = readonly [string, RequestParams, string];

/** Options of {@link useResourceList}. */
export interface ResourceListOptions {
  /**
   * Whether this list is one a person searches (a list screen's table, not a select or a card):
   * a call whose filters or sort differ from the previous call of the same hook is marked as a
   * search the person ran (`?searchLog=Y`), so the server writes it to the search log
   * (docs/behaviour.md, "Lists"). The first load, pages of the same search and revalidations are
   * not marked.
   * @default false
   */
  searchLog?: boolean;
}

/** A list query's filters and sort, without paging, in a stable order: what makes it another search. */
export function searchOf(query: RequestParams): string {
  const { pageNum: _page, pageSize: _size, ...search } = query;
  return JSON.stringify(Object.entries(search).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/**
 * One page of `definition`'s list for `query` (`{pageNum, pageSize, sortKey?, order?, ...filters}`),
 * keyed by path, query and language. While the next page loads the previous one stays on screen
 * (`keepPreviousData`), so the table does not blink empty between pages.
 */
export function useResourceList<D extends ResourceDefinition>(
  definition: D,
  query: RequestParams | null,
  { searchLog = false }: ResourceListOptions = {},
) {
  const { language } = useSnapshot(settingsStore);
  // The filters and sort of this hook's previous call (`undefined` before the first).
  const previous = useRef<string | undefined>(undefined);
  return useSWR<ResourcePage<D>, ApiError, ResourceKey | null>(
    query ? [definition.paths.list, query, language] : null,
    ([path, body]) => {
      const search = searchOf(body);
      const ran = searchLog && previous.current !== undefined && previous.current !== search;
      previous.current = search;
      return api<ResourcePage<D>>(ran ? `${path}?${SEARCH_LOG_PARAM}=Y` : path, body);
    },
    { keepPreviousData: true },
  );
}

/**
 * Fetches every cached call of `definition` (its lists, its tree, its details) again, as after a
 * write of it; resolves once they have answered.
 */
export function useRevalidateResource(definition: ResourceDefinition) {
  const { mutate } = useSWRConfig();
  return useCallback(
    () =>
      mutate((key) => Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith(`${definition.basePath}/`)),
    [mutate, definition],
  );
}

/**
 * A write of `definition` (add, update, delete, or one of its own calls at `path`) through SWR's
 * `useSWRMutation`: `trigger(body)` sends it and, once it succeeds, fetches every cached call of
 * the resource (its lists, its tree...) again before it resolves, so a dialog that closes on the
 * answer never leaves the screen showing the rows as they were. A refusal rejects with the
 * `ApiError`, whose `fieldErrors` a form shows on its fields; the API client has already shown
 * its message.
 */
export function useResourceMutation<D extends ResourceDefinition, Body extends RequestParams, Answer = RowOf<D> | null>(
  definition: D,
  path: string,
) {
  const revalidate = useRevalidateResource(definition);
  return useSWRMutation<Answer, ApiError, string, Body>(
    path,
    async (url, { arg }) => {
      const answer = await api<Answer>(url, arg);
      await revalidate();
      return answer;
    },
    { throwOnError: true },
  );
}
