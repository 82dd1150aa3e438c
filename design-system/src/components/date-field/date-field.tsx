import type { CalendarDate } from '@internationalized/date';
import type * as React from 'react';
import {
  DateInput,
  DateSegment,
  DateField as RACDateField,
  type DateFieldProps as RACDateFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { composeClassName } from '../../lib/compose-class-name';
import { focusRing } from '../../lib/focus-ring';
import { FieldDescription, FieldError, FieldLabel } from '../field/field';

/**
 * Props of {@link DateField}: every react-aria-components `DateField` prop for a calendar date
 * (`value`, `defaultValue`, `onChange`, `minValue`, `maxValue`, `placeholderValue`,
 * `isDateUnavailable`, `isRequired`, `isInvalid`, `isDisabled`, `isReadOnly`, `validate`, `name`,
 * `autoFocus` …) plus these. The value is an `@internationalized/date` `CalendarDate` (a day with
 * no time or zone, e.g. `parseDate('2024-05-01')`), or `null` while a segment is empty; `name`
 * submits it as ISO 8601 (`2024-05-01`). All text comes in translated from the caller.
 */
interface DateFieldProps extends Omit<RACDateFieldProps<CalendarDate>, 'children'> {
  /** The visible label. Without one, give `aria-label`. */
  label?: string;
  /** Help text under the segments, read with them (`aria-describedby`), e.g. the accepted range. */
  description?: string;
  /**
   * Shown under the segments when the field is invalid (`isInvalid`, `validate`, `minValue` /
   * `maxValue`, or `isRequired` on submit), linked with `aria-describedby`. A function gets the
   * validation result. Without it the built-in message in the user's language shows.
   */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** The wrapping element. */
  ref?: React.Ref<HTMLDivElement>;
}

/**
 * A labelled date input made of one editable segment per part (year, month, day), ordered and
 * formatted for the locale of the nearest RAC `I18nProvider` (e.g. `2024/5/1` in zh-CN,
 * `5/1/2024` in en-US). Each segment is a WAI-ARIA spinbutton (APG spinbutton pattern): typing
 * digits fills it and moves to the next, Up / Down Arrow add or take one, Page Up / Page Down a
 * larger step, Home / End its minimum / maximum, Backspace clears it, Left / Right Arrow move
 * between segments, and Tab leaves the field. Help text and the error message are wired with
 * `aria-describedby`, the invalid state with `aria-invalid`.
 * Primitive: react-aria-components `DateField` + `DateInput` + `DateSegment` + `Label` + `Text` +
 * `FieldError`.
 */
function DateField({ label, description, errorMessage, className, ref, ...props }: DateFieldProps) {
  return (
    <RACDateField
      ref={ref}
      data-slot="date-field"
      className={composeClassName(className, 'group flex flex-col gap-1.5')}
      {...props}
    >
      {label ? <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel> : null}
      <DateInput
        data-slot="date-field-input"
        className={composeClassName(undefined, [
          'flex h-8 w-full min-w-0 items-center overflow-x-auto rounded-md border border-input bg-surface px-3 text-sm text-surface-foreground',
          'transition-colors invalid:border-destructive-text disabled:cursor-not-allowed disabled:opacity-50',
          'group-data-readonly:bg-muted',
          focusRing,
          // outline-hidden would outline the group under forced colours even without focus.
          'forced-colors:outline-none',
        ])}
      >
        {(segment) => (
          <DateSegment
            segment={segment}
            data-slot="date-field-segment"
            className={composeClassName(undefined, [
              // At least 24 by 24 px: each segment is a pointer target of its own (WCAG 2.5.8).
              'inline-flex h-6 min-w-6 items-center justify-center rounded-xs px-0.5 whitespace-nowrap tabular-nums caret-transparent outline-none',
              'placeholder-shown:text-muted-foreground type-literal:min-w-0 type-literal:px-0 type-literal:text-muted-foreground',
              'focus:bg-primary focus:text-primary-foreground',
              // System colours as given, without the Canvas backplate behind the text.
              'forced-colors:focus:bg-[Highlight] forced-colors:focus:text-[HighlightText] forced-colors:focus:forced-color-adjust-none',
            ])}
          />
        )}
      </DateInput>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldError>{errorMessage}</FieldError>
    </RACDateField>
  );
}

export { DateField, type DateFieldProps };
