import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button/button';
import { DialogTrigger } from '../dialog/dialog';
import { AlertDialog, type AlertDialogProps } from './alert-dialog';

function DeleteOrder(props: Partial<AlertDialogProps>) {
  return (
    <DialogTrigger>
      <Button variant="destructive">Delete order</Button>
      <AlertDialog title="删除这个订单？" confirmLabel="删除" cancelLabel="取消" tone="destructive" {...props}>
        The order and its lines are removed for good.
      </AlertDialog>
    </DialogTrigger>
  );
}

async function open() {
  const trigger = screen.getByRole('button', { name: 'Delete order' });
  await userEvent.click(trigger);
  return trigger;
}

describe('AlertDialog', () => {
  it('is an alertdialog named by its title and described by its message', async () => {
    render(<DeleteOrder />);
    await open();
    const dialog = screen.getByRole('alertdialog', { name: '删除这个订单？' });
    expect(dialog).toHaveAccessibleDescription('The order and its lines are removed for good.');
  });

  it('alertdialog: opening moves focus to the least destructive button (cancel)', async () => {
    render(<DeleteOrder />);
    await open();
    expect(screen.getByRole('button', { name: '取消' })).toHaveFocus();
  });

  it('alertdialog: Tab and Shift+Tab stay inside the dialog', async () => {
    render(<DeleteOrder />);
    await open();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: '删除' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: '取消' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: '删除' })).toHaveFocus();
  });

  it('alertdialog: Escape cancels, closes the dialog and returns focus', async () => {
    const onCancel = vi.fn();
    const onConfirm = vi.fn();
    render(<DeleteOrder onCancel={onCancel} onConfirm={onConfirm} />);
    const trigger = await open();
    await userEvent.keyboard('[Escape]');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('confirms with the confirm button and closes without cancelling', async () => {
    const onCancel = vi.fn();
    const onConfirm = vi.fn();
    render(<DeleteOrder onCancel={onCancel} onConfirm={onConfirm} />);
    await open();
    await userEvent.click(screen.getByRole('button', { name: '删除' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('stays open while the promise of onConfirm runs, and closes when it resolves', async () => {
    let resolve: () => void = () => {};
    const onConfirm = vi.fn(() => new Promise<void>((done) => (resolve = done)));
    render(<DeleteOrder onConfirm={onConfirm} />);
    await open();
    await userEvent.click(screen.getByRole('button', { name: '删除' }));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '取消' })).toBeDisabled();
    resolve();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('does not close on a click outside', async () => {
    render(<DeleteOrder />);
    await open();
    await userEvent.click(document.body);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('renders open with defaultOpen and cancels with the cancel button', async () => {
    const onOpenChange = vi.fn();
    render(
      <AlertDialog defaultOpen onOpenChange={onOpenChange} title="Sign out?" confirmLabel="Sign out" cancelLabel="Stay">
        Unsaved changes are lost.
      </AlertDialog>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Stay' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
