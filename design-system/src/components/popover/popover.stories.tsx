import { StoryFrame, randomBrand } from '../../stories/story-frame';
import { Button } from '../button/button';
import { Checkbox, CheckboxGroup } from '../checkbox/checkbox';
import { DialogTrigger } from '../dialog/dialog';
import { Popover } from './popover';
import { expect, screen, waitFor, within } from 'storybook/test';
import type { Play } from '../../stories/play';

export default {
  title: 'Components/Popover',
  component: Popover,
};

interface PopoverStoryArgs {
  trigger: string;
  title: string;
  groupLabel: string;
  options: string[];
  apply: string;
  showArrow?: boolean;
  placement?: 'bottom' | 'top' | 'start' | 'end';
  defaultOpen?: boolean;
}

function Filter({ trigger, title, groupLabel, options, apply, showArrow, placement, defaultOpen }: PopoverStoryArgs) {
  return (
    <DialogTrigger defaultOpen={defaultOpen}>
      <Button variant="outline">{trigger}</Button>
      <Popover title={title} showArrow={showArrow} placement={placement}>
        {(close) => (
          <div className="flex flex-col gap-3">
            <CheckboxGroup aria-label={groupLabel} defaultValue={[options[0] ?? '']}>
              {options.map((option) => (
                <Checkbox key={option} value={option}>
                  {option}
                </Checkbox>
              ))}
            </CheckboxGroup>
            <Button size="sm" className="w-fit" onPress={close}>
              {apply}
            </Button>
          </div>
        )}
      </Popover>
    </DialogTrigger>
  );
}

const EN: PopoverStoryArgs = {
  trigger: 'Filter',
  title: 'Order status',
  groupLabel: 'Order status',
  options: ['Pending', 'Shipped', 'Done'],
  apply: 'Apply',
};

export const Closed = (args: PopoverStoryArgs) => (
  <StoryFrame>
    <Filter {...args} />
  </StoryFrame>
);
Closed.args = EN;

export const Open = (args: PopoverStoryArgs) => (
  <StoryFrame className="h-72">
    <Filter {...args} />
  </StoryFrame>
);
Open.args = { ...EN, showArrow: true, defaultOpen: true };

export const ChineseOpen = (args: PopoverStoryArgs) => (
  <StoryFrame lang="zh-CN" className="h-72">
    <Filter {...args} />
  </StoryFrame>
);
ChineseOpen.args = {
  trigger: '筛选',
  title: '订单状态',
  groupLabel: '订单状态',
  options: ['待审核', '已发货', '已完成'],
  apply: '应用',
  defaultOpen: true,
};

export const LongContentOpen = (args: PopoverStoryArgs) => (
  <StoryFrame className="h-80">
    <Filter {...args} />
  </StoryFrame>
);
LongContentOpen.args = {
  trigger: 'Filter by supplier',
  title: 'Suppliers approved by the head office procurement committee this quarter',
  groupLabel: 'Suppliers',
  options: ['Delta Logistics and Warehousing International Co., Ltd.', '苏州工业园区物流仓储有限公司'],
  apply: 'Apply',
  showArrow: true,
  defaultOpen: true,
};

export const DarkOpen = (args: PopoverStoryArgs) => (
  <StoryFrame theme="dark" className="h-72">
    <Filter {...args} />
  </StoryFrame>
);
DarkOpen.args = { ...EN, showArrow: true, defaultOpen: true };

export const RandomBrandOpen = (args: PopoverStoryArgs & { brand: string }) => (
  <StoryFrame brand={args.brand} className="h-72">
    <Filter {...args} />
  </StoryFrame>
);
RandomBrandOpen.args = { ...EN, defaultOpen: true, brand: randomBrand() };

/** Keyboard path: Enter opens the popover with focus inside it; Space toggles an option; Escape closes it, back on the trigger. */
Closed.play = (async ({ canvas, userEvent }) => {
  const trigger = canvas.getByRole('button', { name: 'Filter' });
  await userEvent.tab();
  await userEvent.keyboard('{Enter}');
  const dialog = await screen.findByRole('dialog', { name: 'Order status' });
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  const shipped = within(dialog).getByRole('checkbox', { name: 'Shipped' });
  while (document.activeElement !== shipped) await userEvent.tab();
  await userEvent.keyboard(' ');
  await expect(shipped).toBeChecked();
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(trigger).toHaveFocus());
}) satisfies Play;
