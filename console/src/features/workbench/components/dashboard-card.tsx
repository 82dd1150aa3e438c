import { Card, CardContent, CardFooter, CardHeader, CardTitle, Skeleton } from '@workbench/design-system';
import { useId, type ReactNode } from 'react';
import type { SWRResponse } from 'swr';
import { LoadError, LoadingLines } from '../../../components/load-state';
import { useT } from '../../../i18n';

/**
 * Content heights in rem that the cards reserve ({@link DashboardCardProps.reserve}), measured on
 * the demo data set at 1,350 px: a chart's is fixed (its 240 px canvas, title, description,
 * legend and table toggle); a list's is its usual rows.
 */
export const RESERVE = {
  /** A bar chart. */
  bar: 20,
  /** A donut with its legend. */
  donut: 21.75,
  /** A line of figures above a line chart. */
  trend: 24.5,
  /** One line of figures. */
  figures: 3.5,
  /** A two-row table with its header. */
  table: 7.25,
  /** Two or three one-line rows, or a total and three rows. */
  shortList: 9.25,
  /** A total or a heading line and three two-line rows. */
  list: 18.25,
} as const;

/** Props of {@link DashboardCard}: one dashboard call and how to show its answer. */
export interface DashboardCardProps<T> {
  /** The card's heading (`h2`) and the accessible name of its region. */
  title: string;
  /** The call's SWR state (`useApi`). */
  query: Pick<SWRResponse<T, unknown>, 'data' | 'error' | 'mutate'>;
  /** Whether an answer has nothing to show; such an answer shows "no data". */
  isEmpty?: (data: T) => boolean;
  /** Renders a non-empty answer. */
  children: (data: T) => ReactNode;
  /** Shown under the content once the call has answered (empty or not), e.g. a link onwards; its line is kept while loading. */
  footer?: ReactNode;
  /**
   * The height in rem the content keeps from the first render: what the card's usual answer
   * takes (a chart's fixed canvas, a list's usual rows), so neither loading nor the answer moves
   * the cards below (docs/architecture.md, "Stable work bench").
   * @default 0
   */
  reserve?: number;
}

/**
 * A work-bench card: a region named by its `h2` with its own loading, empty and error
 * states, the error with a retry, so one failing call leaves the rest of the work bench working.
 * It keeps its {@link DashboardCardProps.reserve | reserved} height and its footer's line while
 * it loads.
 */
export function DashboardCard<T>({ title, query, isEmpty, children, footer, reserve = 0 }: DashboardCardProps<T>) {
  const t = useT();
  const headingId = useId();
  const { data, error, mutate } = query;
  const answered = data !== undefined && !error;
  return (
    <section aria-labelledby={headingId} className="min-w-0">
      <Card className="h-full" aria-busy={!answered && !error}>
        <CardHeader>
          <CardTitle id={headingId} level={2}>
            {title}
          </CardTitle>
        </CardHeader>
        <CardContent className="flex-1" style={reserve ? { minHeight: `${reserve}rem` } : undefined}>
          {error ? (
            <LoadError onRetry={() => void mutate()} />
          ) : data === undefined ? (
            <LoadingLines lines={3} />
          ) : isEmpty?.(data) ? (
            <p className="text-muted-foreground">{t('workbench.empty')}</p>
          ) : (
            children(data)
          )}
        </CardContent>
        {footer && !error ? (
          <CardFooter>{answered ? footer : <Skeleton className="my-0.5 h-4 w-24" />}</CardFooter>
        ) : null}
      </Card>
    </section>
  );
}
