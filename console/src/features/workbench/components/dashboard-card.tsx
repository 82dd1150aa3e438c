import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@workbench/design-system';
import { useId, type ReactNode } from 'react';
import type { SWRResponse } from 'swr';
import { LoadError, LoadingLines } from '../../../components/load-state';
import { useT } from '../../../i18n';

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
  /** Shown under the content once the call has answered (empty or not), e.g. a link onwards. */
  footer?: ReactNode;
}

/**
 * A work-bench card: a region named by its `h2` with its own loading, empty and error
 * states, the error with a retry, so one failing call leaves the rest of the work bench working.
 */
export function DashboardCard<T>({ title, query, isEmpty, children, footer }: DashboardCardProps<T>) {
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
        <CardContent className="flex-1">
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
        {answered && footer ? <CardFooter>{footer}</CardFooter> : null}
      </Card>
    </section>
  );
}
