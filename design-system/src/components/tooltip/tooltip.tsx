import type * as React from 'react';
import {
  OverlayArrow,
  Tooltip as RACTooltip,
  TooltipTrigger as RACTooltipTrigger,
  type TooltipProps as RACTooltipProps,
  type TooltipTriggerComponentProps,
} from 'react-aria-components';
import { composeClassName } from '../../lib/compose-class-name';

/**
 * Props of {@link TooltipTrigger}: every react-aria-components `TooltipTrigger` prop (`delay`,
 * `closeDelay`, `isOpen`, `defaultOpen`, `onOpenChange`, `trigger`, `isDisabled`).
 */
interface TooltipTriggerProps extends TooltipTriggerComponentProps {
  /**
   * Milliseconds of hover before the tooltip shows (focus shows it at once).
   * @default 700
   */
  delay?: number;
  /**
   * Milliseconds before it hides after the pointer leaves both trigger and tooltip.
   * @default 300
   */
  closeDelay?: number;
}

/**
 * Pairs a focusable trigger (first child, e.g. an icon `Button`) with its {@link Tooltip}: it
 * shows on hover and on keyboard focus. Primitive: react-aria-components `TooltipTrigger`.
 */
function TooltipTrigger({ delay = 700, closeDelay = 300, ...props }: TooltipTriggerProps) {
  return <RACTooltipTrigger delay={delay} closeDelay={closeDelay} {...props} />;
}

/** Props of {@link Tooltip}: every react-aria-components `Tooltip` prop (`placement`, `offset` …) plus these. */
interface TooltipProps extends Omit<RACTooltipProps, 'children'> {
  /** The tooltip's text (translated by the caller); it becomes the trigger's description. */
  children: React.ReactNode;
  /**
   * Draws an arrow pointing at the trigger.
   * @default true
   */
  showArrow?: boolean;
}

/**
 * A short text about its trigger (APG tooltip, `role="tooltip"`, linked with `aria-describedby`).
 * WCAG 1.4.13: it can be hovered without vanishing, Escape dismisses it without moving focus,
 * and it stays until the pointer or focus leaves. Never put interactive content in it: use a
 * `Popover`. Primitive: react-aria-components `Tooltip`.
 */
function Tooltip({ children, showArrow = true, className, offset = 6, ...props }: TooltipProps) {
  return (
    <RACTooltip
      data-slot="tooltip"
      offset={offset}
      className={composeClassName(className, [
        'group z-(--wb-z-tooltip) max-w-xs rounded-md bg-neutral-12 px-2 py-1 text-xs text-neutral-1 shadow-md',
        'forced-colors:border forced-colors:border-[CanvasText]',
      ])}
      {...props}
    >
      {showArrow ? (
        <OverlayArrow data-slot="tooltip-arrow">
          <svg
            aria-hidden="true"
            viewBox="0 0 8 8"
            className="block size-2 fill-neutral-12 group-data-[placement=bottom]:rotate-180 group-data-[placement=left]:-rotate-90 group-data-[placement=right]:rotate-90"
          >
            <path d="M0 0 L4 4 L8 0" />
          </svg>
        </OverlayArrow>
      ) : null}
      {children}
    </RACTooltip>
  );
}

export { Tooltip, TooltipTrigger, type TooltipProps, type TooltipTriggerProps };
