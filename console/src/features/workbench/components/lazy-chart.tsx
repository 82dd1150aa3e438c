import type { ChartProps } from '@workbench/design-system';
import { lazy, Suspense } from 'react';
import { LoadingLines } from '../../../components/load-state';
import { useT } from '../../../i18n';

const CHARTS = {
  bar: lazy(() => import('./charts').then((module) => ({ default: module.BarChart }))),
  line: lazy(() => import('./charts').then((module) => ({ default: module.LineChart }))),
  donut: lazy(() => import('./charts').then((module) => ({ default: module.DonutChart }))),
};

/** Props of {@link LazyChart}: a chart's props without the shared table toggle text. */
export interface LazyChartProps extends Omit<ChartProps, 'tableLabels'> {
  /** Which chart of the design system draws the data. */
  kind: keyof typeof CHARTS;
  /** The column headers of the table alternative (category, value). */
  columns: { category: string; value: string };
}

/**
 * A design-system chart loaded on demand: the card shows its loading lines until the chart code
 * has arrived, so the work bench renders before it (issue 6). The table alternative's toggle is
 * a `<summary>`, reachable by Tab and opened by Enter or Space.
 */
export function LazyChart({ kind, columns, ...props }: LazyChartProps) {
  const t = useT();
  const Chart = CHARTS[kind];
  return (
    <Suspense fallback={<LoadingLines lines={4} />}>
      <Chart {...props} tableLabels={{ toggle: t('workbench.chart.table'), ...columns }} />
    </Suspense>
  );
}
