import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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

/** A side sheet editing a record, opened from the list it sits beside. */
function EditSheet() {
  return (
    <>
      <button type="button">Before the list</button>
      <DialogTrigger>
        <Button>Edit Acme Paper</Button>
        <Dialog
          placement="end"
          title="Edit supplier"
          closeLabel="Close"
          footer={(close) => (
            <>
              <Button variant="outline" onPress={close}>
                Cancel
              </Button>
              <Button type="submit" form="supplier">
                Save
              </Button>
            </>
          )}
        >
          <form id="supplier" onSubmit={(event) => event.preventDefault()}>
            <TextField label="Name" defaultValue="Acme Paper" />
            <TextField label="Contact" />
          </form>
        </Dialog>
      </DialogTrigger>
      <button type="button">After the list</button>
    </>
  );
}

async function openSheet() {
  render(<EditSheet />);
  const opener = screen.getByRole('button', { name: 'Edit Acme Paper' });
  await userEvent.click(opener);
  return { opener, sheet: screen.getByRole('dialog', { name: 'Edit supplier' }) };
}

describe('Dialog placement="end" (side sheet)', () => {
  it('dialog (modal): opening the side sheet moves focus into it and makes the page behind inert', async () => {
    const { sheet } = await openSheet();
    expect(sheet.contains(document.activeElement)).toBe(true);
    expect(screen.getByRole('heading', { name: 'Edit supplier' })).toBeInTheDocument();
    // The page behind is hidden from assistive technology while the sheet is open.
    expect(screen.queryByRole('button', { name: 'Before the list' })).not.toBeInTheDocument();
  });

  it('dialog (modal): opening it focuses the first field of the form in its body (a plain form too)', async () => {
    const { sheet } = await openSheet();
    expect(within(sheet).getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });

  it('dialog (modal): Tab moves to the next tabbable element, and from the last one to the first', async () => {
    const { sheet } = await openSheet();
    const close = within(sheet).getByRole('button', { name: 'Close' });
    await userEvent.tab();
    expect(within(sheet).getByRole('textbox', { name: 'Contact' })).toHaveFocus();
    await userEvent.tab();
    expect(within(sheet).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    expect(within(sheet).getByRole('button', { name: 'Save' })).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab();
    expect(within(sheet).getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });

  it('dialog (modal): Shift+Tab moves to the previous tabbable element, and from the first one to the last', async () => {
    const { sheet } = await openSheet();
    await userEvent.tab({ shift: true });
    expect(within(sheet).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(within(sheet).getByRole('button', { name: 'Save' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(within(sheet).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('dialog (modal): Escape closes the side sheet and focus returns to the element that opened it', async () => {
    const { opener } = await openSheet();
    await userEvent.type(screen.getByRole('textbox', { name: 'Contact' }), 'Alice');
    await userEvent.keyboard('[Escape]');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('closes from its footer and returns focus to the opener', async () => {
    const { opener } = await openSheet();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('submits the form in its body from the Save button in its footer', async () => {
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    render(
      <Dialog
        defaultOpen
        placement="end"
        title="Edit supplier"
        closeLabel="Close"
        footer={
          <Button type="submit" form="s">
            Save
          </Button>
        }
      >
        <form id="s" onSubmit={onSubmit}>
          <TextField label="Name" />
        </form>
      </Dialog>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
