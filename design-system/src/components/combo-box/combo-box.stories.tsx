import { useEffect, useRef } from 'react';
import { StoryFrame, randomBrand } from '../../stories/story-frame';
import { ComboBox, ComboBoxItem } from './combo-box';
import { expect, screen, waitFor, within } from 'storybook/test';
import type { Play } from '../../stories/play';

export default {
  title: 'Components/ComboBox',
  component: ComboBox,
};

interface Option {
  id: string;
  name: string;
}

const SUPPLIERS_EN: Option[] = [
  { id: 'a', name: 'Acme Paper' },
  { id: 'b', name: 'Brightline Office Supplies' },
  { id: 'c', name: 'Acme Steel' },
  { id: 'd', name: 'Delta Logistics and Warehousing International Co., Ltd.' },
];

const SUPPLIERS_ZH: Option[] = [
  { id: 'a', name: '上海晨光文具' },
  { id: 'b', name: '得力办公用品' },
  { id: 'c', name: '京东企业购' },
  { id: 'd', name: '苏州工业园区物流仓储有限公司' },
];

interface ComboStoryArgs {
  label: string;
  triggerLabel: string;
  placeholder?: string;
  description?: string;
  errorMessage?: string;
  isInvalid?: boolean;
  isDisabled?: boolean;
  defaultSelectedKey?: string;
  /**
   * RAC ComboBox has no `defaultOpen`: an open story opens the list on focus and focuses the input
   * once the collection is built (after mount).
   */
  openOnLoad?: boolean;
  options: Option[];
}

const OPEN_ON_LOAD = { openOnLoad: true } as const;

function SupplierBox({ options, openOnLoad, ...args }: ComboStoryArgs) {
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!openOnLoad) return;
    const timer = setTimeout(() => inputRef.current?.focus(), 50);
    return () => clearTimeout(timer);
  }, [openOnLoad]);
  return (
    <ComboBox defaultItems={options} inputRef={inputRef} menuTrigger={openOnLoad ? 'focus' : undefined} {...args}>
      {(item: Option) => <ComboBoxItem id={item.id}>{item.name}</ComboBoxItem>}
    </ComboBox>
  );
}

export const Default = (args: ComboStoryArgs) => (
  <StoryFrame className="max-w-xs">
    <SupplierBox {...args} />
  </StoryFrame>
);
Default.args = {
  label: 'Supplier',
  triggerLabel: 'Show suggestions',
  placeholder: 'Type a name',
  options: SUPPLIERS_EN,
};

export const Open = (args: ComboStoryArgs) => (
  <StoryFrame lang="zh-CN" className="h-72 max-w-xs">
    <SupplierBox {...args} />
  </StoryFrame>
);
Open.args = { label: '供应商', triggerLabel: '显示建议', ...OPEN_ON_LOAD, options: SUPPLIERS_ZH };

export const Selected = (args: ComboStoryArgs) => (
  <StoryFrame className="max-w-xs">
    <SupplierBox {...args} />
  </StoryFrame>
);
Selected.args = {
  label: 'Supplier',
  triggerLabel: 'Show suggestions',
  description: 'Only approved suppliers are listed',
  defaultSelectedKey: 'b',
  options: SUPPLIERS_EN,
};

export const Invalid = (args: ComboStoryArgs) => (
  <StoryFrame className="max-w-xs">
    <SupplierBox {...args} />
  </StoryFrame>
);
Invalid.args = {
  label: '供应商',
  triggerLabel: '显示建议',
  isInvalid: true,
  errorMessage: '请从列表中选择供应商',
  options: SUPPLIERS_ZH,
};

export const Disabled = (args: ComboStoryArgs) => (
  <StoryFrame className="max-w-xs">
    <SupplierBox {...args} />
  </StoryFrame>
);
Disabled.args = {
  label: 'Supplier',
  triggerLabel: 'Show suggestions',
  isDisabled: true,
  defaultSelectedKey: 'a',
  options: SUPPLIERS_EN,
};

export const LongLabels = (args: ComboStoryArgs) => (
  <StoryFrame className="h-80 max-w-60">
    <SupplierBox {...args} />
  </StoryFrame>
);
LongLabels.args = {
  label: 'The supplier that ships this order and issues the VAT invoice',
  triggerLabel: 'Show suggestions',
  ...OPEN_ON_LOAD,
  options: SUPPLIERS_EN,
};

export const DarkOpen = (args: ComboStoryArgs) => (
  <StoryFrame theme="dark" className="h-72 max-w-xs">
    <SupplierBox {...args} />
  </StoryFrame>
);
DarkOpen.args = { label: 'Supplier', triggerLabel: 'Show suggestions', ...OPEN_ON_LOAD, options: SUPPLIERS_EN };

export const RandomBrandOpen = (args: ComboStoryArgs & { brand: string }) => (
  <StoryFrame brand={args.brand} className="h-72 max-w-xs">
    <SupplierBox {...args} />
  </StoryFrame>
);
RandomBrandOpen.args = {
  brand: randomBrand(),
  label: 'Supplier',
  triggerLabel: 'Show suggestions',
  ...OPEN_ON_LOAD,
  defaultSelectedKey: 'c',
  options: SUPPLIERS_EN,
};

/** Keyboard path: typing filters the suggestions, ArrowDown enters the list, Enter fills the field. */
Default.play = (async ({ canvas, userEvent }) => {
  const input = canvas.getByRole('combobox', { name: 'Supplier' });
  await userEvent.tab();
  await expect(input).toHaveFocus();
  await userEvent.keyboard('Acme');
  const listbox = await screen.findByRole('listbox');
  await expect(
    within(listbox)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Acme Paper', 'Acme Steel']);
  await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
  await expect(input).toHaveValue('Acme Steel');
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}) satisfies Play;
