import { StoryFrame, randomBrand } from '../../stories/story-frame';
import { Switch, type SwitchProps } from './switch';
import { expect } from 'storybook/test';
import type { Play } from '../../stories/play';

export default {
  title: 'Components/Switch',
  component: Switch,
};

export const Default = (args: SwitchProps) => (
  <StoryFrame>
    <Switch {...args} />
  </StoryFrame>
);
Default.args = { children: 'Dark mode', isDisabled: false };

export const States = () => (
  <StoryFrame lang="zh-CN" className="flex flex-col gap-3">
    <Switch>关闭</Switch>
    <Switch defaultSelected>开启</Switch>
    <Switch isDisabled>Disabled, off</Switch>
    <Switch isDisabled defaultSelected>
      Disabled, on
    </Switch>
    <Switch isReadOnly defaultSelected>
      Read-only
    </Switch>
  </StoryFrame>
);

export const LongLabel = () => (
  <StoryFrame className="flex max-w-xs flex-col gap-3">
    <Switch>订单状态发生变化时，通过短信和站内信同时通知采购负责人与财务审核人</Switch>
    <Switch defaultSelected>
      Notify the buyer and the finance reviewer by SMS and in-app message when an order changes
    </Switch>
  </StoryFrame>
);

export const Dark = () => (
  <StoryFrame theme="dark" className="flex flex-col gap-3">
    <Switch>Off</Switch>
    <Switch defaultSelected>开启</Switch>
    <Switch isDisabled>Disabled</Switch>
  </StoryFrame>
);

export const RandomBrand = (args: { brand: string }) => (
  <StoryFrame brand={args.brand} className="flex flex-col gap-3">
    <Switch defaultSelected>Dark mode</Switch>
    <Switch>Compact tables</Switch>
  </StoryFrame>
);
RandomBrand.args = { brand: randomBrand() };

/** Keyboard path: Tab reaches the switch, Space turns it on and off. */
Default.play = (async ({ canvas, userEvent }) => {
  const control = canvas.getByRole('switch', { name: 'Dark mode' });
  await userEvent.tab();
  await expect(control).toHaveFocus();
  await userEvent.keyboard(' ');
  await expect(control).toBeChecked();
  await userEvent.keyboard(' ');
  await expect(control).not.toBeChecked();
}) satisfies Play;
