import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../../lib/cn';

/** Design axis of {@link Skeleton}: `shape`. */
const skeletonVariants = cva('block animate-pulse bg-muted motion-reduce:animate-none forced-colors:bg-[GrayText]', {
  variants: {
    shape: {
      text: 'h-4 w-full rounded-sm',
      circle: 'size-10 rounded-full',
      rect: 'h-24 w-full rounded-md',
    },
  },
  defaultVariants: { shape: 'text' },
});

/** Props of {@link Skeleton}: the `<div>` props plus the shape; size it with classes. */
interface SkeletonProps extends Omit<React.ComponentProps<'div'>, 'children'>, VariantProps<typeof skeletonVariants> {
  /**
   * `text` a 16 px line, `circle` a 40 px avatar, `rect` a 96 px block.
   * @default 'text'
   */
  shape?: VariantProps<typeof skeletonVariants>['shape'];
}

/**
 * A grey placeholder where content is loading. Hidden from screen readers (`aria-hidden`): mark
 * the loading container `aria-busy` or show a {@link Spinner} with a label instead. The pulse
 * stops under `prefers-reduced-motion` (WCAG 2.3.3).
 */
function Skeleton({ className, shape, ...props }: SkeletonProps) {
  return (
    <div
      data-slot="skeleton"
      data-shape={shape ?? 'text'}
      aria-hidden="true"
      className={cn(skeletonVariants({ shape }), className)}
      {...props}
    />
  );
}

export { Skeleton, skeletonVariants, type SkeletonProps };
