import { StoryFrame, randomBrand } from '../../stories/story-frame';
import { NumberField, type NumberFieldProps } from './number-field';
import { expect } from 'storybook/test';
import type { Play } from '../../stories/play';

export default {
  title: 'Components/NumberField',
  component: NumberField,
};

export const Default = (args: NumberFieldProps) => (
  <StoryFrame className="max-w-xs">
    <NumberField {...args} />
  </StoryFrame>
);
Default.args = {
  label: 'Quantity',
  incrementLabel: 'Increase',
  decrementLabel: 'Decrease',
  defaultValue: 1,
  minValue: 0,
  maxValue: 999,
};

export const Chinese = (args: NumberFieldProps) => (
  <StoryFrame lang="zh-CN" className="max-w-xs">
    <NumberField {...args} />
  </StoryFrame>
);
Chinese.args = {
  label: '采购数量',
  description: '每单最多 999 件',
  incrementLabel: '增加',
  decrementLabel: '减少',
  defaultValue: 12,
  minValue: 1,
  maxValue: 999,
};

export const Currency = (args: NumberFieldProps) => (
  <StoryFrame className="max-w-xs">
    <NumberField {...args} />
  </StoryFrame>
);
Currency.args = {
  label: 'Budget',
  incrementLabel: 'Increase',
  decrementLabel: 'Decrease',
  defaultValue: 1250.5,
  step: 100,
  formatOptions: { style: 'currency', currency: 'CNY' },
};

export const Invalid = (args: NumberFieldProps) => (
  <StoryFrame className="max-w-xs">
    <NumberField {...args} />
  </StoryFrame>
);
Invalid.args = {
  label: '数量',
  incrementLabel: '增加',
  decrementLabel: '减少',
  defaultValue: 0,
  isInvalid: true,
  errorMessage: '数量至少为 1',
};

export const DisabledAndReadOnly = () => (
  <StoryFrame className="flex max-w-xs flex-col gap-4">
    <NumberField label="Stock" incrementLabel="Increase" decrementLabel="Decrease" defaultValue={40} isDisabled />
    <NumberField label="已下单数量" incrementLabel="增加" decrementLabel="减少" defaultValue={8} isReadOnly />
  </StoryFrame>
);

export const LongLabel = () => (
  <StoryFrame className="max-w-xs">
    <NumberField
      label="每个下属公司每月可以提交的最大采购申请数量（超出后需要总部审批）"
      description="Leave empty for no limit; the head office approves anything above it."
      incrementLabel="增加"
      decrementLabel="减少"
      defaultValue={20}
    />
  </StoryFrame>
);

export const Dark = () => (
  <StoryFrame theme="dark" className="flex max-w-xs flex-col gap-4">
    <NumberField label="Quantity" incrementLabel="Increase" decrementLabel="Decrease" defaultValue={3} />
    <NumberField
      label="数量"
      incrementLabel="增加"
      decrementLabel="减少"
      defaultValue={0}
      isInvalid
      errorMessage="数量至少为 1"
    />
  </StoryFrame>
);

export const RandomBrand = (args: { brand: string }) => (
  <StoryFrame brand={args.brand} className="max-w-xs">
    <NumberField label="Quantity" incrementLabel="Increase" decrementLabel="Decrease" defaultValue={3} />
  </StoryFrame>
);
RandomBrand.args = { brand: randomBrand() };

/** Keyboard path: the arrow keys step the value by one, clamped to `minValue` 0. */
Default.play = (async ({ canvas, userEvent }) => {
  const input = canvas.getByRole('textbox', { name: 'Quantity' });
  await userEvent.tab();
  await expect(input).toHaveFocus();
  await userEvent.keyboard('{ArrowUp}{ArrowUp}');
  await expect(input).toHaveValue('3');
  await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
  await expect(input).toHaveValue('0');
}) satisfies Play;
