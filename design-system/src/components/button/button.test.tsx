import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Save } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

describe('Button', () => {
  it('is a button named by its text and fires onPress on click', async () => {
    const onPress = vi.fn();
    render(<Button onPress={onPress}>保存</Button>);
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it.each(['Enter', ' '])('fires onPress with the keyboard (%j)', async (key) => {
    const onPress = vi.fn();
    render(<Button onPress={onPress}>Save</Button>);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    await userEvent.keyboard(key === ' ' ? '[Space]' : '[Enter]');
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('is named by aria-label when it only holds an icon', () => {
    render(
      <Button size="icon" aria-label="Save">
        <Save aria-hidden="true" />
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('keeps its name and focus while pending, and ignores presses', async () => {
    const onPress = vi.fn();
    const { rerender } = render(<Button onPress={onPress}>Save</Button>);
    await userEvent.tab();
    rerender(
      <Button onPress={onPress} isPending>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('[Enter]');
    await userEvent.click(button);
    expect(onPress).not.toHaveBeenCalled();
  });

  it('keeps the name of a pending icon button', () => {
    render(
      <Button size="icon" aria-label="Refresh" isPending>
        <Save aria-hidden="true" />
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  });

  it('is not pressable when disabled', async () => {
    const onPress = vi.fn();
    render(
      <Button isDisabled onPress={onPress}>
        Delete
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onPress).not.toHaveBeenCalled();
  });

  it('submits its form as type="submit"', async () => {
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit">登录</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('accepts a function className from RAC render props', () => {
    render(<Button className={({ isPending }) => (isPending ? 'is-pending' : 'is-idle')}>Go</Button>);
    expect(screen.getByRole('button', { name: 'Go' }).className).toContain('is-idle');
  });
});
