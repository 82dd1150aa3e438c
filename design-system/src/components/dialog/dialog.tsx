import { cva, type VariantProps } from 'class-variance-authority';
import { X } from 'lucide-react';
import * as React from 'react';
import {
  Button as RACButton,
  Dialog as RACDialog,
  DialogTrigger as RACDialogTrigger,
  Heading,
  Modal,
  ModalOverlay,
  type DialogProps as RACDialogProps,
  type DialogTriggerProps,
  type ModalOverlayProps,
} from 'react-aria-components';
import { cn } from '../../lib/cn';
import { composeClassName } from '../../lib/compose-class-name';
import { focusFirstFieldInDialog } from '../../lib/focus-first-field';
import { focusRing } from '../../lib/focus-ring';
import { useOverflows } from '../../lib/use-overflows';

/**
 * Design axes of {@link Dialog}: `size` (the panel's maximum width) and `placement` (a centred
 * card, a card pinned near the top, a drawer along the inline-start edge, or a side sheet along
 * the inline-end edge; both edges full height).
 */
const dialogVariants = cva(
  'relative flex w-full flex-col border border-border bg-surface text-surface-foreground shadow-xl outline-hidden forced-colors:border-[CanvasText]',
  {
    variants: {
      size: {
        sm: 'max-w-sm',
        md: 'max-w-lg',
        lg: 'max-w-3xl',
      },
      placement: {
        center: 'max-h-[calc(100dvh-4rem)] rounded-lg',
        top: 'max-h-[calc(88dvh-2rem)] rounded-lg',
        start: 'h-dvh max-h-dvh border-y-0 border-s-0',
        end: 'h-dvh max-h-dvh border-y-0 border-e-0',
      },
    },
    defaultVariants: { size: 'md', placement: 'center' },
  },
);

/** Classes of the dimmed page behind a modal, shared by {@link Dialog} and the alert dialog. */
const modalOverlayClassName =
  'fixed inset-0 z-(--wb-z-modal) flex items-center justify-center overflow-y-auto bg-neutral-12/40 p-4 backdrop-blur-[1px]';

/**
 * Props of {@link Dialog}: the react-aria-components `ModalOverlay` props (`isOpen`,
 * `defaultOpen`, `onOpenChange`, `isDismissable`, `isKeyboardDismissDisabled`) plus these. Inside
 * a {@link DialogTrigger} the trigger owns the open state. All text comes in translated.
 */
interface DialogProps extends Omit<ModalOverlayProps, 'children' | 'className'>, VariantProps<typeof dialogVariants> {
  /** The dialog's heading and accessible name (`aria-labelledby`). */
  title: string;
  /** Accessible name of the close button, e.g. "Close" (translated by the caller). */
  closeLabel: string;
  /**
   * The panel's maximum width: `sm` 24 rem, `md` 32 rem, `lg` 48 rem.
   * @default 'md'
   */
  size?: VariantProps<typeof dialogVariants>['size'];
  /**
   * `center`: a card in the middle of the page; `start`: a drawer along the inline-start edge
   * (left in LTR), full height, e.g. a navigation menu on a narrow screen; `end`: a side sheet
   * along the inline-end edge (right in LTR), full height, e.g. a form editing the record chosen
   * in the list it covers. Both edges take the whole width below their `size`, so the page reflows
   * at 320 CSS px (WCAG 1.4.10); the body scrolls while the header and footer stay. `top`: a card
   * whose top edge stays 12 % of the window's height from the top whatever its height, e.g. a
   * command palette, whose input must not move while its results filter.
   * @default 'center'
   */
  placement?: VariantProps<typeof dialogVariants>['placement'];
  /** Actions under the body (e.g. Cancel / Save), or a function given `close`. */
  footer?: React.ReactNode | ((close: () => void) => React.ReactNode);
  /** The body, or a function given `close`. */
  children?: React.ReactNode | ((close: () => void) => React.ReactNode);
  /** Extra classes of the panel. */
  className?: string;
  /**
   * Closes when the page behind is clicked.
   * @default true
   */
  isDismissable?: boolean;
  /** ARIA role of the panel; the alert dialog sets `alertdialog`. */
  role?: RACDialogProps['role'];
}

/**
 * A modal dialog (WAI-ARIA APG dialog (modal) pattern): focus moves into it on open (to the first
 * field of a form in its body, else the dialog itself) and is trapped there, Tab and Shift+Tab cycle inside, Escape closes and focus returns to the element
 * that opened it; the page behind is inert and does not scroll. With `placement="end"` it is a
 * side sheet with the same behaviour. Primitive: react-aria-components `ModalOverlay` + `Modal` +
 * `Dialog` + `Heading`.
 */
function Dialog({
  title,
  closeLabel,
  size,
  placement = 'center',
  footer,
  children,
  className,
  isDismissable = true,
  role,
  ...props
}: DialogProps) {
  return (
    <ModalOverlay
      data-slot="dialog-overlay"
      isDismissable={isDismissable}
      className={cn(
        modalOverlayClassName,
        placement === 'top' && 'items-start pt-[12dvh]',
        (placement === 'start' || placement === 'end') && 'items-stretch p-0',
      )}
      {...props}
    >
      <Modal
        data-slot="dialog-modal"
        data-placement={placement}
        className={cn(
          'flex w-full',
          (placement === 'center' || placement === 'top') && 'justify-center',
          placement === 'end' && 'justify-end',
        )}
      >
        <RACDialog data-slot="dialog" role={role} className={cn(dialogVariants({ size, placement }), className)}>
          {({ close }) => (
            <>
              <div data-slot="dialog-header" className="flex items-start gap-4 px-6 pt-5 pb-3">
                <Heading slot="title" data-slot="dialog-title" className="min-w-0 flex-1 text-lg font-semibold">
                  {title}
                </Heading>
                <RACButton
                  data-slot="dialog-close"
                  aria-label={closeLabel}
                  onPress={close}
                  className={composeClassName(undefined, [
                    '-me-2 inline-flex size-8 shrink-0 cursor-pointer items-center justify-center rounded-md text-muted-foreground',
                    'hover:bg-accent hover:text-accent-foreground pressed:bg-accent',
                    focusRing,
                  ])}
                >
                  <X aria-hidden="true" className="size-4" />
                </RACButton>
              </div>
              <DialogBody>{typeof children === 'function' ? children(close) : children}</DialogBody>
              {footer ? (
                <div
                  data-slot="dialog-footer"
                  className="flex flex-wrap justify-end gap-2 border-t border-border px-6 py-3"
                >
                  {typeof footer === 'function' ? footer(close) : footer}
                </div>
              ) : null}
            </>
          )}
        </RACDialog>
      </Modal>
    </ModalOverlay>
  );
}

/**
 * The scrolling body of a dialog. While its content overflows it joins the tab order, so keyboard
 * users can scroll it (WCAG 2.1.1; axe `scrollable-region-focusable`). A form in it, the design
 * system's `Form` or a plain `<form>`, has its first field focused when the dialog opens.
 */
function DialogBody({ children }: { children: React.ReactNode }) {
  const [overflowRef, isScrollable] = useOverflows<HTMLDivElement>('y');
  const ref = React.useCallback(
    (node: HTMLDivElement | null) => {
      overflowRef.current = node;
      focusFirstFieldInDialog(node?.querySelector('form'));
    },
    [overflowRef],
  );
  return (
    <div
      ref={ref}
      data-slot="dialog-body"
      // A scrolling region must be reachable by keyboard to be scrolled (axe scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={isScrollable ? 0 : undefined}
      className={cn('min-h-0 flex-1 overflow-y-auto px-6 pb-5 text-sm', focusRing, 'focus-visible:-outline-offset-2')}
    >
      {children}
    </div>
  );
}

/**
 * Pairs a pressable trigger (e.g. a library `Button`) with a {@link Dialog}, an alert dialog or a
 * popover: pressing opens it and focus returns to the trigger on close. `defaultOpen` /
 * `isOpen` / `onOpenChange` control the state. Primitive: react-aria-components `DialogTrigger`.
 */
function DialogTrigger(props: DialogTriggerProps) {
  return <RACDialogTrigger {...props} />;
}

export { Dialog, DialogTrigger, dialogVariants, modalOverlayClassName, type DialogProps };
