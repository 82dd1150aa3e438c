import { Button, Skeleton } from '@workbench/design-system';
import { useT } from '../i18n';

/**
 * Grey lines where content is loading: the container is `aria-busy` and a visually hidden
 * polite status says "loading", since the skeleton itself is hidden from screen readers.
 */
export function LoadingLines({ lines = 5 }: { lines?: number }) {
  const t = useT();
  return (
    <div aria-busy="true" className="flex flex-col gap-3">
      <p role="status" className="sr-only">
        {t('state.loading')}
      </p>
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} className="h-6" />
      ))}
    </div>
  );
}

/** A call that failed for a reason other than a missing item: says so and offers a retry. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <div role="alert" className="flex items-center gap-3">
      <span className="text-destructive-text">{t('state.error')}</span>
      <Button variant="outline" size="sm" onPress={onRetry}>
        {t('state.retry')}
      </Button>
    </div>
  );
}
