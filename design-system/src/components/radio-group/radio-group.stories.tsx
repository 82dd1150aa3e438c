import { StoryFrame, randomBrand } from '../../stories/story-frame';
import { Radio, RadioGroup, type RadioGroupProps } from './radio-group';
import { expect } from 'storybook/test';
import type { Play } from '../../stories/play';

export default {
  title: 'Components/RadioGroup',
  component: RadioGroup,
};

function ShippingRadios() {
  return (
    <>
      <Radio value="express">Express</Radio>
      <Radio value="standard">Standard</Radio>
      <Radio value="pickup" isDisabled>
        Pick-up (unavailable)
      </Radio>
    </>
  );
}

export const Default = (args: Omit<RadioGroupProps, 'children'>) => (
  <StoryFrame>
    <RadioGroup {...args}>
      <ShippingRadios />
    </RadioGroup>
  </StoryFrame>
);
Default.args = { label: 'Shipping', description: 'Express arrives the next working day', defaultValue: 'standard' };

export const HorizontalChinese = (args: Omit<RadioGroupProps, 'children'>) => (
  <StoryFrame lang="zh-CN">
    <RadioGroup {...args}>
      <Radio value="month">按月</Radio>
      <Radio value="quarter">按季度</Radio>
      <Radio value="year">按年</Radio>
    </RadioGroup>
  </StoryFrame>
);
HorizontalChinese.args = { label: '结算周期', orientation: 'horizontal', defaultValue: 'quarter' };

export const Invalid = (args: Omit<RadioGroupProps, 'children'>) => (
  <StoryFrame>
    <RadioGroup {...args}>
      <ShippingRadios />
    </RadioGroup>
  </StoryFrame>
);
Invalid.args = { label: 'Shipping', isRequired: true, isInvalid: true, errorMessage: 'Choose a shipping method' };

export const Disabled = (args: Omit<RadioGroupProps, 'children'>) => (
  <StoryFrame>
    <RadioGroup {...args}>
      <ShippingRadios />
    </RadioGroup>
  </StoryFrame>
);
Disabled.args = { label: 'Shipping', isDisabled: true, defaultValue: 'express' };

export const LongLabels = () => (
  <StoryFrame className="max-w-xs">
    <RadioGroup label="发票类型（提交后不可修改，请与财务部门确认）" defaultValue="vat">
      <Radio value="vat">增值税专用发票（需要提供完整的开票信息）</Radio>
      <Radio value="normal">Ordinary invoice, sent as a PDF to the e-mail address of the purchaser</Radio>
    </RadioGroup>
  </StoryFrame>
);

export const Dark = () => (
  <StoryFrame theme="dark" className="flex flex-col gap-6">
    <RadioGroup label="Shipping" defaultValue="express">
      <ShippingRadios />
    </RadioGroup>
    <RadioGroup label="配送方式" isInvalid errorMessage="请选择配送方式">
      <Radio value="a">快递</Radio>
      <Radio value="b">自提</Radio>
    </RadioGroup>
  </StoryFrame>
);

export const RandomBrand = (args: { brand: string }) => (
  <StoryFrame brand={args.brand}>
    <RadioGroup label="Shipping" defaultValue="express">
      <ShippingRadios />
    </RadioGroup>
  </StoryFrame>
);
RandomBrand.args = { brand: randomBrand() };

/**
 * Keyboard path: Tab lands on the checked radio (one tab stop for the group); the arrow keys move
 * and check, skipping the disabled option (WAI-ARIA APG, radio group).
 */
Default.play = (async ({ canvas, userEvent }) => {
  await userEvent.tab();
  await expect(canvas.getByRole('radio', { name: 'Standard' })).toHaveFocus();
  await userEvent.keyboard('{ArrowUp}');
  const express = canvas.getByRole('radio', { name: 'Express' });
  await expect(express).toHaveFocus();
  await expect(express).toBeChecked();
  await userEvent.keyboard('{ArrowDown}');
  await expect(canvas.getByRole('radio', { name: 'Standard' })).toBeChecked();
  await expect(canvas.getByRole('radio', { name: 'Pick-up (unavailable)' })).not.toBeChecked();
}) satisfies Play;
