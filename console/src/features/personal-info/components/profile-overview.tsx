import { Avatar, Badge, Card, CardContent, CardHeader, CardTitle, Link } from '@workbench/design-system';
import type { KeyedMutator } from 'swr';
import type { UserDetail } from '../../../api/user-info';
import { paths } from '../../../config/paths';
import { useT } from '../../../i18n';
import type { ApiError } from '../../../lib/api-client';
import { formatTimestamp } from '../../../lib/format';
import { useCardTypes } from '../api/get-card-types';
import { LoadError, LoadingLines } from '../../../components/load-state';

/** What the overview cards read: the user detail call's state. */
export interface DetailState {
  data: UserDetail | undefined;
  error: ApiError | undefined;
  isLoading: boolean;
  mutate: KeyedMutator<UserDetail>;
}

/** The body of a card while the user detail loads or after it failed; `null` once there is data. */
function pending({ data, error, isLoading, mutate }: DetailState) {
  if (data) return null;
  if (error) return <LoadError onRetry={() => void mutate()} />;
  return isLoading ? <LoadingLines /> : null;
}

/** The signed-in account: its name and when it was created. */
export function AccountCard(state: DetailState) {
  const t = useT();
  const account = state.data?.account;
  return (
    <Card aria-busy={state.isLoading}>
      <CardHeader>
        <CardTitle level={2}>{t('personal.account.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {pending(state) ??
          (account ? (
            <dl className="grid grid-cols-[max-content_1fr] gap-x-8 gap-y-2 text-sm">
              <dt className="text-muted-foreground">{t('personal.account.account')}</dt>
              <dd>{account.account}</dd>
              <dt className="text-muted-foreground">{t('personal.account.createTime')}</dt>
              <dd className="tabular-nums">{formatTimestamp(account.createTime)}</dd>
            </dl>
          ) : null)}
      </CardContent>
    </Card>
  );
}

/** The companies of the person's accounts, the current one marked. */
export function CompaniesCard(state: DetailState) {
  const t = useT();
  const companies = state.data?.companyList;
  return (
    <Card aria-busy={state.isLoading}>
      <CardHeader>
        <CardTitle level={2}>{t('personal.companies.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {pending(state) ??
          (companies?.length ? (
            <ul className="flex flex-col gap-2 text-sm">
              {companies.map((company) => (
                <li key={company.companyId} className="flex items-center gap-3">
                  <Avatar name={company.name} src={company.logoUrl} size="sm" />
                  <span>{company.companyName}</span>
                  {company.default === 'Y' ? <Badge>{t('personal.companies.current')}</Badge> : null}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">{t('personal.companies.empty')}</p>
          ))}
      </CardContent>
    </Card>
  );
}

/**
 * The person's identity card on record (masked), a link to `/updateIdCard`, and the identity
 * document types the platform knows (`/share-system/userCard/getCardTypeList`).
 */
export function IdentityCard(state: DetailState & { enabled: boolean }) {
  const t = useT();
  const types = useCardTypes(state.enabled);
  const info = state.data?.userInfo;
  return (
    <Card aria-busy={state.isLoading}>
      <CardHeader>
        <CardTitle level={2}>{t('personal.identity.title')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {pending(state) ??
          (info ? (
            <dl className="grid grid-cols-[max-content_1fr] gap-x-8 gap-y-2 text-sm">
              <dt className="text-muted-foreground">{t('personal.identity.name')}</dt>
              <dd>{info.idCardName ?? t('personal.identity.none')}</dd>
              <dt className="text-muted-foreground">{t('personal.identity.number')}</dt>
              <dd className="font-mono tabular-nums">{info.idCardMasked ?? t('personal.identity.none')}</dd>
              <dt className="text-muted-foreground">{t('personal.identity.types')}</dt>
              <dd>
                {types.error ? (
                  <LoadError onRetry={() => void types.mutate()} />
                ) : types.data ? (
                  types.data.length ? (
                    <ul className="flex flex-wrap gap-2">
                      {types.data.map((type) => (
                        <li key={type.code}>
                          <Badge variant="outline">{type.name}</Badge>
                        </li>
                      ))}
                    </ul>
                  ) : (
                    t('personal.identity.typesEmpty')
                  )
                ) : (
                  <LoadingLines lines={1} />
                )}
              </dd>
            </dl>
          ) : null)}
        <p className="text-sm">
          <Link href={paths.updateIdCard.href()}>{t('personal.identity.update')}</Link>
        </p>
      </CardContent>
    </Card>
  );
}
