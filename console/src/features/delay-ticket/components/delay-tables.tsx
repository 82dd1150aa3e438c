import { DataTable, type DataTableColumn } from '@workbench/design-system';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useDataTableTexts } from '../../../components/data-table-texts';
import { useTableLayout } from '../../../lib/media-query';
import { useT, type MessageKey } from '../../../i18n';
import { formatTimestamp } from '../../../lib/format';
import type { DelayApply, DelayApplyStatus, DelayOrder, DelayOrderStatus } from '../../../api/work-batch-un-ticket';

const APPLY_STATUS: Record<DelayApplyStatus, MessageKey> = {
  pending: 'delayTicket.applyStatus.pending',
  approved: 'delayTicket.applyStatus.approved',
  rejected: 'delayTicket.applyStatus.rejected',
};

const ORDER_STATUS: Record<DelayOrderStatus, MessageKey> = {
  unused: 'delayTicket.orderStatus.unused',
  refunding: 'delayTicket.orderStatus.refunding',
  changed: 'delayTicket.orderStatus.changed',
};

const TICKET_CLASS: Record<DelayOrder['ticketClass'], MessageKey> = {
  flight: 'delayTicket.ticketClass.flight',
  train: 'delayTicket.ticketClass.train',
};

/**
 * The applications to refund or change a stranded ticket: number, order, applicant, reason, time
 * (`YYYY-MM-DD HH:mm:ss`) and status as text; paged on the page (10 a page by default,
 * docs/behaviour.md, "Formats and limits"), sortable by time.
 */
export function DelayApplyTable({ applies }: { applies: DelayApply[] }) {
  const t = useT();
  const texts = useDataTableTexts(t('delayTicket.apply.empty'));
  const layout = useTableLayout();
  const columns = useMemo<DataTableColumn<DelayApply>[]>(
    () => [
      {
        id: 'applyNo',
        header: t('delayTicket.apply.applyNo'),
        value: (row) => row.applyNo,
        isRowHeader: true,
        overflow: 'nowrap',
      },
      { id: 'orderNo', header: t('delayTicket.apply.orderNo'), value: (row) => row.orderNo, overflow: 'nowrap' },
      {
        id: 'applicant',
        header: t('delayTicket.apply.applicant'),
        value: (row) => row.applicant,
        overflow: 'truncate',
      },
      { id: 'reason', header: t('delayTicket.apply.reason'), value: (row) => row.reason, overflow: 'truncate' },
      {
        id: 'applyTime',
        header: t('delayTicket.apply.applyTime'),
        value: (row) => row.applyTime,
        cell: (row) => <span className="tabular-nums">{formatTimestamp(row.applyTime)}</span>,
        sortable: true,
        overflow: 'nowrap',
      },
      {
        id: 'status',
        header: t('delayTicket.apply.status'),
        value: (row) => t(APPLY_STATUS[row.status]),
        overflow: 'nowrap',
      },
    ],
    [t],
  );
  return (
    <DataTable
      layout={layout}
      label={t('delayTicket.apply.label')}
      columns={columns}
      rows={applies}
      getRowId={(row) => row.applyNo}
      {...texts}
    />
  );
}

/**
 * The stranded tickets: order number, passenger, route, class, amount (yuan, as CNY currency),
 * departure (`YYYY-MM-DD HH:mm:ss`) and status as text; paged on the page (10 a page by default,
 * docs/behaviour.md, "Formats and limits"), sortable by amount and departure.
 */
export function DelayOrderTable({ orders }: { orders: DelayOrder[] }) {
  const t = useT();
  const intl = useIntl();
  const texts = useDataTableTexts(t('delayTicket.order.empty'));
  const layout = useTableLayout();
  const columns = useMemo<DataTableColumn<DelayOrder>[]>(
    () => [
      {
        id: 'orderNo',
        header: t('delayTicket.order.orderNo'),
        value: (row) => row.orderNo,
        isRowHeader: true,
        overflow: 'nowrap',
      },
      {
        id: 'passenger',
        header: t('delayTicket.order.passenger'),
        value: (row) => row.passenger,
        overflow: 'truncate',
      },
      { id: 'route', header: t('delayTicket.order.route'), value: (row) => row.route, overflow: 'truncate' },
      {
        id: 'ticketClass',
        header: t('delayTicket.order.ticketClass'),
        value: (row) => t(TICKET_CLASS[row.ticketClass]),
        overflow: 'nowrap',
      },
      {
        id: 'amount',
        header: t('delayTicket.order.amount'),
        value: (row) => row.amount,
        cell: (row) => intl.formatNumber(row.amount, { style: 'currency', currency: 'CNY' }),
        align: 'end',
        sortable: true,
        overflow: 'nowrap',
      },
      {
        id: 'departTime',
        header: t('delayTicket.order.departTime'),
        value: (row) => row.departTime,
        cell: (row) => <span className="tabular-nums">{formatTimestamp(row.departTime)}</span>,
        sortable: true,
        overflow: 'nowrap',
      },
      {
        id: 'status',
        header: t('delayTicket.order.status'),
        value: (row) => t(ORDER_STATUS[row.status]),
        overflow: 'nowrap',
      },
    ],
    [t, intl],
  );
  return (
    <DataTable
      layout={layout}
      label={t('delayTicket.order.label')}
      columns={columns}
      rows={orders}
      getRowId={(row) => row.orderNo}
      {...texts}
    />
  );
}
