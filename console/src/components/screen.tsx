import { cn } from '@workbench/design-system';
import { useId, type ReactNode } from 'react';
import { ScreenHeading } from './screen-heading';

/** Props of {@link Screen}. */
export interface ScreenProps {
  /** The view's name: its `h1`, the section's accessible name and the document title. */
  title: string;
  /** Buttons beside the heading (add, export...). */
  actions?: ReactNode;
  /** The filter bar under the heading, a `search` landmark. */
  filters?: ReactNode;
  /** Label of the filter bar's `search` landmark. */
  filtersLabel?: string;
  className?: string;
  children: ReactNode;
}

/**
 * The frame of a view: a `section` named by its `h1` (an id from `useId`, so cached views never
 * repeat one), the actions beside the heading, the filter bar as a `search` landmark, then the
 * content. The heading takes focus after a navigation (WCAG 2.4.3).
 */
export function Screen({ title, actions, filters, filtersLabel, className, children }: ScreenProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cn('flex flex-col gap-6', className)}>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <ScreenHeading id={headingId} title={title} />
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      {filters ? (
        <div role="search" aria-label={filtersLabel} className="flex flex-wrap items-end gap-4">
          {filters}
        </div>
      ) : null}
      {children}
    </section>
  );
}
