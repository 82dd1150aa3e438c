import { Search, X } from 'lucide-react';
import type * as React from 'react';
import {
  Button as RACButton,
  Input,
  SearchField as RACSearchField,
  type SearchFieldProps as RACSearchFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { composeClassName } from '../../lib/compose-class-name';
import { focusRing } from '../../lib/focus-ring';
import { FieldDescription, FieldError, FieldLabel, fieldGroupVariants } from '../field/field';

/**
 * Props of {@link SearchField}: every react-aria-components `SearchField` prop (`value`,
 * `defaultValue`, `onChange`, `onSubmit`, `onClear`, `isDisabled`, `name` …) plus these. All text
 * comes in translated from the caller.
 */
interface SearchFieldProps extends Omit<RACSearchFieldProps, 'children'> {
  /** The visible label. Without one, give `aria-label`. */
  label?: string;
  /** Help text under the input, read with it (`aria-describedby`). */
  description?: string;
  /** Shown under the input when the field is invalid, linked with `aria-describedby`. */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** Hint inside the empty input. Not a label: keep `label` or `aria-label` too. */
  placeholder?: string;
  /** Accessible name of the clear button, e.g. "Clear search" (translated by the caller). */
  clearLabel: string;
  /** The wrapping element. */
  ref?: React.Ref<HTMLDivElement>;
  /** The `<input>`. */
  inputRef?: React.Ref<HTMLInputElement>;
}

/**
 * A search input (`type="search"`, `role="searchbox"`): Enter calls `onSubmit`, Escape clears
 * the text, and a clear button shows while there is text (it is out of the tab order, as Escape
 * does the same). Primitive: react-aria-components `SearchField`.
 */
function SearchField({
  label,
  description,
  errorMessage,
  placeholder,
  clearLabel,
  className,
  ref,
  inputRef,
  ...props
}: SearchFieldProps) {
  return (
    <RACSearchField
      ref={ref}
      data-slot="search-field"
      className={composeClassName(className, 'group flex flex-col gap-1.5')}
      {...props}
    >
      {label ? <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel> : null}
      <div data-slot="search-field-group" className={fieldGroupVariants()}>
        <Search
          data-slot="search-field-icon"
          aria-hidden="true"
          className="ms-2.5 size-4 shrink-0 text-muted-foreground"
        />
        <Input
          ref={inputRef}
          data-slot="search-field-input"
          placeholder={placeholder}
          className="h-full min-w-0 flex-1 bg-transparent px-2 outline-hidden placeholder:text-muted-foreground disabled:cursor-not-allowed [&::-webkit-search-cancel-button]:hidden"
        />
        <RACButton
          data-slot="search-field-clear"
          aria-label={clearLabel}
          className={composeClassName(undefined, [
            'me-0.5 inline-flex size-7 shrink-0 cursor-pointer items-center justify-center rounded-sm text-muted-foreground',
            'group-data-empty:invisible hover:bg-accent hover:text-accent-foreground',
            focusRing,
            'focus-visible:-outline-offset-2',
          ])}
        >
          <X aria-hidden="true" className="size-4" />
        </RACButton>
      </div>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldError>{errorMessage}</FieldError>
    </RACSearchField>
  );
}

export { SearchField, type SearchFieldProps };
