import { Card, CardContent } from '@workbench/design-system';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { useUserDetail } from '../../../api/user-info';
import { useT } from '../../../i18n';
import { formatTimestamp } from '../../../lib/format';
import { sessionStore } from '../../../stores/session';
import { useListOfTodo } from '../api/get-list-of-todo';
import { useOrderSummary } from '../api/get-order-summary';
import { DashboardCard } from '../components/dashboard-card';
import { ScreenHeading } from '../../../components/screen-heading';

function OrderSummaryCard() {
  const t = useT();
  const intl = useIntl();
  const { data, error, isLoading, mutate } = useOrderSummary();
  const money = (value: number) => intl.formatNumber(value, { style: 'currency', currency: 'CNY' });
  return (
    <DashboardCard
      title={t('workbench.orders.title')}
      isLoading={isLoading}
      error={error}
      onRetry={() => void mutate()}
    >
      {data ? (
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b border-border text-muted-foreground">
              <th scope="col" className="py-2 font-medium">
                {t('workbench.orders.scope')}
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                {t('workbench.orders.count')}
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                {t('workbench.orders.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {(
              [
                ['workbench.orders.platform', data.platform],
                ['workbench.orders.company', data.company],
              ] as const
            ).map(([label, figures]) => (
              <tr key={label} className="border-b border-border last:border-0">
                <th scope="row" className="py-2 font-normal">
                  {t(label)}
                </th>
                <td className="py-2 text-right tabular-nums">{intl.formatNumber(figures.orderCount)}</td>
                <td className="py-2 text-right tabular-nums">{money(figures.orderAmount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </DashboardCard>
  );
}

function TodoCard() {
  const t = useT();
  const { data, error, isLoading, mutate } = useListOfTodo();
  return (
    <DashboardCard title={t('workbench.todo.title')} isLoading={isLoading} error={error} onRetry={() => void mutate()}>
      {data && data.length ? (
        <ul className="flex flex-col divide-y divide-border text-sm">
          {data.map((item) => (
            <li key={item.id} className="flex justify-between gap-4 py-2">
              <span>{item.title}</span>
              <time
                dateTime={new Date(item.createTime).toISOString()}
                className="shrink-0 text-muted-foreground tabular-nums"
              >
                {formatTimestamp(item.createTime)}
              </time>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted-foreground">{t('workbench.todo.empty')}</p>
      )}
    </DashboardCard>
  );
}

/** The work bench `/index` (spec sections 2 and 7): a greeting and the dashboard cards. */
export default function WorkbenchScreen() {
  const t = useT();
  const { token } = useSnapshot(sessionStore);
  const { data: detail } = useUserDetail(Boolean(token));
  const company = detail?.companyList.find((entry) => entry.companyId === detail.account.companyId);
  return (
    <section aria-labelledby="screen-title" className="flex flex-col gap-6">
      <ScreenHeading title={t('workbench.title')} />
      {detail ? (
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
      ) : null}
      <div className="grid gap-6 lg:grid-cols-2">
        <OrderSummaryCard />
        <TodoCard />
      </div>
    </section>
  );
}
