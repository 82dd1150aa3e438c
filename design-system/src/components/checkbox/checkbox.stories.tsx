import { StoryFrame, randomBrand } from '../../stories/story-frame';
import { Checkbox, CheckboxGroup, type CheckboxGroupProps, type CheckboxProps } from './checkbox';
import { expect } from 'storybook/test';
import type { Play } from '../../stories/play';

export default {
  title: 'Components/Checkbox',
  component: Checkbox,
};

export const Default = (args: CheckboxProps) => (
  <StoryFrame>
    <Checkbox {...args} />
  </StoryFrame>
);
Default.args = { children: 'Remember me', isDisabled: false, isInvalid: false };

export const States = () => (
  <StoryFrame lang="zh-CN" className="flex flex-col gap-3">
    <Checkbox>未选中</Checkbox>
    <Checkbox defaultSelected>已选中</Checkbox>
    <Checkbox isIndeterminate>部分选中（全选）</Checkbox>
    <Checkbox isDisabled>Disabled</Checkbox>
    <Checkbox isDisabled defaultSelected>
      Disabled, checked
    </Checkbox>
    <Checkbox isInvalid>Invalid</Checkbox>
  </StoryFrame>
);

export const Group = (args: CheckboxGroupProps) => (
  <StoryFrame>
    <CheckboxGroup {...args}>
      <Checkbox value="mail">E-mail</Checkbox>
      <Checkbox value="sms">SMS</Checkbox>
      <Checkbox value="app">App notification</Checkbox>
    </CheckboxGroup>
  </StoryFrame>
);
Group.args = {
  label: 'Notify me by',
  description: 'We never share your contact details',
  defaultValue: ['mail'],
  orientation: 'vertical',
};

export const GroupHorizontalChinese = (args: CheckboxGroupProps) => (
  <StoryFrame lang="zh-CN">
    <CheckboxGroup {...args}>
      <Checkbox value="mail">邮件</Checkbox>
      <Checkbox value="sms">短信</Checkbox>
      <Checkbox value="app">站内信</Checkbox>
    </CheckboxGroup>
  </StoryFrame>
);
GroupHorizontalChinese.args = { label: '通知方式', orientation: 'horizontal', defaultValue: ['sms'] };

export const GroupInvalid = (args: CheckboxGroupProps) => (
  <StoryFrame>
    <CheckboxGroup {...args}>
      <Checkbox value="mail">E-mail</Checkbox>
      <Checkbox value="sms">SMS</Checkbox>
    </CheckboxGroup>
  </StoryFrame>
);
GroupInvalid.args = {
  label: 'Notify me by',
  isRequired: true,
  isInvalid: true,
  errorMessage: 'Choose at least one channel',
};

export const GroupDisabled = (args: CheckboxGroupProps) => (
  <StoryFrame>
    <CheckboxGroup {...args}>
      <Checkbox value="mail">E-mail</Checkbox>
      <Checkbox value="sms">SMS</Checkbox>
    </CheckboxGroup>
  </StoryFrame>
);
GroupDisabled.args = { label: 'Notify me by', isDisabled: true, defaultValue: ['sms'] };

export const LongLabel = () => (
  <StoryFrame className="flex max-w-xs flex-col gap-3">
    <Checkbox>我已阅读并同意《企业采购服务协议》以及《供应商结算与发票管理办法》中的全部条款</Checkbox>
    <Checkbox>I have read and accept the enterprise procurement agreement and the supplier settlement terms</Checkbox>
  </StoryFrame>
);

export const Dark = () => (
  <StoryFrame theme="dark" className="flex flex-col gap-3">
    <Checkbox>Unchecked</Checkbox>
    <Checkbox defaultSelected>已选中</Checkbox>
    <Checkbox isIndeterminate>Select all</Checkbox>
    <Checkbox isDisabled>Disabled</Checkbox>
    <Checkbox isInvalid>Invalid</Checkbox>
  </StoryFrame>
);

export const RandomBrand = (args: { brand: string }) => (
  <StoryFrame brand={args.brand} className="flex flex-col gap-3">
    <Checkbox defaultSelected>Remember me</Checkbox>
    <Checkbox isIndeterminate>Select all</Checkbox>
  </StoryFrame>
);
RandomBrand.args = { brand: randomBrand() };

/** Keyboard path: Tab reaches the checkbox, Space checks it and Space again clears it. */
Default.play = (async ({ canvas, userEvent }) => {
  const checkbox = canvas.getByRole('checkbox', { name: 'Remember me' });
  await userEvent.tab();
  await expect(checkbox).toHaveFocus();
  await userEvent.keyboard(' ');
  await expect(checkbox).toBeChecked();
  await userEvent.keyboard(' ');
  await expect(checkbox).not.toBeChecked();
}) satisfies Play;

/** Keyboard path of a group: each box is a tab stop; Space checks the focused one, the others keep their state. */
Group.play = (async ({ canvas, userEvent }) => {
  await userEvent.tab();
  await expect(canvas.getByRole('checkbox', { name: 'E-mail' })).toHaveFocus();
  await userEvent.tab();
  const sms = canvas.getByRole('checkbox', { name: 'SMS' });
  await expect(sms).toHaveFocus();
  await userEvent.keyboard(' ');
  await expect(sms).toBeChecked();
  await expect(canvas.getByRole('checkbox', { name: 'E-mail' })).toBeChecked();
  await expect(canvas.getByRole('checkbox', { name: 'App notification' })).not.toBeChecked();
}) satisfies Play;
