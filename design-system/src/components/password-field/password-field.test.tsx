import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PasswordField } from './password-field';

function field(props: Partial<React.ComponentProps<typeof PasswordField>> = {}) {
  return render(<PasswordField label="密码" showPasswordLabel="显示密码" name="password" {...props} />);
}

function passwordInput(): HTMLInputElement {
  // A password input has no ARIA role; the label still finds it.
  return screen.getByLabelText('密码', { selector: 'input' });
}

describe('PasswordField', () => {
  it('hides the password and offers a named, unpressed reveal toggle', () => {
    field();
    expect(passwordInput()).toHaveAttribute('type', 'password');
    expect(passwordInput()).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('button', { name: '显示密码' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('reveals and hides the password on click, keeping the value', async () => {
    field();
    await userEvent.type(passwordInput(), 's3cret');
    const toggle = screen.getByRole('button', { name: '显示密码' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(passwordInput()).toHaveAttribute('type', 'text');
    expect(passwordInput()).toHaveValue('s3cret');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(passwordInput()).toHaveAttribute('type', 'password');
  });

  it('toggles with the keyboard: Tab from the input, then Space', async () => {
    field();
    await userEvent.tab();
    expect(passwordInput()).toHaveFocus();
    await userEvent.tab();
    const toggle = screen.getByRole('button', { name: '显示密码' });
    expect(toggle).toHaveFocus();
    await userEvent.keyboard('[Space]');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('[Enter]');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });

  it('passes autoComplete through (new-password) and reports reveal changes', async () => {
    const onRevealedChange = vi.fn();
    field({ autoComplete: 'new-password', onRevealedChange });
    expect(passwordInput()).toHaveAttribute('autocomplete', 'new-password');
    await userEvent.click(screen.getByRole('button', { name: '显示密码' }));
    expect(onRevealedChange).toHaveBeenCalledWith(true);
  });

  it('shows its error linked to the input when invalid', () => {
    field({ isInvalid: true, errorMessage: '密码错误', description: '至少 8 位' });
    expect(passwordInput()).toHaveAttribute('aria-invalid', 'true');
    expect(passwordInput()).toHaveAccessibleDescription(/密码错误/);
  });

  it('does not submit the form when the toggle is pressed', async () => {
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <PasswordField label="Password" showPasswordLabel="Show password" />
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
