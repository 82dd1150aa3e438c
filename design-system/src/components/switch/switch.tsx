import type * as React from 'react';
import { Switch as RACSwitch, composeRenderProps, type SwitchProps as RACSwitchProps } from 'react-aria-components';
import { composeClassName } from '../../lib/compose-class-name';

/**
 * Props of {@link Switch}: every react-aria-components `Switch` prop (`isSelected`,
 * `defaultSelected`, `onChange`, `isDisabled`, `isReadOnly`, `name`, `value` …). The children are
 * the label.
 */
interface SwitchProps extends RACSwitchProps {
  /** The `<label>` wrapping the hidden native input. */
  ref?: React.Ref<HTMLLabelElement>;
}

/**
 * An on/off switch with its label (APG switch, `role="switch"` with `aria-checked`): Space
 * toggles; the change applies at once, no submit needed. Primitive: react-aria-components `Switch`.
 */
function Switch({ className, children, ...props }: SwitchProps) {
  return (
    <RACSwitch
      data-slot="switch"
      className={composeClassName(className, [
        'group flex w-fit cursor-pointer items-center gap-2 text-sm text-foreground',
        'disabled:cursor-not-allowed disabled:opacity-50',
      ])}
      {...props}
    >
      {composeRenderProps(children, (content) => (
        <>
          <span
            data-slot="switch-track"
            aria-hidden="true"
            className={[
              'flex h-5 w-9 shrink-0 items-center rounded-full border border-input bg-muted p-0.5 transition-colors',
              'group-data-selected:border-primary group-data-selected:bg-primary',
              'group-data-focus-visible:outline-2 group-data-focus-visible:outline-offset-2 group-data-focus-visible:outline-ring group-data-focus-visible:outline-solid',
              'forced-colors:group-data-focus-visible:outline-[Highlight] forced-colors:group-data-selected:bg-[Highlight]',
            ].join(' ')}
          >
            <span
              data-slot="switch-thumb"
              className="size-3.5 rounded-full bg-muted-foreground shadow-sm transition-transform group-data-selected:translate-x-4 group-data-selected:bg-primary-foreground motion-reduce:transition-none rtl:group-data-selected:-translate-x-4"
            />
          </span>
          {content}
        </>
      ))}
    </RACSwitch>
  );
}

export { Switch, type SwitchProps };
