import { Card, CardContent, Skeleton } from '@workbench/design-system';
import { useSnapshot } from 'valtio';
import { useUserDetail } from '../../../api/user-info';
import { useT } from '../../../i18n';
import { sessionStore } from '../../../stores/session';

/**
 * The greeting of the work bench: the person's name and current company. Until they are known
 * its two lines are held by placeholders of the same line heights, so the cards below do not
 * move when it arrives (docs/architecture.md, "Stable work bench").
 */
export function Welcome() {
  const t = useT();
  const { token } = useSnapshot(sessionStore);
  const { data: detail } = useUserDetail(Boolean(token));
  if (!detail) {
    return (
      <Card aria-busy="true">
        <CardContent>
          <div className="text-lg">
            <Skeleton className="inline-block w-48 align-middle" />
          </div>
          <div>
            <Skeleton className="inline-block w-64 align-middle" />
          </div>
        </CardContent>
      </Card>
    );
  }
  const company = detail.companyList.find((entry) => entry.companyId === detail.account.companyId);
  return (
    <Card>
      <CardContent>
        <p className="text-lg">{t('workbench.welcome', { name: detail.userInfo.name })}</p>
        {company ? (
          <p className="text-muted-foreground">
            {t('workbench.company', { company: company.companyName || company.name })}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
