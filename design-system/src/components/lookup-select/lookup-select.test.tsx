import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LookupSelect, type LookupOption, type LookupSelectProps } from './lookup-select';

const UNITS: LookupOption<number>[] = [
  { id: 3, name: '采购部' },
  { id: 4, name: '采购部 / 商品采购组' },
];
const LABELS = { loading: '加载中…', empty: '暂无选项' };

/** A unit field holding its own value, reporting each change. */
function UnitField(props: Partial<LookupSelectProps<number>> & { changed?: (value: number | null) => void }) {
  const [value, setValue] = useState<number | null>(props.value ?? null);
  return (
    <LookupSelect
      label="所属部门"
      options={UNITS}
      labels={LABELS}
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.changed?.(next);
      }}
    />
  );
}

describe('LookupSelect', () => {
  it('says its options are loading, then offers "none" first and gives null for it', async () => {
    const changed = vi.fn();
    const { rerender } = render(<UnitField options={undefined} noneLabel="无部门" changed={changed} />);
    await userEvent.click(screen.getByRole('button', { name: /所属部门/ }));
    expect(screen.getByRole('listbox')).toHaveTextContent('无部门');
    await userEvent.keyboard('{Escape}');
    rerender(<UnitField noneLabel="无部门" value={3} changed={changed} />);
    await userEvent.click(screen.getByRole('button', { name: /所属部门/ }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['无部门', '采购部', '采购部 / 商品采购组']);
    await userEvent.click(options[2] as HTMLElement);
    expect(changed).toHaveBeenLastCalledWith(4);
  });

  it('says so when loading, and when there are no options', async () => {
    const { rerender } = render(<UnitField options={undefined} />);
    await userEvent.click(screen.getByRole('button', { name: /所属部门/ }));
    expect(screen.getByRole('listbox')).toHaveTextContent('加载中…');
    await userEvent.keyboard('{Escape}');
    rerender(<UnitField options={[]} />);
    await userEvent.click(screen.getByRole('button', { name: /所属部门/ }));
    expect(screen.getByRole('listbox')).toHaveTextContent('暂无选项');
  });

  it('with search, is a combobox that hands the typed text to the caller and clears it once an option is chosen', async () => {
    const onSearch = vi.fn();
    const changed = vi.fn();
    render(<UnitField search={{ onSearch, triggerLabel: '显示所属部门选项' }} changed={changed} />);
    const input = screen.getByRole('combobox', { name: '所属部门' });
    await userEvent.type(input, '商品');
    expect(onSearch).toHaveBeenLastCalledWith('商品');
    await userEvent.click(screen.getByRole('option', { name: '采购部 / 商品采购组' }));
    expect(changed).toHaveBeenLastCalledWith(4);
    expect(onSearch).toHaveBeenLastCalledWith('');
    expect(input).toHaveValue('采购部 / 商品采购组');
  });
});
