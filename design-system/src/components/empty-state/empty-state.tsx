import type * as React from 'react';
import { cn } from '../../lib/cn';

/** Props of {@link EmptyState}: the `<div>` props plus these. All text comes in translated. */
interface EmptyStateProps extends Omit<React.ComponentProps<'div'>, 'title'> {
  /** A decorative illustration or icon (hidden from screen readers). */
  icon?: React.ReactNode;
  /** What is empty, e.g. "No orders yet". */
  title: string;
  /** What to do about it. */
  description?: React.ReactNode;
  /** An action, e.g. a `Button` to create the first item or clear the filters. */
  action?: React.ReactNode;
  /**
   * The heading level of `title`, to fit the page outline (WCAG 1.3.1).
   * @default 2
   */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

/** A centred message where a list, table or page has nothing to show, with an optional action. */
function EmptyState({
  icon,
  title,
  description,
  action,
  headingLevel = 2,
  className,
  children,
  ...props
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      data-slot="empty-state"
      className={cn('flex flex-col items-center justify-center gap-3 px-6 py-10 text-center', className)}
      {...props}
    >
      {icon ? (
        <div
          data-slot="empty-state-icon"
          aria-hidden="true"
          className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground [&_svg]:size-6"
        >
          {icon}
        </div>
      ) : null}
      <Heading data-slot="empty-state-title" className="text-base font-semibold text-foreground">
        {title}
      </Heading>
      {description ? (
        <div data-slot="empty-state-description" className="max-w-md text-sm text-muted-foreground">
          {description}
        </div>
      ) : null}
      {children}
      {action ? (
        <div data-slot="empty-state-action" className="mt-2 flex flex-wrap justify-center gap-2">
          {action}
        </div>
      ) : null}
    </div>
  );
}

export { EmptyState, type EmptyStateProps };
