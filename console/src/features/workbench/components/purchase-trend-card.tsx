import { useIntl } from 'react-intl';
import { LazyChart } from '../../../components/chart/lazy-chart';
import { useT } from '../../../i18n';
import { formatCompactMoney, formatMoney, formatThousands } from '../../../lib/format';
import { usePurchaseTurnover, type PurchaseTurnover } from '../api/get-purchase-turnover-summary';
import { DashboardCard } from './dashboard-card';
import { monthLabel } from './dashboard-data';

/**
 * The company's purchasing of the last 6 months (`getPurchaseTurnoverSummry` of goods, works and
 * services): one line per kind over the months, the axis in the reader's compact units and the
 * table exact (docs/screens.md, "Work bench").
 */
export function PurchaseTrendCard({ className }: { className?: string }) {
  const t = useT();
  const intl = useIntl();
  const goods = usePurchaseTurnover('goods');
  const engineering = usePurchaseTurnover('engineering');
  const service = usePurchaseTurnover('service');
  const error = goods.error ?? engineering.error ?? service.error;
  const all =
    goods.data && engineering.data && service.data
      ? { goods: goods.data, engineering: engineering.data, service: service.data }
      : undefined;
  const query = {
    data: all,
    error,
    mutate: async () => {
      await Promise.all([goods.mutate(), engineering.mutate(), service.mutate()]);
      return undefined;
    },
  };
  const values = (turnover: PurchaseTurnover) => turnover.months.map(({ amount }) => amount);
  return (
    <DashboardCard
      className={className}
      title={t('workbench.turnover.title')}
      query={query}
      isEmpty={(data) => data.goods.count + data.engineering.count + data.service.count === 0}
      empty={t('workbench.turnover.empty')}
    >
      {(data) => (
        <LazyChart
          kind="line"
          captionHidden
          height={200}
          title={t('workbench.turnover.title')}
          description={t('workbench.turnover.description', {
            count: formatThousands(data.goods.count + data.engineering.count + data.service.count),
            total: formatMoney(data.goods.total + data.engineering.total + data.service.total, intl.locale),
          })}
          data={data.goods.months.map(({ month, amount }) => ({
            label: monthLabel(month, intl.locale, false),
            value: amount,
          }))}
          series={[
            { label: t('workbench.turnover.engineering'), values: values(data.engineering) },
            { label: t('workbench.turnover.service'), values: values(data.service) },
          ]}
          formatValue={(yuan) => formatMoney(yuan, intl.locale)}
          formatTick={(yuan) => formatCompactMoney(yuan, intl.locale)}
          columns={{ category: t('workbench.turnover.month'), value: t('workbench.turnover.goods') }}
        />
      )}
    </DashboardCard>
  );
}
