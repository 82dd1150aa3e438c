import { formatTimestamp } from '../../../lib/format';

/** One labelled figure, its value already formatted. */
export interface Figure {
  label: string;
  value: string;
}

/**
 * Labelled figures of a card as a description list, side by side where they fit (two a row in
 * less than 20 rem): the label small, the value large.
 */
export function Figures({ items }: { items: readonly Figure[] }) {
  return (
    <div className="@container">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 @xs:grid-cols-[repeat(auto-fit,minmax(4rem,1fr))]">
        {items.map(({ label, value }) => (
          <div key={label} className="flex flex-col gap-0.5">
            <dt className="text-sm whitespace-nowrap text-muted-foreground">{label}</dt>
            <dd className="text-xl font-semibold whitespace-nowrap tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
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
