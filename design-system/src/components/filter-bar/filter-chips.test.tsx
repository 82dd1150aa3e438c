import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button/button';
import { FilterChip, FilterChips } from './filter-chips';

const LABELS = { list: '已选筛选', remove: '移除筛选', clearAll: '清除全部', separator: '：' };

const APPLIED = [
  { id: 'enabled', label: '状态', value: '启用' },
  { id: 'unitId', label: '所属部门', value: '采购部' },
  { id: 'keyword', label: '关键字', value: '王' },
];

/** A list's owner: the applied filters, removed as the chips ask, and a 查询 button to return to. */
function Owner({ initial = APPLIED, onRemove }: { initial?: typeof APPLIED; onRemove?: (ids: string[]) => void }) {
  const [applied, setApplied] = useState(initial);
  const apply = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button ref={apply}>查询</Button>
      <FilterChips
        labels={LABELS}
        returnFocusRef={apply}
        onRemove={(ids) => {
          onRemove?.(ids);
          setApplied((chips) => chips.filter((chip) => !ids.includes(chip.id)));
        }}
        onClearAll={() => setApplied([])}
      >
        {applied.map((chip) => (
          <FilterChip key={chip.id} {...chip} />
        ))}
      </FilterChips>
    </>
  );
}

describe('FilterChips', () => {
  it('shows each applied filter as "label：value" in a grid named by its label, with a named remove button', () => {
    render(<Owner />);
    const grid = screen.getByRole('grid', { name: '已选筛选' });
    expect(screen.getAllByRole('row').map((row) => row.textContent)).toEqual([
      '状态：启用',
      '所属部门：采购部',
      '关键字：王',
    ]);
    expect(grid).toContainElement(screen.getByRole('button', { name: '移除筛选 状态：启用' }));
    expect(screen.getByRole('button', { name: '清除全部' })).toBeInTheDocument();
  });

  it('renders nothing without chips, and no 清除全部 with one', () => {
    const { rerender } = render(
      <FilterChips labels={LABELS} onRemove={() => undefined} onClearAll={() => undefined}>
        {[]}
      </FilterChips>,
    );
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    rerender(
      <FilterChips labels={LABELS} onRemove={() => undefined} onClearAll={() => undefined}>
        <FilterChip id="enabled" label="状态" value="启用" />
      </FilterChips>,
    );
    expect(screen.getByRole('grid', { name: '已选筛选' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '清除全部' })).not.toBeInTheDocument();
  });

  it('Tab reaches the first chip; the arrows move between chips', async () => {
    render(<Owner />);
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('row', { name: '状态：启用' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('row', { name: '所属部门：采购部' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('row', { name: '关键字：王' })).toHaveFocus();
  });

  it('Delete removes the focused chip and focus moves to the chip in its place', async () => {
    const onRemove = vi.fn();
    render(<Owner onRemove={onRemove} />);
    act(() => screen.getByRole('row', { name: '所属部门：采购部' }).focus());
    await userEvent.keyboard('{Delete}');
    expect(onRemove).toHaveBeenCalledWith(['unitId']);
    expect(screen.queryByRole('row', { name: '所属部门：采购部' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('row', { name: '关键字：王' })).toHaveFocus());
  });

  it('Backspace removes the last chip, and focus goes to the return target', async () => {
    render(<Owner initial={[{ id: 'enabled', label: '状态', value: '启用' }]} />);
    act(() => screen.getByRole('row', { name: '状态：启用' }).focus());
    await userEvent.keyboard('{Backspace}');
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: '查询' })).toHaveFocus());
  });

  it("a chip's remove button removes it", async () => {
    const onRemove = vi.fn();
    render(<Owner onRemove={onRemove} />);
    await userEvent.click(screen.getByRole('button', { name: '移除筛选 关键字：王' }));
    expect(onRemove).toHaveBeenCalledWith(['keyword']);
    expect(screen.getAllByRole('row')).toHaveLength(2);
  });

  it('清除全部 removes every chip and focus goes to the return target', async () => {
    render(<Owner />);
    await userEvent.click(screen.getByRole('button', { name: '清除全部' }));
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: '查询' })).toHaveFocus());
  });
});
