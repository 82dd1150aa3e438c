import { useState } from 'react';
import { expect, screen, waitFor } from 'storybook/test';
import { StoryFrame } from '../../stories/story-frame';
import type { Play } from '../../stories/play';
import { LookupSelect, type LookupOption } from './lookup-select';

export default {
  title: 'Components/LookupSelect',
  component: LookupSelect,
};

interface LookupSelectStoryArgs {
  lang: 'zh-CN' | 'en';
  theme?: 'light' | 'dark';
  label: string;
  noneLabel: string;
  options: LookupOption<number>[];
  loading: string;
  empty: string;
  /** Makes it search: the options are those whose name holds the typed text. */
  triggerLabel?: string;
}

/** A unit field over `options`; with `triggerLabel`, a combobox that filters them as a server would. */
function Units({ lang, theme, label, noneLabel, options, loading, empty, triggerLabel }: LookupSelectStoryArgs) {
  const [value, setValue] = useState<number | null>(null);
  const [text, setText] = useState('');
  const matches = options.filter((option) => option.name.includes(text.trim()));
  return (
    <StoryFrame lang={lang} theme={theme} className="h-80 w-72">
      <LookupSelect
        label={label}
        options={triggerLabel ? matches : options}
        value={value}
        onChange={setValue}
        noneLabel={noneLabel}
        labels={{ loading, empty }}
        search={triggerLabel ? { onSearch: setText, triggerLabel } : undefined}
      />
    </StoryFrame>
  );
}

export const ChooseAUnit = (args: LookupSelectStoryArgs) => <Units {...args} />;
ChooseAUnit.args = {
  lang: 'en',
  label: 'Unit',
  noneLabel: 'No unit',
  options: [
    { id: 1, name: 'Headquarters' },
    { id: 2, name: 'Headquarters / Purchasing' },
    { id: 3, name: 'Headquarters / Purchasing / Goods' },
  ],
  loading: 'Loading…',
  empty: 'No options',
} satisfies LookupSelectStoryArgs;

export const SearchChineseDark = (args: LookupSelectStoryArgs) => <Units {...args} />;
SearchChineseDark.args = {
  lang: 'zh-CN',
  theme: 'dark',
  label: '审批人',
  noneLabel: '不指定',
  options: [
    { id: 1, name: '王明远（admin）' },
    { id: 2, name: '李晓（manager）' },
    { id: 3, name: '陈静（buyer）' },
  ],
  loading: '加载中…',
  empty: '暂无选项',
  triggerLabel: '显示审批人选项',
} satisfies LookupSelectStoryArgs;

/**
 * Keyboard path (APG select-only combobox): Tab to the field, Enter opens the list on "No unit",
 * Down Arrow twice and Enter choose a unit, whose name the field then shows.
 */
ChooseAUnit.play = (async ({ canvas, userEvent }) => {
  await userEvent.tab();
  await userEvent.keyboard('{Enter}');
  const none = await screen.findByRole('option', { name: 'No unit' });
  await waitFor(() => expect(none).toHaveFocus());
  await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  await expect(canvas.getByRole('button', { name: /Unit/ })).toHaveTextContent('Headquarters / Purchasing');
}) satisfies Play;
