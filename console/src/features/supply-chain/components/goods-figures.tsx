import { useIntl } from 'react-intl';
import { Badge } from '@workbench/design-system';
import { useT } from '../../../i18n';

/** A price in yuan (the server's decimal string, e.g. `"35.50"`) as CNY in the current language. */
export function Price({ price }: { price: string }) {
  const intl = useIntl();
  return (
    <span className="tabular-nums">{intl.formatNumber(Number(price), { style: 'currency', currency: 'CNY' })}</span>
  );
}

/**
 * The stock on hand in the current language's digits, or an "out of stock" badge at 0; the
 * badge says it in words, so colour never carries the meaning alone (WCAG 1.4.1).
 */
export function Stock({ stock }: { stock: number }) {
  const intl = useIntl();
  const t = useT();
  return stock > 0 ? (
    <span className="tabular-nums">{intl.formatNumber(stock)}</span>
  ) : (
    <Badge tone="warning">{t('supplyChain.outOfStock')}</Badge>
  );
}
