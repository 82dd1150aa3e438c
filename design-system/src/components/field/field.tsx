import { cva } from 'class-variance-authority';
import { createContext, use } from 'react';
import type * as React from 'react';
import {
  FieldError as RACFieldError,
  Label as RACLabel,
  Text,
  type FieldErrorProps as RACFieldErrorProps,
  type LabelProps as RACLabelProps,
  type TextProps,
} from 'react-aria-components';
import { cn } from '../../lib/cn';
import { composeClassName } from '../../lib/compose-class-name';
import { focusRing, inputFocusRing } from '../../lib/focus-ring';

/** Props of {@link FieldLabel}. */
interface FieldLabelProps extends RACLabelProps {
  /**
   * Adds a visual required mark (`*`, hidden from screen readers: the input's `required` state says it).
   * @default false
   */
  isRequired?: boolean;
  /** The underlying `<label>`. */
  ref?: React.Ref<HTMLLabelElement>;
}

/**
 * The visible label of a field; inside a RAC field (TextField, Select …) it is wired to the
 * input automatically. Primitive: react-aria-components `Label`.
 */
function FieldLabel({ className, isRequired, children, ref, ...props }: FieldLabelProps) {
  return (
    <RACLabel
      ref={ref}
      data-slot="field-label"
      className={cn('w-fit text-sm font-medium text-foreground', className)}
      {...props}
    >
      {children}
      {isRequired ? (
        <span data-slot="field-required-mark" aria-hidden="true" className="ms-0.5 text-destructive-text">
          *
        </span>
      ) : null}
    </RACLabel>
  );
}

/** Props of {@link FieldDescription}. */
interface FieldDescriptionProps extends Omit<TextProps, 'slot'> {
  /** The underlying element. */
  ref?: React.Ref<HTMLElement>;
}

/**
 * Help text under a field, linked to the input with `aria-describedby`.
 * Primitive: react-aria-components `Text slot="description"`.
 */
function FieldDescription({ className, ref, ...props }: FieldDescriptionProps) {
  return (
    <Text
      ref={ref}
      slot="description"
      data-slot="field-description"
      className={cn('text-xs text-muted-foreground', className)}
      {...props}
    />
  );
}

/**
 * The words of the field errors the browser would otherwise say itself, in the browser's language
 * rather than the interface's (WCAG 3.3.1: the error is described in text the person reads). Given
 * once around an application ({@link FieldMessages}); each is optional, and a field without one
 * keeps the browser's message.
 */
interface FieldMessagesValue {
  /** A required field left empty (`ValidityState.valueMissing`), e.g. "此项为必填项". */
  valueMissing?: string;
}

/**
 * Gives every {@link FieldError} below it the words of {@link FieldMessagesValue}: a required text
 * field, select, combo box or date field left empty then says the application's message, not the
 * browser's "Please select an item in the list.". A message of the field's own (`errorMessage`, or
 * a `validate` function's) still wins.
 */
const FieldMessages = createContext<FieldMessagesValue>({});

/** Props of {@link FieldError}. */
interface FieldErrorProps extends RACFieldErrorProps {
  /** The underlying element. */
  ref?: React.Ref<HTMLElement>;
}

/**
 * The error message of an invalid field, linked to the input with `aria-describedby`; renders
 * nothing while the field is valid. Without children it shows the field's validation errors: a
 * `validate` function's message, else the browser's, which {@link FieldMessages} words in the
 * application's language where it gives a message for the failure.
 * Primitive: react-aria-components `FieldError`.
 */
function FieldError({ className, ref, children, ...props }: FieldErrorProps) {
  const messages = use(FieldMessages);
  return (
    <RACFieldError
      ref={ref}
      data-slot="field-error"
      className={composeClassName(className, 'text-xs text-destructive-text')}
      {...props}
    >
      {children ??
        (({ validationDetails, validationErrors }) =>
          validationDetails.valueMissing && !validationDetails.customError && messages.valueMissing
            ? messages.valueMissing
            : validationErrors.join(' '))}
    </RACFieldError>
  );
}

/**
 * Classes of a text input: 32 px high, `--input` border (3:1, WCAG 1.4.11), the shared focus
 * ring, and a destructive border when invalid.
 */
const fieldInputVariants = cva([
  'h-8 w-full min-w-0 rounded-md border border-input bg-surface px-3 text-sm text-surface-foreground',
  'transition-colors placeholder:text-muted-foreground',
  'invalid:border-destructive-text disabled:cursor-not-allowed disabled:opacity-50 read-only:bg-muted',
  focusRing,
]);

/**
 * Classes of an input group (an input with buttons beside it, e.g. the password reveal): the
 * group carries the border and shows the focus ring while its input has focus.
 */
const fieldGroupVariants = cva([
  'flex h-8 w-full min-w-0 items-center overflow-hidden rounded-md border border-input bg-surface text-sm text-surface-foreground',
  'transition-colors has-[[data-invalid]]:border-destructive-text has-[:disabled]:opacity-50',
  inputFocusRing,
]);

export {
  FieldDescription,
  FieldError,
  FieldLabel,
  FieldMessages,
  fieldGroupVariants,
  fieldInputVariants,
  type FieldDescriptionProps,
  type FieldErrorProps,
  type FieldLabelProps,
  type FieldMessagesValue,
};
