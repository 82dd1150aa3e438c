import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ComboBox, ComboBoxItem, type ComboBoxProps } from './combo-box';

interface Supplier {
  id: string;
  name: string;
}

const SUPPLIERS: Supplier[] = [
  { id: 'a', name: 'Acme Paper' },
  { id: 'b', name: 'Brightline Office' },
  { id: 'c', name: 'Acme Steel' },
];

function SupplierBox(props: Partial<ComboBoxProps<Supplier>>) {
  return (
    <ComboBox<Supplier> label="Supplier" triggerLabel="Show suggestions" defaultItems={SUPPLIERS} {...props}>
      {(item) => <ComboBoxItem id={item.id}>{item.name}</ComboBoxItem>}
    </ComboBox>
  );
}

describe('ComboBox', () => {
  it('is a combobox named by its label, collapsed, with a trigger button named from props', () => {
    render(<SupplierBox />);
    const input = screen.getByRole('combobox', { name: 'Supplier' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: /Show suggestions/ })).toHaveAttribute('tabindex', '-1');
  });

  it('combobox: typing filters the suggestions and opens the listbox', async () => {
    render(<SupplierBox />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Supplier' }), 'acme');
    expect(screen.getByRole('combobox', { name: 'Supplier' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Acme Paper', 'Acme Steel']);
  });

  it('combobox: Down Arrow opens the listbox and highlights the first option while focus stays in the input', async () => {
    render(<SupplierBox />);
    const input = screen.getByRole('combobox', { name: 'Supplier' });
    await userEvent.tab();
    await userEvent.keyboard('[ArrowDown]');
    const first = screen.getByRole('option', { name: 'Acme Paper' });
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('aria-activedescendant', first.id);
  });

  it('combobox: Up Arrow opens the listbox and highlights the last option', async () => {
    render(<SupplierBox />);
    const input = screen.getByRole('combobox', { name: 'Supplier' });
    await userEvent.tab();
    await userEvent.keyboard('[ArrowUp]');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Acme Steel' }).id);
  });

  it('combobox: Enter accepts the highlighted option and closes the listbox', async () => {
    const onSelectionChange = vi.fn();
    render(<SupplierBox onSelectionChange={onSelectionChange} />);
    const input = screen.getByRole('combobox', { name: 'Supplier' });
    await userEvent.tab();
    await userEvent.keyboard('[ArrowDown][ArrowDown][Enter]');
    expect(onSelectionChange).toHaveBeenLastCalledWith('b');
    expect(input).toHaveValue('Brightline Office');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('combobox: Escape dismisses the listbox and reverts the typed text to the chosen value', async () => {
    const onSelectionChange = vi.fn();
    render(<SupplierBox onSelectionChange={onSelectionChange} />);
    const input = screen.getByRole('combobox', { name: 'Supplier' });
    await userEvent.type(input, 'acme');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await userEvent.keyboard('[Escape]');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(onSelectionChange).not.toHaveBeenCalled();
  });

  it('opens with the trigger button', async () => {
    render(<SupplierBox />);
    await userEvent.click(screen.getByRole('button', { name: /Show suggestions/ }));
    expect(screen.getAllByRole('option')).toHaveLength(3);
  });

  it('shows its error when invalid', () => {
    render(<SupplierBox isInvalid errorMessage="Pick a supplier from the list" />);
    expect(screen.getByRole('combobox', { name: 'Supplier' })).toHaveAccessibleDescription(
      'Pick a supplier from the list',
    );
  });
});
