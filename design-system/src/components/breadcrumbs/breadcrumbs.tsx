import { ChevronRight } from 'lucide-react';
import type * as React from 'react';
import {
  Breadcrumb as RACBreadcrumb,
  Breadcrumbs as RACBreadcrumbs,
  Link as RACLink,
  type BreadcrumbProps as RACBreadcrumbProps,
  type BreadcrumbsProps as RACBreadcrumbsProps,
} from 'react-aria-components';
import { cn } from '../../lib/cn';
import { composeClassName } from '../../lib/compose-class-name';
import { focusRing } from '../../lib/focus-ring';

/** Props of {@link Breadcrumbs}: every react-aria-components `Breadcrumbs` prop plus these. */
interface BreadcrumbsProps<T extends object> extends RACBreadcrumbsProps<T> {
  /** Accessible name of the `<nav>` landmark, e.g. "Breadcrumb" (translated by the caller). */
  label: string;
  /** Extra classes of the `<nav>`. */
  navClassName?: string;
}

/**
 * The trail from the home page to the current page (APG breadcrumb): a `<nav>` landmark named by
 * `label` around an ordered list of links; the last item is the current page
 * (`aria-current="page"`), and separators are hidden from screen readers.
 * Primitive: react-aria-components `Breadcrumbs` + `Breadcrumb` + `Link`.
 */
function Breadcrumbs<T extends object>({ label, navClassName, className, ...props }: BreadcrumbsProps<T>) {
  return (
    <nav data-slot="breadcrumbs-nav" aria-label={label} className={cn('min-w-0', navClassName)}>
      <RACBreadcrumbs
        data-slot="breadcrumbs"
        className={cn('flex flex-wrap items-center gap-1 text-sm text-muted-foreground', className)}
        {...props}
      />
    </nav>
  );
}

/** Props of {@link Breadcrumb}: every react-aria-components `Breadcrumb` prop plus these. */
interface BreadcrumbProps extends Omit<RACBreadcrumbProps, 'children'> {
  /**
   * Where the crumb goes; routed through RAC's `RouterProvider`. Leave it out on the current page;
   * a crumb that is neither (a menu group, which is no page) shows as plain text, not a link.
   */
  href?: string;
  /** The crumb's text (translated by the caller). */
  children: React.ReactNode;
}

/** One crumb: a link, plain text (no `href`), or the current page when it is the last one. */
function Breadcrumb({ href, children, className, ...props }: BreadcrumbProps) {
  return (
    <RACBreadcrumb
      data-slot="breadcrumb"
      className={composeClassName(className, 'flex min-w-0 items-center gap-1')}
      {...props}
    >
      {({ isCurrent }) => (
        <>
          {href === undefined && !isCurrent ? (
            <span data-slot="breadcrumb-text" className="min-w-0 wrap-break-word">
              {children}
            </span>
          ) : (
            <RACLink
              data-slot="breadcrumb-link"
              href={href}
              className={composeClassName(undefined, [
                'min-w-0 rounded-sm leading-6 wrap-break-word underline-offset-4',
                'data-current:font-medium data-current:text-foreground',
                'not-data-current:cursor-pointer not-data-current:hover:text-foreground not-data-current:hover:underline',
                focusRing,
              ])}
            >
              {children}
            </RACLink>
          )}
          {isCurrent ? null : (
            <ChevronRight
              data-slot="breadcrumb-separator"
              aria-hidden="true"
              className="size-3.5 shrink-0 rtl:rotate-180"
            />
          )}
        </>
      )}
    </RACBreadcrumb>
  );
}

export { Breadcrumb, Breadcrumbs, type BreadcrumbProps, type BreadcrumbsProps };
