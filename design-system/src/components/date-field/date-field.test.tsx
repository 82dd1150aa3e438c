import { parseDate, type CalendarDate } from '@internationalized/date';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { DateField, type DateFieldProps } from './date-field';

function Delivery(props: Partial<DateFieldProps>) {
  return (
    <I18nProvider locale="en-US">
      <DateField label="Delivery date" {...props} />
    </I18nProvider>
  );
}

function segment(name: RegExp) {
  return screen.getByRole('spinbutton', { name });
}

describe('DateField', () => {
  it('is a group named by its label, with one spinbutton per segment in the locale order', () => {
    render(<Delivery description="Within the next 30 days" />);
    const group = screen.getByRole('group', { name: 'Delivery date' });
    const segments = within(group).getAllByRole('spinbutton');
    expect(segments).toEqual([segment(/^month/), segment(/^day/), segment(/^year/)]);
    expect(segment(/^month/)).toHaveAccessibleName(/Delivery date/);
    expect(segment(/^month/)).toHaveAccessibleDescription(/Within the next 30 days/);
  });

  it('orders the segments year, month, day in Chinese', () => {
    render(
      <I18nProvider locale="zh-CN">
        <DateField label="交货日期" defaultValue={parseDate('2024-05-01')} />
      </I18nProvider>,
    );
    const group = screen.getByRole('group', { name: '交货日期' });
    expect(
      within(group)
        .getAllByRole('spinbutton')
        .map((element) => element.textContent),
    ).toEqual(['2024', '5', '1']);
  });

  it('typing digits fills the segments one after another and reports a CalendarDate', async () => {
    const onChange = vi.fn<(value: CalendarDate | null) => void>();
    render(<Delivery onChange={onChange} />);
    await userEvent.tab();
    expect(segment(/^month/)).toHaveFocus();
    await userEvent.keyboard('05');
    expect(segment(/^day/)).toHaveFocus();
    await userEvent.keyboard('01');
    expect(segment(/^year/)).toHaveFocus();
    await userEvent.keyboard('2024');
    expect(segment(/^month/)).toHaveTextContent('5');
    expect(segment(/^day/)).toHaveTextContent('1');
    expect(segment(/^year/)).toHaveTextContent('2024');
    expect(onChange.mock.lastCall?.[0]?.toString()).toBe('2024-05-01');
  });

  it('Arrow Up and Arrow Down change the focused segment by one', async () => {
    const onChange = vi.fn<(value: CalendarDate | null) => void>();
    render(<Delivery defaultValue={parseDate('2024-05-15')} onChange={onChange} />);
    await userEvent.tab();
    const month = segment(/^month/);
    expect(month).toHaveAttribute('aria-valuenow', '5');
    await userEvent.keyboard('[ArrowUp]');
    expect(month).toHaveAttribute('aria-valuenow', '6');
    expect(onChange.mock.lastCall?.[0]?.toString()).toBe('2024-06-15');
    await userEvent.keyboard('[ArrowDown][ArrowDown]');
    expect(month).toHaveAttribute('aria-valuenow', '4');
    await userEvent.keyboard('[ArrowRight][ArrowDown]');
    expect(segment(/^day/)).toHaveFocus();
    expect(segment(/^day/)).toHaveAttribute('aria-valuenow', '14');
    expect(onChange.mock.lastCall?.[0]?.toString()).toBe('2024-04-14');
  });

  it('announces the error message through aria-describedby and marks the segments invalid', () => {
    render(
      <Delivery
        defaultValue={parseDate('2024-02-28')}
        description="Within the next 30 days"
        isInvalid
        errorMessage="Choose a working day"
      />,
    );
    for (const element of screen.getAllByRole('spinbutton')) {
      expect(element).toHaveAttribute('aria-invalid', 'true');
      expect(element).toHaveAccessibleDescription(/Choose a working day/);
    }
    expect(screen.getByText('Choose a working day')).toBeVisible();
  });

  it('shows no error while valid', () => {
    render(<Delivery errorMessage="Choose a working day" />);
    expect(screen.queryByText('Choose a working day')).not.toBeInTheDocument();
    expect(segment(/^month/)).not.toHaveAttribute('aria-invalid');
  });

  it('validates against maxValue and shows the message of the validation result', () => {
    render(
      <Delivery
        defaultValue={parseDate('2024-07-01')}
        maxValue={parseDate('2024-06-30')}
        validationBehavior="aria"
        errorMessage={(validation) => (validation.isInvalid ? 'Too late: 30 June at the latest' : '')}
      />,
    );
    expect(segment(/^month/)).toHaveAttribute('aria-invalid', 'true');
    expect(segment(/^month/)).toHaveAccessibleDescription(/Too late: 30 June at the latest/);
  });

  it('submits the date as ISO 8601 under its name', () => {
    const { container } = render(<Delivery name="deliveryDate" defaultValue={parseDate('2024-05-01')} />);
    expect(container.querySelector('input[name="deliveryDate"]')).toHaveValue('2024-05-01');
  });
});
