import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import type * as React from 'react';
import { Input, TextField as RACTextField, ToggleButton } from 'react-aria-components';
import { composeClassName } from '../../lib/compose-class-name';
import { focusRing } from '../../lib/focus-ring';
import { FieldDescription, FieldError, FieldLabel, fieldGroupVariants } from '../field/field';
import type { TextFieldProps } from '../text-field/text-field';

/** Props of {@link PasswordField}: the {@link TextFieldProps} (without `type`) plus the reveal toggle's. */
interface PasswordFieldProps extends Omit<TextFieldProps, 'type'> {
  /**
   * Accessible name of the reveal toggle, e.g. "Show password" (translated by the caller). It stays
   * the same in both states; `aria-pressed` says whether the password shows (APG button pattern:
   * a toggle's label must not change with its state).
   */
  showPasswordLabel: string;
  /** Whether the password shows as text (controlled). */
  isRevealed?: boolean;
  /**
   * Whether the password shows as text at first (uncontrolled).
   * @default false
   */
  defaultRevealed?: boolean;
  /** Called when the reveal toggle is pressed, with the new state. */
  onRevealedChange?: (isRevealed: boolean) => void;
  /**
   * The `autocomplete` hint for password managers: `current-password` to sign in,
   * `new-password` to set one (WCAG 1.3.5).
   * @default 'current-password'
   */
  autoComplete?: string;
}

/**
 * A password input with a show/hide toggle. The toggle is a button with `aria-pressed`, placed
 * after the input in tab order; revealing switches the input's `type` to `text` and keeps focus
 * and value. Primitive: react-aria-components `TextField` + `ToggleButton`.
 */
function PasswordField({
  label,
  description,
  errorMessage,
  placeholder,
  showPasswordLabel,
  isRevealed,
  defaultRevealed = false,
  onRevealedChange,
  autoComplete = 'current-password',
  className,
  ref,
  inputRef,
  ...props
}: PasswordFieldProps) {
  const [uncontrolledRevealed, setUncontrolledRevealed] = useState(defaultRevealed);
  const revealed = isRevealed ?? uncontrolledRevealed;
  const setRevealed = (next: boolean) => {
    if (isRevealed === undefined) setUncontrolledRevealed(next);
    onRevealedChange?.(next);
  };

  return (
    <RACTextField
      ref={ref}
      data-slot="password-field"
      type={revealed ? 'text' : 'password'}
      autoComplete={autoComplete}
      className={composeClassName(className, 'group flex flex-col gap-1.5')}
      {...props}
    >
      {label ? <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel> : null}
      <div data-slot="password-field-group" className={fieldGroupVariants()}>
        <Input
          ref={inputRef}
          data-slot="password-field-input"
          placeholder={placeholder}
          className="h-full min-w-0 flex-1 bg-transparent px-3 outline-hidden placeholder:text-muted-foreground disabled:cursor-not-allowed"
        />
        <ToggleButton
          data-slot="password-field-toggle"
          aria-label={showPasswordLabel}
          isSelected={revealed}
          onChange={setRevealed}
          isDisabled={props.isDisabled}
          className={composeClassName(undefined, [
            'me-0.5 inline-flex size-7 shrink-0 cursor-pointer items-center justify-center rounded-sm text-muted-foreground',
            'hover:bg-accent hover:text-accent-foreground disabled:cursor-not-allowed',
            focusRing,
            'focus-visible:-outline-offset-2',
          ])}
        >
          {revealed ? <EyeOff aria-hidden="true" className="size-4" /> : <Eye aria-hidden="true" className="size-4" />}
        </ToggleButton>
      </div>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldError>{errorMessage}</FieldError>
    </RACTextField>
  );
}

export { PasswordField, type PasswordFieldProps };
