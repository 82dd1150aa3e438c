import type * as React from 'react';
import { cn } from '../../lib/cn';
import { focusRing } from '../../lib/focus-ring';

/** Props of {@link SkipLink}: the `<a>` props (without `href`) plus these. */
interface SkipLinkProps extends Omit<React.ComponentProps<'a'>, 'href'> {
  /** The `id` of the element to jump to, usually `<main>`. */
  targetId: string;
  /** The link text, e.g. "Skip to main content" (translated by the caller). */
  children: React.ReactNode;
}

/**
 * The first link of the page, shown only while focused, that jumps past the navigation to the
 * main content (WCAG 2.4.1 bypass blocks). Following it moves focus to the target (made
 * focusable with `tabindex="-1"` when needed), so the next Tab continues from there.
 */
function SkipLink({ targetId, className, onClick, children, ...props }: SkipLinkProps) {
  return (
    <a
      data-slot="skip-link"
      href={`#${targetId}`}
      className={cn(
        'sr-only focus:not-sr-only focus:fixed focus:start-4 focus:top-4 focus:z-(--wb-z-tooltip) focus:rounded-md focus:bg-primary focus:px-4 focus:py-2 focus:text-sm focus:font-medium focus:text-primary-foreground focus:shadow-lg',
        focusRing,
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented) return;
        const target = document.getElementById(targetId);
        if (!target) return;
        event.preventDefault();
        if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
        target.focus();
        target.scrollIntoView?.();
      }}
      {...props}
    >
      {children}
    </a>
  );
}

export { SkipLink, type SkipLinkProps };
