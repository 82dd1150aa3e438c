import { Building2, ChevronDown, CircleHelp, Ellipsis, LogOut, UserRound } from 'lucide-react';
import { useState } from 'react';
import { StoryFrame } from '../../stories/story-frame';
import { Avatar } from '../avatar/avatar';
import { Button } from '../button/button';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './dropdown-menu';
import { expect, screen, waitFor, within } from 'storybook/test';
import type { Play } from '../../stories/play';

export default {
  title: 'Components/DropdownMenu',
  component: DropdownMenu,
};

interface UserMenuArgs {
  name: string;
  profile: string;
  help: string;
  logout: string;
  defaultOpen?: boolean;
}

function UserMenu({ name, profile, help, logout, defaultOpen }: UserMenuArgs) {
  return (
    <DropdownMenu defaultOpen={defaultOpen} modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" className="gap-2">
          <Avatar name={name} size="sm" aria-hidden="true" />
          {name}
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-52">
        <DropdownMenuLabel>{name}</DropdownMenuLabel>
        <DropdownMenuGroup>
          <DropdownMenuItem>
            <UserRound aria-hidden="true" />
            {profile}
          </DropdownMenuItem>
          <DropdownMenuItem>
            <CircleHelp aria-hidden="true" />
            {help}
          </DropdownMenuItem>
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive">
          <LogOut aria-hidden="true" />
          {logout}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

export const Closed = (args: UserMenuArgs) => (
  <StoryFrame className="flex h-72 justify-end">
    <UserMenu {...args} />
  </StoryFrame>
);
Closed.args = { name: 'Alice Chen', profile: 'Personal information', help: 'Help', logout: 'Log out' };

export const Open = (args: UserMenuArgs) => (
  <StoryFrame className="flex h-72 justify-end">
    <UserMenu {...args} />
  </StoryFrame>
);
Open.args = { name: '王建国', profile: '个人信息', help: '帮助', logout: '退出登录', defaultOpen: true };

export const CompanySwitcher = () => {
  const [company, setCompany] = useState('hq');
  return (
    <StoryFrame className="h-72">
      <DropdownMenu defaultOpen modal={false}>
        <DropdownMenuTrigger asChild>
          <Button variant="outline">
            <Building2 aria-hidden="true" />
            Attached company
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start" className="w-64">
          <DropdownMenuLabel>Switch company</DropdownMenuLabel>
          <DropdownMenuRadioGroup value={company} onValueChange={setCompany}>
            <DropdownMenuRadioItem value="hq">上海总部采购中心</DropdownMenuRadioItem>
            <DropdownMenuRadioItem value="sz">深圳分公司</DropdownMenuRadioItem>
            <DropdownMenuRadioItem value="intl">Workbench International Trading Co., Ltd.</DropdownMenuRadioItem>
          </DropdownMenuRadioGroup>
          <DropdownMenuSeparator />
          <DropdownMenuCheckboxItem checked>Remember my choice</DropdownMenuCheckboxItem>
          <DropdownMenuItem disabled inset>
            Manage companies
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </StoryFrame>
  );
};

export const LongLabels = () => (
  <StoryFrame className="h-80">
    <DropdownMenu defaultOpen modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">操作</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="max-w-72">
        <DropdownMenuItem>导出本月所有采购订单及其关联的供应商结算明细</DropdownMenuItem>
        <DropdownMenuItem>
          Export every purchase order of this month with its supplier settlement lines
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive">作废所选订单</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  </StoryFrame>
);

/**
 * The top bar's triggers: `variant="ghost"` for one with a label, `variant="icon"` and an
 * `aria-label` for an icon alone (the overflow menu).
 */
export const TopBarTriggers = () => (
  <StoryFrame className="flex h-56 items-start justify-end gap-2">
    <DropdownMenu>
      <DropdownMenuTrigger variant="ghost" className="text-sm">
        <Building2 aria-hidden="true" className="size-4" />
        Head office
        <ChevronDown aria-hidden="true" className="size-4" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem>Shenzhen branch</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
    <DropdownMenu>
      <DropdownMenuTrigger variant="icon" aria-label="More">
        <Ellipsis aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem>Full screen</DropdownMenuItem>
        <DropdownMenuItem>Help</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  </StoryFrame>
);

export const Dark = (args: UserMenuArgs) => (
  <StoryFrame theme="dark" className="flex h-72 justify-end">
    <UserMenu {...args} />
  </StoryFrame>
);
Dark.args = { name: 'Alice Chen', profile: 'Personal information', help: 'Help', logout: 'Log out', defaultOpen: true };

/**
 * Keyboard path (WAI-ARIA APG, menu button): Enter opens the menu on its first item, ArrowDown
 * moves, Escape closes it and focus returns to the trigger.
 */
Closed.play = (async ({ canvas, userEvent }) => {
  const trigger = canvas.getByRole('button', { name: 'Alice Chen' });
  await userEvent.tab();
  await userEvent.keyboard('{Enter}');
  const menu = await screen.findByRole('menu');
  await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Personal information' })).toHaveFocus());
  await userEvent.keyboard('{ArrowDown}');
  await expect(within(menu).getByRole('menuitem', { name: 'Help' })).toHaveFocus();
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  await expect(trigger).toHaveFocus();
}) satisfies Play;

/**
 * An icon-only trigger is named by its `aria-label`, is at least 24 px square (WCAG 2.5.8) and
 * opens its menu from the keyboard like any menu button; Escape returns focus to it.
 */
TopBarTriggers.play = (async ({ canvas, userEvent }) => {
  const trigger = canvas.getByRole('button', { name: 'More' });
  const { width, height } = trigger.getBoundingClientRect();
  await expect(Math.min(width, height)).toBeGreaterThanOrEqual(24);
  await userEvent.tab();
  await expect(canvas.getByRole('button', { name: 'Head office' })).toHaveFocus();
  await userEvent.tab();
  await expect(trigger).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  const menu = await screen.findByRole('menu');
  await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Full screen' })).toHaveFocus());
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  await expect(trigger).toHaveFocus();
}) satisfies Play;
