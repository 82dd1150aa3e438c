import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from '../button/button';
import { TextField } from '../text-field/text-field';
import { Dialog, DialogTrigger } from './dialog';

function EditDialog({ defaultOpen }: { defaultOpen?: boolean }) {
  return (
    <DialogTrigger defaultOpen={defaultOpen}>
      <Button>Edit supplier</Button>
      <Dialog
        title="编辑供应商"
        closeLabel="关闭"
        footer={(close) => (
          <>
            <Button variant="outline" onPress={close}>
              Cancel
            </Button>
            <Button onPress={close}>Save</Button>
          </>
        )}
      >
        <TextField label="Name" />
      </Dialog>
    </DialogTrigger>
  );
}

describe('Dialog', () => {
  it('opens from its trigger as a modal dialog named by its title', async () => {
    render(<EditDialog />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit supplier' }));
    const dialog = screen.getByRole('dialog', { name: '编辑供应商' });
    expect(dialog.closest('body')).toBe(document.body);
    expect(screen.getByRole('heading', { name: '编辑供应商' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '关闭' })).toBeInTheDocument();
  });

  it('dialog: opening moves focus into the dialog', async () => {
    render(<EditDialog />);
    await userEvent.tab();
    await userEvent.keyboard('[Enter]');
    const dialog = screen.getByRole('dialog', { name: '编辑供应商' });
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('dialog: Tab and Shift+Tab cycle through the dialog and do not leave it', async () => {
    render(<EditDialog defaultOpen />);
    const dialog = screen.getByRole('dialog', { name: '编辑供应商' });
    for (let step = 0; step < 6; step += 1) {
      await userEvent.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    for (let step = 0; step < 6; step += 1) {
      await userEvent.tab({ shift: true });
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it('dialog: Escape closes the dialog and returns focus', async () => {
    render(<EditDialog />);
    const trigger = screen.getByRole('button', { name: 'Edit supplier' });
    await userEvent.click(trigger);
    await userEvent.keyboard('[Escape]');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('closes with its close button and returns focus to the trigger', async () => {
    render(<EditDialog />);
    const trigger = screen.getByRole('button', { name: 'Edit supplier' });
    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('closes through the footer function', async () => {
    render(<EditDialog defaultOpen />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('renders open with defaultOpen without a trigger', () => {
    render(
      <Dialog defaultOpen title="Details" closeLabel="Close">
        Body
      </Dialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Details' })).toHaveTextContent('Body');
  });
});
