import { expect } from 'storybook/test';
import type { Play } from '../../stories/play';
import { StoryFrame, randomBrand } from '../../stories/story-frame';
import { Breadcrumb, Breadcrumbs } from './breadcrumbs';

export default {
  title: 'Components/Breadcrumbs',
  component: Breadcrumbs,
};

interface Crumb {
  id: string;
  label: string;
  /** Left out for a menu group, which is no page: shown as plain text. */
  href?: string;
}

interface BreadcrumbStoryArgs {
  label: string;
  crumbs: Crumb[];
}

function Trail({ label, crumbs }: BreadcrumbStoryArgs) {
  return (
    <Breadcrumbs label={label}>
      {crumbs.map((crumb) => (
        <Breadcrumb key={crumb.id} id={crumb.id} href={crumb.href}>
          {crumb.label}
        </Breadcrumb>
      ))}
    </Breadcrumbs>
  );
}

const EN: BreadcrumbStoryArgs = {
  label: 'Breadcrumb',
  crumbs: [
    { id: 'home', label: 'Home', href: '#home' },
    { id: 'purchase', label: 'Purchase', href: '#purchase' },
    { id: 'orders', label: 'Orders', href: '#orders' },
  ],
};

export const Default = (args: BreadcrumbStoryArgs) => (
  <StoryFrame>
    <Trail {...args} />
  </StoryFrame>
);
Default.args = EN;
/** APG breadcrumb: Tab walks the links of the trail; the last crumb is the current page, and no tab stop. */
Default.play = (async ({ canvas, userEvent }) => {
  const trail = canvas.getByRole('navigation', { name: 'Breadcrumb' });
  await userEvent.tab();
  await expect(canvas.getByRole('link', { name: 'Home' })).toHaveFocus();
  await userEvent.tab();
  await expect(canvas.getByRole('link', { name: 'Purchase' })).toHaveFocus();
  const current = trail.querySelector('[aria-current="page"]');
  await expect(current).toHaveTextContent('Orders');
  await userEvent.tab();
  await expect(current).not.toHaveFocus();
}) satisfies Play;

export const Chinese = (args: BreadcrumbStoryArgs) => (
  <StoryFrame lang="zh-CN">
    <Trail {...args} />
  </StoryFrame>
);
Chinese.args = {
  label: '面包屑',
  crumbs: [
    { id: 'home', label: '首页', href: '#home' },
    { id: 'ecommerce', label: '电商管理' },
    { id: 'sku', label: '商品详情', href: '#sku' },
  ],
};

export const SingleItem = (args: BreadcrumbStoryArgs) => (
  <StoryFrame>
    <Trail {...args} />
  </StoryFrame>
);
SingleItem.args = { label: 'Breadcrumb', crumbs: [{ id: 'home', label: 'Home', href: '#home' }] };

export const LongLabels = (args: BreadcrumbStoryArgs) => (
  <StoryFrame className="max-w-sm">
    <Trail {...args} />
  </StoryFrame>
);
LongLabels.args = {
  label: 'Breadcrumb',
  crumbs: [
    { id: 'home', label: '首页', href: '#home' },
    { id: 'purchase', label: 'Group procurement and supplier management', href: '#purchase' },
    { id: 'order', label: '采购订单 PO-2024-000123 的结算明细与发票信息', href: '#order' },
  ],
};

export const Dark = (args: BreadcrumbStoryArgs) => (
  <StoryFrame theme="dark">
    <Trail {...args} />
  </StoryFrame>
);
Dark.args = EN;

export const RandomBrand = (args: BreadcrumbStoryArgs & { brand: string }) => (
  <StoryFrame brand={args.brand}>
    <Trail {...args} />
  </StoryFrame>
);
RandomBrand.args = { ...EN, brand: randomBrand() };
