import { Check, ChevronDown } from 'lucide-react';
import type * as React from 'react';
import {
  Button as RACButton,
  ListBox,
  ListBoxItem,
  Popover,
  Select as RACSelect,
  SelectValue,
  composeRenderProps,
  type ListBoxItemProps,
  type SelectProps as RACSelectProps,
  type ValidationResult,
} from 'react-aria-components';
import { composeClassName } from '../../lib/compose-class-name';
import { focusRing } from '../../lib/focus-ring';
import { FieldDescription, FieldError, FieldLabel } from '../field/field';

/** Classes of the floating list panel shared by {@link Select} and the combo box. */
const listBoxPopoverClassName = [
  'z-(--wb-z-popover) max-h-72 max-w-[calc(100vw-1rem)] min-w-(--trigger-width) overflow-y-auto rounded-md border border-border bg-popover p-1 text-sm text-popover-foreground shadow-md',
];

/** Classes of one option, shared by {@link SelectItem} and the combo box's items. */
const listBoxItemClassName = [
  'relative flex cursor-pointer items-center gap-2 rounded-sm py-1.5 ps-8 pe-2 outline-hidden select-none',
  'focus:bg-accent focus:text-accent-foreground disabled:cursor-not-allowed disabled:opacity-50',
  'forced-colors:focus:bg-[Highlight] forced-colors:focus:text-[HighlightText]',
];

/**
 * Props of {@link Select}: every react-aria-components `Select` prop (`selectedKey`,
 * `defaultSelectedKey`, `onSelectionChange`, `isOpen`, `defaultOpen`, `onOpenChange`,
 * `isRequired`, `isInvalid`, `isDisabled`, `name`, `disabledKeys` …) plus these. All text comes in
 * translated from the caller.
 */
interface SelectProps<T extends object> extends Omit<RACSelectProps<T>, 'children'> {
  /** The visible label. Without one, give `aria-label`. */
  label?: string;
  /** Help text under the button, read with it (`aria-describedby`). */
  description?: string;
  /** Shown under the button when the field is invalid, linked with `aria-describedby`. */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** Text shown while nothing is chosen (e.g. "Choose a company"). */
  placeholder?: string;
  /** The options as data; `children` is then a function rendering one {@link SelectItem}. */
  items?: Iterable<T>;
  /** {@link SelectItem} elements, or a function of one item of `items`. */
  children: React.ReactNode | ((item: T) => React.ReactNode);
  /**
   * What the list says when it holds no option (e.g. "Loading…" while the options are fetched, or
   * "No options"). With it the select opens on an empty list and says so; without it an empty
   * select does not open.
   */
  emptyLabel?: string;
  /** The wrapping element. */
  ref?: React.Ref<HTMLDivElement>;
}

/**
 * A labelled single-choice picker: a button showing the choice that opens a listbox in a popover.
 * Keyboard (APG select-only combobox / listbox): Enter, Space, ArrowDown and ArrowUp open; arrows
 * move, Home / End jump, typing selects by text; Enter or Space chooses and closes; Escape closes
 * and returns focus to the button. A hidden native `<select>` takes part in forms. An empty list
 * with `emptyLabel` opens and says so (its options still loading, or none).
 * Primitive: react-aria-components `Select` + `Popover` + `ListBox`.
 */
function Select<T extends object>({
  label,
  description,
  errorMessage,
  placeholder,
  items,
  children,
  emptyLabel,
  className,
  ref,
  ...props
}: SelectProps<T>) {
  return (
    <RACSelect
      ref={ref}
      data-slot="select"
      placeholder={placeholder}
      allowsEmptyCollection={emptyLabel !== undefined}
      className={composeClassName(className, 'group flex flex-col gap-1.5')}
      {...props}
    >
      {label ? <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel> : null}
      <RACButton
        data-slot="select-trigger"
        className={composeClassName(undefined, [
          'flex min-h-8 w-full min-w-0 cursor-pointer items-center gap-2 rounded-md border border-input bg-surface py-1 ps-3 pe-2 text-start text-sm text-surface-foreground',
          'transition-colors group-data-invalid:border-destructive-text disabled:cursor-not-allowed disabled:opacity-50',
          focusRing,
        ])}
      >
        <SelectValue
          data-slot="select-value"
          className="min-w-0 flex-1 wrap-break-word placeholder-shown:text-muted-foreground"
        />
        <ChevronDown data-slot="select-icon" aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
      </RACButton>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldError>{errorMessage}</FieldError>
      <Popover data-slot="select-popover" className={composeClassName(undefined, listBoxPopoverClassName)}>
        <ListBox
          data-slot="select-listbox"
          items={items}
          className="outline-hidden"
          renderEmptyState={
            emptyLabel === undefined
              ? undefined
              : () => (
                  <p data-slot="select-empty" className="px-2 py-1.5 text-muted-foreground">
                    {emptyLabel}
                  </p>
                )
          }
        >
          {children}
        </ListBox>
      </Popover>
    </RACSelect>
  );
}

/** Props of {@link SelectItem}: every react-aria-components `ListBoxItem` prop (`id`, `textValue`, `isDisabled` …). */
interface SelectItemProps<T extends object = object> extends ListBoxItemProps<T> {
  /** The option element. */
  ref?: React.Ref<HTMLDivElement>;
}

/**
 * One option of a {@link Select} (`role="option"`, `aria-selected`), with a check mark when
 * chosen. Give `textValue` when the children are not plain text (typeahead reads it).
 */
function SelectItem<T extends object>({ className, children, ...props }: SelectItemProps<T>) {
  return (
    <ListBoxItem
      data-slot="select-item"
      textValue={props.textValue ?? (typeof children === 'string' ? children : undefined)}
      className={composeClassName(className, listBoxItemClassName)}
      {...props}
    >
      {composeRenderProps(children, (content, { isSelected }) => (
        <>
          {isSelected ? (
            <Check
              data-slot="select-item-check"
              aria-hidden="true"
              className="absolute start-2 size-4 text-primary-text"
            />
          ) : null}
          {content}
        </>
      ))}
    </ListBoxItem>
  );
}

export { Select, SelectItem, listBoxItemClassName, listBoxPopoverClassName, type SelectItemProps, type SelectProps };
