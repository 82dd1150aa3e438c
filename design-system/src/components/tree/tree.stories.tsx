import { Building2, Folder, MoreHorizontal, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { Key, Selection } from 'react-aria-components';
import { StoryFrame, randomBrand } from '../../stories/story-frame';
import { Button } from '../button/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../dropdown-menu/dropdown-menu';
import { Tree, type TreeNode } from './tree';
import { expect } from 'storybook/test';
import type { Play } from '../../stories/play';

export default {
  title: 'Components/Tree',
  component: Tree,
};

interface Unit extends TreeNode<Unit> {
  kind?: 'company' | 'department';
}

const ZH_UNITS: Unit[] = [
  {
    id: 'hq',
    name: '集团总部',
    kind: 'company',
    children: [
      {
        id: 'fin',
        name: '财务部',
        children: [
          { id: 'ap', name: '应付组' },
          { id: 'ar', name: '应收组' },
        ],
      },
      { id: 'pur', name: '采购部' },
      { id: 'hr', name: '人力资源部' },
    ],
  },
  {
    id: 'east',
    name: '华东分公司',
    kind: 'company',
    children: [
      { id: 'sh', name: '上海办事处' },
      { id: 'hz', name: '杭州办事处' },
    ],
  },
  { id: 'south', name: '华南分公司', kind: 'company', children: [{ id: 'gz', name: '广州办事处' }] },
];

const EN_UNITS: Unit[] = [
  {
    id: 'hq',
    name: 'Group headquarters',
    kind: 'company',
    children: [
      {
        id: 'fin',
        name: 'Finance',
        children: [
          { id: 'ap', name: 'Accounts payable' },
          { id: 'ar', name: 'Accounts receivable' },
        ],
      },
      { id: 'pur', name: 'Purchasing' },
      { id: 'hr', name: 'Human resources' },
    ],
  },
  {
    id: 'east',
    name: 'East China branch',
    kind: 'company',
    children: [
      { id: 'sh', name: 'Shanghai office' },
      { id: 'hz', name: 'Hangzhou office' },
    ],
  },
  { id: 'south', name: 'South China branch', kind: 'company', children: [{ id: 'gz', name: 'Guangzhou office' }] },
];

const LONG_UNITS: Unit[] = [
  {
    id: 'long-zh',
    name: '华东大区采购与供应链管理中心（含上海、江苏、浙江、安徽四地办事处及其下属仓储物流部门）',
    children: [
      { id: 'long-zh-1', name: '上海市浦东新区张江高科技园区集中采购与供应商准入审核小组' },
      { id: 'long-zh-2', name: '江苏省苏州工业园区原材料与办公用品联合采购执行组' },
    ],
  },
  {
    id: 'long-en',
    name: 'Procurement and supply-chain management centre for the eastern region, including its warehousing and logistics departments',
    children: [
      { id: 'long-en-1', name: 'Supplier qualification, onboarding and periodic performance review working group' },
      { id: 'long-en-2', name: 'Internationalisation-and-standardisation-of-procurement-documentation-taskforce' },
    ],
  },
];

interface TreeStoryArgs {
  label: string;
  items: Unit[];
  emptyMessage?: string;
  defaultExpandedKeys?: Key[];
  defaultSelectedKeys?: Key[];
  overflow?: 'wrap' | 'truncate';
  selectionMode?: 'none' | 'single';
}

/** The frame every tree story draws: a bordered panel as a side list in a page would have. */
function UnitTree({ label, ...args }: TreeStoryArgs) {
  return (
    <Tree aria-label={label} className="max-w-sm border border-border bg-surface" {...args}>
      {(item) => (
        <span className="flex items-start gap-1.5">
          {item.kind === 'company' ? (
            <Building2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
          ) : item.children?.length ? (
            <Folder aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
          ) : null}
          <span className="min-w-0">{item.name}</span>
        </span>
      )}
    </Tree>
  );
}

export const Default = (args: TreeStoryArgs) => (
  <StoryFrame lang="zh-CN">
    <UnitTree {...args} />
  </StoryFrame>
);
Default.args = {
  label: '组织机构',
  items: ZH_UNITS,
  selectionMode: 'single',
  overflow: 'wrap',
} satisfies TreeStoryArgs;

export const NestedExpanded = (args: TreeStoryArgs) => (
  <StoryFrame lang="zh-CN">
    <UnitTree {...args} />
  </StoryFrame>
);
NestedExpanded.args = {
  label: '组织机构',
  items: ZH_UNITS,
  defaultExpandedKeys: ['hq', 'fin', 'east'],
} satisfies TreeStoryArgs;

export const Selected = (args: TreeStoryArgs) => (
  <StoryFrame lang="en">
    <UnitTree {...args} />
  </StoryFrame>
);
Selected.args = {
  label: 'Organisation',
  items: EN_UNITS,
  defaultExpandedKeys: ['hq', 'fin'],
  defaultSelectedKeys: ['ap'],
} satisfies TreeStoryArgs;

export const Empty = (args: TreeStoryArgs) => (
  <StoryFrame lang="zh-CN">
    <UnitTree {...args} />
  </StoryFrame>
);
Empty.args = { label: '组织机构', items: [], emptyMessage: '暂无部门，请先新增公司' } satisfies TreeStoryArgs;

export const LongNamesWrap = (args: TreeStoryArgs) => (
  <StoryFrame lang="zh-CN">
    <UnitTree {...args} />
  </StoryFrame>
);
LongNamesWrap.args = {
  label: '组织机构',
  items: LONG_UNITS,
  defaultExpandedKeys: ['long-zh', 'long-en'],
  defaultSelectedKeys: ['long-zh-1'],
  overflow: 'wrap',
} satisfies TreeStoryArgs;

/** One line per row; the full name stays the row's accessible name and shows as a tooltip on hover. */
export const LongNamesTruncate = (args: TreeStoryArgs) => (
  <StoryFrame lang="zh-CN">
    <UnitTree {...args} />
  </StoryFrame>
);
LongNamesTruncate.args = { ...LongNamesWrap.args, overflow: 'truncate' } satisfies TreeStoryArgs;

interface ActionsStoryArgs extends TreeStoryArgs {
  actionsLabel: (name: string) => string;
  add: string;
  edit: string;
  remove: string;
  openMenuOf?: Key;
}

/** Row actions: a menu button at the end of each row, reached with Right Arrow from the row. */
function UnitTreeWithActions({ actionsLabel, add, edit, remove, openMenuOf, label, ...args }: ActionsStoryArgs) {
  return (
    <Tree
      aria-label={label}
      className="max-w-md border border-border bg-surface"
      renderActions={(item) => (
        <DropdownMenu defaultOpen={item.id === openMenuOf}>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon" className="size-6" aria-label={actionsLabel(item.name)}>
              <MoreHorizontal aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end" className="w-40">
            <DropdownMenuItem>
              <Plus aria-hidden="true" />
              {add}
            </DropdownMenuItem>
            <DropdownMenuItem>
              <Pencil aria-hidden="true" />
              {edit}
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem variant="destructive">
              <Trash2 aria-hidden="true" />
              {remove}
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      )}
      {...args}
    />
  );
}

const ZH_ACTIONS: ActionsStoryArgs = {
  label: '组织机构',
  items: ZH_UNITS,
  defaultExpandedKeys: ['hq'],
  actionsLabel: (name) => `${name}的操作`,
  add: '新增下级',
  edit: '编辑',
  remove: '删除',
};

export const WithRowActions = (args: ActionsStoryArgs) => (
  <StoryFrame lang="zh-CN">
    <UnitTreeWithActions {...args} />
  </StoryFrame>
);
WithRowActions.args = ZH_ACTIONS;

export const WithRowActionsMenuOpen = (args: ActionsStoryArgs) => (
  <StoryFrame lang="en" className="min-h-80">
    <UnitTreeWithActions {...args} />
  </StoryFrame>
);
WithRowActionsMenuOpen.args = {
  label: 'Organisation',
  items: EN_UNITS,
  defaultExpandedKeys: ['hq'],
  actionsLabel: (name: string) => `Actions for ${name}`,
  add: 'Add a unit below',
  edit: 'Edit',
  remove: 'Delete',
  openMenuOf: 'fin',
} satisfies ActionsStoryArgs;

/** Controlled: the page owns the open and selected keys and shows them. */
export const Controlled = () => {
  const [expanded, setExpanded] = useState<Set<Key>>(new Set(['east']));
  const [selected, setSelected] = useState<Selection>(new Set(['sh']));
  return (
    <StoryFrame lang="en" className="flex flex-col gap-3">
      <Tree
        aria-label="Organisation (controlled)"
        className="max-w-sm border border-border bg-surface"
        items={EN_UNITS}
        expandedKeys={expanded}
        onExpandedChange={setExpanded}
        selectedKeys={selected}
        onSelectionChange={setSelected}
      />
      <p className="text-sm text-muted-foreground">
        Open: {[...expanded].join(', ') || '—'}; selected:{' '}
        {selected === 'all' ? 'all' : [...selected].join(', ') || '—'}
      </p>
    </StoryFrame>
  );
};

export const Dark = (args: TreeStoryArgs) => (
  <StoryFrame theme="dark" lang="zh-CN" className="flex flex-col gap-4">
    <UnitTree {...args} />
    <UnitTreeWithActions {...ZH_ACTIONS} label="组织机构（带操作）" />
  </StoryFrame>
);
Dark.args = {
  label: '组织机构',
  items: ZH_UNITS,
  defaultExpandedKeys: ['hq', 'fin'],
  defaultSelectedKeys: ['pur'],
} satisfies TreeStoryArgs;

export const RandomBrand = (args: TreeStoryArgs & { brand: string }) => (
  <StoryFrame brand={args.brand} lang="zh-CN" className="flex flex-col gap-3">
    <p className="text-sm text-muted-foreground">{args.brand}</p>
    <UnitTree {...args} />
  </StoryFrame>
);
RandomBrand.args = {
  label: '组织机构',
  items: ZH_UNITS,
  defaultExpandedKeys: ['hq', 'east'],
  defaultSelectedKeys: ['fin'],
  brand: randomBrand(),
};

/**
 * Keyboard path (WAI-ARIA APG, tree view): Tab reaches the first row, ArrowRight expands it,
 * ArrowDown moves to its first child, Space selects that row and ArrowLeft twice goes back up
 * and collapses the parent.
 */
Default.play = (async ({ canvas, userEvent }) => {
  const head = canvas.getByRole('row', { name: '集团总部' });
  await userEvent.tab();
  await expect(head).toHaveFocus();
  await expect(head).toHaveAttribute('aria-expanded', 'false');
  await userEvent.keyboard('{ArrowRight}');
  await expect(head).toHaveAttribute('aria-expanded', 'true');
  await userEvent.keyboard('{ArrowDown}');
  const finance = canvas.getByRole('row', { name: '财务部' });
  await expect(finance).toHaveFocus();
  await userEvent.keyboard(' ');
  await expect(finance).toHaveAttribute('aria-selected', 'true');
  await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
  await expect(head).toHaveFocus();
  await expect(head).toHaveAttribute('aria-expanded', 'false');
}) satisfies Play;
