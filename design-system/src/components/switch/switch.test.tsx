import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './switch';

describe('Switch', () => {
  it('is a switch named by its children, off by default', () => {
    render(<Switch>夜间模式</Switch>);
    const control = screen.getByRole('switch', { name: '夜间模式' });
    expect(control).not.toBeChecked();
  });

  it('switch: Space toggles the switch', async () => {
    const onChange = vi.fn();
    render(<Switch onChange={onChange}>Dark mode</Switch>);
    await userEvent.tab();
    const control = screen.getByRole('switch', { name: 'Dark mode' });
    expect(control).toHaveFocus();
    await userEvent.keyboard('[Space]');
    expect(control).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('[Space]');
    expect(control).not.toBeChecked();
  });

  it('toggles on click and respects defaultSelected', async () => {
    render(<Switch defaultSelected>Dark mode</Switch>);
    const control = screen.getByRole('switch', { name: 'Dark mode' });
    expect(control).toBeChecked();
    await userEvent.click(screen.getByText('Dark mode'));
    expect(control).not.toBeChecked();
  });

  it('does not toggle when disabled', async () => {
    render(<Switch isDisabled>Dark mode</Switch>);
    const control = screen.getByRole('switch', { name: 'Dark mode' });
    expect(control).toBeDisabled();
    await userEvent.click(screen.getByText('Dark mode'));
    expect(control).not.toBeChecked();
  });
});
