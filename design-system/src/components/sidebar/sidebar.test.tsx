import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { Sidebar, sidebarPathTo, type SidebarItem } from './sidebar';

const ITEMS: SidebarItem[] = [
  { id: 'home', label: '首页', href: '/admin/index', icon: <svg /> },
  {
    id: 'purchase',
    label: '采购管理',
    children: [
      { id: 'orders', label: '采购订单', href: '/admin/purchase/orders' },
      {
        id: 'suppliers',
        label: 'Suppliers',
        children: [{ id: 'supplier-list', label: 'Supplier list', href: '/admin/purchase/suppliers' }],
      },
    ],
  },
  { id: 'system', label: 'System', children: [{ id: 'users', label: 'Users', href: '/admin/system/users' }] },
  { id: 'portal', label: 'Portal', href: '/store/index', external: true },
];

function renderSidebar(props: Partial<React.ComponentProps<typeof Sidebar>> = {}) {
  return render(<Sidebar items={ITEMS} label="Main menu" externalLabel="opens in a new window" {...props} />);
}

describe('Sidebar', () => {
  it('is a navigation landmark named by its label, with links and group buttons', () => {
    renderSidebar();
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: '首页' })).toHaveAttribute('href', '/admin/index');
    expect(within(nav).getByRole('button', { name: '采购管理' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).queryByRole('link', { name: '采购订单' })).not.toBeInTheDocument();
  });

  it('opens a group on click, showing its list, and closes it again', async () => {
    renderSidebar();
    const toggle = screen.getByRole('button', { name: '采购管理' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(list).toBeVisible();
    expect(within(list as HTMLElement).getByRole('link', { name: '采购订单' })).toBeVisible();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(list).not.toBeVisible();
  });

  it('marks the current page with aria-current and opens its ancestor groups', () => {
    renderSidebar({ currentHref: '/admin/purchase/suppliers' });
    expect(screen.getByRole('button', { name: '采购管理' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Suppliers' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'System' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: 'Supplier list' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: '采购订单' })).not.toHaveAttribute('aria-current');
  });

  it('opens the groups of a new current page when currentHref changes', () => {
    const { rerender } = renderSidebar({ currentHref: '/admin/index' });
    expect(screen.getByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page');
    rerender(
      <Sidebar
        items={ITEMS}
        label="Main menu"
        externalLabel="opens in a new window"
        currentHref="/admin/system/users"
      />,
    );
    expect(screen.getByRole('button', { name: 'System' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: '首页' })).not.toHaveAttribute('aria-current');
  });

  it('opens the groups of the current page when the items arrive after it, and keeps a group closed by hand closed', async () => {
    const props = { label: 'Main menu', externalLabel: 'opens in a new window', currentHref: '/admin/system/users' };
    const { rerender } = render(<Sidebar items={[]} {...props} />);
    rerender(<Sidebar items={ITEMS} {...props} />);
    const system = screen.getByRole('button', { name: 'System' });
    expect(system).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(system);
    rerender(<Sidebar items={[...ITEMS]} {...props} />);
    expect(screen.getByRole('button', { name: 'System' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('Tab moves through links and group buttons in order, skipping closed groups', async () => {
    renderSidebar();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: '首页' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: '采购管理' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'System' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: /^Portal/ })).toHaveFocus();
  });

  it.each([
    ['Enter', '[Enter]'],
    ['Space', '[Space]'],
  ])('%s toggles a group', async (_name, key) => {
    renderSidebar();
    const toggle = screen.getByRole('button', { name: '采购管理' });
    toggle.focus();
    await userEvent.keyboard(key);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    expect(screen.getByRole('link', { name: '采购订单' })).toHaveFocus();
    toggle.focus();
    await userEvent.keyboard(key);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('Escape inside an open group closes it and returns focus to its toggle', async () => {
    renderSidebar({ currentHref: '/admin/purchase/orders' });
    const toggle = screen.getByRole('button', { name: '采购管理' });
    screen.getByRole('link', { name: '采购订单' }).focus();
    await userEvent.keyboard('[Escape]');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('Escape closes only the innermost group', async () => {
    renderSidebar({ currentHref: '/admin/purchase/suppliers' });
    screen.getByRole('link', { name: 'Supplier list' }).focus();
    await userEvent.keyboard('[Escape]');
    const inner = screen.getByRole('button', { name: 'Suppliers' });
    expect(inner).toHaveAttribute('aria-expanded', 'false');
    expect(inner).toHaveFocus();
    expect(screen.getByRole('button', { name: '采购管理' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('[Escape]');
    expect(screen.getByRole('button', { name: '采购管理' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: '采购管理' })).toHaveFocus();
  });

  it('opens external items in a new window and says so', () => {
    renderSidebar();
    const link = screen.getByRole('link', { name: 'Portal opens in a new window' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("shows a leaf's description under its label and gives it as the description, not the name", () => {
    const items: SidebarItem[] = [
      { id: 'menus', label: '菜单管理', href: '/admin/menu_manage', description: '配置各应用的菜单' },
      { id: 'plain', label: '资源管理', href: '/admin/source_manage' },
    ];
    const { rerender } = render(<Sidebar items={items} label="Main menu" externalLabel="opens in a new window" />);
    const link = screen.getByRole('link', { name: '菜单管理' });
    expect(link).toHaveAccessibleDescription('配置各应用的菜单');
    expect(within(link).getByText('配置各应用的菜单')).toBeVisible();
    expect(screen.getByRole('link', { name: '资源管理' })).not.toHaveAttribute('aria-describedby');
    rerender(<Sidebar items={items} label="Main menu" externalLabel="opens in a new window" collapsed />);
    expect(screen.getByRole('link', { name: '菜单管理' })).toHaveAccessibleDescription('配置各应用的菜单');
  });

  it('routes leaves through the RAC RouterProvider', async () => {
    const navigate = vi.fn();
    render(
      <RouterProvider navigate={navigate}>
        <Sidebar items={ITEMS} label="Main menu" externalLabel="opens in a new window" />
      </RouterProvider>,
    );
    await userEvent.click(screen.getByRole('link', { name: '首页' }));
    expect(navigate).toHaveBeenCalledWith('/admin/index', undefined);
  });

  it('keeps every accessible name in the collapsed rail, and groups still open', async () => {
    renderSidebar({ collapsed: true, currentHref: '/admin/index' });
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page');
    const toggle = within(nav).getByRole('button', { name: '采购管理' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: '采购订单' })).toBeVisible();
    expect(within(nav).getByRole('link', { name: 'Portal opens in a new window' })).toBeInTheDocument();
  });

  it('reports open groups through onExpandedChange and honours defaultExpandedIds', async () => {
    const onExpandedChange = vi.fn();
    renderSidebar({ defaultExpandedIds: ['system'], onExpandedChange });
    expect(screen.getByRole('button', { name: 'System' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('button', { name: '采购管理' }));
    expect(onExpandedChange).toHaveBeenLastCalledWith(['system', 'purchase']);
  });

  it('renders its header above the menu', () => {
    renderSidebar({ header: <span>Workbench</span> });
    expect(within(screen.getByRole('navigation')).getByText('Workbench')).toBeInTheDocument();
  });
});

describe('sidebarPathTo', () => {
  it('lists the groups leading to a leaf', () => {
    expect(sidebarPathTo(ITEMS, '/admin/purchase/suppliers')).toEqual(['purchase', 'suppliers']);
    expect(sidebarPathTo(ITEMS, '/admin/index')).toEqual([]);
    expect(sidebarPathTo(ITEMS, '/nowhere')).toEqual([]);
    expect(sidebarPathTo(ITEMS, undefined)).toEqual([]);
  });
});
