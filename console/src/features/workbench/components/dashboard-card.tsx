import { Button, Card, CardContent, CardHeader, CardTitle } from '@workbench/design-system';
import type { ReactNode } from 'react';
import { useT } from '../../../i18n';

/** The loading and error state of one dashboard call. */
export interface DashboardCardProps {
  title: string;
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  children: ReactNode;
}

/**
 * A work-bench card: its own loading and error states with a retry, so one failing call leaves
 * the rest of the work bench working.
 */
export function DashboardCard({ title, isLoading, error, onRetry, children }: DashboardCardProps) {
  const t = useT();
  return (
    <Card aria-busy={isLoading}>
      <CardHeader>
        <CardTitle level={2}>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {error ? (
          <div role="alert" className="flex items-center gap-3">
            <span className="text-destructive">{t('state.error')}</span>
            <Button variant="outline" size="sm" onPress={onRetry}>
              {t('state.retry')}
            </Button>
          </div>
        ) : isLoading ? (
          <p className="text-muted-foreground">{t('state.loading')}</p>
        ) : (
          children
        )}
      </CardContent>
    </Card>
  );
}
