import { cva, type VariantProps } from 'class-variance-authority';
import { LoaderCircle } from 'lucide-react';
import type * as React from 'react';
import { ProgressBar } from 'react-aria-components';
import { cn } from '../../lib/cn';

/** Design axis of {@link Spinner}: `size`. */
const spinnerVariants = cva('animate-spin text-primary-text', {
  variants: {
    size: {
      sm: 'size-4',
      md: 'size-6',
      lg: 'size-10',
    },
  },
  defaultVariants: { size: 'md' },
});

/** Props of {@link Spinner}. */
interface SpinnerProps extends VariantProps<typeof spinnerVariants> {
  /** Accessible name, e.g. "Loading orders" (translated by the caller). */
  label: string;
  /**
   * Also shows the label beside the spinner (it is always the accessible name).
   * @default false
   */
  showLabel?: boolean;
  /**
   * `sm` 16 px, `md` 24 px, `lg` 40 px.
   * @default 'md'
   */
  size?: VariantProps<typeof spinnerVariants>['size'];
  /** Extra classes of the wrapper. */
  className?: string;
  /** The `progressbar` element. */
  ref?: React.Ref<HTMLDivElement>;
}

/**
 * An indeterminate loading indicator: `role="progressbar"` with no value (indeterminate) and a
 * name from `label`. Under `prefers-reduced-motion` the stylesheet's global rule stops the turn;
 * the icon and its name still say that something is loading. Primitive: react-aria-components `ProgressBar` (`isIndeterminate`).
 */
function Spinner({ label, showLabel = false, size, className, ref }: SpinnerProps) {
  return (
    <ProgressBar
      ref={ref}
      data-slot="spinner"
      isIndeterminate
      aria-label={label}
      className={cn('inline-flex items-center gap-2 text-sm text-muted-foreground', className)}
    >
      <LoaderCircle data-slot="spinner-icon" aria-hidden="true" className={spinnerVariants({ size })} />
      {showLabel ? (
        <span data-slot="spinner-label" aria-hidden="true">
          {label}
        </span>
      ) : null}
    </ProgressBar>
  );
}

export { Spinner, spinnerVariants, type SpinnerProps };
