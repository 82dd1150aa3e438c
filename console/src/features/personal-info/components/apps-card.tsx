import { Badge, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@workbench/design-system';
import { LoadError, LoadingLines } from '../../../components/load-state';
import { useT } from '../../../i18n';
import { useOwnApps } from '../api/get-login-authorize-info';

/**
 * The applications the signed-in account is authorised for, as a read-only list
 * (`getLoginAuthorizeInfo`), with loading, error (and retry) and empty states. Waits while
 * `enabled` is false (signed out).
 */
export function AppsCard({ enabled }: { enabled: boolean }) {
  const t = useT();
  const { data, error, isLoading, mutate } = useOwnApps(enabled);
  return (
    <Card aria-busy={isLoading}>
      <CardHeader>
        <CardTitle level={2}>{t('ownApps.title')}</CardTitle>
        <CardDescription>{t('ownApps.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {error ? (
          <LoadError onRetry={() => void mutate()} />
        ) : !data ? (
          <LoadingLines lines={2} />
        ) : data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('ownApps.empty')}</p>
        ) : (
          <ul aria-label={t('ownApps.list')} className="flex flex-wrap gap-2">
            {data.map((app) => (
              <li key={app.appId}>
                <Badge>{app.name}</Badge>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
