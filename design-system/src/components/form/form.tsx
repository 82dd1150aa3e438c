import type * as React from 'react';
import { Form as RACForm, type FormProps as RACFormProps } from 'react-aria-components';
import { cn } from '../../lib/cn';

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

/**
 * A form that gives its fields one validation behaviour and the server's errors
 * (`validationErrors`); on a failed submit, focus moves to the first invalid field (WCAG 3.3.1).
 * Field-level errors show under each field through its `FieldError`. Primitive:
 * react-aria-components `Form`.
 */
function Form({ className, validationBehavior = 'native', ...props }: FormProps) {
  return (
    <RACForm
      data-slot="form"
      validationBehavior={validationBehavior}
      className={cn('flex flex-col gap-4', className)}
      {...props}
    />
  );
}

export { Form, type FormProps };
