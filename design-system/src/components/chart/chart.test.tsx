import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BarChart, DonutChart, LineChart, type ChartProps } from './chart';

// jsdom has no ResizeObserver (the charts measure their width with one); a no-op one leaves it at 0.
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
  // An observer that reports a 400 px wide container at once, so the chart draws its axes.
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

  it('ends its ticks at or above the largest value: nothing is drawn above the top grid line', async () => {
    const { container } = render(<Chart {...PROPS} />);
    const axes = await axesOf(container);
    const lines = [...axes!.querySelectorAll('[data-slot="chart-tick"] line')];
    const top = Math.min(...lines.map((line) => Number(line.getAttribute('y1'))));
    expect(axes!.querySelectorAll('[data-slot="chart-tick"] text')).toHaveLength(5);
    expect(axes).toHaveTextContent('CN¥2,000.00');
    const marks = container.querySelectorAll('[data-slot="bar-chart-bar"], [data-slot="line-chart-point"]');
    expect(marks.length).toBe(DATA.length);
    for (const mark of marks) {
      const y = Number(mark.getAttribute('y') ?? /,([\d.]+)\)/.exec(mark.getAttribute('transform') ?? '')?.[1]);
      expect(y).toBeGreaterThanOrEqual(top);
    }
  });

  it('cuts category labels to their share of the width, so neighbours never overlap', async () => {
    const long = DATA.map((datum) => ({ ...datum, label: `${datum.label} purchasing of the whole group` }));
    const { container } = render(<Chart {...PROPS} data={long} />);
    await axesOf(container);
    const labels = [...container.querySelectorAll('[data-slot="chart-category"]')].map((label) => label.textContent);
    expect(labels).toHaveLength(3);
    for (const label of labels) expect(label).toMatch(/…$/);
    expect(
      screen.getByRole('rowheader', { name: 'Feb purchasing of the whole group', hidden: true }),
    ).toBeInTheDocument();
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

describe('LineChart with several series', () => {
  const series = [
    { label: 'Works', values: [300, 0, 450] },
    { label: 'Services', values: [90, 120, 60] },
  ];

  it('names each line in a legend and gives the table a column per series', async () => {
    render(<LineChart {...PROPS} tableLabels={{ ...PROPS.tableLabels, value: 'Goods' }} series={series} />);
    const figure = screen.getByRole('figure', { name: 'Spend per month' });
    expect(figure).toHaveTextContent(/Goods.*Works.*Services/);
    await userEvent.click(screen.getByText('Show as table'));
    const table = within(figure).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Month', 'Goods', 'Works', 'Services']);
    expect(
      within(within(table).getByRole('row', { name: /Feb/ }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['CN¥980.50', 'CN¥0.00', 'CN¥120.00']);
  });

  it('tells the series apart by dashes as well as colour, in the legend too', () => {
    const { container } = render(<LineChart {...PROPS} series={series} />);
    const swatches = [...container.querySelectorAll('[data-slot="chart-legend-swatch"] [data-series]')];
    expect(swatches.map((swatch) => swatch.getAttribute('data-series'))).toEqual(['0', '1', '2']);
    const dashes = swatches.map((swatch) => swatch.getAttribute('stroke-dasharray'));
    expect(new Set(dashes).size).toBe(3);
  });
});

describe('BarChart, horizontal', () => {
  it('writes each name before its bar and the value after it, and keeps the table', async () => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly report: ResizeObserverCallback) {}
        observe(target: Element) {
          const contentRect = { width: 400, height: 90, left: 0, top: 0 } as DOMRectReadOnly;
          this.report([{ target, contentRect } as ResizeObserverEntry], this as unknown as ResizeObserver);
        }
        unobserve() {}
        disconnect() {}
      },
    );
    try {
      const { container } = render(<BarChart {...PROPS} layout="horizontal" formatTick={(value) => `${value}`} />);
      await waitFor(() => expect(container.querySelectorAll('[data-slot="bar-chart-row"]')).toHaveLength(3));
      const rows = container.querySelectorAll('[data-slot="bar-chart-row"]');
      expect(rows[1]).toHaveTextContent('Feb');
      expect(rows[1]).toHaveTextContent('980.5');
      expect(container.querySelector('[data-slot="chart-axes"]')).toBeNull();
      expect(screen.getByRole('cell', { name: 'CN¥980.50', hidden: true })).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('DonutChart', () => {
  it('names each slice with its value and share, and writes the centre figure', () => {
    render(<DonutChart {...PROPS} formatValue={(value) => String(value)} centre={{ value: '3', label: 'months' }} />);
    const figure = screen.getByRole('figure', { name: 'Spend per month' });
    expect(figure).toHaveTextContent('Jan1200 · 32%');
    expect(figure).toHaveTextContent('Mar1530 · 41%');
  });

  it('fills each slice and its swatch with its own pattern (data-series)', () => {
    const { container } = render(<DonutChart {...PROPS} />);
    const swatches = [...container.querySelectorAll('[data-slot="chart-legend-swatch"] [data-series]')];
    const fills = swatches.map((swatch) => swatch.getAttribute('fill'));
    expect(new Set(fills).size).toBe(3);
    for (const fill of fills)
      expect(container.querySelector(`pattern[id="${/#([^)]+)/.exec(fill ?? '')?.[1]}"]`)).not.toBeNull();
  });
});

it('keeps the caption as the name and description when it is hidden', () => {
  render(<BarChart {...PROPS} captionHidden />);
  const figure = screen.getByRole('figure', { name: 'Spend per month' });
  expect(figure).toHaveAccessibleDescription('Spend rose in March.');
});
