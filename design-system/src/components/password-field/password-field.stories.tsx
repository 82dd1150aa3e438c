import { StoryFrame } from '../../stories/story-frame';
import { PasswordField, type PasswordFieldProps } from './password-field';
import { expect } from 'storybook/test';
import type { Play } from '../../stories/play';

export default {
  title: 'Components/PasswordField',
  component: PasswordField,
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

/**
 * Keyboard path: type a password, Tab to the toggle, Space shows the password (`aria-pressed`
 * true, the input becomes a text input) and Space hides it again; the value is kept.
 */
Default.play = (async ({ canvas, userEvent }) => {
  const input = canvas.getByLabelText('Password');
  await userEvent.tab();
  await expect(input).toHaveFocus();
  await userEvent.keyboard('Workbench2024');
  await userEvent.tab();
  const toggle = canvas.getByRole('button', { name: 'Show password' });
  await expect(toggle).toHaveFocus();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await userEvent.keyboard(' ');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(input).toHaveAttribute('type', 'text');
  await userEvent.keyboard(' ');
  await expect(input).toHaveAttribute('type', 'password');
  await expect(input).toHaveValue('Workbench2024');
}) satisfies Play;
