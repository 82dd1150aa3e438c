import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../../lib/cn';

/** Design axes of {@link Badge}: `tone` and `variant`. */
const badgeVariants = cva(
  'inline-flex w-fit shrink-0 items-center justify-center gap-1 rounded-full border font-medium max-w-full text-center wrap-break-word [&_svg]:pointer-events-none [&_svg]:size-3 forced-colors:border-[CanvasText]',
  {
    variants: {
      tone: {
        neutral: '',
        primary: '',
        info: '',
        success: '',
        warning: '',
        destructive: '',
      },
      variant: {
        solid: 'border-transparent',
        // A white (surface) fill: the -text colours are clamped to 4.5:1 on the page and surface
        // only, so a tinted fill would drop them below AA.
        soft: '',
        outline: 'bg-transparent',
      },
      size: {
        sm: 'min-h-4 min-w-4 px-1.5 text-[0.6875rem] leading-none',
        md: 'min-h-5 min-w-5 px-2 text-xs',
      },
    },
    compoundVariants: [
      { variant: 'solid', tone: 'neutral', className: 'bg-neutral-11 text-neutral-1' },
      { variant: 'solid', tone: 'primary', className: 'bg-primary text-primary-foreground' },
      { variant: 'solid', tone: 'info', className: 'bg-info text-info-foreground' },
      { variant: 'solid', tone: 'success', className: 'bg-success text-success-foreground' },
      { variant: 'solid', tone: 'warning', className: 'bg-warning text-warning-foreground' },
      { variant: 'solid', tone: 'destructive', className: 'bg-destructive text-destructive-foreground' },
      { variant: 'soft', tone: 'neutral', className: 'border-transparent bg-muted text-muted-foreground' },
      { variant: 'soft', tone: 'primary', className: 'border-primary-text/30 bg-surface text-primary-text' },
      { variant: 'soft', tone: 'info', className: 'border-info-text/30 bg-surface text-info-text' },
      { variant: 'soft', tone: 'success', className: 'border-success-text/30 bg-surface text-success-text' },
      { variant: 'soft', tone: 'warning', className: 'border-warning-text/30 bg-surface text-warning-text' },
      {
        variant: 'soft',
        tone: 'destructive',
        className: 'border-destructive-text/30 bg-surface text-destructive-text',
      },
      { variant: 'outline', tone: 'neutral', className: 'border-border text-foreground' },
      { variant: 'outline', tone: 'primary', className: 'border-primary-text text-primary-text' },
      { variant: 'outline', tone: 'info', className: 'border-info-text text-info-text' },
      { variant: 'outline', tone: 'success', className: 'border-success-text text-success-text' },
      { variant: 'outline', tone: 'warning', className: 'border-warning-text text-warning-text' },
      { variant: 'outline', tone: 'destructive', className: 'border-destructive-text text-destructive-text' },
    ],
    defaultVariants: { tone: 'neutral', variant: 'soft', size: 'md' },
  },
);

/** Props of {@link Badge}: the `<span>` props plus the design axes and the count. */
interface BadgeProps extends React.ComponentProps<'span'>, VariantProps<typeof badgeVariants> {
  /**
   * Meaning colour: `neutral`, `primary`, `info`, `success`, `warning`, `destructive`. Colour
   * never carries the meaning alone: the text must say it too (WCAG 1.4.1).
   * @default 'neutral'
   */
  tone?: VariantProps<typeof badgeVariants>['tone'];
  /**
   * `solid` fill, `soft` (surface fill, light tinted border), or `outline` (full-strength border).
   * @default 'soft'
   */
  variant?: VariantProps<typeof badgeVariants>['variant'];
  /**
   * `sm` 16 px high (counters on icons), `md` 20 px.
   * @default 'md'
   */
  size?: VariantProps<typeof badgeVariants>['size'];
  /**
   * Makes this a counter: shows the number, capped at `max` as `99+`, while the accessible text
   * keeps the full number (through `countLabel`). `children` are then ignored.
   */
  count?: number;
  /**
   * The largest number shown before capping.
   * @default 99
   */
  max?: number;
  /**
   * The accessible text of a counter, e.g. `(n) => \`${n} unread messages\`` (translated by the
   * caller). Without it the full number is read.
   */
  countLabel?: (count: number) => string;
  /**
   * Starts the label with a dot in the tone's colour: a state in a table row (DESIGN.md,
   * "Tables"), told apart by its text and the dot's place, not by colour alone. Hidden from
   * screen readers.
   */
  dot?: boolean;
}

/**
 * A small status label or counter. As a counter (`count`), it shows `max+` past `max` and reads
 * the full number to screen readers (the visible capped text is hidden from them).
 */
function Badge({ className, tone, variant, size, count, max = 99, countLabel, dot, children, ...props }: BadgeProps) {
  const isCount = count !== undefined;
  return (
    <span
      data-slot="badge"
      data-tone={tone ?? 'neutral'}
      data-variant={variant ?? 'soft'}
      className={cn(badgeVariants({ tone, variant, size }), isCount && 'tabular-nums', className)}
      {...props}
    >
      {isCount ? (
        <>
          <span data-slot="badge-count" aria-hidden="true">
            {count > max ? `${max}+` : count}
          </span>
          <span data-slot="badge-count-label" className="sr-only">
            {countLabel ? countLabel(count) : String(count)}
          </span>
        </>
      ) : (
        <>
          {dot ? (
            <span data-slot="badge-dot" aria-hidden="true" className="size-1.5 shrink-0 rounded-full bg-current" />
          ) : null}
          {children}
        </>
      )}
    </span>
  );
}

export { Badge, badgeVariants, type BadgeProps };
