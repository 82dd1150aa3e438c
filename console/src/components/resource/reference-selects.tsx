import { MAX_PAGE_SIZE, dictionaryPaths, titleOf, unitPaths, type ResourceDefinition } from '@workbench/contracts';
import { LookupSelect } from '@workbench/design-system';
import { useDeferredValue, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useT } from '../../i18n';
import { useApi } from '../../lib/api-client';
import { settingsStore } from '../../stores/settings';
import { useResourceList } from './use-resource';

type Row = Record<string, unknown>;

/** A unit as the tree call answers it. */
interface UnitOption {
  id: number;
  parentId: number | null;
  name: string;
}

/** The units as select options, each named by its path from the top (`采购部 / 商品采购组`). */
function unitOptions(units: readonly UnitOption[]): { id: number; name: string }[] {
  const byId = new Map(units.map((unit) => [unit.id, unit]));
  const pathOf = (unit: UnitOption): string => {
    const parent = unit.parentId === null ? undefined : byId.get(unit.parentId);
    return parent ? `${pathOf(parent)} / ${unit.name}` : unit.name;
  };
  return units.map((unit) => ({ id: unit.id, name: pathOf(unit) }));
}

/** The texts the design system's `LookupSelect` shows while its options load, and when there are none. */
function useLookupLabels(): { loading: string; empty: string } {
  const t = useT();
  return { loading: t('state.loading'), empty: t('resource.noOptions') };
}

/**
 * The caller's company's units (or company `companyId`'s, which only a platform account may ask
 * for: docs/screens.md, "Org structure") as {@link UnitSelect} offers them, each named by its path
 * from the top (`undefined` until the call answers); read from the same cached call, so a filter's
 * chip names its unit without another request.
 */
export function useUnitOptions(companyId?: number): { id: number; name: string }[] | undefined {
  const { data } = useApi<UnitOption[]>(unitPaths.tree, companyId ? { companyId } : {});
  return useMemo(() => (data ? unitOptions(data) : undefined), [data]);
}

/**
 * A select of the caller's company's units (or, for a platform account's filter, of company
 * `companyId`'s), with "no unit" first (`null`).
 */
export function UnitSelect({
  label,
  value,
  onChange,
  noneLabel,
  description,
  companyId,
}: {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  noneLabel: string;
  description?: string;
  companyId?: number;
}) {
  return (
    <LookupSelect
      label={label}
      description={description}
      options={useUnitOptions(companyId)}
      value={value}
      onChange={onChange}
      noneLabel={noneLabel}
      labels={useLookupLabels()}
    />
  );
}

/**
 * The name of row `id` of `reference` as {@link ReferenceSelect} shows it (its title in the current
 * language), from the same cached calls: the first 100 rows matching `filters`, else the row's
 * `detail`, asked only when those rows do not hold it. `undefined` while they load, `null` when
 * neither has the row (deleted, or not the caller's to see).
 */
export function useReferenceName(
  reference: ResourceDefinition,
  id: number | null,
  filters?: Readonly<Record<string, string | number>>,
): string | null | undefined {
  const { language } = useSnapshot(settingsStore);
  const { data, error } = useResourceList(reference, { pageNum: 1, pageSize: MAX_PAGE_SIZE, ...filters });
  const listed = data?.list.find((row) => Number((row as Row)[reference.idKey]) === id);
  const asked = data !== undefined && !listed && id !== null;
  // Quiet: a chip of a row since deleted shows its id rather than an error message.
  const { data: chosen, error: chosenError } = useApi<Row>(
    asked ? reference.paths.detail : null,
    { id: id ?? 0 },
    { quiet: true },
  );
  const row = (listed as Row | undefined) ?? chosen;
  if (row) return titleOf(reference, row, language);
  return error || chosenError || (data && !asked) ? null : undefined;
}

/**
 * A select of the rows of another resource (a field or filter of `input` `reference`), by id,
 * each named by its title in the current language; `noneLabel` first when given (`null`). Offers
 * the first 100 rows in the resource's default order that match `filters` (`referenceFilters`).
 * When the resource has more rows than that and a `keyword` filter, it is a combobox instead (APG
 * combobox with listbox popup): typing searches the server (the first 100 matches), and the chosen
 * row keeps its name even when no page shows it (read by `detail`).
 */
export function ReferenceSelect({
  reference,
  label,
  value,
  onChange,
  noneLabel,
  description,
  filters,
}: {
  reference: ResourceDefinition;
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  noneLabel?: string;
  description?: string;
  filters?: Readonly<Record<string, string | number>> | undefined;
}) {
  const t = useT();
  const labels = useLookupLabels();
  const { language } = useSnapshot(settingsStore);
  const [search, setSearch] = useState('');
  const keyword = useDeferredValue(search.trim());
  const { data } = useResourceList(reference, { pageNum: 1, pageSize: MAX_PAGE_SIZE, ...filters });
  const searchable = 'keyword' in reference.filters && data !== undefined && data.total > data.list.length;
  const { data: found } = useResourceList(
    reference,
    searchable && keyword ? { pageNum: 1, pageSize: MAX_PAGE_SIZE, ...filters, keyword } : null,
  );
  // While a search runs the combobox lists nothing new yet; before the first page, the select says it loads.
  const shown = searchable && keyword ? (found?.list ?? []) : data?.list;
  const inList = (shown ?? []).some((row) => Number((row as Row)[reference.idKey]) === value);
  const { data: chosen } = useApi<Row>(searchable && value !== null && !inList ? reference.paths.detail : null, {
    id: value ?? 0,
  });
  const toOption = (row: unknown) => ({
    id: Number((row as Row)[reference.idKey]),
    name: titleOf(reference, row as Row, language),
  });
  const options = shown?.map(toOption);
  if (options && chosen && !inList) options.unshift(toOption(chosen));
  return (
    <LookupSelect
      label={label}
      description={description ?? (searchable ? t('resource.referenceSearch', { total: data.total }) : undefined)}
      options={options}
      value={value}
      onChange={onChange}
      noneLabel={noneLabel}
      labels={labels}
      search={
        searchable ? { onSearch: setSearch, triggerLabel: t('resource.showOptions', { field: label }) } : undefined
      }
    />
  );
}

/**
 * The enabled items of dictionary type `typeCode` as {@link DictionarySelect} offers them (`id` the
 * code, `name` its label in the current language; `undefined` until the call answers), from the
 * same cached call.
 */
export function useDictionaryOptions(typeCode: string): { id: string; name: string }[] | undefined {
  const { data } = useApi<{ code: string; label: string }[]>(dictionaryPaths.items, { typeCode });
  return useMemo(() => data?.map((item) => ({ id: item.code, name: item.label })), [data]);
}

/**
 * A select of the enabled items of dictionary type `typeCode` (a field or filter of `input`
 * `dictionary`, docs/screens.md, "System"), by code, each named in the current language;
 * `noneLabel` first when given (`''`).
 */
export function DictionarySelect({
  typeCode,
  label,
  value,
  onChange,
  noneLabel,
  description,
}: {
  typeCode: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  noneLabel?: string;
  description?: string;
}) {
  return (
    <LookupSelect
      label={label}
      description={description}
      options={useDictionaryOptions(typeCode)}
      value={value || null}
      onChange={(code) => onChange(code ?? '')}
      noneLabel={noneLabel}
      labels={useLookupLabels()}
    />
  );
}
