import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './text-field';

describe('TextField', () => {
  it('is a textbox named by its label and described by its description', () => {
    render(<TextField label="账号" description="Your sign-in name" name="account" />);
    const input = screen.getByRole('textbox', { name: '账号' });
    expect(input).toHaveAccessibleDescription('Your sign-in name');
    expect(input).toHaveAttribute('name', 'account');
  });

  it('types and reports changes (controlled props pass through)', async () => {
    const onChange = vi.fn();
    render(<TextField label="Account" onChange={onChange} autoComplete="username" />);
    const input = screen.getByRole('textbox', { name: 'Account' });
    expect(input).toHaveAttribute('autocomplete', 'username');
    await userEvent.type(input, 'alice');
    expect(onChange).toHaveBeenLastCalledWith('alice');
    expect(input).toHaveValue('alice');
  });

  it('shows the error linked to the input when invalid', () => {
    render(<TextField label="Account" description="Help" errorMessage="Enter your account" isInvalid />);
    const input = screen.getByRole('textbox', { name: 'Account' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/Enter your account/);
    expect(screen.getByText('Enter your account')).toBeVisible();
  });

  it('shows no error while valid', () => {
    render(<TextField label="Account" errorMessage="Enter your account" />);
    expect(screen.queryByText('Enter your account')).not.toBeInTheDocument();
  });

  it('marks a required field and shows its error after a failed submit', async () => {
    render(
      <form>
        <TextField label="Account" isRequired errorMessage="必填" />
        <button type="submit">Submit</button>
      </form>,
    );
    const input = screen.getByRole('textbox', { name: /Account/ });
    expect(input).toBeRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(input).toHaveAccessibleDescription('必填');
  });

  it('validates with a function and shows its message', async () => {
    render(
      <TextField
        label="Code"
        validationBehavior="aria"
        validate={(value) => (value.length < 4 ? 'Too short' : null)}
        errorMessage={(validation) => validation.validationErrors.join(' ')}
        defaultValue="ab"
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveAccessibleDescription('Too short');
  });

  it('passes type and autoFocus to the input', () => {
    // eslint-disable-next-line jsx-a11y/no-autofocus -- the prop is part of the API (sign-in form); this checks it reaches the input.
    render(<TextField label="Email" type="email" autoFocus />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveFocus();
  });
});
