import type * as React from 'react';
import {
  Radio as RACRadio,
  RadioGroup as RACRadioGroup,
  composeRenderProps,
  type RadioGroupProps as RACRadioGroupProps,
  type RadioProps as RACRadioProps,
  type ValidationResult,
} from 'react-aria-components';
import { composeClassName } from '../../lib/compose-class-name';
import { FieldDescription, FieldError, FieldLabel } from '../field/field';

/**
 * Props of {@link RadioGroup}: every react-aria-components `RadioGroup` prop (`value`,
 * `defaultValue`, `onChange`, `orientation`, `isRequired`, `isInvalid`, `isDisabled`, `name` …)
 * plus these. All text comes in translated from the caller.
 */
interface RadioGroupProps extends Omit<RACRadioGroupProps, 'children'> {
  /** The visible group label. Without one, give `aria-label`. */
  label?: string;
  /** Help text under the group, read with it (`aria-describedby`). */
  description?: string;
  /** Shown under the group when it is invalid, linked with `aria-describedby`. */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** The {@link Radio} elements. */
  children: React.ReactNode;
  /** The `radiogroup` element. */
  ref?: React.Ref<HTMLDivElement>;
}

/**
 * A labelled set of mutually exclusive options (APG radio group): Tab enters the group at the
 * chosen radio (or the first), arrows move and choose, Space chooses the focused radio.
 * Primitive: react-aria-components `RadioGroup`.
 */
function RadioGroup({ label, description, errorMessage, className, children, ...props }: RadioGroupProps) {
  return (
    <RACRadioGroup
      data-slot="radio-group"
      className={composeClassName(className, 'group flex flex-col gap-2')}
      {...props}
    >
      {label ? <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel> : null}
      <div
        data-slot="radio-group-items"
        className="flex flex-col gap-2 group-data-[orientation=horizontal]:flex-row group-data-[orientation=horizontal]:flex-wrap group-data-[orientation=horizontal]:gap-x-4"
      >
        {children}
      </div>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldError>{errorMessage}</FieldError>
    </RACRadioGroup>
  );
}

/** Props of {@link Radio}: every react-aria-components `Radio` prop (`value`, `isDisabled` …). The children are the label. */
interface RadioProps extends RACRadioProps {
  /** The `<label>` wrapping the hidden native radio. */
  ref?: React.Ref<HTMLLabelElement>;
}

/** One option of a {@link RadioGroup}; a native `<input type="radio">` stays in the DOM. */
function Radio({ className, children, ...props }: RadioProps) {
  return (
    <RACRadio
      data-slot="radio"
      className={composeClassName(className, [
        'group/radio flex w-fit cursor-pointer items-center gap-2 text-sm text-foreground',
        'disabled:cursor-not-allowed disabled:opacity-50',
      ])}
      {...props}
    >
      {composeRenderProps(children, (content) => (
        <>
          <span
            data-slot="radio-circle"
            aria-hidden="true"
            className={[
              'flex size-4 shrink-0 items-center justify-center rounded-full border border-input bg-surface transition-colors',
              'group-data-selected/radio:border-[5px] group-data-selected/radio:border-primary',
              'group-data-invalid/radio:border-destructive-text',
              'group-data-focus-visible/radio:outline-2 group-data-focus-visible/radio:outline-offset-2 group-data-focus-visible/radio:outline-ring group-data-focus-visible/radio:outline-solid',
              'forced-colors:group-data-focus-visible/radio:outline-[Highlight] forced-colors:group-data-selected/radio:border-[Highlight]',
            ].join(' ')}
          />
          {content}
        </>
      ))}
    </RACRadio>
  );
}

export { Radio, RadioGroup, type RadioGroupProps, type RadioProps };
