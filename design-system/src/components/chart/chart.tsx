import { AxisBottom, AxisLeft } from '@visx/axis';
import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { ParentSize } from '@visx/responsive';
import { scaleBand, scaleLinear, scalePoint } from '@visx/scale';
import { Bar, LinePath, Pie } from '@visx/shape';
import { useId } from 'react';
import type * as React from 'react';
import { cn } from '../../lib/cn';

/** One data point: a category (x axis, bar or slice) and its value. */
interface ChartDatum {
  /** The category, e.g. a month or a company (translated by the caller). */
  label: string;
  /** The value, in the unit `formatValue` describes. */
  value: number;
}

/** Props shared by {@link LineChart}, {@link BarChart} and {@link DonutChart}. */
interface ChartProps extends Omit<React.ComponentProps<'figure'>, 'title'> {
  /** The chart's name: the visible caption, the figure's accessible name and the SVG's `aria-label`. */
  title: string;
  /** What the chart shows, in words (e.g. the trend); the figure's description. */
  description: string;
  /** The data, in order. */
  data: ChartDatum[];
  /** Formats a value for the axis, the table and the screen reader, e.g. an `Intl.NumberFormat`'s `format`. */
  formatValue: (value: number) => string;
  /**
   * Formats the value axis' ticks, when they need to be shorter than `formatValue` (e.g. compact
   * units, `¥1.2M`, where an exact amount would overrun the axis' 56 px margin). Not used by the
   * donut, which has no axis.
   * @default formatValue
   */
  formatTick?: (value: number) => string;
  /** The data table alternative: the `<summary>` text ("以表格查看" / "Show as table") and the column headers. */
  tableLabels: { toggle: string; category: string; value: string };
  /**
   * Height of the drawing in px (the width follows the container).
   * @default 240
   */
  height?: number;
  /**
   * Opens the data table at first.
   * @default false
   */
  defaultTableOpen?: boolean;
}

/** Series colours from the theme's CSS variables (docs/architecture.md, "Theming"), never hex. */
const CHART_COLOURS = [
  'var(--brand-9)',
  'var(--success)',
  'var(--warning)',
  'var(--destructive)',
  'var(--info)',
  'var(--brand-11)',
  'var(--brand-6)',
] as const;

const MARGIN = { top: 12, right: 16, bottom: 32, left: 56 };

/**
 * The frame every chart shares: a `<figure>` named by its caption and described by `description`, the SVG as one
 * image (`role="img"`, `aria-label`), and the same numbers as a table inside a `<details>` (WCAG 1.1.1, 1.3.1).
 */
function ChartFrame({
  title,
  description,
  data,
  formatValue,
  // Used by the axes, not the frame: kept off the <figure>.
  formatTick: _formatTick,
  tableLabels,
  height = 240,
  defaultTableOpen = false,
  className,
  slot,
  draw,
  legend,
  ...props
}: ChartProps & { slot: string; draw: (width: number, height: number) => React.ReactNode; legend?: React.ReactNode }) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <figure
      data-slot={slot}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      className={cn('flex min-w-0 flex-col gap-2 text-sm text-foreground', className)}
      {...props}
    >
      <figcaption data-slot="chart-caption" className="flex flex-col gap-0.5">
        <span id={titleId} data-slot="chart-title" className="font-medium">
          {title}
        </span>
        <span id={descriptionId} data-slot="chart-description" className="text-xs text-muted-foreground">
          {description}
        </span>
      </figcaption>
      <div data-slot="chart-canvas" style={{ height }} className="w-full">
        <ParentSize debounceTime={50}>
          {({ width }) => (
            <svg
              data-slot="chart-svg"
              role="img"
              aria-label={`${title}. ${description}`}
              width={Math.max(0, width)}
              height={height}
              className="block overflow-visible"
            >
              {width > 0 ? draw(width, height) : null}
            </svg>
          )}
        </ParentSize>
      </div>
      {legend}
      <details data-slot="chart-table-toggle" open={defaultTableOpen || undefined}>
        <summary data-slot="chart-table-summary" className="w-fit cursor-pointer text-primary-text">
          {tableLabels.toggle}
        </summary>
        <table data-slot="chart-table" className="mt-2 w-full max-w-md border-collapse text-sm">
          <caption data-slot="chart-table-caption" className="sr-only">
            {title}
          </caption>
          <thead data-slot="chart-table-head">
            <tr data-slot="chart-table-row">
              <th data-slot="chart-table-heading" scope="col" className="border-b border-border px-2 py-1 text-start">
                {tableLabels.category}
              </th>
              <th data-slot="chart-table-heading" scope="col" className="border-b border-border px-2 py-1 text-end">
                {tableLabels.value}
              </th>
            </tr>
          </thead>
          <tbody data-slot="chart-table-body">
            {data.map((datum) => (
              <tr key={datum.label} data-slot="chart-table-row">
                <th data-slot="chart-table-row-heading" scope="row" className="px-2 py-1 text-start font-normal">
                  {datum.label}
                </th>
                <td data-slot="chart-table-cell" className="px-2 py-1 text-end tabular-nums">
                  {formatValue(datum.value)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

const axisLabel = () => ({ fill: 'var(--muted-foreground)', fontSize: 11 });

/** Axes and grid of the cartesian charts, drawn in theme colours. */
function Axes({
  xScale,
  yScale,
  innerWidth,
  innerHeight,
  formatTick,
}: {
  xScale: Parameters<typeof AxisBottom>[0]['scale'];
  yScale: ReturnType<typeof scaleLinear<number>>;
  innerWidth: number;
  innerHeight: number;
  formatTick: (value: number) => string;
}) {
  return (
    <g data-slot="chart-axes" aria-hidden="true">
      <GridRows scale={yScale} width={innerWidth} stroke="var(--border)" numTicks={4} />
      <AxisLeft
        scale={yScale}
        numTicks={4}
        tickFormat={(value) => formatTick(Number(value))}
        stroke="var(--border)"
        tickStroke="var(--border)"
        tickLabelProps={axisLabel}
      />
      <AxisBottom
        top={innerHeight}
        scale={xScale}
        stroke="var(--border)"
        tickStroke="var(--border)"
        tickLabelProps={() => ({ ...axisLabel(), textAnchor: 'middle' })}
      />
    </g>
  );
}

/**
 * The plot area of a line or bar chart inside {@link MARGIN}: its size in px (never negative) and the
 * value scale from 0 to the largest value (at least 1), rounded to nice ticks.
 */
function plotArea(width: number, height: number, data: readonly ChartDatum[]) {
  const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const innerHeight = Math.max(0, height - MARGIN.top - MARGIN.bottom);
  const yScale = scaleLinear<number>({
    domain: [0, Math.max(1, ...data.map((d) => d.value))],
    range: [innerHeight, 0],
    nice: true,
  });
  return { innerWidth, innerHeight, yScale };
}

/**
 * A line chart of values over ordered categories (e.g. orders per month), on visx. Accessible as a named figure
 * with a description, one SVG image, and a data table behind "show as table".
 */
function LineChart(props: ChartProps) {
  const { data, formatValue, formatTick = formatValue } = props;
  return (
    <ChartFrame
      {...props}
      slot="line-chart"
      draw={(width, height) => {
        const { innerWidth, innerHeight, yScale } = plotArea(width, height, data);
        const xScale = scalePoint({ domain: data.map((d) => d.label), range: [0, innerWidth], padding: 0.5 });
        return (
          <Group left={MARGIN.left} top={MARGIN.top}>
            <Axes
              xScale={xScale}
              yScale={yScale}
              innerWidth={innerWidth}
              innerHeight={innerHeight}
              formatTick={formatTick}
            />
            <LinePath
              data-slot="line-chart-line"
              data={data}
              x={(d) => xScale(d.label) ?? 0}
              y={(d) => yScale(d.value)}
              stroke={CHART_COLOURS[0]}
              strokeWidth={2}
            />
            {data.map((d) => (
              <circle
                key={d.label}
                data-slot="line-chart-point"
                cx={xScale(d.label) ?? 0}
                cy={yScale(d.value)}
                r={3}
                fill="var(--surface)"
                stroke={CHART_COLOURS[0]}
                strokeWidth={2}
              />
            ))}
          </Group>
        );
      }}
    />
  );
}

/**
 * A bar chart comparing values across categories (e.g. spend per company), on visx; accessible like
 * {@link LineChart}.
 */
function BarChart(props: ChartProps) {
  const { data, formatValue, formatTick = formatValue } = props;
  return (
    <ChartFrame
      {...props}
      slot="bar-chart"
      draw={(width, height) => {
        const { innerWidth, innerHeight, yScale } = plotArea(width, height, data);
        const xScale = scaleBand({ domain: data.map((d) => d.label), range: [0, innerWidth], padding: 0.3 });
        return (
          <Group left={MARGIN.left} top={MARGIN.top}>
            <Axes
              xScale={xScale}
              yScale={yScale}
              innerWidth={innerWidth}
              innerHeight={innerHeight}
              formatTick={formatTick}
            />
            {data.map((d) => (
              <Bar
                key={d.label}
                data-slot="bar-chart-bar"
                x={xScale(d.label) ?? 0}
                y={yScale(d.value)}
                width={xScale.bandwidth()}
                height={innerHeight - yScale(d.value)}
                fill={CHART_COLOURS[0]}
                rx={2}
              />
            ))}
          </Group>
        );
      }}
    />
  );
}

/**
 * A donut chart of shares of a whole (e.g. orders by status), on visx, with a legend that names each colour and
 * its formatted value; accessible like {@link LineChart}.
 */
/**
 * The fill of each series under forced colours, where the page's colours are gone (or, for SVG,
 * kept but no longer matching the legend's forced swatches): one 8 x 8 px tile per series in the
 * system colours `Canvas` and `CanvasText`, so slices and swatches differ by pattern, not colour
 * alone (WCAG 1.4.1 Use of Color, 1.4.11 Non-text Contrast). Series past the last pattern reuse them
 * in order, as the colours do.
 */
const SERIES_PATTERNS = [
  'M0,0H8V8H0Z',
  'M-2,2L2,-2M0,8L8,0M6,10L10,6',
  'M-2,6L2,10M0,0L8,8M6,-2L10,2',
  'M0,4H8',
  'M4,0V8',
  'M3,4A1,1 0 1 0 5,4A1,1 0 1 0 3,4',
  'M0,4H8M4,0V8',
] as const;

/** Classes of a series' shape: its colour normally, its pattern and an outline under forced colours. */
const seriesShape = 'forced-colors:[fill:var(--series-pattern)] forced-colors:[stroke:CanvasText]';

/**
 * A donut chart of shares of a whole (e.g. orders by status), on visx, with a legend that names each colour and
 * its formatted value; accessible like {@link LineChart}. Under forced colours each slice and its
 * swatch show the series' pattern ({@link SERIES_PATTERNS}); slices and swatches carry
 * `data-series` (the series' index) so tests can compare them.
 */
function DonutChart(props: ChartProps) {
  const { data, formatValue } = props;
  const colour = (index: number) => CHART_COLOURS[index % CHART_COLOURS.length];
  const patternPrefix = `series-${useId().replace(/[^\w-]/g, '')}`;
  const series = (index: number) =>
    ({
      '--series-pattern': `url(#${patternPrefix}-${index % SERIES_PATTERNS.length})`,
    }) as React.CSSProperties;
  return (
    <ChartFrame
      {...props}
      slot="donut-chart"
      draw={(width, height) => {
        const radius = Math.min(width, height) / 2 - 4;
        return (
          <>
            <defs>
              {SERIES_PATTERNS.map((path, index) => (
                <pattern key={path} id={`${patternPrefix}-${index}`} width={8} height={8} patternUnits="userSpaceOnUse">
                  <rect width={8} height={8} style={{ fill: 'Canvas' }} />
                  <path d={path} style={{ fill: index === 0 ? 'CanvasText' : 'none', stroke: 'CanvasText' }} />
                </pattern>
              ))}
            </defs>
            <Group top={height / 2} left={width / 2}>
              <Pie
                data={data}
                pieValue={(d) => d.value}
                outerRadius={radius}
                innerRadius={radius * 0.6}
                padAngle={0.01}
              >
                {(pie) =>
                  pie.arcs.map((arc, index) => (
                    <path
                      key={arc.data.label}
                      data-slot="donut-chart-slice"
                      data-series={index}
                      d={pie.path(arc) ?? undefined}
                      fill={colour(index)}
                      stroke="var(--surface)"
                      strokeWidth={1}
                      className={seriesShape}
                      style={series(index)}
                    />
                  ))
                }
              </Pie>
            </Group>
          </>
        );
      }}
      legend={
        <ul data-slot="donut-chart-legend" aria-hidden="true" className="flex flex-wrap gap-x-4 gap-y-1 text-xs">
          {data.map((d, index) => (
            <li key={d.label} data-slot="donut-chart-legend-item" className="flex items-center gap-1.5">
              <svg data-slot="donut-chart-legend-swatch" viewBox="0 0 10 10" className="size-2.5 shrink-0">
                <rect
                  data-series={index}
                  x={0.5}
                  y={0.5}
                  width={9}
                  height={9}
                  rx={1}
                  fill={colour(index)}
                  className={seriesShape}
                  style={series(index)}
                />
              </svg>
              {d.label} {formatValue(d.value)}
            </li>
          ))}
        </ul>
      }
    />
  );
}

export { BarChart, CHART_COLOURS, DonutChart, LineChart, type ChartDatum, type ChartProps };
