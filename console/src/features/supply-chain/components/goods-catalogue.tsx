import { PackageOpen } from 'lucide-react';
import { EmptyState, Link } from '@workbench/design-system';
import { Screen } from '../../../components/screen';
import { paths } from '../../../config/paths';
import { useT } from '../../../i18n';
import { useGoodsList } from '../api/get-goods-list';
import { Price, Stock } from './goods-figures';
import { LoadError, LoadingLines } from '../../../components/load-state';

const CELL = 'px-3 py-2';

/**
 * The supply-chain catalogue: one row per item (SKU, name, brand, price, stock), each name a
 * link to the item's own view `/supplyChain?sku=…`. A plain table: the name is the row header
 * and links are reached with Tab, as on any page.
 */
export function GoodsCatalogue({ title }: { title: string }) {
  const t = useT();
  const { data, error, isLoading, mutate } = useGoodsList();

  return (
    <Screen title={title}>
      {error ? (
        <LoadError onRetry={() => void mutate()} />
      ) : isLoading || !data ? (
        <LoadingLines />
      ) : data.length === 0 ? (
        <EmptyState icon={<PackageOpen />} title={t('supplyChain.empty')} />
      ) : (
        <div className="overflow-x-auto rounded-lg border border-border bg-surface">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('supplyChain.catalogue')}</caption>
            <thead className="bg-muted text-muted-foreground">
              <tr>
                <th scope="col" className={`${CELL} font-medium`}>
                  {t('supplyChain.column.sku')}
                </th>
                <th scope="col" className={`${CELL} font-medium`}>
                  {t('supplyChain.column.name')}
                </th>
                <th scope="col" className={`${CELL} font-medium`}>
                  {t('supplyChain.column.brand')}
                </th>
                <th scope="col" className={`${CELL} text-right font-medium`}>
                  {t('supplyChain.column.price')}
                </th>
                <th scope="col" className={`${CELL} text-right font-medium`}>
                  {t('supplyChain.column.stock')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.map((item) => (
                <tr key={item.sku} className="border-t border-border">
                  <td className={`${CELL} font-mono tabular-nums`}>{item.sku}</td>
                  <th scope="row" className={`${CELL} font-normal`}>
                    <Link variant="quiet" href={paths.supplyChain.href(item.sku)}>
                      {item.name}
                    </Link>
                  </th>
                  <td className={CELL}>{item.brand}</td>
                  <td className={`${CELL} text-right`}>
                    <Price price={item.price} />
                  </td>
                  <td className={`${CELL} text-right`}>
                    <Stock stock={item.stock} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Screen>
  );
}
