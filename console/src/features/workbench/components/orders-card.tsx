import { useIntl } from 'react-intl';
import { useT } from '../../../i18n';
import { formatCompactMoney, formatThousands } from '../../../lib/format';
import { useOrderSummary } from '../api/get-order-summary';
import { DashboardCard } from './dashboard-card';
import { Figures } from './figures';

/**
 * The company's e-commerce orders, count and amount, and their share of the platform's
 * (`platformAndCompanySummary`; docs/screens.md, "Work bench").
 */
export function OrdersCard({ className }: { className?: string }) {
  const t = useT();
  const intl = useIntl();
  return (
    <DashboardCard className={className} title={t('workbench.orders.title')} query={useOrderSummary()}>
      {({ company, platform }) => {
        const share = platform.orderAmount > 0 ? company.orderAmount / platform.orderAmount : 0;
        const percent = intl.formatNumber(share, { style: 'percent', maximumFractionDigits: 1 });
        return (
          <div className="flex flex-col gap-4 text-sm">
            <Figures
              items={[
                { label: t('workbench.orders.count'), value: formatThousands(company.orderCount) },
                { label: t('workbench.orders.amount'), value: formatCompactMoney(company.orderAmount, intl.locale) },
              ]}
            />
            <div className="flex flex-col gap-1.5">
              <p>{t('workbench.orders.share', { share: percent })}</p>
              <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-muted">
                <div className="h-full rounded-full bg-chart-1" style={{ width: `${Math.min(100, share * 100)}%` }} />
              </div>
              <p className="text-muted-foreground">
                {t('workbench.orders.platform', {
                  count: formatThousands(platform.orderCount),
                  amount: formatCompactMoney(platform.orderAmount, intl.locale),
                })}
              </p>
            </div>
          </div>
        );
      }}
    </DashboardCard>
  );
}
