import { cn } from '../../lib/cn';
import { focusRing } from '../../lib/focus-ring';

/** One row a bulk write refused: its name and why, in the reader's language. */
export interface BulkRefusedRow {
  /** The row's id (the list's key). */
  id: string | number;
  /** The row's name (王明远). */
  name: string;
  /** Why it was refused (不能停用自己的账号). */
  reason: string;
}

/** Props of {@link BulkResult}. */
export interface BulkResultProps {
  /** What was done, as people read it (已停用 11 项，1 项未处理). */
  summary: string;
  /** The rows refused; none: only the summary shows. */
  refused: readonly BulkRefusedRow[];
  /** The accessible name of the list of refused rows (未处理的项 / Not done). */
  refusedLabel: string;
}

/**
 * What a bulk write did (docs/behaviour.md, "Lists", bulk work): a summary line, then each refused
 * row with its reason, as a list a screen reader counts and reads item by item. A long list
 * scrolls in a region of its own that takes focus, so it is read and scrolled by keyboard too
 * (WCAG 2.1.1).
 */
export function BulkResult({ summary, refused, refusedLabel }: BulkResultProps) {
  return (
    <div data-slot="bulk-result" className="flex flex-col gap-3">
      <p>{summary}</p>
      {refused.length ? (
        <ul
          aria-label={refusedLabel}
          // A long list scrolls here: focusable, so it scrolls by keyboard (WCAG 2.1.1).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          className={cn(
            'flex max-h-72 flex-col gap-1 overflow-y-auto rounded-md border border-border p-3 text-sm',
            focusRing,
          )}
        >
          {refused.map((row) => (
            <li key={row.id} className="flex flex-wrap gap-x-3">
              <span className="font-medium">{row.name}</span>
              <span className="text-muted-foreground">{row.reason}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
