import { cva, type VariantProps } from 'class-variance-authority';
import { LoaderCircle } from 'lucide-react';
import type * as React from 'react';
import { Button as RACButton, composeRenderProps, type ButtonProps as RACButtonProps } from 'react-aria-components';
import { composeClassName } from '../../lib/compose-class-name';
import { focusRing } from '../../lib/focus-ring';

/** Design axes of {@link Button}: `variant` and `size`. */
const buttonVariants = cva(
  [
    'relative inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-md font-medium max-w-full text-center whitespace-nowrap select-none',
    'transition-colors disabled:cursor-not-allowed disabled:opacity-50 pending:cursor-wait',
    '[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*=size-])]:size-4',
    focusRing,
  ],
  {
    variants: {
      variant: {
        primary: 'bg-primary text-primary-foreground hover:bg-primary-hover pressed:bg-primary-hover',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary/80 pressed:bg-secondary/70',
        outline:
          'border border-input bg-surface text-surface-foreground hover:bg-accent hover:text-accent-foreground pressed:bg-accent',
        ghost: 'text-foreground hover:bg-accent hover:text-accent-foreground pressed:bg-accent',
        destructive:
          'bg-destructive text-destructive-foreground hover:bg-destructive-hover pressed:bg-destructive-hover',
        link: 'text-primary-text underline-offset-4 hover:underline',
      },
      size: {
        sm: 'min-h-7 px-2.5 py-1 text-xs',
        md: 'min-h-8 px-3.5 py-1 text-sm',
        lg: 'min-h-10 px-5 py-2 text-sm',
        icon: 'size-8 text-sm',
      },
    },
    compoundVariants: [{ variant: 'link', className: 'min-h-6 px-0 py-0' }],
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

/**
 * Props of {@link Button}: every react-aria-components `Button` prop (`onPress`, `type`,
 * `isDisabled`, `isPending`, `aria-label` …) plus the design axes.
 */
interface ButtonProps extends RACButtonProps, VariantProps<typeof buttonVariants> {
  /**
   * Visual weight: `primary` (brand solid), `secondary` (neutral fill), `outline`, `ghost`,
   * `destructive` (danger solid), `link` (text link look, still a button).
   * @default 'primary'
   */
  variant?: VariantProps<typeof buttonVariants>['variant'];
  /**
   * Height and padding: `sm` 28 px, `md` 32 px, `lg` 40 px, `icon` a 32 px square (give it an `aria-label`).
   * @default 'md'
   */
  size?: VariantProps<typeof buttonVariants>['size'];
  /** The underlying `<button>`. */
  ref?: React.Ref<HTMLButtonElement>;
}

/**
 * A button. Primitive: react-aria-components `Button` (press events across mouse, touch and
 * keyboard; `isPending` keeps it focusable, blocks presses and announces the change).
 *
 * While `isPending`, a spinner shows beside the label (or replaces the icon of an `icon` button)
 * and the accessible name stays the label.
 */
function Button({ className, variant, size, children, ref, ...props }: ButtonProps) {
  return (
    <RACButton
      ref={ref}
      data-slot="button"
      data-variant={variant ?? 'primary'}
      data-size={size ?? 'md'}
      className={composeClassName(className, buttonVariants({ variant, size }))}
      {...props}
    >
      {composeRenderProps(children, (content, { isPending }) =>
        isPending ? (
          <>
            <LoaderCircle data-slot="button-spinner" aria-hidden="true" className="animate-spin" />
            {size === 'icon' ? <span className="sr-only">{content}</span> : content}
          </>
        ) : (
          content
        ),
      )}
    </RACButton>
  );
}

export { Button, buttonVariants, type ButtonProps };
