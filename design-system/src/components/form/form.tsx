import * as React from 'react';
import { mergeRefs } from 'react-aria';
import { Form as RACForm, type FormProps as RACFormProps } from 'react-aria-components';
// The announcer react-aria-components itself speaks through (a sort, a selection): the package is
// pinned to the version react-aria-components pins, so both share one pair of live regions.
import { announce } from 'react-aria/private/live-announcer/LiveAnnouncer';
import { cn } from '../../lib/cn';
import { focusFirstFieldInDialog } from '../../lib/focus-first-field';

/**
 * Props of {@link Form}: every react-aria-components `Form` prop (`onSubmit`, `action`,
 * `validationBehavior`, `validationErrors` …).
 */
interface FormProps extends RACFormProps {
  /**
   * Server-side errors by field `name`, e.g. `{ account: 'This account is locked' }`; each field
   * shows its own through its `FieldError` and stays invalid until the user edits and leaves it.
   */
  validationErrors?: RACFormProps['validationErrors'];
  /**
   * `native` blocks submission while a field is invalid and shows errors on submit; `aria` only
   * marks fields invalid and lets the form submit.
   * @default 'native'
   */
  validationBehavior?: RACFormProps['validationBehavior'];
  /** The `<form>`. */
  ref?: React.Ref<HTMLFormElement>;
}

/** A form control that takes part in constraint validation (`input`, `select`, `textarea` …). */
type Validatable = Element & { validity: ValidityState; validationMessage: string };

function isValidatable(element: EventTarget | null): element is Validatable {
  return element instanceof Element && 'validity' in element && 'validationMessage' in element;
}

/**
 * The error text a field shows for `control`: its `FieldError` elements among the ones its
 * `aria-describedby` names (help text left out), or else the control's own validation message.
 */
function errorTextOf(control: Validatable): string {
  const ids = control.getAttribute('aria-describedby')?.split(/\s+/).filter(Boolean) ?? [];
  const shown = ids
    .map((id) => control.ownerDocument.getElementById(id))
    .filter((element) => element?.matches('[data-slot="field-error"], [slot="errorMessage"]'))
    .map((element) => element?.textContent?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
  return shown || control.validationMessage;
}

/**
 * Speaks the first invalid field's error when a failed submit leaves focus where it was; a ref
 * callback for the `<form>` that returns its cleanup.
 *
 * On a blocked submit the browser fires `invalid` at each invalid control in tree order, and
 * React Aria moves focus to the first, whose error the screen reader then reads with it. When that
 * control already has focus (Enter pressed in the invalid field itself), focus does not move and
 * nothing would be heard: its error is then announced through React Aria's live announcer
 * (WCAG 2.2 SC 3.3.1 Error Identification, SC 4.1.3 Status Messages). When focus moves, nothing
 * is announced, so the error is not said twice.
 */
function announceUnmovedError(form: HTMLFormElement | null): (() => void) | undefined {
  if (!form) return undefined;
  let pending = false;
  const onInvalid = (event: Event) => {
    // Capture phase: this runs before React Aria's own listener on the control moves focus.
    if (pending || !isValidatable(event.target)) return;
    pending = true;
    const first = event.target;
    const focused = form.ownerDocument.activeElement;
    // Runs once every `invalid` event of this submit has been fired.
    queueMicrotask(() => {
      pending = false;
      if (first !== focused || form.ownerDocument.activeElement !== focused) return;
      // Read once React has rendered the field's error.
      setTimeout(() => {
        const text = errorTextOf(first);
        if (text) announce(text, 'assertive');
      }, 0);
    });
  };
  form.addEventListener('invalid', onInvalid, true);
  return () => form.removeEventListener('invalid', onInvalid, true);
}

/** Both ref callbacks of the `<form>`: its first field focused in a dialog, its unmoved error announced. */
function formRefs(form: HTMLFormElement | null): (() => void) | undefined {
  focusFirstFieldInDialog(form);
  return announceUnmovedError(form);
}

/**
 * A form that gives its fields one validation behaviour and the server's errors
 * (`validationErrors`). On a failed submit, focus moves to the first invalid field and a screen
 * reader reads it with its error (WCAG 3.3.1); when that field already has focus (Enter pressed in
 * it), focus stays and its error is announced assertively instead, once (WCAG 4.1.3).
 * Field-level errors show under each field through its `FieldError`. Primitive:
 * react-aria-components `Form`; the announcement goes through React Aria's live announcer.
 *
 * Inside a dialog (the design system's `Dialog`, a side sheet, any `role="dialog"`), the form
 * takes focus to its first field when the dialog opens, so the first key press types into it and
 * Enter submits the form rather than reaching the dialog itself.
 */
function Form({ className, validationBehavior = 'native', ref, ...props }: FormProps) {
  const formRef = React.useMemo(() => mergeRefs(ref, formRefs), [ref]);
  return (
    <RACForm
      ref={formRef}
      data-slot="form"
      validationBehavior={validationBehavior}
      className={cn('flex flex-col gap-4', className)}
      {...props}
    />
  );
}

export { Form, type FormProps };
