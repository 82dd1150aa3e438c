import { Check, Minus } from 'lucide-react';
import type * as React from 'react';
import {
  Checkbox as RACCheckbox,
  CheckboxGroup as RACCheckboxGroup,
  composeRenderProps,
  type CheckboxGroupProps as RACCheckboxGroupProps,
  type CheckboxProps as RACCheckboxProps,
  type ValidationResult,
} from 'react-aria-components';
import { composeClassName } from '../../lib/compose-class-name';
import { FieldDescription, FieldError, FieldLabel } from '../field/field';

/**
 * Props of {@link Checkbox}: every react-aria-components `Checkbox` prop (`isSelected`,
 * `defaultSelected`, `onChange`, `isIndeterminate`, `isDisabled`, `isInvalid`, `isRequired`,
 * `value` inside a group, `name` …). The children are the label.
 */
interface CheckboxProps extends RACCheckboxProps {
  /** The `<label>` wrapping the hidden native checkbox. */
  ref?: React.Ref<HTMLLabelElement>;
}

/**
 * A checkbox with its label (APG checkbox: Space toggles). A native `<input type="checkbox">`
 * stays in the DOM, so forms and screen readers see a real checkbox; `isIndeterminate` shows a
 * dash and sets the mixed state. Primitive: react-aria-components `Checkbox`.
 */
function Checkbox({ className, children, ...props }: CheckboxProps) {
  return (
    <RACCheckbox
      data-slot="checkbox"
      className={composeClassName(className, [
        'group flex w-fit cursor-pointer items-center gap-2 text-sm text-foreground',
        'disabled:cursor-not-allowed disabled:opacity-50',
      ])}
      {...props}
    >
      {composeRenderProps(children, (content, { isSelected, isIndeterminate }) => (
        <>
          <span
            data-slot="checkbox-box"
            aria-hidden="true"
            className={[
              'flex size-4 shrink-0 items-center justify-center rounded-sm border border-input bg-surface text-primary-foreground transition-colors',
              'group-data-indeterminate:border-primary group-data-indeterminate:bg-primary group-data-selected:border-primary group-data-selected:bg-primary',
              'group-data-invalid:border-destructive-text group-data-pressed:opacity-80',
              'group-data-focus-visible:outline-2 group-data-focus-visible:outline-offset-2 group-data-focus-visible:outline-ring group-data-focus-visible:outline-solid',
              'forced-colors:group-data-focus-visible:outline-[Highlight] forced-colors:group-data-selected:bg-[Highlight]',
            ].join(' ')}
          >
            {isIndeterminate ? (
              <Minus className="size-3" strokeWidth={3} />
            ) : isSelected ? (
              <Check className="size-3" strokeWidth={3} />
            ) : null}
          </span>
          {content}
        </>
      ))}
    </RACCheckbox>
  );
}

/**
 * Props of {@link CheckboxGroup}: every react-aria-components `CheckboxGroup` prop (`value`,
 * `defaultValue`, `onChange`, `isRequired`, `isInvalid`, `isDisabled`, `validate`, `name` …) plus
 * these. All text comes in translated from the caller.
 */
interface CheckboxGroupProps extends Omit<RACCheckboxGroupProps, 'children'> {
  /** The visible group label. Without one, give `aria-label`. */
  label?: string;
  /** Help text under the group, read with it (`aria-describedby`). */
  description?: string;
  /** Shown under the group when it is invalid, linked with `aria-describedby`. */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /**
   * Direction the checkboxes flow in.
   * @default 'vertical'
   */
  orientation?: 'horizontal' | 'vertical';
  /** The {@link Checkbox} elements, each with a `value`. */
  children: React.ReactNode;
  /** The group element. */
  ref?: React.Ref<HTMLDivElement>;
}

/**
 * A labelled set of checkboxes with one value list (`role="group"`); Tab moves between the
 * boxes. Primitive: react-aria-components `CheckboxGroup`.
 */
function CheckboxGroup({
  label,
  description,
  errorMessage,
  orientation = 'vertical',
  className,
  children,
  ...props
}: CheckboxGroupProps) {
  return (
    <RACCheckboxGroup
      data-slot="checkbox-group"
      data-orientation={orientation}
      className={composeClassName(className, 'flex flex-col gap-2')}
      {...props}
    >
      {label ? <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel> : null}
      <div
        data-slot="checkbox-group-items"
        className={orientation === 'horizontal' ? 'flex flex-wrap gap-x-4 gap-y-2' : 'flex flex-col gap-2'}
      >
        {children}
      </div>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldError>{errorMessage}</FieldError>
    </RACCheckboxGroup>
  );
}

export { Checkbox, CheckboxGroup, type CheckboxGroupProps, type CheckboxProps };
