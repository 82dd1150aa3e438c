import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Breadcrumb, Breadcrumbs } from './breadcrumbs';

function Trail() {
  return (
    <Breadcrumbs label="面包屑">
      <Breadcrumb id="home" href="/admin/">
        首页
      </Breadcrumb>
      <Breadcrumb id="purchase" href="/admin/purchase">
        Purchase
      </Breadcrumb>
      <Breadcrumb id="order" href="/admin/purchase/orders">
        Orders
      </Breadcrumb>
    </Breadcrumbs>
  );
}

describe('Breadcrumbs', () => {
  it('breadcrumb: is a navigation landmark named from props around an ordered list', () => {
    render(<Trail />);
    const nav = screen.getByRole('navigation', { name: '面包屑' });
    const list = within(nav).getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  });

  it('breadcrumb: the last item is the current page (aria-current="page"), the others are links', () => {
    render(<Trail />);
    expect(screen.getByRole('link', { name: '首页' })).toHaveAttribute('href', '/admin/');
    expect(screen.getByRole('link', { name: '首页' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
  });

  it('breadcrumb: separators are hidden from assistive technology', () => {
    const { container } = render(<Trail />);
    const separators = container.querySelectorAll('[data-slot="breadcrumb-separator"]');
    expect(separators).toHaveLength(2);
    separators.forEach((separator) => expect(separator).toHaveAttribute('aria-hidden', 'true'));
  });

  it('breadcrumb: Tab moves through the links', async () => {
    render(<Trail />);
    await userEvent.tab();
    expect(screen.getByRole('link', { name: '首页' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Purchase' })).toHaveFocus();
  });

  it('breadcrumb: a crumb without href that is not the last (a menu group) is text, not a link, and no tab stop', async () => {
    render(
      <Breadcrumbs label="面包屑">
        <Breadcrumb id="home" href="/admin/index">
          工作台
        </Breadcrumb>
        <Breadcrumb id="system">系统管理</Breadcrumb>
        <Breadcrumb id="menu">菜单管理</Breadcrumb>
      </Breadcrumbs>,
    );
    expect(screen.getByText('系统管理')).not.toHaveAttribute('role');
    expect(screen.queryByRole('link', { name: '系统管理' })).toBeNull();
    expect(screen.getByRole('link', { name: '菜单管理' })).toHaveAttribute('aria-current', 'page');
    await userEvent.tab();
    expect(screen.getByRole('link', { name: '工作台' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByText('系统管理')).not.toHaveFocus();
    expect(document.activeElement).toBe(document.body);
  });
});
