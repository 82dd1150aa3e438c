import { StoryFrame, randomBrand } from '../../stories/story-frame';
import { Button } from '../button/button';
import { DialogTrigger } from '../dialog/dialog';
import { AlertDialog } from './alert-dialog';
import { expect, screen, waitFor, within } from 'storybook/test';
import type { Play } from '../../stories/play';

export default {
  title: 'Components/AlertDialog',
  component: AlertDialog,
};

interface AlertStoryArgs {
  trigger: string;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  tone?: 'default' | 'destructive';
  isPending?: boolean;
  defaultOpen?: boolean;
}

function Confirm({ trigger, message, defaultOpen, ...props }: AlertStoryArgs) {
  return (
    <DialogTrigger defaultOpen={defaultOpen}>
      <Button variant={props.tone === 'destructive' ? 'destructive' : 'primary'}>{trigger}</Button>
      <AlertDialog {...props}>{message}</AlertDialog>
    </DialogTrigger>
  );
}

const DELETE_EN: AlertStoryArgs = {
  trigger: 'Delete order',
  title: 'Delete this order?',
  message: 'The order and its lines are removed for good. This cannot be undone.',
  confirmLabel: 'Delete',
  cancelLabel: 'Cancel',
  tone: 'destructive',
};

const DELETE_ZH: AlertStoryArgs = {
  trigger: '删除订单',
  title: '确定删除这个订单吗？',
  message: '订单及其明细将被永久删除，且无法恢复。',
  confirmLabel: '删除',
  cancelLabel: '取消',
  tone: 'destructive',
};

export const Closed = (args: AlertStoryArgs) => (
  <StoryFrame>
    <Confirm {...args} />
  </StoryFrame>
);
Closed.args = DELETE_EN;

export const DestructiveOpen = (args: AlertStoryArgs) => (
  <StoryFrame>
    <Confirm {...args} />
  </StoryFrame>
);
DestructiveOpen.args = { ...DELETE_EN, defaultOpen: true };

export const ChineseOpen = (args: AlertStoryArgs) => (
  <StoryFrame lang="zh-CN">
    <Confirm {...args} />
  </StoryFrame>
);
ChineseOpen.args = { ...DELETE_ZH, defaultOpen: true };

export const DefaultToneOpen = (args: AlertStoryArgs) => (
  <StoryFrame>
    <Confirm {...args} />
  </StoryFrame>
);
DefaultToneOpen.args = {
  trigger: 'Sign out',
  title: 'Sign out now?',
  message: 'Unsaved changes in open tags are lost.',
  confirmLabel: 'Sign out',
  cancelLabel: 'Stay signed in',
  tone: 'default',
  defaultOpen: true,
};

export const PendingOpen = (args: AlertStoryArgs) => (
  <StoryFrame>
    <Confirm {...args} />
  </StoryFrame>
);
PendingOpen.args = { ...DELETE_EN, isPending: true, defaultOpen: true };

export const LongTextOpen = (args: AlertStoryArgs) => (
  <StoryFrame>
    <Confirm {...args} />
  </StoryFrame>
);
LongTextOpen.args = {
  trigger: '作废',
  title: '确定要作废所选的 128 张采购订单并通知所有相关供应商与财务审核人员吗？',
  message:
    '作废后，订单将无法继续发货，已生成的结算单也会一并撤回。Voided orders cannot ship and their settlement statements are withdrawn.',
  confirmLabel: '作废所选订单',
  cancelLabel: '保留订单',
  tone: 'destructive',
  defaultOpen: true,
};

export const DarkOpen = (args: AlertStoryArgs) => (
  <StoryFrame theme="dark">
    <Confirm {...args} />
  </StoryFrame>
);
DarkOpen.args = { ...DELETE_EN, defaultOpen: true };

export const RandomBrandOpen = (args: AlertStoryArgs & { brand: string }) => (
  <StoryFrame brand={args.brand}>
    <Confirm {...args} />
  </StoryFrame>
);
RandomBrandOpen.args = {
  brand: randomBrand(),
  trigger: 'Publish',
  title: 'Publish the price list?',
  message: 'Every company sees the new prices at once.',
  confirmLabel: 'Publish',
  cancelLabel: 'Cancel',
  defaultOpen: true,
};

/**
 * Keyboard path (WAI-ARIA APG, alert dialog): Enter opens it with focus on the least destructive
 * button (cancel); Escape cancels and focus returns to the trigger.
 */
Closed.play = (async ({ canvas, userEvent }) => {
  const trigger = canvas.getByRole('button', { name: 'Delete order' });
  await userEvent.tab();
  await userEvent.keyboard('{Enter}');
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete this order?' });
  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
  await userEvent.tab();
  await expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveFocus();
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  await waitFor(() => expect(trigger).toHaveFocus());
}) satisfies Play;
