import type { BarChartProps, DonutChartProps, LineChartProps } from '@workbench/design-system';
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { LoadError, LoadingLines } from '../load-state';
import { useT } from '../../i18n';

/**
 * The design system's charts behind `React.lazy`. A lazy component keeps a failed import's
 * rejection, so a retry needs new ones: {@link LazyChart} makes them per attempt.
 */
function lazyCharts() {
  return {
    bar: lazy(() => import('./charts').then((module) => ({ default: module.BarChart }))),
    line: lazy(() => import('./charts').then((module) => ({ default: module.LineChart }))),
    donut: lazy(() => import('./charts').then((module) => ({ default: module.DonutChart }))),
  };
}

/** The first attempt's charts, shared by every card. */
const CHARTS = lazyCharts();

/** Props every chart kind takes, without the shared table toggle text. */
type Common<P> = Omit<P, 'tableLabels'> & {
  /** The column headers of the table alternative (category, value; `value` also names a line chart's first series). */
  columns: { category: string; value: string };
};

/** Props of {@link LazyChart}: which chart of the design system draws the data, and its props. */
export type LazyChartProps =
  | ({ kind: 'line' } & Common<LineChartProps>)
  | ({ kind: 'bar' } & Common<BarChartProps>)
  | ({ kind: 'donut' } & Common<DonutChartProps>);

/**
 * A design-system chart loaded on demand: the card shows its loading lines until the chart code
 * has arrived, so the work bench renders before it. When the chart code cannot be
 * fetched (the network dropped), the card says so with a retry, and the rest of the work bench
 * keeps working. The table alternative's toggle is a `<summary>`, reachable by Tab and opened by
 * Enter or Space.
 */
export function LazyChart({ kind, columns, ...props }: LazyChartProps) {
  const t = useT();
  const [attempt, setAttempt] = useState(0);
  const Chart = useMemo(() => (attempt === 0 ? CHARTS : lazyCharts())[kind], [attempt, kind]) as (
    props: LineChartProps & BarChartProps & DonutChartProps,
  ) => ReactNode;
  return (
    <ErrorBoundary
      resetKeys={[attempt]}
      fallback={<LoadError onRetry={() => setAttempt((count) => count + 1)} />}
      onError={(error) => console.error('chart code failed to load:', error)}
    >
      <Suspense fallback={<LoadingLines lines={4} />}>
        <Chart {...props} tableLabels={{ toggle: t('workbench.chart.table'), ...columns }} />
      </Suspense>
    </ErrorBoundary>
  );
}
