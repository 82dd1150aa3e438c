import { cva, type VariantProps } from 'class-variance-authority';
import { CircleAlert, TriangleAlert } from 'lucide-react';
import { use, useRef, useState } from 'react';
import type * as React from 'react';
import {
  Dialog as RACDialog,
  Heading,
  Modal,
  ModalOverlay,
  OverlayTriggerStateContext,
  Text,
  type ModalOverlayProps,
} from 'react-aria-components';
import { cn } from '../../lib/cn';
import { Button } from '../button/button';
import { modalOverlayClassName } from '../dialog/dialog';

/** Design axis of {@link AlertDialog}: `tone` (the icon and the confirm button's colour). */
const alertDialogVariants = cva('flex size-9 shrink-0 items-center justify-center rounded-full', {
  variants: {
    tone: {
      default: 'bg-info/15 text-info-text',
      destructive: 'bg-destructive/15 text-destructive-text',
    },
  },
  defaultVariants: { tone: 'default' },
});

/**
 * Props of {@link AlertDialog}: the react-aria-components `ModalOverlay` open-state props
 * (`isOpen`, `defaultOpen`, `onOpenChange`) plus these. Inside a `DialogTrigger` the trigger owns
 * the open state. All text comes in translated from the caller.
 */
interface AlertDialogProps
  extends
    Omit<ModalOverlayProps, 'children' | 'className' | 'isDismissable'>,
    VariantProps<typeof alertDialogVariants> {
  /** The heading and accessible name (`aria-labelledby`), e.g. "Delete this order?". */
  title: string;
  /** What will happen, read as the accessible description (`aria-describedby`). */
  children: React.ReactNode;
  /** Text of the confirm button, e.g. "Delete". */
  confirmLabel: string;
  /** Text of the cancel button, e.g. "Cancel"; it has focus when the dialog opens. */
  cancelLabel: string;
  /**
   * Called when the confirm button is pressed. The dialog then closes; when it returns a promise,
   * the dialog stays open with a pending confirm button until the promise settles, closes when it
   * resolves and stays open when it rejects (show the error elsewhere, e.g. a toast).
   */
  onConfirm?: () => void | Promise<unknown>;
  /** Called when the dialog is cancelled (cancel button or Escape). */
  onCancel?: () => void;
  /**
   * `destructive` for an action that destroys data: danger icon and a danger confirm button.
   * @default 'default'
   */
  tone?: VariantProps<typeof alertDialogVariants>['tone'];
  /**
   * Shows the confirm button pending and blocks both buttons and Escape (controlled form of the
   * promise returned by `onConfirm`).
   * @default false
   */
  isPending?: boolean;
  /** Extra classes of the panel. */
  className?: string;
}

/**
 * A modal confirmation (APG alert dialog, `role="alertdialog"`): it interrupts to ask for a
 * decision, focus starts on the least destructive button (cancel), Tab is trapped inside, Escape
 * cancels and focus returns to the opener. Clicking the page behind does not close it.
 * Primitive: react-aria-components `ModalOverlay` + `Modal` + `Dialog role="alertdialog"`.
 */
function AlertDialog({
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  tone,
  isPending = false,
  className,
  isOpen: isOpenProp,
  defaultOpen,
  onOpenChange,
  ...props
}: AlertDialogProps) {
  const Icon = tone === 'destructive' ? TriangleAlert : CircleAlert;
  // The open state is resolved here (controlled, DialogTrigger, or local) so that every way of
  // closing passes through setOpen, which tells a cancel (button, Escape) from a confirm.
  const triggerState = use(OverlayTriggerStateContext);
  const usesTrigger = triggerState !== null && isOpenProp === undefined && defaultOpen === undefined;
  const [localOpen, setLocalOpen] = useState(defaultOpen ?? false);
  const isOpen = isOpenProp ?? (usesTrigger ? triggerState.isOpen : localOpen);
  const confirmedRef = useRef(false);
  const [isRunning, setRunning] = useState(false);
  const pending = isPending || isRunning;
  const setOpen = (open: boolean) => {
    if (!open && !confirmedRef.current) onCancel?.();
    confirmedRef.current = false;
    if (usesTrigger) triggerState.setOpen(open);
    else if (isOpenProp === undefined) setLocalOpen(open);
    onOpenChange?.(open);
  };

  return (
    <ModalOverlay
      data-slot="alert-dialog-overlay"
      isDismissable={false}
      className={modalOverlayClassName}
      isOpen={isOpen}
      onOpenChange={setOpen}
      isKeyboardDismissDisabled={pending}
      {...props}
    >
      <Modal data-slot="alert-dialog-modal" className="flex w-full justify-center">
        <RACDialog
          data-slot="alert-dialog"
          data-tone={tone ?? 'default'}
          role="alertdialog"
          className={cn(
            'flex w-full max-w-md gap-4 rounded-lg border border-border bg-surface p-6 text-surface-foreground shadow-xl outline-hidden forced-colors:border-[CanvasText]',
            className,
          )}
        >
          {({ close }) => (
            <>
              <span data-slot="alert-dialog-icon" aria-hidden="true" className={alertDialogVariants({ tone })}>
                <Icon className="size-5" />
              </span>
              <div data-slot="alert-dialog-content" className="flex min-w-0 flex-1 flex-col gap-2">
                <Heading slot="title" data-slot="alert-dialog-title" className="text-base font-semibold">
                  {title}
                </Heading>
                <Text slot="description" data-slot="alert-dialog-description" className="text-sm text-muted-foreground">
                  {children}
                </Text>
                <div data-slot="alert-dialog-footer" className="mt-4 flex flex-wrap justify-end gap-2">
                  <Button
                    data-slot="alert-dialog-cancel"
                    variant="outline"
                    // APG alert dialog: focus the least destructive action first.
                    // eslint-disable-next-line jsx-a11y/no-autofocus
                    autoFocus
                    isDisabled={pending}
                    onPress={close}
                  >
                    {cancelLabel}
                  </Button>
                  <Button
                    data-slot="alert-dialog-confirm"
                    variant={tone === 'destructive' ? 'destructive' : 'primary'}
                    isPending={pending}
                    onPress={() => {
                      const result = onConfirm?.();
                      const finish = () => {
                        confirmedRef.current = true;
                        close();
                      };
                      if (result instanceof Promise) {
                        setRunning(true);
                        result.then(
                          () => {
                            setRunning(false);
                            finish();
                          },
                          () => setRunning(false),
                        );
                      } else if (!isPending) finish();
                    }}
                  >
                    {confirmLabel}
                  </Button>
                </div>
              </div>
            </>
          )}
        </RACDialog>
      </Modal>
    </ModalOverlay>
  );
}

export { AlertDialog, alertDialogVariants, type AlertDialogProps };
