import { StoryFrame, randomBrand } from '../../stories/story-frame';
import { SearchField, type SearchFieldProps } from './search-field';
import { expect } from 'storybook/test';
import type { Play } from '../../stories/play';

export default {
  title: 'Components/SearchField',
  component: SearchField,
};

export const Default = (args: SearchFieldProps) => (
  <StoryFrame className="max-w-sm">
    <SearchField {...args} />
  </StoryFrame>
);
Default.args = { label: 'Search orders', placeholder: 'Order number or supplier', clearLabel: 'Clear search' };

export const WithValue = (args: SearchFieldProps) => (
  <StoryFrame lang="zh-CN" className="max-w-sm">
    <SearchField {...args} />
  </StoryFrame>
);
WithValue.args = { label: '搜索订单', defaultValue: '上海办公用品', clearLabel: '清除搜索' };

export const NoVisibleLabel = (args: SearchFieldProps) => (
  <StoryFrame className="max-w-sm">
    <SearchField {...args} />
  </StoryFrame>
);
NoVisibleLabel.args = { 'aria-label': 'Search the menu', placeholder: 'Search', clearLabel: 'Clear search' };

export const Invalid = (args: SearchFieldProps) => (
  <StoryFrame className="max-w-sm">
    <SearchField {...args} />
  </StoryFrame>
);
Invalid.args = {
  label: 'Search orders',
  defaultValue: '%%',
  isInvalid: true,
  errorMessage: 'Use letters, digits or a hyphen',
  clearLabel: 'Clear search',
};

export const Disabled = (args: SearchFieldProps) => (
  <StoryFrame className="max-w-sm">
    <SearchField {...args} />
  </StoryFrame>
);
Disabled.args = { label: '搜索', defaultValue: 'PO-2024', isDisabled: true, clearLabel: '清除' };

export const LongLabel = () => (
  <StoryFrame className="max-w-xs">
    <SearchField
      label="按订单编号、供应商名称或收货人手机号搜索所有下属公司的采购订单"
      description="Matches the beginning of each field."
      clearLabel="清除搜索"
    />
  </StoryFrame>
);

export const Dark = () => (
  <StoryFrame theme="dark" className="flex max-w-sm flex-col gap-4">
    <SearchField label="Search orders" defaultValue="PO-1024" clearLabel="Clear search" />
    <SearchField label="搜索" placeholder="订单号" clearLabel="清除" />
  </StoryFrame>
);

export const RandomBrand = (args: { brand: string }) => (
  <StoryFrame brand={args.brand} className="max-w-sm">
    <SearchField label="Search orders" defaultValue="PO-1024" clearLabel="Clear search" />
  </StoryFrame>
);
RandomBrand.args = { brand: randomBrand() };

/** Keyboard path: type a query, Escape clears it and focus stays in the search box. */
Default.play = (async ({ canvas, userEvent }) => {
  const input = canvas.getByRole('searchbox', { name: 'Search orders' });
  await userEvent.tab();
  await expect(input).toHaveFocus();
  await userEvent.keyboard('上海办公');
  await expect(input).toHaveValue('上海办公');
  await userEvent.keyboard('{Escape}');
  await expect(input).toHaveValue('');
  await expect(input).toHaveFocus();
}) satisfies Play;
