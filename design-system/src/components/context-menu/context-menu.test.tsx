import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  ContextMenu,
  ContextMenuContent,
  ContextMenuItem,
  ContextMenuSeparator,
  ContextMenuTrigger,
  isContextMenuKey,
} from './context-menu';

function TagMenu({ onCloseOthers = vi.fn(), onCloseAll = vi.fn() }) {
  return (
    <ContextMenu>
      <ContextMenuTrigger asChild>
        <button type="button">订单列表</button>
      </ContextMenuTrigger>
      <ContextMenuContent>
        <ContextMenuItem>Close</ContextMenuItem>
        <ContextMenuItem onSelect={onCloseOthers}>Close others</ContextMenuItem>
        <ContextMenuItem disabled>Pin</ContextMenuItem>
        <ContextMenuSeparator />
        <ContextMenuItem variant="destructive" onSelect={onCloseAll}>
          Close all
        </ContextMenuItem>
      </ContextMenuContent>
    </ContextMenu>
  );
}

async function focusTrigger() {
  await userEvent.tab();
  const trigger = screen.getByRole('button', { name: '订单列表' });
  expect(trigger).toHaveFocus();
  return trigger;
}

describe('ContextMenu', () => {
  it('opens on right click with its items as menu items', () => {
    render(<TagMenu />);
    fireEvent.contextMenu(screen.getByRole('button', { name: '订单列表' }));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Close others' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Pin' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('separator')).toBeInTheDocument();
  });

  it('menu: Shift+F10 opens the context menu of the focused element and focuses the first item', async () => {
    render(<TagMenu />);
    await focusTrigger();
    await userEvent.keyboard('{Shift>}{F10}{/Shift}');
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Close' })).toHaveFocus();
  });

  it('menu: the ContextMenu key opens the context menu of the focused element and focuses the first item', async () => {
    render(<TagMenu />);
    await focusTrigger();
    await userEvent.keyboard('{ContextMenu}');
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Close' })).toHaveFocus();
  });

  it('menu: Down Arrow moves focus to the next item, skipping disabled ones; Up Arrow to the previous', async () => {
    render(<TagMenu />);
    await focusTrigger();
    await userEvent.keyboard('{ContextMenu}');
    expect(screen.getByRole('menuitem', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('[ArrowDown][ArrowDown]');
    expect(screen.getByRole('menuitem', { name: 'Close all' })).toHaveFocus();
    await userEvent.keyboard('[ArrowUp]');
    expect(screen.getByRole('menuitem', { name: 'Close others' })).toHaveFocus();
  });

  it('menu: Home and End move focus to the first and last item', async () => {
    render(<TagMenu />);
    await focusTrigger();
    await userEvent.keyboard('{ContextMenu}');
    await userEvent.keyboard('[End]');
    expect(screen.getByRole('menuitem', { name: 'Close all' })).toHaveFocus();
    await userEvent.keyboard('[Home]');
    expect(screen.getByRole('menuitem', { name: 'Close' })).toHaveFocus();
  });

  it('menu: Enter activates the focused item and closes the menu', async () => {
    const onCloseOthers = vi.fn();
    render(<TagMenu onCloseOthers={onCloseOthers} />);
    await focusTrigger();
    await userEvent.keyboard('{ContextMenu}[ArrowDown][Enter]');
    expect(onCloseOthers).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('menu: Escape closes the menu and returns focus to the element it was opened from', async () => {
    render(<TagMenu />);
    const trigger = await focusTrigger();
    await userEvent.keyboard('{ContextMenu}');
    await userEvent.keyboard('[Escape]');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('ignores other keys', async () => {
    render(<TagMenu />);
    await focusTrigger();
    await userEvent.keyboard('{F10}{Enter}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(isContextMenuKey({ key: 'F10', shiftKey: true })).toBe(true);
    expect(isContextMenuKey({ key: 'F10', shiftKey: false })).toBe(false);
  });
});
