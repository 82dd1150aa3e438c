import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { ComboBox, ComboBoxItem } from '../combo-box/combo-box';
import { Select, SelectItem } from '../select/select';

/** One option of {@link LookupSelect}: the value it stands for and its name. */
interface LookupOption<K extends string | number> {
  id: K;
  name: string;
}

/** The key of the "none" option: no value of a caller's (codes and ids are never this). */
const NONE = '\u0000none';

/**
 * Props of {@link LookupSelect}. Every text comes in translated from the caller.
 */
interface LookupSelectProps<K extends string | number> {
  /** The visible label. */
  label: string;
  /** Help text under the field, read with it (`aria-describedby`). */
  description?: string | undefined;
  /**
   * The options, each named (a unit by its path, a row by its title); `undefined` while they load,
   * when the open list says `labels.loading`.
   */
  options: readonly LookupOption<K>[] | undefined;
  /** The chosen option's value; `null` for none. */
  value: K | null;
  /** Called with the chosen option's value, or `null` when the "none" option is chosen. */
  onChange: (value: K | null) => void;
  /** When given, the first option, standing for no value (`null`), e.g. "No unit". */
  noneLabel?: string | undefined;
  /** What the open list says while the options load, and when there are none. */
  labels: { loading: string; empty: string };
  /**
   * Makes the field a combobox whose text the caller searches with (the options are then the
   * matches it found, a page of many): `onSearch` gets each text typed, and `''` once an option
   * is chosen; `triggerLabel` names the button that opens the list. Keep the chosen option among
   * `options` even when the matches leave it out, so it keeps its name.
   */
  search?: { onSearch: (text: string) => void; triggerLabel: string } | undefined;
}

/**
 * A field choosing one of a list of named options that the caller looks up (another resource's
 * rows, a company's units, a dictionary's items), with an optional "none" option first. A
 * select-only combobox (APG listbox popup) that says when its options are loading or empty; with
 * `search`, an editable combobox (APG combobox with listbox popup) for lists too long to scroll,
 * where typing asks the caller for matches.
 * Primitives: the library's `Select` and `ComboBox` (react-aria-components).
 */
function LookupSelect<K extends string | number>({
  label,
  description,
  options,
  value,
  onChange,
  noneLabel,
  labels,
  search,
}: LookupSelectProps<K>) {
  // The text typed in the combobox; `null` while it shows the chosen option's name.
  const [text, setText] = useState<string | null>(null);
  const items: { id: Key; name: string }[] = [
    ...(noneLabel === undefined ? [] : [{ id: NONE, name: noneLabel }]),
    ...(options ?? []),
  ];
  const valueOf = (key: Key | null): K | null =>
    key === null || key === NONE ? null : ((options ?? []).find((option) => option.id === key)?.id ?? null);
  const selectedKey = value ?? (noneLabel === undefined ? null : NONE);

  if (search) {
    return (
      <ComboBox
        label={label}
        description={description}
        triggerLabel={search.triggerLabel}
        items={items}
        selectedKey={selectedKey}
        inputValue={text ?? (value === null ? '' : (items.find((item) => item.id === value)?.name ?? ''))}
        onInputChange={(typed) => {
          setText(typed);
          search.onSearch(typed);
        }}
        // The caller has searched: every option it gave is shown.
        defaultFilter={() => true}
        onSelectionChange={(key) => {
          setText(null);
          search.onSearch('');
          onChange(valueOf(key));
        }}
      >
        {(item) => <ComboBoxItem id={item.id}>{item.name}</ComboBoxItem>}
      </ComboBox>
    );
  }
  return (
    <Select
      label={label}
      description={description}
      items={items}
      emptyLabel={options === undefined ? labels.loading : labels.empty}
      selectedKey={selectedKey}
      onSelectionChange={(key) => onChange(valueOf(key))}
    >
      {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
    </Select>
  );
}

export { LookupSelect, type LookupOption, type LookupSelectProps };
