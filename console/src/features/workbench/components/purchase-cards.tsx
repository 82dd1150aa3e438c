import { useIntl } from 'react-intl';
import { getUrl } from '../../../api/applications';
import { OpenExternalButton } from '../../../components/open-external-button';
import { useT, type MessageKey } from '../../../i18n';
import { formatThousands } from '../../../lib/format';
import { useEbiddingQualifiedSupplier } from '../api/get-ebidding-qualified-supplier';
import { useEbiddingSupplier } from '../api/get-ebidding-supplier';
import { useGroupQualifiedBusinessCount } from '../api/get-group-qualified-business-count';
import { useHomePageExpertCount } from '../api/get-home-page-expert-count';
import { usePurchaseHandle } from '../api/get-purchase-handle';
import { usePurchaseTurnover, type TurnoverKind } from '../api/get-purchase-turnover-summary';
import { useEbiddingSignIn } from '../api/get-sign-in';
import { DashboardCard, RESERVE } from './dashboard-card';
import { allZero, isEmptyList, monthLabel } from './dashboard-data';
import { Figures, formatCompactYuan, Time, useMoney } from './figures';
import { LazyChart } from '../../../components/chart/lazy-chart';

/** The card title of each contract kind. */
const TURNOVER_TITLES = {
  goods: 'workbench.turnover.goods',
  engineering: 'workbench.turnover.engineering',
  service: 'workbench.turnover.service',
} as const satisfies Record<TurnoverKind, MessageKey>;

/** The sum of a list's counts. */
function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

/**
 * One contract kind's turnover of the last 6 calendar months (`getPurchaseTurnoverSummry`): the
 * total and the number of contracts, and a line of the months.
 */
export function TurnoverCard({ kind }: { kind: TurnoverKind }) {
  const t = useT();
  const intl = useIntl();
  const money = useMoney();
  const title = t(TURNOVER_TITLES[kind]);
  return (
    <DashboardCard
      title={title}
      reserve={RESERVE.trend}
      query={usePurchaseTurnover(kind)}
      isEmpty={(data) => data.count === 0}
    >
      {(data) => (
        <div className="flex flex-col gap-4">
          <Figures
            items={[
              { label: t('workbench.turnover.total'), value: money(data.total) },
              { label: t('workbench.turnover.count'), value: formatThousands(data.count) },
            ]}
          />
          <LazyChart
            kind="line"
            title={t('workbench.turnover.chart', { name: title })}
            description={t('workbench.turnover.description', {
              total: money(data.total),
              count: formatThousands(data.count),
            })}
            data={data.months.map(({ month, amount }) => ({ label: monthLabel(month, intl.locale), value: amount }))}
            formatValue={money}
            formatTick={formatCompactYuan}
            columns={{ category: t('workbench.turnover.month'), value: t('workbench.turnover.amount') }}
          />
        </div>
      )}
    </DashboardCard>
  );
}

/**
 * Suppliers by number of bids on the company's e-bidding projects (`getEbiddingSupplier`), and a
 * way into the e-bidding system (its server address `ebidding`, `ipConfig/getUrl`).
 */
export function EbiddingSupplierCard() {
  const t = useT();
  return (
    <DashboardCard
      title={t('workbench.ebiddingSupplier.title')}
      reserve={RESERVE.bar}
      query={useEbiddingSupplier()}
      isEmpty={isEmptyList}
      footer={
        <OpenExternalButton
          label={t('workbench.ebidding.open')}
          resolve={() => getUrl('ebidding')}
          badUrl={t('workbench.ebidding.badUrl')}
        />
      }
    >
      {(data) => (
        <LazyChart
          kind="bar"
          title={t('workbench.ebiddingSupplier.chart')}
          description={t('workbench.ebiddingSupplier.description', {
            name: data[0]?.supplierName ?? '',
            count: formatThousands(data[0]?.bidCount ?? 0),
          })}
          data={data.map(({ supplierName, bidCount }) => ({ label: supplierName, value: bidCount }))}
          formatValue={formatThousands}
          columns={{ category: t('workbench.ebiddingSupplier.supplier'), value: t('workbench.ebiddingSupplier.bids') }}
        />
      )}
    </DashboardCard>
  );
}

/** Qualified suppliers group-wide by business category (`getGroupQualifiedBusinessCount`). */
export function QualifiedBusinessCard() {
  const t = useT();
  return (
    <DashboardCard
      title={t('workbench.qualifiedBusiness.title')}
      reserve={RESERVE.bar}
      query={useGroupQualifiedBusinessCount()}
      isEmpty={isEmptyList}
    >
      {(data) => (
        <LazyChart
          kind="bar"
          title={t('workbench.qualifiedBusiness.chart')}
          description={t('workbench.qualifiedBusiness.description', {
            total: formatThousands(sum(data.map(({ count }) => count))),
          })}
          data={data.map(({ category, count }) => ({ label: category, value: count }))}
          formatValue={formatThousands}
          columns={{
            category: t('workbench.qualifiedBusiness.category'),
            value: t('workbench.qualifiedBusiness.count'),
          }}
        />
      )}
    </DashboardCard>
  );
}

/** Suppliers by qualification status as a donut (`getEbiddingQualifiedSupplier`). */
export function QualifiedSupplierCard() {
  const t = useT();
  return (
    <DashboardCard
      title={t('workbench.qualifiedSupplier.title')}
      reserve={RESERVE.donut}
      query={useEbiddingQualifiedSupplier()}
      isEmpty={allZero}
    >
      {(data) => (
        <LazyChart
          kind="donut"
          title={t('workbench.qualifiedSupplier.chart')}
          description={t('workbench.qualifiedSupplier.description', {
            qualified: formatThousands(data.qualified),
            total: formatThousands(data.qualified + data.pending + data.disqualified),
          })}
          data={[
            { label: t('workbench.qualifiedSupplier.qualified'), value: data.qualified },
            { label: t('workbench.qualifiedSupplier.pending'), value: data.pending },
            { label: t('workbench.qualifiedSupplier.disqualified'), value: data.disqualified },
          ]}
          formatValue={formatThousands}
          columns={{ category: t('workbench.qualifiedSupplier.status'), value: t('workbench.qualifiedSupplier.count') }}
        />
      )}
    </DashboardCard>
  );
}

/** Experts in the expert pool by speciality (`getHomePageExpertCount`). */
export function ExpertCountCard() {
  const t = useT();
  return (
    <DashboardCard
      title={t('workbench.experts.title')}
      reserve={RESERVE.bar}
      query={useHomePageExpertCount()}
      isEmpty={isEmptyList}
    >
      {(data) => (
        <LazyChart
          kind="bar"
          title={t('workbench.experts.chart')}
          description={t('workbench.experts.description', {
            total: formatThousands(sum(data.map(({ count }) => count))),
          })}
          data={data.map(({ major, count }) => ({ label: major, value: count }))}
          formatValue={formatThousands}
          columns={{ category: t('workbench.experts.major'), value: t('workbench.experts.count') }}
        />
      )}
    </DashboardCard>
  );
}

/** The company's e-bidding projects by stage (`getPurchaseHandle`). */
export function PurchaseHandleCard() {
  const t = useT();
  return (
    <DashboardCard
      title={t('workbench.purchaseHandle.title')}
      reserve={RESERVE.figures}
      query={usePurchaseHandle()}
      isEmpty={allZero}
    >
      {(data) => (
        <Figures
          items={[
            { label: t('workbench.purchaseHandle.toPublish'), value: formatThousands(data.toPublish) },
            { label: t('workbench.purchaseHandle.bidding'), value: formatThousands(data.bidding) },
            { label: t('workbench.purchaseHandle.toEvaluate'), value: formatThousands(data.toEvaluate) },
            { label: t('workbench.purchaseHandle.done'), value: formatThousands(data.done) },
          ]}
        />
      )}
    </DashboardCard>
  );
}

/** The company's projects about to open, with how many invited suppliers signed in (`ebidding/signIn`). */
export function SignInCard() {
  const t = useT();
  return (
    <DashboardCard
      title={t('workbench.signIn.title')}
      reserve={RESERVE.shortList}
      query={useEbiddingSignIn()}
      isEmpty={isEmptyList}
    >
      {(data) => (
        <ul className="flex flex-col divide-y divide-border text-sm">
          {data.map((project) => (
            <li key={project.projectId} className="flex flex-col gap-1 py-2">
              <span className="break-words">{project.projectName}</span>
              <span className="flex flex-wrap justify-between gap-x-4 text-muted-foreground">
                <span>
                  {t('workbench.signIn.openTime')} <Time ms={project.openTime} />
                </span>
                <span className="tabular-nums">
                  {t('workbench.signIn.signed', {
                    signedIn: formatThousands(project.signedIn),
                    invited: formatThousands(project.invited),
                  })}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
