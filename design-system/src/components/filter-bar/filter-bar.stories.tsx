import { useRef, useState } from 'react';
import { expect, screen, waitFor, within } from 'storybook/test';
import { StoryFrame, randomBrand } from '../../stories/story-frame';
import type { Play } from '../../stories/play';
import { SearchField } from '../search-field/search-field';
import { Select, SelectItem } from '../select/select';
import { TextField } from '../text-field/text-field';
import { FilterBar, type FilterBarField } from './filter-bar';
import { FilterChip, FilterChips } from './filter-chips';

export default {
  title: 'Components/FilterBar',
  component: FilterBar,
  parameters: {
    docs: {
      description: {
        component:
          "A list's filter bar: the keyword searches as typed, the other filters are a draft that 查询 / Search (or Enter in a field) applies, 重置 / Reset clears them all, filters past the first two fold into 更多筛选 / More filters (a non-modal dialog in a popover), and the applied filters show under the bar as removable chips (`FilterChips`). Texts come in as props.",
      },
    },
  },
};

type Key = 'state' | 'unit' | 'kind' | 'from' | 'to';
type Filters = Partial<Record<Key | 'keyword', string>>;

const TEXT = {
  zh: {
    filters: '筛选',
    keyword: '关键字',
    search: '搜索姓名或账号',
    clear: '清除搜索',
    all: '全部',
    labels: {
      apply: '查询',
      reset: '重置',
      more: (count: number) => (count ? `更多筛选 (${count})` : '更多筛选'),
      moreTitle: '更多筛选',
    },
    chips: { list: '已选筛选', remove: '移除筛选', clearAll: '清除全部', separator: '：' },
    names: { state: '状态', unit: '所属部门', kind: '人员类型', from: '入职日期从', to: '入职日期至' },
    options: {
      state: { Y: '启用', N: '停用' },
      unit: { buy: '采购部', ops: '运营中心 / 华南仓储', fin: '财务部' },
      kind: { staff: '正式员工', intern: '实习生', outsourced: '外包人员' },
    },
  },
  en: {
    filters: 'Filters',
    keyword: 'Keyword',
    search: 'Search by name or account',
    clear: 'Clear search',
    all: 'All',
    labels: {
      apply: 'Search',
      reset: 'Reset',
      more: (count: number) => (count ? `More filters (${count})` : 'More filters'),
      moreTitle: 'More filters',
    },
    chips: { list: 'Active filters', remove: 'Remove filter', clearAll: 'Clear all', separator: ': ' },
    names: { state: 'Status', unit: 'Unit', kind: 'Kind', from: 'Joined from', to: 'Joined until' },
    options: {
      state: { Y: 'Enabled', N: 'Disabled' },
      unit: { buy: 'Purchasing', ops: 'Operations / South China warehouses', fin: 'Finance' },
      kind: { staff: 'Employee', intern: 'Intern', outsourced: 'Contractor' },
    },
  },
};

const ORDER: Key[] = ['state', 'unit', 'kind', 'from', 'to'];

interface DemoProps {
  lang: 'zh' | 'en';
  /** The filters the list starts with (as its address would hold them). */
  applied?: Filters;
  theme?: 'light' | 'dark';
  brand?: string;
  defaultMoreOpen?: boolean;
}

/**
 * A list's owner, as the console's list screen is: the applied filters (the address), the draft
 * the fields edit, the keyword applied as it is typed, and a line saying what the list shows.
 */
function Demo({ lang, applied: initial = {}, theme, brand, defaultMoreOpen }: DemoProps) {
  const t = TEXT[lang];
  const [applied, setApplied] = useState<Filters>(initial);
  const [draft, setDraft] = useState<Filters>(initial);
  const apply = useRef<HTMLButtonElement>(null);
  const commit = (next: Filters) => {
    setApplied(next);
    setDraft(next);
  };
  const valueName = (key: Key, value: string) =>
    key === 'from' || key === 'to' ? value : ((t.options[key] as Record<string, string>)[value] ?? value);

  const fields: FilterBarField[] = ORDER.map((key) => {
    const value = draft[key] ?? '';
    if (key === 'from' || key === 'to') {
      return {
        id: key,
        size: 'sm',
        isActive: Boolean(value),
        field: (
          <TextField
            type="date"
            label={t.names[key]}
            value={value}
            onChange={(day) => setDraft((current) => ({ ...current, [key]: day }))}
          />
        ),
      };
    }
    const options = t.options[key] as Record<string, string>;
    return {
      id: key,
      size: key === 'unit' ? 'md' : 'sm',
      isActive: Boolean(value),
      field: (
        <Select
          label={t.names[key]}
          selectedKey={value}
          onSelectionChange={(choice) => setDraft((current) => ({ ...current, [key]: String(choice ?? '') }))}
        >
          <SelectItem id="">{t.all}</SelectItem>
          {Object.entries(options).map(([id, name]) => (
            <SelectItem key={id} id={id}>
              {name}
            </SelectItem>
          ))}
        </Select>
      ),
    };
  });

  const chips = [
    ...(applied.keyword ? [{ id: 'keyword', label: t.keyword, value: applied.keyword }] : []),
    ...ORDER.filter((key) => applied[key]).map((key) => ({
      id: key,
      label: t.names[key],
      value: valueName(key, applied[key] ?? ''),
    })),
  ];

  return (
    <StoryFrame lang={lang === 'zh' ? 'zh-CN' : 'en'} theme={theme} brand={brand} className="min-h-96">
      <div role="search" aria-label={t.filters}>
        <FilterBar
          labels={t.labels}
          applyRef={apply}
          defaultMoreOpen={defaultMoreOpen}
          search={
            <SearchField
              label={t.search}
              clearLabel={t.clear}
              value={draft.keyword ?? ''}
              onChange={(keyword) => {
                // The keyword searches as it is typed (the console waits for a pause in typing).
                setDraft((current) => ({ ...current, keyword }));
                setApplied((current) => ({ ...current, keyword }));
              }}
              onSubmit={() => commit(draft)}
            />
          }
          fields={fields}
          onApply={() => commit(draft)}
          onReset={() => commit({})}
          chips={
            <FilterChips
              labels={t.chips}
              returnFocusRef={apply}
              onRemove={(ids) =>
                commit(Object.fromEntries(Object.entries(applied).filter(([key]) => !ids.includes(key))))
              }
              onClearAll={() => commit({})}
            >
              {chips.map((chip) => (
                <FilterChip key={chip.id} {...chip} />
              ))}
            </FilterChips>
          }
        />
      </div>
    </StoryFrame>
  );
}

export const Default = (args: DemoProps) => <Demo {...args} />;
Default.args = { lang: 'zh' };

export const WithAppliedFilters = (args: DemoProps) => <Demo {...args} />;
WithAppliedFilters.args = {
  lang: 'zh',
  applied: { keyword: '王', state: 'Y', unit: 'ops', kind: 'staff', from: '2026-01-01' },
} satisfies DemoProps;

export const MoreFiltersOpen = (args: DemoProps) => <Demo {...args} />;
MoreFiltersOpen.args = { lang: 'zh', applied: { kind: 'intern' }, defaultMoreOpen: true } satisfies DemoProps;

export const EnglishDark = (args: DemoProps) => <Demo {...args} />;
EnglishDark.args = {
  lang: 'en',
  theme: 'dark',
  applied: { keyword: 'wang', state: 'Y', unit: 'ops', to: '2026-06-30' },
} satisfies DemoProps;

export const EnglishDarkMoreFiltersOpen = (args: DemoProps) => <Demo {...args} />;
EnglishDarkMoreFiltersOpen.args = {
  lang: 'en',
  theme: 'dark',
  applied: { kind: 'outsourced', from: '2026-01-01' },
  defaultMoreOpen: true,
} satisfies DemoProps;

export const RandomBrand = (args: DemoProps) => <Demo {...args} />;
RandomBrand.args = { lang: 'zh', applied: { state: 'N', kind: 'intern' }, brand: randomBrand() } satisfies DemoProps;

/** A choice in a select waits for 查询: nothing applies, no chip, until 查询 is pressed. */
export const KeyboardSearchAppliesTheDraft = (args: DemoProps) => <Demo {...args} />;
KeyboardSearchAppliesTheDraft.storyName = 'Keyboard: a choice waits until the search button applies it';
KeyboardSearchAppliesTheDraft.args = { lang: 'zh' } satisfies DemoProps;
KeyboardSearchAppliesTheDraft.play = (async ({ canvas, userEvent }) => {
  await userEvent.tab();
  await expect(canvas.getByRole('searchbox', { name: '搜索姓名或账号' })).toHaveFocus();
  await userEvent.tab();
  const state = canvas.getByRole('button', { name: /状态/ });
  await expect(state).toHaveFocus();
  // APG select-only combobox: Down Arrow opens the list on the chosen option; Enter picks.
  await userEvent.keyboard('{ArrowDown}');
  const enabled = await screen.findByRole('option', { name: '启用' });
  for (let step = 0; step < 12 && document.activeElement !== enabled; step++) await userEvent.keyboard('{ArrowDown}');
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(state).toHaveTextContent('启用'));
  await expect(canvas.queryByRole('grid', { name: '已选筛选' })).not.toBeInTheDocument();
  const apply = canvas.getByRole('button', { name: '查询' });
  for (let step = 0; step < 6 && document.activeElement !== apply; step++) await userEvent.tab();
  await userEvent.keyboard('{Enter}');
  const chips = await canvas.findByRole('grid', { name: '已选筛选' });
  await expect(within(chips).getByRole('row', { name: '状态：启用' })).toBeInTheDocument();
}) satisfies Play;

/**
 * APG dialog (non-modal, in a popover): Enter on 更多筛选 opens it with focus on its first field,
 * Escape closes it and focus is back on the button; opened again, its own 查询 applies and closes.
 */
export const KeyboardMoreFilters = (args: DemoProps) => <Demo {...args} />;
KeyboardMoreFilters.storyName = 'Keyboard: more filters opens and Escape returns focus';
KeyboardMoreFilters.args = { lang: 'zh', applied: { from: '2026-01-01' } } satisfies DemoProps;
KeyboardMoreFilters.play = (async ({ canvas, userEvent }) => {
  const more = canvas.getByRole('button', { name: '更多筛选 (1)' });
  for (let step = 0; step < 12 && document.activeElement !== more; step++) await userEvent.tab();
  await userEvent.keyboard('{Enter}');
  const dialog = await screen.findByRole('dialog', { name: '更多筛选' });
  const kind = within(dialog).getByRole('button', { name: /人员类型/ });
  await waitFor(() => expect(kind).toHaveFocus());
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(more).toHaveFocus());

  await userEvent.keyboard('{Enter}');
  const again = await screen.findByRole('dialog', { name: '更多筛选' });
  await waitFor(() => expect(within(again).getByRole('button', { name: /人员类型/ })).toHaveFocus());
  await userEvent.keyboard('{ArrowDown}');
  const intern = await screen.findByRole('option', { name: '实习生' });
  for (let step = 0; step < 12 && document.activeElement !== intern; step++) await userEvent.keyboard('{ArrowDown}');
  await userEvent.keyboard('{Enter}');
  const apply = within(again).getByRole('button', { name: '查询' });
  for (let step = 0; step < 12 && document.activeElement !== apply; step++) await userEvent.tab();
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await expect(canvas.getByRole('button', { name: '更多筛选 (2)' })).toBeInTheDocument();
  await expect(canvas.getByRole('row', { name: '人员类型：实习生' })).toBeInTheDocument();
}) satisfies Play;

/**
 * APG grid (react-aria-components' tag group): Tab reaches the chips, Delete removes the focused
 * one and focus moves to the next; once the last is gone, focus is on 查询.
 */
export const KeyboardChipsDelete = (args: DemoProps) => <Demo {...args} />;
KeyboardChipsDelete.storyName = 'Keyboard: tag group removes a chip with Delete';
KeyboardChipsDelete.args = { lang: 'zh', applied: { state: 'Y', unit: 'buy' } } satisfies DemoProps;
KeyboardChipsDelete.play = (async ({ canvas, userEvent }) => {
  const first = canvas.getByRole('row', { name: '状态：启用' });
  for (let step = 0; step < 12 && document.activeElement !== first; step++) await userEvent.tab();
  await expect(canvas.getByRole('button', { name: '移除筛选 状态：启用' })).toBeInTheDocument();
  await userEvent.keyboard('{Delete}');
  await waitFor(() => expect(canvas.getByRole('row', { name: '所属部门：采购部' })).toHaveFocus());
  await expect(canvas.getByRole('button', { name: /状态/ })).toHaveTextContent('全部');
  await userEvent.keyboard('{Backspace}');
  await waitFor(() => expect(canvas.queryByRole('grid')).not.toBeInTheDocument());
  await waitFor(() => expect(canvas.getByRole('button', { name: '查询' })).toHaveFocus());
}) satisfies Play;
