import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tree, type TreeNode } from './tree';

const UNITS: TreeNode[] = [
  { id: 'gm', name: '总经办' },
  {
    id: 'buy',
    name: '采购部',
    children: [
      { id: 'goods', name: '商品采购组' },
      { id: 'works', name: '工程采购组' },
    ],
  },
  { id: 'fin', name: '财务部' },
];

function renderTree(props: Partial<Parameters<typeof Tree>[0]> = {}) {
  const onSelectionChange = vi.fn();
  render(
    <Tree
      aria-label="组织架构"
      items={UNITS}
      emptyLabel="暂无部门"
      expandLabel="展开"
      onSelectionChange={onSelectionChange}
      {...props}
    />,
  );
  return { onSelectionChange, row: (name: string) => screen.getByRole('row', { name: new RegExp(name) }) };
}

describe('Tree (APG treeview)', () => {
  it('names the tree and marks each parent row collapsed or expanded, with its level', () => {
    const { row } = renderTree();
    expect(screen.getByRole('treegrid', { name: '组织架构' })).toBeInTheDocument();
    expect(row('采购部')).toHaveAttribute('aria-expanded', 'false');
    expect(row('采购部')).toHaveAttribute('aria-level', '1');
    expect(screen.queryByRole('row', { name: /商品采购组/ })).not.toBeInTheDocument();
  });

  it('Down Arrow moves focus to the next node, Up Arrow to the previous', async () => {
    const { row } = renderTree();
    await userEvent.tab();
    expect(row('总经办')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(row('采购部')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(row('总经办')).toHaveFocus();
  });

  it('Right Arrow on a closed node opens it; Down Arrow then moves to its first child', async () => {
    const { row } = renderTree();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    expect(row('采购部')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}');
    expect(row('商品采购组')).toHaveFocus();
    expect(row('商品采购组')).toHaveAttribute('aria-level', '2');
  });

  it('Left Arrow on a child moves to its parent; on an open node closes it', async () => {
    const { row } = renderTree({ defaultExpandedKeys: ['buy'] });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(row('商品采购组')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(row('采购部')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(row('采购部')).toHaveAttribute('aria-expanded', 'false');
  });

  it('Home and End move to the first and last visible node', async () => {
    const { row } = renderTree();
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    expect(row('财务部')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(row('总经办')).toHaveFocus();
  });

  it('selection follows focus in a single-select tree (aria-selected)', async () => {
    const { row, onSelectionChange } = renderTree();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    expect(row('采购部')).toHaveAttribute('aria-selected', 'true');
    expect([...(onSelectionChange.mock.calls.at(-1)?.[0] ?? [])]).toEqual(['buy']);
  });

  it('the chevron button opens a node by pointer and is named after it', async () => {
    const { row } = renderTree();
    await userEvent.click(screen.getByRole('button', { name: /^展开 采购部/ }));
    expect(row('采购部')).toHaveAttribute('aria-expanded', 'true');
  });

  it('says so when there is no node', () => {
    renderTree({ items: [] });
    expect(screen.getByText('暂无部门')).toBeInTheDocument();
  });
});
