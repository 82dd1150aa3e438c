import type { ResourceDefinition, ResourceFilter } from '@workbench/contracts';
import {
  FilterBar,
  FilterChip,
  FilterChips,
  SearchField,
  Select,
  SelectItem,
  TextField,
  type FilterBarField,
} from '@workbench/design-system';
import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react';
import { useT } from '../../i18n';
import { getUserType } from '../../lib/cookies';
import { PHONE_QUERY, useMediaQuery } from '../../lib/media-query';
import {
  DictionarySelect,
  ReferenceSelect,
  UnitSelect,
  useDictionaryOptions,
  useReferenceName,
  useUnitOptions,
} from './reference-selects';
import { useResourceText } from './resource-text';
import type { ListParams } from './use-list-params';

/** How long the keyword waits after the last key before it searches, in ms (docs/behaviour.md, "Lists"). */
export const SEARCH_DELAY_MS = 300;

type Filter = ResourceFilter<string>;

/** Props of {@link ResourceFilterBar}. */
export interface ResourceFilterBarProps {
  definition: ResourceDefinition;
  /** The list's state in the address: its filters are the applied ones. */
  params: ListParams;
  /** Changes the address (`useListParams`). */
  update: (change: { filters: Record<string, string> }) => void;
  /** Filters the screen fixes (a unit chosen in a tree): neither fields nor chips. */
  fixedFilters: Readonly<Record<string, string>>;
  /** A list inside another screen: a platform administrator's company filter is not offered. */
  embedded: boolean;
  /**
   * The filters 重置 returns to (by filter key, as text), those of the standard view: none by
   * default; a platform administrator's own company on a list by company (docs/behaviour.md, "Lists").
   */
  standardFilters?: Readonly<Record<string, string>>;
  /** Before the keyword: the saved views. */
  start?: ReactNode;
  /** At the row's end: the list's own actions, when it has no heading to put them beside. */
  end?: ReactNode;
}

/**
 * The filters a person may set on `definition`'s list: all but the keyword, those the screen fixes,
 * and the company filter, which is a platform administrator's alone and not in a list a screen
 * narrows (everyone else sees one company).
 */
function settableFilters(
  definition: ResourceDefinition,
  fixedFilters: Readonly<Record<string, string>>,
  embedded: boolean,
) {
  const platform = getUserType() === 'platform';
  return definition.filterFields.filter(
    (filter) =>
      filter.input !== 'search' &&
      fixedFilters[filter.key] === undefined &&
      (!filter.platformCompany || (platform && !embedded)) &&
      (filter.input !== 'reference' || filter.reference !== undefined) &&
      (filter.input !== 'dictionary' || filter.dictionary !== undefined),
  );
}

/** The draft of `filters`: their applied values in the address. */
function draftOf(filters: readonly Filter[], applied: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(filters.map((filter) => [filter.key, applied[filter.key] ?? '']));
}

/**
 * Whether the filters went from `before` to `after` only by taking the values of `standard` (the
 * standard view's, which a list moves onto as it starts), the keyword left as it was.
 */
function isStandardStart(
  before: Readonly<Record<string, string>>,
  after: Readonly<Record<string, string>>,
  standard: Readonly<Record<string, string>> | undefined,
  keywordKey: string,
): boolean {
  if (!standard) return false;
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  const moved = [...keys].filter((key) => (before[key] ?? '') !== (after[key] ?? ''));
  return (
    moved.length > 0 &&
    !moved.includes(keywordKey) &&
    moved.every((key) => standard[key] !== undefined && after[key] === standard[key])
  );
}

/**
 * The filter bar of a resource list (docs/behaviour.md, "Lists"), on the design system's
 * `FilterBar` and `FilterChips`: the keyword searches as typed ({@link SEARCH_DELAY_MS} after the
 * last key, at once on Enter); the other filters are a draft that 查询 (or Enter in the form)
 * puts in the address, and so in the list; 重置 clears the keyword and every filter of the address
 * at once; past the first two, filters fold into 更多筛选. Each applied filter is a chip named by
 * what its field shows (an option's label, a unit's path, a row's or a dictionary item's name,
 * from the calls its select has cached); removing one applies at once. When the address changes
 * otherwise (a view chosen, the back button, a chip removed), the draft and the keyword follow it;
 * a change from outside the bar also drops a keyword still waiting for its delay, except the list's
 * own move onto its standard filters as it starts.
 */
export function ResourceFilterBar({
  definition,
  params,
  update,
  fixedFilters,
  embedded,
  standardFilters,
  start,
  end,
}: ResourceFilterBarProps) {
  const t = useT();
  const phone = useMediaQuery(PHONE_QUERY);
  const rt = useResourceText(definition);
  const searchFilter = definition.filterFields.find((filter) => filter.input === 'search');
  const keywordKey = searchFilter?.key ?? 'keyword';
  const filters = settableFilters(definition, fixedFilters, embedded);

  const appliedKeyword = params.filters[keywordKey] ?? '';
  const [keyword, setKeyword] = useState(appliedKeyword);
  // The keyword this bar last put in the address, and the filters that update should leave there:
  // the next address holding those is the bar's own; any other came from outside.
  const sentKeyword = useRef(appliedKeyword);
  const sentFilters = useRef<string | undefined>(undefined);
  const keywordTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const filtersKey = JSON.stringify(params.filters);
  const send = (change: Record<string, string>) => {
    const next = JSON.stringify(
      Object.fromEntries(Object.keys(params.filters).map((key) => [key, change[key] ?? params.filters[key]])),
    );
    // An update that leaves the filters as they are brings no address of its own to wait for.
    sentFilters.current = next === filtersKey ? undefined : next;
    update({ filters: change });
  };
  const searchKeyword = (text: string) => {
    sentKeyword.current = text.trim();
    send({ [keywordKey]: text.trim() });
  };
  // An address from outside (a view chosen, the back button) wins over a keyword still waiting for
  // its delay, even one holding the same keyword: the field shows the address's and the pending
  // search is dropped (docs/behaviour.md, "Lists"). Keyed by text, as `params` may be a new object
  // on every render.
  const addressKey = JSON.stringify(params);
  // The filters of the address before this one, to tell the list's own start from a change.
  const previousFilters = useRef(params.filters);
  const movedToStandard = useEffectEvent(() => {
    const before = previousFilters.current;
    previousFilters.current = params.filters;
    return isStandardStart(before, params.filters, standardFilters, keywordKey);
  });
  useEffect(() => {
    const own = sentFilters.current !== undefined && sentFilters.current === filtersKey;
    // The list moving onto its standard filters as it starts (a platform administrator's company)
    // is the screen's, not the person's: a keyword typed meanwhile stays and is searched.
    const standardStart = movedToStandard();
    sentFilters.current = undefined;
    if (own || standardStart) return;
    clearTimeout(keywordTimer.current);
    sentKeyword.current = appliedKeyword;
    setKeyword(appliedKeyword);
  }, [addressKey, filtersKey, appliedKeyword]);
  // Read when the delay ends, so it searches against the address as it is then, not as it was typed.
  const searchTyped = useEffectEvent(() => {
    if (keyword.trim() !== sentKeyword.current) searchKeyword(keyword);
  });
  useEffect(() => {
    if (keyword.trim() === sentKeyword.current) return;
    keywordTimer.current = setTimeout(() => searchTyped(), SEARCH_DELAY_MS);
    return () => clearTimeout(keywordTimer.current);
  }, [keyword]);

  // The other filters' draft follows the address whenever their applied values change.
  const applied = draftOf(filters, params.filters);
  const appliedKey = JSON.stringify(applied);
  const [draft, setDraft] = useState(applied);
  useEffect(() => {
    setDraft(JSON.parse(appliedKey) as Record<string, string>);
  }, [appliedKey]);
  // A platform administrator's company filter: the unit filter offers that company's units, and
  // forgets a unit of the company chosen before.
  const companyKey = filters.find((filter) => filter.platformCompany)?.key;
  const unitKeys = filters.filter((filter) => filter.input === 'unit').map((filter) => filter.key);
  const companyOf = (values: Record<string, string>) =>
    companyKey && values[companyKey] ? Number(values[companyKey]) : undefined;
  const setValue = (key: string, value: string) =>
    setDraft((current) => ({
      ...current,
      ...(key === companyKey && value !== current[key] ? Object.fromEntries(unitKeys.map((unit) => [unit, ''])) : {}),
      [key]: value,
    }));

  const apply = () => {
    const text = keyword.trim();
    sentKeyword.current = text;
    send({ ...draft, [keywordKey]: text });
  };
  // 清除全部 clears every filter of the address, not those the screen fixes; 重置 then puts back the
  // standard view's.
  const clear = (back: Readonly<Record<string, string>> = {}) => {
    setKeyword('');
    sentKeyword.current = '';
    send({ ...Object.fromEntries(Object.keys(params.filters).map((key) => [key, ''])), ...back });
  };
  const reset = () => clear(standardFilters);
  const remove = (keys: string[]) => {
    if (keys.includes(keywordKey)) {
      setKeyword('');
      sentKeyword.current = '';
    }
    send(Object.fromEntries(keys.map((key) => [key, ''])));
  };
  const applyRef = useRef<HTMLButtonElement>(null);

  const fields: FilterBarField[] = filters.map((filter) => {
    const label = rt(filter.label);
    const value = draft[filter.key] ?? '';
    const base = { id: filter.key, isActive: value !== '' };
    switch (filter.input) {
      case 'unit':
        return {
          ...base,
          field: (
            <UnitSelect
              label={label}
              companyId={companyOf(draft)}
              noneLabel={t('resource.all')}
              value={value ? Number(value) : null}
              onChange={(unitId) => setValue(filter.key, unitId === null ? '' : String(unitId))}
            />
          ),
        };
      case 'reference':
        return {
          ...base,
          field: (
            <ReferenceSelect
              reference={filter.reference as ResourceDefinition}
              filters={filter.referenceFilters}
              label={label}
              noneLabel={t('resource.all')}
              value={value ? Number(value) : null}
              onChange={(id) => setValue(filter.key, id === null ? '' : String(id))}
            />
          ),
        };
      case 'dictionary':
        return {
          ...base,
          field: (
            <DictionarySelect
              typeCode={filter.dictionary ?? ''}
              label={label}
              noneLabel={t('resource.all')}
              value={value}
              onChange={(code) => setValue(filter.key, code)}
            />
          ),
        };
      case 'from':
      case 'to':
        return {
          ...base,
          size: 'sm',
          field: <TextField type="date" label={label} value={value} onChange={(day) => setValue(filter.key, day)} />,
        };
      default:
        return {
          ...base,
          size: 'sm',
          field: (
            <Select
              label={label}
              items={[
                { id: '', name: t('resource.all') },
                ...(filter.options ?? []).map((option) => ({ id: option.value, name: rt(option.label) })),
              ]}
              selectedKey={value}
              onSelectionChange={(key) => setValue(filter.key, key === null ? '' : String(key))}
            >
              {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
            </Select>
          ),
        };
    }
  });

  const chips = [
    ...(searchFilter && appliedKeyword
      ? [<FilterChip key={keywordKey} id={keywordKey} label={t('resource.keyword')} value={appliedKeyword} />]
      : []),
    ...filters
      .filter((filter) => applied[filter.key])
      .map((filter) => (
        <AppliedFilterChip
          key={filter.key}
          filter={filter}
          label={rt(filter.label)}
          value={applied[filter.key] ?? ''}
          companyId={companyOf(applied)}
          optionLabel={(label) => rt(label)}
        />
      )),
  ];

  return (
    <FilterBar
      // On a phone every filter but the keyword folds into 更多筛选, so the list stays in view.
      inlineCount={phone ? 0 : 2}
      className="w-full"
      start={start}
      end={end}
      search={
        searchFilter ? (
          <SearchField
            label={rt(searchFilter.label)}
            clearLabel={t('resource.clearSearch')}
            maxLength={50}
            value={keyword}
            onChange={setKeyword}
            // Enter in the keyword applies the whole form, as 查询 does.
            onSubmit={apply}
            onClear={() => {
              setKeyword('');
              searchKeyword('');
            }}
          />
        ) : undefined
      }
      fields={fields}
      onApply={apply}
      onReset={reset}
      applyRef={applyRef}
      labels={{
        apply: t('resource.applyFilters'),
        reset: t('resource.resetFilters'),
        more: (count) => t('resource.moreFilters', { count }),
        moreTitle: t('resource.moreFilters', { count: 0 }),
      }}
      chips={
        <FilterChips
          labels={{
            list: t('resource.activeFilters'),
            remove: t('resource.removeFilter'),
            clearAll: t('resource.clearFilters'),
            separator: t('resource.pairSeparator'),
          }}
          returnFocusRef={applyRef}
          onRemove={remove}
          onClearAll={() => clear()}
        >
          {chips}
        </FilterChips>
      }
    />
  );
}

/** Props of {@link AppliedFilterChip}. */
interface AppliedFilterChipProps {
  filter: Filter;
  /** The filter's label in the current language. */
  label: string;
  /** The applied value, as the address holds it. */
  value: string;
  /** The company a platform administrator's filter names, whose units a unit chip is named from. */
  companyId?: number;
  /** An option's label message in the current language. */
  optionLabel: (label: string) => string;
}

/**
 * One applied filter as a chip, its value named as its field names it: an option's label, a day as
 * written, or a unit's, row's or dictionary item's name looked up as its select does.
 */
function AppliedFilterChip({ filter, label, value, companyId, optionLabel }: AppliedFilterChipProps) {
  switch (filter.input) {
    case 'unit':
      return <UnitChip filter={filter} label={label} value={value} companyId={companyId} />;
    case 'reference':
      return <ReferenceChip filter={filter} label={label} value={value} />;
    case 'dictionary':
      return <DictionaryChip filter={filter} label={label} value={value} />;
    case 'from':
    case 'to':
      return <FilterChip id={filter.key} label={label} value={value} />;
    default: {
      const option = filter.options?.find((candidate) => candidate.value === value);
      return <FilterChip id={filter.key} label={label} value={option ? optionLabel(option.label) : value} />;
    }
  }
}

type NamedChipProps = Omit<AppliedFilterChipProps, 'optionLabel'>;

/** What a chip shows of a value named by a lookup: the name, `…` while it loads, else the value as written. */
function shown(name: string | null | undefined, value: string): string {
  return name ?? (name === undefined ? '…' : value);
}

function UnitChip({ filter, label, value, companyId }: NamedChipProps) {
  const units = useUnitOptions(companyId);
  const name = units && (units.find((unit) => String(unit.id) === value)?.name ?? null);
  return <FilterChip id={filter.key} label={label} value={shown(name, value)} />;
}

function ReferenceChip({ filter, label, value }: NamedChipProps) {
  const name = useReferenceName(filter.reference as ResourceDefinition, Number(value), filter.referenceFilters);
  return <FilterChip id={filter.key} label={label} value={shown(name, value)} />;
}

function DictionaryChip({ filter, label, value }: NamedChipProps) {
  const items = useDictionaryOptions(filter.dictionary ?? '');
  const name = items && (items.find((item) => item.id === value)?.name ?? null);
  return <FilterChip id={filter.key} label={label} value={shown(name, value)} />;
}
