import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox, CheckboxGroup } from './checkbox';

describe('Checkbox', () => {
  it('is a checkbox named by its children', () => {
    render(<Checkbox>记住我</Checkbox>);
    expect(screen.getByRole('checkbox', { name: '记住我' })).not.toBeChecked();
  });

  it('checkbox: Space toggles the checkbox when it has focus', async () => {
    const onChange = vi.fn();
    render(<Checkbox onChange={onChange}>Remember me</Checkbox>);
    await userEvent.tab();
    const checkbox = screen.getByRole('checkbox', { name: 'Remember me' });
    expect(checkbox).toHaveFocus();
    await userEvent.keyboard('[Space]');
    expect(checkbox).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('[Space]');
    expect(checkbox).not.toBeChecked();
  });

  it('toggles on click of its label', async () => {
    render(<Checkbox>Remember me</Checkbox>);
    await userEvent.click(screen.getByText('Remember me'));
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  });

  it('reports the mixed state when indeterminate', () => {
    render(<Checkbox isIndeterminate>Select all</Checkbox>);
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toBePartiallyChecked();
  });

  it('is not toggled when disabled', async () => {
    render(<Checkbox isDisabled>Remember me</Checkbox>);
    const checkbox = screen.getByRole('checkbox', { name: 'Remember me' });
    expect(checkbox).toBeDisabled();
    await userEvent.click(screen.getByText('Remember me'));
    expect(checkbox).not.toBeChecked();
  });
});

describe('CheckboxGroup', () => {
  function Channels(props: Partial<React.ComponentProps<typeof CheckboxGroup>>) {
    return (
      <CheckboxGroup label="Notify me by" {...props}>
        <Checkbox value="mail">E-mail</Checkbox>
        <Checkbox value="sms">SMS</Checkbox>
        <Checkbox value="app">App</Checkbox>
      </CheckboxGroup>
    );
  }

  it('is a group named by its label holding its checkboxes', () => {
    render(<Channels defaultValue={['sms']} />);
    expect(screen.getByRole('group', { name: 'Notify me by' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'SMS' })).toBeChecked();
  });

  it('checkbox: Tab moves between the checkboxes of a group and Space toggles each', async () => {
    const onChange = vi.fn();
    render(<Channels onChange={onChange} />);
    await userEvent.tab();
    expect(screen.getByRole('checkbox', { name: 'E-mail' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('checkbox', { name: 'SMS' })).toHaveFocus();
    await userEvent.keyboard('[Space]');
    expect(onChange).toHaveBeenLastCalledWith(['sms']);
  });

  it('shows the group error when invalid', () => {
    render(<Channels isInvalid errorMessage="Choose at least one channel" />);
    expect(screen.getByText('Choose at least one channel')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Notify me by' })).toHaveAccessibleDescription(
      'Choose at least one channel',
    );
  });
});
