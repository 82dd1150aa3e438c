import type * as React from 'react';
import {
  Dialog as RACDialog,
  Heading,
  OverlayArrow,
  Popover as RACPopover,
  type PopoverProps as RACPopoverProps,
} from 'react-aria-components';
import { cn } from '../../lib/cn';
import { composeClassName } from '../../lib/compose-class-name';

/**
 * Props of {@link Popover}: every react-aria-components `Popover` prop (`placement`, `offset`,
 * `isOpen`, `defaultOpen`, `onOpenChange`, `triggerRef` …) plus these. Open it from a
 * `DialogTrigger` around a pressable trigger.
 */
interface PopoverProps extends Omit<RACPopoverProps, 'children'> {
  /** A visible heading that names the popover's dialog. Without one, give `aria-label`. */
  title?: string;
  /**
   * Draws an arrow pointing at the trigger.
   * @default false
   */
  showArrow?: boolean;
  /** The popover's content, or a function given `close`. */
  children: React.ReactNode | ((close: () => void) => React.ReactNode);
  /** Extra classes of the inner dialog (the panel's padding and content). */
  dialogClassName?: string;
}

/**
 * A non-modal dialog anchored to its trigger (APG dialog, non-modal): focus moves into it on open,
 * Escape or a click outside closes it and focus returns to the trigger. Primitive:
 * react-aria-components `Popover` + `Dialog` (+ `OverlayArrow`).
 */
function Popover({
  title,
  showArrow = false,
  children,
  className,
  dialogClassName,
  offset = 8,
  'aria-label': ariaLabel,
  ...props
}: PopoverProps) {
  return (
    <RACPopover
      data-slot="popover"
      offset={offset}
      className={composeClassName(className, [
        'z-(--wb-z-popover) max-w-[min(24rem,calc(100vw-1rem))] rounded-md border border-border bg-popover text-popover-foreground shadow-md',
        'forced-colors:border-[CanvasText]',
      ])}
      {...props}
    >
      {showArrow ? (
        <OverlayArrow data-slot="popover-arrow" className="group">
          <svg
            aria-hidden="true"
            viewBox="0 0 12 12"
            className="block size-3 fill-popover stroke-border group-data-[placement=bottom]:rotate-180 group-data-[placement=left]:-rotate-90 group-data-[placement=right]:rotate-90"
          >
            <path d="M0 0 L6 6 L12 0" />
          </svg>
        </OverlayArrow>
      ) : null}
      <RACDialog
        data-slot="popover-dialog"
        aria-label={ariaLabel}
        className={cn('max-h-[inherit] overflow-auto p-4 text-sm outline-hidden', dialogClassName)}
      >
        {({ close }) => (
          <>
            {title ? (
              <Heading slot="title" data-slot="popover-title" className="mb-2 text-sm font-semibold">
                {title}
              </Heading>
            ) : null}
            {typeof children === 'function' ? children(close) : children}
          </>
        )}
      </RACDialog>
    </RACPopover>
  );
}

export { Popover, type PopoverProps };
