import { useLayoutEffect, useRef, useState } from 'react';
import type * as React from 'react';

/**
 * Whether an element's content overflows it along `axis` (its `scrollWidth` or `scrollHeight` is
 * larger than its client box), measured whenever the element or one of its children is resized
 * (`ResizeObserver`, whose first report comes with the first layout; without it, only on mount). A
 * region that scrolls must be reachable by keyboard (axe `scrollable-region-focusable`, WCAG 2.1.1):
 * give it `tabIndex={0}` then.
 *
 * The observer measures once the browser has laid the page out anyway: measured in the layout
 * effect, each mount would force a layout of the whole page inside React's commit (a table's mount
 * time, the work bench's Total Blocking Time; docs/architecture.md, "Stable work bench").
 *
 * @param axis - `x` for horizontal overflow, `y` for vertical.
 * @returns the ref to put on the element, and whether it overflows now.
 */
function useOverflows<T extends HTMLElement>(axis: 'x' | 'y'): [React.RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () =>
      setOverflows(
        axis === 'x' ? element.scrollWidth > element.clientWidth : element.scrollHeight > element.clientHeight,
      );
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, [axis]);
  return [ref, overflows];
}

export { useOverflows };
