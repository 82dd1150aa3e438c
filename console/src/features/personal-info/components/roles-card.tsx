import { Badge, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@workbench/design-system';
import { LoadError, LoadingLines } from '../../../components/load-state';
import { useT } from '../../../i18n';
import { useAccountRoles } from '../api/select-role-by-account-id';

/**
 * The signed-in account's roles as a read-only list (`selectRoleByAccountId`), with loading,
 * error (and retry) and empty states. Waits while `enabled` is false (signed out).
 */
export function RolesCard({ enabled }: { enabled: boolean }) {
  const t = useT();
  const { data, error, isLoading, mutate } = useAccountRoles(enabled);
  return (
    <Card aria-busy={isLoading}>
      <CardHeader>
        <CardTitle level={2}>{t('roles.title')}</CardTitle>
        <CardDescription>{t('roles.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {error ? (
          <LoadError onRetry={() => void mutate()} />
        ) : !data ? (
          <LoadingLines lines={2} />
        ) : data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('roles.empty')}</p>
        ) : (
          <ul aria-label={t('roles.list')} className="flex flex-wrap gap-2">
            {data.map((role) => (
              <li key={role.roleId}>
                <Badge>{role.roleName}</Badge>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
