import { Badge, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@workbench/design-system';
import { LoadError, LoadingLines } from '../../../components/load-state';
import { useT, type MessageKey } from '../../../i18n';
import { useOwnApps } from '../api/get-login-authorize-info';
import { useAccountRoles } from '../api/select-role-by-account-id';

/** The answer of a list call as a card reads it (SWR's fields). */
interface ListState<T> {
  data?: T[];
  error?: unknown;
  isLoading: boolean;
  mutate: () => unknown;
}

/** The messages of a {@link BadgeListCard}: its title and description, the empty state, the list's name. */
interface BadgeListMessages {
  title: MessageKey;
  description: MessageKey;
  empty: MessageKey;
  list: MessageKey;
}

/**
 * A read-only list of names as badges under a card's title and description, with loading, error
 * (and retry) and empty states.
 */
function BadgeListCard<T>({
  messages,
  state: { data, error, isLoading, mutate },
  itemKey,
  itemName,
}: {
  messages: BadgeListMessages;
  state: ListState<T>;
  itemKey: (item: T) => string | number;
  itemName: (item: T) => string;
}) {
  const t = useT();
  return (
    <Card aria-busy={isLoading}>
      <CardHeader>
        <CardTitle level={2}>{t(messages.title)}</CardTitle>
        <CardDescription>{t(messages.description)}</CardDescription>
      </CardHeader>
      <CardContent>
        {error ? (
          <LoadError onRetry={() => void mutate()} />
        ) : !data ? (
          <LoadingLines lines={2} />
        ) : data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t(messages.empty)}</p>
        ) : (
          <ul aria-label={t(messages.list)} className="flex flex-wrap gap-2">
            {data.map((item) => (
              <li key={itemKey(item)}>
                <Badge>{itemName(item)}</Badge>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * The signed-in account's roles (`selectRoleByAccountId`). Waits while `enabled` is false
 * (signed out).
 */
export function RolesCard({ enabled }: { enabled: boolean }) {
  return (
    <BadgeListCard
      messages={{ title: 'roles.title', description: 'roles.description', empty: 'roles.empty', list: 'roles.list' }}
      state={useAccountRoles(enabled)}
      itemKey={(role) => role.roleId}
      itemName={(role) => role.roleName}
    />
  );
}

/**
 * The applications the signed-in account is authorised for (`getLoginAuthorizeInfo`). Waits while
 * `enabled` is false (signed out).
 */
export function AppsCard({ enabled }: { enabled: boolean }) {
  return (
    <BadgeListCard
      messages={{
        title: 'ownApps.title',
        description: 'ownApps.description',
        empty: 'ownApps.empty',
        list: 'ownApps.list',
      }}
      state={useOwnApps(enabled)}
      itemKey={(app) => app.appId}
      itemName={(app) => app.name}
    />
  );
}
