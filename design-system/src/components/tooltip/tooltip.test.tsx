import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../button/button';
import { Tooltip, TooltipTrigger } from './tooltip';

function Refresh() {
  return (
    <TooltipTrigger>
      <Button size="icon" aria-label="Refresh">
        R
      </Button>
      <Tooltip>Reload the list</Tooltip>
    </TooltipTrigger>
  );
}

describe('Tooltip', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    act(() => vi.runOnlyPendingTimers());
    vi.useRealTimers();
  });

  it('tooltip: shows when the trigger receives keyboard focus, and describes it', async () => {
    render(<Refresh />);
    await userEvent.tab();
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip).toHaveTextContent('Reload the list');
    expect(screen.getByRole('button', { name: 'Refresh' })).toHaveAccessibleDescription('Reload the list');
  });

  it('tooltip: Escape dismisses the tooltip and focus stays on the trigger', async () => {
    render(<Refresh />);
    await userEvent.tab();
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await userEvent.keyboard('[Escape]');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toHaveFocus();
  });

  it('hides when the trigger loses focus', async () => {
    render(
      <>
        <Refresh />
        <button type="button">Next</button>
      </>,
    );
    await userEvent.tab();
    await userEvent.tab();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows on hover after the delay and stays while the pointer moves onto it, hides once the pointer leaves both (WCAG 1.4.13)', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<Refresh />);
    // React Aria shows hover tooltips only in pointer modality, which a pointer press sets.
    await user.click(document.body);
    await user.hover(screen.getByRole('button', { name: 'Refresh' }));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(800));
    const tooltip = screen.getByRole('tooltip');
    await user.hover(tooltip);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await user.unhover(tooltip);
    await user.hover(document.body);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
