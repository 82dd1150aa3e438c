import { ChevronDown } from 'lucide-react';
import type * as React from 'react';
import {
  Button as RACButton,
  ComboBox as RACComboBox,
  Input,
  ListBox,
  Popover,
  type ComboBoxProps as RACComboBoxProps,
  type ValidationResult,
} from 'react-aria-components';
import { composeClassName } from '../../lib/compose-class-name';
import { FieldDescription, FieldError, FieldLabel, fieldGroupVariants } from '../field/field';
import { SelectItem, listBoxPopoverClassName, type SelectItemProps } from '../select/select';

/**
 * Props of {@link ComboBox}: every react-aria-components `ComboBox` prop (`items`,
 * `defaultItems`, `selectedKey`, `onSelectionChange`, `inputValue`, `onInputChange`,
 * `allowsCustomValue`, `menuTrigger`, `defaultFilter`, `isRequired`, `isInvalid`, `isDisabled`,
 * `name` …) plus these. All text comes in translated from the caller.
 */
interface ComboBoxProps<T extends object> extends Omit<RACComboBoxProps<T>, 'children'> {
  /** The visible label. Without one, give `aria-label`. */
  label?: string;
  /** Help text under the input, read with it (`aria-describedby`). */
  description?: string;
  /** Shown under the input when the field is invalid, linked with `aria-describedby`. */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** Hint inside the empty input. Not a label: keep `label` too. */
  placeholder?: string;
  /**
   * Accessible name of the button that shows the options, e.g. "Show suggestions" (translated by
   * the caller). The button is out of the tab order; pointer users press it.
   */
  triggerLabel: string;
  /** {@link ComboBoxItem} elements, or a function of one item of `items` / `defaultItems`. */
  children: React.ReactNode | ((item: T) => React.ReactNode);
  /** The wrapping element. */
  ref?: React.Ref<HTMLDivElement>;
  /** The `<input>`. */
  inputRef?: React.Ref<HTMLInputElement>;
}

/**
 * A text input with a filtered list of suggestions (APG combobox with listbox popup): typing
 * filters and opens the list; ArrowDown / ArrowUp open it and move the highlighted option
 * (`aria-activedescendant`, focus stays in the input); Enter chooses; Escape closes the list, and
 * a second Escape clears the text. Primitive: react-aria-components `ComboBox` + `Popover` + `ListBox`.
 */
function ComboBox<T extends object>({
  label,
  description,
  errorMessage,
  placeholder,
  triggerLabel,
  children,
  className,
  ref,
  inputRef,
  ...props
}: ComboBoxProps<T>) {
  return (
    <RACComboBox
      ref={ref}
      data-slot="combo-box"
      className={composeClassName(className, 'group flex flex-col gap-1.5')}
      {...props}
    >
      {label ? <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel> : null}
      <div data-slot="combo-box-group" className={fieldGroupVariants()}>
        <Input
          ref={inputRef}
          data-slot="combo-box-input"
          placeholder={placeholder}
          className="h-full min-w-0 flex-1 bg-transparent px-3 outline-hidden placeholder:text-muted-foreground disabled:cursor-not-allowed"
        />
        <RACButton
          data-slot="combo-box-trigger"
          aria-label={triggerLabel}
          className="me-0.5 inline-flex size-7 shrink-0 cursor-pointer items-center justify-center rounded-sm text-muted-foreground outline-hidden hover:bg-accent hover:text-accent-foreground disabled:cursor-not-allowed"
        >
          <ChevronDown aria-hidden="true" className="size-4" />
        </RACButton>
      </div>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldError>{errorMessage}</FieldError>
      <Popover data-slot="combo-box-popover" className={composeClassName(undefined, listBoxPopoverClassName)}>
        <ListBox data-slot="combo-box-listbox" className="outline-hidden">
          {children}
        </ListBox>
      </Popover>
    </RACComboBox>
  );
}

/** Props of {@link ComboBoxItem}: the same as a select option's. */
type ComboBoxItemProps<T extends object = object> = SelectItemProps<T>;

/** One suggestion of a {@link ComboBox} (`role="option"`), with a check mark when chosen. */
function ComboBoxItem<T extends object>(props: ComboBoxItemProps<T>) {
  return <SelectItem data-slot="combo-box-item" {...props} />;
}

export { ComboBox, ComboBoxItem, type ComboBoxItemProps, type ComboBoxProps };
