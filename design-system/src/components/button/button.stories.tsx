import { Plus, Save, Trash2 } from 'lucide-react';
import { StoryFrame, randomBrand } from '../../stories/story-frame';
import { Button, type ButtonProps } from './button';
import { expect, fn } from 'storybook/test';
import type { Play } from '../../stories/play';

export default {
  title: 'Components/Button',
  component: Button,
};

const VARIANTS = ['primary', 'secondary', 'outline', 'ghost', 'destructive', 'link'] as const;

export const Primary = (args: ButtonProps) => (
  <StoryFrame>
    <Button {...args} />
  </StoryFrame>
);
Primary.args = { children: '保存', variant: 'primary', size: 'md', isDisabled: false, isPending: false, onPress: fn() };

export const Secondary = (args: ButtonProps) => (
  <StoryFrame>
    <Button {...args} />
  </StoryFrame>
);
Secondary.args = { children: 'Cancel', variant: 'secondary' };

export const Outline = (args: ButtonProps) => (
  <StoryFrame>
    <Button {...args} />
  </StoryFrame>
);
Outline.args = { children: '导出', variant: 'outline' };

export const Ghost = (args: ButtonProps) => (
  <StoryFrame>
    <Button {...args} />
  </StoryFrame>
);
Ghost.args = { children: 'More', variant: 'ghost' };

export const Destructive = (args: ButtonProps) => (
  <StoryFrame>
    <Button {...args} />
  </StoryFrame>
);
Destructive.args = { children: '删除', variant: 'destructive' };

export const LinkLook = (args: ButtonProps) => (
  <StoryFrame>
    <Button {...args} />
  </StoryFrame>
);
LinkLook.args = { children: 'View details', variant: 'link' };

export const AllVariants = () => (
  <StoryFrame className="flex flex-col gap-4">
    {(['sm', 'md', 'lg'] as const).map((size) => (
      <div key={size} className="flex flex-wrap items-center gap-3">
        {VARIANTS.map((variant) => (
          <Button key={variant} variant={variant} size={size}>
            {variant}
          </Button>
        ))}
      </div>
    ))}
  </StoryFrame>
);

export const WithIcons = () => (
  <StoryFrame className="flex flex-wrap items-center gap-3">
    <Button>
      <Plus aria-hidden="true" />
      新增
    </Button>
    <Button variant="outline">
      <Save aria-hidden="true" />
      Save draft
    </Button>
    <Button size="icon" variant="ghost" aria-label="删除">
      <Trash2 aria-hidden="true" />
    </Button>
    <Button size="icon" variant="outline" aria-label="Add">
      <Plus aria-hidden="true" />
    </Button>
  </StoryFrame>
);

export const Pending = (args: ButtonProps) => (
  <StoryFrame className="flex flex-wrap items-center gap-3">
    <Button {...args} />
    <Button {...args} variant="outline">
      提交中
    </Button>
    <Button isPending size="icon" variant="outline" aria-label="Refresh">
      <Save aria-hidden="true" />
    </Button>
  </StoryFrame>
);
Pending.args = { children: 'Saving', isPending: true };

export const Disabled = () => (
  <StoryFrame className="flex flex-wrap items-center gap-3">
    {VARIANTS.map((variant) => (
      <Button key={variant} variant={variant} isDisabled>
        {variant}
      </Button>
    ))}
  </StoryFrame>
);

/** The longest labels the console gives a button: one line, never wrapped (docs/behaviour.md, "Lists"). */
export const LongLabel = () => (
  <StoryFrame className="flex flex-col items-start gap-3">
    <Button>新增项目字典项</Button>
    <Button variant="outline">Add project dictionary entry</Button>
    <Button size="sm" variant="outline">
      重置密码
    </Button>
  </StoryFrame>
);

export const Dark = () => (
  <StoryFrame theme="dark" className="flex flex-wrap items-center gap-3">
    {VARIANTS.map((variant) => (
      <Button key={variant} variant={variant}>
        {variant}
      </Button>
    ))}
    <Button isPending>保存</Button>
  </StoryFrame>
);

export const RandomBrand = (args: { brand: string }) => (
  <StoryFrame brand={args.brand} className="flex flex-col gap-3">
    <p className="text-sm text-muted-foreground">{args.brand}</p>
    <div className="flex flex-wrap items-center gap-3">
      {VARIANTS.map((variant) => (
        <Button key={variant} variant={variant}>
          {variant}
        </Button>
      ))}
    </div>
  </StoryFrame>
);
RandomBrand.args = { brand: randomBrand() };

/** Keyboard path: Tab reaches the button by its name; Enter and Space both press it. */
Primary.play = (async ({ args, canvas, userEvent }) => {
  const button = canvas.getByRole('button', { name: '保存' });
  await userEvent.tab();
  await expect(button).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await userEvent.keyboard(' ');
  await expect((args as ButtonProps).onPress).toHaveBeenCalledTimes(2);
}) satisfies Play;
