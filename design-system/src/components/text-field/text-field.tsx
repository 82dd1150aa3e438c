import type * as React from 'react';
import {
  Input,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { composeClassName } from '../../lib/compose-class-name';
import { FieldDescription, FieldError, FieldLabel, fieldInputVariants } from '../field/field';

/**
 * Props of {@link TextField}: every react-aria-components `TextField` prop (`name`, `value`,
 * `defaultValue`, `onChange`, `isRequired`, `isInvalid`, `isDisabled`, `isReadOnly`, `validate`,
 * `autoComplete`, `type`, `autoFocus`, `maxLength`, `inputMode` …) plus these. All text comes in
 * translated from the caller.
 */
interface TextFieldProps extends Omit<RACTextFieldProps, 'children'> {
  /** The visible label. Without one, give `aria-label`. */
  label?: string;
  /** Help text under the input, read with it (`aria-describedby`). */
  description?: string;
  /**
   * Shown under the input when the field is invalid (`isInvalid`, `validate`, or native
   * validation such as `isRequired` on submit), linked with `aria-describedby`. A function gets
   * the validation result. Without it the browser's own message shows.
   */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** Hint inside the empty input. Not a label: keep `label` too. */
  placeholder?: string;
  /** The wrapping element. */
  ref?: React.Ref<HTMLDivElement>;
  /** The `<input>` (e.g. for form libraries). */
  inputRef?: React.Ref<HTMLInputElement>;
}

/**
 * A labelled single-line text input with optional help text and error message, all wired with
 * ids and `aria-describedby`. Primitive: react-aria-components `TextField` + `Label` + `Input` +
 * `Text` + `FieldError`.
 */
function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  className,
  ref,
  inputRef,
  ...props
}: TextFieldProps) {
  return (
    <RACTextField
      ref={ref}
      data-slot="text-field"
      className={composeClassName(className, 'group flex flex-col gap-1.5')}
      {...props}
    >
      {label ? <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel> : null}
      <Input
        ref={inputRef}
        data-slot="text-field-input"
        placeholder={placeholder}
        className={composeClassName(undefined, fieldInputVariants())}
      />
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldError>{errorMessage}</FieldError>
    </RACTextField>
  );
}

export { TextField, type TextFieldProps };
