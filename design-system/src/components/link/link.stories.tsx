import { expect } from 'storybook/test';
import type { Play } from '../../stories/play';
import { StoryFrame } from '../../stories/story-frame';
import { Link, type LinkProps } from './link';

export default {
  title: 'Components/Link',
  component: Link,
};

export const Inline = (args: LinkProps) => (
  <StoryFrame>
    <p className="max-w-prose text-sm">
      Read the <Link {...args} /> before you submit a purchase order.
    </p>
  </StoryFrame>
);
Inline.args = { children: 'procurement guidelines', href: '#guidelines', variant: 'inline' };

export const Quiet = (args: LinkProps) => (
  <StoryFrame>
    <ul className="flex flex-col gap-2 text-sm">
      <li>
        <Link {...args} />
      </li>
      <li>
        <Link variant="quiet" href="#orders">
          采购订单
        </Link>
      </li>
    </ul>
  </StoryFrame>
);
Quiet.args = { children: 'Personal information', href: '#profile', variant: 'quiet' };

export const External = (args: LinkProps) => (
  <StoryFrame>
    <Link {...args} />
  </StoryFrame>
);
External.args = {
  children: 'Portal home',
  href: '/store/index',
  target: '_blank',
  externalLabel: 'opens in a new window',
};
/** Tab reaches the link, whose name says it opens a new window, and which gives the new page no opener. */
External.play = (async ({ canvas, userEvent }) => {
  await userEvent.tab();
  const link = canvas.getByRole('link', { name: 'Portal home opens in a new window' });
  await expect(link).toHaveFocus();
  await expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
}) satisfies Play;

export const ExternalChinese = (args: LinkProps) => (
  <StoryFrame lang="zh-CN">
    <Link {...args} />
  </StoryFrame>
);
ExternalChinese.args = {
  children: '门户首页',
  href: '/store/index',
  target: '_blank',
  externalLabel: '（在新窗口打开）',
};

export const Disabled = (args: LinkProps) => (
  <StoryFrame>
    <Link {...args} />
  </StoryFrame>
);
Disabled.args = { children: 'Not available', href: '#x', isDisabled: true };
/** A disabled link is announced as such and is no tab stop. */
Disabled.play = (async ({ canvas, userEvent }) => {
  const link = canvas.getByRole('link', { name: 'Not available' });
  await expect(link).toHaveAttribute('aria-disabled', 'true');
  await userEvent.tab();
  await expect(link).not.toHaveFocus();
}) satisfies Play;

export const Dark = () => (
  <StoryFrame theme="dark" className="flex flex-col gap-3 text-sm">
    <p>
      读取 <Link href="#guidelines">采购规范</Link> 后再提交订单。
    </p>
    <Link href="/store/index" target="_blank" externalLabel="opens in a new window">
      Portal home
    </Link>
  </StoryFrame>
);
