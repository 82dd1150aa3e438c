import { Download, RefreshCw, Trash2 } from 'lucide-react';
import { StoryFrame, randomBrand } from '../../stories/story-frame';
import { Button } from '../button/button';
import { Tooltip, TooltipTrigger } from './tooltip';
import { expect, screen, waitFor } from 'storybook/test';
import type { Play } from '../../stories/play';

export default {
  title: 'Components/Tooltip',
  component: Tooltip,
};

interface TooltipStoryArgs {
  label: string;
  tip: string;
  placement?: 'top' | 'bottom' | 'start' | 'end';
  showArrow?: boolean;
  defaultOpen?: boolean;
}

function IconWithTip({ label, tip, placement, showArrow, defaultOpen }: TooltipStoryArgs) {
  return (
    <TooltipTrigger defaultOpen={defaultOpen}>
      <Button size="icon" variant="outline" aria-label={label}>
        <RefreshCw aria-hidden="true" />
      </Button>
      <Tooltip placement={placement} showArrow={showArrow}>
        {tip}
      </Tooltip>
    </TooltipTrigger>
  );
}

export const Default = (args: TooltipStoryArgs) => (
  <StoryFrame className="flex h-40 items-center justify-center">
    <IconWithTip {...args} />
  </StoryFrame>
);
Default.args = { label: 'Refresh', tip: 'Reload the list' };

export const Open = (args: TooltipStoryArgs) => (
  <StoryFrame className="flex h-40 items-center justify-center">
    <IconWithTip {...args} />
  </StoryFrame>
);
Open.args = { label: 'Refresh', tip: 'Reload the list', defaultOpen: true };

export const ChineseOpen = (args: TooltipStoryArgs) => (
  <StoryFrame lang="zh-CN" className="flex h-40 items-center justify-center">
    <IconWithTip {...args} />
  </StoryFrame>
);
ChineseOpen.args = { label: '刷新', tip: '重新加载列表', placement: 'bottom', defaultOpen: true };

export const Placements = () => (
  <StoryFrame className="flex h-56 items-center justify-center gap-16">
    <TooltipTrigger defaultOpen>
      <Button size="icon" variant="outline" aria-label="Download">
        <Download aria-hidden="true" />
      </Button>
      <Tooltip placement="top">Download as Excel</Tooltip>
    </TooltipTrigger>
    <TooltipTrigger defaultOpen>
      <Button size="icon" variant="outline" aria-label="删除">
        <Trash2 aria-hidden="true" />
      </Button>
      <Tooltip placement="bottom" showArrow={false}>
        删除所选
      </Tooltip>
    </TooltipTrigger>
  </StoryFrame>
);

export const LongTextOpen = (args: TooltipStoryArgs) => (
  <StoryFrame className="flex h-48 items-center justify-center">
    <IconWithTip {...args} />
  </StoryFrame>
);
LongTextOpen.args = {
  label: 'Refresh',
  tip: '重新从服务器加载当前筛选条件下的全部采购订单（包括下属公司的订单），可能需要几秒钟。',
  defaultOpen: true,
};

export const DarkOpen = (args: TooltipStoryArgs) => (
  <StoryFrame theme="dark" className="flex h-40 items-center justify-center">
    <IconWithTip {...args} />
  </StoryFrame>
);
DarkOpen.args = { label: 'Refresh', tip: 'Reload the list', defaultOpen: true };

export const RandomBrandOpen = (args: TooltipStoryArgs & { brand: string }) => (
  <StoryFrame brand={args.brand} className="flex h-40 items-center justify-center">
    <IconWithTip {...args} />
  </StoryFrame>
);
RandomBrandOpen.args = { label: 'Refresh', tip: 'Reload the list', defaultOpen: true, brand: randomBrand() };

/** Keyboard path: focus shows the tooltip, which describes the button; Escape hides it and focus stays (WCAG 1.4.13). */
Default.play = (async ({ canvas, userEvent }) => {
  const button = canvas.getByRole('button', { name: 'Refresh' });
  await userEvent.tab();
  await expect(button).toHaveFocus();
  await expect(await screen.findByRole('tooltip')).toHaveTextContent('Reload the list');
  await expect(button).toHaveAccessibleDescription('Reload the list');
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  await expect(button).toHaveFocus();
}) satisfies Play;
