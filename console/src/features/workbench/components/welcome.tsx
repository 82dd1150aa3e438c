import { Card, CardContent } from '@workbench/design-system';
import { useSnapshot } from 'valtio';
import { useUserDetail } from '../../../api/user-info';
import { useT } from '../../../i18n';
import { sessionStore } from '../../../stores/session';

/** The greeting of the work bench: the person's name and current company, once known. */
export function Welcome() {
  const t = useT();
  const { token } = useSnapshot(sessionStore);
  const { data: detail } = useUserDetail(Boolean(token));
  if (!detail) return null;
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
