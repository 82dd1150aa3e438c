import type * as React from 'react';
import { Boxes, ChartColumn, ClipboardList, House, Plane, Settings, ShoppingCart, Store, Workflow } from 'lucide-react';
import { StoryFrame } from '../../stories/story-frame';
import { Sidebar, type SidebarItem } from './sidebar';
import { expect } from 'storybook/test';
import type { Play } from '../../stories/play';

export default {
  title: 'Components/Sidebar',
  component: Sidebar,
};

const ZH: SidebarItem[] = [
  { id: 'home', label: '首页', href: '/admin/index', icon: <House /> },
  {
    id: 'ecommerce',
    label: '电商管理',
    icon: <ShoppingCart />,
    children: [
      { id: 'goods', label: '商品列表', href: '/admin/ecommerce/goods' },
      { id: 'goods-detail', label: '商品详情', href: '/admin/ecommerce/detail' },
      {
        id: 'orders',
        label: '订单管理',
        children: [
          { id: 'order-list', label: '订单列表', href: '/admin/ecommerce/orders' },
          { id: 'refunds', label: '退款申请', href: '/admin/ecommerce/refunds' },
        ],
      },
    ],
  },
  {
    id: 'purchase',
    label: '集团采购',
    icon: <Boxes />,
    children: [
      { id: 'purchase-orders', label: '采购订单', href: '/admin/purchase/orders' },
      { id: 'suppliers', label: '供应商', href: '/admin/purchase/suppliers' },
    ],
  },
  { id: 'trip', label: '差旅', href: '/admin/trip', icon: <Plane /> },
  { id: 'workflow', label: '审批流程', href: '/admin/workflow', icon: <Workflow />, description: '发起和处理审批' },
  { id: 'reports', label: '报表', href: '/admin/reports', icon: <ChartColumn /> },
  {
    id: 'system',
    label: '系统设置',
    icon: <Settings />,
    children: [
      { id: 'users', label: '用户管理', href: '/admin/system/users' },
      { id: 'roles', label: '角色权限', href: '/admin/system/roles' },
    ],
  },
  { id: 'portal', label: '门户首页', href: '/store/index', icon: <Store />, external: true },
];

const EN: SidebarItem[] = [
  { id: 'home', label: 'Home', href: '/admin/index', icon: <House /> },
  {
    id: 'purchase',
    label: 'Group procurement',
    icon: <Boxes />,
    children: [
      { id: 'purchase-orders', label: 'Purchase orders', href: '/admin/purchase/orders' },
      { id: 'suppliers', label: 'Suppliers', href: '/admin/purchase/suppliers' },
    ],
  },
  { id: 'tasks', label: 'My tasks', href: '/admin/tasks', icon: <ClipboardList /> },
  { id: 'portal', label: 'Portal home', href: '/store/index', icon: <Store />, external: true },
];

const LONG: SidebarItem[] = [
  {
    id: 'long-zh',
    label: '集团采购与供应商协同管理中心（含历史订单归档）',
    icon: <Boxes />,
    children: [
      { id: 'a', label: '供应商年度绩效评估与整改跟踪', href: '/admin/a' },
      { id: 'b', label: 'Supplier onboarding, qualification review and annual re-certification', href: '/admin/b' },
    ],
  },
  {
    id: 'long-en',
    label: 'Cross-company settlement and reconciliation reports',
    href: '/admin/c',
    icon: <ChartColumn />,
  },
];

interface SidebarArgs {
  label: string;
  externalLabel: string;
  currentHref?: string;
  collapsed?: boolean;
}

function Frame({ children, theme }: { children: React.ReactNode; theme?: 'dark' }) {
  return (
    <StoryFrame theme={theme} className="h-[32rem] p-0">
      <div className="flex h-full border-e border-border">{children}</div>
    </StoryFrame>
  );
}

export const Chinese = (args: SidebarArgs) => (
  <Frame>
    <Sidebar {...args} items={ZH} />
  </Frame>
);
Chinese.args = {
  label: '主菜单',
  externalLabel: '（在新窗口打开）',
  currentHref: '/admin/ecommerce/refunds',
  collapsed: false,
};

export const English = (args: SidebarArgs) => (
  <Frame>
    <Sidebar {...args} items={EN} header={<div className="px-4 py-3 text-base font-semibold">Workbench</div>} />
  </Frame>
);
English.args = { label: 'Main menu', externalLabel: 'opens in a new window', currentHref: '/admin/purchase/suppliers' };

export const CollapsedRail = (args: SidebarArgs) => (
  <Frame>
    <Sidebar {...args} items={ZH} />
  </Frame>
);
CollapsedRail.args = {
  label: '主菜单',
  externalLabel: '（在新窗口打开）',
  currentHref: '/admin/trip',
  collapsed: true,
};

export const CollapsedRailGroupOpen = (args: SidebarArgs) => (
  <Frame>
    <Sidebar {...args} items={ZH} />
  </Frame>
);
CollapsedRailGroupOpen.args = {
  label: '主菜单',
  externalLabel: '（在新窗口打开）',
  currentHref: '/admin/purchase/orders',
  collapsed: true,
};

export const LongLabels = (args: SidebarArgs) => (
  <Frame>
    <Sidebar {...args} items={LONG} />
  </Frame>
);
LongLabels.args = { label: 'Main menu', externalLabel: 'opens in a new window', currentHref: '/admin/b' };

export const ScrollsInItsContainer = (args: SidebarArgs) => (
  <StoryFrame className="h-64 p-0">
    <div className="flex h-full border-e border-border">
      <Sidebar {...args} items={[...ZH, ...EN.map((item) => ({ ...item, id: `en-${item.id}` }))]} />
    </div>
  </StoryFrame>
);
ScrollsInItsContainer.args = {
  label: '主菜单',
  externalLabel: '（在新窗口打开）',
  currentHref: '/admin/system/roles',
};

export const Dark = (args: SidebarArgs) => (
  <Frame theme="dark">
    <Sidebar {...args} items={ZH} />
  </Frame>
);
Dark.args = { label: '主菜单', externalLabel: '（在新窗口打开）', currentHref: '/admin/ecommerce/goods' };

export const DarkRail = (args: SidebarArgs) => (
  <Frame theme="dark">
    <Sidebar {...args} items={ZH} />
  </Frame>
);
DarkRail.args = { label: '主菜单', externalLabel: '（在新窗口打开）', currentHref: '/admin/index', collapsed: true };

/**
 * Keyboard path: Tab walks the links and group toggles in order into the open group of the
 * current page; Escape closes that group with focus on its toggle; Enter opens it again.
 */
English.play = (async ({ canvas, userEvent }) => {
  await userEvent.tab();
  await expect(canvas.getByRole('link', { name: 'Home' })).toHaveFocus();
  await userEvent.tab();
  const group = canvas.getByRole('button', { name: 'Group procurement' });
  await expect(group).toHaveFocus();
  await expect(group).toHaveAttribute('aria-expanded', 'true');
  await userEvent.tab();
  await userEvent.tab();
  const current = canvas.getByRole('link', { name: 'Suppliers' });
  await expect(current).toHaveFocus();
  await expect(current).toHaveAttribute('aria-current', 'page');
  await userEvent.keyboard('{Escape}');
  await expect(group).toHaveFocus();
  await expect(group).toHaveAttribute('aria-expanded', 'false');
  await userEvent.keyboard('{Enter}');
  await expect(group).toHaveAttribute('aria-expanded', 'true');
}) satisfies Play;
