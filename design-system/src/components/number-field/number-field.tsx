import { Minus, Plus } from 'lucide-react';
import type * as React from 'react';
import {
  Button as RACButton,
  Group,
  Input,
  NumberField as RACNumberField,
  type NumberFieldProps as RACNumberFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { cn } from '../../lib/cn';
import { composeClassName } from '../../lib/compose-class-name';
import { focusRing } from '../../lib/focus-ring';
import { FieldDescription, FieldError, FieldLabel, fieldGroupVariants } from '../field/field';

/**
 * Props of {@link NumberField}: every react-aria-components `NumberField` prop (`value`,
 * `defaultValue`, `onChange`, `minValue`, `maxValue`, `step`, `formatOptions`, `isRequired`,
 * `isInvalid`, `isDisabled`, `isReadOnly`, `validate`, `name` …) plus these. All text comes in
 * translated from the caller.
 */
interface NumberFieldProps extends Omit<RACNumberFieldProps, 'children'> {
  /** The visible label. Without one, give `aria-label`. */
  label?: string;
  /** Help text under the input, read with it (`aria-describedby`). */
  description?: string;
  /**
   * Shown under the input when the field is invalid, linked with `aria-describedby`. A function
   * gets the validation result. Without it the browser's own message shows.
   */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** Hint inside the empty input. Not a label: keep `label` too. */
  placeholder?: string;
  /** Accessible name of the step-up button, e.g. "Increase" (translated by the caller). */
  incrementLabel: string;
  /** Accessible name of the step-down button, e.g. "Decrease" (translated by the caller). */
  decrementLabel: string;
  /** The wrapping element. */
  ref?: React.Ref<HTMLDivElement>;
  /** The `<input>` (e.g. for form libraries). */
  inputRef?: React.Ref<HTMLInputElement>;
}

const stepperClassName = composeClassName(undefined, [
  'inline-flex size-7 shrink-0 cursor-pointer items-center justify-center rounded-sm text-muted-foreground',
  'hover:bg-accent hover:text-accent-foreground pressed:bg-accent disabled:cursor-not-allowed disabled:opacity-50',
  focusRing,
  'focus-visible:-outline-offset-2',
]);

/**
 * A labelled numeric input with step buttons: ArrowUp / ArrowDown step by `step`, PageUp /
 * PageDown by a larger step, Home / End go to `minValue` / `maxValue`; the value is formatted
 * and parsed in the user's locale. Primitive: react-aria-components `NumberField` (APG spinbutton).
 */
function NumberField({
  label,
  description,
  errorMessage,
  placeholder,
  incrementLabel,
  decrementLabel,
  className,
  ref,
  inputRef,
  ...props
}: NumberFieldProps) {
  return (
    <RACNumberField
      ref={ref}
      data-slot="number-field"
      className={composeClassName(className, 'group flex flex-col gap-1.5')}
      {...props}
    >
      {label ? <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel> : null}
      <Group
        data-slot="number-field-group"
        // Read-only disables the step buttons: only a disabled input should dim the whole group.
        className={cn(fieldGroupVariants(), 'has-[:disabled]:opacity-100 has-[input:disabled]:opacity-50')}
      >
        <RACButton
          data-slot="number-field-decrement"
          slot="decrement"
          aria-label={decrementLabel}
          className={stepperClassName}
        >
          <Minus aria-hidden="true" className="size-4" />
        </RACButton>
        <Input
          ref={inputRef}
          data-slot="number-field-input"
          placeholder={placeholder}
          className="h-full min-w-0 flex-1 bg-transparent px-2 text-center tabular-nums outline-hidden placeholder:text-muted-foreground disabled:cursor-not-allowed"
        />
        <RACButton
          data-slot="number-field-increment"
          slot="increment"
          aria-label={incrementLabel}
          className={stepperClassName}
        >
          <Plus aria-hidden="true" className="size-4" />
        </RACButton>
      </Group>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldError>{errorMessage}</FieldError>
    </RACNumberField>
  );
}

export { NumberField, type NumberFieldProps };
