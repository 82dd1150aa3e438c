import { Inbox, SearchX } from 'lucide-react';
import { StoryFrame, randomBrand } from '../../stories/story-frame';
import { Button } from '../button/button';
import { EmptyState } from './empty-state';

export default {
  title: 'Components/EmptyState',
  component: EmptyState,
};

interface EmptyStoryArgs {
  title: string;
  description?: string;
  actionLabel?: string;
}

function NoOrders({ title, description, actionLabel }: EmptyStoryArgs) {
  return (
    <EmptyState
      icon={<Inbox />}
      title={title}
      description={description}
      action={actionLabel ? <Button>{actionLabel}</Button> : undefined}
    />
  );
}

export const Default = (args: EmptyStoryArgs) => (
  <StoryFrame>
    <NoOrders {...args} />
  </StoryFrame>
);
Default.args = { title: 'No orders yet', description: 'Orders appear here once placed.', actionLabel: 'New order' };

export const Chinese = (args: EmptyStoryArgs) => (
  <StoryFrame lang="zh-CN">
    <NoOrders {...args} />
  </StoryFrame>
);
Chinese.args = { title: '暂无订单', description: '下单后，订单会显示在这里。', actionLabel: '新建订单' };

export const NoResults = () => (
  <StoryFrame>
    <EmptyState
      icon={<SearchX />}
      title="No matching suppliers"
      description="Try another name, or clear the filters."
      action={
        <>
          <Button variant="outline">Clear filters</Button>
          <Button variant="ghost">Invite a supplier</Button>
        </>
      }
    />
  </StoryFrame>
);

export const TitleOnly = () => (
  <StoryFrame>
    <EmptyState title="Nothing here" headingLevel={3} />
  </StoryFrame>
);

export const LongText = (args: EmptyStoryArgs) => (
  <StoryFrame className="max-w-md">
    <NoOrders {...args} />
  </StoryFrame>
);
LongText.args = {
  title: '当前筛选条件下，所选下属公司在本季度内没有任何待审核的采购订单',
  description:
    'No purchase order of the selected subsidiary waits for approval this quarter. Change the period or the company to see more.',
  actionLabel: 'Change the filters',
};

export const Dark = (args: EmptyStoryArgs) => (
  <StoryFrame theme="dark">
    <NoOrders {...args} />
  </StoryFrame>
);
Dark.args = { title: 'No orders yet', description: 'Orders appear here once placed.', actionLabel: 'New order' };

export const RandomBrand = (args: EmptyStoryArgs & { brand: string }) => (
  <StoryFrame brand={args.brand}>
    <NoOrders {...args} />
  </StoryFrame>
);
RandomBrand.args = { title: 'No orders yet', actionLabel: 'New order', brand: randomBrand() };
