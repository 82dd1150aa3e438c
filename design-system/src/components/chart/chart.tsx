import { Group } from '@visx/group';
import { scaleBand, scaleLinear, scalePoint } from '@visx/scale';
import { LinePath, Pie } from '@visx/shape';
import { useCallback, useId, useState } from 'react';
import type * as React from 'react';
import { cn } from '../../lib/cn';
import { useOverflows } from '../../lib/use-overflows';
import { niceTicks } from './nice-ticks';

/** One data point: a category (x axis, bar or slice) and its value. */
interface ChartDatum {
  /** The category, e.g. a month or a company (translated by the caller). */
  label: string;
  /** The value, in the unit `formatValue` describes. */
  value: number;
}

/** A further series of a {@link LineChart}: its name and one value per category of `data`, in order. */
interface ChartSeries {
  /** The series' name (translated by the caller): its legend entry and its column in the table. */
  label: string;
  /** One value per category of the chart's `data`, in the same order; a missing one counts as 0. */
  values: readonly number[];
}

/** Props shared by {@link LineChart}, {@link BarChart} and {@link DonutChart}. */
interface ChartProps extends Omit<React.ComponentProps<'figure'>, 'title'> {
  /** The chart's name: the caption, the figure's accessible name and the SVG's `aria-label`. */
  title: string;
  /** What the chart shows, in words (e.g. the trend); the figure's description. */
  description: string;
  /** The data, in order (the first series of a line chart). */
  data: ChartDatum[];
  /** Formats a value for the table and the screen reader, e.g. an `Intl.NumberFormat`'s `format`. */
  formatValue: (value: number) => string;
  /**
   * Formats the value axis' ticks and the values written on a chart, when they should be shorter
   * than `formatValue` (compact units, `¥150万` / `CN¥1.5M`, where exact amounts would crowd the
   * axis); the table keeps `formatValue`.
   * @default formatValue
   */
  formatTick?: (value: number) => string;
  /**
   * The data table alternative: the `<summary>` text ("以表格查看" / "Show as table") and the
   * column headers; `value` also names the first series in a line chart's legend.
   */
  tableLabels: { toggle: string; category: string; value: string };
  /**
   * Height of the drawing in px (the width follows the container). A horizontal bar chart is as
   * tall as its rows by default.
   * @default 240
   */
  height?: number;
  /**
   * Opens the data table at first.
   * @default false
   */
  defaultTableOpen?: boolean;
  /**
   * Hides the caption visually, keeping it as the figure's name and description, where a heading
   * beside the chart (a card's) already says what it shows: the title then does not repeat it.
   * @default false
   */
  captionHidden?: boolean;
}

/** Props of {@link LineChart}. */
interface LineChartProps extends ChartProps {
  /**
   * Further series over the categories of `data`, drawn as further lines; `data` is the first,
   * named by `tableLabels.value`. With several series a legend names each line.
   */
  series?: ChartSeries[];
}

/** Props of {@link BarChart}. */
interface BarChartProps extends ChartProps {
  /**
   * `vertical`: columns over the categories, with a value axis. `horizontal`: one row per category,
   * its name before the bar and its value (`formatTick`) after it, for rankings and long names.
   * @default 'vertical'
   */
  layout?: 'vertical' | 'horizontal';
}

/** The percent format of the donut's legend, made once (in the browser's language: `67%` reads alike in both). */
let percentFormat: Intl.NumberFormat | undefined;
const percent = () =>
  (percentFormat ??= new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 0 }));

/** Props of {@link DonutChart}. */
interface DonutChartProps extends ChartProps {
  /** A figure and its label written in the hole, e.g. the total (`{value: '6', label: '供应商'}`). */
  centre?: { value: string; label: string };
}

/**
 * The series colours: the tokens' categorical palette (`--chart-1` … `--chart-6`, distinct hues at
 * one lightness, 3:1 on the card, docs/architecture.md, "Theming"), never hex. Series past the
 * sixth reuse them in order, as they reuse the shapes below.
 */
const SERIES_COLOURS = [
  'var(--chart-1)',
  'var(--chart-2)',
  'var(--chart-3)',
  'var(--chart-4)',
  'var(--chart-5)',
  'var(--chart-6)',
] as const;

/**
 * What tells series apart besides colour (WCAG 1.4.1), by series index: the line's dashes, the
 * marker of its points, and the marks of the fill pattern of a slice and its swatch (drawn in the
 * card's colour over the series' colour on an 6 x 6 px tile; series 1 is plain). Under forced
 * colours the tokens turn every series colour into `CanvasText` and the card into `Canvas`, so
 * these are what remains.
 */
const SERIES_LOOKS = [
  { dash: undefined, marker: 'M-3.5,0a3.5,3.5 0 1,0 7,0a3.5,3.5 0 1,0 -7,0', marks: '' },
  { dash: '7 3', marker: 'M-3.2,-3.2h6.4v6.4h-6.4z', marks: 'M-1,1L1,-1M0,6L6,0M5,7L7,5' },
  { dash: '2 3', marker: 'M0,-4.4L4,2.6H-4Z', marks: 'M2,3a1,1 0 1,0 2,0a1,1 0 1,0 -2,0' },
  { dash: '9 3 2 3', marker: 'M0,-4.5L4.5,0L0,4.5L-4.5,0Z', marks: 'M-1,5L1,7M0,0L6,6M5,-1L7,1' },
  { dash: '4 4', marker: 'M0,4.4L4,-2.6H-4Z', marks: 'M0,3H6' },
  { dash: '1 3', marker: 'M-1.4,-4.2h2.8v2.8h2.8v2.8h-2.8v2.8h-2.8v-2.8h-2.8v-2.8h2.8z', marks: 'M0,3H6M3,0V6' },
] as const;

const seriesColour = (index: number) => SERIES_COLOURS[index % SERIES_COLOURS.length];
const seriesLook = (index: number) => SERIES_LOOKS[index % SERIES_LOOKS.length]!;

/** Size of the axis and value labels, in px. */
const LABEL_SIZE = 11;
/** Space between a label and what it labels, in px. */
const LABEL_GAP = 8;
/** Height of one row of a horizontal bar chart, in px. */
const ROW_HEIGHT = 30;
/** Vertical space per value tick the axis wants at least, in px: fewer ticks on a short chart. */
const TICK_SPACING = 44;

const axisText = { fill: 'var(--muted-foreground)', fontSize: LABEL_SIZE } as const;

/**
 * The width a label takes in px at `size`, without measuring: a CJK character about 1 em, a capital
 * or a wide letter 0.72 em, a narrow one (`i`, `l`, `.`, `,`, `:`) 0.3 em, any other 0.62 em (the
 * system sans-serif's figures and letters, rounded up), so labels sized with it do not collide.
 */
function textWidth(text: string, size = LABEL_SIZE): number {
  let em = 0;
  for (const character of text) {
    if (/[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/u.test(character)) em += 1;
    else if (/[A-Z@%MWmw¥]/u.test(character)) em += 0.72;
    else if (/[il.,:;'|!]/u.test(character)) em += 0.3;
    else em += 0.62;
  }
  return em * size;
}

/** `text` cut to fit `width` px with an ellipsis; the whole text stays in the table and the `<title>`. */
function fitText(text: string, width: number): string {
  if (textWidth(text) <= width) return text;
  const characters = [...text];
  while (characters.length > 0 && textWidth(`${characters.join('')}…`) > width) characters.pop();
  return characters.length > 0 ? `${characters.join('')}…` : '';
}

/**
 * The tiles of the series' fill patterns ({@link SERIES_LOOKS}), in a zero-size SVG the slices and
 * the legend's swatches both point at (`url(#…)` reaches across SVGs of one document).
 */
function SeriesPatterns({ prefix, count }: { prefix: string; count: number }) {
  return (
    <svg aria-hidden="true" focusable="false" width={0} height={0} className="absolute">
      <defs>
        {Array.from({ length: count }, (_, index) => (
          <pattern key={index} id={`${prefix}-${index}`} width={6} height={6} patternUnits="userSpaceOnUse">
            <rect width={6} height={6} fill={seriesColour(index)} />
            {seriesLook(index).marks ? (
              <path d={seriesLook(index).marks} stroke="var(--surface)" strokeWidth={1.2} fill="var(--surface)" />
            ) : null}
          </pattern>
        ))}
      </defs>
    </svg>
  );
}

/**
 * The width in whole px of the element the returned ref is given, kept up to date by a
 * `ResizeObserver`; 0 until the first measure (and where there is no observer), so a chart draws
 * once its container is laid out and again when its width changes. No wrapper of its own: nothing
 * around the drawing hides what overflows it (WCAG 1.4.12 with wider text).
 */
function useWidth(): [(element: HTMLElement | null) => (() => void) | undefined, number] {
  const [width, setWidth] = useState(0);
  const measure = useCallback((element: HTMLElement | null) => {
    if (!element || typeof ResizeObserver !== 'function') return undefined;
    const observer = new ResizeObserver((entries) => {
      const next = Math.floor(entries[0]?.contentRect.width ?? 0);
      setWidth((current) => (current === next ? current : next));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [measure, width];
}

/** The table alternative of a chart: one row per category, one column per series. */
function ChartTable({
  title,
  categories,
  columns,
  formatValue,
}: {
  title: string;
  categories: { category: string; labels: readonly string[] };
  columns: readonly { label: string; values: readonly number[] }[];
  formatValue: (value: number) => string;
}) {
  const [scroller, scrolls] = useOverflows<HTMLDivElement>('x');
  return (
    // Wider than its place (several series of exact amounts in a narrow window), the table scrolls
    // sideways in this box; while it does, the box is a region named after the table and joins the
    // tab order, so keyboard users can scroll it (WCAG 1.4.10, 2.1.1), as the data table does.
    <div
      ref={scroller}
      data-slot="chart-table-scroller"
      role={scrolls ? 'region' : undefined}
      aria-label={scrolls ? title : undefined}
      tabIndex={scrolls ? 0 : undefined}
      className="mt-2 max-w-full overflow-x-auto rounded-sm focus-visible:outline-2 focus-visible:outline-ring"
    >
      <table data-slot="chart-table" className="w-full max-w-lg border-collapse text-sm">
        <caption data-slot="chart-table-caption" className="sr-only">
          {title}
        </caption>
        <thead data-slot="chart-table-head">
          <tr data-slot="chart-table-row">
            <th data-slot="chart-table-heading" scope="col" className="border-b border-border px-2 py-1 text-start">
              {categories.category}
            </th>
            {columns.map((column) => (
              <th
                key={column.label}
                data-slot="chart-table-heading"
                scope="col"
                className="border-b border-border px-2 py-1 text-end"
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody data-slot="chart-table-body">
          {categories.labels.map((label, row) => (
            <tr key={label} data-slot="chart-table-row">
              <th
                data-slot="chart-table-row-heading"
                scope="row"
                className="px-2 py-1 text-start font-normal whitespace-nowrap"
              >
                {label}
              </th>
              {columns.map((column) => (
                <td
                  key={column.label}
                  data-slot="chart-table-cell"
                  className="px-2 py-1 text-end whitespace-nowrap tabular-nums"
                >
                  {formatValue(column.values[row] ?? 0)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The frame every chart shares: a `<figure>` named by its caption and described by `description`,
 * the SVG as one image (`role="img"`, `aria-label`), an optional legend, and the same numbers as a
 * table inside a `<details>` (WCAG 1.1.1, 1.3.1).
 */
function ChartFrame({
  title,
  description,
  data,
  formatValue,
  // Used by the drawings, not the frame: kept off the <figure>.
  formatTick: _formatTick,
  tableLabels,
  height = 240,
  defaultTableOpen = false,
  captionHidden = false,
  className,
  slot,
  draw,
  legend,
  columns,
  canvasClassName,
  canvasWidth,
  patterns = 0,
  patternPrefix,
  ...props
}: ChartProps & {
  slot: string;
  draw: (width: number, height: number) => React.ReactNode;
  legend?: React.ReactNode;
  /** The table's value columns; by default the one series of `data`. */
  columns?: readonly { label: string; values: readonly number[] }[];
  canvasClassName?: string;
  /** A fixed width in px for the drawing (the donut's square); by default it follows the container. */
  canvasWidth?: number;
  /** How many series fill patterns the drawing and its legend use. */
  patterns?: number;
  patternPrefix?: string;
}) {
  const titleId = useId();
  const descriptionId = useId();
  const [measure, width] = useWidth();
  return (
    <figure
      data-slot={slot}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      className={cn('relative flex min-w-0 flex-col gap-2 text-sm text-foreground', className)}
      {...props}
    >
      <figcaption data-slot="chart-caption" className={cn('flex flex-col gap-0.5', captionHidden && 'sr-only')}>
        <span id={titleId} data-slot="chart-title" className="font-medium">
          {title}
        </span>
        <span id={descriptionId} data-slot="chart-description" className="text-xs text-muted-foreground">
          {description}
        </span>
      </figcaption>
      {patterns > 0 && patternPrefix ? <SeriesPatterns prefix={patternPrefix} count={patterns} /> : null}
      <div data-slot="chart-body" className={canvasClassName}>
        <div
          ref={measure}
          data-slot="chart-canvas"
          style={{ height, width: canvasWidth }}
          className={cn('min-w-0', canvasWidth === undefined ? 'w-full' : 'shrink-0')}
        >
          <svg
            data-slot="chart-svg"
            role="img"
            aria-label={`${title}. ${description}`}
            width={width}
            height={height}
            className="block overflow-visible"
          >
            {width > 0 ? draw(width, height) : null}
          </svg>
        </div>
        {legend}
      </div>
      <details data-slot="chart-table-toggle" open={defaultTableOpen || undefined}>
        <summary data-slot="chart-table-summary" className="w-fit cursor-pointer text-primary-text">
          {tableLabels.toggle}
        </summary>
        <ChartTable
          title={title}
          categories={{ category: tableLabels.category, labels: data.map((datum) => datum.label) }}
          columns={columns ?? [{ label: tableLabels.value, values: data.map((datum) => datum.value) }]}
          formatValue={formatValue}
        />
      </details>
    </figure>
  );
}

/**
 * The plot of a cartesian chart: its size inside the margins, nice value ticks from 0
 * ({@link niceTicks}: the top tick at or above the largest value, whole steps when every value is
 * whole), and the value scale over them, so nothing is drawn above the top grid line. The left
 * margin fits the longest tick label.
 */
function cartesianPlot(
  width: number,
  height: number,
  values: readonly number[],
  formatTick: (value: number) => string,
) {
  const top = 8;
  const bottom = LABEL_SIZE + LABEL_GAP + 6;
  const innerHeight = Math.max(0, height - top - bottom);
  const ticks = niceTicks(
    Math.max(0, ...values),
    Math.max(2, Math.min(5, Math.floor(innerHeight / TICK_SPACING))),
    values.every(Number.isInteger),
  );
  const labels = ticks.map((tick) => formatTick(tick));
  const left = Math.ceil(Math.max(...labels.map((label) => textWidth(label)))) + LABEL_GAP;
  const right = 12;
  const innerWidth = Math.max(0, width - left - right);
  const yScale = scaleLinear<number>({ domain: [0, ticks.at(-1) ?? 1], range: [innerHeight, 0] });
  return { margin: { top, left }, innerWidth, innerHeight, ticks, labels, yScale };
}

/**
 * The value grid and the axis labels: a dashed line and its label at each tick (the line at 0
 * solid, as the category axis), and the category labels under the plot, each cut to its share of
 * the width so neighbours never overlap. No vertical axis line, so nothing crosses the labels.
 */
function Axes({
  plot,
  categories,
}: {
  plot: ReturnType<typeof cartesianPlot>;
  categories: readonly { label: string; x: number; width: number }[];
}) {
  const { innerWidth, innerHeight, ticks, labels, yScale } = plot;
  return (
    <g data-slot="chart-axes" aria-hidden="true">
      {ticks.map((tick, index) => (
        <g key={tick} data-slot="chart-tick">
          <line
            x1={0}
            x2={innerWidth}
            y1={yScale(tick)}
            y2={yScale(tick)}
            stroke="var(--border)"
            strokeDasharray={tick === 0 ? undefined : '3 3'}
          />
          <text x={-LABEL_GAP} y={yScale(tick)} dy="0.32em" textAnchor="end" {...axisText}>
            {labels[index]}
          </text>
        </g>
      ))}
      {categories.map(({ label, x, width }) => (
        <text
          key={label}
          data-slot="chart-category"
          x={x}
          y={innerHeight + LABEL_GAP + LABEL_SIZE}
          textAnchor="middle"
          {...axisText}
        >
          {fitText(label, width - 4)}
        </text>
      ))}
    </g>
  );
}

/** The legend of a chart with several series: each series' name beside its look (aria-hidden: the table has the names). */
function Legend({
  items,
  className,
}: {
  items: readonly { label: string; swatch: React.ReactNode; value?: string }[];
  className?: string;
}) {
  return (
    <ul data-slot="chart-legend" aria-hidden="true" className={cn('flex flex-wrap gap-x-4 gap-y-1 text-xs', className)}>
      {items.map((item) => (
        <li key={item.label} data-slot="chart-legend-item" className="flex min-w-0 items-center gap-1.5">
          {item.swatch}
          <span className="min-w-0 truncate">{item.label}</span>
          {item.value ? <span className="ms-auto ps-2 text-muted-foreground tabular-nums">{item.value}</span> : null}
        </li>
      ))}
    </ul>
  );
}

/** Classes of a series' shape under forced colours, where the tokens make every series `CanvasText`. */
const forcedSeries = 'forced-colors:[stroke:CanvasText]';

/**
 * A line chart of values over ordered categories (e.g. spend per month), one line per series, on
 * visx. Each series has its colour, its dashes and its point markers ({@link SERIES_LOOKS}); with
 * several series a legend names them. Accessible as a named figure with a description, one SVG
 * image, and a data table (one column per series) behind "show as table".
 */
function LineChart({ series = [], ...props }: LineChartProps) {
  const { data, formatValue, formatTick = formatValue, tableLabels } = props;
  const lines = [{ label: tableLabels.value, values: data.map((datum) => datum.value) }, ...series];
  return (
    <ChartFrame
      {...props}
      slot="line-chart"
      columns={lines}
      draw={(width, height) => {
        const plot = cartesianPlot(
          width,
          height,
          lines.flatMap((line) => line.values),
          formatTick,
        );
        const xScale = scalePoint({ domain: data.map((d) => d.label), range: [0, plot.innerWidth], padding: 0.5 });
        const share = data.length > 0 ? plot.innerWidth / data.length : plot.innerWidth;
        return (
          <Group left={plot.margin.left} top={plot.margin.top}>
            <Axes
              plot={plot}
              categories={data.map((d) => ({ label: d.label, x: xScale(d.label) ?? 0, width: share }))}
            />
            {lines.map((line, index) => {
              const points = data.map((d, i) => ({ x: xScale(d.label) ?? 0, y: plot.yScale(line.values[i] ?? 0) }));
              const look = seriesLook(index);
              return (
                <g key={line.label} data-slot="line-chart-series">
                  <LinePath
                    data-slot="line-chart-line"
                    data-series={index}
                    data={points}
                    x={(point) => point.x}
                    y={(point) => point.y}
                    stroke={seriesColour(index)}
                    strokeWidth={2}
                    strokeDasharray={look.dash}
                    fill="none"
                    className={forcedSeries}
                  />
                  {points.map((point, i) => (
                    <path
                      key={data[i]?.label ?? i}
                      data-slot="line-chart-point"
                      d={look.marker}
                      transform={`translate(${point.x},${point.y})`}
                      fill="var(--surface)"
                      stroke={seriesColour(index)}
                      strokeWidth={1.5}
                      className={forcedSeries}
                    />
                  ))}
                </g>
              );
            })}
          </Group>
        );
      }}
      legend={
        lines.length > 1 ? (
          <Legend
            className="mt-2"
            items={lines.map((line, index) => ({
              label: line.label,
              swatch: (
                <svg data-slot="chart-legend-swatch" viewBox="0 0 24 10" className="h-2.5 w-6 shrink-0">
                  <line
                    data-series={index}
                    x1={1}
                    x2={23}
                    y1={5}
                    y2={5}
                    stroke={seriesColour(index)}
                    strokeWidth={2}
                    strokeDasharray={seriesLook(index).dash}
                    className={forcedSeries}
                  />
                  <path
                    d={seriesLook(index).marker}
                    transform="translate(12,5) scale(0.8)"
                    fill="var(--surface)"
                    stroke={seriesColour(index)}
                    strokeWidth={1.5}
                    className={forcedSeries}
                  />
                </svg>
              ),
            }))}
          />
        ) : null
      }
    />
  );
}

/**
 * A bar chart comparing values across categories, on visx, in the first series colour (one series,
 * one colour): columns over a value axis with nice ticks, or, `layout="horizontal"`, one row per
 * category with its name before the bar and its value after it (rankings, long names). Accessible
 * like {@link LineChart}.
 */
function BarChart({ layout = 'vertical', ...props }: BarChartProps) {
  const { data, formatValue, formatTick = formatValue } = props;
  if (layout === 'horizontal') {
    return (
      <ChartFrame
        {...props}
        height={props.height ?? Math.max(1, data.length) * ROW_HEIGHT}
        slot="bar-chart"
        draw={(width) => {
          const values = data.map((d) => formatTick(d.value));
          const valueWidth = Math.ceil(Math.max(0, ...values.map((value) => textWidth(value)))) + LABEL_GAP;
          const labelWidth = Math.min(
            Math.ceil(Math.max(0, ...data.map((d) => textWidth(d.label)))),
            Math.floor(width * 0.4),
          );
          const barStart = labelWidth + LABEL_GAP;
          const barSpace = Math.max(0, width - barStart - valueWidth);
          const xScale = scaleLinear<number>({
            domain: [0, Math.max(0, ...data.map((d) => d.value)) || 1],
            range: [0, barSpace],
          });
          const yScale = scaleBand({ domain: data.map((d) => d.label), range: [0, data.length * ROW_HEIGHT] });
          const barHeight = Math.min(14, yScale.bandwidth() * 0.55);
          return data.map((d, index) => {
            const middle = (yScale(d.label) ?? 0) + yScale.bandwidth() / 2;
            const length = xScale(Math.max(0, d.value));
            return (
              <g key={d.label} data-slot="bar-chart-row">
                <text x={0} y={middle} dy="0.32em" fill="var(--foreground)" fontSize={12}>
                  <title>{d.label}</title>
                  {fitText(d.label, labelWidth)}
                </text>
                <rect
                  data-slot="bar-chart-bar"
                  x={barStart}
                  y={middle - barHeight / 2}
                  width={length}
                  height={barHeight}
                  rx={2}
                  fill={seriesColour(0)}
                />
                <text
                  x={barStart + length + LABEL_GAP / 2}
                  y={middle}
                  dy="0.32em"
                  {...axisText}
                  className="tabular-nums"
                >
                  {values[index]}
                </text>
              </g>
            );
          });
        }}
      />
    );
  }
  return (
    <ChartFrame
      {...props}
      slot="bar-chart"
      draw={(width, height) => {
        const plot = cartesianPlot(
          width,
          height,
          data.map((d) => d.value),
          formatTick,
        );
        const xScale = scaleBand({ domain: data.map((d) => d.label), range: [0, plot.innerWidth], padding: 0.35 });
        const barWidth = Math.min(40, xScale.bandwidth());
        return (
          <Group left={plot.margin.left} top={plot.margin.top}>
            <Axes
              plot={plot}
              categories={data.map((d) => ({
                label: d.label,
                x: (xScale(d.label) ?? 0) + xScale.bandwidth() / 2,
                width: xScale.step(),
              }))}
            />
            {data.map((d) => (
              <rect
                key={d.label}
                data-slot="bar-chart-bar"
                x={(xScale(d.label) ?? 0) + (xScale.bandwidth() - barWidth) / 2}
                y={plot.yScale(Math.max(0, d.value))}
                width={barWidth}
                height={plot.innerHeight - plot.yScale(Math.max(0, d.value))}
                rx={2}
                fill={seriesColour(0)}
              />
            ))}
          </Group>
        );
      }}
    />
  );
}

/**
 * A donut chart of shares of a whole (e.g. suppliers by status), on visx, beside a legend that
 * names each slice with its value and share. Each slice and its swatch are filled with the
 * series' colour and pattern ({@link SERIES_LOOKS}) and carry `data-series` (the series' index),
 * so tests can compare them; `centre` writes a figure in the hole. Accessible like
 * {@link LineChart}.
 */
function DonutChart({ centre, ...props }: DonutChartProps) {
  const { data, formatValue, height = 200 } = props;
  const patternPrefix = `series-${useId().replace(/[^\w-]/g, '')}`;
  const fill = (index: number) => `url(#${patternPrefix}-${index % SERIES_LOOKS.length})`;
  const total = data.reduce((sum, d) => sum + Math.max(0, d.value), 0);
  const share = percent();
  return (
    <ChartFrame
      {...props}
      height={height}
      slot="donut-chart"
      canvasWidth={height}
      canvasClassName="flex flex-wrap items-center gap-x-5 gap-y-3"
      patterns={Math.min(data.length, SERIES_LOOKS.length)}
      patternPrefix={patternPrefix}
      draw={(width, size) => {
        const radius = Math.min(width, size) / 2 - 2;
        return (
          <Group top={size / 2} left={width / 2}>
            <Pie
              data={data}
              pieValue={(d) => Math.max(0, d.value)}
              outerRadius={radius}
              innerRadius={radius * 0.62}
              padAngle={0.01}
            >
              {(pie) =>
                pie.arcs.map((arc, index) => (
                  <path
                    key={arc.data.label}
                    data-slot="donut-chart-slice"
                    data-series={index}
                    d={pie.path(arc) ?? undefined}
                    fill={fill(index)}
                    stroke="var(--surface)"
                    strokeWidth={1}
                    className={forcedSeries}
                  />
                ))
              }
            </Pie>
            {centre ? (
              <text data-slot="donut-chart-centre" textAnchor="middle">
                <tspan x={0} dy="-0.1em" fill="var(--foreground)" fontSize={22} fontWeight={600}>
                  {centre.value}
                </tspan>
                <tspan x={0} dy="1.5em" {...axisText}>
                  {centre.label}
                </tspan>
              </text>
            ) : null}
          </Group>
        );
      }}
      legend={
        <Legend
          className="min-w-40 flex-1 flex-col flex-nowrap gap-y-2 text-sm"
          items={data.map((d, index) => ({
            label: d.label,
            value: `${formatValue(d.value)} · ${share.format(total > 0 ? Math.max(0, d.value) / total : 0)}`,
            swatch: (
              <svg data-slot="chart-legend-swatch" viewBox="0 0 10 10" className="size-3 shrink-0">
                <rect
                  data-series={index}
                  x={0.5}
                  y={0.5}
                  width={9}
                  height={9}
                  rx={2}
                  fill={fill(index)}
                  stroke={seriesColour(index)}
                  className={forcedSeries}
                />
              </svg>
            ),
          }))}
        />
      }
    />
  );
}

export {
  BarChart,
  DonutChart,
  LineChart,
  SERIES_COLOURS,
  type BarChartProps,
  type ChartDatum,
  type ChartProps,
  type ChartSeries,
  type DonutChartProps,
  type LineChartProps,
};
