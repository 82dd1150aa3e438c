import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../button/button';
import { ToastRegion, toast } from '../toast/toast';
import { ConfirmAction } from './confirm-action';

interface Unit {
  id: number;
  name: string;
}

/** A list of one unit with a delete button that asks first, as the screens use it. */
function Units({ action }: { action: (unit: Unit) => Promise<unknown> }) {
  const [deleting, setDeleting] = useState<Unit | null>(null);
  const unit = { id: 7, name: '华南仓储中心' };
  return (
    <>
      <Button onPress={() => setDeleting(unit)}>删除 {unit.name}</Button>
      <ConfirmAction
        target={deleting}
        onClose={() => setDeleting(null)}
        tone="destructive"
        title="删除这个单位？"
        description={(target) => `「${target.name}」将被删除。`}
        confirmLabel="删除"
        cancelLabel="取消"
        action={action}
        success={(target) => `已删除「${target.name}」`}
      />
      <ToastRegion label="通知" closeLabel="关闭" />
    </>
  );
}

afterEach(() => act(() => toast.clear()));

describe('ConfirmAction', () => {
  it('names the item, runs the action on confirm with the button pending, then says so and closes', async () => {
    let finish: () => void = () => {};
    const action = vi.fn(() => new Promise<void>((done) => (finish = done)));
    render(<Units action={action} />);
    const opener = screen.getByRole('button', { name: '删除 华南仓储中心' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('alertdialog', { name: '删除这个单位？' });
    expect(dialog).toHaveAccessibleDescription('「华南仓储中心」将被删除。');
    await userEvent.click(screen.getByRole('button', { name: '删除' }));
    expect(action).toHaveBeenCalledWith({ id: 7, name: '华南仓储中心' });
    expect(screen.getByRole('button', { name: '取消' })).toBeDisabled();
    act(() => finish());
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: '删除这个单位？' })).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent('已删除「华南仓储中心」');
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('closes without a success message when the action fails (the caller has said why)', async () => {
    const action = vi.fn(() => Promise.reject(new Error('refused')));
    render(<Units action={action} />);
    await userEvent.click(screen.getByRole('button', { name: '删除 华南仓储中心' }));
    await userEvent.click(screen.getByRole('button', { name: '删除' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: '删除这个单位？' })).not.toBeInTheDocument());
    expect(action).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('cancels by Escape without running the action', async () => {
    const action = vi.fn(() => Promise.resolve());
    render(<Units action={action} />);
    await userEvent.click(screen.getByRole('button', { name: '删除 华南仓储中心' }));
    await userEvent.keyboard('[Escape]');
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: '删除这个单位？' })).not.toBeInTheDocument());
    expect(action).not.toHaveBeenCalled();
  });
});
