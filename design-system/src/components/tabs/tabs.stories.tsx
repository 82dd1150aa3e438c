import { StoryFrame, randomBrand } from '../../stories/story-frame';
import { Tab, TabList, TabPanel, Tabs } from './tabs';
import { expect } from 'storybook/test';
import type { Play } from '../../stories/play';

export default {
  title: 'Components/Tabs',
  component: Tabs,
};

interface TabsStoryArgs {
  listLabel: string;
  tabs: { id: string; label: string; content: string; isDisabled?: boolean }[];
  orientation?: 'horizontal' | 'vertical';
  defaultSelectedKey?: string;
}

function OrderTabs({ listLabel, tabs, orientation, defaultSelectedKey }: TabsStoryArgs) {
  return (
    <Tabs
      orientation={orientation}
      defaultSelectedKey={defaultSelectedKey}
      disabledKeys={tabs.filter((tab) => tab.isDisabled).map((tab) => tab.id)}
    >
      <TabList aria-label={listLabel}>
        {tabs.map((tab) => (
          <Tab key={tab.id} id={tab.id}>
            {tab.label}
          </Tab>
        ))}
      </TabList>
      {tabs.map((tab) => (
        <TabPanel key={tab.id} id={tab.id} className="p-2">
          {tab.content}
        </TabPanel>
      ))}
    </Tabs>
  );
}

const EN: TabsStoryArgs = {
  listLabel: 'Order views',
  tabs: [
    { id: 'all', label: 'All', content: 'Every order of the selected company.' },
    { id: 'pending', label: 'Pending', content: 'Orders waiting for approval.' },
    { id: 'archived', label: 'Archived', content: 'Archived orders.', isDisabled: true },
    { id: 'done', label: 'Done', content: 'Orders that are delivered and settled.' },
  ],
};

const ZH: TabsStoryArgs = {
  listLabel: '订单视图',
  tabs: [
    { id: 'all', label: '全部', content: '所选公司的全部订单。' },
    { id: 'pending', label: '待审核', content: '等待审批的订单。' },
    { id: 'done', label: '已完成', content: '已收货并完成结算的订单。' },
  ],
};

export const Default = (args: TabsStoryArgs) => (
  <StoryFrame>
    <OrderTabs {...args} />
  </StoryFrame>
);
Default.args = EN;

export const Chinese = (args: TabsStoryArgs) => (
  <StoryFrame lang="zh-CN">
    <OrderTabs {...args} />
  </StoryFrame>
);
Chinese.args = { ...ZH, defaultSelectedKey: 'pending' };

export const Vertical = (args: TabsStoryArgs) => (
  <StoryFrame>
    <OrderTabs {...args} />
  </StoryFrame>
);
Vertical.args = { ...EN, orientation: 'vertical' };

/**
 * Labels longer than the row: the tabs scroll sideways inside a named region, which the keyboard
 * reaches through its tabs (WCAG 1.4.10, 2.1.1).
 */
export const LongLabels = (args: TabsStoryArgs) => (
  <StoryFrame className="max-w-md">
    <section aria-label={args.listLabel} className="overflow-x-auto">
      <OrderTabs {...args} />
    </section>
  </StoryFrame>
);
LongLabels.args = {
  listLabel: 'Order views',
  tabs: [
    { id: 'a', label: '等待供应商确认发货的订单', content: '…' },
    { id: 'b', label: 'Orders awaiting the finance review', content: '…' },
    { id: 'c', label: '已完成结算', content: '…' },
  ],
};

export const Dark = (args: TabsStoryArgs) => (
  <StoryFrame theme="dark">
    <OrderTabs {...args} />
  </StoryFrame>
);
Dark.args = EN;

export const RandomBrand = (args: TabsStoryArgs & { brand: string }) => (
  <StoryFrame brand={args.brand}>
    <OrderTabs {...args} />
  </StoryFrame>
);
RandomBrand.args = { ...EN, brand: randomBrand() };

/**
 * Keyboard path: Tab reaches the selected tab, the arrow keys select the next one (skipping the
 * disabled tab) and show its panel; Tab moves on into the panel.
 */
Default.play = (async ({ canvas, userEvent }) => {
  await userEvent.tab();
  await expect(canvas.getByRole('tab', { name: 'All' })).toHaveFocus();
  await userEvent.keyboard('{ArrowRight}');
  const pending = canvas.getByRole('tab', { name: 'Pending' });
  await expect(pending).toHaveAttribute('aria-selected', 'true');
  await userEvent.keyboard('{ArrowRight}');
  const done = canvas.getByRole('tab', { name: 'Done' });
  await expect(done).toHaveFocus();
  await expect(done).toHaveAttribute('aria-selected', 'true');
  await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Orders that are delivered and settled.');
  await userEvent.tab();
  await expect(canvas.getByRole('tabpanel')).toHaveFocus();
}) satisfies Play;
