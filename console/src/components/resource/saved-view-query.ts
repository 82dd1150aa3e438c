import { DEFAULT_PAGE_SIZE, type ResourceDefinition, type SavedViewQuery } from '@workbench/contracts';
import { dayBound, dayOf } from '../../lib/format';
import type { ListParams } from './use-list-params';

/**
 * What a saved view keeps of a list's address (docs/behaviour.md, "Lists", saved views): each
 * filter set, as the list query takes it (an id as a number, a day of a range as its first or last
 * epoch ms), the sort and the page size. The screen's fixed filters are not the person's to save.
 */
export function viewQueryOf(definition: ResourceDefinition, params: ListParams): SavedViewQuery {
  const filters: SavedViewQuery['filters'] = {};
  for (const [key, value] of Object.entries(params.filters)) {
    if (!value) continue;
    const input = definition.filterFields.find((filter) => filter.key === key)?.input;
    const schema = definition.filters[key] as { type?: string } | undefined;
    filters[key] =
      input === 'from' || input === 'to' ? dayBound(value, input) : schema?.type === 'integer' ? Number(value) : value;
  }
  return {
    filters,
    ...(params.sortKey ? { sortKey: params.sortKey, order: params.order ?? 'asc' } : {}),
    pageSize: params.pageSize as SavedViewQuery['pageSize'],
  };
}

/**
 * The address state of a saved view's `query`, the inverse of {@link viewQueryOf}: every filter of
 * the definition (those the view does not set cleared), from page 1.
 */
export function listParamsOf(definition: ResourceDefinition, query: SavedViewQuery): ListParams {
  const filters: Record<string, string> = {};
  for (const key of Object.keys(definition.filters)) {
    const value = query.filters[key];
    const input = definition.filterFields.find((filter) => filter.key === key)?.input;
    filters[key] =
      value === undefined
        ? ''
        : (input === 'from' || input === 'to') && typeof value === 'number'
          ? dayOf(value)
          : String(value);
  }
  return {
    pageNum: 1,
    pageSize: query.pageSize ?? DEFAULT_PAGE_SIZE,
    sortKey: query.sortKey,
    order: query.sortKey ? query.order : undefined,
    filters,
  };
}

/** Whether the address shows `query`: the same filters, sort and page size (the page aside). */
export function showsView(definition: ResourceDefinition, params: ListParams, query: SavedViewQuery): boolean {
  const shown = listParamsOf(definition, query);
  return (
    shown.pageSize === params.pageSize &&
    shown.sortKey === params.sortKey &&
    (shown.sortKey === undefined || shown.order === (params.order ?? 'asc')) &&
    Object.keys(definition.filters).every((key) => (shown.filters[key] ?? '') === (params.filters[key] ?? ''))
  );
}
