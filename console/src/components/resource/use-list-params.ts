import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, PAGE_SIZES, type ResourceDefinition } from '@workbench/contracts';
import { useCallback, useMemo } from 'react';
import { useLocation, useRouter, useSearch } from 'wouter';

/** A list's state as it stands in the address: page from 1, size, sort and the filters as text. */
export interface ListParams {
  pageNum: number;
  pageSize: number;
  sortKey: string | undefined;
  order: 'asc' | 'desc' | undefined;
  /** Each filter of the definition present in the address, as text (`''` when absent). */
  filters: Record<string, string>;
}

/**
 * Reads a list's state from a query string: `page`, `size` (one of 10, 20, 50, 100, else the
 * default 10), `sort` (one of the definition's sort keys), `order` and one parameter per filter.
 * Values outside the definition are dropped, so a hand-edited address never sends a query the
 * server would refuse.
 */
export function parseListParams(definition: ResourceDefinition, search: string): ListParams {
  const query = new URLSearchParams(search);
  const page = Number(query.get('page'));
  const size = Number(query.get('size'));
  const sort = query.get('sort') ?? undefined;
  const order = query.get('order');
  return {
    pageNum: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) && size <= MAX_PAGE_SIZE ? size : DEFAULT_PAGE_SIZE,
    sortKey: sort && definition.sortKeys.includes(sort) ? sort : undefined,
    order: order === 'asc' || order === 'desc' ? order : undefined,
    filters: Object.fromEntries(Object.keys(definition.filters).map((key) => [key, query.get(key) ?? ''])),
  };
}

/** The query string of `params` (defaults left out), in a stable order. */
export function formatListParams(params: ListParams): string {
  const query = new URLSearchParams();
  if (params.pageNum > 1) query.set('page', String(params.pageNum));
  if (params.pageSize !== DEFAULT_PAGE_SIZE) query.set('size', String(params.pageSize));
  if (params.sortKey) query.set('sort', params.sortKey);
  if (params.sortKey && params.order) query.set('order', params.order);
  for (const [key, value] of Object.entries(params.filters)) if (value) query.set(key, value);
  return query.toString();
}

/**
 * The list query the server takes from `params`: filters converted to the definition's types
 * (ids and times as numbers), empty ones left out.
 */
export function listQueryOf(definition: ResourceDefinition, params: ListParams): Record<string, unknown> {
  const query: Record<string, unknown> = { pageNum: params.pageNum, pageSize: params.pageSize };
  if (params.sortKey) query['sortKey'] = params.sortKey;
  if (params.sortKey && params.order) query['order'] = params.order;
  for (const [key, value] of Object.entries(params.filters)) {
    if (!value) continue;
    const schema = definition.filters[key] as { type?: string } | undefined;
    query[key] = schema?.type === 'integer' ? Number(value) : value;
  }
  return query;
}

/**
 * A list's page, size, sort and filters, kept in the view's address (docs/architecture.md,
 * "State"), so a reload, the back button and the view cache all keep them. `update`
 * replaces the address's query (no new history entry) with the change applied to the address as
 * the browser shows it when the view is the one shown; changing anything but the page goes back
 * to page 1.
 */
export function useListParams(definition: ResourceDefinition) {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const { base } = useRouter();
  const params = useMemo(() => parseListParams(definition, search), [definition, search]);
  const update = useCallback(
    (change: Partial<Omit<ListParams, 'filters'>> & { filters?: Record<string, string> }) => {
      // A change applies to the address as it is now: the view renders its address only once the
      // route guard has let it through, and a change made in between from the rendered one (a
      // keyword's delay ending just after the list moved onto its company) undid the other.
      const current =
        window.location.pathname === `${base}${location}`
          ? parseListParams(definition, window.location.search)
          : params;
      const next: ListParams = {
        ...current,
        ...change,
        filters: { ...current.filters, ...change.filters },
        pageNum: change.pageNum ?? 1,
      };
      const query = formatListParams(next);
      navigate(query ? `${location}?${query}` : location, { replace: true });
    },
    [definition, params, location, base, navigate],
  );
  return { params, update };
}
