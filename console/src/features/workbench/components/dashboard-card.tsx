import { Card, CardContent, CardFooter, CardHeader, CardTitle, cn, Skeleton } from '@workbench/design-system';
import { useId, type ReactNode, type Ref } from 'react';
import type { SWRResponse } from 'swr';
import { LoadError, LoadingLines } from '../../../components/load-state';
import { useT } from '../../../i18n';

/**
 * Content heights in rem that the MRO work bench's cards reserve ({@link DashboardCardProps.reserve}),
 * measured on the demo data set at 1,350 px.
 */
export const RESERVE = {
  /** One line of figures. */
  figures: 3.5,
  /** A total or a heading line and three two-line rows. */
  list: 18.25,
} as const;

/** Props of {@link DashboardCard}: one dashboard call and how to show its answer. */
export interface DashboardCardProps<T> {
  /** The card's heading (`h2`) and the accessible name of its region. */
  title: string;
  /** The call's SWR state (`useApi`). */
  query: Pick<SWRResponse<T, unknown>, 'data' | 'error' | 'mutate'>;
  /** Whether an answer has nothing to show; such an answer shows `empty`. */
  isEmpty?: (data: T) => boolean;
  /**
   * What an empty answer shows: a sentence saying what is missing (docs/screens.md, "Work bench").
   * @default "暂无数据" / "No data"
   */
  empty?: ReactNode;
  /** Renders a non-empty answer. */
  children: (data: T) => ReactNode;
  /** Shown under the content once the call has answered (empty or not), e.g. a link onwards; its line is kept while loading. */
  footer?: ReactNode;
  /** Shown at the end of the heading's line, e.g. a link to the list behind the card. */
  action?: ReactNode;
  /**
   * The height in rem the content keeps from the first render: what the card's usual answer
   * takes, so neither loading nor the answer moves the cards below (docs/architecture.md,
   * "Stable work bench").
   * @default 0
   */
  reserve?: number;
  /** The region's `id`, for a link to it. */
  id?: string;
  /** Classes of the region (its place in the grid). */
  className?: string;
  /** The region, e.g. to move focus into it. */
  ref?: Ref<HTMLElement>;
}

/**
 * A work-bench card: a region named by its `h2` with its own loading, empty and error
 * states, the error with a retry, so one failing call leaves the rest of the work bench working.
 * It keeps its {@link DashboardCardProps.reserve | reserved} height and its footer's line while
 * it loads. A region with an `id` takes focus from a link to it (`tabIndex` -1).
 */
export function DashboardCard<T>({
  title,
  query,
  isEmpty,
  empty,
  children,
  footer,
  action,
  reserve = 0,
  id,
  className,
  ref,
}: DashboardCardProps<T>) {
  const t = useT();
  const headingId = useId();
  const { data, error, mutate } = query;
  const answered = data !== undefined && !error;
  return (
    <section
      ref={ref}
      id={id}
      tabIndex={id ? -1 : undefined}
      aria-labelledby={headingId}
      className={cn(
        'min-w-0 rounded-lg outline-offset-2 focus-visible:outline-2 focus-visible:outline-ring',
        className,
      )}
    >
      <Card className="h-full" aria-busy={!answered && !error}>
        <CardHeader className="flex-row items-baseline justify-between gap-4">
          <CardTitle id={headingId} level={2}>
            {title}
          </CardTitle>
          {action && answered ? <div className="shrink-0 text-sm">{action}</div> : null}
        </CardHeader>
        <CardContent className="flex-1" style={reserve ? { minHeight: `${reserve}rem` } : undefined}>
          {error ? (
            <LoadError onRetry={() => void mutate()} />
          ) : data === undefined ? (
            <LoadingLines lines={3} />
          ) : isEmpty?.(data) ? (
            <p className="text-muted-foreground">{empty ?? t('workbench.empty')}</p>
          ) : (
            children(data)
          )}
        </CardContent>
        {footer && !error ? (
          <CardFooter className="border-t border-border pt-3">
            {answered ? footer : <Skeleton className="my-0.5 h-4 w-24" />}
          </CardFooter>
        ) : null}
      </Card>
    </section>
  );
}
