/**
 * The design system's visx charts, imported only through {@link ./lazy-chart.tsx}'s dynamic
 * import, so the chart code stays out of the console's entry chunk.
 */
export { BarChart, DonutChart, LineChart } from '@workbench/design-system';
