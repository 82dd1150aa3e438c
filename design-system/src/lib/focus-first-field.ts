// React Aria's own walk over what Tab reaches (visible, enabled, not inert, not tabindex -1), the
// one its focus scopes use, so "the first field" is what a Tab press would reach first.
import { getFocusableTreeWalker } from 'react-aria/private/focus/FocusScope';

/**
 * In a dialog, moves focus to the first field of `form` (WAI-ARIA APG dialog pattern: focus the
 * first element a person will use; WCAG 2.2 SC 2.4.3 Focus Order), so the first key press types
 * into it and Enter submits the form. It acts only while focus is on the dialog itself or not yet
 * inside it (the dialog has just opened, or the form appeared in it after loading), never once a
 * person has moved focus inside. Called from a ref callback, it runs before React Aria's dialog
 * focuses itself on mount, which then leaves focus where it is. Nothing happens outside a
 * `role="dialog"` or `role="alertdialog"` element, or for a form with nothing to focus.
 */
function focusFirstFieldInDialog(form: HTMLFormElement | null | undefined): void {
  const dialog = form?.closest<HTMLElement>('[role="dialog"], [role="alertdialog"]');
  if (!form || !dialog) return;
  const active = form.ownerDocument.activeElement;
  if (active && active !== dialog && dialog.contains(active)) return;
  const first = getFocusableTreeWalker(form, { tabbable: true }).nextNode();
  if (first instanceof HTMLElement) first.focus();
}

export { focusFirstFieldInDialog };
