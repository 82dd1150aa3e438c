import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { formatCompact, formatTimestamp } from '../../../lib/format';

/** Formats an amount in yuan as CNY in the current language (docs/behaviour.md, "Formats and limits", via react-intl). */
export function useMoney(): (yuan: number) => string {
  const intl = useIntl();
  return useCallback((yuan: number) => intl.formatNumber(yuan, { style: 'currency', currency: 'CNY' }), [intl]);
}

/**
 * An amount in yuan in the compact units of docs/behaviour.md, "Formats and limits", for a
 * chart's value axis (`1234567` -> `¥1.2M`): exact amounts overrun the axis' margin; the chart's
 * table keeps them exact.
 */
export function formatCompactYuan(yuan: number): string {
  return `¥${formatCompact(yuan)}`;
}

/** One labelled figure, its value already formatted. */
export interface Figure {
  label: string;
  value: string;
}

/** Labelled figures of a card as a description list: the label small, the value large. */
export function Figures({ items }: { items: readonly Figure[] }) {
  return (
    <dl className="flex flex-wrap gap-x-10 gap-y-4">
      {items.map(({ label, value }) => (
        <div key={label} className="flex flex-col gap-1">
          <dt className="text-sm text-muted-foreground">{label}</dt>
          <dd className="text-xl font-semibold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A time in ms as a `<time>` in the default format of docs/behaviour.md, "Formats and limits". */
export function Time({ ms }: { ms: number }) {
  return (
    <time dateTime={new Date(ms).toISOString()} className="tabular-nums">
      {formatTimestamp(ms)}
    </time>
  );
}
