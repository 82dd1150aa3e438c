import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nProvider, type Key, type Selection } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../dropdown-menu/dropdown-menu';
import { Tree, type TreeNode, type TreeProps } from './tree';

interface Unit extends TreeNode<Unit> {
  code?: string;
}

const UNITS: Unit[] = [
  {
    id: 'hq',
    name: 'Headquarters',
    children: [
      {
        id: 'fin',
        name: 'Finance',
        children: [
          { id: 'ap', name: 'Payables' },
          { id: 'ar', name: 'Receivables' },
        ],
      },
      { id: 'pur', name: 'Purchasing' },
    ],
  },
  { id: 'east', name: 'East branch', children: [{ id: 'sh', name: 'Shanghai office' }] },
];

function Units(props: Partial<TreeProps<Unit>>) {
  return <Tree aria-label="Units" items={UNITS} {...props} />;
}

function row(name: string) {
  return screen.getByRole('row', { name });
}

describe('Tree', () => {
  it('renders a named treegrid whose rows carry their level, open state and selection', () => {
    render(<Units defaultExpandedKeys={['hq']} defaultSelectedKeys={['pur']} />);
    expect(screen.getByRole('treegrid', { name: 'Units' })).toBeInTheDocument();
    expect(row('Headquarters')).toHaveAttribute('aria-level', '1');
    expect(row('Headquarters')).toHaveAttribute('aria-expanded', 'true');
    expect(row('Finance')).toHaveAttribute('aria-level', '2');
    expect(row('Finance')).toHaveAttribute('aria-expanded', 'false');
    expect(row('Purchasing')).not.toHaveAttribute('aria-expanded');
    expect(row('Purchasing')).toHaveAttribute('aria-selected', 'true');
    expect(row('Finance')).toHaveAttribute('aria-selected', 'false');
    // Children of a closed node are not rendered.
    expect(screen.queryByRole('row', { name: 'Payables' })).not.toBeInTheDocument();
  });

  it('treeview: Down Arrow moves focus to the next node', async () => {
    render(<Units defaultExpandedKeys={['hq']} />);
    await userEvent.tab();
    expect(row('Headquarters')).toHaveFocus();
    await userEvent.keyboard('[ArrowDown]');
    expect(row('Finance')).toHaveFocus();
    await userEvent.keyboard('[ArrowDown]');
    expect(row('Purchasing')).toHaveFocus();
    await userEvent.keyboard('[ArrowDown]');
    expect(row('East branch')).toHaveFocus();
  });

  it('treeview: Up Arrow moves focus to the previous node', async () => {
    render(<Units defaultExpandedKeys={['hq']} />);
    await userEvent.tab();
    await userEvent.keyboard('[End]');
    expect(row('East branch')).toHaveFocus();
    await userEvent.keyboard('[ArrowUp]');
    expect(row('Purchasing')).toHaveFocus();
    await userEvent.keyboard('[ArrowUp]');
    expect(row('Finance')).toHaveFocus();
  });

  it('treeview: Right Arrow on a closed node opens it', async () => {
    const onExpandedChange = vi.fn();
    render(<Units onExpandedChange={onExpandedChange} />);
    await userEvent.tab();
    expect(row('Headquarters')).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('[ArrowRight]');
    expect(row('Headquarters')).toHaveAttribute('aria-expanded', 'true');
    expect(row('Headquarters')).toHaveFocus();
    expect(row('Finance')).toBeInTheDocument();
    expect(onExpandedChange).toHaveBeenLastCalledWith(new Set(['hq']));
  });

  it('treeview: Right Arrow on an open node moves to its first child', async () => {
    render(<Units defaultExpandedKeys={['hq']} />);
    await userEvent.tab();
    await userEvent.keyboard('[ArrowRight]');
    expect(row('Finance')).toHaveFocus();
    // Right Arrow then opens the child, and again moves to the grandchild.
    await userEvent.keyboard('[ArrowRight]');
    expect(row('Finance')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('[ArrowRight]');
    expect(row('Payables')).toHaveFocus();
    // On an end node it does nothing.
    await userEvent.keyboard('[ArrowRight]');
    expect(row('Payables')).toHaveFocus();
  });

  it('treeview: Left Arrow on an open node closes it', async () => {
    render(<Units defaultExpandedKeys={['hq']} />);
    await userEvent.tab();
    await userEvent.keyboard('[ArrowLeft]');
    expect(row('Headquarters')).toHaveAttribute('aria-expanded', 'false');
    expect(row('Headquarters')).toHaveFocus();
    expect(screen.queryByRole('row', { name: 'Finance' })).not.toBeInTheDocument();
  });

  it('treeview: Left Arrow on a child moves to its parent', async () => {
    render(<Units defaultExpandedKeys={['hq', 'fin']} />);
    await userEvent.tab();
    await userEvent.keyboard('[ArrowDown][ArrowDown]');
    expect(row('Payables')).toHaveFocus();
    await userEvent.keyboard('[ArrowLeft]');
    expect(row('Finance')).toHaveFocus();
    expect(row('Finance')).toHaveAttribute('aria-expanded', 'true');
    // A closed child node also moves to its parent.
    await userEvent.keyboard('[ArrowLeft][ArrowLeft]');
    expect(row('Headquarters')).toHaveFocus();
  });

  it('treeview: Home / End move to the first / last visible node', async () => {
    render(<Units defaultExpandedKeys={['hq', 'east']} />);
    await userEvent.tab();
    await userEvent.keyboard('[End]');
    expect(row('Shanghai office')).toHaveFocus();
    await userEvent.keyboard('[Home]');
    expect(row('Headquarters')).toHaveFocus();
  });

  it('treeview: Enter selects the focused node', async () => {
    const onSelectionChange = vi.fn();
    render(<Units defaultExpandedKeys={['hq']} onSelectionChange={onSelectionChange} />);
    await userEvent.tab();
    await userEvent.keyboard('[ArrowDown][Enter]');
    expect(row('Finance')).toHaveAttribute('aria-selected', 'true');
    expect([...(onSelectionChange.mock.lastCall?.[0] as Set<Key>)]).toEqual(['fin']);
    // Single selection: selecting another node replaces it.
    await userEvent.keyboard('[ArrowDown][Enter]');
    expect(row('Purchasing')).toHaveAttribute('aria-selected', 'true');
    expect(row('Finance')).toHaveAttribute('aria-selected', 'false');
  });

  it('selects a node on click and opens or closes it with its chevron button, named after the row', async () => {
    render(<Units />);
    const chevron = within(row('Headquarters')).getByRole('button', { name: 'Expand Headquarters' });
    expect(chevron).toHaveAttribute('tabindex', '-1');
    await userEvent.click(chevron);
    expect(row('Headquarters')).toHaveAttribute('aria-expanded', 'true');
    expect(row('Headquarters')).toHaveAttribute('aria-selected', 'false');
    await userEvent.click(within(row('Headquarters')).getByRole('button', { name: 'Collapse Headquarters' }));
    expect(row('Headquarters')).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(screen.getByText('East branch'));
    expect(row('East branch')).toHaveAttribute('aria-selected', 'true');
  });

  it('follows controlled expandedKeys and selectedKeys', async () => {
    function Controlled() {
      const [expanded, setExpanded] = useState<Set<Key>>(new Set(['east']));
      const [selected, setSelected] = useState<Selection>(new Set(['sh']));
      return (
        <>
          <Units
            expandedKeys={expanded}
            onExpandedChange={setExpanded}
            selectedKeys={selected}
            onSelectionChange={setSelected}
          />
          <p>Open: {[...expanded].join(',')}</p>
          <p>Selected: {selected === 'all' ? 'all' : [...selected].join(',')}</p>
        </>
      );
    }
    render(<Controlled />);
    expect(row('Shanghai office')).toHaveAttribute('aria-selected', 'true');
    // Tab enters the tree at the selected node.
    await userEvent.tab();
    expect(row('Shanghai office')).toHaveFocus();
    await userEvent.keyboard('[ArrowLeft][ArrowLeft]');
    expect(screen.getByText('Open:')).toBeInTheDocument();
    await userEvent.keyboard('[Home][ArrowRight]');
    expect(screen.getByText('Open: hq')).toBeInTheDocument();
    await userEvent.keyboard('[Enter]');
    expect(screen.getByText('Selected: hq')).toBeInTheDocument();
    expect(row('Headquarters')).toHaveAttribute('aria-selected', 'true');
  });

  it('does not select when selectionMode is none; Enter then opens a parent', async () => {
    render(<Units selectionMode="none" />);
    await userEvent.tab();
    expect(row('Headquarters')).not.toHaveAttribute('aria-selected');
    await userEvent.keyboard('[Enter]');
    expect(row('Headquarters')).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows the empty message in place of rows', () => {
    render(<Tree aria-label="Units" items={[] as Unit[]} emptyMessage="No units yet" />);
    expect(screen.getByRole('treegrid', { name: 'Units' })).toHaveTextContent('No units yet');
    expect(screen.getAllByRole('row')).toHaveLength(1);
    expect(screen.queryByRole('row', { name: 'Headquarters' })).not.toBeInTheDocument();
  });

  it('renders rows through the render prop and keeps the name as the accessible name', () => {
    render(
      <Units defaultExpandedKeys={['hq']}>
        {(item) => (
          <>
            {item.name} <small>({item.children?.length ?? 0})</small>
          </>
        )}
      </Units>,
    );
    expect(row('Headquarters')).toHaveTextContent('Headquarters (2)');
    expect(row('Purchasing')).toHaveTextContent('Purchasing (0)');
  });

  it('keeps a truncated name whole in the row name and title', () => {
    const long = '华东大区采购与供应链管理中心（含上海、江苏、浙江三地办事处）';
    render(<Tree aria-label="Units" overflow="truncate" items={[{ id: 'x', name: long }]} />);
    expect(row(long)).toBeInTheDocument();
    expect(screen.getByTitle(long)).toHaveTextContent(long);
  });

  it('treegrid (row actions): Right Arrow moves into the row actions and Left Arrow back; Up / Down still move between rows', async () => {
    const onEdit = vi.fn();
    render(
      <Units
        defaultExpandedKeys={['hq']}
        renderActions={(item) => (
          <Button size="sm" variant="ghost" aria-label={`Edit ${item.name}`} onPress={() => onEdit(item.id)}>
            Edit
          </Button>
        )}
      />,
    );
    await userEvent.tab();
    // On an open row with actions, Right Arrow goes into the actions first (APG treegrid).
    await userEvent.keyboard('[ArrowRight]');
    expect(screen.getByRole('button', { name: 'Edit Headquarters' })).toHaveFocus();
    await userEvent.keyboard('[ArrowLeft]');
    expect(row('Headquarters')).toHaveFocus();
    await userEvent.keyboard('[ArrowDown][ArrowDown][ArrowRight]');
    const edit = screen.getByRole('button', { name: 'Edit Purchasing' });
    expect(edit).toHaveFocus();
    await userEvent.keyboard('[Enter]');
    expect(onEdit).toHaveBeenCalledWith('pur');
    expect(row('Purchasing')).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('[ArrowDown]');
    expect(row('East branch')).toHaveFocus();
  });

  it('treegrid (row actions): a menu button in a row opens its menu with Enter and Escape returns to it', async () => {
    const onDelete = vi.fn();
    render(
      <Units
        renderActions={(item) => (
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button size="sm" variant="ghost" aria-label={`Actions for ${item.name}`}>
                …
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent>
              <DropdownMenuItem onSelect={() => onDelete(item.id)}>Delete</DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        )}
      />,
    );
    await userEvent.tab();
    // Right Arrow opens the closed node, then moves into its actions.
    await userEvent.keyboard('[ArrowDown][ArrowRight][ArrowRight]');
    const trigger = screen.getByRole('button', { name: 'Actions for East branch' });
    expect(trigger).toHaveFocus();
    await userEvent.keyboard('[Enter]');
    expect(await screen.findByRole('menuitem', { name: 'Delete' })).toBeInTheDocument();
    await userEvent.keyboard('[Escape]');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(row('East branch')).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('[Enter]');
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith('east');
  });

  it('mirrors Right and Left Arrows in a right-to-left locale', async () => {
    render(
      <I18nProvider locale="ar-EG">
        <Units defaultExpandedKeys={['hq']} />
      </I18nProvider>,
    );
    await userEvent.tab();
    await userEvent.keyboard('[ArrowLeft]');
    expect(row('Finance')).toHaveFocus();
    await userEvent.keyboard('[ArrowRight]');
    expect(row('Headquarters')).toHaveFocus();
    await userEvent.keyboard('[ArrowRight]');
    expect(row('Headquarters')).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves focus to a node by typing its name', async () => {
    render(<Units />);
    await userEvent.tab();
    await userEvent.keyboard('East');
    expect(row('East branch')).toHaveFocus();
  });
});
