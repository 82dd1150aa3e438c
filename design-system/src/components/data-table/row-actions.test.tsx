import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RowActions, type RowAction } from './row-actions';

function actions(count: number, run = vi.fn()): RowAction[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `a${i}`,
    label: `Action ${i}`,
    accessibleLabel: `Action ${i} of row 1`,
    onAction: () => run(i),
  }));
}

function renderActions(list: RowAction[]) {
  render(<RowActions actions={list} moreLabel="More" moreAccessibleLabel="More actions: row 1" />);
}

describe('RowActions (DESIGN.md, "Tables")', () => {
  it('shows the first two as buttons named for their row, and folds the rest into the More menu', async () => {
    const run = vi.fn();
    renderActions(actions(5, run));
    expect(screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      'Action 0 of row 1',
      'Action 1 of row 1',
      'More actions: row 1',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'More actions: row 1' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.getAttribute('aria-label'))).toEqual([
      'Action 2 of row 1',
      'Action 3 of row 1',
      'Action 4 of row 1',
    ]);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Action 3 of row 1' }));
    expect(run).toHaveBeenCalledWith(3);
  });

  it('keeps three actions as buttons: a menu of one item is a detour', () => {
    renderActions(actions(3));
    expect(screen.getAllByRole('button')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'More actions: row 1' })).toBeNull();
  });

  it('renders nothing but its box when the row has no action', () => {
    renderActions([]);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
