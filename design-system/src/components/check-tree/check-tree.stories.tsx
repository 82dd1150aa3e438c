import { Info } from 'lucide-react';
import { useId, useState } from 'react';
import type * as React from 'react';
import type { Key } from 'react-aria-components';
import { StoryFrame, randomBrand } from '../../stories/story-frame';
import { Button } from '../button/button';
import { CheckTree, type CheckTreeNode } from './check-tree';
import { expect } from 'storybook/test';
import type { Play } from '../../stories/play';

export default {
  title: 'Components/CheckTree',
  component: CheckTree,
};

/** A role's permission tree: menu groups > menu entries > permission points (the codes a role grants). */
interface Permission extends CheckTreeNode<Permission> {
  kind?: 'group' | 'menu' | 'point';
}

const ZH_PERMISSIONS: Permission[] = [
  {
    id: 'menu:org',
    name: '组织管理',
    kind: 'group',
    children: [
      {
        id: 'menu:company',
        name: '公司管理',
        kind: 'menu',
        children: [
          { id: 'company:read', name: '查看公司', description: 'company:read', kind: 'point' },
          { id: 'company:write', name: '新增和编辑公司', description: 'company:write', kind: 'point' },
        ],
      },
      {
        id: 'menu:unit',
        name: '部门管理',
        kind: 'menu',
        children: [
          { id: 'unit:read', name: '查看部门', description: 'unit:read', kind: 'point' },
          { id: 'unit:write', name: '新增、编辑和移动部门', description: 'unit:write', kind: 'point' },
        ],
      },
      {
        id: 'menu:person',
        name: '人员管理',
        kind: 'menu',
        children: [
          { id: 'person:read', name: '查看人员', description: 'person:read', kind: 'point' },
          { id: 'person:write', name: '新增和编辑人员', description: 'person:write', kind: 'point' },
        ],
      },
    ],
  },
  {
    id: 'menu:logs',
    name: '日志',
    kind: 'group',
    children: [
      {
        id: 'menu:operate-log',
        name: '操作日志',
        kind: 'menu',
        children: [{ id: 'log:read', name: '查看日志', description: 'log:read', kind: 'point' }],
      },
      { id: 'menu:search-log', name: '查询日志', kind: 'menu', children: [] },
    ],
  },
  { id: 'menu:workbench', name: '工作台', description: 'workbench:view', kind: 'menu' },
];

const EN_PERMISSIONS: Permission[] = [
  {
    id: 'menu:org',
    name: 'Organisation',
    kind: 'group',
    children: [
      {
        id: 'menu:company',
        name: 'Companies',
        kind: 'menu',
        children: [
          { id: 'company:read', name: 'View companies', description: 'company:read', kind: 'point' },
          { id: 'company:write', name: 'Add and edit companies', description: 'company:write', kind: 'point' },
        ],
      },
      {
        id: 'menu:unit',
        name: 'Units',
        kind: 'menu',
        children: [
          { id: 'unit:read', name: 'View units', description: 'unit:read', kind: 'point' },
          { id: 'unit:write', name: 'Add, edit and move units', description: 'unit:write', kind: 'point' },
        ],
      },
      {
        id: 'menu:person',
        name: 'People',
        kind: 'menu',
        children: [
          { id: 'person:read', name: 'View people', description: 'person:read', kind: 'point' },
          { id: 'person:write', name: 'Add and edit people', description: 'person:write', kind: 'point' },
        ],
      },
    ],
  },
  {
    id: 'menu:logs',
    name: 'Logs',
    kind: 'group',
    children: [
      {
        id: 'menu:operate-log',
        name: 'Operation log',
        kind: 'menu',
        children: [{ id: 'log:read', name: 'Read logs', description: 'log:read', kind: 'point' }],
      },
      { id: 'menu:search-log', name: 'Search log', kind: 'menu', children: [] },
    ],
  },
  { id: 'menu:workbench', name: 'Work bench', description: 'workbench:view', kind: 'menu' },
];

interface CheckTreeStoryArgs {
  label: string;
  items: Permission[];
  /** The line under the tree that counts the checked leaves, in the story's language. */
  summary: (count: number) => string;
  defaultCheckedKeys?: Key[];
  defaultExpandedKeys?: Key[];
  disabledKeys?: Key[];
  isReadOnly?: boolean;
  /** A visible note that describes the tree (`aria-describedby`), e.g. why it is read only. */
  note?: string;
  emptyMessage?: string;
}

/**
 * The frame every check-tree story draws: a bordered panel as a role's permission editor has, the
 * page owning the checked keys (controlled) and counting them.
 */
function PermissionTree({
  label,
  summary,
  note,
  defaultCheckedKeys = [],
  ...args
}: CheckTreeStoryArgs & { renderActions?: (item: Permission) => React.ReactNode }) {
  const [checked, setChecked] = useState<Set<Key>>(() => new Set(defaultCheckedKeys));
  const noteId = useId();
  return (
    <div className="flex max-w-md flex-col gap-2">
      {note ? (
        <p id={noteId} className="text-sm text-muted-foreground">
          {note}
        </p>
      ) : null}
      <CheckTree
        aria-label={label}
        aria-describedby={note ? noteId : undefined}
        className="border border-border bg-surface"
        checkedKeys={checked}
        onCheckedChange={setChecked}
        {...args}
      />
      <p className="text-sm text-muted-foreground">{summary(checked.size)}</p>
    </div>
  );
}

const ZH_ARGS: CheckTreeStoryArgs = {
  label: '角色权限',
  items: ZH_PERMISSIONS,
  summary: (count) => `已授予 ${count} 项权限`,
  defaultExpandedKeys: ['menu:org', 'menu:company'],
  defaultCheckedKeys: ['company:read', 'company:write'],
};

const EN_ARGS: CheckTreeStoryArgs = {
  label: 'Role permissions',
  items: EN_PERMISSIONS,
  summary: (count) => `${count} permission${count === 1 ? '' : 's'} granted`,
  defaultExpandedKeys: ['menu:org', 'menu:company'],
  defaultCheckedKeys: ['company:read', 'company:write'],
};

export const PermissionsChinese = (args: CheckTreeStoryArgs) => (
  <StoryFrame lang="zh-CN">
    <PermissionTree {...args} />
  </StoryFrame>
);
PermissionsChinese.args = ZH_ARGS;

export const PermissionsEnglish = (args: CheckTreeStoryArgs) => (
  <StoryFrame lang="en">
    <PermissionTree {...args} />
  </StoryFrame>
);
PermissionsEnglish.args = EN_ARGS;

/** Parents with some of their leaves checked show a dash (`aria-checked="mixed"`). */
export const Mixed = (args: CheckTreeStoryArgs) => (
  <StoryFrame lang="en">
    <PermissionTree {...args} />
  </StoryFrame>
);
Mixed.args = {
  ...EN_ARGS,
  defaultExpandedKeys: ['menu:org', 'menu:unit', 'menu:person', 'menu:logs'],
  defaultCheckedKeys: ['unit:read', 'person:read', 'person:write', 'log:read'],
} satisfies CheckTreeStoryArgs;

/** A built-in role: the checks show but do not change; the note says so to everyone. */
export const ReadOnly = (args: CheckTreeStoryArgs) => (
  <StoryFrame lang="zh-CN">
    <PermissionTree {...args} />
  </StoryFrame>
);
ReadOnly.args = {
  ...ZH_ARGS,
  isReadOnly: true,
  note: '超级管理员为内置角色，权限只读，不能修改。',
  defaultExpandedKeys: ['menu:org', 'menu:company', 'menu:unit'],
  defaultCheckedKeys: ['company:read', 'company:write', 'unit:read'],
} satisfies CheckTreeStoryArgs;

/** Disabled nodes keep their state and are skipped when their parent is toggled. */
export const WithDisabled = (args: CheckTreeStoryArgs) => (
  <StoryFrame lang="en">
    <PermissionTree {...args} />
  </StoryFrame>
);
WithDisabled.args = {
  ...EN_ARGS,
  defaultExpandedKeys: ['menu:org', 'menu:company', 'menu:person', 'menu:logs', 'menu:operate-log'],
  defaultCheckedKeys: ['company:read', 'log:read'],
  disabledKeys: ['company:read', 'menu:person', 'menu:logs'],
} satisfies CheckTreeStoryArgs;

export const Empty = (args: CheckTreeStoryArgs) => (
  <StoryFrame lang="zh-CN">
    <PermissionTree {...args} />
  </StoryFrame>
);
Empty.args = {
  ...ZH_ARGS,
  items: [],
  defaultCheckedKeys: [],
  emptyMessage: '暂无可分配的菜单，请先在菜单管理中新增菜单',
} satisfies CheckTreeStoryArgs;

interface ActionsStoryArgs extends CheckTreeStoryArgs {
  detailsLabel: (name: string) => string;
}

/** Row controls: a details button on each menu entry, reached with Right Arrow from the row. */
function PermissionTreeWithActions({ detailsLabel, ...args }: ActionsStoryArgs) {
  return (
    <PermissionTree
      {...args}
      renderActions={(item) =>
        item.kind === 'menu' ? (
          <Button variant="ghost" size="icon" className="size-6" aria-label={detailsLabel(item.name)}>
            <Info aria-hidden="true" />
          </Button>
        ) : null
      }
    />
  );
}

const ZH_ACTIONS: ActionsStoryArgs = {
  ...ZH_ARGS,
  label: '角色权限（带操作）',
  detailsLabel: (name) => `${name}的说明`,
};

export const WithRowActions = (args: ActionsStoryArgs) => (
  <StoryFrame lang="zh-CN">
    <PermissionTreeWithActions {...args} />
  </StoryFrame>
);
WithRowActions.args = ZH_ACTIONS;

export const Dark = (args: CheckTreeStoryArgs) => (
  <StoryFrame theme="dark" lang="zh-CN" className="flex flex-col gap-4">
    <PermissionTree {...args} />
    <PermissionTreeWithActions {...ZH_ACTIONS} />
  </StoryFrame>
);
Dark.args = {
  ...ZH_ARGS,
  defaultExpandedKeys: ['menu:org', 'menu:company', 'menu:unit', 'menu:logs'],
  defaultCheckedKeys: ['company:read', 'company:write', 'unit:read'],
  disabledKeys: ['menu:logs'],
} satisfies CheckTreeStoryArgs;

export const RandomBrand = ({ brand, ...args }: CheckTreeStoryArgs & { brand: string }) => (
  <StoryFrame brand={brand} lang="zh-CN" className="flex flex-col gap-3">
    <p className="text-sm text-muted-foreground">{brand}</p>
    <PermissionTree {...args} />
  </StoryFrame>
);
RandomBrand.args = {
  ...ZH_ARGS,
  defaultExpandedKeys: ['menu:org', 'menu:company', 'menu:unit'],
  defaultCheckedKeys: ['company:read', 'company:write', 'unit:read'],
  brand: randomBrand(),
};

/**
 * Keyboard path: Tab enters at the first checked row (a parent whose leaves are all checked), ArrowDown moves along the rows, and Space on
 * a collapsed parent checks all its leaves, which the summary counts.
 */
PermissionsChinese.play = (async ({ canvas, userEvent }) => {
  await userEvent.tab();
  await expect(canvas.getByRole('treeitem', { name: /公司管理/ })).toHaveFocus();
  await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
  const units = canvas.getByRole('treeitem', { name: /部门管理/ });
  await expect(units).toHaveFocus();
  await expect(units).toHaveAttribute('aria-checked', 'false');
  await userEvent.keyboard(' ');
  await expect(units).toHaveAttribute('aria-checked', 'true');
  await expect(canvas.getByText('已授予 4 项权限')).toBeInTheDocument();
}) satisfies Play;

/**
 * The WAI-ARIA APG treeview pattern on the permission tree: one row in the tab order, Down and Up
 * Arrow between visible rows, Right Arrow opens a closed parent and then enters it, Left Arrow goes
 * back to the parent and closes it, Home and End, and type-ahead by the start of a name.
 */
export const ApgTreeview = (args: CheckTreeStoryArgs) => (
  <StoryFrame lang="en">
    <PermissionTree {...args} />
  </StoryFrame>
);
ApgTreeview.args = { ...EN_ARGS, defaultExpandedKeys: [], defaultCheckedKeys: [] } satisfies CheckTreeStoryArgs;
ApgTreeview.play = (async ({ canvas, userEvent }) => {
  const row = (name: string) => canvas.getByRole('treeitem', { name: new RegExp(`^${name}`) });
  await userEvent.tab();
  await expect(row('Organisation')).toHaveFocus();
  await expect(row('Organisation')).toHaveAttribute('aria-expanded', 'false');
  await userEvent.keyboard('{ArrowRight}');
  await expect(row('Organisation')).toHaveAttribute('aria-expanded', 'true');
  await expect(row('Organisation')).toHaveFocus();
  await userEvent.keyboard('{ArrowRight}');
  await expect(row('Companies')).toHaveFocus();
  await userEvent.keyboard('{ArrowDown}{ArrowDown}');
  await expect(row('People')).toHaveFocus();
  await userEvent.keyboard('{ArrowUp}');
  await expect(row('Units')).toHaveFocus();
  await userEvent.keyboard('{ArrowLeft}');
  await expect(row('Organisation')).toHaveFocus();
  await userEvent.keyboard('{ArrowLeft}');
  await expect(row('Organisation')).toHaveAttribute('aria-expanded', 'false');
  await userEvent.keyboard('{End}');
  await expect(row('Work bench')).toHaveFocus();
  await userEvent.keyboard('{Home}');
  await expect(row('Organisation')).toHaveFocus();
  await userEvent.keyboard('l');
  await expect(row('Logs')).toHaveFocus();
  // Moving never checks a row.
  await expect(canvas.getByText('0 permissions granted')).toBeInTheDocument();
}) satisfies Play;

/**
 * The WAI-ARIA APG checkbox pattern, mixed state, on the permission tree: a parent with some of its
 * leaves checked is `aria-checked="mixed"`; Space on it checks them all, Space again unchecks them
 * all, and the parents above follow.
 */
export const ApgCheckboxMixed = (args: CheckTreeStoryArgs) => (
  <StoryFrame lang="en">
    <PermissionTree {...args} />
  </StoryFrame>
);
ApgCheckboxMixed.args = {
  ...EN_ARGS,
  defaultExpandedKeys: ['menu:org', 'menu:person'],
  defaultCheckedKeys: ['person:read'],
} satisfies CheckTreeStoryArgs;
ApgCheckboxMixed.play = (async ({ canvas, userEvent }) => {
  const row = (name: string) => canvas.getByRole('treeitem', { name: new RegExp(`^${name}`) });
  await expect(row('People')).toHaveAttribute('aria-checked', 'mixed');
  await expect(row('Organisation')).toHaveAttribute('aria-checked', 'mixed');
  await userEvent.tab();
  await expect(row('View people')).toHaveFocus();
  await userEvent.keyboard('{ArrowUp}');
  await expect(row('People')).toHaveFocus();
  await userEvent.keyboard(' ');
  await expect(row('People')).toHaveAttribute('aria-checked', 'true');
  await expect(row('Add and edit people')).toHaveAttribute('aria-checked', 'true');
  await expect(row('Organisation')).toHaveAttribute('aria-checked', 'mixed');
  await expect(canvas.getByText('2 permissions granted')).toBeInTheDocument();
  await userEvent.keyboard(' ');
  await expect(row('People')).toHaveAttribute('aria-checked', 'false');
  await expect(row('Organisation')).toHaveAttribute('aria-checked', 'false');
  await expect(canvas.getByText('0 permissions granted')).toBeInTheDocument();
}) satisfies Play;
