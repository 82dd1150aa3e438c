import { render, screen } from '@testing-library/react';
import { Inbox } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { Button } from '../button/button';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('shows a heading, a description and an action; the icon is decorative', () => {
    const { container } = render(
      <EmptyState
        icon={<Inbox />}
        title="暂无订单"
        description="Orders appear here once placed."
        action={<Button>New order</Button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: '暂无订单' })).toBeInTheDocument();
    expect(screen.getByText('Orders appear here once placed.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New order' })).toBeInTheDocument();
    expect(container.querySelector('[data-slot="empty-state-icon"]')).toHaveAttribute('aria-hidden', 'true');
  });

  it('uses the heading level it is given', () => {
    render(<EmptyState title="No results" headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'No results' })).toBeInTheDocument();
  });
});
