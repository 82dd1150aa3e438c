import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Radio, RadioGroup, type RadioGroupProps } from './radio-group';

function Shipping(props: Partial<RadioGroupProps>) {
  return (
    <>
      <button type="button">Before</button>
      <RadioGroup label="配送方式" {...props}>
        <Radio value="express">Express</Radio>
        <Radio value="standard">Standard</Radio>
        <Radio value="pickup">Pick-up</Radio>
      </RadioGroup>
      <button type="button">After</button>
    </>
  );
}

describe('RadioGroup', () => {
  it('is a radiogroup named by its label holding radios', () => {
    render(<Shipping defaultValue="standard" />);
    expect(screen.getByRole('radiogroup', { name: '配送方式' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Standard' })).toBeChecked();
    expect(screen.getAllByRole('radio')).toHaveLength(3);
  });

  it('radio group: Tab moves focus into the group to the checked radio, and out of it', async () => {
    render(<Shipping defaultValue="standard" />);
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'Standard' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });

  it('radio group: Tab focuses the first radio when none is checked', async () => {
    render(<Shipping />);
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'Express' })).toHaveFocus();
  });

  it('radio group: Down Arrow and Right Arrow move to and check the next radio, wrapping', async () => {
    const onChange = vi.fn();
    render(<Shipping defaultValue="standard" onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Standard' }));
    await userEvent.keyboard('[ArrowDown]');
    expect(screen.getByRole('radio', { name: 'Pick-up' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Pick-up' })).toBeChecked();
    await userEvent.keyboard('[ArrowRight]');
    expect(screen.getByRole('radio', { name: 'Express' })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith('express');
  });

  it('radio group: Up Arrow and Left Arrow move to and check the previous radio, wrapping', async () => {
    render(<Shipping defaultValue="standard" />);
    await userEvent.click(screen.getByRole('radio', { name: 'Standard' }));
    await userEvent.keyboard('[ArrowUp]');
    expect(screen.getByRole('radio', { name: 'Express' })).toBeChecked();
    await userEvent.keyboard('[ArrowLeft]');
    expect(screen.getByRole('radio', { name: 'Pick-up' })).toBeChecked();
  });

  it('radio group: Space checks the focused radio when none is checked', async () => {
    render(<Shipping />);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('[Space]');
    expect(screen.getByRole('radio', { name: 'Express' })).toBeChecked();
  });

  it('skips disabled radios and shows the group error when invalid', () => {
    render(
      <RadioGroup label="Shipping" isInvalid errorMessage="Choose a shipping method">
        <Radio value="a">A</Radio>
        <Radio value="b" isDisabled>
          B
        </Radio>
      </RadioGroup>,
    );
    expect(screen.getByRole('radio', { name: 'B' })).toBeDisabled();
    expect(screen.getByRole('radiogroup', { name: 'Shipping' })).toHaveAccessibleDescription(
      'Choose a shipping method',
    );
  });
});
