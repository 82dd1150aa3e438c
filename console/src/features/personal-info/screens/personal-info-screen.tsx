import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@workbench/design-system';
import { useSnapshot } from 'valtio';
import { useUserDetail } from '../../../api/user-info';
import { Screen } from '../../../components/screen';
import { useT } from '../../../i18n';
import { sessionStore } from '../../../stores/session';
import { AvatarForm } from '../components/avatar-form';
import { LoadError, LoadingLines } from '../../../components/load-state';
import { NameForm } from '../components/name-form';
import { PasswordForm } from '../components/password-form';
import { AppsCard, RolesCard } from '../components/access-cards';
import { AccountCard, CompaniesCard, IdentityCard } from '../components/profile-overview';

/**
 * The fixed route `/people_basic_info` (docs/behaviour.md, "Routes": personal information, not cached): the
 * account, the companies of the person's accounts, the account's roles and applications (read only), the user info with the name and avatar to
 * edit, the identity card on record with a link to `/updateIdCard`, and a password change.
 * Each card shows its own loading and error state; the forms wait for the user detail.
 */
export default function PersonalInfoScreen({ title }: { title: string }) {
  const t = useT();
  const { token } = useSnapshot(sessionStore);
  const detail = useUserDetail(Boolean(token));
  const { data, error, isLoading, mutate } = detail;
  const state = { data, error, isLoading, mutate };

  return (
    <Screen title={title} className="flex max-w-3xl flex-col gap-6">
      <div className="grid gap-6 md:grid-cols-2">
        <AccountCard {...state} />
        <CompaniesCard {...state} />
      </div>
      <RolesCard enabled={Boolean(token)} />
      <AppsCard enabled={Boolean(token)} />
      <Card aria-busy={isLoading}>
        <CardHeader>
          <CardTitle level={2}>{t('personal.userInfo.title')}</CardTitle>
          <CardDescription>{t('personal.userInfo.description')}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          {data ? (
            <>
              <NameForm key={data.userInfo.name} initialName={data.userInfo.name} mutate={mutate} />
              <section aria-labelledby="personal-avatar" className="flex flex-col gap-2">
                <h3 id="personal-avatar" className="text-sm font-medium">
                  {t('personal.avatar.title')}
                </h3>
                <AvatarForm avatarUrl={data.userInfo.avatarUrl} mutate={mutate} />
              </section>
            </>
          ) : error ? (
            <LoadError onRetry={() => void mutate()} />
          ) : (
            <LoadingLines />
          )}
        </CardContent>
      </Card>
      <IdentityCard {...state} enabled={Boolean(token)} />
      <Card>
        <CardHeader>
          <CardTitle level={2}>{t('personal.password.title')}</CardTitle>
        </CardHeader>
        <CardContent>
          <PasswordForm />
        </CardContent>
      </Card>
    </Screen>
  );
}
