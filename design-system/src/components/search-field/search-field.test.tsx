import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchField } from './search-field';

describe('SearchField', () => {
  it('is a searchbox named by its label with a clear button named from props', () => {
    render(<SearchField label="搜索订单" clearLabel="清除" defaultValue="PO-1" />);
    expect(screen.getByRole('searchbox', { name: '搜索订单' })).toHaveValue('PO-1');
    expect(screen.getByRole('button', { name: '清除' })).toBeInTheDocument();
  });

  it('submits with Enter', async () => {
    const onSubmit = vi.fn();
    render(<SearchField aria-label="Search" clearLabel="Clear" onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'pens[Enter]');
    expect(onSubmit).toHaveBeenCalledWith('pens');
  });

  it('clears with Escape and keeps focus', async () => {
    const onClear = vi.fn();
    render(<SearchField aria-label="Search" clearLabel="Clear" defaultValue="pens" onClear={onClear} />);
    const input = screen.getByRole('searchbox', { name: 'Search' });
    await userEvent.click(input);
    await userEvent.keyboard('[Escape]');
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(onClear).toHaveBeenCalledTimes(1);
  });

  it('clears with the clear button, which is out of the tab order, and refocuses the input', async () => {
    render(<SearchField aria-label="Search" clearLabel="Clear" defaultValue="pens" />);
    const clear = screen.getByRole('button', { name: 'Clear' });
    expect(clear).toHaveAttribute('tabindex', '-1');
    await userEvent.click(clear);
    const input = screen.getByRole('searchbox', { name: 'Search' });
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
  });
});
