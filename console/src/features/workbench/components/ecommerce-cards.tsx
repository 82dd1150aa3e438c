import { useT } from '../../../i18n';
import { formatThousands } from '../../../lib/format';
import { useListOfTodo } from '../api/get-list-of-todo';
import { useOrderSummary } from '../api/get-order-summary';
import { usePubInquiry } from '../api/get-pub-inquiry';
import { useWorkTodo } from '../api/get-work-todo';
import { DashboardCard, RESERVE } from './dashboard-card';
import { allZero, isEmptyList } from './dashboard-data';
import { Time, useMoney } from './figures';
import { LazyChart } from '../../../components/lazy-chart';

/** The platform's and the company's order count and amount (`platformAndCompanySummary`). */
export function OrderSummaryCard() {
  const t = useT();
  const money = useMoney();
  return (
    <DashboardCard title={t('workbench.orders.title')} reserve={RESERVE.table} query={useOrderSummary()}>
      {(data) => (
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
                <td className="py-2 text-right tabular-nums">{formatThousands(figures.orderCount)}</td>
                <td className="py-2 text-right tabular-nums">{money(figures.orderAmount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </DashboardCard>
  );
}

/** The company's pending applications, newest first (`getListOfToDo`). */
export function TodoCard() {
  const t = useT();
  return (
    <DashboardCard
      title={t('workbench.todo.title')}
      reserve={RESERVE.shortList}
      query={useListOfTodo()}
      isEmpty={isEmptyList}
    >
      {(data) => (
        <ul className="flex flex-col divide-y divide-border text-sm">
          {data.map((item) => (
            <li key={item.id} className="flex justify-between gap-4 py-2">
              <span className="min-w-0 break-words">{item.title}</span>
              <span className="shrink-0 text-muted-foreground">
                <Time ms={item.createTime} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}

/** The company's applications by status as a donut (`getWorkTodo`). */
export function WorkTodoCard() {
  const t = useT();
  return (
    <DashboardCard
      title={t('workbench.workTodo.title')}
      reserve={RESERVE.donut}
      query={useWorkTodo()}
      isEmpty={allZero}
    >
      {(data) => (
        <LazyChart
          kind="donut"
          title={t('workbench.workTodo.chart')}
          description={t('workbench.workTodo.description', {
            total: formatThousands(data.pending + data.approved + data.rejected),
            pending: formatThousands(data.pending),
          })}
          data={[
            { label: t('workbench.workTodo.pending'), value: data.pending },
            { label: t('workbench.workTodo.approved'), value: data.approved },
            { label: t('workbench.workTodo.rejected'), value: data.rejected },
          ]}
          formatValue={formatThousands}
          columns={{ category: t('workbench.workTodo.status'), value: t('workbench.workTodo.count') }}
        />
      )}
    </DashboardCard>
  );
}

/** Open public inquiries with their deadline and number of quotes (`getPubInquiry`). */
export function PubInquiryCard() {
  const t = useT();
  return (
    <DashboardCard
      title={t('workbench.inquiry.title')}
      reserve={RESERVE.list}
      query={usePubInquiry()}
      isEmpty={isEmptyList}
    >
      {(data) => (
        <ul className="flex flex-col divide-y divide-border text-sm">
          {data.map((inquiry) => (
            <li key={inquiry.id} className="flex flex-col gap-1 py-2">
              <span className="break-words">{inquiry.title}</span>
              <span className="flex flex-wrap justify-between gap-x-4 text-muted-foreground">
                <span>
                  {t('workbench.inquiry.deadline')} <Time ms={inquiry.deadline} />
                </span>
                <span className="tabular-nums">{t('workbench.inquiry.quotes', { count: inquiry.quoteCount })}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
