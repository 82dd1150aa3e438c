import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './dropdown-menu';

function UserMenu({ onLogout = vi.fn(), onProfile = vi.fn() }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger>王建国</DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>Account</DropdownMenuLabel>
        <DropdownMenuGroup>
          <DropdownMenuItem onSelect={onProfile}>Personal information</DropdownMenuItem>
          <DropdownMenuItem disabled>Help</DropdownMenuItem>
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={onLogout}>
          Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

describe('DropdownMenu', () => {
  it('opens on click and lists its items as menu items', async () => {
    render(<UserMenu />);
    const trigger = screen.getByRole('button', { name: '王建国' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Personal information' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Help' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('separator')).toBeInTheDocument();
  });

  it('opens with Enter and moves focus into the menu; ArrowDown skips disabled items', async () => {
    render(<UserMenu />);
    await userEvent.tab();
    await userEvent.keyboard('[Enter]');
    expect(screen.getByRole('menuitem', { name: 'Personal information' })).toHaveFocus();
    await userEvent.keyboard('[ArrowDown]');
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toHaveFocus();
  });

  it('runs onSelect with Enter and closes', async () => {
    const onLogout = vi.fn();
    render(<UserMenu onLogout={onLogout} />);
    await userEvent.tab();
    await userEvent.keyboard('[Enter]');
    await userEvent.keyboard('[ArrowDown]');
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toHaveFocus();
    await userEvent.keyboard('[Enter]');
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('closes on Escape and returns focus to the trigger', async () => {
    render(<UserMenu />);
    await userEvent.tab();
    await userEvent.keyboard('[Enter]');
    await userEvent.keyboard('[Escape]');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '王建国' })).toHaveFocus();
  });

  it('renders open with defaultOpen (portalled into the body)', () => {
    render(
      <DropdownMenu defaultOpen>
        <DropdownMenuTrigger>Menu</DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem>One</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>,
    );
    expect(screen.getByRole('menu').closest('body')).toBe(document.body);
  });

  it('checks one radio item at a time (company switcher)', async () => {
    const onValueChange = vi.fn();
    render(
      <DropdownMenu defaultOpen>
        <DropdownMenuTrigger>Company</DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuRadioGroup value="a" onValueChange={onValueChange}>
            <DropdownMenuRadioItem value="a">甲公司</DropdownMenuRadioItem>
            <DropdownMenuRadioItem value="b">乙公司</DropdownMenuRadioItem>
          </DropdownMenuRadioGroup>
        </DropdownMenuContent>
      </DropdownMenu>,
    );
    expect(screen.getByRole('menuitemradio', { name: '甲公司' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('menuitemradio', { name: '乙公司' })).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(screen.getByRole('menuitemradio', { name: '乙公司' }));
    expect(onValueChange).toHaveBeenCalledWith('b');
  });
});
