import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BarChart, DonutChart, LineChart, type ChartProps } from './chart';

// jsdom has no ResizeObserver (visx ParentSize measures with one); a no-op one leaves the width at 0.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

const DATA = [
  { label: 'Jan', value: 1200 },
  { label: 'Feb', value: 980.5 },
  { label: 'Mar', value: 1530 },
];
const format = new Intl.NumberFormat('en', { style: 'currency', currency: 'CNY' }).format;
const PROPS: ChartProps = {
  title: 'Spend per month',
  description: 'Spend rose in March.',
  data: DATA,
  formatValue: format,
  tableLabels: { toggle: 'Show as table', category: 'Month', value: 'Spend' },
};

describe.each([
  ['LineChart', LineChart],
  ['BarChart', BarChart],
  ['DonutChart', DonutChart],
] as const)('%s', (_name, Chart) => {
  it('is a figure named by its title and described, with the SVG as one named image', () => {
    render(<Chart {...PROPS} />);
    const figure = screen.getByRole('figure', { name: 'Spend per month' });
    expect(figure).toHaveAccessibleDescription('Spend rose in March.');
    expect(within(figure).getByRole('img', { name: 'Spend per month. Spend rose in March.' })).toBeInTheDocument();
  });

  it('offers the numbers as a table behind "show as table", formatted by formatValue', async () => {
    render(<Chart {...PROPS} />);
    const table = screen.getByRole('table', { name: 'Spend per month', hidden: true });
    await userEvent.click(screen.getByText('Show as table'));
    expect(screen.getByRole('table', { name: 'Spend per month' })).toBe(table);
    expect(within(table).getByRole('columnheader', { name: 'Spend' })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: 'Feb' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'CN¥980.50' })).toBeInTheDocument();
  });

  it('opens the table on load with defaultTableOpen', () => {
    render(<Chart {...PROPS} defaultTableOpen />);
    expect(screen.getByRole('group')).toHaveAttribute('open');
  });
});

describe.each([
  ['LineChart', LineChart],
  ['BarChart', BarChart],
] as const)('%s value axis', (_name, Chart) => {
  // An observer that reports a 400 px wide container at once, so ParentSize draws the axes.
  beforeEach(() => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly report: ResizeObserverCallback) {}
        observe(target: Element) {
          const contentRect = { width: 400, height: 240, left: 0, top: 0 } as DOMRectReadOnly;
          this.report([{ target, contentRect } as ResizeObserverEntry], this as unknown as ResizeObserver);
        }
        unobserve() {}
        disconnect() {}
      },
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const axesOf = async (container: HTMLElement) => {
    await waitFor(() => expect(container.querySelector('[data-slot="chart-axes"]')).not.toBeNull());
    return container.querySelector('[data-slot="chart-axes"]');
  };

  it('labels its ticks with formatValue by default', async () => {
    const { container } = render(<Chart {...PROPS} />);
    expect(await axesOf(container)).toHaveTextContent('CN¥1,000.00');
  });

  it('labels its ticks with formatTick when given, keeping formatValue for the table', async () => {
    const { container } = render(<Chart {...PROPS} formatTick={(value) => `${value / 1000}k`} />);
    const axes = await axesOf(container);
    expect(axes).toHaveTextContent('1k');
    expect(axes).not.toHaveTextContent('CN¥');
    expect(screen.getByRole('cell', { name: 'CN¥980.50', hidden: true })).toBeInTheDocument();
    expect(screen.getByRole('figure')).not.toHaveAttribute('formattick');
  });
});
