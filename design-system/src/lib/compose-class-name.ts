import { composeRenderProps } from 'react-aria-components';
import { cn, type ClassValue } from './cn';

/**
 * Merges the library's classes with a react-aria-components `className`, which may be a string
 * or a function of the render props (`({ isPressed }) => ...`). The result is always a function
 * RAC calls with its render props, so the caller's function keeps working and caller classes win
 * conflicts (tailwind-merge).
 *
 * @param className - the `className` prop the caller gave the component.
 * @param base - the library's classes, or a function of the render props returning them.
 */
function composeClassName<T>(
  className: string | ((values: T & { defaultClassName: string | undefined }) => string) | undefined,
  base: ClassValue | ((values: T) => ClassValue),
): (values: T & { defaultClassName: string | undefined }) => string {
  return composeRenderProps(className, (callerClassName, values) =>
    cn(typeof base === 'function' ? base(values) : base, callerClassName),
  );
}

export { composeClassName };
