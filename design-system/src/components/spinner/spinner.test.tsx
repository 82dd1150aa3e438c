import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('is an indeterminate progressbar named from props', () => {
    render(<Spinner label="正在加载订单" />);
    const progressbar = screen.getByRole('progressbar', { name: '正在加载订单' });
    expect(progressbar).not.toHaveAttribute('aria-valuenow');
  });

  it('can show its label without naming itself twice', () => {
    render(<Spinner label="Loading" showLabel />);
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toHaveTextContent('Loading');
  });
});
