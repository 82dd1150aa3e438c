import { useSyncExternalStore } from 'react';

/**
 * Below this width the sidebar becomes a drawer (docs/behaviour.md, "Layout": 992 px). The query
 * stops just short of 992 so a 992 px window keeps the sidebar.
 */
export const NARROW_SCREEN_QUERY = '(max-width: 991.98px)';

/** A phone: below the design system's `sm` breakpoint (640 px), where fields stack full width. */
export const PHONE_QUERY = '(max-width: 639.98px)';

/**
 * Whether the CSS media `query` matches now, updated when it changes; `false` where the browser
 * has no `matchMedia` (jsdom).
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => window.matchMedia?.(query).matches ?? false,
  );
}

/**
 * How a list's table lays out its rows at this width: as cards on a phone ({@link PHONE_QUERY};
 * DESIGN.md, "Small screens"), else as a table. For the design-system `DataTable`'s `layout`.
 */
export function useTableLayout(): 'table' | 'cards' {
  return useMediaQuery(PHONE_QUERY) ? 'cards' : 'table';
}
