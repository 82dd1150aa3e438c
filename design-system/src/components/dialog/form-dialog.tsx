import type * as React from 'react';
import { Button } from '../button/button';
import { Form, type FormProps } from '../form/form';
import { Dialog, type DialogProps } from './dialog';

/**
 * Props of {@link FormDialog}: the {@link Dialog} props but the open state (mounted is open) and
 * the body, plus the form's. All text comes in translated.
 */
interface FormDialogProps extends Omit<DialogProps, 'isOpen' | 'defaultOpen' | 'onOpenChange' | 'children' | 'footer'> {
  /** Closes it: Cancel, Escape, the close button (and a click behind it while `isDismissable`). */
  onClose: () => void;
  /** Runs when the form is sent (Enter in a field, or the submit button) and its fields are valid. */
  onSubmit: () => void;
  /** Server-side errors by field `name`, each shown under its field (see {@link FormProps}). */
  validationErrors?: FormProps['validationErrors'];
  /** The Cancel button's text. */
  cancelLabel: string;
  /** The submit button's text, e.g. "Save". */
  submitLabel: string;
  /** While the write is under way: the submit button shows it and cannot be pressed again. */
  isPending?: boolean;
  /**
   * `destructive` for a form whose write removes something.
   * @default 'primary'
   */
  submitVariant?: 'primary' | 'destructive';
  /** The form's fields. */
  children: React.ReactNode;
}

/**
 * A form in a modal dialog, open while it is mounted (WAI-ARIA APG dialog (modal) pattern, as
 * {@link Dialog}): focus moves to its first field, Enter in a field sends it, Escape or Cancel
 * closes it and focus returns to what opened it. Cancel and the submit button end the form.
 */
function FormDialog({
  onClose,
  onSubmit,
  validationErrors,
  cancelLabel,
  submitLabel,
  isPending = false,
  submitVariant = 'primary',
  children,
  ...dialogProps
}: FormDialogProps) {
  return (
    <Dialog isOpen onOpenChange={(open) => !open && onClose()} {...dialogProps}>
      <Form
        validationErrors={validationErrors}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {children}
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="outline" onPress={onClose}>
            {cancelLabel}
          </Button>
          <Button type="submit" variant={submitVariant} isPending={isPending}>
            {submitLabel}
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}

export { FormDialog, type FormDialogProps };
