import { StoryFrame } from '../../stories/story-frame';
import { Button } from '../button/button';
import { TextField, type TextFieldProps } from './text-field';
import { expect } from 'storybook/test';
import type { Play } from '../../stories/play';

export default {
  title: 'Components/TextField',
  component: TextField,
};

export const Default = (args: TextFieldProps) => (
  <StoryFrame className="max-w-sm">
    <TextField {...args} />
  </StoryFrame>
);
Default.args = { label: 'Account', placeholder: 'name@company.com', name: 'account', autoComplete: 'username' };

export const WithDescription = (args: TextFieldProps) => (
  <StoryFrame className="max-w-sm">
    <TextField {...args} />
  </StoryFrame>
);
WithDescription.args = { label: '账号', description: '使用企业邮箱或手机号登录', name: 'account' };

export const Invalid = (args: TextFieldProps) => (
  <StoryFrame className="max-w-sm">
    <TextField {...args} />
  </StoryFrame>
);
Invalid.args = {
  label: 'Account',
  description: 'Your company e-mail address',
  defaultValue: 'alice@',
  isInvalid: true,
  errorMessage: 'Enter a complete e-mail address',
};

export const Required = () => (
  <StoryFrame className="max-w-sm">
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
      }}
    >
      <TextField label="账号" name="account" isRequired errorMessage="请输入账号" />
      <Button type="submit" className="w-fit">
        Submit
      </Button>
    </form>
  </StoryFrame>
);

export const DisabledAndReadOnly = () => (
  <StoryFrame className="flex max-w-sm flex-col gap-4">
    <TextField label="Company code" defaultValue="WB-0001" isDisabled />
    <TextField label="创建时间" defaultValue="2024-05-01 09:30" isReadOnly />
  </StoryFrame>
);

export const LongLabel = () => (
  <StoryFrame className="flex max-w-xs flex-col gap-4">
    <TextField
      label="供应商统一社会信用代码（请与营业执照上的信息保持一致）"
      description="18 位，由数字和大写字母组成；提交后将由财务部门审核。"
      isRequired
    />
    <TextField
      label="Unified social credit code of the supplier, as printed on its business licence"
      description="18 characters: digits and capital letters."
    />
  </StoryFrame>
);

export const Dark = () => (
  <StoryFrame theme="dark" className="flex max-w-sm flex-col gap-4">
    <TextField label="Account" placeholder="name@company.com" description="Your company e-mail" />
    <TextField label="账号" defaultValue="alice@" isInvalid errorMessage="请输入完整的邮箱地址" />
  </StoryFrame>
);

/** Keyboard path: Tab reaches the field by its label, and what is typed is its value. */
Default.play = (async ({ canvas, userEvent }) => {
  const input = canvas.getByRole('textbox', { name: 'Account' });
  await userEvent.tab();
  await expect(input).toHaveFocus();
  await userEvent.keyboard('li.lei@company.com');
  await expect(input).toHaveValue('li.lei@company.com');
}) satisfies Play;
