import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { Link } from './link';

describe('Link', () => {
  it('is a link named by its text with its href', () => {
    render(<Link href="/admin/index">首页</Link>);
    expect(screen.getByRole('link', { name: '首页' })).toHaveAttribute('href', '/admin/index');
  });

  it('opens a new window safely and says so to screen readers', () => {
    render(
      <Link href="/store/index" target="_blank" externalLabel="opens in a new window">
        Portal
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Portal opens in a new window' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('keeps a rel it is given next to noopener noreferrer', () => {
    render(
      <Link href="https://example.com" target="_blank" rel="external" externalLabel="（在新窗口打开）">
        门户
      </Link>,
    );
    const link = screen.getByRole('link', { name: '门户 （在新窗口打开）' });
    expect(link.getAttribute('rel')?.split(' ').sort()).toEqual(['external', 'noopener', 'noreferrer']);
  });

  it('does not add rel or the external label to same-window links', () => {
    render(
      <Link href="/a" externalLabel="opens in a new window">
        A
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'A' });
    expect(link).not.toHaveAttribute('rel');
  });

  it('navigates through the RAC RouterProvider on Enter', async () => {
    const navigate = vi.fn();
    render(
      <RouterProvider navigate={navigate}>
        <Link href="/admin/people_basic_info">Profile</Link>
      </RouterProvider>,
    );
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveFocus();
    await userEvent.keyboard('[Enter]');
    expect(navigate).toHaveBeenCalledWith('/admin/people_basic_info', undefined);
  });
});
