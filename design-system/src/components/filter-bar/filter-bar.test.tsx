import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Select, SelectItem } from '../select/select';
import { TextField } from '../text-field/text-field';
import { FilterBar, type FilterBarField } from './filter-bar';

const LABELS = {
  apply: '查询',
  reset: '重置',
  more: (count: number) => (count ? `更多筛选 (${count})` : '更多筛选'),
  moreTitle: '更多筛选',
};

/** A bar of four date fields (the draft is the fields' own state); `onApply` gets what they hold. */
function Bar({
  onApply,
  onReset = () => undefined,
}: {
  onApply: (draft: Record<string, string>) => void;
  onReset?: () => void;
}) {
  const [draft, setDraft] = useState<Record<string, string>>({ to: '2026-03-31' });
  const field = (id: string, label: string): FilterBarField => ({
    id,
    isActive: Boolean(draft[id]),
    size: 'sm',
    field: (
      <TextField
        label={label}
        type="date"
        value={draft[id] ?? ''}
        onChange={(value) => setDraft((current) => ({ ...current, [id]: value }))}
      />
    ),
  });
  return (
    <FilterBar
      labels={LABELS}
      onApply={() => onApply(draft)}
      onReset={onReset}
      fields={[
        {
          id: 'state',
          field: (
            <Select
              label="状态"
              selectedKey={draft['state'] ?? ''}
              onSelectionChange={(key) => setDraft((c) => ({ ...c, state: String(key) }))}
            >
              <SelectItem id="">全部</SelectItem>
              <SelectItem id="on">启用</SelectItem>
            </Select>
          ),
        },
        field('day', '日期'),
        field('from', '开始日期'),
        field('to', '结束日期'),
      ]}
    />
  );
}

describe('FilterBar', () => {
  it('shows the first two fields inline and folds the rest behind 更多筛选, counting those holding a value', () => {
    render(<Bar onApply={() => undefined} />);
    expect(screen.getByRole('button', { name: /状态/ })).toBeInTheDocument();
    expect(screen.getByLabelText('日期')).toBeInTheDocument();
    expect(screen.queryByLabelText('开始日期')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '更多筛选 (1)' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('applies nothing while a field changes; 查询 applies what the fields hold', async () => {
    const onApply = vi.fn();
    render(<Bar onApply={onApply} />);
    await userEvent.type(screen.getByLabelText('日期'), '2026-03-01');
    expect(onApply).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: '查询' }));
    expect(onApply).toHaveBeenCalledTimes(1);
    expect(onApply).toHaveBeenLastCalledWith({ to: '2026-03-31', day: '2026-03-01' });
  });

  it('Enter in a field of the bar applies', async () => {
    const onApply = vi.fn();
    render(<Bar onApply={onApply} />);
    await userEvent.type(screen.getByLabelText('日期'), '2026-03-01{Enter}');
    expect(onApply).toHaveBeenCalledTimes(1);
  });

  it('重置 calls onReset', async () => {
    const onReset = vi.fn();
    render(<Bar onApply={() => undefined} onReset={onReset} />);
    await userEvent.click(screen.getByRole('button', { name: '重置' }));
    expect(onReset).toHaveBeenCalledTimes(1);
  });

  it('Enter on 更多筛选 opens its dialog with focus on its first field; Escape closes it, focus back on the button', async () => {
    render(<Bar onApply={() => undefined} />);
    const more = screen.getByRole('button', { name: '更多筛选 (1)' });
    act(() => more.focus());
    await userEvent.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: '更多筛选' });
    await waitFor(() => expect(within(dialog).getByLabelText('开始日期')).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(more).toHaveFocus());
  });

  it("the dialog's 查询 applies once and closes it", async () => {
    const onApply = vi.fn();
    render(<Bar onApply={onApply} />);
    await userEvent.click(screen.getByRole('button', { name: '更多筛选 (1)' }));
    const dialog = screen.getByRole('dialog', { name: '更多筛选' });
    await userEvent.type(within(dialog).getByLabelText('开始日期'), '2026-03-01');
    await userEvent.click(within(dialog).getByRole('button', { name: '查询' }));
    expect(onApply).toHaveBeenCalledTimes(1);
    expect(onApply).toHaveBeenLastCalledWith({ to: '2026-03-31', from: '2026-03-01' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '更多筛选 (2)' })).toBeInTheDocument();
  });

  it('shows no 更多筛选 when every field fits inline', () => {
    render(
      <FilterBar
        labels={LABELS}
        onApply={() => undefined}
        onReset={() => undefined}
        fields={[]}
        search={<input aria-label="关键字" />}
      />,
    );
    expect(screen.queryByRole('button', { name: /更多筛选/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '查询' })).toHaveAttribute('type', 'submit');
  });
});
