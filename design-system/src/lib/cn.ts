import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class names (clsx) and resolves Tailwind conflicts so the last one wins (tailwind-merge):
 * `cn('px-2 text-sm', isWide && 'px-4')` gives `text-sm px-4`.
 *
 * Only for string class names: a RAC `className` may be a function, use `composeClassName` there.
 */
function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

export { cn, type ClassValue };
