import { useState, type ReactNode } from 'react';
import type { Key } from 'react-aria-components';
import { ArrowLeft, PackageSearch } from 'lucide-react';
import { EmptyState, Link, Tab, TabList, TabPanel, Tabs } from '@workbench/design-system';
import { Screen } from '../../../components/screen';
import { paths } from '../../../config/paths';
import { useT } from '../../../i18n';
import { isNoSuchItem, useGoodsDetail, type GoodsDetail } from '../api/get-goods-detail';
import { Price, Stock } from './goods-figures';
import { LoadError, LoadingLines } from '../../../components/load-state';

/** The tabs of an item's view, by id. */
const TABS = { overview: 'overview', specs: 'specs' } as const;

const CELL = 'px-3 py-2';

function Overview({ item }: { item: GoodsDetail }) {
  const t = useT();
  const rows: [string, ReactNode][] = [
    [t('supplyChain.column.sku'), <span className="font-mono">{item.sku}</span>],
    [t('supplyChain.column.brand'), item.brand],
    [t('supplyChain.field.category'), item.category],
    [t('supplyChain.field.unit'), item.unit],
    [t('supplyChain.column.price'), <Price price={item.price} />],
    [t('supplyChain.column.stock'), <Stock stock={item.stock} />],
  ];
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-8 gap-y-3">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted-foreground">{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Specs({ item }: { item: GoodsDetail }) {
  const t = useT();
  if (!item.specs.length) return <p className="text-muted-foreground">{t('supplyChain.specs.empty')}</p>;
  return (
    <div className="overflow-x-auto rounded-lg border border-border bg-surface">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('supplyChain.tab.specs')}</caption>
        <thead className="bg-muted text-muted-foreground">
          <tr>
            <th scope="col" className={`${CELL} font-medium`}>
              {t('supplyChain.specs.label')}
            </th>
            <th scope="col" className={`${CELL} font-medium`}>
              {t('supplyChain.specs.value')}
            </th>
          </tr>
        </thead>
        <tbody>
          {item.specs.map((spec) => (
            <tr key={spec.label} className="border-t border-border">
              <th scope="row" className={`${CELL} font-normal text-muted-foreground`}>
                {spec.label}
              </th>
              <td className={CELL}>{spec.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The view of one catalogue item, `/supplyChain?sku=…`: the item's name as the heading, a link
 * back to the catalogue, and two tabs (APG tabs, from the design system): an overview and the
 * specifications. The selected tab is this view's own state, so each cached item view keeps
 * the tab it was left on. An unknown `sku` says so and links back.
 */
export function GoodsDetailView({ sku, title }: { sku: string; title: string }) {
  const t = useT();
  const { data, error, isLoading, mutate } = useGoodsDetail(sku);
  const [tab, setTab] = useState<Key>(TABS.overview);

  let body: ReactNode;
  if (error && isNoSuchItem(error)) {
    body = (
      <EmptyState
        icon={<PackageSearch />}
        title={t('supplyChain.notFound.title')}
        description={t('supplyChain.notFound.body', { sku })}
      />
    );
  } else if (error) {
    body = <LoadError onRetry={() => void mutate()} />;
  } else if (isLoading || !data) {
    body = <LoadingLines lines={4} />;
  } else {
    body = (
      <Tabs selectedKey={tab} onSelectionChange={setTab}>
        <TabList aria-label={t('supplyChain.tabs.label')}>
          <Tab id={TABS.overview}>{t('supplyChain.tab.overview')}</Tab>
          <Tab id={TABS.specs}>{t('supplyChain.tab.specs')}</Tab>
        </TabList>
        <TabPanel id={TABS.overview}>
          <Overview item={data} />
        </TabPanel>
        <TabPanel id={TABS.specs}>
          <Specs item={data} />
        </TabPanel>
      </Tabs>
    );
  }

  return (
    <Screen title={data?.name ?? title}>
      <p className="-mt-4">
        <Link variant="quiet" href={paths.supplyChain.href()}>
          <ArrowLeft aria-hidden="true" className="size-4 self-center" />
          {t('supplyChain.back')}
        </Link>
      </p>
      {body}
    </Screen>
  );
}
