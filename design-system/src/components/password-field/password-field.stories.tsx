import { StoryFrame } from '../../stories/story-frame';
import { PasswordField, type PasswordFieldProps } from './password-field';

export default {
  title: 'Components/PasswordField',
};

export const Default = (args: PasswordFieldProps) => (
  <StoryFrame className="max-w-sm">
    <PasswordField {...args} />
  </StoryFrame>
);
Default.args = { label: 'Password', showPasswordLabel: 'Show password', name: 'password' };

export const Revealed = (args: PasswordFieldProps) => (
  <StoryFrame className="max-w-sm">
    <PasswordField {...args} />
  </StoryFrame>
);
Revealed.args = { label: '密码', showPasswordLabel: '显示密码', defaultValue: 'Workbench2024', defaultRevealed: true };

export const NewPassword = (args: PasswordFieldProps) => (
  <StoryFrame className="max-w-sm">
    <PasswordField {...args} />
  </StoryFrame>
);
NewPassword.args = {
  label: 'New password',
  showPasswordLabel: 'Show password',
  autoComplete: 'new-password',
  description: 'At least 8 characters, with a letter and a digit.',
  isRequired: true,
};

export const Invalid = (args: PasswordFieldProps) => (
  <StoryFrame className="max-w-sm">
    <PasswordField {...args} />
  </StoryFrame>
);
Invalid.args = {
  label: '密码',
  showPasswordLabel: '显示密码',
  defaultValue: '123',
  isInvalid: true,
  errorMessage: '账号或密码错误',
};

export const Dark = () => (
  <StoryFrame theme="dark" className="flex max-w-sm flex-col gap-4">
    <PasswordField label="Password" showPasswordLabel="Show password" defaultValue="secret" />
    <PasswordField label="密码" showPasswordLabel="显示密码" isInvalid errorMessage="账号或密码错误" />
  </StoryFrame>
);
