import { Badge, Dialog } from '@workbench/design-system';
import { useSnapshot } from 'valtio';
import { getUrl, useAccessibleApps } from '../../../api/applications';
import { LoadError, LoadingLines } from '../../../components/load-state';
import { OpenExternalButton } from '../../../components/open-external-button';
import { useT } from '../../../i18n';
import { DEFAULT_APP_ID, sessionStore } from '../../../stores/session';

/**
 * "My applications" of the user menu (docs/behaviour.md, "Layout"): a modal dialog (APG dialog
 * pattern) listing the applications of the platforms `COLLECT` and `BASE` the account may enter
 * (`accessV2`), each with its name and platform code. Each other than the one signed in to opens
 * its address, the server address of the application's code (`ipConfig/getUrl`), in a new tab
 * through {@link OpenExternalButton} (http(s) only); an application without one is refused by the
 * server with code 404, shown by the API client.
 */
export function MyAppsDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const t = useT();
  const { data, error, isLoading, mutate } = useAccessibleApps(isOpen);
  const { appId } = useSnapshot(sessionStore);
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      title={t('myApps.title')}
      closeLabel={t('myApps.close')}
    >
      <div aria-busy={isLoading}>
        {error ? (
          <LoadError onRetry={() => void mutate()} />
        ) : !data ? (
          <LoadingLines lines={3} />
        ) : data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('myApps.empty')}</p>
        ) : (
          <ul aria-label={t('myApps.list')} className="flex flex-col divide-y divide-border">
            {data.map((app) => (
              <li key={app.id} className="flex flex-wrap items-center gap-3 py-2">
                <span className="font-medium">{app.name}</span>
                <Badge>{t('myApps.platform', { code: app.platformCode })}</Badge>
                <span className="ms-auto">
                  {String(app.id) === (appId ?? DEFAULT_APP_ID) ? (
                    <span className="text-sm text-muted-foreground">{t('myApps.current')}</span>
                  ) : (
                    <OpenExternalButton
                      label={t('myApps.open', { name: app.name })}
                      resolve={() => getUrl(app.code)}
                      badUrl={t('myApps.badUrl', { name: app.name })}
                    />
                  )}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Dialog>
  );
}
