import type * as React from 'react';
import { cn } from '../../lib/cn';

/** Props of {@link VisuallyHidden}: the `<span>` props. */
interface VisuallyHiddenProps extends React.ComponentProps<'span'> {
  /**
   * Shows the content again while it (or something inside it) has keyboard focus.
   * @default false
   */
  isFocusable?: boolean;
}

/**
 * Content for screen readers only: off screen and clipped, but still in the accessibility tree
 * (unlike `display: none`). E.g. a table caption or extra words for an icon-only control.
 */
function VisuallyHidden({ className, isFocusable = false, ...props }: VisuallyHiddenProps) {
  return (
    <span
      data-slot="visually-hidden"
      className={cn('sr-only', isFocusable && 'focus-within:not-sr-only', className)}
      {...props}
    />
  );
}

export { VisuallyHidden, type VisuallyHiddenProps };
