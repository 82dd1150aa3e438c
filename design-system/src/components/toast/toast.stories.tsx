import { useState } from 'react';
import { StoryFrame, randomBrand } from '../../stories/story-frame';
import { Button } from '../button/button';
import { ToastRegion, createToastApi, createToastQueue, type ToastContent, type ToastQueue } from './toast';
import { expect, screen, within } from 'storybook/test';
import type { Play } from '../../stories/play';

export default {
  title: 'Components/Toast',
  component: ToastRegion,
};

/** Long enough for the audit and for reading; the real default is 5000 ms. */
const STORY_TIMEOUT = 10 * 60 * 1000;

function useSeededQueue(toasts: ToastContent[]): ToastQueue {
  const [queue] = useState(() => {
    const seeded = createToastQueue();
    const api = createToastApi(seeded);
    for (const { tone, ...content } of toasts) api[tone](content, { timeout: STORY_TIMEOUT });
    return seeded;
  });
  return queue;
}

interface ToastStoryArgs {
  label: string;
  closeLabel: string;
  toasts: ToastContent[];
}

function SeededRegion({ label, closeLabel, toasts }: ToastStoryArgs) {
  const queue = useSeededQueue(toasts);
  return <ToastRegion queue={queue} label={label} closeLabel={closeLabel} />;
}

const EN: ToastStoryArgs = {
  label: 'Notifications',
  closeLabel: 'Close',
  toasts: [
    { tone: 'info', title: 'A new version is available', description: 'Reload to update.' },
    { tone: 'success', title: 'Order saved' },
    { tone: 'warning', title: 'Stock is low', description: 'Only 3 units left of SKU 10024.' },
    { tone: 'error', title: 'Network error', description: 'The server did not answer. Try again.' },
  ],
};

export const AllTones = (args: ToastStoryArgs) => (
  <StoryFrame className="h-96">
    <SeededRegion {...args} />
  </StoryFrame>
);
AllTones.args = EN;

export const Chinese = (args: ToastStoryArgs) => (
  <StoryFrame lang="zh-CN" className="h-96">
    <SeededRegion {...args} />
  </StoryFrame>
);
Chinese.args = {
  label: '通知',
  closeLabel: '关闭',
  toasts: [
    { tone: 'success', title: '保存成功' },
    { tone: 'error', title: '登录已过期', description: '请重新登录后再试。' },
  ],
};

export const LongText = (args: ToastStoryArgs) => (
  <StoryFrame className="h-96">
    <SeededRegion {...args} />
  </StoryFrame>
);
LongText.args = {
  label: 'Notifications',
  closeLabel: 'Close',
  toasts: [
    {
      tone: 'warning',
      title: '以下 12 张采购订单的供应商尚未上传物流单号，超过 48 小时未发货的订单将被自动取消',
      description:
        'PO-2024-000123, PO-2024-000124, PO-2024-000125 and nine more orders have no tracking number yet; they are cancelled after 48 hours.',
    },
  ],
};

export const Live = (args: { label: string; closeLabel: string }) => {
  const [queue] = useState(() => createToastQueue());
  const [api] = useState(() => createToastApi(queue));
  return (
    <StoryFrame className="flex h-96 flex-wrap items-start gap-2">
      <Button variant="outline" onPress={() => api.info('Export started')}>
        info
      </Button>
      <Button variant="outline" onPress={() => api.success({ title: '保存成功', description: '订单已提交审核' })}>
        success
      </Button>
      <Button variant="outline" onPress={() => api.warning('Stock is low')}>
        warning
      </Button>
      <Button variant="destructive" onPress={() => api.error('Network error')}>
        error
      </Button>
      <ToastRegion queue={queue} label={args.label} closeLabel={args.closeLabel} />
    </StoryFrame>
  );
};
Live.args = { label: 'Notifications', closeLabel: 'Close' };

export const Dark = (args: ToastStoryArgs) => (
  <StoryFrame theme="dark" className="h-96">
    <SeededRegion {...args} />
  </StoryFrame>
);
Dark.args = EN;

export const RandomBrand = (args: ToastStoryArgs & { brand: string }) => (
  <StoryFrame brand={args.brand} className="h-96">
    <SeededRegion {...args} />
  </StoryFrame>
);
RandomBrand.args = { ...EN, brand: randomBrand() };

/**
 * Keyboard path: Enter on a button raises a toast, announced politely, without taking focus from
 * the page; an error is announced assertively (`role="alert"`).
 */
Live.play = (async ({ canvas, userEvent }) => {
  const info = canvas.getByRole('button', { name: 'info' });
  await userEvent.tab();
  await expect(info).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  const region = await screen.findByRole('region', { name: 'Notifications' });
  await expect(await within(region).findByText('Export started')).toBeInTheDocument();
  await expect(info).toHaveFocus();
  await userEvent.tab();
  await userEvent.tab();
  await userEvent.tab();
  await expect(canvas.getByRole('button', { name: 'error' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await expect(await within(region).findByRole('alert')).toHaveTextContent('Network error');
}) satisfies Play;
