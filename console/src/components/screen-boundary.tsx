import { Button } from '@workbench/design-system';
import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useT } from '../i18n';

function ScreenFailed() {
  const t = useT();
  return (
    <div role="alert" className="flex flex-col items-start gap-3 p-8">
      <p className="text-destructive-text">{t('state.screenFailed')}</p>
      <Button variant="outline" onPress={() => window.location.reload()}>
        {t('state.reload')}
      </Button>
    </div>
  );
}

/**
 * Keeps a screen's failure inside its view panel: a screen whose code could not be fetched (the
 * network dropped, or a new build replaced the chunk) or that threw while rendering shows an alert
 * with "reload the page" instead of taking the shell, the tag bar and the live status down with
 * it. A reload, not a retry, because `React.lazy` keeps a failed import's rejection. The error is
 * logged (docs/behaviour.md, "Error messages" logs what it cannot show).
 */
export function ScreenBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary fallback={<ScreenFailed />} onError={(error) => console.error('screen failed:', error)}>
      {children}
    </ErrorBoundary>
  );
}
