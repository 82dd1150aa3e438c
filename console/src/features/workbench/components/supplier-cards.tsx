import { LazyChart } from '../../../components/chart/lazy-chart';
import { useT } from '../../../i18n';
import { formatThousands } from '../../../lib/format';
import { useEbiddingQualifiedSupplier } from '../api/get-ebidding-qualified-supplier';
import { useEbiddingSupplier } from '../api/get-ebidding-supplier';
import { useGroupQualifiedBusinessCount } from '../api/get-group-qualified-business-count';
import { useHomePageExpertCount } from '../api/get-home-page-expert-count';
import { DashboardCard } from './dashboard-card';
import { allZero, isEmptyList } from './dashboard-data';

/** The sum of a list's counts. */
function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

/** The company's suppliers by qualification status as a donut, the total in its hole (`getEbiddingQualifiedSupplier`). */
export function QualifiedSupplierCard({ className }: { className?: string }) {
  const t = useT();
  return (
    <DashboardCard
      className={className}
      title={t('workbench.qualifiedSupplier.title')}
      query={useEbiddingQualifiedSupplier()}
      isEmpty={allZero}
    >
      {(data) => {
        const total = data.qualified + data.pending + data.disqualified;
        return (
          <LazyChart
            kind="donut"
            captionHidden
            height={136}
            title={t('workbench.qualifiedSupplier.title')}
            description={t('workbench.qualifiedSupplier.description', {
              qualified: formatThousands(data.qualified),
              total: formatThousands(total),
            })}
            centre={{ value: formatThousands(total), label: t('workbench.qualifiedSupplier.centre') }}
            data={[
              { label: t('workbench.qualifiedSupplier.qualified'), value: data.qualified },
              { label: t('workbench.qualifiedSupplier.pending'), value: data.pending },
              { label: t('workbench.qualifiedSupplier.disqualified'), value: data.disqualified },
            ]}
            formatValue={formatThousands}
            columns={{
              category: t('workbench.qualifiedSupplier.status'),
              value: t('workbench.qualifiedSupplier.count'),
            }}
          />
        );
      }}
    </DashboardCard>
  );
}

/** Suppliers by number of bids on the company's e-bidding projects, most first (`getEbiddingSupplier`). */
export function EbiddingSupplierCard({ className }: { className?: string }) {
  const t = useT();
  return (
    <DashboardCard
      className={className}
      title={t('workbench.ebiddingSupplier.title')}
      query={useEbiddingSupplier()}
      isEmpty={isEmptyList}
    >
      {(data) => (
        <LazyChart
          kind="bar"
          layout="horizontal"
          captionHidden
          title={t('workbench.ebiddingSupplier.title')}
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

/** Qualified suppliers group-wide by business category, most first (`getGroupQualifiedBusinessCount`). */
export function QualifiedBusinessCard({ className }: { className?: string }) {
  const t = useT();
  return (
    <DashboardCard
      className={className}
      title={t('workbench.qualifiedBusiness.title')}
      query={useGroupQualifiedBusinessCount()}
      isEmpty={isEmptyList}
    >
      {(data) => (
        <LazyChart
          kind="bar"
          layout="horizontal"
          captionHidden
          title={t('workbench.qualifiedBusiness.title')}
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

/** Experts in the group's pool by speciality, most first (`getHomePageExpertCount`). */
export function ExpertCountCard({ className }: { className?: string }) {
  const t = useT();
  return (
    <DashboardCard
      className={className}
      title={t('workbench.experts.title')}
      query={useHomePageExpertCount()}
      isEmpty={isEmptyList}
    >
      {(data) => (
        <LazyChart
          kind="bar"
          layout="horizontal"
          captionHidden
          title={t('workbench.experts.title')}
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
