import { render, screen } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Badge } from './badge';

describe('Badge', () => {
  it('shows its text', () => {
    render(<Badge tone="success">已发货</Badge>);
    expect(screen.getByText('已发货')).toBeInTheDocument();
  });

  it('caps a count at 99+ while the accessible text keeps the full number', () => {
    render(
      <button type="button">
        Messages <Badge count={120} tone="destructive" variant="solid" countLabel={(n) => `${n} unread`} />
      </button>,
    );
    expect(screen.getByText('99+')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('button', { name: 'Messages 120 unread' })).toBeInTheDocument();
  });

  it('shows small counts as they are and reads the bare number without countLabel', () => {
    render(
      <button type="button">
        Tasks <Badge count={7} />
      </button>,
    );
    expect(screen.getByText('7', { selector: '[aria-hidden]' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tasks 7' })).toBeInTheDocument();
  });

  it('caps at a custom max', () => {
    render(<Badge count={12} max={9} />);
    expect(screen.getByText('9+')).toBeInTheDocument();
  });

  it('never shows more than max and always reads the exact count (property)', () => {
    fc.assert(
      fc.property(fc.nat({ max: 100_000 }), fc.integer({ min: 1, max: 999 }), (count, max) => {
        const { container, unmount } = render(<Badge count={count} max={max} />);
        const shown = container.querySelector('[data-slot="badge-count"]')?.textContent ?? '';
        const read = container.querySelector('[data-slot="badge-count-label"]')?.textContent;
        unmount();
        expect(read).toBe(String(count));
        expect(shown).toBe(count > max ? `${max}+` : String(count));
      }),
      { numRuns: 50 },
    );
  });
});
