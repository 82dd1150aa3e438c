import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { useState } from 'react';
import type * as React from 'react';
import { I18nProvider, type Key } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button/button';
import { CheckTree, checkStateOf, toggleKey, type CheckTreeNode, type CheckTreeProps } from './check-tree';
import * as stories from './check-tree.stories';

type Node = CheckTreeNode<Node>;

/** Three levels: groups > menus > permission points, plus a root leaf with `children: []`. */
const TREE: Node[] = [
  {
    id: 'org',
    name: 'Organisation',
    children: [
      {
        id: 'company',
        name: 'Companies',
        children: [
          { id: 'company:read', name: 'View companies', description: 'company:read' },
          { id: 'company:write', name: 'Edit companies' },
        ],
      },
      {
        id: 'unit',
        name: 'Units',
        children: [
          { id: 'unit:read', name: 'View units' },
          { id: 'unit:write', name: 'Edit units' },
        ],
      },
    ],
  },
  { id: 'logs', name: 'Logs', children: [{ id: 'log:read', name: 'Read logs' }] },
  { id: 'bench', name: 'Work bench', children: [] },
];

const ALL_LEAVES = ['company:read', 'company:write', 'unit:read', 'unit:write', 'log:read', 'bench'];

function Permissions(props: Partial<CheckTreeProps<Node>>) {
  return <CheckTree aria-label="Permissions" items={TREE} {...props} />;
}

/** A page that owns the checked keys and shows them. */
function Controlled(props: Partial<CheckTreeProps<Node>> & { initial?: Key[] }) {
  const { initial = [], ...rest } = props;
  const [checked, setChecked] = useState<Set<Key>>(new Set(initial));
  return (
    <>
      <Permissions checkedKeys={checked} onCheckedChange={setChecked} {...rest} />
      <output aria-label="checked">{[...checked].sort().join(',')}</output>
    </>
  );
}

const item = (name: string) => screen.getByRole('treeitem', { name });
const checkedOutput = () => screen.getByRole('status', { name: 'checked' }).textContent;
const OPEN = ['org', 'company', 'unit'];

describe('CheckTree', () => {
  it('renders a named, multi-selectable tree whose items carry level, size, position, open and checked states', () => {
    render(<Permissions defaultExpandedKeys={['org', 'company']} defaultCheckedKeys={['company:read']} />);
    const tree = screen.getByRole('tree', { name: 'Permissions' });
    expect(tree).toHaveAttribute('aria-multiselectable', 'true');
    expect(item('Organisation')).toHaveAttribute('aria-level', '1');
    expect(item('Organisation')).toHaveAttribute('aria-setsize', '3');
    expect(item('Organisation')).toHaveAttribute('aria-posinset', '1');
    expect(item('Organisation')).toHaveAttribute('aria-expanded', 'true');
    expect(item('Companies')).toHaveAttribute('aria-level', '2');
    expect(item('Units')).toHaveAttribute('aria-posinset', '2');
    expect(item('Units')).toHaveAttribute('aria-expanded', 'false');
    expect(item('View companies')).toHaveAttribute('aria-level', '3');
    expect(item('View companies')).not.toHaveAttribute('aria-expanded');
    expect(item('View companies')).toHaveAccessibleDescription('company:read');
    // A real node with no children is a leaf: no aria-expanded, a checked state of its own.
    expect(item('Work bench')).not.toHaveAttribute('aria-expanded');
    expect(item('Work bench')).toHaveAttribute('aria-checked', 'false');
    // Children of a closed parent are not rendered.
    expect(screen.queryByRole('treeitem', { name: 'View units' })).not.toBeInTheDocument();
    expect(within(tree).getAllByRole('treeitem')).toHaveLength(7);
  });

  it('shows the empty message in place of rows and describes the tree with it', () => {
    render(<CheckTree aria-label="Permissions" items={[] as Node[]} emptyMessage="No menus to assign" />);
    expect(screen.getByText('No menus to assign')).toBeInTheDocument();
    expect(screen.getByRole('tree', { name: 'Permissions' })).toHaveAccessibleDescription('No menus to assign');
    expect(screen.queryAllByRole('treeitem')).toHaveLength(0);
  });

  it('hands the tree element to the ref', () => {
    const ref = { current: null as HTMLDivElement | null };
    render(<Permissions ref={ref} />);
    expect(ref.current).toBe(screen.getByRole('tree'));
  });
});

describe('APG treeview pattern', () => {
  it('roving tabindex: one row in the tab order, the first one when nothing is checked', async () => {
    render(<Permissions defaultExpandedKeys={OPEN} />);
    const rows = screen.getAllByRole('treeitem');
    expect(rows.filter((row) => row.tabIndex === 0)).toEqual([item('Organisation')]);
    await userEvent.tab();
    expect(item('Organisation')).toHaveFocus();
    await userEvent.tab();
    expect(document.body).toHaveFocus();
  });

  it('roving tabindex: Tab enters at the first checked row, then at the row focused last', async () => {
    render(
      <>
        <Permissions defaultExpandedKeys={OPEN} defaultCheckedKeys={['unit:read']} />
        <button type="button">After</button>
      </>,
    );
    await userEvent.tab();
    expect(item('View units')).toHaveFocus();
    await userEvent.keyboard('[ArrowDown]');
    expect(item('Edit units')).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(item('Edit units')).toHaveFocus();
    expect(screen.getAllByRole('treeitem').filter((row) => row.tabIndex === 0)).toHaveLength(1);
  });

  it('Down Arrow moves focus to the next visible row, and stops at the last', async () => {
    render(<Permissions defaultExpandedKeys={['org']} />);
    await userEvent.tab();
    await userEvent.keyboard('[ArrowDown]');
    expect(document.activeElement).toBe(item('Companies'));
    await userEvent.keyboard('[ArrowDown]');
    expect(document.activeElement).toBe(item('Units'));
    await userEvent.keyboard('[ArrowDown][ArrowDown][ArrowDown]');
    expect(document.activeElement).toBe(item('Work bench'));
  });

  it('Up Arrow moves focus to the previous visible row', async () => {
    render(<Permissions defaultExpandedKeys={['org']} />);
    await userEvent.tab();
    await userEvent.keyboard('[End][ArrowUp]');
    expect(document.activeElement).toBe(item('Logs'));
    await userEvent.keyboard('[ArrowUp]');
    expect(document.activeElement).toBe(item('Units'));
  });

  it('Right Arrow opens a closed parent and keeps focus on it', async () => {
    const onExpandedChange = vi.fn();
    render(<Permissions onExpandedChange={onExpandedChange} />);
    await userEvent.tab();
    expect(item('Organisation')).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('[ArrowRight]');
    expect(item('Organisation')).toHaveAttribute('aria-expanded', 'true');
    expect(document.activeElement).toBe(item('Organisation'));
    expect(item('Companies')).toBeInTheDocument();
    expect(onExpandedChange).toHaveBeenLastCalledWith(new Set(['org']));
  });

  it('Right Arrow on an open parent moves to its first child, and does nothing on an end row', async () => {
    render(<Permissions defaultExpandedKeys={['org', 'company']} />);
    await userEvent.tab();
    await userEvent.keyboard('[ArrowRight]');
    expect(document.activeElement).toBe(item('Companies'));
    await userEvent.keyboard('[ArrowRight]');
    expect(document.activeElement).toBe(item('View companies'));
    await userEvent.keyboard('[ArrowRight]');
    expect(document.activeElement).toBe(item('View companies'));
  });

  it('Left Arrow closes an open parent and keeps focus on it', async () => {
    render(<Permissions defaultExpandedKeys={['org']} />);
    await userEvent.tab();
    await userEvent.keyboard('[ArrowLeft]');
    expect(item('Organisation')).toHaveAttribute('aria-expanded', 'false');
    expect(document.activeElement).toBe(item('Organisation'));
    expect(screen.queryByRole('treeitem', { name: 'Companies' })).not.toBeInTheDocument();
  });

  it('Left Arrow on a child moves to its parent; on a closed root it does nothing', async () => {
    render(<Permissions defaultExpandedKeys={OPEN} />);
    await userEvent.tab();
    await userEvent.keyboard('[ArrowDown][ArrowDown]');
    expect(document.activeElement).toBe(item('View companies'));
    await userEvent.keyboard('[ArrowLeft]');
    expect(document.activeElement).toBe(item('Companies'));
    expect(item('Companies')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('[ArrowLeft][ArrowLeft]');
    expect(document.activeElement).toBe(item('Organisation'));
    await userEvent.keyboard('[ArrowLeft][ArrowLeft]');
    expect(document.activeElement).toBe(item('Organisation'));
    expect(item('Organisation')).toHaveAttribute('aria-expanded', 'false');
  });

  it('Home / End move to the first / last visible row', async () => {
    render(<Permissions defaultExpandedKeys={['logs']} />);
    await userEvent.tab();
    await userEvent.keyboard('[End]');
    expect(document.activeElement).toBe(item('Work bench'));
    await userEvent.keyboard('[Home]');
    expect(document.activeElement).toBe(item('Organisation'));
  });

  it('* opens every parent among the siblings of the focused row, and only those', async () => {
    const onExpandedChange = vi.fn();
    render(<Permissions onExpandedChange={onExpandedChange} />);
    await userEvent.tab();
    await userEvent.keyboard('*');
    expect(item('Organisation')).toHaveAttribute('aria-expanded', 'true');
    expect(item('Logs')).toHaveAttribute('aria-expanded', 'true');
    expect(item('Companies')).toHaveAttribute('aria-expanded', 'false');
    expect(document.activeElement).toBe(item('Organisation'));
    expect(onExpandedChange).toHaveBeenLastCalledWith(new Set(['org', 'logs']));
    await userEvent.keyboard('[ArrowDown]*');
    expect(item('Companies')).toHaveAttribute('aria-expanded', 'true');
    expect(item('Units')).toHaveAttribute('aria-expanded', 'true');
  });

  it('type-ahead: typing moves focus to the next row whose name starts with the text', async () => {
    render(<Permissions defaultExpandedKeys={OPEN} />);
    await userEvent.tab();
    await userEvent.keyboard('l');
    expect(document.activeElement).toBe(item('Logs'));
    // Characters typed within half a second add up; after a pause the search starts again, from the next row round to the first.
    await new Promise((resolve) => setTimeout(resolve, 600));
    await userEvent.keyboard('o');
    expect(document.activeElement).toBe(item('Organisation'));
  });

  it('type-ahead: a space inside the typed text searches on instead of toggling', async () => {
    const onCheckedChange = vi.fn();
    render(<Permissions defaultExpandedKeys={OPEN} onCheckedChange={onCheckedChange} />);
    await userEvent.tab();
    await userEvent.keyboard('View u');
    expect(document.activeElement).toBe(item('View units'));
    expect(onCheckedChange).not.toHaveBeenCalled();
    expect(item('View companies')).toHaveAttribute('aria-checked', 'false');
  });

  it('a click on the chevron opens and closes a parent without checking it', async () => {
    render(<Permissions />);
    const chevron = item('Logs').querySelector('[data-slot="check-tree-chevron"]');
    expect(chevron).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(chevron as Element);
    expect(item('Logs')).toHaveAttribute('aria-expanded', 'true');
    expect(item('Logs')).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(item('Logs').querySelector('[data-slot="check-tree-chevron"]') as Element);
    expect(item('Logs')).toHaveAttribute('aria-expanded', 'false');
  });

  it('follows controlled expandedKeys', async () => {
    function Open() {
      const [expanded, setExpanded] = useState<Set<Key>>(new Set(['logs']));
      return (
        <>
          <Permissions expandedKeys={expanded} onExpandedChange={setExpanded} />
          <output aria-label="open">{[...expanded].join(',')}</output>
        </>
      );
    }
    render(<Open />);
    expect(item('Read logs')).toBeInTheDocument();
    await userEvent.tab();
    await userEvent.keyboard('[ArrowRight]');
    expect(screen.getByRole('status', { name: 'open' })).toHaveTextContent('logs,org');
    expect(item('Organisation')).toHaveAttribute('aria-expanded', 'true');
  });

  it('mirrors Right and Left Arrows in a right-to-left locale', async () => {
    render(
      <I18nProvider locale="ar-EG">
        <Permissions defaultExpandedKeys={['org']} />
      </I18nProvider>,
    );
    await userEvent.tab();
    await userEvent.keyboard('[ArrowLeft]');
    expect(document.activeElement).toBe(item('Companies'));
    await userEvent.keyboard('[ArrowLeft]');
    expect(item('Companies')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('[ArrowRight]');
    expect(item('Companies')).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('[ArrowRight]');
    expect(document.activeElement).toBe(item('Organisation'));
  });

  it('row actions: kept out of the tab order, reached with Right Arrow, left with Left Arrow; Up / Down move between rows', async () => {
    const onDetails = vi.fn();
    render(
      <Controlled
        defaultExpandedKeys={['logs']}
        renderActions={(node) => (
          <Button size="sm" variant="ghost" aria-label={`Details of ${node.name}`} onPress={() => onDetails(node.id)}>
            i
          </Button>
        )}
      />,
    );
    expect(screen.getByRole('button', { name: 'Details of Logs' })).toHaveAttribute('tabindex', '-1');
    await userEvent.tab();
    // A closed parent opens first; on an open or end row, Right Arrow moves into its controls.
    await userEvent.keyboard('[ArrowRight]');
    expect(item('Organisation')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('[End][ArrowUp][ArrowRight]');
    const details = screen.getByRole('button', { name: 'Details of Read logs' });
    expect(details).toHaveFocus();
    await userEvent.keyboard('[Enter]');
    expect(onDetails).toHaveBeenCalledWith('log:read');
    await userEvent.keyboard('[Space]');
    expect(checkedOutput()).toBe('');
    await userEvent.keyboard('[ArrowLeft]');
    expect(document.activeElement).toBe(item('Read logs'));
    await userEvent.keyboard('[ArrowRight][ArrowDown]');
    expect(document.activeElement).toBe(item('Work bench'));
    await userEvent.click(screen.getByRole('button', { name: 'Details of Work bench' }));
    expect(checkedOutput()).toBe('');
  });
});

describe('APG checkbox (mixed) pattern', () => {
  it('derives a parent from its leaves: all checked is true, none is false, some is mixed', () => {
    render(
      <Permissions defaultExpandedKeys={OPEN} defaultCheckedKeys={['company:read', 'company:write', 'unit:read']} />,
    );
    expect(item('Companies')).toHaveAttribute('aria-checked', 'true');
    expect(item('Units')).toHaveAttribute('aria-checked', 'mixed');
    expect(item('Organisation')).toHaveAttribute('aria-checked', 'mixed');
    expect(item('Logs')).toHaveAttribute('aria-checked', 'false');
    expect(item('Edit units')).toHaveAttribute('aria-checked', 'false');
  });

  it('Space toggles the focused leaf and reports the checked leaves', async () => {
    const onCheckedChange = vi.fn();
    render(<Permissions defaultExpandedKeys={['logs']} onCheckedChange={onCheckedChange} />);
    await userEvent.tab();
    await userEvent.keyboard('[ArrowDown][ArrowDown][Space]');
    expect(document.activeElement).toBe(item('Read logs'));
    expect(item('Read logs')).toHaveAttribute('aria-checked', 'true');
    expect(item('Logs')).toHaveAttribute('aria-checked', 'true');
    expect(onCheckedChange).toHaveBeenLastCalledWith(new Set(['log:read']));
    await userEvent.keyboard('[Space]');
    expect(item('Read logs')).toHaveAttribute('aria-checked', 'false');
    expect(onCheckedChange).toHaveBeenLastCalledWith(new Set());
  });

  it('Space on a mixed parent checks all its leaves, and on a checked parent unchecks them all', async () => {
    render(<Controlled defaultExpandedKeys={OPEN} initial={['unit:read', 'elsewhere']} />);
    await userEvent.tab();
    expect(document.activeElement).toBe(item('View units'));
    await userEvent.keyboard('[Home]');
    expect(item('Organisation')).toHaveAttribute('aria-checked', 'mixed');
    await userEvent.keyboard('[Space]');
    expect(item('Organisation')).toHaveAttribute('aria-checked', 'true');
    expect(item('Edit companies')).toHaveAttribute('aria-checked', 'true');
    // Only leaves are stored, and keys from outside the tree are kept.
    expect(checkedOutput()).toBe('company:read,company:write,elsewhere,unit:read,unit:write');
    await userEvent.keyboard('[Space]');
    expect(item('Organisation')).toHaveAttribute('aria-checked', 'false');
    expect(item('Units')).toHaveAttribute('aria-checked', 'false');
    expect(checkedOutput()).toBe('elsewhere');
  });

  it('Space on an unchecked parent checks its leaves, also when they are hidden', async () => {
    render(<Controlled />);
    await userEvent.tab();
    await userEvent.keyboard('[Space]');
    expect(item('Organisation')).toHaveAttribute('aria-checked', 'true');
    expect(checkedOutput()).toBe('company:read,company:write,unit:read,unit:write');
  });

  it('Enter does the same as Space', async () => {
    render(<Controlled defaultExpandedKeys={['logs']} />);
    await userEvent.tab();
    await userEvent.keyboard('[ArrowDown][Enter]');
    expect(item('Logs')).toHaveAttribute('aria-checked', 'true');
    expect(item('Read logs')).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('[Enter]');
    expect(item('Logs')).toHaveAttribute('aria-checked', 'false');
  });

  it("a click on the row's box, or on its name, toggles the row", async () => {
    render(<Controlled defaultExpandedKeys={['org', 'company']} />);
    const box = item('View companies').querySelector('[data-slot="check-tree-box"]');
    expect(box).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(box as Element);
    expect(item('View companies')).toHaveAttribute('aria-checked', 'true');
    expect(item('View companies')).toHaveFocus();
    expect(item('Companies')).toHaveAttribute('aria-checked', 'mixed');
    await userEvent.click(screen.getByText('Companies'));
    expect(item('Companies')).toHaveAttribute('aria-checked', 'true');
    expect(checkedOutput()).toBe('company:read,company:write');
  });

  it('disabled nodes are aria-disabled with all below them, keep their state, and are skipped by their parent', async () => {
    render(
      <Controlled defaultExpandedKeys={OPEN} initial={['company:read']} disabledKeys={['company:read', 'unit']} />,
    );
    expect(item('View companies')).toHaveAttribute('aria-disabled', 'true');
    expect(item('Units')).toHaveAttribute('aria-disabled', 'true');
    expect(item('Edit units')).toHaveAttribute('aria-disabled', 'true');
    expect(item('Companies')).not.toHaveAttribute('aria-disabled');
    // Disabled rows stay focusable; toggling them does nothing.
    await userEvent.tab();
    expect(document.activeElement).toBe(item('View companies'));
    await userEvent.keyboard('[Space]');
    expect(item('View companies')).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(screen.getByText('View units'));
    expect(item('View units')).toHaveAttribute('aria-checked', 'false');
    // The parent checks its enabled leaves only; the disabled ones count as they are.
    await userEvent.keyboard('[Home][Space]');
    expect(checkedOutput()).toBe('company:read,company:write');
    expect(item('Companies')).toHaveAttribute('aria-checked', 'true');
    expect(item('Organisation')).toHaveAttribute('aria-checked', 'mixed');
    // Mixed, but every enabled leaf is checked: the toggle unchecks them and leaves the disabled one.
    await userEvent.keyboard('[Space]');
    expect(checkedOutput()).toBe('company:read');
    expect(item('Companies')).toHaveAttribute('aria-checked', 'mixed');
  });

  it('read only: shows the checks, changes none, and is not disabled', async () => {
    const onCheckedChange = vi.fn();
    render(
      <Permissions
        isReadOnly
        defaultExpandedKeys={['logs']}
        defaultCheckedKeys={['log:read']}
        onCheckedChange={onCheckedChange}
      />,
    );
    expect(item('Logs')).toHaveAttribute('aria-checked', 'true');
    expect(item('Logs')).not.toHaveAttribute('aria-disabled');
    await userEvent.tab();
    expect(document.activeElement).toBe(item('Logs'));
    await userEvent.keyboard('[Space][Enter]');
    await userEvent.click(screen.getByText('Read logs'));
    expect(item('Read logs')).toHaveAttribute('aria-checked', 'true');
    expect(onCheckedChange).not.toHaveBeenCalled();
    // Focus and navigation still work.
    expect(document.activeElement).toBe(item('Read logs'));
    await userEvent.keyboard('[ArrowLeft][ArrowLeft]');
    expect(item('Logs')).toHaveAttribute('aria-expanded', 'false');
  });

  it('follows controlled checkedKeys and only reports changes', async () => {
    const onCheckedChange = vi.fn();
    render(<Permissions defaultExpandedKeys={['logs']} checkedKeys={['log:read']} onCheckedChange={onCheckedChange} />);
    await userEvent.tab();
    await userEvent.keyboard('[Space]');
    expect(onCheckedChange).toHaveBeenLastCalledWith(new Set());
    // The owner did not apply it, so the row still shows the prop.
    expect(item('Logs')).toHaveAttribute('aria-checked', 'true');
  });
});

describe('checkStateOf', () => {
  it('is a leaf’s own state, and a parent’s from all the leaves below it', () => {
    const checked = ['company:read', 'company:write', 'unit:read'];
    expect(checkStateOf(TREE, checked, 'company:read')).toBe(true);
    expect(checkStateOf(TREE, checked, 'unit:write')).toBe(false);
    expect(checkStateOf(TREE, checked, 'company')).toBe(true);
    expect(checkStateOf(TREE, checked, 'unit')).toBe('mixed');
    expect(checkStateOf(TREE, checked, 'org')).toBe('mixed');
    expect(checkStateOf(TREE, checked, 'logs')).toBe(false);
    expect(checkStateOf(TREE, ALL_LEAVES, 'org')).toBe(true);
  });

  it('ignores parent ids in the checked keys, counts an empty parent as a leaf, and says false for unknown ids', () => {
    expect(checkStateOf(TREE, ['org', 'company'], 'org')).toBe(false);
    expect(checkStateOf(TREE, ['bench'], 'bench')).toBe(true);
    expect(checkStateOf(TREE, ALL_LEAVES, 'nowhere')).toBe(false);
  });
});

describe('toggleKey', () => {
  it('flips a leaf and returns a new set', () => {
    const before = new Set<Key>(['unit:read']);
    const after = toggleKey(TREE, before, 'unit:write');
    expect(after).toEqual(new Set(['unit:read', 'unit:write']));
    expect(before).toEqual(new Set(['unit:read']));
    expect(toggleKey(TREE, after, 'unit:read')).toEqual(new Set(['unit:write']));
  });

  it('checks every leaf of a parent that is not fully checked, and unchecks a fully checked one', () => {
    expect(toggleKey(TREE, ['unit:read'], 'org')).toEqual(
      new Set(['company:read', 'company:write', 'unit:read', 'unit:write']),
    );
    expect(toggleKey(TREE, ['company:read', 'company:write', 'log:read'], 'company')).toEqual(new Set(['log:read']));
    expect(toggleKey(TREE, [], 'bench')).toEqual(new Set(['bench']));
  });

  it('skips disabled nodes and everything below them, and keeps ids outside the tree', () => {
    expect(toggleKey(TREE, ['x'], 'org', ['company:read', 'unit'])).toEqual(new Set(['x', 'company:write']));
    expect(toggleKey(TREE, ['company:read', 'company:write'], 'company', ['company:read'])).toEqual(
      new Set(['company:read']),
    );
    expect(toggleKey(TREE, [], 'unit:read', ['unit'])).toEqual(new Set());
    expect(toggleKey(TREE, [], 'org', ['org'])).toEqual(new Set());
    expect(toggleKey(TREE, ['x'], 'nowhere')).toEqual(new Set(['x']));
  });

  it('holds for any checked and disabled sets: only enabled leaves below the node change, all to one state', () => {
    const ids = ['org', 'company', 'unit', 'logs', ...ALL_LEAVES];
    const below: Record<string, string[]> = {
      org: ['company:read', 'company:write', 'unit:read', 'unit:write'],
      company: ['company:read', 'company:write'],
      unit: ['unit:read', 'unit:write'],
      logs: ['log:read'],
    };
    const parentOf: Record<string, string> = {
      company: 'org',
      unit: 'org',
      'company:read': 'company',
      'company:write': 'company',
      'unit:read': 'unit',
      'unit:write': 'unit',
      'log:read': 'logs',
    };
    const isDisabled = (id: string, disabled: string[]): boolean =>
      disabled.includes(id) || (parentOf[id] !== undefined && isDisabled(parentOf[id], disabled));
    fc.assert(
      fc.property(fc.subarray(ALL_LEAVES), fc.subarray(ids), fc.constantFrom(...ids), (checked, disabled, id) => {
        const after = toggleKey(TREE, checked, id, disabled);
        const targets = (below[id] ?? [id]).filter((leaf) => !isDisabled(leaf, disabled));
        for (const leaf of ALL_LEAVES) {
          if (!targets.includes(leaf)) expect(after.has(leaf)).toBe(checked.includes(leaf));
        }
        if (targets.length > 0 && !isDisabled(id, disabled)) {
          const wasAll = targets.every((leaf) => checked.includes(leaf));
          for (const leaf of targets) expect(after.has(leaf)).toBe(!wasAll);
        }
        const state = checkStateOf(TREE, after, id);
        const count = (below[id] ?? [id]).filter((leaf) => after.has(leaf)).length;
        expect(state).toBe(count === 0 ? false : count === (below[id] ?? [id]).length ? true : 'mixed');
      }),
    );
  });
});

describe('stories', () => {
  type Story = ((args: Record<string, unknown>) => React.ReactElement) & { args?: Record<string, unknown> };
  const { default: _meta, ...named } = stories;
  const all = Object.entries(named as unknown as Record<string, Story>);

  it.each(all)('%s renders a named tree without errors', (_name, Story) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      render(<Story {...(Story.args ?? {})} />);
      for (const tree of screen.getAllByRole('tree')) expect(tree).toHaveAccessibleName();
      expect(error).not.toHaveBeenCalled();
    } finally {
      error.mockRestore();
    }
  });
});
