import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NumberField } from './number-field';

function Quantity(props: Partial<React.ComponentProps<typeof NumberField>>) {
  return (
    <NumberField
      label="数量"
      incrementLabel="Increase"
      decrementLabel="Decrease"
      defaultValue={5}
      minValue={0}
      maxValue={10}
      {...props}
    />
  );
}

describe('NumberField', () => {
  it('is a text input named by its label; the step buttons are named from props plus the label', () => {
    render(<Quantity description="Units per order" />);
    const input = screen.getByRole('textbox', { name: '数量' });
    expect(input).toHaveValue('5');
    expect(input).toHaveAccessibleDescription('Units per order');
    expect(screen.getByRole('button', { name: 'Increase 数量' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Decrease 数量' })).toBeInTheDocument();
  });

  it('spinbutton: Up Arrow increases and Down Arrow decreases the value', async () => {
    const onChange = vi.fn();
    render(<Quantity onChange={onChange} />);
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: '数量' })).toHaveFocus();
    await userEvent.keyboard('[ArrowUp]');
    expect(onChange).toHaveBeenLastCalledWith(6);
    await userEvent.keyboard('[ArrowDown][ArrowDown]');
    expect(onChange).toHaveBeenLastCalledWith(4);
  });

  it('spinbutton: Home sets the minimum and End sets the maximum', async () => {
    const onChange = vi.fn();
    render(<Quantity onChange={onChange} />);
    await userEvent.tab();
    await userEvent.keyboard('[End]');
    expect(onChange).toHaveBeenLastCalledWith(10);
    await userEvent.keyboard('[Home]');
    expect(onChange).toHaveBeenLastCalledWith(0);
  });

  it('steps with the buttons and disables the one at the limit', async () => {
    render(<Quantity defaultValue={9} />);
    await userEvent.click(screen.getByRole('button', { name: 'Increase 数量' }));
    expect(screen.getByRole('textbox', { name: '数量' })).toHaveValue('10');
    expect(screen.getByRole('button', { name: 'Increase 数量' })).toBeDisabled();
  });

  it('shows its error linked to the input when invalid', () => {
    render(<Quantity isInvalid errorMessage="Must be at least 1" />);
    const input = screen.getByRole('textbox', { name: '数量' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Must be at least 1');
  });

  it('is not editable when disabled', () => {
    render(<Quantity isDisabled />);
    expect(screen.getByRole('textbox', { name: '数量' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Increase 数量' })).toBeDisabled();
  });
});
