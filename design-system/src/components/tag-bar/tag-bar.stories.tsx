import { useState } from 'react';
import { StoryFrame, randomBrand } from '../../stories/story-frame';
import { TagBar } from './tag-bar';
import { addVisitedView, closeView, tagBarPanelId, tagBarTabId, type TagBarItem } from './visited-views';
import { expect, screen } from 'storybook/test';
import type { Play } from '../../stories/play';

export default {
  title: 'Components/TagBar',
  component: TagBar,
};

const ZH_ITEMS: TagBarItem[] = [
  { key: '/index', label: '工作台', closable: false },
  { key: '/ecommerce/goods', label: '商品列表' },
  { key: '/ecommerce/detail?sku=1001', label: '商品详情 1001' },
  { key: '/purchase/orders', label: '采购订单' },
  { key: '/system/users', label: '用户管理' },
];

const EN_ITEMS: TagBarItem[] = [
  { key: '/index', label: 'Work bench', closable: false },
  { key: '/purchase/orders', label: 'Purchase orders' },
  { key: '/ecommerce/detail?sku=1001', label: 'Item 1001' },
  { key: '/trip', label: 'Travel' },
];

const ZH_LABELS = {
  menu: '标签操作',
  refresh: '重新加载',
  closeThis: '关闭当前',
  closeLeft: '关闭左侧',
  closeRight: '关闭右侧',
  closeOthers: '关闭其他',
  closeAll: '关闭所有',
};
const EN_LABELS = {
  menu: 'Tag actions',
  refresh: 'Refresh',
  closeThis: 'Close this',
  closeLeft: 'Close tags to the left',
  closeRight: 'Close tags to the right',
  closeOthers: 'Close others',
  closeAll: 'Close all',
};

interface DemoProps {
  items: TagBarItem[];
  activeKey: string | null;
  lang: 'zh' | 'en';
  defaultMenuKey?: string;
}

/** A console-like owner: the list, the active view, and the selected view's panel. */
function Demo({ items: initialItems, activeKey: initialActive, lang, defaultMenuKey }: DemoProps) {
  const [items, setItems] = useState(initialItems);
  const [activeKey, setActiveKey] = useState(initialActive);
  const [refreshed, setRefreshed] = useState<Record<string, number>>({});
  const active = items.find((item) => item.key === activeKey);
  const zh = lang === 'zh';
  const times = active ? (refreshed[active.key] ?? 0) : 0;
  return (
    <div className="flex flex-col gap-3">
      <TagBar
        items={items}
        activeKey={activeKey}
        onActivate={setActiveKey}
        onClose={(keys, anchorKey) => {
          const next = closeView(items, keys, activeKey, anchorKey);
          setItems(next.views);
          setActiveKey(next.activeKey);
        }}
        onRefresh={(key) => {
          setRefreshed((current) => ({ ...current, [key]: (current[key] ?? 0) + 1 }));
          setActiveKey(key);
        }}
        label={zh ? '已打开的页面' : 'Open views'}
        labels={zh ? ZH_LABELS : EN_LABELS}
        closeLabel={(label) => (zh ? `关闭 ${label}` : `Close ${label}`)}
        defaultMenuKey={defaultMenuKey}
      />
      {active ? (
        <div
          role="tabpanel"
          id={tagBarPanelId(active.key)}
          aria-labelledby={tagBarTabId(active.key)}
          className="rounded-md border border-border bg-surface p-4 text-surface-foreground"
        >
          {active.label}
          {times > 0 ? (
            <span className="ms-2 text-muted-foreground">
              {zh ? `（已重新加载 ${times} 次）` : `(refreshed ${times} ${times === 1 ? 'time' : 'times'})`}
            </span>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

export const Chinese = (args: DemoProps) => (
  <StoryFrame lang="zh-CN">
    <Demo {...args} />
  </StoryFrame>
);
Chinese.args = { items: ZH_ITEMS, activeKey: '/ecommerce/goods', lang: 'zh' };

export const English = (args: DemoProps) => (
  <StoryFrame lang="en">
    <Demo {...args} />
  </StoryFrame>
);
English.args = { items: EN_ITEMS, activeKey: '/purchase/orders', lang: 'en' };

export const ContextMenuOpen = (args: DemoProps) => (
  <StoryFrame lang="zh-CN" className="min-h-64">
    <Demo {...args} />
  </StoryFrame>
);
ContextMenuOpen.args = {
  items: ZH_ITEMS,
  activeKey: '/ecommerce/goods',
  lang: 'zh',
  defaultMenuKey: '/ecommerce/detail?sku=1001',
};

/** The menu of the affix (pinned) work bench tag: refresh and the closing actions that leave it alone. */
export const ContextMenuOnPinnedTag = (args: DemoProps) => (
  <StoryFrame lang="en" className="min-h-72">
    <Demo {...args} />
  </StoryFrame>
);
ContextMenuOnPinnedTag.args = { items: EN_ITEMS, activeKey: '/index', lang: 'en', defaultMenuKey: '/index' };

/** The menu of the last tag: nothing to its right, so "close tags to the right" is disabled. */
export const ContextMenuOnLastTag = (args: DemoProps) => (
  <StoryFrame lang="en" className="min-h-72">
    <Demo {...args} />
  </StoryFrame>
);
ContextMenuOnLastTag.args = { items: EN_ITEMS, activeKey: '/trip', lang: 'en', defaultMenuKey: '/trip' };

/**
 * The affix tag (vue-vben-admin's affix tabs): the work bench is pinned, first, without a close
 * button, and every closing action leaves it where it is.
 */
export const AffixTag = (args: DemoProps) => (
  <StoryFrame lang="zh-CN" className="min-h-72">
    <Demo {...args} />
  </StoryFrame>
);
AffixTag.args = {
  // Pinned views go first even when visited later.
  items: addVisitedView(ZH_ITEMS.slice(1), { key: '/index', label: '工作台', closable: false }),
  activeKey: '/purchase/orders',
  lang: 'zh',
};

const FULL = Array.from({ length: 12 }, (_, i) => i).reduce<TagBarItem[]>(
  (views, i) => addVisitedView(views, { key: `/report/${i}`, label: `Report ${i}` }),
  [{ key: '/index', label: 'Work bench', closable: false }],
);

export const EightTagsOldestDropped = (args: DemoProps) => (
  <StoryFrame lang="en">
    <Demo {...args} />
  </StoryFrame>
);
EightTagsOldestDropped.args = { items: FULL, activeKey: '/report/11', lang: 'en' };

export const LongLabels = (args: DemoProps) => (
  <StoryFrame lang="zh-CN" className="max-w-xl">
    <Demo {...args} />
  </StoryFrame>
);
LongLabels.args = {
  items: [
    { key: '/index', label: '工作台', closable: false },
    { key: '/a', label: '集团采购供应商资质审核与年度合同续签管理' },
    { key: '/b', label: 'Synchronise every supplier record with all subsidiaries' },
    { key: '/c', label: '差旅' },
  ],
  activeKey: '/a',
  lang: 'zh',
};

export const NoneActive = (args: DemoProps) => (
  <StoryFrame lang="en">
    <Demo {...args} />
  </StoryFrame>
);
NoneActive.args = { items: EN_ITEMS, activeKey: null, lang: 'en' };

export const Dark = (args: DemoProps) => (
  <StoryFrame theme="dark" lang="zh-CN" className="min-h-64">
    <Demo {...args} />
  </StoryFrame>
);
Dark.args = { items: ZH_ITEMS, activeKey: '/purchase/orders', lang: 'zh', defaultMenuKey: '/purchase/orders' };

export const EnglishDarkMenuOpen = (args: DemoProps) => (
  <StoryFrame theme="dark" lang="en" className="min-h-72">
    <Demo {...args} />
  </StoryFrame>
);
EnglishDarkMenuOpen.args = {
  items: EN_ITEMS,
  activeKey: '/ecommerce/detail?sku=1001',
  lang: 'en',
  defaultMenuKey: '/purchase/orders',
};

export const RandomBrand = (args: DemoProps & { brand: string }) => (
  <StoryFrame brand={args.brand} lang="en">
    <p className="mb-3 text-sm text-muted-foreground">{args.brand}</p>
    <Demo {...args} />
  </StoryFrame>
);
RandomBrand.args = { items: EN_ITEMS, activeKey: '/trip', lang: 'en', brand: randomBrand() };

/**
 * Keyboard path (WAI-ARIA APG, tabs with manual activation): Tab lands on the active tag, the
 * arrows move without loading, Enter activates and shows its panel, Delete closes the focused tag
 * and focus moves to the tag that takes its place.
 */
Chinese.play = (async ({ canvas, userEvent }) => {
  await userEvent.tab();
  await expect(canvas.getByRole('tab', { name: '商品列表' })).toHaveFocus();
  await userEvent.keyboard('{ArrowRight}');
  const detail = canvas.getByRole('tab', { name: '商品详情 1001' });
  await expect(detail).toHaveFocus();
  await expect(detail).toHaveAttribute('aria-selected', 'false');
  await userEvent.keyboard('{Enter}');
  await expect(detail).toHaveAttribute('aria-selected', 'true');
  await expect(canvas.getByRole('tabpanel')).toHaveTextContent('商品详情 1001');
  await userEvent.keyboard('{Delete}');
  await expect(canvas.queryByRole('tab', { name: '商品详情 1001' })).not.toBeInTheDocument();
  await expect(canvas.getByRole('tab', { name: '采购订单' })).toHaveFocus();
  await expect(canvas.getAllByRole('tab')).toHaveLength(4);
}) satisfies Play;

/**
 * The tag menu by keyboard (APG menu button and menu): Shift+F10 opens it on the focused tag with
 * focus on its first item; items that would do nothing are disabled and skipped by the arrows;
 * "close tags to the right", then "close tags to the left", then "close all" leave the pinned work
 * bench first and alone, and focus stays on a tag.
 */
AffixTag.play = (async ({ canvas, userEvent }) => {
  const tabs = () => canvas.getAllByRole('tab').map((tab) => tab.textContent);
  await expect(tabs()).toEqual(['工作台', '商品列表', '商品详情 1001', '采购订单', '用户管理']);
  await userEvent.tab();
  await expect(canvas.getByRole('tab', { name: '采购订单' })).toHaveFocus();
  await userEvent.keyboard('{Shift>}{F10}{/Shift}');
  const refresh = screen.getByRole('menuitem', { name: '重新加载' });
  await expect(refresh).toHaveFocus();
  await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
  await expect(screen.getByRole('menuitem', { name: '关闭右侧' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await expect(tabs()).toEqual(['工作台', '商品列表', '商品详情 1001', '采购订单']);
  await expect(canvas.getByRole('tab', { name: '采购订单' })).toHaveFocus();
  await userEvent.keyboard('[ContextMenu]');
  await expect(screen.getByRole('menuitem', { name: '关闭右侧' })).toHaveAttribute('aria-disabled', 'true');
  await userEvent.keyboard('{ArrowDown}{ArrowDown}');
  await expect(screen.getByRole('menuitem', { name: '关闭左侧' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await expect(tabs()).toEqual(['工作台', '采购订单']);
  await expect(canvas.getByRole('tab', { name: '采购订单' })).toHaveAttribute('aria-selected', 'true');
  await userEvent.keyboard('{Shift>}{F10}{/Shift}{End}{Enter}');
  await expect(tabs()).toEqual(['工作台']);
  await expect(canvas.getByRole('tab', { name: '工作台' })).toHaveFocus();
  await expect(canvas.getByRole('tab', { name: '工作台' })).toHaveAttribute('aria-selected', 'true');
}) satisfies Play;
