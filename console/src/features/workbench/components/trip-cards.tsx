import { Link } from '@workbench/design-system';
import { paths } from '../../../config/paths';
import { useT, type MessageKey } from '../../../i18n';
import { formatThousands } from '../../../lib/format';
import { TICKET_CLASSES, useWorkBatchClassAmount, type TicketClass } from '../api/get-work-batch-class-amount';
import { useWorkBatchUnTicket } from '../../../api/work-batch-un-ticket';
import { DashboardCard, RESERVE } from './dashboard-card';
import { Figures, formatCompactYuan, useMoney } from './figures';
import { LazyChart } from '../../../components/lazy-chart';

/** The name of each ticket class. */
const CLASS_NAMES = {
  flight: 'workbench.trip.flight',
  train: 'workbench.trip.train',
  hotel: 'workbench.trip.hotel',
  car: 'workbench.trip.car',
} as const satisfies Record<TicketClass, MessageKey>;

/**
 * This month's travel amounts by ticket class (`workBatchClassAmount`), as bars whose labels carry
 * the number of tickets, so the table alternative shows counts and amounts.
 */
export function ClassAmountCard() {
  const t = useT();
  const money = useMoney();
  return (
    <DashboardCard
      title={t('workbench.trip.title')}
      reserve={RESERVE.bar}
      query={useWorkBatchClassAmount()}
      isEmpty={(data) => data.every(({ count }) => count === 0)}
    >
      {(data) => {
        const rows = TICKET_CLASSES.map((ticketClass) => ({
          ticketClass,
          count: 0,
          amount: 0,
          ...data.find((row) => row.ticketClass === ticketClass),
        }));
        return (
          <LazyChart
            kind="bar"
            title={t('workbench.trip.chart')}
            description={t('workbench.trip.description', {
              amount: money(rows.reduce((total, { amount }) => total + amount, 0)),
              count: formatThousands(rows.reduce((total, { count }) => total + count, 0)),
            })}
            data={rows.map(({ ticketClass, count, amount }) => ({
              label: t('workbench.trip.classLabel', {
                name: t(CLASS_NAMES[ticketClass]),
                count: formatThousands(count),
              }),
              value: amount,
            }))}
            formatValue={money}
            formatTick={formatCompactYuan}
            columns={{ category: t('workbench.trip.class'), value: t('workbench.trip.amount') }}
          />
        );
      }}
    </DashboardCard>
  );
}

/** The company's stranded tickets, count and amount (`workBatchUnTicket`), with a link to their screen. */
export function UnTicketCard() {
  const t = useT();
  const money = useMoney();
  return (
    <DashboardCard
      title={t('workbench.unTicket.title')}
      reserve={RESERVE.figures}
      query={useWorkBatchUnTicket()}
      isEmpty={(data) => data.count === 0}
      footer={<Link href={paths.delayTicket.href()}>{t('workbench.unTicket.link')}</Link>}
    >
      {(data) => (
        <Figures
          items={[
            { label: t('workbench.unTicket.count'), value: formatThousands(data.count) },
            { label: t('workbench.unTicket.amount'), value: money(data.amount) },
          ]}
        />
      )}
    </DashboardCard>
  );
}
