import { StoryFrame } from '../../stories/story-frame';
import { Button } from '../button/button';
import { Checkbox } from '../checkbox/checkbox';
import { NumberField } from '../number-field/number-field';
import { PasswordField } from '../password-field/password-field';
import { Select, SelectItem } from '../select/select';
import { TextField } from '../text-field/text-field';
import { Form } from './form';
import { expect, screen, waitFor } from 'storybook/test';
import type { Play } from '../../stories/play';

export default {
  title: 'Components/Form',
  component: Form,
};

export const SignIn = () => (
  <StoryFrame className="max-w-sm">
    <Form aria-label="Sign in" onSubmit={(event) => event.preventDefault()}>
      <TextField label="Account" name="account" isRequired errorMessage="Enter your account" autoComplete="username" />
      <PasswordField
        label="Password"
        name="password"
        isRequired
        errorMessage="Enter your password"
        showPasswordLabel="Show password"
      />
      <Checkbox name="remember">Remember me</Checkbox>
      <Button type="submit" className="w-fit">
        Sign in
      </Button>
    </Form>
  </StoryFrame>
);

export const ServerErrors = () => (
  <StoryFrame lang="zh-CN" className="max-w-sm">
    <Form
      aria-label="新建采购单"
      validationErrors={{ account: '该账号已被锁定，请联系管理员', quantity: '库存不足，最多可采购 12 件' }}
      onSubmit={(event) => event.preventDefault()}
    >
      <TextField label="账号" name="account" defaultValue="alice" />
      <NumberField label="数量" name="quantity" incrementLabel="增加" decrementLabel="减少" defaultValue={20} />
      <Select label="所属公司" name="company" defaultSelectedKey="hq">
        <SelectItem id="hq">上海总部</SelectItem>
        <SelectItem id="sz">深圳分公司</SelectItem>
      </Select>
      <Button type="submit" className="w-fit">
        提交
      </Button>
    </Form>
  </StoryFrame>
);

export const Dark = () => (
  <StoryFrame theme="dark" className="max-w-sm">
    <Form aria-label="Sign in" validationErrors={{ account: 'This account is locked' }}>
      <TextField label="Account" name="account" defaultValue="alice" />
      <Button type="submit" className="w-fit">
        Sign in
      </Button>
    </Form>
  </StoryFrame>
);

/**
 * Keyboard path: Enter in an empty required field submits; the errors show, tied to their fields,
 * and, since focus stays in the field, its error is announced (React Aria's live announcer, a
 * `log` region outside the story); an error clears once its field is filled and left.
 */
SignIn.play = (async ({ canvas, userEvent }) => {
  const account = canvas.getByRole('textbox', { name: 'Account' });
  await userEvent.tab();
  await expect(account).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await expect(account).toHaveAttribute('aria-invalid', 'true');
  await expect(account).toHaveAccessibleDescription(/Enter your account/);
  await expect(account).toHaveFocus();
  await waitFor(() =>
    expect(screen.getAllByRole('log').some((log) => log.textContent?.includes('Enter your account'))).toBe(true),
  );
  await userEvent.keyboard('alice');
  await userEvent.tab();
  await expect(account).not.toHaveAttribute('aria-invalid', 'true');
}) satisfies Play;

/**
 * A server's field errors (`validationErrors`) are tied to their fields (`aria-describedby`,
 * `aria-invalid`); editing a field and leaving it clears its error and leaves the others.
 */
ServerErrors.play = (async ({ canvas, userEvent }) => {
  const account = canvas.getByRole('textbox', { name: '账号' });
  await expect(account).toHaveAttribute('aria-invalid', 'true');
  await expect(account).toHaveAccessibleDescription(/该账号已被锁定/);
  await userEvent.tab();
  await expect(account).toHaveFocus();
  await userEvent.keyboard('2');
  await userEvent.tab();
  await expect(account).not.toHaveAttribute('aria-invalid', 'true');
  await expect(canvas.getByRole('textbox', { name: '数量' })).toHaveAccessibleDescription(/库存不足/);
}) satisfies Play;
