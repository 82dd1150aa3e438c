import { getUrl } from '../../../api/applications';
import { LoadError } from '../../../components/load-state';
import { OpenExternalButton } from '../../../components/open-external-button';
import { useT } from '../../../i18n';
import { formatThousands } from '../../../lib/format';
import { usePurchaseHandle } from '../api/get-purchase-handle';
import { useEbiddingSignIn } from '../api/get-sign-in';
import { DashboardCard } from './dashboard-card';
import { Figures, Time } from './figures';

/** Projects about to open the card lists: the soonest. */
const OPENINGS = 3;

/**
 * The company's e-bidding (docs/screens.md, "Work bench"): its projects by stage
 * (`getPurchaseHandle`), the projects opening soonest with how many invited suppliers signed in
 * (`ebidding/signIn`), and a way into the e-bidding system (its server address `ebidding`,
 * `ipConfig/getUrl`).
 */
export function EbiddingCard({ className }: { className?: string }) {
  const t = useT();
  const openings = useEbiddingSignIn();
  return (
    <DashboardCard
      className={className}
      title={t('workbench.ebidding.title')}
      query={usePurchaseHandle()}
      footer={
        <OpenExternalButton
          label={t('workbench.ebidding.open')}
          resolve={() => getUrl('ebidding')}
          badUrl={t('workbench.ebidding.badUrl')}
        />
      }
    >
      {(stages) => (
        <div className="flex flex-col gap-4 text-sm">
          <Figures
            items={[
              { label: t('workbench.purchaseHandle.toPublish'), value: formatThousands(stages.toPublish) },
              { label: t('workbench.purchaseHandle.bidding'), value: formatThousands(stages.bidding) },
              { label: t('workbench.purchaseHandle.toEvaluate'), value: formatThousands(stages.toEvaluate) },
              { label: t('workbench.purchaseHandle.done'), value: formatThousands(stages.done) },
            ]}
          />
          <div className="flex flex-col gap-1">
            <h3 className="font-medium">{t('workbench.signIn.title')}</h3>
            {openings.error ? (
              <LoadError onRetry={() => void openings.mutate()} />
            ) : openings.data === undefined ? null : openings.data.length === 0 ? (
              <p className="text-muted-foreground">{t('workbench.signIn.empty')}</p>
            ) : (
              <ul className="flex flex-col divide-y divide-border">
                {openings.data.slice(0, OPENINGS).map((project) => (
                  <li key={project.projectId} className="flex flex-col gap-0.5 py-2">
                    <span className="break-words">{project.projectName}</span>
                    <span className="flex flex-wrap justify-between gap-x-4 text-muted-foreground">
                      <span>
                        {t('workbench.signIn.openTime')} <Time ms={project.openTime} />
                      </span>
                      <span className="tabular-nums">
                        {t('workbench.signIn.signed', {
                          signedIn: formatThousands(project.signedIn),
                          invited: formatThousands(project.invited),
                        })}
                      </span>
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      )}
    </DashboardCard>
  );
}
