import { Link } from '@workbench/design-system';
import { useIntl } from 'react-intl';
import { useWorkBatchUnTicket } from '../../../api/work-batch-un-ticket';
import { LazyChart } from '../../../components/chart/lazy-chart';
import { paths } from '../../../config/paths';
import { useT, type MessageKey } from '../../../i18n';
import { formatCompactMoney, formatMoney, formatThousands } from '../../../lib/format';
import { TICKET_CLASSES, useWorkBatchClassAmount, type TicketClass } from '../api/get-work-batch-class-amount';
import { DashboardCard } from './dashboard-card';

/** The name of each ticket class. */
const CLASS_NAMES = {
  flight: 'workbench.trip.flight',
  train: 'workbench.trip.train',
  hotel: 'workbench.trip.hotel',
  car: 'workbench.trip.car',
} as const satisfies Record<TicketClass, MessageKey>;

/** The company's stranded tickets in one line with a link to their screen (`workBatchUnTicket`). */
function StrandedTickets() {
  const t = useT();
  const intl = useIntl();
  const { data } = useWorkBatchUnTicket();
  return (
    <p className="flex w-full flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm">
      <span className="text-muted-foreground">
        {data
          ? data.count === 0
            ? t('workbench.unTicket.none')
            : t('workbench.unTicket.summary', {
                count: formatThousands(data.count),
                amount: formatMoney(data.amount, intl.locale),
              })
          : null}
      </span>
      <Link variant="quiet" href={paths.delayTicket.href()}>
        {t('workbench.unTicket.link')}
      </Link>
    </p>
  );
}

/**
 * This month's travel amounts by ticket class (`workBatchClassAmount`), one bar per class named
 * with its number of tickets, and the company's stranded tickets under them with a link to their
 * screen (docs/screens.md, "Work bench").
 */
export function TripCard({ className }: { className?: string }) {
  const t = useT();
  const intl = useIntl();
  return (
    <DashboardCard
      className={className}
      title={t('workbench.trip.title')}
      query={useWorkBatchClassAmount()}
      isEmpty={(data) => data.every(({ count }) => count === 0)}
      empty={t('workbench.trip.empty')}
      footer={<StrandedTickets />}
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
            layout="horizontal"
            captionHidden
            title={t('workbench.trip.title')}
            description={t('workbench.trip.description', {
              amount: formatMoney(
                rows.reduce((total, { amount }) => total + amount, 0),
                intl.locale,
              ),
              count: formatThousands(rows.reduce((total, { count }) => total + count, 0)),
            })}
            data={rows.map(({ ticketClass, count, amount }) => ({
              label: t('workbench.trip.classLabel', {
                name: t(CLASS_NAMES[ticketClass]),
                count: formatThousands(count),
              }),
              value: amount,
            }))}
            formatValue={(yuan) => formatMoney(yuan, intl.locale)}
            formatTick={(yuan) => formatCompactMoney(yuan, intl.locale)}
            columns={{ category: t('workbench.trip.class'), value: t('workbench.trip.amount') }}
          />
        );
      }}
    </DashboardCard>
  );
}
