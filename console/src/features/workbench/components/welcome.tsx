import { Skeleton } from '@workbench/design-system';
import { useSnapshot } from 'valtio';
import { useUserDetail } from '../../../api/user-info';
import { useT } from '../../../i18n';
import { sessionStore } from '../../../stores/session';

/**
 * The greeting under the work bench's heading: the person's name and current company, one line.
 * Until they are known the line is held by a placeholder of its height, so the cards below do not
 * move when it arrives (docs/architecture.md, "Stable work bench").
 */
export function Welcome() {
  const t = useT();
  const { token } = useSnapshot(sessionStore);
  const { data: detail } = useUserDetail(Boolean(token));
  if (!detail) {
    return (
      <p aria-busy="true" className="-mt-3 min-h-6">
        <Skeleton className="inline-block w-72 align-middle" />
      </p>
    );
  }
  const company = detail.companyList.find((entry) => entry.companyId === detail.account.companyId);
  return (
    <p className="-mt-3 min-h-6 text-muted-foreground">
      {t('workbench.welcome', { name: detail.userInfo.name })}
      {company ? <> · {company.companyName || company.name}</> : null}
    </p>
  );
}
