import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from '../button/button';
import { DialogTrigger } from '../dialog/dialog';
import { Popover } from './popover';

function Filter({ defaultOpen }: { defaultOpen?: boolean }) {
  return (
    <DialogTrigger defaultOpen={defaultOpen}>
      <Button>Filter</Button>
      <Popover title="筛选条件">
        {(close) => (
          <Button variant="outline" onPress={close}>
            Apply
          </Button>
        )}
      </Popover>
    </DialogTrigger>
  );
}

describe('Popover', () => {
  it('opens from its trigger as a dialog named by its title, with focus inside', async () => {
    render(<Filter />);
    const trigger = screen.getByRole('button', { name: 'Filter' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    const dialog = screen.getByRole('dialog', { name: '筛选条件' });
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('closes with Escape and returns focus to the trigger', async () => {
    render(<Filter />);
    const trigger = screen.getByRole('button', { name: 'Filter' });
    await userEvent.click(trigger);
    await userEvent.keyboard('[Escape]');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('closes through its content function', async () => {
    render(<Filter defaultOpen />);
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is named by aria-label when it has no title', () => {
    render(
      <DialogTrigger defaultOpen>
        <Button>Info</Button>
        <Popover aria-label="Order details">Details</Popover>
      </DialogTrigger>,
    );
    expect(screen.getByRole('dialog', { name: 'Order details' })).toHaveTextContent('Details');
  });
});
