import { useRef, useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { StoryFrame, randomBrand } from '../../stories/story-frame';
import type { Play } from '../../stories/play';
import { Button } from '../button/button';
import { FilterChip, FilterChips, type FilterChipsLabels } from './filter-chips';

export default {
  title: 'Components/FilterChips',
  component: FilterChips,
};

interface Chip {
  id: string;
  label: string;
  value: string;
}

const ZH_LABELS: FilterChipsLabels = { list: '已选筛选', remove: '移除筛选', clearAll: '清除全部', separator: '：' };
const EN_LABELS: FilterChipsLabels = {
  list: 'Active filters',
  remove: 'Remove filter',
  clearAll: 'Clear all',
  separator: ': ',
};

const ZH_CHIPS: Chip[] = [
  { id: 'keyword', label: '关键字', value: '王' },
  { id: 'enabled', label: '状态', value: '启用' },
  { id: 'unitId', label: '所属部门', value: '运营中心 / 华南仓储' },
];

const EN_CHIPS: Chip[] = [
  { id: 'action', label: 'Action', value: 'Disable' },
  { id: 'resource', label: 'Resource', value: 'People' },
  { id: 'from', label: 'From', value: '2026-03-01' },
];

interface DemoProps {
  chips: Chip[];
  lang: 'zh' | 'en';
  theme?: 'light' | 'dark';
  brand?: string;
}

/** The chips' owner: the applied filters, and the 查询 button focus goes back to. */
function Demo({ chips: initial, lang, theme, brand }: DemoProps) {
  const [chips, setChips] = useState(initial);
  const apply = useRef<HTMLButtonElement>(null);
  const zh = lang === 'zh';
  return (
    <StoryFrame lang={zh ? 'zh-CN' : 'en'} theme={theme} brand={brand} className="flex flex-col items-start gap-4">
      <Button ref={apply} type="button">
        {zh ? '查询' : 'Search'}
      </Button>
      <FilterChips
        labels={zh ? ZH_LABELS : EN_LABELS}
        returnFocusRef={apply}
        onRemove={(ids) => setChips((current) => current.filter((chip) => !ids.includes(chip.id)))}
        onClearAll={() => setChips([])}
      >
        {chips.map((chip) => (
          <FilterChip key={chip.id} {...chip} />
        ))}
      </FilterChips>
    </StoryFrame>
  );
}

export const Chinese = (args: DemoProps) => <Demo {...args} />;
Chinese.args = { chips: ZH_CHIPS, lang: 'zh' } satisfies DemoProps;

export const OneChip = (args: DemoProps) => <Demo {...args} />;
OneChip.args = { chips: ZH_CHIPS.slice(1, 2), lang: 'zh' } satisfies DemoProps;

export const LongValues = (args: DemoProps) => (
  <div className="max-w-xl">
    <Demo {...args} />
  </div>
);
LongValues.args = {
  chips: [
    { id: 'companyId', label: '所属企业', value: '苏州工业园区物流仓储与供应链管理有限公司华东区域运营中心' },
    { id: 'menuId', label: 'Menu entry', value: 'Synchronise every supplier record with all subsidiaries' },
  ],
  lang: 'zh',
} satisfies DemoProps;

export const EnglishDark = (args: DemoProps) => <Demo {...args} />;
EnglishDark.args = { chips: EN_CHIPS, lang: 'en', theme: 'dark' } satisfies DemoProps;

export const RandomBrand = (args: DemoProps) => <Demo {...args} />;
RandomBrand.args = { chips: EN_CHIPS, lang: 'en', brand: randomBrand() } satisfies DemoProps;

/**
 * APG grid (react-aria-components' tag group): Tab reaches the chips once, the arrows move along
 * them, Delete removes the focused chip and focus moves to the one in its place, Backspace removes
 * too; the last removal sends focus to the 查询 button.
 */
export const KeyboardTagGroup = (args: DemoProps) => <Demo {...args} />;
KeyboardTagGroup.storyName = 'Keyboard: tag group removes a chip with Delete';
KeyboardTagGroup.args = { chips: ZH_CHIPS, lang: 'zh' } satisfies DemoProps;
KeyboardTagGroup.play = (async ({ canvas, userEvent }) => {
  await userEvent.tab();
  await userEvent.tab();
  await expect(canvas.getByRole('row', { name: '关键字：王' })).toHaveFocus();
  await userEvent.keyboard('{ArrowRight}');
  await expect(canvas.getByRole('row', { name: '状态：启用' })).toHaveFocus();
  await userEvent.keyboard('{Delete}');
  await waitFor(() => expect(canvas.getByRole('row', { name: '所属部门：运营中心 / 华南仓储' })).toHaveFocus());
  await expect(canvas.getAllByRole('row')).toHaveLength(2);
  await userEvent.keyboard('{Backspace}');
  await waitFor(() => expect(canvas.getByRole('row', { name: '关键字：王' })).toHaveFocus());
  await expect(canvas.queryByRole('button', { name: '清除全部' })).not.toBeInTheDocument();
  await userEvent.keyboard('{Delete}');
  await waitFor(() => expect(canvas.queryByRole('grid')).not.toBeInTheDocument());
  await waitFor(() => expect(canvas.getByRole('button', { name: '查询' })).toHaveFocus());
}) satisfies Play;

/** 清除全部 by keyboard: Tab past the chips to it, Enter clears them, focus on 查询. */
export const KeyboardClearAll = (args: DemoProps) => <Demo {...args} />;
KeyboardClearAll.storyName = 'Keyboard: clear all removes every chip';
KeyboardClearAll.args = { chips: EN_CHIPS, lang: 'en' } satisfies DemoProps;
KeyboardClearAll.play = (async ({ canvas, userEvent }) => {
  const clear = canvas.getByRole('button', { name: 'Clear all' });
  for (let step = 0; step < 8 && document.activeElement !== clear; step++) await userEvent.tab();
  await expect(clear).toHaveFocus();
  await expect(canvas.getByRole('button', { name: 'Remove filter Action: Disable' })).toBeInTheDocument();
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(canvas.queryByRole('grid')).not.toBeInTheDocument());
  await waitFor(() => expect(canvas.getByRole('button', { name: 'Search' })).toHaveFocus());
}) satisfies Play;
