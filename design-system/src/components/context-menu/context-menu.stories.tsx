import { Copy, Pin, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { StoryFrame, randomBrand } from '../../stories/story-frame';
import {
  ContextMenu,
  ContextMenuCheckboxItem,
  ContextMenuContent,
  ContextMenuItem,
  ContextMenuLabel,
  ContextMenuSeparator,
  ContextMenuSub,
  ContextMenuSubContent,
  ContextMenuSubTrigger,
  ContextMenuTrigger,
} from './context-menu';
import { expect, screen, waitFor, within } from 'storybook/test';
import type { Play } from '../../stories/play';

export default {
  title: 'Components/ContextMenu',
  component: ContextMenu,
};

interface MenuStoryArgs {
  area: string;
  label: string;
  closeThis: string;
  closeOthers: string;
  closeAll: string;
  pin: string;
  copy: string;
  more: string;
  defaultOpen?: boolean;
}

/**
 * Radix ContextMenu has no `defaultOpen`: the open stories start open by sending the trigger a
 * `contextmenu` event once mounted (what a right click does).
 */
function TagMenu({ area, label, closeThis, closeOthers, closeAll, pin, copy, more, defaultOpen }: MenuStoryArgs) {
  const [pinned, setPinned] = useState(true);
  const triggerRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const element = triggerRef.current;
    if (!element || !defaultOpen) return;
    const rect = element.getBoundingClientRect();
    element.dispatchEvent(
      new MouseEvent('contextmenu', { bubbles: true, cancelable: true, clientX: rect.left + 16, clientY: rect.bottom }),
    );
  }, [defaultOpen]);
  return (
    <ContextMenu modal={false}>
      <ContextMenuTrigger asChild>
        <button
          type="button"
          ref={triggerRef}
          className="flex h-24 w-72 items-center justify-center rounded-md border border-dashed border-input text-sm text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {area}
        </button>
      </ContextMenuTrigger>
      <ContextMenuContent className="w-56">
        <ContextMenuLabel>{label}</ContextMenuLabel>
        <ContextMenuItem>
          <X aria-hidden="true" />
          {closeThis}
        </ContextMenuItem>
        <ContextMenuItem inset>{closeOthers}</ContextMenuItem>
        <ContextMenuCheckboxItem checked={pinned} onCheckedChange={setPinned}>
          {pin}
        </ContextMenuCheckboxItem>
        <ContextMenuSub>
          <ContextMenuSubTrigger inset>{more}</ContextMenuSubTrigger>
          <ContextMenuSubContent>
            <ContextMenuItem>
              <Copy aria-hidden="true" />
              {copy}
            </ContextMenuItem>
            <ContextMenuItem disabled>
              <Pin aria-hidden="true" />
              {pin}
            </ContextMenuItem>
          </ContextMenuSubContent>
        </ContextMenuSub>
        <ContextMenuSeparator />
        <ContextMenuItem variant="destructive" inset>
          {closeAll}
        </ContextMenuItem>
      </ContextMenuContent>
    </ContextMenu>
  );
}

const EN: MenuStoryArgs = {
  area: 'Right-click, Shift+F10 or the Menu key',
  label: 'Orders',
  closeThis: 'Close',
  closeOthers: 'Close others',
  closeAll: 'Close all',
  pin: 'Keep open',
  copy: 'Copy link',
  more: 'More',
};

const ZH: MenuStoryArgs = {
  area: '右键、Shift+F10 或菜单键',
  label: '订单列表',
  closeThis: '关闭',
  closeOthers: '关闭其他',
  closeAll: '关闭所有',
  pin: '固定',
  copy: '复制链接',
  more: '更多',
};

export const Closed = (args: MenuStoryArgs) => (
  <StoryFrame className="h-80">
    <TagMenu {...args} />
  </StoryFrame>
);
Closed.args = EN;

export const Open = (args: MenuStoryArgs) => (
  <StoryFrame className="h-80">
    <TagMenu {...args} />
  </StoryFrame>
);
Open.args = { ...EN, defaultOpen: true };

export const ChineseOpen = (args: MenuStoryArgs) => (
  <StoryFrame lang="zh-CN" className="h-80">
    <TagMenu {...args} />
  </StoryFrame>
);
ChineseOpen.args = { ...ZH, defaultOpen: true };

export const LongLabelsOpen = (args: MenuStoryArgs) => (
  <StoryFrame className="h-80">
    <TagMenu {...args} />
  </StoryFrame>
);
LongLabelsOpen.args = {
  ...EN,
  closeOthers: '关闭除当前标签以外的所有已打开标签（固定的标签除外）',
  closeAll: 'Close every open tag, including the ones kept open',
  defaultOpen: true,
};

export const DarkOpen = (args: MenuStoryArgs) => (
  <StoryFrame theme="dark" className="h-80">
    <TagMenu {...args} />
  </StoryFrame>
);
DarkOpen.args = { ...EN, defaultOpen: true };

export const RandomBrandOpen = (args: MenuStoryArgs & { brand: string }) => (
  <StoryFrame brand={args.brand} className="h-80">
    <TagMenu {...args} />
  </StoryFrame>
);
RandomBrandOpen.args = { ...EN, defaultOpen: true, brand: randomBrand() };

/**
 * Keyboard path: Shift+F10 on the focused area opens its context menu on the first item; Space
 * toggles the checkbox item; ArrowRight opens the submenu; Escape closes it all, back on the area.
 */
Closed.play = (async ({ canvas, userEvent }) => {
  const area = canvas.getByRole('button', { name: 'Right-click, Shift+F10 or the Menu key' });
  await userEvent.tab();
  await expect(area).toHaveFocus();
  await userEvent.keyboard('{Shift>}{F10}{/Shift}');
  const menu = await screen.findByRole('menu');
  await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Close' })).toHaveFocus());
  await userEvent.keyboard('{ArrowDown}{ArrowDown}');
  const keep = within(menu).getByRole('menuitemcheckbox', { name: 'Keep open' });
  await expect(keep).toHaveFocus();
  await expect(keep).toHaveAttribute('aria-checked', 'true');
  await userEvent.keyboard('{ArrowDown}{ArrowRight}');
  await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Copy link' })).toHaveFocus());
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  await expect(area).toHaveFocus();
}) satisfies Play;
