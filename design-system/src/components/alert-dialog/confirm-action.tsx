import { useRef, type ReactNode } from 'react';
import { toast } from '../toast/toast';
import { AlertDialog } from './alert-dialog';

/** A text of {@link ConfirmAction}: fixed, or read from the item the action is for. */
type ForTarget<T, V> = V | ((target: T) => V);

/**
 * Props of {@link ConfirmAction}. Every text comes in translated from the caller; a text given as
 * a function is read from the item the action is for.
 */
interface ConfirmActionProps<T> {
  /** The item the action is confirmed for (a row, a tree item); the dialog is open while it is set. */
  target: T | null;
  /** Called when the dialog has closed (cancelled, or the action done or failed): clear `target`. */
  onClose: () => void;
  /** The dialog's heading and accessible name, e.g. "Delete this unit?". */
  title: ForTarget<T, string>;
  /** What will happen to the item, named (its accessible description). */
  description: (target: T) => ReactNode;
  /** The confirm button's text, e.g. "Delete". */
  confirmLabel: ForTarget<T, string>;
  /** The cancel button's text; it has focus when the dialog opens (APG alert dialog). */
  cancelLabel: string;
  /**
   * `destructive` for an action that destroys or takes something away.
   * @default 'default'
   */
  tone?: ForTarget<T, 'default' | 'destructive'>;
  /**
   * Runs the action. While its promise runs, the confirm button shows pending and neither button
   * nor Escape acts. When it resolves, `success` shows as a toast and the dialog closes; when it
   * rejects, the dialog closes without it: the caller has shown why (the API client shows a
   * refused call's message), so the rejection is not reported again.
   */
  action: (target: T) => Promise<unknown>;
  /** The success toast's text, e.g. "Deleted" (a polite status message, WCAG 4.1.3). */
  success: ForTarget<T, string>;
}

/** `value`, or what it gives for `target` when it is a function. */
function read<T, V>(value: ForTarget<T, V>, target: T): V {
  return typeof value === 'function' ? (value as (target: T) => V)(target) : value;
}

/**
 * An action on one item asked for in an {@link AlertDialog} and reported in a toast: the pattern
 * of a row's or a tree item's "delete", "revoke", "detach" (docs/behaviour.md, "Forms": destructive actions ask first, naming what they act on).
 * Open it by setting `target`; the dialog names the item, runs `action` on confirm with the confirm
 * button pending, then shows `success` in the toast region (render a `ToastRegion` once on the page)
 * and closes. The last item stays shown while the dialog closes, so its text does not blank out.
 */
function ConfirmAction<T>({
  target,
  onClose,
  title,
  description,
  confirmLabel,
  cancelLabel,
  tone = 'default',
  action,
  success,
}: ConfirmActionProps<T>) {
  const last = useRef<T | null>(null);
  if (target !== null) last.current = target;
  const shown = target ?? last.current;
  return (
    <AlertDialog
      isOpen={target !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      tone={shown === null ? 'default' : read(tone, shown)}
      title={shown === null ? '' : read(title, shown)}
      confirmLabel={shown === null ? '' : read(confirmLabel, shown)}
      cancelLabel={cancelLabel}
      onConfirm={async () => {
        if (target === null) return;
        try {
          await action(target);
        } catch {
          return;
        }
        toast.success(read(success, target));
      }}
    >
      {shown === null ? '' : description(shown)}
    </AlertDialog>
  );
}

export { ConfirmAction, type ConfirmActionProps };
