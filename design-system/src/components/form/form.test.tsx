import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button/button';
import { TextField } from '../text-field/text-field';
import { Form } from './form';

describe('Form', () => {
  it('blocks submit while a required field is empty, shows the field error and focuses the field', async () => {
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    render(
      <Form onSubmit={onSubmit} aria-label="Sign in">
        <TextField label="Account" name="account" isRequired errorMessage="Enter your account" />
        <Button type="submit">Sign in</Button>
      </Form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSubmit).not.toHaveBeenCalled();
    const input = screen.getByRole('textbox', { name: 'Account' });
    expect(input).toHaveAccessibleDescription('Enter your account');
    expect(input).toHaveFocus();
  });

  it('shows server errors from validationErrors under their fields until the field is edited and left', async () => {
    render(
      <Form validationErrors={{ account: 'This account is locked' }} aria-label="Sign in">
        <TextField label="Account" name="account" defaultValue="alice" />
      </Form>,
    );
    const input = screen.getByRole('textbox', { name: 'Account' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('This account is locked');
    await userEvent.type(input, 'x');
    await userEvent.tab();
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('submits when every field is valid', async () => {
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    render(
      <Form onSubmit={onSubmit} aria-label="Sign in">
        <TextField label="Account" name="account" isRequired />
        <Button type="submit">Sign in</Button>
      </Form>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Account' }), 'alice');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('is a form landmark when named', () => {
    render(<Form aria-label="筛选" />);
    expect(screen.getByRole('form', { name: '筛选' })).toBeInTheDocument();
  });
});
